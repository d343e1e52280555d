public import CKineticLibc

/// A damped harmonic oscillator, `m·ẍ + c·ẋ + k·(x − target) = 0`, solved in closed form.
///
/// A spring is described by its natural angular frequency ω₀ = √(k/m) and its damping ratio
/// ζ = c / (2√(k·m)); every parameterisation below is converted to those two numbers. The
/// conversions follow SwiftUI's `Spring`, UIKit's spring timing parameters, Android's `SpringForce`
/// and Flutter's `SpringDescription`, so a designer's numbers mean the same thing here as there.
///
/// Evaluation is exact for the under-damped (ζ < 1), critically damped (ζ = 1) and over-damped
/// (ζ > 1) cases, continuous across ζ = 1, costs a few transcendental functions and allocates
/// nothing.
public struct DampedSpring: Sendable, Hashable {
  /// The mass; it scales the physical stiffness and damping but not the motion.
  package let mass: Double
  /// The natural angular frequency ω₀, in radians per second.
  @usableFromInline package let angularFrequency: Double
  /// The damping ratio ζ: below 1 the spring overshoots, 1 is critical, above 1 it creeps.
  @usableFromInline package let dampingRatio: Double

  /// Creates a spring from its angular frequency and damping ratio.
  ///
  /// Non-finite or non-positive frequencies become 2π (a one-second period); negative damping
  /// ratios become 0, so a spring never gains energy.
  package init(angularFrequency: Double, dampingRatio: Double, mass: Double = 1) {
    self.mass = mass.isFinite && mass > 0 ? mass : 1
    self.angularFrequency =
      angularFrequency.isFinite && angularFrequency > 0 ? angularFrequency : 2 * .pi
    self.dampingRatio = dampingRatio.isFinite ? Swift.max(0, dampingRatio) : 1
  }

