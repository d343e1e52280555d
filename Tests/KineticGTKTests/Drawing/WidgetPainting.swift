import CGTK
import Kinetic
import KineticGTK
import Testing

/// The desktop themes a look is checked under.
enum DesktopTheme: String, CaseIterable {
  case light, dark
  case highContrast = "high-contrast"

  /// Runs `body` with GTK's settings on this theme (Adwaita, Adwaita dark or HighContrast), then
  /// puts Adwaita light back.
  @MainActor func applied(_ body: () throws -> Void) throws {
    let settings = try #require(gtk_settings_get_default())
    let object = UnsafeMutableRawPointer(settings)
    cgtk_object_set_string(
      object, "gtk-theme-name", self == .highContrast ? "HighContrast" : "Adwaita")
    cgtk_object_set_boolean(object, "gtk-application-prefer-dark-theme", self == .dark ? 1 : 0)
    defer {
      cgtk_object_set_string(object, "gtk-theme-name", "Adwaita")
      cgtk_object_set_boolean(object, "gtk-application-prefer-dark-theme", 0)
    }
    try body()
  }
}

/// `widget` as GTK paints it (GtkWidgetPaintable: its render nodes, CSS included), drawn with
/// GSK's Cairo renderer into an image of its size.
@MainActor func paintWidget(_ widget: UnsafeMutablePointer<GtkWidget>) throws -> RenderedImage {
  let width = Double(gtk_widget_get_width(widget))
  let height = Double(gtk_widget_get_height(widget))
  let paintable = try #require(gtk_widget_paintable_new(widget))
  defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
  let snapshot = try #require(gtk_snapshot_new())
  gdk_paintable_snapshot(paintable, snapshot, width, height)
  let node = gtk_snapshot_free_to_node(snapshot)
  defer { if let node { gsk_render_node_unref(node) } }
  return RenderedImage(size: Size(width: width, height: height), scale: 1) { context in
    if let node { gsk_render_node_draw(node, context) }
  }
}
