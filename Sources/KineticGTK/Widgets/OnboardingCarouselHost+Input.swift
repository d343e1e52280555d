import CGTK
import Foundation
import Kinetic

// Input, as `PullToActionView` takes it
//
// The pages hold real buttons (Skip, the close button, custom widgets), which must click. A
// `GtkGestureDrag` in the capture phase sees every press and motion first without taking them;
// once the machine's pan begins (the finger or mouse moved far enough sideways) the carousel
// claims the sequence, and GTK cancels it for the buttons, so a swipe that starts on Skip pages
// rather than skips. A tap reaches the machine too, which closes the carousel when it lands on
// Skip or the close button (as the original's hit test did); the button's own `clicked` then
// finds the carousel closed already and does nothing.
//
// A touchpad's two-finger swipe arrives as continuous scrolling between `scroll-begin` and
// `scroll-end` (on X11 in fractions of a wheel click, on Wayland in pixels); a mouse wheel as
// clicks, each of which turns a page. Keys are watched on the carousel, so the arrows page even
// while Skip has the focus; Enter and Space stay the focused button's.

extension OnboardingCarouselView {
  /// Points a touchpad scroll of one wheel unit moves the pages (X11 reports touchpads in
  /// fractions of a wheel click).
  static let pointsPerScrollUnit = 24.0

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

    if let keys = controllers.adopt(gtk_event_controller_key_new(), on: widget) {
      connections.connectKeyPressed(keys) { [weak self] keyval, keycode, state in
        self?.key(.press, keyval: keyval, keycode: keycode, state: state, controller: keys)
          ?? false
      }
      connections.connectKeyReleased(keys) { [weak self] keyval, keycode, state in
        _ = self?.key(.release, keyval: keyval, keycode: keycode, state: state, controller: keys)
      }
    }

    if let focus = controllers.adopt(gtk_event_controller_focus_new(), on: widget) {
      connections.connect(focus, "leave") { [weak self] in self?.heldKeys.removeAll() }
    }

