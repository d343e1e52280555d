import CKineticLibc

extension Vector {
  /// The vector's Euclidean length.
  public var length: Double { (dx * dx + dy * dy).squareRoot() }

  /// The angle of the vector from the positive x axis, in radians within (−π, π].
  public var angle: Double { atan2(dy, dx) }

  /// The vector with each component multiplied by `factor`.
  public func scaled(by factor: Double) -> Vector {
    Vector(dx: dx * factor, dy: dy * factor)
  }

  /// The component-wise sum of two vectors.
  public func adding(_ other: Vector) -> Vector {
    Vector(dx: dx + other.dx, dy: dy + other.dy)
  }

  /// The component-wise difference of two vectors.
  public func subtracting(_ other: Vector) -> Vector {
    Vector(dx: dx - other.dx, dy: dy - other.dy)
  }

  /// Whether both components are finite numbers.
  public var isFinite: Bool { dx.isFinite && dy.isFinite }
}
