import CGTK
import Glibc
import Kinetic

// Why a `GtkGestureDrag` in the capture phase
//
// A control whose content is other widgets (the pull's list, the carousel's Skip and close
// buttons) must see every press and motion before its children do, and decide late, once the
// finger has moved far enough to be a drag, whether the press is its own. A gesture in the capture
// phase sees the sequence first without taking it: the children's own gestures run as usual, so
// a click on a row or a button works. Once the control's machine says the drag is its own, it
// claims the sequence and GTK cancels it for every other gesture, so the row's click does not
// fire at the end of a drag. (A legacy controller sees the raw events but cannot claim a
// sequence; the gesture board pairs one with claiming gestures to follow several fingers.) A
// sequence another gesture claims first ends here with `drag-end` outside a release
// event, reported as a cancel.

/// A drag in progress on a claiming surface.
struct ClaimingDragState {
  /// Whether a pointer is down.
  var isDown = false
  /// Where the drag started, in the widget's coordinates.
  var start = Point.zero
  /// The latest location.
  var location = Point.zero
  /// The device behind the drag.
  var device = PointerEvent.Device.mouse
  /// Whether the surface has claimed the sequence.
  var isClaimed = false
}

extension ControlSurface {
  /// Reports the primary pointer through a capture-phase drag gesture that takes the sequence
  /// from the widget's children only when ``claimDrag()`` is called.
  ///
  /// `began` hears of a press first (with its location), before its `down` reaches `pointer`;
  /// motions GDK merged into one event arrive one by one; an end that is not a release (another
  /// gesture claimed the sequence, or the widget went) is a `cancel`.
  func reportDragsInCapturePhase(
    began: @escaping @MainActor (Point) -> Void,
    pointer: @escaping @MainActor (PointerEvent) -> Void
  ) {
    guard let gesture = controllers.adopt(gtk_gesture_drag_new(), on: widget) else { return }
    gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
    dragGesture = gesture
    onDragPointer = pointer
    connections.connectPoint(gesture, "drag-begin") { [weak self] x, y in
      guard let self else { return }
      let location = Point(x: x, y: y)
      let event = gtk_event_controller_get_current_event(gesture)
      self.drag = ClaimingDragState(
        isDown: true, start: location, location: location,
        device: event.map(GDKEvents.device(of:)) ?? .mouse)
      if self.focusesOnPress, gtk_widget_get_focusable(self.widget) != 0,
        gtk_widget_has_focus(self.widget) == 0
      {
        gtk_widget_grab_focus(self.widget)
      }
      began(location)
      self.sendDrag(.down, at: location, time: GDKEvents.time(of: gesture))
    }
    connections.connectPoint(gesture, "drag-update") { [weak self] dx, dy in
      guard let self, self.drag.isDown else { return }
      if let event = gtk_event_controller_get_current_event(gesture) {
        EventHistory.forEachMotion(in: event, widget: self.widget) { time, location, _ in
          self.sendDrag(.move, at: Point(x: location.x, y: location.y), time: time)
        }
      }
      let location = Point(x: self.drag.start.x + dx, y: self.drag.start.y + dy)
      self.sendDrag(.move, at: location, time: GDKEvents.time(of: gesture))
    }
    connections.connectPoint(gesture, "drag-end") { [weak self] dx, dy in
      guard let self, self.drag.isDown else { return }
      self.drag.isDown = false
      let type = gtk_event_controller_get_current_event(gesture).map(gdk_event_get_event_type)
      if type == GDK_BUTTON_RELEASE || type == GDK_TOUCH_END {
        let location = Point(x: self.drag.start.x + dx, y: self.drag.start.y + dy)
        self.sendDrag(.up, at: location, time: GDKEvents.time(of: gesture))
      } else {
        // Cancelled, denied (another gesture claimed the sequence) or reset (unmapped).
        self.sendDrag(.cancel, at: self.drag.location, time: self.eventTimeNow)
      }
    }
  }

  /// Takes the drag in progress from the widget's children, once per drag.
  ///
  /// Their gestures are cancelled, so a button or row under the finger does not click at the end.
  func claimDrag() {
    guard let dragGesture, drag.isDown, !drag.isClaimed else { return }
    drag.isClaimed = true
    gtk_gesture_set_state(dragGesture, GTK_EVENT_SEQUENCE_CLAIMED)
  }

  /// Forgets the drag in progress without reporting it (the control cancels it itself).
  func forgetDrag() { drag.isDown = false }

  private func sendDrag(_ phase: PointerEvent.Phase, at location: Point, time: TimeInterval) {
    drag.location = location
    onDragPointer?(
      PointerEvent(
        pointer: .primary, phase: phase, location: location, time: time, device: drag.device))
  }

  /// Now, on the frame clock's timeline, in seconds.
  var eventTimeNow: Double { Double(g_get_monotonic_time()) / 1_000_000 }
}

/// One key press as a capture-phase filter sees it.
struct KeyPress {
  /// The key's GDK name ("Return", "F5", "r").
  let name: String
  /// The GDK keyval.
  let keyval: guint
  /// The modifiers held.
  let modifiers: KeyModifiers
  /// Whether the press is the keyboard's auto-repeat of a key already down.
  let isRepeat: Bool
}

extension ControlSurface {
  /// Shows every key press to `filter` in the capture phase, ahead of the widget class's key
  /// bindings and of its children, with whether it is an auto-repeat; `true` stops the press.
  ///
  /// So a class binding never sees the auto-repeat of a key the control guards against (holding
  /// Return arms a slide once; holding F5 refreshes once). Held keys are forgotten when the
  /// focus leaves the widget or it is unrealized, since their releases go elsewhere.
  func filterKeysInCapturePhase(_ filter: @escaping @MainActor (KeyPress) -> Bool) {
    guard let keys = controllers.adopt(gtk_event_controller_key_new(), on: widget) else { return }
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    connections.connectKeyPressed(keys) { [weak self] keyval, keycode, state in
      guard let self else { return false }
      let isRepeat = self.heldKeys.record(.press, keycode: keycode)
      let name = Self.keyName(keyval)
      return filter(
        KeyPress(name: name, keyval: keyval, modifiers: KeyModifiers(state), isRepeat: isRepeat))
    }
    connections.connectKeyReleased(keys) { [weak self] _, keycode, _ in
      _ = self?.heldKeys.record(.release, keycode: keycode)
    }
  }
}
