/// The resistance a scroll view puts up when dragged past its edge.
///
/// An overshoot x beyond a bound is shown as f(x) = x·d·c / (d + c·x), where d is the size of
/// the scrolling dimension and c the ``constant``: almost 1:1 for small pulls, never more than d.
/// 0.55 is the constant measured on UIScrollView.
public struct RubberBand: Sendable, Hashable {
  /// How stiff the band is: smaller values resist more.
  public let constant: Double

  /// Creates a rubber band; non-finite or non-positive constants become 0.55.
  public init(constant: Double = 0.55) {
    self.constant = constant.isFinite && constant > 0 ? constant : 0.55
  }

  /// UIScrollView's feel.
  public static let standard = RubberBand()

  /// The distance shown for an overshoot of `overshoot` points in a dimension `dimension` long.
  ///
  /// The sign of the overshoot is kept. Without a usable dimension (zero, negative or infinite)
  /// the curve of a 1,000-point dimension is used.
  package func offset(for overshoot: Double, dimension: Double) -> Double {
    guard overshoot.isFinite else { return 0 }
    let d = dimension.isFinite && dimension > 0 ? dimension : 1000
    let magnitude = abs(overshoot)
    let shown = magnitude * d * constant / (d + constant * magnitude)
    return overshoot < 0 ? -shown : shown
  }

  /// The overshoot that shows as `offset`: the inverse of ``offset(for:dimension:)``.
  ///
  /// Hosts use it to turn an on-screen position back into finger travel when a drag resumes.
  package func overshoot(for offset: Double, dimension: Double) -> Double {
    guard offset.isFinite else { return 0 }
    let d = dimension.isFinite && dimension > 0 ? dimension : 1000
    let magnitude = Swift.min(abs(offset), d * (1 - 1e-9))
    let raw = magnitude * d / (constant * (d - magnitude))
    return offset < 0 ? -raw : raw
  }

  /// `value` kept inside `range`, with any excess shown through the band.
  package func clamp(_ value: Double, to range: ClosedRange<Double>, dimension: Double) -> Double {
    if value < range.lowerBound {
      return range.lowerBound - offset(for: range.lowerBound - value, dimension: dimension)
    }
    if value > range.upperBound {
      return range.upperBound + offset(for: value - range.upperBound, dimension: dimension)
    }
    return value
  }
}
