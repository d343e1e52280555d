import CCairo
public import Foundation

/// A Cairo context with the few drawing operations Kinetic's looks are made of.
///
/// It does not own the context: the caller (a GTK draw function, an offscreen image) does. All
/// coordinates are in points; the caller scales the context for HiDPI output. Use it from one
/// thread (a GTK draw function, or one offscreen image at a time).
public struct CairoCanvas {
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
  public func addRoundedRect(_ rect: CGRect, radius: CGFloat) {
    let r = Swift.max(0, Swift.min(radius, rect.width / 2, rect.height / 2))
    cairo_new_sub_path(context)
    cairo_arc(context, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
    cairo_arc(context, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
    cairo_arc(context, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
    cairo_arc(context, rect.minX + r, rect.minY + r, r, .pi, 1.5 * .pi)
    cairo_close_path(context)
  }

  /// Fills a rounded rectangle.
  public func fillRoundedRect(_ rect: CGRect, radius: CGFloat, color: Color) {
    guard rect.width > 0, rect.height > 0 else { return }
    addRoundedRect(rect, radius: radius)
    setColor(color)
    cairo_fill(context)
  }

  /// Strokes the outline of a rounded rectangle with a line `width` points wide, inside `rect`.
  public func strokeRoundedRect(_ rect: CGRect, radius: CGFloat, color: Color, width: CGFloat) {
    let inset = rect.insetBy(dx: width / 2, dy: width / 2)
    guard inset.width > 0, inset.height > 0 else { return }
    addRoundedRect(inset, radius: Swift.max(0, radius - width / 2))
    setColor(color)
    cairo_set_line_width(context, width)
    cairo_stroke(context)
  }

  /// Fills a rounded rectangle with a vertical gradient from `top` to `bottom`.
  public func fillRoundedRect(_ rect: CGRect, radius: CGFloat, top: Color, bottom: Color) {
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
    under rect: CGRect, radius: CGFloat, offset: CGFloat, blur: CGFloat, color: Color
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

  /// Runs `body` with drawing clipped to a rounded rectangle.
  public func clipped(to rect: CGRect, radius: CGFloat, _ body: () -> Void) {
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
  public func strokeLines(_ points: [CGPoint], color: Color, width: CGFloat) {
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
    center: CGPoint, radius: CGFloat, from start: Double, to end: Double, color: Color,
    width: CGFloat
  ) {
    cairo_new_sub_path(context)
    cairo_arc(context, center.x, center.y, radius, start, end)
    setColor(color)
    cairo_set_line_width(context, width)
    cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
    cairo_stroke(context)
  }

  /// Moves the origin by (`x`, `y`) points for everything drawn after.
  public func translate(x: CGFloat, y: CGFloat) {
    cairo_translate(context, x, y)
  }

  /// Fills the whole clip region with a colour.
  public func paint(_ color: Color) {
    setColor(color)
    cairo_paint(context)
  }
}
