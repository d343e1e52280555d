/// The CSS that makes a control's `GtkButton` a bare frame: the control draws itself, focus ring
/// included, so the theme's padding, background, border and outline are removed.
enum ControlStyle {
  static let css = """
    button.kinetic-control {
      padding: 0; margin: 0; min-width: 0; min-height: 0;
      background: none; border: none; box-shadow: none; outline: none;
    }
    """
}
