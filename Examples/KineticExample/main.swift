// A small GTK app that uses Kinetic's controls from a .ui file: what "Using Kinetic in a GTK app"
// in the documentation walks through. `swift run KineticExample` opens it; with `--quit-after
// SECONDS` it closes itself (the tests run it that way).

import CGTK
import Foundation
import Kinetic
import KineticGTK

/// The window's controls, wired to what the app does.
@MainActor
final class ExampleWindow {
  let window: UnsafeMutablePointer<GtkWidget>
  private let status: UnsafeMutablePointer<GtkWidget>
  private let pay: SlideToConfirmView
  private let messages: PullToActionView
  private let notes: GestureBoardView
  private let introduction: UnsafeMutablePointer<GtkWidget>
  private let carousel: OnboardingCarouselView
  private let connections = SignalConnections()
  private var payments = 0

  init(application: UnsafeMutablePointer<GtkApplication>, ui: URL, welcome: URL) throws {
    let builder = gtk_builder_new()
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    var error: UnsafeMutablePointer<GError>?
    guard gtk_builder_add_from_file(builder, ui.path, &error) != 0 else {
      defer { g_error_free(error) }
      throw ExampleError(message: error.map { String(cString: $0.pointee.message) } ?? "?")
    }
    func widget(_ id: String) throws -> UnsafeMutablePointer<GtkWidget> {
      guard let object = gtk_builder_get_object(builder, id) else {
        throw ExampleError(message: "window.ui has no object \(id)")
      }
      return UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
    }
    window = try widget("window")
    status = try widget("status")
    // The widget owns its state; the handle only adds Swift's async action.
    pay = SlideToConfirmView(try widget("pay"))
    messages = PullToActionView(try widget("messages"))
    notes = GestureBoardView(try widget("notes"))
    let pinned = try widget("pinned")
    introduction = try widget("introduction")
    carousel = OnboardingCarouselView(try widget("carousel"))
    let show = try widget("show-introduction")
    gtk_window_set_application(cgtk_window(window), application)
    pay.onConfirm = { [weak self] in try await self?.charge() }
    messages.action = { [weak self] in await self?.checkForMessages() ?? .noChange }
    // The carousel reads its spec like any file; closing it (Skip, or Done on the last page)
    // hides its window.
    try carousel.show(contentsOf: welcome.path, reloadsOnChange: false)
    carousel.onClose = { [weak self] _, skipped in
      guard let self else { return }
      gtk_widget_set_visible(self.introduction, 0)
      self.setStatus(skipped ? "Skipped the introduction." : "Finished the introduction.")
    }
    connections.connect(show, "clicked") { [weak self] in
      guard let self else { return }
      self.carousel.restart()
      gtk_window_present(cgtk_window(self.introduction))
    }
    for note in notes.views where note.child == pinned {
      note.onTap = { [weak self] in self?.setStatus("Tapped the pinned note.") }
    }
  }

  /// The pull's action: the outcome decides what the control shows before it retracts.
  private func checkForMessages() async -> PullToActionMachine.Outcome {
    try? await Task.sleep(for: .seconds(1))
    setStatus("No new messages.")
    return .noChange
  }

  /// The action a confirmation runs: every other payment is declined, to show both outcomes.
  private func charge() async throws {
    setStatus("Paying…")
    try await Task.sleep(for: .seconds(1))
    payments += 1
    guard payments % 2 == 1 else {
      setStatus("The bank declined the payment.")
      throw ExampleError(message: "Declined")
    }
    setStatus("Paid 12 €.")
  }

  private func setStatus(_ text: String) {
    gtk_label_set_label(OpaquePointer(status), text)
  }
}

struct ExampleError: LocalizedError {
  let message: String
  var errorDescription: String? { message }
}

let arguments = CommandLine.arguments
let quitAfter = arguments.firstIndex(of: "--quit-after").flatMap {
  arguments.indices.contains($0 + 1) ? Double(arguments[$0 + 1]) : nil
}

let status: Int32 = MainActor.assumeIsolated {
  guard gtk_init_check() != 0 else {
    FileHandle.standardError.write(Data("KineticExample: no display to open a window on\n".utf8))
    return 1
  }
  WidgetTypes.register()
  guard
    let application = gtk_application_new("org.kinetic.Example", G_APPLICATION_NON_UNIQUE),
    let ui = Bundle.module.url(forResource: "window", withExtension: "ui"),
    let welcome = Bundle.module.url(forResource: "welcome", withExtension: "json"),
    let css = Bundle.module.url(forResource: "style", withExtension: "css")
  else { return 1 }
  // The app's CSS, above the theme and Kinetic's stylesheet.
  let provider = gtk_css_provider_new()
  gtk_css_provider_load_from_path(provider, css.path)
  gtk_style_context_add_provider_for_display(
    gdk_display_get_default(), OpaquePointer(provider),
    guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  let connections = SignalConnections()
  var example: ExampleWindow?
  var failure: Int32 = 0
  connections.connect(application, "activate") {
    do {
      example = try ExampleWindow(application: application, ui: ui, welcome: welcome)
      if let window = example?.window { gtk_window_present(cgtk_window(window)) }
      if let quitAfter {
        _ = g_timeout_add_full(
          G_PRIORITY_DEFAULT, guint(quitAfter * 1000),
          { data in
            g_application_quit(data?.assumingMemoryBound(to: GApplication.self))
            return 0
          }, UnsafeMutableRawPointer(application), nil)
      }
    } catch {
      FileHandle.standardError.write(Data("KineticExample: \(error.localizedDescription)\n".utf8))
      failure = 1
      g_application_quit(cgtk_application(application))
    }
  }
  let result = g_application_run(cgtk_application(application), 0, nil)
  connections.disconnectAll()
  example = nil
  g_object_unref(UnsafeMutableRawPointer(application))
  return failure != 0 ? failure : result
}
exit(status)
