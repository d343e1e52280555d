import CGTK
import Foundation
import Kinetic
import KineticGObject

// Why a `GtkGestureDrag` in the capture phase, beside the surface
//
// The content is any widget, with its own click handling (a `GtkListBox` activates rows on
// release). The control must see every press and motion before the content does, and must
// decide late, once the finger has moved far enough to be a drag, whether the press is a
// scroll. A gesture in the capture phase sees the sequence first without taking it: the
// content's own gestures run as usual, so a click on a row works. Once the machine's pan begins,
// the control claims the sequence, and GTK cancels it for every other gesture, so the row's
// click does not fire at the end of a drag. The `ControlSurface`'s legacy controller cannot
// claim a sequence, so the pull takes pointers through this gesture; the surface brings the
// scrolls, the frame-clock ticks and the animation preference. A sequence another gesture
// claims first (a button inside the content) ends for the control with `drag-end` outside a
// release event, which the control reports as a cancel.

/// The control's record of the drag in progress.
struct DragTracking {
  /// Whether a pointer is down on the control.
  var isDown = false
  /// Where the drag started, in the control's coordinates.
  var start = CGPoint.zero
  /// The latest location.
  var location = CGPoint.zero
  /// The device behind the drag.
  var device = PointerEvent.Device.mouse
  /// Whether the control has claimed the sequence.
  var isClaimed = false
}

extension PullToActionHost {
  func installInput() {
    if let gesture = controllers.adopt(gtk_gesture_drag_new(), on: widget) {
      gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
      connections.connectPoint(gesture, "drag-begin") { [weak self] x, y in
        self?.dragBegan(at: CGPoint(x: x, y: y), gesture: gesture)
      }
      connections.connectPoint(gesture, "drag-update") { [weak self] dx, dy in
        self?.dragMoved(by: CGVector(dx: dx, dy: dy), gesture: gesture)
      }
      connections.connectPoint(gesture, "drag-end") { [weak self] dx, dy in
        self?.dragEnded(by: CGVector(dx: dx, dy: dy), gesture: gesture)
      }
    }

    // Ahead of the class's key bindings (F5, Ctrl+R), also for keys from inside the content:
    // auto-repeat of a held shortcut never reaches them, so holding F5 refreshes once.
    if let keys = controllers.adopt(gtk_event_controller_key_new(), on: widget) {
      gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
      connections.connectKeyPressed(keys) { [weak self] keyval, keycode, state in
        self?.keyPressed(keyval: keyval, keycode: keycode, state: state) ?? false
      }
      connections.connectKeyReleased(keys) { [weak self] _, keycode, _ in
        _ = self?.heldKeys.record(.release, keycode: keycode)
      }
    }
  }

  // MARK: Dragging

  private func dragBegan(at location: CGPoint, gesture: OpaquePointer) {
    refreshMotionPreference()
    let event = gtk_event_controller_get_current_event(gesture)
    drag = DragTracking(
      isDown: true, start: location, location: location,
      device: event.map(GDKEvents.device(of:)) ?? .mouse, isClaimed: false)
    send(.down, at: location, time: GDKEvents.time(of: gesture))
  }

  private func dragMoved(by offset: CGVector, gesture: OpaquePointer) {
    guard drag.isDown else { return }
    if let event = gtk_event_controller_get_current_event(gesture) {
      sendHistory(of: event)
    }
    let location = CGPoint(x: drag.start.x + offset.dx, y: drag.start.y + offset.dy)
    send(.move, at: location, time: GDKEvents.time(of: gesture))
    // Once the machine scrolls, the drag is the control's: the content's clicks are cancelled.
    if !drag.isClaimed, machine.isDragging {
      drag.isClaimed = true
      gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
    }
  }

  private func dragEnded(by offset: CGVector, gesture: OpaquePointer) {
    guard drag.isDown else { return }
    drag.isDown = false
    let type = gtk_event_controller_get_current_event(gesture).map(gdk_event_get_event_type)
    if type == GDK_BUTTON_RELEASE || type == GDK_TOUCH_END {
      let location = CGPoint(x: drag.start.x + offset.dx, y: drag.start.y + offset.dy)
      send(.up, at: location, time: GDKEvents.time(of: gesture))
    } else {
      // Cancelled, denied (another gesture claimed the sequence) or reset (unmapped).
      send(.cancel, at: drag.location, time: now)
    }
  }

  /// Sends the motions GDK merged into `event`, so velocity tracking sees every sample.
  private func sendHistory(of event: OpaquePointer) {
    EventHistory.forEachMotion(in: event, widget: widget) { time, location, _ in
      send(.move, at: CGPoint(x: location.x, y: location.y), time: time)
    }
  }

  private func send(_ phase: PointerEvent.Phase, at location: CGPoint, time: Double) {
    drag.location = location
    let event = PointerEvent(
      pointer: .primary, phase: phase, location: location, time: time, device: drag.device)
    perform(machine.handle(.pointer(event)), at: time)
  }

  // MARK: Scrolling

  /// Takes a vertical scroll from the surface, in points.
  ///
  /// A wheel click scrolls as far as `GtkScrolledWindow` scrolls it: the viewport's height to the
  /// power 2/3. Touchpads report surface pixels (Wayland) or fractions of a click (X11).
  func scrolled(_ event: SurfaceScrollEvent) -> Bool {
    guard event.dy.isFinite else { return false }
    let source: ScrollEvent.Source
    switch event.source {
    case .wheel:
      guard event.dy != 0 else { return false }  // Sideways: not the control's.
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
      delta: CGVector(dx: 0, dy: event.dy * step), source: source, modifiers: event.modifiers,
      time: event.time)
    perform(machine.handle(.scroll(scroll)), at: event.time)
    return true
  }

  // MARK: Keys

  /// Swallows the auto-repeat of a held refresh shortcut; everything else goes on.
  private func keyPressed(keyval: guint, keycode: guint, state: GdkModifierType) -> Bool {
    let isRepeat = heldKeys.record(.press, keycode: keycode)
    let name = gdk_keyval_name(keyval).map { String(cString: $0) } ?? ""
    let isShortcut =
      name == Key.f5.rawValue
      || (KeyModifiers(state).contains(.control) && name.lowercased() == "r")
    return isShortcut && isRepeat
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
      self?.heldKeys.removeAll()
    }
  }

  private func focusMoved() {
    guard !drag.isDown, !machine.isDragging, let content, let root = gtk_widget_get_root(widget),
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
