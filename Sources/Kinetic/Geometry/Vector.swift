/// A two-dimensional displacement or velocity.
///
/// Kinetic's own type rather than CoreGraphics' `CGVector` (see ``Point``).
public struct Vector: Sendable, Hashable {
  /// The horizontal component.
  public var dx: Double
  /// The vertical component.
  public var dy: Double

  /// A vector of `dx`, `dy`.
  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// The zero vector.
  public init() {
    self.init(dx: 0, dy: 0)
  }

  /// The zero vector.
  public static let zero = Vector(dx: 0, dy: 0)
}
