import CKineticLibc

/// Momentum that fades exponentially, as a scroll view coasts after a flick.
///
/// The velocity is multiplied by ``rate`` every millisecond: v(t) = v₀·rate^(1000·t). The distance
/// travelled is the integral, v₀·(rate^(1000·t) − 1) / (1000·ln rate), and the coast ends at the
/// projection −v₀ / (1000·ln rate). UIScrollView's normal rate, 0.998, projects a 1,000 pt/s flick
/// 499.5 pt further (the discrete sum `v/1000 · r/(1 − r)` that designers quote gives 499 pt).
public struct Deceleration: Sendable, Hashable {
  /// The fraction of the velocity kept after each millisecond, in (0, 1).
  public let rate: Double

  /// Creates a deceleration; rates outside (0, 1) are clamped into it.
  public init(rate: Double) {
    let finite = rate.isFinite ? rate : 0.998
    self.rate = Swift.min(Swift.max(finite, 0.5), 0.999_999)
  }

  /// UIScrollView's `.normal` rate, 0.998 per millisecond.
  public static let normal = Deceleration(rate: 0.998)
  /// UIScrollView's `.fast` rate, 0.99 per millisecond, used by paging.
  public static let fast = Deceleration(rate: 0.99)

  /// The decay constant λ in v(t) = v₀·e^(−λt), per second.
  package var decayConstant: Double { -1000 * log(rate) }

  /// The distance travelled `t` seconds after a release at `velocity`.
  package func offset(at t: TimeInterval, velocity: Double) -> Double {
    let lambda = decayConstant
    return -velocity * expm1(-lambda * Swift.max(0, t)) / lambda
  }

  /// The velocity `t` seconds after a release at `velocity`.
  package func velocity(at t: TimeInterval, initialVelocity velocity: Double) -> Double {
    velocity * exp(-decayConstant * Swift.max(0, t))
  }

  /// The distance the motion covers before it stops: the projected end point's offset.
  public func projectedDistance(velocity: Double) -> Double {
    velocity / decayConstant
  }

  /// How long the coast lasts until its speed falls below `threshold` points per second.
  package func duration(velocity: Double, threshold: Double = 1) -> TimeInterval {
    let speed = abs(velocity)
    let floor = Swift.max(abs(threshold), 1e-9)
    guard speed > floor else { return 0 }
    return log(speed / floor) / decayConstant
  }
}
