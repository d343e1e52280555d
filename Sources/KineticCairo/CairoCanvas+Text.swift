import CCairo
public import Foundation

extension CairoCanvas {
  /// The size a single line of `text` takes in `style`.
  public func measure(_ text: String, style: TextStyle) -> CGSize {
    let layout = makeLayout(text, style: style, maxWidth: nil)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(layout, nil, &logical)
    return CGSize(width: CGFloat(logical.width), height: CGFloat(logical.height))
  }

  /// Draws one line of `text` centred in `rect`, shrunk to fit its width (DESlideToConfirmView's
  /// label adjusts its font size to fit too), and ellipsised if even the smallest size overflows.
  public func drawText(_ text: String, in rect: CGRect, style: TextStyle, color: Color) {
    guard !text.isEmpty, rect.width > 0, rect.height > 0 else { return }
    var fitted = style
    var size = measure(text, style: fitted)
    let smallest = style.size * 0.6
    while size.width > rect.width, fitted.size > smallest {
      fitted.size = Swift.max(smallest, fitted.size - 1)
      size = measure(text, style: fitted)
    }
    let layout = makeLayout(text, style: fitted, maxWidth: rect.width)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(layout, nil, &logical)
    let x = rect.midX - CGFloat(logical.width) / 2 - CGFloat(logical.x)
    let y = rect.midY - CGFloat(logical.height) / 2 - CGFloat(logical.y)
    setColor(color)
    cairo_move_to(context, x, y)
    pango_cairo_show_layout(context, layout)
  }

  private func makeLayout(_ text: String, style: TextStyle, maxWidth: CGFloat?) -> OpaquePointer {
    let layout = pango_cairo_create_layout(context).unsafelyUnwrapped
    let description = pango_font_description_from_string(style.pangoDescription)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    pango_layout_set_text(layout, text, -1)
    pango_layout_set_single_paragraph_mode(layout, 1)
    if let maxWidth {
      pango_layout_set_width(layout, Int32(maxWidth * CGFloat(PANGO_SCALE)))
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }
    return layout
  }
}