  /// Creates a spring from its physical constants, as `CASpringAnimation` and SwiftUI take them.
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    let safeMass = mass.isFinite && mass > 0 ? mass : 1
    let safeStiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
    self.init(
      angularFrequency: (safeStiffness / safeMass).squareRoot(),
      dampingRatio: damping / (2 * (safeStiffness * safeMass).squareRoot()),
      mass: safeMass
    )
  }

  /// Creates a spring from a perceptual duration and a bounce, as SwiftUI's `Spring(duration:bounce:)`.
  ///
  /// `duration` is the undamped period; `bounce` is 0 for a critically damped spring, approaches 1
  /// for an undamped one and is negative for an over-damped one.
  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    let period = duration.isFinite && duration > 0 ? duration : 0.5
    let clampedBounce = bounce.isFinite ? Swift.min(Swift.max(bounce, -0.999_999), 1) : 0
    let ratio = clampedBounce >= 0 ? 1 - clampedBounce : 1 / (1 + clampedBounce)
    self.init(angularFrequency: 2 * .pi / period, dampingRatio: ratio)
  }

  /// Creates a spring from a response and a damping ratio, as SwiftUI's `.spring(response:dampingFraction:)`.
  ///
  /// The response is the undamped period, so this equals `init(duration: response, bounce: 1 − ζ)`.
  public init(response: TimeInterval, dampingRatio: Double) {
    let period = response.isFinite && response > 0 ? response : 0.5
    self.init(angularFrequency: 2 * .pi / period, dampingRatio: dampingRatio)
  }

  /// Creates the spring UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)` runs.
  ///
  /// UIKit picks the stiffness so that the motion completes within `duration`; Kinetic reads that
  /// as: the displacement stays within `epsilon` of the whole distance from `duration` on. The
  /// initial velocity is UIKit's normalised one (1 = the whole distance in one second). A damping
  /// ratio of 0 never settles, so it is raised to 0.01.
  public init(
    settlingDuration duration: TimeInterval,
    dampingRatio: Double,
    initialVelocity: Double = 0,
    epsilon: Double = 0.001
  ) {
    let target = duration.isFinite && duration > 0 ? duration : 0.5
    let ratio = dampingRatio.isFinite ? Swift.max(0.01, dampingRatio) : 1
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    let tolerance = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
    // Settling time falls as the frequency rises, about as 1/ω₀: find where its logarithm
    // crosses log(target) on log ω₀ between 10⁻³ and 10⁵, keeping the bracket's stiff end,
    // which settles in time.
    if ratio == 1,
      let frequency = Self.criticalFrequency(
        settlingDuration: target, initialVelocity: velocity, epsilon: tolerance)
    {
      self.init(angularFrequency: frequency, dampingRatio: 1)
      return
    }
    let logTarget = log(target)
    func excess(_ logFrequency: Double) -> Double {
      let settle = DampedSpring(angularFrequency: exp(logFrequency), dampingRatio: ratio)
        .settlingDuration(displacement: -1, velocity: velocity, epsilon: tolerance)
      return log(settle) - logTarget
    }
    self.init(
      angularFrequency: exp(Self.stiffEnd(of: excess, from: log(1e-3), to: log(1e5))),
      dampingRatio: ratio)
  }

  /// The angular frequency between 10⁻³ and 10⁵ at which a critically damped spring from −1 with
  /// `velocity` settles within `epsilon` exactly `duration` seconds after it starts, or `nil` when
  /// the settling time does not cross `duration` there where its bound falls (then the caller
  /// searches).
  ///
  /// The spring settles by `duration` when its bound e^(−ω₀t)·(1 + |v − ω₀|·t) is at most
  /// `epsilon` at t = `duration` and already falling there. The logarithm of that bound at
  /// `duration` falls as ω₀ rises, so Newton's method, kept inside a shrinking bracket, finds the
  /// frequency in a few steps where a search over settling times takes a hundred.
  private static func criticalFrequency(
    settlingDuration duration: TimeInterval, initialVelocity velocity: Double, epsilon: Double
  ) -> Double? {
    guard epsilon < 1 else { return nil }
    let logEpsilon = log(epsilon)
    /// The log of the bound at `duration` over epsilon, and its slope in ω₀.
    func excess(_ omega: Double) -> (value: Double, slope: Double) {
      let rate = Swift.abs(velocity - omega)
      let level = 1 + rate * duration
      let sign: Double = omega >= velocity ? 1 : -1
      return (log(level) - omega * duration - logEpsilon, sign * duration / level - duration)
    }
    var low = 1e-3
    var high = 1e5
    guard excess(low).value > 0, excess(high).value <= 0 else { return nil }
    // The bound's logarithm is concave on either side of ω₀ = v, where it has a corner: keep to
    // the side the crossing is on, where Newton's steps close in on it from above.
    if velocity > low, velocity < high {
      if excess(velocity).value > 0 { low = velocity } else { high = velocity }
    }
    var omega = high
    for _ in 0..<100 {
      let (value, slope) = excess(omega)
      if value > 0 { low = omega } else { high = omega }
      let step = value / slope
      if value == 0 || Swift.abs(step) <= 1e-15 * omega || high - low <= 4 * high.ulp { break }
      var next = omega - step
      if !(next > low && next < high) { next = low + (high - low) / 2 }
      omega = next
    }
    // The stiff side of the crossing, which settles in time.
    var frequency = omega
    while excess(frequency).value > 0, frequency < high { frequency = frequency.nextUp }
    // Settled for good only if the bound already falls at `duration`.
    let rate = Swift.abs(velocity - frequency)
    guard rate == 0 || 1 / frequency - 1 / rate <= duration else { return nil }
    return frequency
  }

  /// Where the falling `excess` crosses 0 between `low` and `high`: the bracket's high end,
  /// narrowed to a few units in the last place (or `low` or `high` when it does not cross).
  ///
  /// Regula falsi with the Illinois rule, a bisection whenever a step falls outside the bracket:
  /// about ten evaluations for a nearly straight `excess`, where a bisection takes fifty.
  private static func stiffEnd(
    of excess: (Double) -> Double, from low: Double, to high: Double
  ) -> Double {
    var low = low
    var high = high
    var lowExcess = excess(low)
    guard lowExcess > 0 else { return low }
    var highExcess = excess(high)
    guard highExcess <= 0 else { return high }
    var side = 0
    for _ in 0..<200 {
      let width = high - low
      guard width > 4 * Swift.max(high.magnitude, 1).ulp else { break }
      var mid = high - highExcess * width / (highExcess - lowExcess)
      if !(mid > low && mid < high) { mid = low + width / 2 }
      let midExcess = excess(mid)
      if midExcess > 0 {
        low = mid
        lowExcess = midExcess
        if side == 1 { highExcess /= 2 }
        side = 1
      } else {
        high = mid
        highExcess = midExcess
        if side == -1 { lowExcess /= 2 }
        side = -1
      }
    }
    return high
  }

  /// The stiffness k = m·ω₀².
  package var stiffness: Double { mass * angularFrequency * angularFrequency }

  /// The damping coefficient c = 2ζ·√(k·m).
  package var damping: Double { 2 * dampingRatio * (stiffness * mass).squareRoot() }

  /// The perceptual duration: the undamped period 2π/ω₀ (SwiftUI's `duration` and `response`).
  public var duration: TimeInterval { 2 * .pi / angularFrequency }

  /// The bounce, SwiftUI style: 1 − ζ up to critical damping, 1/ζ − 1 beyond.
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

  /// The displacement from the target and its velocity, `t` seconds after the motion started.
  ///
  /// - Parameters:
  ///   - t: The time since the start, in seconds; negative times count as 0.
  ///   - displacement: The start's offset from the target (`from − to`).
  ///   - velocity: The start's velocity, in the same units per second.
  /// - Returns: The offset from the target and its velocity at `t`.
  @inlinable
  public func state(
    at t: TimeInterval,
    displacement: Double,
    velocity: Double
  ) -> (displacement: Double, velocity: Double) {
    let time = Swift.max(0, t)
    let omega = angularFrequency
    let decay = dampingRatio * omega
    let (even, odd) = basis(at: time)
    let x = displacement * even + (velocity + decay * displacement) * odd
    let v = velocity * even - (decay * velocity + omega * omega * displacement) * odd
    return (x, v)
  }

  /// The two solutions every motion is a combination of, damped: e^(−ζω₀t)·c(t) and
  /// e^(−ζω₀t)·s(t)/ω_d, with c and s cosines and sines (hyperbolic above critical damping).
  ///
  /// Each branch is written so that it stays accurate as ζ approaches 1 from either side.
  @inlinable
  func basis(at t: TimeInterval) -> (even: Double, odd: Double) {
    let omega = angularFrequency
    let zeta = dampingRatio
    let envelope = exp(-zeta * omega * t)
    if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      return (envelope * cos(omegaD * t), envelope * sin(omegaD * t) / omegaD)
    }
    if zeta == 1 {
      return (envelope, envelope * t)
    }
    let omegaD = omega * (zeta * zeta - 1).squareRoot()
    // e^(−ζω₀t)·cosh(ω_d t) and e^(−ζω₀t)·sinh(ω_d t)/ω_d without overflow or cancellation.
    let slow = exp((omegaD - zeta * omega) * t)
    let fast = exp(-(omegaD + zeta * omega) * t)
    return ((slow + fast) / 2, fast * expm1(2 * omegaD * t) / (2 * omegaD))
  }

  /// How long the motion takes until its displacement stays within `epsilon`.
  ///
  /// The answer bounds the oscillation by its envelope, so the spring is at rest from then on, not
  /// merely passing through the target.
  ///
  /// - Parameters:
  ///   - displacement: The start's offset from the target.
  ///   - velocity: The start's velocity.
  ///   - epsilon: The largest offset that counts as at rest, in the displacement's units.
  /// - Returns: The settling time in seconds; 0 when the spring starts at rest within `epsilon`.
  package func settlingDuration(displacement: Double, velocity: Double, epsilon: Double)
    -> TimeInterval
  {
    let tolerance = Swift.max(abs(epsilon), 1e-12)
    let omega = angularFrequency
    let zeta = Swift.max(dampingRatio, 1e-6)
    let a = displacement
    let b = velocity + zeta * omega * displacement
    if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let amplitude = (a * a + (b / omegaD) * (b / omegaD)).squareRoot()
      guard amplitude > tolerance else { return 0 }
      if amplitude.isFinite { return log(amplitude / tolerance) / (zeta * omega) }
      // Squaring a displacement or a velocity beyond 10¹⁵⁴ overflowed: measured in units of the
      // larger of them, the duration is finite (about a minute for 1e308 at the defaults).
      let unit = Swift.max(abs(displacement), abs(velocity))
      let scaledB = velocity / unit + zeta * omega * (displacement / unit)
      let scaled = hypot(displacement / unit, scaledB / omegaD)
      return (log(scaled) + log(unit) - log(tolerance)) / (zeta * omega)
    }
    /// An upper bound of |x(t)| for ζ ≥ 1: the sum of the two terms' magnitudes.
    func bound(_ t: Double) -> Double {
      if zeta == 1 { return exp(-omega * t) * (abs(a) + abs(b) * t) }
      let omegaD = omega * (zeta * zeta - 1).squareRoot()
      let slow = exp((omegaD - zeta * omega) * t)
      let fast = exp(-(omegaD + zeta * omega) * t)
      return abs(a) * (slow + fast) / 2 + abs(b) * fast * expm1(2 * omegaD * t) / (2 * omegaD)
    }
    guard abs(a) > tolerance || abs(velocity) > tolerance * omega else { return 0 }
    if zeta == 1, abs(a) > tolerance {
      return Self.criticalSettlingDuration(
        displacement: abs(a), rate: abs(b), omega: omega, tolerance: tolerance)
    }
    // The bound rises while the start velocity carries the motion away, then falls for good.
    // Walk out in growing steps to a point past the peak and within the tolerance, then bisect.
    var step = 0.25 / omega
    var low = 0.0
    var high = step
    while !(bound(high) <= tolerance && bound(high + step) < bound(high)), high < 1e6 {
      low = high
      step *= 1.1
      high += step
    }
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if bound(mid) > tolerance { low = mid } else { high = mid }
      if high - low < 1e-9 * high { break }
    }
    return high
  }

  /// When e^(−ω₀t)·(`displacement` + `rate`·t), which starts above `tolerance`, falls to it for
  /// good: the settling time of a critically damped spring.
  ///
  /// Newton's method on the logarithm, which is concave: from a point where it falls, the first
  /// step lands past the crossing and the next ones approach it from there, in a few steps.
  private static func criticalSettlingDuration(
    displacement: Double, rate: Double, omega: Double, tolerance: Double
  ) -> TimeInterval {
    let logTolerance = log(tolerance)
    guard rate > 0 else { return (log(displacement) - logTolerance) / omega }
    var t = Swift.max(0, 1 / omega - displacement / rate) + 1 / omega
    for _ in 0..<100 {
      let level = displacement + rate * t
      let value = log(level) - omega * t - logTolerance
      let slope = rate / level - omega
      let step = value / slope
      guard step.isFinite else { break }
      let next = Swift.max(0, t - step)
      if Swift.abs(next - t) <= 1e-15 * t { break }
      t = next
    }
    return t
  }

  /// Converts a velocity in points per second to UIKit's normalised one (1 = the whole distance in a second).
  ///
  /// A distance shorter than a thousandth of a point has no meaningful normalisation, so the
  /// answer is 0 then rather than a huge or infinite number.
  package static func normalizedVelocity(_ velocity: Double, from start: Double, to end: Double)
    -> Double
  {
    let distance = end - start
    guard abs(distance) > 1e-3, velocity.isFinite else { return 0 }
    return velocity / distance
  }
}
