import CGTK
import Glibc
import Kinetic

// Why `GtkEventControllerLegacy` for pointers
//
// Kinetic's recognizers want the raw stream: every finger with its own identity, down, move,
// up and cancel, with nothing held back. GTK's gestures are built to decide *for* the widget:
// `GtkGestureDrag` and `GtkGestureClick` are `GtkGestureSingle`s that follow one sequence at a
// time (a second finger is ignored), report drag offsets rather than positions, and click
// reports no motion at all. The multi-point gestures (zoom, rotate) report only their own
// maths, and `GtkGesture` itself is abstract.
//
// The legacy controller delivers the `GdkEvent`s themselves: button press, motion and release
// for the mouse and the stylus, and touch begin, update, end and cancel for each touch
// sequence, whose `GdkEventSequence` identifies the finger. GTK 4 selects XI2 touch events on
// X11 (so the server sends it no pointer emulation) and Wayland emulates nothing, so a touch
// never also arrives as a button. A button press or touch begin makes GTK grab implicitly:
// until the release every event of that device or sequence goes to the widget that took the
// press, even outside it and outside the window (on X11 the server's implicit grab carries it),
// so a drag that leaves the control still ends with `up`. Positions arrive in surface
// coordinates and are mapped into the widget here; the motions GDK merges into one event per
// frame are unfolded from its history.
//
// Cancel comes from `GDK_TOUCH_CANCEL`, from `GDK_GRAB_BROKEN`, and from the widget being
// unrealized (its window closed) with pointers down. Untested (Xvfb has no touchscreen): a
// gesture on an *ancestor* claiming a touch sequence (a `GtkScrolledWindow` panning) cancels
// it for gestures, and the legacy controller may then never see that sequence end. Revisit
// before a control is placed inside scrolled content.

extension ControlSurface {
  /// Installs the legacy controller that reports every pointer to ``onPointer``, once.
  func installPointerController() {
    guard !hasPointerController else { return }
    hasPointerController = true
    let legacy = gtk_event_controller_legacy_new()
    if let legacy = controllers.adopt(legacy, on: widget) {
      connections.connectEvent(legacy) { [weak self] event in
        self?.handlePointerEvent(event) ?? false
      }
    }
  }

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

  // MARK: Pointers

  private func handlePointerEvent(_ event: OpaquePointer) -> Bool {
    switch PointerChange(event) {
    case .down(let key, let device): return pointerDown(event, key: key, device: device)
    case .moved(let key): return pointerMoved(event, key: key)
    case .ended(let key, let phase): return pointerEnded(event, key: key, phase: phase)
    case .grabBroken:
      resetInput(notifying: true)
      return false
    case nil: return false
    }
  }

  private func pointerDown(
    _ event: OpaquePointer, key: UInt, device: PointerEvent.Device
  ) -> Bool {
    guard let location = widgetLocation(of: event),
      let pointer = pointers.begin(key: key, device: device, location: location)
    else { return false }
    if focusesOnPress, gtk_widget_get_focusable(widget) != 0, gtk_widget_has_focus(widget) == 0 {
      gtk_widget_grab_focus(widget)
    }
    report(pointer, .down, event)
    return true
  }

  private func pointerMoved(_ event: OpaquePointer, key: UInt) -> Bool {
    guard pointers.pointer(for: key) != nil else { return false }  // Hovering, not dragging.
    reportHistory(of: event, key: key)
    guard let location = widgetLocation(of: event),
      let pointer = pointers.move(key: key, to: location)
    else { return true }
    report(pointer, .move, event)
    return true
  }

  /// Reports the motions GDK merged into `event`, each as a move of its own.
  private func reportHistory(of event: OpaquePointer, key: UInt) {
    EventHistory.forEachMotion(in: event, widget: widget) { time, location, pressure in
      guard let pointer = pointers.move(key: key, to: location) else { return }
      emit(pointer, .move, time: time, pressure: pressure)
    }
  }

  private func pointerEnded(
    _ event: OpaquePointer, key: UInt, phase: PointerEvent.Phase
  ) -> Bool {
    guard let pointer = pointers.end(key: key, at: widgetLocation(of: event)) else {
      return false
    }
    report(pointer, phase, event)
    return true
  }

  /// Forgets the input in progress: pointers still down (reported as cancelled at their last
  /// positions when `notifying`), held keys, a continuous scroll and the hover position, whose
  /// ends will not come.
  func resetInput(notifying: Bool) {
    heldKeys.removeAll()
    isContinuousScrolling = false
    pointerLocation = nil
    guard !pointers.isEmpty else { return }
    let time = eventTime(0)
    for pointer in pointers.endAll() where notifying {
      emit(pointer, .cancel, time: time, pressure: nil)
    }
  }

  private func report(
    _ pointer: PointerSlots.Pointer, _ phase: PointerEvent.Phase, _ event: OpaquePointer
  ) {
    emit(
      pointer, phase, time: eventTime(gdk_event_get_time(event)),
      pressure: GDKEvents.pressure(of: event))
  }

  /// Delivers one pointer event.
  ///
  /// A mouse has no pressure, whatever its driver claims: X11 reports a pressure axis of 0 for
  /// some pointers, including XTEST's.
  private func emit(
    _ pointer: PointerSlots.Pointer, _ phase: PointerEvent.Phase, time: TimeInterval,
    pressure: Double?
  ) {
    let pressure = pointer.device == .mouse ? nil : pressure.flatMap { $0.isFinite ? $0 : nil }
    onPointer?(
      PointerEvent(
        pointer: PointerID(rawValue: pointer.number), phase: phase,
        location: Point(x: pointer.location.x, y: pointer.location.y), time: time,
        device: pointer.device, pressure: pressure.map { min(max($0, 0), 1) }))
  }

  /// Maps an event's position from its surface into the widget's coordinates.
  ///
  /// `gdk_event_get_position` is relative to the `GdkSurface`, whose origin is the window's
  /// outer corner (with client-side decorations, outside the shadow); the native widget sits
  /// at the surface transform inside it, and the surface widget somewhere inside that.
  func widgetLocation(of event: OpaquePointer) -> SurfacePoint? {
    var x = 0.0
    var y = 0.0
    guard gdk_event_get_position(event, &x, &y) != 0 else { return nil }
    return WidgetGeometry.widgetPoint(fromSurface: SurfacePoint(x: x, y: y), in: widget)
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
