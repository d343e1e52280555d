import CCairo
import Glibc
public import Kinetic

extension CairoCanvas {
  /// The size a single line of `text` takes in `style`.
  public func measure(_ text: String, style: TextStyle) -> Size {
    let layout = cache.layout(text, style: style, context: context)
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(layout, nil, &logical)
    return Size(width: Double(logical.width), height: Double(logical.height))
  }

  /// Draws one line of `text` centred in `rect`, shrunk to fit its width (DESlideToConfirmView's
  /// label adjusts its font size to fit too), and ellipsised if even the smallest size overflows.
  public func drawText(_ text: String, in rect: Rect, style: TextStyle, color: Color) {
    guard !text.isEmpty, rect.width > 0, rect.height > 0 else { return }
    var fitted = style
    let smallest = (style.size * 0.6).rounded()
    var width = measure(text, style: fitted).width
    while width > rect.width, fitted.size > smallest {
      fitted.size = Swift.max(smallest, fitted.size - 1)
      width = measure(text, style: fitted).width
    }
    let layout = cache.layout(
      text, style: fitted, maxWidth: width > rect.width ? rect.width : nil, context: context)
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(layout, nil, &logical)
    let x = rect.midX - Double(logical.width) / 2 - Double(logical.x)
    let y = rect.midY - Double(logical.height) / 2 - Double(logical.y)
    setColor(color)
    cairo_move_to(context, x, y)
    pango_cairo_show_layout(context, layout)
  }

  /// Draws one line of `text` starting (or ending) at `x`, centred vertically on `midY`,
  /// ellipsised at `maxWidth` points.
  public func drawLine(
    _ text: String, x: Double, midY: Double, maxWidth: Double, style: TextStyle, color: Color,
    alignment: LineAlignment
  ) {
    guard !text.isEmpty, maxWidth > 0 else { return }
    let natural = measure(text, style: style).width
    let layout = cache.layout(
      text, style: style, maxWidth: natural > maxWidth ? Double(maxWidth) : nil, context: context)
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(layout, nil, &logical)
    let left = alignment == .leading ? x : x - Double(logical.width)
    setColor(color)
    cairo_move_to(
      context, left - Double(logical.x), midY - Double(logical.height) / 2 - Double(logical.y))
    pango_cairo_show_layout(context, layout)
  }
}
