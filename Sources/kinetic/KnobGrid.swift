import CGTK

/// A page's knobs: a grid of labelled controls, each named after its label for assistive
/// technologies.
///
/// A switch, a slider or a drop-down has no text of its own, so GTK would name it after its type
/// ("GtkSwitch"); the grid names it by its label (`labelled-by`), which is what a screen reader
/// then reads. A button keeps the name its own text gives it. The gallery's ready line reports
/// where each knob is (see `Gallery.shown`).
@MainActor
final class KnobGrid {
  /// The grid to add to a page.
  let widget: UnsafeMutablePointer<GtkWidget>
  /// Every knob, in the order added: its label's text and its control.
  private(set) var knobs: [(title: String, control: UnsafeMutablePointer<GtkWidget>)] = []
  private let columns: Int32

  /// Creates an empty grid of `columns` label-and-control pairs per row.
  init(classes: [String], columns: Int32 = 1) {
    widget = Widgets.grid(classes: classes)
    self.columns = max(1, columns)
  }

  /// Adds `control` beside a label reading `title` (none when `title` is empty, which only a
  /// control that names itself may have), in the next free cell.
  func add(_ title: String, _ control: UnsafeMutablePointer<GtkWidget>) {
    gtk_widget_set_halign(control, GTK_ALIGN_START)
    gtk_widget_set_valign(control, GTK_ALIGN_CENTER)
    let index = Int32(knobs.count)
    let column = (index % columns) * 2
    Widgets.attach(widget, control, column: column + 1, row: index / columns)
    knobs.append((title, control))
    // An empty label would read as "GtkLabel".
    guard !title.isEmpty else { return }
    let label = Widgets.label(title, classes: ["knob-label"])
    gtk_widget_set_halign(label, GTK_ALIGN_START)
    Widgets.attach(widget, label, column: column, row: index / columns)
    if !Self.namesItself(control) { cgtk_accessible_set_labelled_by(control, label) }
    // A drop-down's own toggle button, which a screen reader reaches too, shows the choice but
    // GTK 4.8 gives it no name: it reads the knob's label as well.
    for button in Self.toggleButtons(in: control) { cgtk_accessible_set_labelled_by(button, label) }
  }

  /// The toggle buttons inside `control` (a drop-down's button), not `control` itself.
  private static func toggleButtons(in control: UnsafeMutablePointer<GtkWidget>)
    -> [UnsafeMutablePointer<GtkWidget>]
  {
    var found: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(control)
    while let current = child {
      let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
      if g_type_check_instance_is_a(instance, gtk_toggle_button_get_type()) != 0 {
        found.append(current)
      }
      found += toggleButtons(in: current)
      child = gtk_widget_get_next_sibling(current)
    }
    return found
  }

  /// Whether a control's own content names it: a button's text, or a group of such buttons.
  private static func namesItself(_ control: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let role = gtk_accessible_get_accessible_role(cgtk_accessible(control))
    return role == GTK_ACCESSIBLE_ROLE_BUTTON || role == GTK_ACCESSIBLE_ROLE_GROUP
  }
}
