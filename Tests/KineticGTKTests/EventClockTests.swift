import KineticGTK
import Testing

@Suite struct EventClockTests {
  @Test func placesAMonotonicTimestampOnTheFrameClockTimeline() {
    let now: Int64 = 5_000_123_456  // µs
    let seconds = EventClock.seconds(timestamp: 5_000_120, now: now)
    #expect(abs(seconds - 5_000.120) < 1e-9)
  }

  @Test func unwrapsTheMillisecondCounterAfterFortyNineDays() {
    let wrapped: Int64 = 1 << 32  // ms: the 32-bit timestamp has wrapped once
    let now = (wrapped + 1_000) * 1_000 + 500  // µs
    let seconds = EventClock.seconds(timestamp: 990, now: now)
    #expect(abs(seconds - Double(wrapped + 990) / 1_000) < 1e-9)
  }

  @Test func usesTheArrivalTimeForAServerOnAnotherClock() {
    let now: Int64 = 5_000_123_456
    #expect(EventClock.seconds(timestamp: 77, now: now) == 5_000.123456)
    // A timestamp from the future is another clock too.
    #expect(EventClock.seconds(timestamp: 5_000_200, now: now) == 5_000.123456)
  }

  @Test func usesTheArrivalTimeForASynthesizedEvent() {
    #expect(EventClock.seconds(timestamp: 0, now: 2_000_000) == 2)
  }
}
