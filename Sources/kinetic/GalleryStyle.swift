import CGTK

/// The gallery's CSS: a calm page with the control on a card and its knobs below.
@MainActor
enum GalleryStyle {
  private static var isInstalled = false

  static let css = """
    .gallery { background-color: #f5f6f8; }
    .page { padding: 28px 32px; }
    .page-title { font-size: 20px; font-weight: 700; color: #111827; }
    .page-subtitle { color: #5b6472; margin-bottom: 18px; }
    .card { background-color: #ffffff; border-radius: 14px; padding: 28px 24px;
            border: 1px solid #e3e6ec; }
    .status { color: #374151; font-feature-settings: "tnum"; margin-top: 14px; }
    .knobs { margin-top: 22px; }
    .knob-label { color: #374151; }
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
