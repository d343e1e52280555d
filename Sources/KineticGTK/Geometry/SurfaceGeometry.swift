/// A point in logical pixels.
package struct SurfacePoint: Sendable, Hashable {
  /// Distance from the left.
  package var x: Double
  /// Distance down from the top.
  package var y: Double

  /// Creates a point.
  package init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// An axis-aligned rectangle in logical pixels.
package struct SurfaceRect: Sendable, Hashable {
  /// The top-left corner's distance from the left.
  package var x: Double
  /// The top-left corner's distance down from the top.
  package var y: Double
  /// The width.
  package var width: Double
  /// The height.
  package var height: Double

  /// Creates a rectangle.
  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}
