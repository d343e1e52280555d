/// A rectangle: an origin and a size, in points.
///
/// Kinetic's own type rather than CoreGraphics' `CGRect` (see ``Point``), with the same
/// semantics: a negative width or height is measured from the far edge (`minX`, `width` and the
/// rest read the standardized rectangle), and ``null`` is the empty set that `intersection(_:)`
/// returns for rectangles that do not meet.
public struct Rect: Sendable, Hashable {
  /// The corner the size is measured from.
  public var origin: Point
  /// The extent, possibly negative.
  public var size: Size

  /// A rectangle at `origin` of `size`.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// A rectangle at (`x`, `y`) of `width` by `height`.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public init() {
    self.init(origin: .zero, size: .zero)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect()

  /// The rectangle that stands for no area at all (CoreGraphics' `CGRect.null`).
  public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

  /// Whether this is ``null``.
  public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

  /// Whether the rectangle has no area (or is ``null``).
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// The same area with a non-negative size.
  public var standardized: Rect {
    if isNull { return .null }
    return Rect(x: minX, y: minY, width: width, height: height)
  }

  /// The smallest x.
  public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
  /// The x halfway across.
  public var midX: Double { origin.x + size.width / 2 }
  /// The largest x.
  public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
  /// The smallest y.
  public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
  /// The y halfway down.
  public var midY: Double { origin.y + size.height / 2 }
  /// The largest y.
  public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
  /// The width, never negative.
  public var width: Double { abs(size.width) }
  /// The height, never negative.
  public var height: Double { abs(size.height) }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom (grown for
  /// negative values); ``null`` when nothing is left.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    let inset = Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    return inset.size.width < 0 || inset.size.height < 0 ? .null : inset
  }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    return Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// Whether `point` lies inside: on the near edges counts, on the far edges does not.
  public func contains(_ point: Point) -> Bool {
    !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether `other` lies wholly inside.
  public func contains(_ other: Rect) -> Bool {
    union(other) == self
  }

  /// Whether this rectangle and `other` share any area.
  public func intersects(_ other: Rect) -> Bool {
    !intersection(other).isNull
  }

  /// The area both rectangles cover, or ``null`` when they do not meet.
  public func intersection(_ other: Rect) -> Rect {
    if isNull || other.isNull { return .null }
    let left = Swift.max(minX, other.minX)
    let top = Swift.max(minY, other.minY)
    let right = Swift.min(maxX, other.maxX)
    let bottom = Swift.min(maxY, other.maxY)
    guard left <= right, top <= bottom else { return .null }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The smallest rectangle that covers both.
  public func union(_ other: Rect) -> Rect {
    if isNull { return other }
    if other.isNull { return self }
    let left = Swift.min(minX, other.minX)
    let top = Swift.min(minY, other.minY)
    return Rect(
      x: left, y: top,
      width: Swift.max(maxX, other.maxX) - left, height: Swift.max(maxY, other.maxY) - top)
  }
}
