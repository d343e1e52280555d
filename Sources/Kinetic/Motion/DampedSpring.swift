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
    // Settling time falls as the frequency rises; bisect on log ω₀.
    var low = log(1e-3)
    var high = log(1e5)
    for _ in 0..<100 {
      let mid = (low + high) / 2
      let spring = DampedSpring(angularFrequency: exp(mid), dampingRatio: ratio)
      let settle = spring.settlingDuration(
        displacement: -1,
        velocity: velocity,
        epsilon: tolerance
      )
      if settle > target { low = mid } else { high = mid }
    }
    self.init(angularFrequency: exp(high), dampingRatio: ratio)
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
      return log(amplitude / tolerance) / (zeta * omega)
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
