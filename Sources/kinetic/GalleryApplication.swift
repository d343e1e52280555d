import CGTK
import KineticGTK

/// A `GtkApplication` with one window whose content the caller builds: the shell of
/// `kinetic gallery`.
///
/// GTK starts up inside `run()`, so widgets can be created from `onActivate` on. The application
/// keeps a reference on its window until it is deinitialized, so the pointer stays valid (if
/// inert) after the window closes.
@MainActor
final class GalleryApplication {
  /// The `GtkApplication`.
  let application: UnsafeMutablePointer<GtkApplication>
  /// The window's title.
  let title: String
  /// The window, once activated.
  private(set) var window: UnsafeMutablePointer<GtkWidget>?

  /// Builds the window's content and returns its root widget; runs once, before the window shows.
  var onActivate: (@MainActor (GalleryApplication) -> UnsafeMutablePointer<GtkWidget>?)?
  /// Runs once, after the window's first frame is painted, when widget frames are final.
  var onShown: (@MainActor (GalleryApplication) -> Void)?

  private let connections = SignalConnections()
  private var firstPaint: SignalConnections.Token?
  private var hasShown = false

  /// Creates the application (not yet started); `applicationID` must be a valid D-Bus name.
  init(applicationID: String, title: String) {
    precondition(g_application_id_is_valid(applicationID) != 0, "Invalid application id")
    guard let application = gtk_application_new(applicationID, G_APPLICATION_NON_UNIQUE) else {
      preconditionFailure("gtk_application_new returned NULL")
    }
    self.application = application
    self.title = title
    connections.connect(application, "activate") { [weak self] in self?.activate() }
  }

  isolated deinit {
    connections.disconnectAll()
    if let window { g_object_unref(window) }
    g_object_unref(application)
  }

  /// Starts GTK and runs the main loop until the window closes; returns the exit status.
  ///
  /// Installs the `MainQueueBridge` first, so that main-actor tasks run during the loop.
  func run() -> Int32 {
    MainQueueBridge.install()
    return g_application_run(cgtk_application(application), 0, nil)
  }

  /// Closes the window as its close button would.
  func closeWindow() {
    if let window { gtk_window_close(cgtk_window(window)) }
  }

  private func activate() {
    if let window {
      gtk_window_present(cgtk_window(window))
      return
    }
    guard let window = gtk_application_window_new(application) else { return }
    g_object_ref(window)  // Windows are not floating; GTK's list of toplevels owns them.
    self.window = window
    gtk_window_set_title(cgtk_window(window), title)
    if let content = onActivate?(self) {
      gtk_window_set_child(cgtk_window(window), content)
    }
    connections.connect(window, "map") { [weak self] in self?.windowMapped() }
    // Without a session bus, GTK 4.8 would give every accessible a NULL object path and crash
    // when a widget leaves its parent (see AccessibilityRootWorkaround).
    AccessibilityRootWorkaround.realizingFirstAccessibles(of: cgtk_application(application)) {
      gtk_window_present(cgtk_window(window))
    }
  }

  // Frames are final once the first frame is painted: the frame clock lays the window out
  // between its update and paint phases, and `map` comes before both.
  private func windowMapped() {
    guard !hasShown, firstPaint == nil, let window,
      let clock = gtk_widget_get_frame_clock(window)
    else { return }
    firstPaint = connections.connect(clock, "after-paint") { [weak self] in
      self?.windowPainted()
    }
  }

  private func windowPainted() {
    if let firstPaint {
      connections.disconnect(firstPaint)
      self.firstPaint = nil
    }
    guard !hasShown else { return }
    hasShown = true
    onShown?(self)
  }
}
