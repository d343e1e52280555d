import Foundation

/// The virtual clock the tests drive controls on: frames of 1/120 s, as a display's frame clock
/// would tick them, so a test's time never depends on the machine it runs on.
///
/// ``ControlDriver`` drives any ``Control`` with it; a test of a view that owns its machine
/// (a gesture behaviours target) ticks the view with it.
struct VirtualClock {
  /// One frame.
  static let frame: TimeInterval = 1.0 / 120

  /// The time now, in seconds.
  private(set) var time: TimeInterval

  /// A clock that reads `time`.
  init(at time: TimeInterval = 0) {
    self.time = time
  }

  /// Moves the clock to `target` frame by frame from now, calling `tick` at every frame.
  ///
  /// The last frame lands on `target`. Nothing happens when `target` is not later than now.
  mutating func run(until target: TimeInterval, tick: (TimeInterval) -> Void) {
    while time < target - 1e-9 {
      let next = time + Self.frame
      // A frame within rounding of the target is the target: the last tick lands on it exactly.
      time = next < target - 1e-9 ? next : target
      tick(time)
    }
  }

  /// Ticks frame by frame while `isBusy` says so, for at most `limit` seconds.
  mutating func settle(
    limit: TimeInterval, isBusy: () -> Bool, tick: (TimeInterval) -> Void
  ) {
    let end = time + limit
    while isBusy(), time < end { run(until: time + Self.frame, tick: tick) }
  }
}
