import CGTK

/// Adds CSS to every window on the default display, once per style sheet.
@MainActor
public enum StyleSheet {
  private static var installed: Set<String> = []

  /// Adds `css` at application priority; adding the same text again does nothing.
  public static func add(_ css: String) {
    guard !installed.contains(css), let display = gdk_display_get_default() else { return }
    installed.insert(css)
    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  }
}
