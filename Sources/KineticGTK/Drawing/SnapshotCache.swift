import CGTK
import Glibc
import Kinetic
package import KineticCairo

/// What a ``SnapshotCanvas`` keeps between a widget's frames: shaped Pango layouts, lines of text
/// fitted to a width and the text nodes drawn from them, and textures for images and icons.
///
/// Keep one per widget. Layouts, fits and text nodes belong to the Pango context they were made
/// with: when the widget's context changes (another font, resolution, text direction or font
/// options) they are dropped and made again. Not thread-safe: use it from one thread, GTK's.
public final class SnapshotCache {
  /// An icon rendered into a texture and the Cairo image it was drawn into, their size in
  /// pixels, and the key it was drawn for.
  struct Icon {
    let texture: OpaquePointer
    /// The Cairo image surface the icon was drawn into, which a frame that GTK's Cairo renderer
    /// draws paints directly (see ``SnapshotCanvas/drawIcon(key:in:_:)``).
    let surface: OpaquePointer
    let width: Int32
    let height: Int32
    let key: IconKey
  }

  /// An icon's key, kept beside it in a box of the key's own type.
  ///
  /// An icon is found again under a slot that names its key's type, so the box is read back with
  /// an unchecked downcast: casting a key kept as `Any` back to its type went through the
  /// runtime's dynamic cast in every frame, a tenth of the slide's snapshot.
  class IconKey {}

  final class TypedIconKey<Key: Hashable>: IconKey {
    let key: Key
    init(_ key: Key) { self.key = key }
  }

  /// Where an icon is kept: its key's type and hash, its size and scale.
  ///
  /// The key itself is kept with the icon and compared on a hit, so two keys with one hash never
  /// share an icon.
  ///
  /// A key is neither boxed nor hashed as an `AnyHashable` in every frame: boxing one looks up
  /// conformances at run time, which cost the slide's arrow a tenth of its snapshot.
  private struct IconSlot: Hashable {
    var type: ObjectIdentifier
    var hash: Int
    var width: Double
    var height: Double
    var scale: Double
  }

  /// What a single-line layout is made from: its text and style, and the width it is
  /// ellipsised at in Pango units (-1 for none).
  private struct LayoutKey: Hashable {
    var text: String
    var style: TextStyle
    var width: Int32
  }

  /// What fitting a line of text to a width depends on, besides the Pango context.
  private struct FitKey: Hashable {
    var text: String
    var style: TextStyle
    var width: Double
    var scale: Double
  }

  /// What a drawn line of text depends on, besides the Pango context and where it goes.
  private struct LineKey: Hashable {
    var text: String
    var style: TextStyle
    var maxWidth: Double
    var alignment: LineAlignment
    var color: Color
  }

  /// A line of text drawn once into a render node, at the offset from the line's anchor point
  /// (its `x` and `midY`) that the node is placed at.
  struct Line {
    let node: OpaquePointer
    let offset: Point
  }

  private var layouts: [LayoutKey: OpaquePointer] = [:]
  private var fits: [FitKey: (style: TextStyle, width: Double)] = [:]
  private var lines: [LineKey: Line] = [:]
  private var context: OpaquePointer?
  private var contextSerial: guint = 0
  private var contextResolution: Double = 0
  private var icons: [IconSlot: Icon] = [:]
  private var images: [OpaquePointer: OpaquePointer] = [:]
  private static let capacity = 64
  /// The Cairo canvas's cache, for the strokes a snapshot canvas draws with Cairo.
  let drawingCache = DrawingCache()

  /// Creates an empty cache.
  public init() {}

  deinit {
    for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
    for line in lines.values { gsk_render_node_unref(line.node) }
    for icon in icons.values { Self.release(icon) }
    for texture in images.values { g_object_unref(UnsafeMutableRawPointer(texture)) }
  }

  /// The number of icon textures made so far and still kept.
  public var iconCount: Int { icons.count }

