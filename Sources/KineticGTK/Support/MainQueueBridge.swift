import CGTK
import Dispatch  // Links libdispatch, whose main-queue hooks the bridge calls.

/// Lets Swift concurrency's main actor run while GTK's main loop owns the main thread.
///
/// On Linux the main actor's executor is libdispatch's main queue, which only `dispatchMain()`
/// and Foundation's `RunLoop` drain. `g_application_run` and `g_main_loop_run` do neither, so
/// without the bridge `Task { @MainActor in … }`, an `await` resuming on the main actor and
/// `DispatchQueue.main.async` never run, and nothing reports it. The bridge adds a GLib source
/// that watches the eventfd libdispatch signals when the main queue has work (the hook
/// swift-corelibs-foundation's run loop uses) and drains the queue from GLib, on the main
/// thread. Synchronous GTK callbacks do not need it: they run on the main thread already and
/// enter the main actor with `MainActor.assumeIsolated`.
@MainActor
public enum MainQueueBridge {
  private static var sourceID: guint = 0

  /// Whether the bridge is attached.
  public static var isInstalled: Bool { sourceID != 0 }

  /// Attaches the bridge to GLib's default main context; later calls do nothing.
  ///
  /// Call it on the main thread before running the main loop (every widget does when it is created,
  /// and so does the `kinetic` gallery before it runs).
  public static func install() {
    guard sourceID == 0 else { return }
    sourceID = cgtk_main_queue_source_add()
  }
}
