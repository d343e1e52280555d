import Kinetic
import Testing

@Suite(.timeLimit(.minutes(1)))
struct MotionHostileValuesTests {
  @Test(arguments: Hostile.doubles)
  func springsMadeFromAnyNumberSettleOnTheirTargets(value: Double) {
    let springs = [
      DampedSpring(duration: value, bounce: value),
      DampedSpring(mass: value, stiffness: value, damping: value),
      DampedSpring(response: value, dampingRatio: value),
      DampedSpring(
        settlingDuration: value, dampingRatio: value, initialVelocity: value, epsilon: value),
      DampedSpring(settlingDuration: 0.5, dampingRatio: 1, initialVelocity: value),
      DampedSpring(settlingDuration: 0.5, dampingRatio: 0.3, initialVelocity: value),
    ]
    for spring in springs {
      #expect(spring.duration.isFinite)
      _ = spring.state(at: value, displacement: value, velocity: value)
      for other in Hostile.doubles {
        let trajectory = Trajectory(
          from: value, to: other, start: value, curve: .spring(spring), initialVelocity: other)
        _ = trajectory.value(at: other)
        _ = trajectory.velocity(at: other)
        // From a start the clock can count from, the spring ends exactly on its target.
        let fromZero = Trajectory(
          from: value, to: other, start: 0, curve: .spring(spring), initialVelocity: other)
        #expect(fromZero.value(at: fromZero.end + 1) == fromZero.to)
      }
    }
  }

  @Test(arguments: Hostile.doubles)
  func timingCurvesAndCoastsFromAnyNumberEnd(value: Double) {
    for other in Hostile.doubles {
      for curve in [
        Trajectory.Curve.timing(TimingCurve(value, other, value, other), duration: value),
        .timing(.easeInOut, duration: other), .decay(Deceleration(rate: value)),
      ] {
        let trajectory = Trajectory(
          from: other, to: value, start: other, curve: curve, initialVelocity: value)
        _ = trajectory.value(at: value)
        _ = trajectory.velocity(at: value)
        #expect(trajectory.isFinished(at: .infinity))
      }
      _ = Trajectory.decay(from: value, velocity: other, start: value).value(at: 1)
      _ = TimingCurve(0.5, value, 0.5, other).value(at: 0.5)
      _ = RubberBand(constant: value)
    }
  }
}
