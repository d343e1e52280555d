/// The font a piece of text is set in.
public struct TextStyle: Sendable, Hashable {
  /// The Pango font family list, most preferred first.
  public var family: String
  /// The size in points.
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

  /// The Pango font description string, for example `Cantarell, sans-serif Bold 15px`.
  var pangoDescription: String {
    "\(family) \(isBold ? "Bold " : "")\(size)px"
  }
}
