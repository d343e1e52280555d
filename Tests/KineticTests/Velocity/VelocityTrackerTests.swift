import Foundation
import Kinetic
import Testing

struct VelocityTrackerTests {
  @Test(arguments: [
    Vector(dx: 1000, dy: 0), Vector(dx: -250, dy: 800), Vector(dx: 0, dy: -3000),
  ])
  func constantMotionSampledEvenlyGivesItsVelocity(velocity: Vector) {
    var tracker = VelocityTracker()
    for step in 0...12 {
      let t = Double(step) / 120
      tracker.add(Point(x: 5 + velocity.dx * t, y: 7 + velocity.dy * t), at: t)
    }
    #expect(isClose(tracker.velocity(at: 0.1), velocity, within: 1e-6))
  }

  @Test func irregularSamplingDoesNotBiasTheEstimate() {
    var tracker = VelocityTracker()
    let times = [0.0, 0.004, 0.019, 0.021, 0.047, 0.052, 0.071, 0.090, 0.093]
    for t in times {
      tracker.add(Point(x: 600 * t, y: -150 * t), at: t)
    }
    #expect(isClose(tracker.velocity(at: 0.093), Vector(dx: 600, dy: -150), within: 1e-6))
  }

  @Test func acceleratingMotionReportsTheVelocityAtTheNewestSample() {
    var tracker = VelocityTracker()
    // x = 2000·t², so the velocity at t is 4000·t.
    for step in 0...10 {
      let t = 0.2 + Double(step) * 0.008
      tracker.add(Point(x: 2000 * t * t, y: 0), at: t)
    }
    #expect(isClose(tracker.velocity(at: 0.28).dx, 4000 * 0.28, within: 1e-6))
  }

  @Test func aFingerThatRestsBeforeLiftingHasNoVelocity() {
    var tracker = VelocityTracker()
    for step in 0...10 {
      let t = Double(step) * 0.008
      tracker.add(Point(x: 1500 * t, y: 0), at: t)
    }
    // The finger stops at x = 120 and stays there, still reporting, for 48 ms.
    for step in 1...6 {
      tracker.add(Point(x: 120, y: 0), at: 0.08 + Double(step) * 0.008)
    }
    #expect(tracker.velocity(at: 0.128) == .zero)
  }

  @Test func aReleaseLongAfterTheLastMoveHasNoVelocity() {
    var tracker = VelocityTracker()
    for step in 0...10 {
      let t = Double(step) * 0.008
      tracker.add(Point(x: 1500 * t, y: 0), at: t)
    }
    #expect(tracker.velocity(at: 0.08).dx > 1400)
    #expect(tracker.velocity(at: 0.13) == .zero)
  }

  @Test func samplesBeforeAPauseAreNotMixedWithTheOnesAfter() {
    var tracker = VelocityTracker()
    for step in 0...5 {
      let t = Double(step) * 0.008
      tracker.add(Point(x: -2000 * t, y: 0), at: t)
    }
    // A 50 ms gap, then slow motion the other way.
    let start = Point(x: -80, y: 0)
    for step in 0...3 {
      let t = 0.09 + Double(step) * 0.008
      tracker.add(Point(x: start.x + 100 * (t - 0.09), y: 0), at: t)
    }
    #expect(isClose(tracker.velocity(at: 0.114).dx, 100, within: 1e-6))
  }

  @Test func outOfOrderAndNonFiniteSamplesAreIgnored() {
    var tracker = VelocityTracker()
    for step in 0...6 {
      let t = Double(step) * 0.01
      tracker.add(Point(x: 300 * t, y: 0), at: t)
    }
    tracker.add(Point(x: 9999, y: 0), at: 0.02)
    tracker.add(Point(x: Double.nan, y: 0), at: 0.07)
    tracker.add(Point(x: 1, y: 1), at: .infinity)
    #expect(isClose(tracker.velocity(at: 0.06).dx, 300, within: 1e-6))
  }

  @Test func fewerThanTwoSamplesHaveNoVelocity() {
    var tracker = VelocityTracker()
    #expect(tracker.velocity(at: 0) == .zero)
    tracker.add(Point(x: 3, y: 3), at: 0)
    #expect(tracker.velocity(at: 0) == .zero)
    tracker.reset()
    #expect(tracker.isEmpty)
  }

  @Test func aLongStreamKeepsOnlyRecentHistory() {
    var tracker = VelocityTracker()
    // Fast motion for a second, then 120 ms of slow motion: only the slow part counts.
    var x: Double = 0
    var t = 0.0
    while t < 1 {
      x += 5000 * 0.004
      t += 0.004
      tracker.add(Point(x: x, y: 0), at: t)
    }
    for _ in 0..<30 {
      x += 200 * 0.004
      t += 0.004
      tracker.add(Point(x: x, y: 0), at: t)
    }
    #expect(isClose(tracker.velocity(at: t).dx, 200, within: 1e-6))
  }

  @Test func scalarTrackingFollowsOneNumber() {
    var tracker = ScalarVelocityTracker()
    for step in 0...8 {
      let t = Double(step) * 0.01
      tracker.add(1 + 2.5 * t, at: t)
    }
    #expect(isClose(tracker.velocity(at: 0.08), 2.5, within: 1e-6))
    tracker.reset()
    #expect(tracker.velocity(at: 0.08) == 0)
  }
}
