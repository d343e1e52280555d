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
  /// `startTicking(_:)`. Ticks run only while the widget is mapped (shown on screen): while it
  /// is hidden (another page of a stack, a closed window) no tick callback is installed, so the
  /// surface costs no CPU, and `body` resumes, with the frame clock's time of then, when the
  /// widget is mapped again. The callback is removed when the widget is destroyed or the surface
  /// deinitialized, so closing the window mid-animation is safe. Capture the surface weakly in
  /// `body`, as in any closure the surface keeps.
  package func startTicking(_ body: @escaping @MainActor (_ frameTime: TimeInterval) -> Bool) {
    stopTicking()
    guard !isTornDown else { return }
    guard gtk_widget_get_mapped(widget) != 0 else {
      pausedTick = body
      return
    }
    ticker.start(body)
  }

  /// Whether a tick waits for the widget to be mapped again.
  var isTickPaused: Bool { pausedTick != nil }

  /// The widget was hidden: its tick callback goes, and its body waits for ``resumeTicking()``.
  func pauseTicking() {
    guard let body = ticker.body else { return }
    stopTicking()
    pausedTick = body
  }

  /// The widget was mapped: a paused tick starts again.
  func resumeTicking() {
    guard let body = pausedTick else { return }
    pausedTick = nil
    startTicking(body)
  }

  /// Removes the tick callback, if any (and forgets a paused one).
  package func stopTicking() {
    pausedTick = nil
    ticker.stop()
  }
}
