/// Estimates the rate of change of one number, such as a pinch's scale or a rotation's angle.
///
/// It is a ``VelocityTracker`` on a line, with the same fit, horizon and rest rule.
public struct ScalarVelocityTracker: Sendable {
  private var tracker: VelocityTracker

  /// Creates an empty tracker.
  public init(configuration: VelocityTracker.Configuration = .init(stillnessTolerance: 1e-4)) {
    tracker = VelocityTracker(configuration: configuration)
  }

  /// Forgets every sample.
  public mutating func reset() {
    tracker.reset()
  }

  /// Records `value` at `time`.
  public mutating func add(_ value: Double, at time: TimeInterval) {
    tracker.add(Point(x: value, y: 0), at: time)
  }

  /// The estimated rate of change per second as of `time`.
  public func velocity(at time: TimeInterval) -> Double {
    tracker.velocity(at: time).dx
  }
}