  /// The number of shaped layouts kept.
  public var layoutCount: Int { layouts.count }

  /// The number of lines of text fitted to a width and kept.
  public var fitCount: Int { fits.count }

  /// The number of lines of text drawn into render nodes and kept.
  public var lineCount: Int { lines.count }

  /// Drops the layouts, fits and text nodes when `pangoContext` is not the one they were made
  /// with, or has changed since (its font options, font, resolution or base direction).
  ///
  /// The resolution is compared itself: setting it (as GTK does for XSETTINGS `Xft/DPI`) does
  /// not change the context's serial.
  func use(_ pangoContext: OpaquePointer) {
    let serial = pango_context_get_serial(pangoContext)
    let resolution = pango_cairo_context_get_resolution(pangoContext)
    guard pangoContext != context || serial != contextSerial || resolution != contextResolution
    else { return }
    dropLayouts()
    dropLines()
    fits.removeAll(keepingCapacity: true)
    context = pangoContext
    contextSerial = serial
    contextResolution = resolution
  }

  private func dropLayouts() {
    for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
    layouts.removeAll(keepingCapacity: true)
  }

  private func dropLines() {
    for line in lines.values { gsk_render_node_unref(line.node) }
    lines.removeAll(keepingCapacity: true)
  }

  /// The single-line layout of `text` in `style`, ellipsised at `maxWidth` points if given.
  package func layout(
    _ text: String, style: TextStyle, maxWidth: Double? = nil, context: OpaquePointer
  ) -> OpaquePointer {
    let key = LayoutKey(text: text, style: style, width: PangoText.lineWidth(maxWidth))
    if let layout = layouts[key] { return layout }
    if layouts.count >= Self.capacity { dropLayouts() }
    let layout = pango_layout_new(context).unsafelyUnwrapped
    PangoText.configureLine(layout, text, style: style, width: key.width)
    layouts[key] = layout
    return layout
  }

  /// The style and width of `text` fitted to `width` points at `scale` pixels per point, as
  /// `fitting` works them out the first time.
  ///
  /// A widget's status text is fitted in every frame it is drawn in, while it changes only with
  /// the control's state: this keeps the answer until the text, its style, the width, the scale
  /// or the Pango context changes.
  func fit(
    _ text: String, style: TextStyle, width: Double, scale: Double,
    fitting: () -> (style: TextStyle, width: Double)
  ) -> (style: TextStyle, width: Double) {
    let key = FitKey(text: text, style: style, width: width, scale: scale)
    if let fitted = fits[key] { return fitted }
    let fitted = fitting()
    if fits.count >= Self.capacity { fits.removeAll(keepingCapacity: true) }
    fits[key] = fitted
    return fitted
  }

  /// The render node of one line of `text` in `style` and `color`, ellipsised at `maxWidth`
  /// points, and where it goes from the line's anchor point; `placing` lays the line out with
  /// its anchor at (0, 0) the first time.
  ///
  /// The node is drawn once and then only placed: GTK turns a layout into text nodes glyph run
  /// by glyph run, which a line that stays the same while it moves need not pay in every frame.
  func line(
    _ text: String, style: TextStyle, maxWidth: Double, alignment: LineAlignment, color: Color,
    placing: () -> (layout: OpaquePointer, origin: Point)?
  ) -> Line? {
    let key = LineKey(
      text: text, style: style, maxWidth: maxWidth, alignment: alignment, color: color)
    if let line = lines[key] { return line }
    guard let placed = placing() else { return nil }
    let snapshot = gtk_snapshot_new().unsafelyUnwrapped
    var rgba = SnapshotCanvas.rgba(color)
    gtk_snapshot_append_layout(snapshot, placed.layout, &rgba)
    guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
    if lines.count >= Self.capacity { dropLines() }
    let line = Line(node: node, offset: placed.origin)
    lines[key] = line
    return line
  }

