import CGTK

/// Small helpers that build the gallery's GTK widgets with less ceremony.
@MainActor
enum Widgets {
  enum Orientation {
    case horizontal
    case vertical
  }

  static func box(_ orientation: Orientation, spacing: Int32, classes: [String])
    -> UnsafeMutablePointer<GtkWidget>
  {
    let box = gtk_box_new(
      orientation == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing
    )
    .unsafelyUnwrapped
    for name in classes { gtk_widget_add_css_class(box, name) }
    return box
  }

  static func label(_ text: String, classes: [String], wraps: Bool = false) -> UnsafeMutablePointer<
    GtkWidget
  > {
    let label = gtk_label_new(text).unsafelyUnwrapped
    gtk_label_set_wrap(OpaquePointer(label), wraps ? 1 : 0)
    gtk_label_set_xalign(OpaquePointer(label), 0)
    for name in classes { gtk_widget_add_css_class(label, name) }
    return label
  }

  static func setText(_ label: UnsafeMutablePointer<GtkWidget>, _ text: String) {
    gtk_label_set_text(OpaquePointer(label), text)
  }

  static func grid(classes: [String]) -> UnsafeMutablePointer<GtkWidget> {
    let grid = gtk_grid_new().unsafelyUnwrapped
    gtk_grid_set_row_spacing(asGrid(grid), 10)
    gtk_grid_set_column_spacing(asGrid(grid), 18)
    for name in classes { gtk_widget_add_css_class(grid, name) }
    return grid
  }

  static func attach(
    _ grid: UnsafeMutablePointer<GtkWidget>, _ child: UnsafeMutablePointer<GtkWidget>,
    column: Int32, row: Int32
  ) {
    gtk_grid_attach(asGrid(grid), child, column, row, 1, 1)
  }

  static func append(
    _ box: UnsafeMutablePointer<GtkWidget>, _ child: UnsafeMutablePointer<GtkWidget>
  ) {
    gtk_box_append(cgtk_box(box), child)
  }

  static func dropDown(_ titles: [String]) -> UnsafeMutablePointer<GtkWidget> {
    var strings: [UnsafeMutablePointer<CChar>?] = titles.map { g_strdup($0) }
    strings.append(nil)
    defer { for string in strings { g_free(string) } }
    return strings.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.unsafelyUnwrapped.withMemoryRebound(
        to: UnsafePointer<CChar>?.self, capacity: buffer.count
      ) {
        gtk_drop_down_new_from_strings($0).unsafelyUnwrapped
      }
    }
  }

  /// GtkGrid's instance struct is public, so Swift imports it as a typed pointer.
  private static func asGrid(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
    GtkGrid
  > {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkGrid.self)
  }
}
