import CCairo
import Glibc
public import Kinetic

/// A Cairo context with the few drawing operations Kinetic's looks are made of.
///
/// It does not own the context: the caller (a GTK draw function, an offscreen image) does. All
/// coordinates are in points; the caller scales the context for HiDPI output. Use it from one
/// thread (a GTK draw function, or one offscreen image at a time).
public struct CairoCanvas: Canvas {
  /// The Cairo context drawn into.
  public let context: OpaquePointer
  /// Where shaped text and rendered shadows are kept between frames.
  public let cache: DrawingCache

  /// Wraps a Cairo context; pass the same `cache` every frame so text and shadows are made once.
  public init(context: OpaquePointer, cache: DrawingCache = DrawingCache()) {
    self.context = context
    self.cache = cache
  }

  /// Sets the colour of the next fill or stroke.
  public func setColor(_ color: Color) {
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
  }

  /// Adds a rectangle with corners rounded by `radius` (clamped to half the shorter side) to the path.
  public func addRoundedRect(_ rect: Rect, radius: Double) {
    let r = Swift.max(0, Swift.min(radius, rect.width / 2, rect.height / 2))
    cairo_new_sub_path(context)
    cairo_arc(context, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
    cairo_arc(context, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
    cairo_arc(context, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
    cairo_arc(context, rect.minX + r, rect.minY + r, r, .pi, 1.5 * .pi)
    cairo_close_path(context)
  }

  /// Fills a rounded rectangle.
  public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
    guard rect.width > 0, rect.height > 0 else { return }
    addRoundedRect(rect, radius: radius)
    setColor(color)
    cairo_fill(context)
  }

  /// Strokes the outline of a rounded rectangle with a line `width` points wide, inside `rect`.
  public func strokeRoundedRect(_ rect: Rect, radius: Double, color: Color, width: Double) {
    let inset = rect.insetBy(dx: width / 2, dy: width / 2)
    guard inset.width > 0, inset.height > 0 else { return }
    addRoundedRect(inset, radius: Swift.max(0, radius - width / 2))
    setColor(color)
    cairo_set_line_width(context, width)
    cairo_stroke(context)
  }

  /// Fills a rounded rectangle with a vertical gradient from `top` to `bottom`.
  public func fillRoundedRect(_ rect: Rect, radius: Double, top: Color, bottom: Color) {
    guard rect.width > 0, rect.height > 0 else { return }
    let gradient = cairo_pattern_create_linear(rect.minX, rect.minY, rect.minX, rect.maxY)
    defer { cairo_pattern_destroy(gradient) }
    cairo_pattern_add_color_stop_rgba(gradient, 0, top.red, top.green, top.blue, top.alpha)
    cairo_pattern_add_color_stop_rgba(
      gradient, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
    addRoundedRect(rect, radius: radius)
    cairo_set_source(context, gradient)
    cairo_fill(context)
  }

  /// Draws a soft drop shadow under a rounded rectangle, `offset` points down, `blur` points soft.
  ///
  /// The shadow is rendered once per size into the cache and then only copied.
  public func shadow(
    under rect: Rect, radius: Double, offset: Double, blur: Double, color: Color
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    var scaleX = 1.0
    var scaleY = 0.0
    cairo_user_to_device_distance(context, &scaleX, &scaleY)
    let scale = Swift.max(1, (scaleX * scaleX + scaleY * scaleY).squareRoot())
    let image = cache.shadow(
      size: rect.size, radius: radius, blur: blur, color: color, scale: scale)
    cairo_set_source_surface(context, image, rect.minX - blur, rect.minY - blur + offset)
    cairo_paint(context)
  }

  /// Runs `body` with drawing clipped to a rectangle.
  public func clipped(to rect: Rect, _ body: () -> Void) {
    cairo_save(context)
    cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
    cairo_clip(context)
    body()
    cairo_restore(context)
  }

  /// Runs `body` with drawing clipped to `rect` as `transform` places it; `body` draws in the
  /// current coordinates.
  public func clipped(to rect: Rect, placedBy transform: AffineTransform2D, _ body: () -> Void) {
    cairo_save(context)
    var current = cairo_matrix_t()
    cairo_get_matrix(context, &current)
    var matrix = Self.matrix(transform)
    cairo_transform(context, &matrix)
    cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
    cairo_set_matrix(context, &current)
    cairo_clip(context)
    body()
    cairo_restore(context)
  }

  /// Runs `body` in coordinates that `transform` maps into the current ones.
  public func transformed(by transform: AffineTransform2D, _ body: () -> Void) {
    cairo_save(context)
    var matrix = Self.matrix(transform)
    cairo_transform(context, &matrix)
    body()
    cairo_restore(context)
  }

  /// `transform` as a Cairo matrix.
  static func matrix(_ transform: AffineTransform2D) -> cairo_matrix_t {
    var matrix = cairo_matrix_t()
    cairo_matrix_init(
      &matrix, transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
    return matrix
  }

  /// Runs `body` with drawing clipped to a rounded rectangle.
  public func clipped(to rect: Rect, radius: Double, _ body: () -> Void) {
    cairo_save(context)
    addRoundedRect(rect, radius: radius)
    cairo_clip(context)
    body()
    cairo_restore(context)
  }

  /// Runs `body` with everything it draws made `opacity` times as opaque.
  public func withOpacity(_ opacity: Double, _ body: () -> Void) {
    guard opacity < 1 else { return body() }
    cairo_push_group(context)
    body()
    cairo_pop_group_to_source(context)
    cairo_paint_with_alpha(context, Swift.max(0, opacity))
  }

  /// Strokes a polyline through `points` with round joins and caps.
  public func strokeLines(_ points: [Point], color: Color, width: Double) {
    guard let first = points.first else { return }
    cairo_move_to(context, first.x, first.y)
    for point in points.dropFirst() { cairo_line_to(context, point.x, point.y) }
    setColor(color)
    cairo_set_line_width(context, width)
    cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
    cairo_stroke(context)
  }

  /// Strokes an arc of a circle from `start` to `end` radians.
  public func strokeArc(
    center: Point, radius: Double, from start: Double, to end: Double, color: Color,
    width: Double
  ) {
    cairo_new_sub_path(context)
    cairo_arc(context, center.x, center.y, radius, start, end)
    setColor(color)
    cairo_set_line_width(context, width)
    cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
    cairo_stroke(context)
  }

  /// Moves the origin by (`x`, `y`) points for everything drawn after.
  public func translate(x: Double, y: Double) {
    cairo_translate(context, x, y)
  }

  /// Fills the whole clip region with a colour.
  public func paint(_ color: Color) {
    setColor(color)
    cairo_paint(context)
  }

  /// Fills a rectangle with a colour.
  public func fillRect(_ rect: Rect, color: Color) {
    guard rect.width > 0, rect.height > 0 else { return }
    cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
    setColor(color)
    cairo_fill(context)
  }

  /// Fills a rectangle with a vertical gradient from `top` to `bottom`.
  public func fillRect(_ rect: Rect, top: Color, bottom: Color) {
    guard rect.width > 0, rect.height > 0 else { return }
    let gradient = cairo_pattern_create_linear(rect.minX, rect.minY, rect.minX, rect.maxY)
    defer { cairo_pattern_destroy(gradient) }
    cairo_pattern_add_color_stop_rgba(gradient, 0, top.red, top.green, top.blue, top.alpha)
    cairo_pattern_add_color_stop_rgba(
      gradient, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
    cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
    cairo_set_source(context, gradient)
    cairo_fill(context)
  }

  /// Fills a circle.
  public func fillCircle(center: Point, radius: Double, color: Color) {
    cairo_new_sub_path(context)
    cairo_arc(context, center.x, center.y, radius, 0, 2 * .pi)
    setColor(color)
    cairo_fill(context)
  }

  /// Fills circles of one radius and colour at each of `centers`, as one shape.
  public func fillCircles(centers: [Point], radius: Double, color: Color) {
    setColor(color)
    for center in centers {
      cairo_new_sub_path(context)
      cairo_arc(context, center.x, center.y, radius, 0, 2 * .pi)
    }
    cairo_fill(context)
  }

  /// Fills `path`, then strokes its outline with each of `outlines` in turn (round joins), for
  /// example a thin stroke of the fill's own colour to round its corners off.
  public func fill(
    _ path: CanvasPath, color: Color, outlines: [(color: Color, width: Double)] = []
  ) {
    cairo_new_path(context)
    for element in path.elements {
      switch element {
      case .move(let point): cairo_move_to(context, point.x, point.y)
      case .line(let point): cairo_line_to(context, point.x, point.y)
      case .curve(let control1, let control2, let end):
        cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
      case .close: cairo_close_path(context)
      }
    }
    setColor(color)
    guard !outlines.isEmpty else {
      cairo_fill(context)
      return
    }
    cairo_fill_preserve(context)
    cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
    for outline in outlines {
      setColor(outline.color)
      cairo_set_line_width(context, outline.width)
      cairo_stroke_preserve(context)
    }
    cairo_new_path(context)
  }

  /// Draws `image` stretched to fill `rect` (smoothly filtered), `opacity` times as opaque.
  public func drawImage(_ image: CanvasImage, in rect: Rect, opacity: Double) {
    let pixelWidth = Double(cairo_image_surface_get_width(image.surface))
    let pixelHeight = Double(cairo_image_surface_get_height(image.surface))
    guard pixelWidth > 0, pixelHeight > 0 else { return }
    cairo_save(context)
    defer { cairo_restore(context) }
    cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
    cairo_clip(context)
    cairo_translate(context, rect.minX, rect.minY)
    cairo_scale(context, rect.width / pixelWidth, rect.height / pixelHeight)
    cairo_set_source_surface(context, image.surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
    cairo_paint_with_alpha(context, Swift.min(1, opacity))
  }

  /// Draws a vector icon: runs `body` on this canvas, as it is.
  public func drawIcon<Key: Hashable>(
    key: Key, in rect: Rect, _ body: (CairoCanvas) -> Void
  ) {
    body(self)
  }
}
