import CCairo
import Glibc
package import Kinetic

/// How both canvases lay text out and place it with Pango: ``CairoCanvas`` shows the layouts
/// with Cairo, KineticGTK's `SnapshotCanvas` appends them to a snapshot; what they show, and
/// where, is decided here once.
package enum PangoText {
  /// Makes `layout` one line of `text` in `style`, ellipsised at `width` Pango units (none when
  /// negative).
  package static func configureLine(
    _ layout: OpaquePointer, _ text: String, style: TextStyle, width: Int32
  ) {
    setFont(layout, style)
    pango_layout_set_text(layout, text, -1)
    pango_layout_set_single_paragraph_mode(layout, 1)
    if width >= 0 {
      pango_layout_set_width(layout, width)
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }
  }

  /// The Pango width of a line ellipsised at `maxWidth` points, or -1 for none.
  package static func lineWidth(_ maxWidth: Double?) -> Int32 {
    maxWidth.map { Int32($0 * Double(PANGO_SCALE)) } ?? -1
  }

  /// The logical extents of `layout`, in points.
  package static func extents(_ layout: OpaquePointer) -> Rect {
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(layout, nil, &logical)
    return Rect(
      x: Double(logical.x), y: Double(logical.y), width: Double(logical.width),
      height: Double(logical.height))
  }

  /// The layout and origin of one line of `text` centred in `rect`, shrunk to fit its width (to
  /// 60 % of the style's size) and ellipsised if even the smallest size overflows; `line` makes
  /// (or takes from a cache) the line's layout for a style and an ellipsising width.
  package static func centredLine(
    _ text: String, in rect: Rect, style: TextStyle,
    line: (TextStyle, Double?) -> OpaquePointer
  ) -> (layout: OpaquePointer, origin: Point)? {
    guard !text.isEmpty, rect.width > 0, rect.height > 0 else { return nil }
    var fitted = style
    let smallest = (style.size * 0.6).rounded()
    var width = extents(line(fitted, nil)).width
    while width > rect.width, fitted.size > smallest {
      fitted.size = Swift.max(smallest, fitted.size - 1)
      width = extents(line(fitted, nil)).width
    }
    let layout = line(fitted, width > rect.width ? rect.width : nil)
    let logical = extents(layout)
    return (
      layout,
      Point(
        x: rect.midX - logical.width / 2 - logical.minX,
        y: rect.midY - logical.height / 2 - logical.minY)
    )
  }

  /// The layout and origin of one line of `text` from (or to) `x`, centred on `midY`,
  /// ellipsised at `maxWidth`.
  package static func alignedLine(
    _ text: String, x: Double, midY: Double, maxWidth: Double, style: TextStyle,
    alignment: LineAlignment, line: (TextStyle, Double?) -> OpaquePointer
  ) -> (layout: OpaquePointer, origin: Point)? {
    guard !text.isEmpty, maxWidth > 0 else { return nil }
    let natural = extents(line(style, nil)).width
    let layout = line(style, natural > maxWidth ? maxWidth : nil)
    let logical = extents(layout)
    let left = alignment == .leading ? x : x - logical.width
    return (layout, Point(x: left - logical.minX, y: midY - logical.height / 2 - logical.minY))
  }

  /// Makes `layout` a paragraph as a UILabel with centred text and `maximumLines` lines shows
  /// it, and returns its origin centred vertically in `rect`; `nil` when there is nothing to
  /// show.
  package static func paragraph(
    _ layout: OpaquePointer, _ text: String, in rect: Rect, style: TextStyle, maximumLines: Int
  ) -> Point? {
    guard !text.isEmpty, rect.width > 0, rect.height > 0, maximumLines > 0 else { return nil }
    setFont(layout, style)
    pango_layout_set_text(layout, text, -1)
    pango_layout_set_width(layout, Int32(rect.width * Double(PANGO_SCALE)))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    // A negative height is a number of lines.
    pango_layout_set_height(layout, -Int32(Swift.min(maximumLines, 100)))
    let logical = extents(layout)
    return Point(x: rect.minX, y: rect.midY - logical.height / 2 - logical.minY)
  }

  private static func setFont(_ layout: OpaquePointer, _ style: TextStyle) {
    let description = pango_font_description_from_string(style.pangoDescription)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
  }
}
