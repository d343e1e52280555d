import CGTK
import Glibc
import Kinetic

/// One widget's frame-clock tick callback: the one place that installs and removes it.
///
/// ``start(_:)`` installs a callback that calls its body on every frame with the frame clock's
/// time in seconds (the timeline of event times); it goes when the body returns `false`, when
/// ``stop()`` is called, or when GTK destroys the widget. The body may call ``stop()`` or
/// ``start(_:)`` itself: a callback that was stopped or replaced removes itself on its way out,
/// so at most one callback ever runs. The callback's user data is a retained `CallbackBox` that
/// holds the ticker weakly and that GTK releases when the callback goes, so neither keeps the
/// other alive.
///
/// The ticker does not decide when to tick: its owner starts it while something moves and the
/// widget is mapped, and stops it when the widget is unmapped or torn down. The owner keeps
/// `widget` alive for as long as it keeps the ticker.
@MainActor
final class FrameTicker {
  /// The widget whose frame clock drives the ticks.
  private let widget: UnsafeMutablePointer<GtkWidget>
  /// The installed callback's id and serial number.
  private var installed: (id: guint, serial: UInt64)?
  private var serial: UInt64 = 0
  /// The serial number of the callback running now, if any.
  private var runningSerial: UInt64?

  /// The body of the installed callback, `nil` when none is installed.
  private(set) var body: (@MainActor (_ frameTime: TimeInterval) -> Bool)?

  /// Creates a ticker for `widget`, not ticking.
  init(widget: UnsafeMutablePointer<GtkWidget>) {
    self.widget = widget
  }

  /// Whether a tick callback is installed.
  var isTicking: Bool { installed != nil }

  /// Installs a tick callback that calls `body` every frame until it returns `false`, replacing
  /// the current one if any.
  func start(_ body: @escaping @MainActor (_ frameTime: TimeInterval) -> Bool) {
    stop()
    serial &+= 1
    let serial = serial
    let box = CallbackBox<@MainActor (Double) -> Bool> { [weak self] frameTime in
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
    installed = (id, serial)
    self.body = body
  }

  /// Removes the tick callback, if any.
  func stop() {
    guard let current = installed else { return }
    installed = nil
    body = nil
    // From inside its own callback, the callback removes itself by returning G_SOURCE_REMOVE;
    // removing it here as well would rely on GTK tolerating a double removal.
    if runningSerial != current.serial {
      gtk_widget_remove_tick_callback(widget, current.id)
    }
  }
}
