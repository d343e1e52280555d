import Glibc
package import Kinetic

/// Puts GDK event timestamps on the frame clock's timeline.
///
/// `gdk_event_get_time` gives the display server's timestamp in milliseconds, as an unsigned
/// 32-bit number that wraps every 49.7 days. `gdk_frame_clock_get_frame_time` gives
/// `g_get_monotonic_time()` in microseconds. Xorg, Xvfb, Xwayland and the Wayland compositors
/// stamp events with the same monotonic clock, so an event's timestamp is the monotonic time
/// in milliseconds, truncated to 32 bits. Kinetic compares event times with frame times (a long
/// press, a fling released mid-animation), so both must be on one timeline.
///
/// The conversion takes the wrapped difference between now and the event's timestamp: a
/// difference of at most `maximumDelay` is the event's delivery delay, and the event happened
/// that long before now. Anything else (a server on another clock, a synthesized event with
/// timestamp 0) gets the time it arrived instead.
package enum EventClock {
  /// The longest delivery delay, in milliseconds, taken as proof that the server shares the
  /// monotonic clock.
  package static let maximumDelay: UInt32 = 10_000

  /// The time of an event stamped `timestamp` (milliseconds) that arrives at `now`
  /// (microseconds of `g_get_monotonic_time()`), in seconds.
  package static func seconds(timestamp: UInt32, now: Int64) -> TimeInterval {
    let nowSeconds = Double(now) / 1_000_000
    guard timestamp != 0 else { return nowSeconds }
    let nowMilliseconds = now / 1_000
    let delay = UInt32(truncatingIfNeeded: nowMilliseconds) &- timestamp
    if delay <= maximumDelay {
      return Double(nowMilliseconds - Int64(delay)) / 1_000
    }
    return nowSeconds
  }
}