  /// The texture of `key`'s icon at `rect`'s size and `scale` pixels per point, drawn by
  /// `drawing` (in coordinates where `rect` is where it is) the first time.
  func icon<Key: Hashable>(
    key: Key, rect: Rect, scale: Double, drawing: (CairoCanvas) -> Void
  ) -> Icon? {
    let slot = IconSlot(
      type: ObjectIdentifier(Key.self), hash: key.hashValue, width: rect.width,
      height: rect.height, scale: scale)
    // The slot names `Key`, so the icon found under it keeps a `TypedIconKey<Key>`. Bound, not
    // compared as optionals: comparing a `Key?` looks up the metadata of a tuple of two at run
    // time, in a function the renderers call generically.
    if let icon = icons[slot], unsafeDowncast(icon.key, to: TypedIconKey<Key>.self).key == key {
      return icon
    }
    let width = Int32((rect.width * scale).rounded(.up))
    let height = Int32((rect.height * scale).rounded(.up))
    guard width > 0, height > 0, width <= 8192, height <= 8192 else { return nil }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
      return nil
    }
    cairo_surface_set_device_scale(surface, scale, scale)
    guard let context = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_translate(context, -rect.minX, -rect.minY)
    drawing(CairoCanvas(context: context, cache: drawingCache))
    cairo_destroy(context)
    guard let texture = Self.texture(of: surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    if icons.count >= Self.capacity {
      for icon in icons.values { Self.release(icon) }
      icons.removeAll(keepingCapacity: true)
    }
    let icon = Icon(
      texture: texture, surface: surface, width: width, height: height, key: TypedIconKey(key))
    // Another key with the same hash gives its place up.
    if let replaced = icons.updateValue(icon, forKey: slot) { Self.release(replaced) }
    return icon
  }

  /// Releases an icon's texture and image.
  private static func release(_ icon: Icon) {
    g_object_unref(UnsafeMutableRawPointer(icon.texture))
    cairo_surface_destroy(icon.surface)
  }

  /// The texture of `image`, made the first time it is drawn.
  ///
  /// The image's owner keeps its
  /// surface alive (an ``OnboardingCarouselImageCache`` does, for as long as it lives), so keep this
  /// cache no longer than the image cache.
  func texture(for image: CanvasImage) -> OpaquePointer? {
    if let texture = images[image.surface] { return texture }
    guard let texture = Self.texture(of: image.surface) else { return nil }
    if images.count >= Self.capacity {
      for texture in images.values { g_object_unref(UnsafeMutableRawPointer(texture)) }
      images.removeAll(keepingCapacity: true)
    }
    images[image.surface] = texture
    return texture
  }

  /// A memory texture with a copy of a Cairo ARGB32 image surface's pixels (premultiplied, in
  /// the machine's byte order: GDK's default memory format).
  static func texture(of surface: OpaquePointer) -> OpaquePointer? {
    cairo_surface_flush(surface)
    guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
      let data = cairo_image_surface_get_data(surface)
    else { return nil }
    let width = cairo_image_surface_get_width(surface)
    let height = cairo_image_surface_get_height(surface)
    let stride = cairo_image_surface_get_stride(surface)
    guard width > 0, height > 0 else { return nil }
    let bytes = g_bytes_new(data, gsize(stride) * gsize(height))
    defer { g_bytes_unref(bytes) }
    // Cairo's ARGB32 is a native-endian 32-bit word: B, G, R, A in memory on little-endian
    // machines (C's GDK_MEMORY_DEFAULT, a macro Swift cannot see).
    let format =
      UInt32(littleEndian: 1) == 1
      ? GDK_MEMORY_B8G8R8A8_PREMULTIPLIED : GDK_MEMORY_A8R8G8B8_PREMULTIPLIED
    return gdk_memory_texture_new(width, height, format, bytes, gsize(stride))
  }
}
