import CCairo
import Glibc

extension CairoCanvas {
  /// The family of the font Pango (through fontconfig) sets the first character of `text` in
  /// when asked for `style`; `nil` when the text lays out no glyphs.
  ///
  /// `style.family` is a list of wishes; this is the family that was granted, so a test can tell
  /// that the font it expects is installed rather than silently replaced.
  package func resolvedFontFamily(of text: String, style: TextStyle) -> String? {
    let layout = cache.layout(text, style: style, context: context)
    guard let iterator = pango_layout_get_iter(layout) else { return nil }
    defer { pango_layout_iter_free(iterator) }
    guard let run = pango_layout_iter_get_run_readonly(iterator),
      let item = run.pointee.item,
      let font = item.pointee.analysis.font,
      let description = pango_font_describe(font)
    else { return nil }
    defer { pango_font_description_free(description) }
    return pango_font_description_get_family(description).map { String(cString: $0) }
  }
}
