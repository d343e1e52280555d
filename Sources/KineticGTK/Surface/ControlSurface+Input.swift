import CGTK
import Glibc
import Kinetic

extension ControlSurface {
  func installInputControllers() {
    if let scroll = controllers.adopt(
      gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES), on: widget)
    {
      connections.connectScroll(scroll) { [weak self] dx, dy in
        self?.scrolled(dx: dx, dy: dy, controller: scroll) ?? false
      }
      connections.connect(scroll, "scroll-begin") { [weak self] in
        self?.scrollBegan(controller: scroll)
      }
      connections.connect(scroll, "scroll-end") { [weak self] in
        self?.scrollEnded(controller: scroll)
      }
    }

    if let motion = controllers.adopt(gtk_event_controller_motion_new(), on: widget) {
      connections.connectPoint(motion, "enter") { [weak self] x, y in
        self?.pointerLocation = SurfacePoint(x: x, y: y)
      }
      connections.connectPoint(motion, "motion") { [weak self] x, y in
        self?.pointerLocation = SurfacePoint(x: x, y: y)
      }
      connections.connect(motion, "leave") { [weak self] in self?.pointerLocation = nil }
    }

    if let focus = controllers.adopt(gtk_event_controller_focus_new(), on: widget) {
      connections.connect(focus, "enter") { [weak self] in self?.focusChanged(true) }
      connections.connect(focus, "leave") { [weak self] in self?.focusChanged(false) }
    }
  }

  /// Forgets the input in progress, whose ends will not come: pointers still down (reported as
  /// cancelled when `notifying`), held keys, a continuous scroll and the hover position.
  func resetInput(notifying: Bool) {
    cancelPointers(notifying: notifying)
    heldKeys.removeAll()
    isContinuousScrolling = false
    pointerLocation = nil
  }

  // MARK: Scrolling

  private func scrolled(
    dx: Double, dy: Double, controller: OpaquePointer
  ) -> Bool {
    guard let onScroll else { return false }
    let unit: SurfaceScrollEvent.Unit =
      gtk_event_controller_scroll_get_unit(cgtk_event_controller_scroll(controller.instance))
        == GDK_SCROLL_UNIT_SURFACE ? .pixels : .wheel
    let continuous = isContinuousScrolling || isContinuousScroll(controller)
    return onScroll(
      scrollEvent(
        dx: dx, dy: dy, unit: unit, source: continuous ? .continuous(.changed) : .wheel,
        controller: controller))
  }

  // GTK 4.8 emits `scroll-begin` before the first smooth scroll event of *any* device and
  // `scroll-end` only on a stop event. X11 mouse wheels send smooth events and never stop, so
  // a begin counts only for touchpads and trackpoints; an end only after such a begin.
  private func scrollBegan(controller: OpaquePointer) {
    guard !isContinuousScrolling, isContinuousScroll(controller) else { return }
    isContinuousScrolling = true
    _ = onScroll?(
      scrollEvent(dx: 0, dy: 0, unit: .pixels, source: .continuous(.began), controller: controller)
    )
  }

  private func scrollEnded(controller: OpaquePointer) {
    guard isContinuousScrolling else { return }
    isContinuousScrolling = false
    _ = onScroll?(
      scrollEvent(dx: 0, dy: 0, unit: .pixels, source: .continuous(.ended), controller: controller)
    )
  }

  private func isContinuousScroll(_ controller: OpaquePointer) -> Bool {
    guard let event = gtk_event_controller_get_current_event(controller) else { return false }
    if gdk_event_get_event_type(event) == GDK_SCROLL,
      gdk_scroll_event_get_unit(event) == GDK_SCROLL_UNIT_SURFACE
    {
      return true
    }
    guard let device = gdk_event_get_device(event) else { return false }
    let source = gdk_device_get_source(device)
    return source == GDK_SOURCE_TOUCHPAD || source == GDK_SOURCE_TRACKPOINT
  }

  private func scrollEvent(
    dx: Double, dy: Double, unit: SurfaceScrollEvent.Unit, source: SurfaceScrollEvent.Source,
    controller: OpaquePointer
  ) -> SurfaceScrollEvent {
    // GTK 4.8 scroll events have no position (`gdk_event_get_position` fails), so the
    // location is where the motion controller last saw the pointer.
    SurfaceScrollEvent(
      dx: dx, dy: dy, unit: unit, source: source, location: pointerLocation,
      modifiers: KeyModifiers(gtk_event_controller_get_current_event_state(controller)),
      time: eventTime(gtk_event_controller_get_current_event_time(controller)))
  }

  // MARK: Keys and focus

  /// An event timestamp on the frame clock's timeline, in seconds.
  private func eventTime(_ timestamp: guint32) -> Double {
    EventClock.seconds(timestamp: timestamp, now: Int64(g_get_monotonic_time()))
  }

  /// GDK's name for a key ("Return", "F5"), or its keyval in hex when it has none.
  static func keyName(_ keyval: guint) -> String {
    guard let name = gdk_keyval_name(keyval) else { return "0x" + String(keyval, radix: 16) }
    return String(cString: name)
  }

  private func focusChanged(_ hasFocus: Bool) {
    if !hasFocus {
      heldKeys.removeAll()
    }
    onFocusChange?(hasFocus)
  }
}

extension KeyModifiers {
  /// The Shift, Control, Alt and Super (or Meta) bits of a GDK modifier state.
  init(_ state: GdkModifierType) {
    self = []
    let bits = state.rawValue
    if bits & GDK_SHIFT_MASK.rawValue != 0 { insert(.shift) }
    if bits & GDK_CONTROL_MASK.rawValue != 0 { insert(.control) }
    if bits & GDK_ALT_MASK.rawValue != 0 { insert(.alt) }
    if bits & (GDK_SUPER_MASK.rawValue | GDK_META_MASK.rawValue) != 0 { insert(.meta) }
  }
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
