import Foundation
import Kinetic
import Testing

struct DampedSpringTests {
  @Test func durationAndBounceMatchApplesWorkedExample() {
    // SwiftUI's documentation: Spring(duration: 0.5, bounce: 0.3) → mass 1, stiffness 157.9, damping 17.6.
    let spring = DampedSpring(duration: 0.5, bounce: 0.3)
    #expect(isClose(spring.stiffness, 157.9, within: 0.05))
    #expect(isClose(spring.damping, 17.6, within: 0.05))
    #expect(isClose(spring.dampingRatio, 0.7, within: 1e-12))
    #expect(isClose(spring.duration, 0.5, within: 1e-12))
    #expect(isClose(spring.bounce, 0.3, within: 1e-12))
  }

  @Test func physicalConstantsRoundTrip() {
    // CASpringAnimation's defaults: mass 1, stiffness 100, damping 10 → duration 0.63, bounce 0.5.
    let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10)
    #expect(isClose(spring.duration, 0.628, within: 1e-3))
    #expect(isClose(spring.bounce, 0.5, within: 1e-12))
    let heavy = DampedSpring(mass: 2, stiffness: 300, damping: 12)
    #expect(isClose(heavy.stiffness, 300, within: 1e-9))
    #expect(isClose(heavy.damping, 12, within: 1e-9))
  }

  @Test func responseAndDampingRatioEqualDurationAndBounce() {
    let legacy = DampedSpring(response: 0.5, dampingRatio: 0.825)
    let modern = DampedSpring(duration: 0.5, bounce: 0.175)
    #expect(isClose(legacy.angularFrequency, modern.angularFrequency))
    #expect(isClose(legacy.dampingRatio, modern.dampingRatio, within: 1e-12))
    #expect(isClose(legacy.damping, 20.73, within: 0.01))
  }

  @Test func negativeBounceIsOverdamped() {
    let spring = DampedSpring(duration: 0.5, bounce: -0.5)
    #expect(isClose(spring.dampingRatio, 2, within: 1e-12))
    #expect(isClose(spring.bounce, -0.5, within: 1e-12))
  }

  @Test func nonsenseParametersGiveAUsableSpring() {
    let spring = DampedSpring(mass: .nan, stiffness: -5, damping: .infinity)
    #expect(spring.angularFrequency.isFinite)
    #expect(spring.dampingRatio.isFinite)
    let value = spring.state(at: 0.3, displacement: -1, velocity: 0)
    #expect(value.displacement.isFinite && value.velocity.isFinite)
  }

  @Test(arguments: [0.1, 0.5, 1.0, 2.0])
  func theClosedFormMatchesAHighPrecisionIntegration(dampingRatio: Double) {
    let spring = DampedSpring(angularFrequency: 2 * .pi / 0.5, dampingRatio: dampingRatio, mass: 1)
    let x0 = -1.0
    let v0 = 3.5
    let settle = spring.settlingDuration(displacement: x0, velocity: v0, epsilon: 1e-4)
    var worst = 0.0
    for sample in integrate(spring, x0: x0, v0: v0, until: settle) {
      let exact = spring.state(at: sample.t, displacement: x0, velocity: v0)
      worst = max(worst, abs(exact.displacement - sample.x), abs(exact.velocity - sample.v) / 20)
    }
    #expect(worst < 1e-9, "largest difference \(worst)")
  }

  @Test func theSolutionIsContinuousThroughCriticalDamping() {
    let below = DampedSpring(angularFrequency: 20, dampingRatio: 1 - 1e-9)
    let critical = DampedSpring(angularFrequency: 20, dampingRatio: 1)
    let above = DampedSpring(angularFrequency: 20, dampingRatio: 1 + 1e-9)
    for t in stride(from: 0.0, through: 1, by: 0.05) {
      let c = critical.state(at: t, displacement: -1, velocity: 4)
      for spring in [below, above] {
        let s = spring.state(at: t, displacement: -1, velocity: 4)
        #expect(isClose(s.displacement, c.displacement, within: 1e-7))
        #expect(isClose(s.velocity, c.velocity, within: 1e-6))
      }
    }
  }

  @Test(arguments: [0.2, 0.7, 1.0, 1.8])
  func aSettledSpringStaysWithinItsTolerance(dampingRatio: Double) {
    let spring = DampedSpring(angularFrequency: 15, dampingRatio: dampingRatio)
    let settle = spring.settlingDuration(displacement: -200, velocity: -900, epsilon: 0.01)
    #expect(settle > 0)
    for step in 0...400 {
      let t = settle + Double(step) * 0.01
      #expect(abs(spring.state(at: t, displacement: -200, velocity: -900).displacement) <= 0.01)
    }
    #expect(spring.settlingDuration(displacement: 0, velocity: 0, epsilon: 0.01) == 0)
  }

  @Test(arguments: [0.3, 1.0, 2.5])
  func aSpringKickedFromItsTargetStillTakesTimeToSettle(dampingRatio: Double) {
    // A coast that hits an edge hands its speed to a spring that starts at the edge itself.
    let spring = DampedSpring(angularFrequency: 14, dampingRatio: dampingRatio)
    let settle = spring.settlingDuration(displacement: 0, velocity: 2500, epsilon: 0.01)
    #expect(settle > 0.1)
    #expect(abs(spring.state(at: settle / 4, displacement: 0, velocity: 2500).displacement) > 1)
    for step in 0...300 {
      let t = settle + Double(step) * 0.01
      #expect(abs(spring.state(at: t, displacement: 0, velocity: 2500).displacement) <= 0.01)
    }
  }

  @Test(arguments: [(0.5, 0.7, 0.0), (0.3, 1.0, 0.0), (1.0, 0.4, 2.0), (0.8, 1.5, -1.0)])
  func uikitsSpringSettlesWithinItsDuration(
    duration: Double, dampingRatio: Double, velocity: Double
  ) {
    let spring = DampedSpring(
      settlingDuration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
    let settle = spring.settlingDuration(displacement: -1, velocity: velocity, epsilon: 0.001)
    #expect(isClose(settle, duration, within: 1e-6))
    #expect(isClose(spring.dampingRatio, dampingRatio, within: 1e-12))
  }

  @Test(arguments: [0.0, 3.0, 12.0, 40.0, 480.0, -5.0])
  func aCriticallyDampedSpringSettlesWhereItsBoundFallsToTheTolerance(velocity: Double) {
    // Its settling time is where e^(−ω₀t)·(|x₀| + |v₀ + ω₀x₀|·t) falls to epsilon for good.
    let spring = DampedSpring(angularFrequency: 30, dampingRatio: 1)
    let settle = spring.settlingDuration(displacement: -0.4, velocity: velocity, epsilon: 0.001)
    func bound(_ t: Double) -> Double { exp(-30 * t) * (0.4 + abs(velocity - 12) * t) }
    #expect(isClose(bound(settle), 0.001, within: 1e-15))
    #expect(bound(settle + 1e-6) < 0.001)
    // The spring that settles in a given time, released towards its target or away from it, on
    // either side of the frequency where v₀ + ω₀x₀ changes sign.
    let uikit = DampedSpring(
      settlingDuration: 0.2, dampingRatio: 1, initialVelocity: velocity / 0.4, epsilon: 0.0025)
    let uikitSettle = uikit.settlingDuration(
      displacement: -1, velocity: velocity / 0.4, epsilon: 0.0025)
    #expect(isClose(uikitSettle, 0.2, within: 1e-12))
  }

  @Test func aGesturesVelocityIsHandedOver() {
    let spring = DampedSpring.smooth
    let state = spring.state(at: 0, displacement: -120, velocity: 850)
    #expect(state.displacement == -120)
    #expect(state.velocity == 850)
    #expect(DampedSpring.normalizedVelocity(100, from: 0, to: 200) == 0.5)
    #expect(DampedSpring.normalizedVelocity(100, from: 50, to: 50) == 0)
  }

  @Test func presetsMatchSwiftUI() {
    #expect(isClose(DampedSpring.bouncy.bounce, 0.3, within: 1e-12))
    #expect(isClose(DampedSpring.snappy.bounce, 0.15, within: 1e-12))
    #expect(DampedSpring.smooth.dampingRatio == 1)
    #expect(isClose(DampedSpring.interactive.stiffness, 1754.6, within: 0.1))
  }
}

/// Samples of a classical fourth-order Runge–Kutta integration of `m·ẍ + c·ẋ + k·x = 0`, with a step
/// small enough that its own error is far below the tolerance the closed form is held to.
private func integrate(_ spring: DampedSpring, x0: Double, v0: Double, until end: Double)
  -> [(t: Double, x: Double, v: Double)]
{
  let h = 1.0 / 32_768
  let k = spring.stiffness / spring.mass
  let c = spring.damping / spring.mass
  func acceleration(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
  var x = x0
  var v = v0
  var samples: [(t: Double, x: Double, v: Double)] = []
  let steps = Int((end / h).rounded(.up))
  for step in 1...steps {
    let k1x = v
    let k1v = acceleration(x, v)
    let k2x = v + h / 2 * k1v
    let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
    let k3x = v + h / 2 * k2v
    let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
    let k4x = v + h * k3v
    let k4v = acceleration(x + h * k3x, v + h * k3v)
    x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    if step % 64 == 0 { samples.append((Double(step) * h, x, v)) }
  }
  return samples
}
