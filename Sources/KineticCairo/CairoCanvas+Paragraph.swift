import CCairo
import Glibc
public import Kinetic

extension CairoCanvas {
  /// Draws `text` as a UILabel with centred text and `maximumLines` lines would: wrapped at
  /// words to `rect`'s width, each line centred, the last line ellipsised when the text runs
  /// longer, and the block centred vertically in `rect`.
  ///
  /// The layout is made for each call (paragraphs are few and short), so it is not kept in the
  /// canvas's cache.
  public func drawParagraph(
    _ text: String, in rect: Rect, style: TextStyle, color: Color, maximumLines: Int
  ) {
    guard !text.isEmpty, rect.width > 0, rect.height > 0, maximumLines > 0 else { return }
    guard let layout = pango_cairo_create_layout(context) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let description = pango_font_description_from_string(style.pangoDescription)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    pango_layout_set_text(layout, text, -1)
    pango_layout_set_width(layout, Int32(rect.width * Double(PANGO_SCALE)))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    // A negative height is a number of lines.
    pango_layout_set_height(layout, -Int32(Swift.min(maximumLines, 100)))
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(layout, nil, &logical)
    let y = rect.midY - Double(logical.height) / 2 - Double(logical.y)
    setColor(color)
    cairo_move_to(context, rect.minX, y)
    pango_cairo_show_layout(context, layout)
  }
}
