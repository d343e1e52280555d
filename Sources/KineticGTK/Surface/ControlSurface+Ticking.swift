import CGTK
import Glibc
package import Kinetic

extension ControlSurface {
  /// Whether a tick callback is installed.
  package var isTicking: Bool { ticker.isTicking }

  /// Calls `body` once per frame with the frame clock's time in seconds (the same timeline as
  /// event times) until it returns `false` or `stopTicking()` is called.
  ///
  /// One body at a time: starting replaces the current one. `body` may call `stopTicking()` or
  /// `startTicking(_:)`. Frames come only while the widget is mapped (shown on screen). While it
  /// is hidden (another page of a stack, a closed window, never shown yet) `body` runs from a
  /// timer, `hiddenRate` times a second, until it returns `false`, so that what moves still comes
  /// to rest and what it says (a pull's `triggered`, a slide's reset) is said on time; with a
  /// `hiddenRate` of 0 it waits instead, and costs no CPU. Either way, once the widget is mapped
  /// again `body` goes on from frames, with the frame clock's time of then. The callback is
  /// removed when the widget is destroyed or the surface deinitialized, so closing the window
  /// mid-animation is safe. Capture the surface weakly in `body`, as in any closure the surface
  /// keeps.
  package func startTicking(
    hiddenRate: UInt32 = 20, _ body: @escaping @MainActor (_ frameTime: TimeInterval) -> Bool
  ) {
    stopTicking()
    guard !isTornDown else { return }
    guard gtk_widget_get_mapped(widget) != 0 else {
      pause(body, hiddenRate: hiddenRate)
      return
    }
    ticker.start(body)
    tickRate = hiddenRate
  }

  /// Whether a tick waits for the widget to be mapped again (and runs from a timer meanwhile,
  /// if it has a hidden rate).
  package var isTickPaused: Bool { pausedTick != nil }

  /// The widget was hidden: its tick callback goes, and its body runs from a timer (or waits)
  /// until ``resumeTicking()``.
  func pauseTicking() {
    guard let body = ticker.body else { return }
    let rate = tickRate
    stopTicking()
    pause(body, hiddenRate: rate)
  }

  private func pause(_ body: @escaping @MainActor (Double) -> Bool, hiddenRate: UInt32) {
    pausedTick = body
    tickRate = hiddenRate
    // A body at rest stops its timer, and stays paused: frames take it up again if it has
    // something to do once shown (a carousel's floating images).
    if hiddenRate > 0 { ticker.startTimer(every: 1000 / hiddenRate, body) }
  }

  /// The widget was mapped: a paused tick starts again from frames.
  func resumeTicking() {
    guard let body = pausedTick else { return }
    startTicking(hiddenRate: tickRate, body)
  }

  /// Removes the tick callback or timer, if any (and forgets a paused body).
  package func stopTicking() {
    pausedTick = nil
    ticker.stop()
  }
}
