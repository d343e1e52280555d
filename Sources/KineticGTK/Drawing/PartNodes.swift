import CGTK
import KineticCairo
import KineticGObject

/// The CSS nodes of a control's drawn parts, so CSS styles one control's parts.
///
/// They are children of the control that draw nothing and only carry a node (`track`, `fill`,
/// `thumb`, `status`, `arrow`, `indicator`), styled as a stock widget's nodes are:
///
/// ```css
/// kinetic-slide-to-confirm.destructive-action > fill { background-color: @error_color; }
/// #pay > thumb { background-color: #1c71d8; color: white; }
/// ```
///
/// GTK 4.8 has no custom CSS properties and no public node without a widget, so each part is a
/// `KineticPartNode` (kinetic-part-node.c): a widget that is never mapped, allocated or drawn,
/// takes no room, input or focus, stays out of the accessibility tree, and tells the control's
/// host when its style changes. ``ThemePalette`` reads each part's
/// `color`, `background-color` and `border-color` as GTK computes them for that node, so the
/// theme, the control's style classes, its name and an app's CSS all apply to one control.
@MainActor
enum PartNodes {
  /// The colours one part's node has.
  struct Colors: Sendable, Hashable {
    /// CSS `color`: the part's text or glyphs.
    var foreground: Color
    /// CSS `background-color`, or `nil` when transparent.
    var background: Color?
    /// The left border's `border-color`, or `nil` when the part has no border (or a transparent
    /// one).
    var border: Color?
  }

  private static let marker = g_quark_from_static_string("kinetic-part-node")

  /// Adds one hidden node per name under `widget`, after its other children.
  static func attach(_ names: [String], to widget: UnsafeMutablePointer<GtkWidget>) {
    for name in names where node(named: name, in: widget) == nil {
      guard let node = kinetic_part_node_new(name) else { continue }
      g_object_set_qdata(cgtk_object(node), marker, UnsafeMutableRawPointer(bitPattern: 1))
      gtk_widget_set_parent(node, widget)
    }
  }

  /// Removes the nodes ``attach(_:to:)`` added.
  static func detach(from widget: UnsafeMutablePointer<GtkWidget>) {
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      child = gtk_widget_get_next_sibling(current)
      if isPartNode(current) { gtk_widget_unparent(current) }
    }
  }

  /// The node named `name` under `widget`, if one was attached.
  static func node(named name: String, in widget: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      if isPartNode(current), let cssName = gtk_widget_get_css_name(current),
        String(cString: cssName) == name
      {
        return current
      }
      child = gtk_widget_get_next_sibling(current)
    }
    return nil
  }

  /// Whether `widget` is a part's node (which a layout or a walk of children skips).
  static func isPartNode(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    g_object_get_qdata(cgtk_object(widget), marker) != nil
  }

  /// The colours of every part node under `widget`, by name.
  static func colors(in widget: UnsafeMutablePointer<GtkWidget>) -> [String: Colors] {
    var found: [String: Colors] = [:]
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      if isPartNode(current), let cssName = gtk_widget_get_css_name(current) {
        found[String(cString: cssName)] = colors(of: current)
      }
      child = gtk_widget_get_next_sibling(current)
    }
    return found
  }

  /// The colours GTK computed for `node`.
  ///
  /// GTK 4.8 reads only `color` back; the background and border are painted as GTK paints
  /// them (`gtk_render_background`, `gtk_render_frame`) into a small image and read from its
  /// pixels, so what is read is what CSS says, gradients and `alpha()` included.
  static func colors(of node: UnsafeMutablePointer<GtkWidget>) -> Colors {
    let context = gtk_widget_get_style_context(node)
    var rgba = GdkRGBA()
    gtk_style_context_get_color(context, &rgba)
    var border = GtkBorder()
    gtk_style_context_get_border(context, &border)
    let background = paintedPixel(x: side / 2, y: side / 2) { cairo in
      gtk_render_background(context, cairo, 0, 0, Double(side), Double(side))
    }
    let frame =
      border.left > 0
      ? paintedPixel(x: 0, y: side / 2) { cairo in
        gtk_render_frame(context, cairo, 0, 0, Double(side), Double(side))
      } : nil
    return Colors(foreground: ThemePalette.color(rgba), background: background, border: frame)
  }

  /// The side of the square a background or frame is painted in, in pixels: larger than any
  /// corner radius a part is likely to have, so its middle is inside the rounding.
  private static let side: Int32 = 64

  /// The colour of pixel (`x`, `y`) after `paint` on a transparent square, or `nil` when it
  /// stayed transparent.
  private static func paintedPixel(
    x: Int32, y: Int32, _ paint: (OpaquePointer) -> Void
  ) -> Color? {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side) else {
      return nil
    }
    defer { cairo_surface_destroy(surface) }
    guard let cairo = cairo_create(surface) else { return nil }
    paint(cairo)
    cairo_destroy(cairo)
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let pixel = UnsafeRawPointer(data).load(
      fromByteOffset: Int(y) * stride + Int(x) * 4, as: UInt32.self)
    let alpha = Double(pixel >> 24) / 255
    guard alpha > 0 else { return nil }
    // Premultiplied: divide by alpha for the colour.
    func channel(_ shift: UInt32) -> Double {
      min(1, Double((pixel >> shift) & 0xFF) / 255 / alpha)
    }
    return Color(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
  }
}
