/// The font a piece of text is set in.
///
/// `size` is in Kinetic's points, like every other length: 1/96 inch, a CSS pixel. Pango is given
/// it in typographic points (1/72 inch, `size × 0.75`), so the text follows the resolution of the
/// Pango context it is laid out in: a headless Cairo canvas (96 dpi) draws a 15-point title
/// 15 pixels tall per unit of scale, exactly as before, and a widget whose context follows the
/// desktop's text scaling (XSETTINGS `Xft/DPI` 144, 1.5 ×) draws it 22.5.
public struct TextStyle: Sendable, Hashable {
  /// The Pango font family list, most preferred first.
  public var family: String
  /// The size in points (1/96 inch at the reference resolution of 96 dpi).
  public var size: Double
  /// Whether the text is set in a bold (semibold where available) weight.
  public var isBold: Bool

  /// Creates a text style.
  public init(
    family: String = "Cantarell, DejaVu Sans, sans-serif", size: Double, isBold: Bool = false
  ) {
    self.family = family
    self.size = size
    self.isBold = isBold
  }

  /// The size in typographic points (1/72 inch) that draws `size` pixels at 96 dpi.
  public var typographicPoints: Double { size * 72 / 96 }

  /// The Pango font description string, for example `Cantarell, sans-serif Bold 11.25`: a size
  /// in typographic points, which Pango scales by its context's resolution.
  public var pangoDescription: String {
    "\(family) \(isBold ? "Bold " : "")\(typographicPoints)"
  }
}
