import Kinetic
import Testing

@Suite(.timeLimit(.minutes(1)))
struct VelocityTrackerHostileValuesTests {
  @Test(arguments: [Int.max, 1 << 40, Int.min, -5, 0])
  func aCapacityAnAppSetsIsHeldWithinWhatATrackerAllocates(capacity: Int) {
    var configuration = VelocityTracker.Configuration()
    configuration.capacity = capacity
    var tracker = VelocityTracker(configuration: configuration)
    #expect((2...1_024).contains(tracker.configuration.capacity))
    for sample in 0..<20 {
      tracker.add(Point(x: Double(sample) * 10, y: 0), at: Double(sample) / 100)
    }
    #expect(abs(tracker.velocity(at: 0.19).dx - 1_000) < 1)
    #expect((2...1_024).contains(VelocityTracker.Configuration(capacity: capacity).capacity))
  }

  @Test(arguments: Hostile.doubles)
  func anySampleOrSettingNeitherStopsNorStallsATracker(value: Double) {
    var tracker = VelocityTracker(
      configuration: .init(horizon: value, restThreshold: value, stillnessTolerance: value))
    var scalar = ScalarVelocityTracker()
    for sample in 0..<50 {
      tracker.add(Point(x: Double(sample) * value, y: value), at: Double(sample) / 100)
      scalar.add(Double(sample) * value, at: Double(sample) / 100)
      _ = tracker.velocity(at: value)
    }
    _ = scalar.velocity(at: value)
  }
}
