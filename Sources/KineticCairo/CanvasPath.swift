import Glibc
public import Kinetic

/// A vector outline for ``CairoCanvas/fill(_:color:outlines:)``: moves, lines and cubic curves.
public struct CanvasPath: Sendable, Hashable {
  /// One step of a path.
  public enum Element: Sendable, Hashable {
    /// Starts a new piece at a point.
    case move(Point)
    /// A straight line to a point.
    case line(Point)
    /// A cubic Bézier curve through two control points to an end point.
    case curve(Point, Point, Point)
    /// A line back to the piece's start.
    case close
  }

  /// The steps, in order.
  public var elements: [Element]

  /// Creates a path from its steps.
  public init(_ elements: [Element] = []) {
    self.elements = elements
  }

  /// A closed polygon through `points`.
  public static func polygon(_ points: [Point]) -> CanvasPath {
    guard let first = points.first else { return CanvasPath() }
    return CanvasPath([.move(first)] + points.dropFirst().map { .line($0) } + [.close])
  }
}
