import CGTK
import Glibc
@_spi(Hosts) package import Kinetic
import KineticGObject

// The pull's content is any widget, with its own click handling (a `GtkListBox` activates rows on
// release). The surface reports the first pointer down through its one pointer path (see
// ControlSurface+Pointers.swift), and the control claims it once its machine scrolls, so a row's
// click does not fire at the end of a drag.

extension PullToActionHost {
  func installInput() {
    surface.reportPointersInCapturePhase(
      .first,
      accepts: { [weak self] _, _ in
        self?.refreshMotionPreference()
        return true
      },
      pointer: { [weak self] event in self?.dragged(event) })
    // Ahead of the class's key bindings (F5, Ctrl+R), also for keys from inside the content:
    // auto-repeat of a held shortcut never reaches them, so holding F5 refreshes once.
    surface.filterKeysInCapturePhase { press in
      let isShortcut =
        press.name == Key.f5.rawValue
        || (press.modifiers.contains(.control) && press.name.lowercased() == "r")
      return isShortcut && press.isRepeat
    }
  }

  // MARK: Dragging

  /// Takes a drag's pointer event from the surface.
  package func dragged(_ event: PointerEvent) {
    perform(machine.handle(.pointer(event)), at: event.time)
    let pansSideways = dragSideways(event)
    // Once the machine scrolls, the drag is the control's: the content's clicks are cancelled.
    if machine.isDragging || pansSideways { surface.claimPointer(event.pointer) }
  }

  // MARK: Scrolling

  /// Takes a vertical scroll from the surface, in points.
  ///
  /// A wheel click scrolls as far as `GtkScrolledWindow` scrolls it: the viewport's height to the
  /// power 2/3. Touchpads report surface pixels (Wayland) or fractions of a click (X11).
  package func scrolled(_ event: SurfaceScrollEvent) -> Bool {
    guard event.dy.isFinite else { return false }
    // Sideways moves a scrollable content's horizontal adjustment, as in a GtkScrolledWindow.
    let sidewaysStep =
      event.unit == .wheel ? pow(max(1, Double(machine.viewportSize.width)), 2.0 / 3.0) : 1
    let movedSideways = scrollSideways(by: event.dx * sidewaysStep)
    let source: ScrollEvent.Source
    switch event.source {
    case .wheel:
      guard event.dy != 0 else { return movedSideways }  // Sideways only.
      source = .wheel
    case .continuous(let phase):
      switch phase {
      case .began:
        refreshMotionPreference()
        source = .continuous(.began)
      case .changed: source = .continuous(.changed)
      case .ended: source = .continuous(.ended)
      }
    }
    let step =
      event.unit == .wheel ? pow(max(1, Double(machine.viewportSize.height)), 2.0 / 3.0) : 1
    let scroll = ScrollEvent(
      delta: Vector(dx: 0, dy: event.dy * step), source: source, modifiers: event.modifiers,
      time: event.time)
    perform(machine.handle(.scroll(scroll)), at: event.time)
    return true
  }

  // MARK: Following the focus

  // A `GtkScrolledWindow` scrolls to the widget that takes the keyboard focus (its viewport
  // follows the focus child). The control does the same by watching its window's
  // `focus-widget`: when the focus lands on a widget inside the content that is not fully in
  // view, the content scrolls just enough to show it, as a wheel would. Not while a pointer is
  // down, so a press on a half-hidden row does not move the list under the finger.

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
    // A scrollable content (a list view) scrolls its focused row into view itself, through the
    // adjustment the machine follows.
    guard scrollableContent == nil, !surface.isPointerDown, !machine.isDragging, let content,
      let root = gtk_widget_get_root(widget),
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
      machine.handle(.scroll(ScrollEvent(delta: Vector(dx: 0, dy: delta), time: time))),
      at: time)
  }
}
