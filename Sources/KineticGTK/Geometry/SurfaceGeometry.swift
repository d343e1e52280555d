/// A point in logical pixels.
public struct SurfacePoint: Sendable, Hashable {
  /// Distance from the left.
  public var x: Double
  /// Distance down from the top.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// An axis-aligned rectangle in logical pixels.
public struct SurfaceRect: Sendable, Hashable {
  /// The top-left corner's distance from the left.
  public var x: Double
  /// The top-left corner's distance down from the top.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}
