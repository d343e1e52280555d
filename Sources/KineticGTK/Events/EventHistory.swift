import CGTK
import Glibc
import Kinetic

/// The motions GDK folded into one event.
///
/// GDK delivers at most one motion event per device and frame: the motions that arrived since the
/// last frame are folded into the newest one and kept as its history. Velocity tracking needs
/// every sample, so hosts replay each as a move of its own.
///
/// GTK 4.8 keeps a history only for motion and scroll events: `gdk_event_get_history` on any
/// other event (a touch update among them) is a GLib critical, fatal under
/// `G_DEBUG=fatal-criticals`. Touch updates have none to unfold.
enum EventHistory {
  /// Whether events of `type` can carry a history (`gdk_event_get_history` accepts them).
  static func hasHistory(_ type: GdkEventType) -> Bool {
    type == GDK_MOTION_NOTIFY || type == GDK_SCROLL
  }

  /// Calls `body` with each folded motion of `event`, oldest first: its time on the event clock,
  /// its position in `widget`'s coordinates, and its pressure when the device reports one.
  ///
  /// Events without a history (touch updates, presses) call it for nothing.
  @MainActor
  static func forEachMotion(
    in event: OpaquePointer, widget: UnsafeMutablePointer<GtkWidget>,
    _ body: (_ time: TimeInterval, _ location: SurfacePoint, _ pressure: Double?) -> Void
  ) {
    guard hasHistory(gdk_event_get_event_type(event)) else { return }
    var count: guint = 0
    guard let history = gdk_event_get_history(event, &count) else { return }
    defer { g_free(history) }
    for index in 0..<count {
      var timestamp: guint32 = 0
      var x = 0.0
      var y = 0.0
      var hasPressure: gboolean = 0
      var pressure = 0.0
      cgtk_time_coord_get(history, index, &timestamp, &x, &y, &hasPressure, &pressure)
      guard
        let location = WidgetGeometry.widgetPoint(fromSurface: SurfacePoint(x: x, y: y), in: widget)
      else { continue }
      let time = EventClock.seconds(timestamp: timestamp, now: Int64(g_get_monotonic_time()))
      body(time, location, hasPressure != 0 ? pressure : nil)
    }
  }
}
