import CGTK
import Foundation
import KineticGTK
import Testing

@MainActor
struct FrameTickerTests {
  /// A ticker on a drawing area in a shown window, whose frame clock runs.
  private func shownTicker() throws -> (window: UnsafeMutablePointer<GtkWidget>, FrameTicker) {
    let window = try #require(gtk_window_new())
    let area = try #require(gtk_drawing_area_new())
    gtk_window_set_child(cgtk_window(window), area)
    gtk_window_present(cgtk_window(window))
    return (window, FrameTicker(widget: area))
  }

  @Test(.needsDisplay) func aBodyThatStopsAndRestartsItsTickerLeavesOnlyTheNewCallbackRunning()
    throws
  {
    let (window, ticker) = try shownTicker()
    defer { gtk_window_destroy(cgtk_window(window)) }

    var first = 0
    var second = 0
    ticker.start { [weak ticker] _ in
      first += 1
      if first == 2 {
        // As the carousel and the board do when a tick's outputs stop and reschedule them.
        ticker?.stop()
        ticker?.start { _ in
          second += 1
          return second < 3
        }
      }
      return true  // Stopped and replaced: GTK must still drop this callback.
    }
    iterate(for: 5) { !ticker.isTicking && second >= 3 }
    iterate(for: 0.1)
    #expect(first == 2)
    #expect(second == 3)
    #expect(!ticker.isTicking)
    #expect(ticker.body == nil)
  }

  @Test(.needsDisplay) func aStoppedTickerReleasesItsBody() throws {
    let (window, ticker) = try shownTicker()
    defer { gtk_window_destroy(cgtk_window(window)) }

    var ticks = 0
    weak var weakSentinel: Sentinel?
    do {
      let sentinel = Sentinel()
      weakSentinel = sentinel
      ticker.start { _ in
        withExtendedLifetime(sentinel) { ticks += 1 }
        return true
      }
    }
    iterate(for: 5) { ticks >= 2 }
    #expect(ticker.isTicking)
    ticker.stop()
    let ticksWhenStopped = ticks
    iterate(for: 0.2)
    #expect(ticks == ticksWhenStopped)
    #expect(!ticker.isTicking)
    // GTK released the callback's box, and with it the body.
    #expect(weakSentinel == nil)
  }
}
