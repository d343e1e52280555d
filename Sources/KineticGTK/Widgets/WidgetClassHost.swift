import CGTK

/// A host that is the Swift side of one widget class: the class it hosts and how it is made.
///
/// Each host conforms and is listed once in ``WidgetTypes/hosts``; `kinetic_host_new` finds a
/// new widget's host there by the widget's class, so it never names a control.
@MainActor
protocol WidgetClassHost: WidgetHost {
  /// The widget class this host is the Swift side of (`kinetic_slide_to_confirm_get_type()` …).
  static var widgetType: GType { get }

  /// A host for `widget`, an instance of ``widgetType`` in its instance init.
  init(widget: UnsafeMutablePointer<GtkWidget>)
}
