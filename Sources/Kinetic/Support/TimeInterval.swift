/// A time or a duration in seconds: every time Kinetic takes or gives.
///
/// The same type as Foundation's `TimeInterval` (both are `Double`), so an app that imports
/// Foundation and Kinetic passes its own values straight in.
public typealias TimeInterval = Double

extension TimeInterval {
  /// The latest time a machine's clock moves to: 10¹² seconds, about 31,700 years, far past any
  /// clock a host reads (since boot, since 1970, or since a page loaded).
  ///
  /// A later time is ignored, as NaN is: once a machine's clock stood there, every sane time
  /// after it would count as the past, and a frame's sixtieth of a second would be below the
  /// clock's precision, so its animations and timers would never end.
  package static let latestUsableTime: TimeInterval = 1e12

  /// Whether a host's time can move a machine's clock: finite and no later than
  /// ``latestUsableTime``.
  package var isUsableTime: Bool { isFinite && self <= Self.latestUsableTime }
}
