import CGTK
import Kinetic
import KineticCairo
import KineticGTK

/// The card a gallery page shows its control on: the theme's base colour inside a rounded
/// one-pixel outline, drawn as Kinetic's controls draw their rounded shapes.
///
/// Drawn by CSS (`background-color`, `border-radius`, `border`), GTK's GL renderer shades the
/// card's whole area through a rounded clip and its whole outline box with the border shader in
/// every frame that the control on it moves, since under Xvfb such a frame redraws the window:
/// about 5.7 ms of a frame at scale 2 in the gallery's window, where the same card drawn by
/// ``SnapshotCanvas`` costs 1.6 ms (`scripts/bench-gsk-nodes.py`). The canvas fills the card's
/// straight middle as a plain colour node and clips only its corner columns.
///
/// The colours are the style's `gallery_card` and `gallery_card_border` (``GalleryStyle``), read in
/// each frame, so that the card follows a dark or high-contrast theme as CSS did.
@MainActor
enum GalleryCard {
  /// A new vertical card with the style classes `classes` and corners of `radius` points.
  ///
  /// Its CSS padding must hold the one-pixel outline (`stage` gives it a card's padding).
  static func new(classes: [String], radius: Double = 14) -> UnsafeMutablePointer<GtkWidget> {
    let instance = UnsafeMutableRawPointer(g_object_new_with_properties(cardType, 0, nil, nil))
      .unsafelyUnwrapped
    instance.assumingMemoryBound(to: CardInstance.self).pointee.radius = radius
    let card = instance.assumingMemoryBound(to: GtkWidget.self)
    gtk_orientable_set_orientation(OpaquePointer(card), GTK_ORIENTATION_VERTICAL)
    for name in classes { gtk_widget_add_css_class(card, name) }
    return card
  }

  /// Where the cards keep what the canvas keeps between frames; they draw no text or icon.
  private static let cache = SnapshotCache()

  /// Draws the card under its children.
  fileprivate static func draw(_ widget: UnsafeMutablePointer<GtkWidget>, _ snapshot: OpaquePointer)
  {
    guard let fill = ThemePalette.color(named: "gallery_card", in: widget),
      let outline = ThemePalette.color(named: "gallery_card_border", in: widget),
      let pango = gtk_widget_get_pango_context(widget)
    else { return }
    let canvas = SnapshotCanvas(
      snapshot: snapshot, pangoContext: pango, scale: Double(gtk_widget_get_scale_factor(widget)),
      cache: cache)
    // A snapshot starts at the content box, inside the CSS padding; the card is the whole box.
    var padding = GtkBorder()
    gtk_style_context_get_padding(gtk_widget_get_style_context(widget), &padding)
    let bounds = Rect(
      x: -Double(padding.left), y: -Double(padding.top),
      width: Double(gtk_widget_get_width(widget)) + Double(padding.left) + Double(padding.right),
      height: Double(gtk_widget_get_height(widget)) + Double(padding.top) + Double(padding.bottom))
    let radius = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: CardInstance.self)
      .pointee.radius
    canvas.fillRoundedRect(bounds, radius: radius, color: fill, outline: outline, width: 1)
  }
}

/// A card: the box, and the radius of its corners.
private struct CardInstance {
  var box: GtkBox
  var radius: Double
}

/// `KineticGalleryCard`: a `GtkBox` that draws ``GalleryCard``'s card before its children.
private let cardType: GType = {
  var info = GTypeInfo()
  info.class_size = guint16(MemoryLayout<GtkBoxClass>.size)
  info.instance_size = guint16(MemoryLayout<CardInstance>.size)
  info.class_init = { klass, _ in
    guard let klass else { return }
    klass.assumingMemoryBound(to: GtkWidgetClass.self).pointee.snapshot = { widget, snapshot in
      guard let widget, let snapshot else { return }
      // GTK draws on the main thread; pointers are not Sendable, their addresses are.
      let (widgetAddress, snapshotAddress) = (UInt(bitPattern: widget), UInt(bitPattern: snapshot))
      MainActor.assumeIsolated {
        GalleryCard.draw(
          UnsafeMutablePointer(bitPattern: widgetAddress).unsafelyUnwrapped,
          OpaquePointer(bitPattern: snapshotAddress).unsafelyUnwrapped)
      }
      let box = g_type_class_peek(gtk_box_get_type())
      box?.assumingMemoryBound(to: GtkWidgetClass.self).pointee.snapshot?(widget, snapshot)
    }
  }
  return g_type_register_static(gtk_box_get_type(), "KineticGalleryCard", &info, GTypeFlags(0))
}()
