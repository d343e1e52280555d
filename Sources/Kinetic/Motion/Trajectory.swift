/// One animated number: where it starts, where it goes, when, and how it moves on the way.
///
/// A trajectory is a value: it reads no clock. The host asks for ``value(at:)`` at whatever time
/// it has, a display's frame clock in a widget or a virtual clock in a test or a script, and gets
/// the same answer for the same time. Animating a point or a transform is one trajectory per
/// component.
public struct Trajectory: Sendable, Hashable {
  /// How the value travels.
  public enum Curve: Sendable, Hashable {
    /// Along a timing curve over a fixed duration, in seconds.
    case timing(TimingCurve, duration: TimeInterval)
    /// Along a spring, taking over the initial velocity; it ends when it settles.
    case spring(DampedSpring)
    /// Coasting to a stop; the end value is where the momentum carries it.
    case decay(Deceleration)
  }

  /// The value at the start.
  public let from: Double
  /// The value at the end.
  public let to: Double
  /// When the motion starts, in seconds on the host's clock.
  public let start: TimeInterval
  /// The velocity at the start, in units per second (a spring's or a coast's hand-off).
  public let initialVelocity: Double
  /// How the value travels.
  public let curve: Curve
  /// How long the motion lasts, in seconds.
  public let duration: TimeInterval

  /// How close to its end, in the value's units, a spring must stay to count as finished.
  public static let restingTolerance = 0.001

  /// Creates a trajectory from `from` to `to`, starting at `start`.
  ///
  /// With a spring, `initialVelocity` is handed over in units per second (a finger's velocity);
  /// with a timing curve it is ignored. Non-finite inputs are replaced by a motion that stays put.
  public init(
    from: Double,
    to: Double,
    start: TimeInterval,
    curve: Curve,
    initialVelocity: Double = 0
  ) {
    let safeFrom = from.isFinite ? from : (to.isFinite ? to : 0)
    let safeTo = to.isFinite ? to : safeFrom
    self.from = safeFrom
    self.to = safeTo
    self.start = start.isFinite ? start : 0
    self.curve = curve
    self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    switch curve {
    case .timing(_, let length):
      duration = length.isFinite ? Swift.max(0, length) : 0
    case .spring(let spring):
      let settling = spring.settlingDuration(
        displacement: safeFrom - safeTo,
        velocity: self.initialVelocity,
        epsilon: Self.restingTolerance
      )
      // A spring between values too far apart for a `Double` (1e308 to −1e308) has no
      // settling time: it ends at once rather than never.
      duration = settling.isFinite ? settling : 0
    case .decay(let deceleration):
      duration = deceleration.duration(velocity: self.initialVelocity, threshold: 1)
    }
  }

  /// Creates a coast from `from` at `velocity` that ends where the momentum carries it.
  public static func decay(
    from: Double,
    velocity: Double,
    start: TimeInterval,
    deceleration: Deceleration = .normal
  ) -> Trajectory {
    let safeVelocity = velocity.isFinite ? velocity : 0
    return Trajectory(
      from: from,
      to: from + deceleration.projectedDistance(velocity: safeVelocity),
      start: start,
      curve: .decay(deceleration),
      initialVelocity: safeVelocity
    )
  }

  /// When the motion is over, in seconds on the host's clock.
  public var end: TimeInterval { start + duration }

  /// Whether the motion is over at `time`.
  public func isFinished(at time: TimeInterval) -> Bool { time >= end }

  /// The value at `time`: `from` before the start, exactly `to` once finished.
  public func value(at time: TimeInterval) -> Double {
    if time <= start { return from }
    if time >= end { return to }
    let elapsed = time - start
    switch curve {
    case .timing(let timing, let length):
      return from + (to - from) * timing.value(at: elapsed / length)
    case .spring(let spring):
      return to
        + spring.state(at: elapsed, displacement: from - to, velocity: initialVelocity).displacement
    case .decay(let deceleration):
      return from + deceleration.offset(at: elapsed, velocity: initialVelocity)
    }
  }

  /// The velocity at `time`, in units per second; zero before the start and after the end.
  public func velocity(at time: TimeInterval) -> Double {
    if time < start || time >= end { return 0 }
    let elapsed = time - start
    switch curve {
    case .timing(let timing, let length):
      return (to - from) * timing.slope(at: elapsed / length) / length
    case .spring(let spring):
      return spring.state(at: elapsed, displacement: from - to, velocity: initialVelocity).velocity
    case .decay(let deceleration):
      return deceleration.velocity(at: elapsed, initialVelocity: initialVelocity)
    }
  }
}
