import CGTK
import Foundation
import Kinetic

// A `GtkScrolledWindow` scrolls to the widget that takes the keyboard focus (its viewport follows
// the focus child). The view does the same by watching its window's `focus-widget`: when the
// focus lands on a widget inside the content that is not fully in view, the content scrolls just
// enough to show it, as a wheel would. Not while a pointer is down, so a press on a half-hidden
// row does not move the list under the finger.

extension PullToActionView {
  func installFocusFollowing() {
    connections.connect(widget, "realize") { [weak self] in
      guard let self, let root = gtk_widget_get_root(self.widget) else { return }
      self.rootConnections?.disconnectAll()
      let watching = SignalConnections()
      watching.connectNotify(root, property: "focus-widget") { [weak self] in
        self?.focusMoved()
      }
      self.rootConnections = watching
    }
    connections.connect(widget, "unrealize") { [weak self] in
      self?.rootConnections?.disconnectAll()
      self?.rootConnections = nil
    }
  }

  private func focusMoved() {
    guard !drag.isDown, !machine.isDragging, let root = gtk_widget_get_root(widget),
      let focus = gtk_root_get_focus(root), focus != content,
      gtk_widget_is_ancestor(focus, content) != 0
    else { return }
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(focus, content, &bounds) != 0 else { return }
    let top = Double(bounds.origin.y)
    let bottom = top + Double(bounds.size.height)
    let visibleTop = -Double(machine.renderModel.contentFrame.minY)
    let visibleBottom = visibleTop + Double(machine.viewportSize.height)
    let delta: Double =
      if top < visibleTop {
        top - visibleTop
      } else if bottom > visibleBottom {
        min(bottom - visibleBottom, top - visibleTop)
      } else {
        0
      }
    guard delta != 0 else { return }
    let time = now
    perform(
      machine.handle(.scroll(ScrollEvent(delta: CGVector(dx: 0, dy: delta), time: time))),
      at: time)
  }
}
