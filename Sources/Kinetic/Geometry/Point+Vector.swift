extension Point {
  /// The point moved by `vector`.
  public func offset(by vector: Vector) -> Point {
    Point(x: x + vector.dx, y: y + vector.dy)
  }

  /// The vector that leads from this point to `other`.
  public func vector(to other: Point) -> Vector {
    Vector(dx: other.x - x, dy: other.y - y)
  }

  /// The straight-line distance to `other`.
  public func distance(to other: Point) -> Double {
    vector(to: other).length
  }

  /// The point a fraction `t` of the way from this point to `other`.
  public func interpolated(to other: Point, fraction t: Double) -> Point {
    Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
  }

  /// Whether both coordinates are finite numbers.
  public var isFinite: Bool { x.isFinite && y.isFinite }
}
