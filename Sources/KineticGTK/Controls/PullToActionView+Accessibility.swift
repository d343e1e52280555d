import CGTK
import Kinetic

// How assistive technologies trigger the action
//
// GTK 4.8 has no custom accessible actions: AT-SPI's Action interface offers only what a widget's
// role brings, and a `GtkButton` brings "click", which calls `gtk_widget_activate` and so emits
// `clicked`. The view therefore holds its status view in a flat `GtkButton` (the trigger
// button), labelled with ``PullToActionView/actionName``: Orca lists it among the buttons and
// presses it like any other, and `clicked` calls ``PullToActionView/trigger()``. The button is
// kept out of the Tab order (keyboard users have F5 and Ctrl+R, which the description names) and
// takes no pointer input (the view's drag does), and it stays mapped, at the status view's frame
// and clipped away while closed, because GTK activates only realized buttons.

extension PullToActionView {
  /// Labels the trigger button and describes the state (or the latest announcement) on the view
  /// and on the button.
  func updateAccessibility() {
    let description = lastAnnouncement ?? stateDescription
    actionName.withCString { cgtk_accessible_set_label(triggerButton, $0) }
    description.withCString {
      cgtk_accessible_set_description(triggerButton, $0)
      cgtk_accessible_set_description(widget, $0)
    }
    let label = requested.edge == .top ? "Pull to refresh" : "Pull to load more"
    label.withCString { cgtk_accessible_set_label(widget, $0) }
  }

  /// What the state means for someone who cannot see the status view.
  var stateDescription: String {
    let model = machine.renderModel
    let hint =
      "\(requested.edge == .top ? "Pull down" : "Pull up"), or press F5 or Ctrl+R, to "
      + actionName.lowercased()
    guard requested.isEnabled else { return "Unavailable" }
    switch state {
    case .idle: return hint
    case .pulling, .triggered, .executing, .retracting:
      return model.text ?? hint
    }
  }
}
