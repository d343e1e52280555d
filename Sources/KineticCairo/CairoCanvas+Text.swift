import CCairo
import Glibc
public import Kinetic

extension CairoCanvas {
  /// The size a single line of `text` takes in `style`.
  public func measure(_ text: String, style: TextStyle) -> Size {
    PangoText.extents(cache.layout(text, style: style, context: context)).size
  }

  /// Draws one line of `text` centred in `rect`, shrunk to fit its width (DESlideToConfirmView's
  /// label adjusts its font size to fit too), and ellipsised if even the smallest size overflows.
  public func drawText(_ text: String, in rect: Rect, style: TextStyle, color: Color) {
    show(PangoText.centredLine(text, in: rect, style: style, line: line(text)), color: color)
  }

  /// Draws one line of `text` starting (or ending) at `x`, centred vertically on `midY`,
  /// ellipsised at `maxWidth` points.
  public func drawLine(
    _ text: String, x: Double, midY: Double, maxWidth: Double, style: TextStyle, color: Color,
    alignment: LineAlignment
  ) {
    show(
      PangoText.alignedLine(
        text, x: x, midY: midY, maxWidth: maxWidth, style: style, alignment: alignment,
        line: line(text)), color: color)
  }

  /// Draws `text` as a UILabel with centred text and `maximumLines` lines would: wrapped at
  /// words to `rect`'s width, each line centred, the last line ellipsised when the text runs
  /// longer, and the block centred vertically in `rect`.
  ///
  /// The layout is made for each call (paragraphs are few and short), so it is not kept in the
  /// canvas's cache.
  public func drawParagraph(
    _ text: String, in rect: Rect, style: TextStyle, color: Color, maximumLines: Int
  ) {
    guard let layout = pango_cairo_create_layout(context) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let origin = PangoText.paragraph(
      layout, text, in: rect, style: style, maximumLines: maximumLines)
    show(origin.map { (layout, $0) }, color: color)
  }

  /// The cached line layouts of `text`, by style and ellipsising width.
  private func line(_ text: String) -> (TextStyle, Double?) -> OpaquePointer {
    { style, maxWidth in
      self.cache.layout(text, style: style, maxWidth: maxWidth, context: self.context)
    }
  }

  private func show(_ placed: (layout: OpaquePointer, origin: Point)?, color: Color) {
    guard let placed else { return }
    setColor(color)
    cairo_move_to(context, placed.origin.x, placed.origin.y)
    pango_cairo_show_layout(context, placed.layout)
  }
}
