import CGTK

/// The CSS that makes a control's `GtkButton` a bare frame: the control draws itself, focus ring
/// included, so the theme's padding, background, border and outline are removed.
@MainActor
enum ControlStyle {
  private static var isInstalled = false

  static let css = """
    button.kinetic-control {
      padding: 0; margin: 0; min-width: 0; min-height: 0;
      background: none; border: none; box-shadow: none; outline: none;
    }
    """

  static func install() {
    guard !isInstalled, let display = gdk_display_get_default() else { return }
    isInstalled = true
    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  }
}
