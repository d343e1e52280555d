public import Foundation

extension CGVector {
  /// The vector's Euclidean length.
  public var length: CGFloat { (dx * dx + dy * dy).squareRoot() }

  /// The angle of the vector from the positive x axis, in radians within (−π, π].
  public var angle: CGFloat { atan2(dy, dx) }

  /// The vector with each component multiplied by `factor`.
  public func scaled(by factor: CGFloat) -> CGVector {
    CGVector(dx: dx * factor, dy: dy * factor)
  }

  /// The component-wise sum of two vectors.
  public func adding(_ other: CGVector) -> CGVector {
    CGVector(dx: dx + other.dx, dy: dy + other.dy)
  }

  /// The component-wise difference of two vectors.
  public func subtracting(_ other: CGVector) -> CGVector {
    CGVector(dx: dx - other.dx, dy: dy - other.dy)
  }

  /// Whether both components are finite numbers.
  public var isFinite: Bool { dx.isFinite && dy.isFinite }
}
