import CGTK
import Glibc

/// Watches one file with a `GFileMonitor` and calls back, once, shortly after it changes.
///
/// Editors save in bursts (write, then rename over the original, then touch attributes), so the
/// callback waits until the file has been quiet for ``settleDelay``. The monitor watches the
/// file by name, so a save that replaces the file (a rename over it) is seen as well; a file
/// that is deleted and created again is reported when it is back.
///
/// The callback's box holds its closure; the monitor disconnects its handler, removes a pending
/// timeout and cancels the `GFileMonitor` when it is deinitialized.
@MainActor
final class SpecFileMonitor {
  /// How long the file must stay quiet before the callback runs, in milliseconds.
  static let settleDelay: guint = 150

  private let monitor: UnsafeMutablePointer<GFileMonitor>
  private var handler: gulong = 0
  private var pending: guint = 0
  private let changed: @MainActor () -> Void

  /// Starts watching `path`; `nil` when GIO cannot watch it.
  init?(path: String, changed: @escaping @MainActor () -> Void) {
    self.changed = changed
    let file = g_file_new_for_path(path)
    defer { g_object_unref(UnsafeMutableRawPointer(file)) }
    var error: UnsafeMutablePointer<GError>?
    guard
      let monitor = g_file_monitor_file(
        file, GFileMonitorFlags(G_FILE_MONITOR_WATCH_MOVES.rawValue), nil, &error)
    else {
      if let error { g_error_free(error) }
      return nil
    }
    self.monitor = monitor
    typealias Body = @MainActor (GFileMonitorEvent) -> Void
    let box = CallbackBox<Body> { [weak self] event in self?.noticed(event) }
    handler = cgtk_signal_connect_file_changed(
      UnsafeMutableRawPointer(monitor),
      { _, _, _, event, data in
        guard let data else { return }
        let box = CallbackBox<Body>.unretained(data)
        MainActor.assumeIsolated { box.body(event) }
      },
      box.retainedPointer(), releaseCallbackBoxClosure)
  }

  isolated deinit {
    if pending != 0 { g_source_remove(pending) }
    if handler != 0 { g_signal_handler_disconnect(UnsafeMutableRawPointer(monitor), handler) }
    g_file_monitor_cancel(monitor)
    g_object_unref(UnsafeMutableRawPointer(monitor))
  }

  private func noticed(_ event: GFileMonitorEvent) {
    switch event {
    case G_FILE_MONITOR_EVENT_DELETED, G_FILE_MONITOR_EVENT_MOVED_OUT,
      G_FILE_MONITOR_EVENT_PRE_UNMOUNT, G_FILE_MONITOR_EVENT_UNMOUNTED:
      // Gone (for now): a save by rename brings it back with its own event.
      return
    default:
      break
    }
    if pending != 0 { g_source_remove(pending) }
    let box = CallbackBox<@MainActor () -> Void> { [weak self] in
      self?.pending = 0
      self?.changed()
    }
    pending = g_timeout_add_full(
      G_PRIORITY_DEFAULT, Self.settleDelay,
      { data in
        guard let data else { return 0 }
        let box = CallbackBox<@MainActor () -> Void>.unretained(data)
        MainActor.assumeIsolated { box.body() }
        return 0  // G_SOURCE_REMOVE: once.
      },
      box.retainedPointer(), releaseCallbackBox)
  }
}
