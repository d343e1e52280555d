/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CSS and Core Animation define them.
///
/// The curve maps the fraction of a duration that has elapsed to the fraction of the change that
/// has happened. The time coordinate is inverted with Newton's method and, where that stalls,
/// bisection, to within 1e-10, then the value is read off the curve.
public struct TimingCurve: Sendable, Hashable {
  /// The first control point.
  public let control1: Point
  /// The second control point.
  public let control2: Point

  // Polynomial coefficients of x(s) and y(s) for the curve parameter s.
  private let ax: Double
  private let bx: Double
  private let cx: Double
  private let ay: Double
  private let by: Double
  private let cy: Double

  /// Creates a curve from its two control points.
  ///
  /// The control points' x coordinates are clamped to 0...1 so that time never runs backwards;
  /// non-finite coordinates become those of the linear curve.
  public init(_ control1: Point, _ control2: Point) {
    func clean(_ value: Double, _ fallback: Double) -> Double {
      value.isFinite ? value : fallback
    }
    let p1 = Point(x: Swift.min(Swift.max(clean(control1.x, 0), 0), 1), y: clean(control1.y, 0))
    let p2 = Point(x: Swift.min(Swift.max(clean(control2.x, 1), 0), 1), y: clean(control2.y, 1))
    self.control1 = p1
    self.control2 = p2
    cx = 3 * p1.x
    bx = 3 * (p2.x - p1.x) - cx
    ax = 1 - cx - bx
    cy = 3 * p1.y
    by = 3 * (p2.y - p1.y) - cy
    ay = 1 - cy - by
  }

  /// Creates a curve from the coordinates of its two control points, as CSS's `cubic-bezier()`.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.init(Point(x: x1, y: y1), Point(x: x2, y: y2))
  }

  /// Constant speed.
  public static let linear = TimingCurve(0, 0, 1, 1)
  /// Starts slowly and speeds up (UIKit's `.easeIn`, `kCAMediaTimingFunctionEaseIn`).
  public static let easeIn = TimingCurve(0.42, 0, 1, 1)
  /// Starts quickly and slows down (UIKit's `.easeOut`).
  public static let easeOut = TimingCurve(0, 0, 0.58, 1)
  /// Slow at both ends (UIKit's `.easeInOut`, the curve of `UIView.animate` by default).
  public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

  /// The fraction of the change completed when `progress` of the duration has elapsed.
  ///
  /// Progress outside 0...1 is clamped; the curve itself may overshoot when its control points do.
  @inlinable
  public func value(at progress: Double) -> Double {
    if !(progress > 0) { return 0 }
    if progress >= 1 { return 1 }
    return sampleY(parameter(forX: progress))
  }

  /// The rate of change of the value per unit of progress, used to hand a curve's speed to a spring.
  package func slope(at progress: Double) -> Double {
    let clamped = Swift.min(Swift.max(progress.isFinite ? progress : 0, 0), 1)
    let s = parameter(forX: clamped)
    let dx = sampleDerivativeX(s)
    guard abs(dx) > 1e-12 else { return dx == 0 && sampleDerivativeY(s) == 0 ? 1 : 0 }
    return sampleDerivativeY(s) / dx
  }

  @usableFromInline
  func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

  @usableFromInline
  func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }

  @usableFromInline
  func sampleDerivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  func sampleDerivativeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

  /// The curve parameter whose x coordinate is `x`.
  @usableFromInline
  func parameter(forX x: Double) -> Double {
    let tolerance = 1e-10
    var s = x
    for _ in 0..<8 {
      let error = sampleX(s) - x
      if abs(error) < tolerance { return s }
      let derivative = sampleDerivativeX(s)
      if abs(derivative) < 1e-6 { break }
      s -= error / derivative
      if !(0...1).contains(s) { break }
    }
    // Newton stalled on a flat stretch: x(s) is monotonic on 0...1, so bisection always converges.
    var low = 0.0
    var high = 1.0
    s = x
    while high - low > tolerance {
      let value = sampleX(s)
      if abs(value - x) < tolerance { return s }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }
}
