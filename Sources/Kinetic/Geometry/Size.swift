/// A width and a height, in points.
///
/// Kinetic's own type rather than CoreGraphics' `CGSize` (see ``Point``).
public struct Size: Sendable, Hashable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A size of `width` by `height`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size of zero by zero.
  public init() {
    self.init(width: 0, height: 0)
  }

  /// A size of zero by zero.
  public static let zero = Size(width: 0, height: 0)
}
