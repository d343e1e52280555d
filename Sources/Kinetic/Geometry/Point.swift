/// A location in a two-dimensional coordinate space, in points.
///
/// Kinetic's own type rather than CoreGraphics' `CGPoint`, so that the core needs no Foundation
/// and compiles as Embedded Swift; `init(_:)` and `cgPoint` convert where CoreGraphics exists.
public struct Point: Sendable, Hashable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// A point at `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public init() {
    self.init(x: 0, y: 0)
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)
}
