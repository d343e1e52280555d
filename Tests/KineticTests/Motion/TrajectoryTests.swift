import Foundation
import Kinetic
import Testing

struct TrajectoryTests {
  @Test func aTimedTrajectoryFollowsItsCurveBetweenItsEnds() {
    let reset = Trajectory(from: 200, to: 0, start: 1, curve: .timing(.easeInOut, duration: 0.2))
    #expect(reset.value(at: 0.5) == 200)
    #expect(reset.value(at: 1) == 200)
    #expect(isClose(reset.value(at: 1.1), 100, within: 1e-4))
    #expect(reset.value(at: 1.2) == 0)
    #expect(reset.isFinished(at: 1.2))
    #expect(!reset.isFinished(at: 1.19))
    #expect(reset.end == 1.2)
    #expect(reset.velocity(at: 1.1) < 0)
  }

  @Test func aSpringTrajectoryTakesOverTheVelocityAndEndsExactlyOnTarget() {
    let snap = Trajectory(from: 120, to: 0, start: 0, curve: .spring(.snappy), initialVelocity: 900)
    #expect(snap.velocity(at: 0) == 900)
    #expect(snap.value(at: 0.01) > 120)
    #expect(snap.duration > 0.3)
    #expect(snap.value(at: snap.end) == 0)
    #expect(abs(snap.value(at: snap.end - 1e-3)) < 0.01)
  }

  @Test func aDecayEndsWhereTheMomentumCarriesIt() {
    let coast = Trajectory.decay(from: 10, velocity: 1000, start: 2)
    #expect(isClose(coast.to, 10 + 499.5, within: 0.01))
    #expect(coast.value(at: 2) == 10)
    #expect(coast.value(at: coast.end) == coast.to)
    #expect(abs(coast.value(at: coast.end - 1e-6) - coast.to) < 1)
    #expect(coast.velocity(at: coast.end) == 0)
  }

  @Test func theSameTimeAlwaysGivesTheSameValue() {
    let motion = Trajectory(from: 0, to: 1, start: 0, curve: .spring(.bouncy), initialVelocity: -2)
    let times = stride(from: 0.0, through: 1.5, by: 1.0 / 120).map { $0 }
    #expect(times.map(motion.value(at:)) == times.reversed().map(motion.value(at:)).reversed())
  }

  @Test func nonFiniteInputsMakeATrajectoryThatStaysPut() {
    let broken = Trajectory(
      from: .nan, to: 5, start: .infinity, curve: .spring(.smooth), initialVelocity: .nan)
    #expect(broken.from == 5)
    #expect(broken.value(at: 3) == 5)
    #expect(broken.duration == 0)
  }
}
