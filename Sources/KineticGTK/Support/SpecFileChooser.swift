package import CGTK
import Glibc

/// Asks the user for an onboarding spec file with the desktop's file chooser.
///
/// GTK 4.8 has no `GtkFileDialog` (4.10), so this is a `GtkFileChooserNative`: the portal's
/// chooser where there is one, GTK's own dialog otherwise. JSON files are offered first.
@MainActor
package final class SpecFileChooser {
  private var native: OpaquePointer?
  private var handler: gulong = 0

  /// Creates a chooser; nothing shows until ``choose(transientFor:title:_:)``.
  package init() {}

  isolated deinit {
    finish()
  }

  /// Shows the chooser over `window` and calls `chosen` with the file picked, or `nil`.
  ///
  /// `nil` means the user cancelled. A chooser already showing is dismissed first.
  package func choose(
    transientFor window: UnsafeMutablePointer<GtkWidget>?, title: String = "Open Onboarding Spec",
    _ chosen: @escaping @MainActor (String?) -> Void
  ) {
    finish()
    let parent = window.flatMap { gtk_widget_get_root($0) }.map {
      UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self)
    }
    guard
      let native = gtk_file_chooser_native_new(
        title, parent, GTK_FILE_CHOOSER_ACTION_OPEN, "_Open", "_Cancel")
    else { return chosen(nil) }
    self.native = native
    let chooser = native
    if let json = gtk_file_filter_new() {
      gtk_file_filter_set_name(json, "Onboarding specs (JSON)")
      gtk_file_filter_add_pattern(json, "*.json")
      gtk_file_filter_add_pattern(json, "*.json5")
      gtk_file_chooser_add_filter(chooser, json)
      g_object_unref(UnsafeMutableRawPointer(json))
    }
    if let any = gtk_file_filter_new() {
      gtk_file_filter_set_name(any, "All files")
      gtk_file_filter_add_pattern(any, "*")
      gtk_file_chooser_add_filter(chooser, any)
      g_object_unref(UnsafeMutableRawPointer(any))
    }
    gtk_native_dialog_set_modal(UnsafeMutablePointer(native), 1)
    typealias Body = @MainActor (Int32) -> Void
    let box = CallbackBox<Body> { [weak self] response in
      guard let self, let native = self.native else { return }
      var chosenPath: String?
      if response == GTK_RESPONSE_ACCEPT.rawValue,
        let file = gtk_file_chooser_get_file(native)
      {
        if let path = g_file_get_path(file) {
          chosenPath = String(cString: path)
          g_free(path)
        }
        g_object_unref(UnsafeMutableRawPointer(file))
      }
      self.finish()
      chosen(chosenPath)
    }
    handler = cgtk_signal_connect_int(
      UnsafeMutableRawPointer(native), "response",
      { _, response, data in
        guard let data else { return }
        let box = CallbackBox<Body>.unretained(data)
        MainActor.assumeIsolated { box.body(response) }
      },
      box.retainedPointer(), releaseCallbackBoxClosure)
    gtk_native_dialog_show(UnsafeMutablePointer(native))
  }

  /// Whether the chooser is showing.
  package var isShowing: Bool { native != nil }

  private func finish() {
    guard let native else { return }
    self.native = nil
    if handler != 0 {
      g_signal_handler_disconnect(UnsafeMutableRawPointer(native), handler)
      handler = 0
    }
    gtk_native_dialog_destroy(UnsafeMutablePointer(native))
    g_object_unref(UnsafeMutableRawPointer(native))
  }
}