    // Motion images follow the pointer, in place of SlidingCarousel's device tilt.
    if !spec.motionImages.isEmpty,
      let motion = controllers.adopt(gtk_event_controller_motion_new(), on: widget)
    {
      connections.connectPoint(motion, "motion") { [weak self] x, y in
        self?.pointerHovered(at: CGPoint(x: x, y: y))
      }
      connections.connect(motion, "leave") { [weak self] in self?.pointerHovered(at: nil) }
    }
  }

  /// Tells the scene where the pointer is, −1…1 across the carousel (the middle when it left).
  private func pointerHovered(at location: CGPoint?) {
    let size = machine.scene.size
    guard size.width > 0, size.height > 0 else { return }
    if let location {
      let point = scenePoint(location)
      machine.setPointer(
        CGPoint(x: point.x / size.width * 2 - 1, y: point.y / size.height * 2 - 1))
    } else {
      machine.setPointer(.zero)
    }
    sync()
  }

  // MARK: Dragging

  private func dragBegan(at location: CGPoint, gesture: OpaquePointer) {
    refreshMotionPreference()
    let event = gtk_event_controller_get_current_event(gesture)
    drag = DragTracking(
      isDown: true, start: location, location: location,
      device: event.map(GDKEvents.device(of:)) ?? .mouse, isClaimed: false)
    if gtk_widget_has_focus(widget) == 0, !isOnButton(location) {
      gtk_widget_grab_focus(widget)
    }
    send(.down, at: location, time: GDKEvents.time(of: gesture), gesture: gesture)
  }

  private func dragMoved(by offset: CGVector, gesture: OpaquePointer) {
    guard drag.isDown else { return }
    if let event = gtk_event_controller_get_current_event(gesture) {
      EventHistory.forEachMotion(in: event, widget: widget) { time, location, _ in
        send(.move, at: CGPoint(x: location.x, y: location.y), time: time, gesture: gesture)
      }
    }
    let location = CGPoint(x: drag.start.x + offset.dx, y: drag.start.y + offset.dy)
    send(.move, at: location, time: GDKEvents.time(of: gesture), gesture: gesture)
  }

  private func dragEnded(by offset: CGVector, gesture: OpaquePointer) {
    guard drag.isDown else { return }
    drag.isDown = false
    let type = gtk_event_controller_get_current_event(gesture).map(gdk_event_get_event_type)
    if type == GDK_BUTTON_RELEASE || type == GDK_TOUCH_END {
      let location = CGPoint(x: drag.start.x + offset.dx, y: drag.start.y + offset.dy)
      send(.up, at: location, time: GDKEvents.time(of: gesture), gesture: nil)
    } else {
      // Cancelled, denied (another gesture claimed the sequence) or reset (unmapped).
      send(.cancel, at: drag.location, time: now, gesture: nil)
    }
  }

  /// Ends a drag in progress as cancelled (the widget left the screen, or is being rebuilt).
  func cancelDrag() {
    heldKeys.removeAll()
    isContinuousScrolling = false
    guard drag.isDown else { return }
    drag.isDown = false
    let event = PointerEvent(
      pointer: .primary, phase: .cancel, location: scenePoint(drag.location),
      time: machineTime(now), device: drag.device)
    _ = machine.handle(.pointer(event))
  }

  private func send(
    _ phase: PointerEvent.Phase, at location: CGPoint, time: Double, gesture: OpaquePointer?
  ) {
    drag.location = location
    let event = PointerEvent(
      pointer: .primary, phase: phase, location: scenePoint(location), time: machineTime(time),
      device: drag.device)
    let outputs = machine.handle(.pointer(event))
    // Once the pages follow the pointer, the drag is the carousel's: buttons under it are
    // cancelled and do not click at the end.
    if let gesture, !drag.isClaimed, machine.isDragging {
      drag.isClaimed = true
      gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
    }
    perform(outputs, at: time)
  }

  /// Whether `location` (widget coordinates) is over one of the carousel's buttons.
  private func isOnButton(_ location: CGPoint) -> Bool {
    guard
      var picked = gtk_widget_pick(widget, Double(location.x), Double(location.y), GTK_PICK_DEFAULT)
    else { return false }
    while picked != widget {
      if gtk_widget_get_focusable(picked) != 0 { return true }
      guard let parent = gtk_widget_get_parent(picked) else { return false }
      picked = parent
    }
    return false
  }

  // MARK: Scrolling

  private func scrolled(dx: Double, dy: Double, controller: OpaquePointer) -> Bool {
    guard dx.isFinite, dy.isFinite, !machine.isClosed else { return false }
    let continuous = isContinuousScrolling || isContinuousScroll(controller)
    if continuous {
      guard isContinuousScrolling else { return false }
      let isWheelUnit =
        gtk_event_controller_scroll_get_unit(cgtk_event_controller_scroll(controller.instance))
        == GDK_SCROLL_UNIT_WHEEL
      let step = (isWheelUnit ? Self.pointsPerScrollUnit : 1) / stagePlacement.scale
      // A touchpad swipe pages sideways; a vertical swipe is left to the page around.
      sendScroll(dx: dx * step, dy: 0, source: .continuous(.changed), controller: controller)
      return dx != 0
    }
    guard dx != 0 || dy != 0 else { return false }
    sendScroll(dx: dx, dy: dy, source: .wheel, controller: controller)
    return true
  }

  // GTK 4.8 emits `scroll-begin` before the first smooth scroll event of *any* device and
  // `scroll-end` only on a stop event. X11 mouse wheels send smooth events and never stop, so a
  // begin counts only for touchpads and trackpoints; an end only after such a begin.
  private func scrollBegan(controller: OpaquePointer) {
    guard !isContinuousScrolling, isContinuousScroll(controller), !machine.isClosed else {
      return
    }
    isContinuousScrolling = true
    refreshMotionPreference()
    sendScroll(dx: 0, dy: 0, source: .continuous(.began), controller: controller)
  }

  private func scrollEnded(controller: OpaquePointer) {
    guard isContinuousScrolling else { return }
    isContinuousScrolling = false
    sendScroll(dx: 0, dy: 0, source: .continuous(.ended), controller: controller)
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

  private func sendScroll(
    dx: Double, dy: Double, source: ScrollEvent.Source, controller: OpaquePointer
  ) {
    let time = GDKEvents.time(of: controller)
    let event = ScrollEvent(
      delta: CGVector(dx: dx, dy: dy), source: source,
      modifiers: KeyModifiers(gtk_event_controller_get_current_event_state(controller)),
      time: machineTime(time))
    perform(machine.handle(.scroll(event)), at: time)
  }

  // MARK: Keys

  func key(
    _ phase: KeyEvent.Phase, keyval: guint, keycode: guint, state: GdkModifierType,
    controller: OpaquePointer
  ) -> Bool {
    let isRepeat = heldKeys.record(phase, keycode: keycode)
    let name = gdk_keyval_name(keyval).map { String(cString: $0) } ?? ""
    let key = Key(rawValue: name)
    let modifiers = KeyModifiers(state)
    guard modifiers.isDisjoint(with: [.control, .alt, .meta]), !machine.isClosed else {
      return false
    }
    let handled: Bool =
      switch key {
      case .left, .right, .pageUp, .pageDown, .home, .end, .escape: true
      // Enter and Space are Done on the last page (when the carousel itself has the focus).
      case .return, .keypadEnter, .space:
        gtk_widget_has_focus(widget) != 0 && machine.targetPage == machine.pageCount - 1
      default: false
      }
    guard handled else { return false }
    if phase == .press { refreshMotionPreference() }
    let time = GDKEvents.time(of: controller)
    let event = KeyEvent(
      key: key, phase: phase, modifiers: modifiers, isRepeat: isRepeat, time: machineTime(time))
    perform(machine.handle(.key(event)), at: time)
    return true
  }

  /// The current event's time on the frame clock's timeline, in seconds.
}
