package import CGTK
import Glibc
package import Kinetic

/// One widget's frame-clock tick callback (or, while the widget is hidden, its timer): the one
/// place that installs and removes it.
///
/// ``start(_:)`` installs a callback that calls its body on every frame with the frame clock's
/// time in seconds (the timeline of event times); it goes when the body returns `false`, when
/// ``stop()`` is called, or when GTK destroys the widget. The body may call ``stop()`` or
/// ``start(_:)`` itself: a callback that was stopped or replaced removes itself on its way out,
/// so at most one callback ever runs. The callback's user data is a retained `CallbackBox` that
/// holds the ticker weakly and that GTK releases when the callback goes, so neither keeps the
/// other alive.
///
/// The ticker does not decide when to tick: its owner starts it while something moves (a tick
/// callback while the widget is mapped, a timer while it is not), and stops it when the widget
/// is mapped or unmapped and when it is torn down. The owner keeps `widget` alive for as long as
/// it keeps the ticker.
@MainActor
package final class FrameTicker {
  /// The widget whose frame clock drives the ticks.
  private let widget: UnsafeMutablePointer<GtkWidget>
  /// The installed callback's id, serial number and whether it is a GLib timer (a hidden
  /// widget's, ``startTimer(every:_:)``) rather than a tick callback.
  private var installed: (id: guint, serial: UInt64, isTimer: Bool)?
  private var serial: UInt64 = 0
  /// The serial number of the callback running now, if any.
  private var runningSerial: UInt64?

  /// The body of the installed callback, `nil` when none is installed.
  package private(set) var body: (@MainActor (_ frameTime: TimeInterval) -> Bool)?

  /// Creates a ticker for `widget`, not ticking.
  package init(widget: UnsafeMutablePointer<GtkWidget>) {
    self.widget = widget
  }

  /// Whether a tick callback is installed.
  package var isTicking: Bool { installed != nil }

  /// Installs a tick callback that calls `body` every frame until it returns `false`, replacing
  /// the current one if any.
  package func start(_ body: @escaping @MainActor (_ frameTime: TimeInterval) -> Bool) {
    let box = callbackBox(body)
    let id = gtk_widget_add_tick_callback(
      widget,
      { _, clock, data in
        guard let clock, let data else { return false.gboolean }
        let box = CallbackBox<@MainActor (Double) -> Bool>.unretained(data)
        let frameTime = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
        // G_SOURCE_CONTINUE is TRUE, G_SOURCE_REMOVE is FALSE; GTK releases the box on removal.
        return MainActor.assumeIsolated { box.body(frameTime) }.gboolean
      },
      box.retainedPointer(), releaseCallbackBox)
    installed = (id, serial, false)
    self.body = body
  }

  /// Installs a GLib timer that calls `body` every `interval` milliseconds until it returns
  /// `false`, replacing the current callback if any.
  ///
  /// The time is on the frame clock's timeline (the monotonic clock). What moves in a hidden
  /// widget, which has no frames, still comes to rest and says so. The owner stops the timer
  /// when the widget is torn down.
  func startTimer(
    every interval: guint, _ body: @escaping @MainActor (_ time: TimeInterval) -> Bool
  ) {
    let box = callbackBox(body)
    let id = g_timeout_add_full(
      G_PRIORITY_DEFAULT, interval,
      { data in
        guard let data else { return false.gboolean }
        let box = CallbackBox<@MainActor (Double) -> Bool>.unretained(data)
        let time = Double(g_get_monotonic_time()) / 1_000_000
        // GLib releases the box when the source goes.
        return MainActor.assumeIsolated { box.body(time) }.gboolean
      },
      box.retainedPointer(), releaseCallbackBox)
    installed = (id, serial, true)
    self.body = body
  }

  /// Stops the current callback and boxes `body` for a new one, numbered anew: the box calls it
  /// while that callback is the installed one, and forgets it when it returns `false`.
  private func callbackBox(_ body: @escaping @MainActor (_ time: TimeInterval) -> Bool)
    -> CallbackBox<@MainActor (Double) -> Bool>
  {
    stop()
    serial &+= 1
    let serial = serial
    return CallbackBox<@MainActor (Double) -> Bool> { [weak self] frameTime in
      guard let self, self.installed?.serial == serial else { return false }
      self.runningSerial = serial
      let keepGoing = body(frameTime)
      self.runningSerial = nil
      // `body` may have stopped or replaced this callback; then it must go.
      guard self.installed?.serial == serial else { return false }
      if !keepGoing {
        self.installed = nil
        self.body = nil
      }
      return keepGoing
    }
  }

  /// Removes the tick callback, if any.
  package func stop() {
    guard let current = installed else { return }
    installed = nil
    body = nil
    // From inside its own callback, the callback removes itself by returning G_SOURCE_REMOVE;
    // removing it here as well would rely on GTK tolerating a double removal.
    if runningSerial != current.serial {
      if current.isTimer {
        g_source_remove(current.id)
      } else {
        gtk_widget_remove_tick_callback(widget, current.id)
      }
    }
  }
}
