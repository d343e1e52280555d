import CGTK
import Foundation
import Kinetic

// Why a `GtkGestureDrag` in the capture phase
//
// The content is any widget, with its own click handling (a `GtkListBox` activates rows on
// release). The view must see every press and motion before the content does, and must decide
// late, once the finger has moved far enough to be a drag, whether the press is a scroll. A
// gesture in the capture phase sees the sequence first without taking it: the content's own
// gestures run as usual, so a click on a row works. Once the machine's pan begins, the view
// claims the sequence, and GTK cancels it for every other gesture, so the row's click does not
// fire at the end of a drag. (`GtkEventControllerLegacy`, which `ControlSurface` uses, cannot
// claim.) A sequence another gesture claims first (a button inside the content) ends for the
// view with `drag-end` outside a release event, which the view reports as a cancel.

/// The view's record of the drag in progress.
struct DragTracking {
  /// Whether a pointer is down on the view.
  var isDown = false
  /// Where the drag started, in the view's coordinates.
  var start = CGPoint.zero
  /// The latest location.
  var location = CGPoint.zero
  /// The device behind the drag.
  var device = PointerEvent.Device.mouse
  /// Whether the view has claimed the sequence.
  var isClaimed = false
}

extension PullToActionView {
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

    let flags = GTK_EVENT_CONTROLLER_SCROLL_VERTICAL
    if let scroll = controllers.adopt(gtk_event_controller_scroll_new(flags), on: widget) {
      connections.connectScroll(scroll) { [weak self] _, dy in
        self?.scrolled(dy: dy, controller: scroll) ?? false
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

    installFocusFollowing()
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
    // Once the machine scrolls, the drag is the view's: the content's clicks are cancelled.
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

  /// Sends a scroll, in points.
  ///
  /// A wheel click scrolls as far as `GtkScrolledWindow` scrolls it: the viewport's height to the
  /// power 2/3. Touchpads report surface pixels (Wayland) or fractions of a click (X11).
  private func scrolled(dy: Double, controller: OpaquePointer) -> Bool {
    guard dy.isFinite else { return false }
    let isWheelUnit =
      gtk_event_controller_scroll_get_unit(cgtk_event_controller_scroll(controller.instance))
      == GDK_SCROLL_UNIT_WHEEL
    let step = isWheelUnit ? pow(max(1, Double(machine.viewportSize.height)), 2.0 / 3.0) : 1
    let continuous = isContinuousScrolling || isContinuousScroll(controller)
    sendScroll(
      dy: dy * step, source: continuous ? .continuous(.changed) : .wheel, controller: controller)
    return true
  }

  // GTK 4.8 emits `scroll-begin` before the first smooth scroll event of *any* device and
  // `scroll-end` only on a stop event. X11 mouse wheels send smooth events and never stop, so a
  // begin counts only for touchpads and trackpoints; an end only after such a begin.
  private func scrollBegan(controller: OpaquePointer) {
    guard !isContinuousScrolling, isContinuousScroll(controller) else { return }
    isContinuousScrolling = true
    refreshMotionPreference()
    sendScroll(dy: 0, source: .continuous(.began), controller: controller)
  }

  private func scrollEnded(controller: OpaquePointer) {
    guard isContinuousScrolling else { return }
    isContinuousScrolling = false
    sendScroll(dy: 0, source: .continuous(.ended), controller: controller)
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

  private func sendScroll(dy: Double, source: ScrollEvent.Source, controller: OpaquePointer) {
    let time = GDKEvents.time(of: controller)
    let event = ScrollEvent(
      delta: CGVector(dx: 0, dy: dy), source: source,
      modifiers: KeyModifiers(gtk_event_controller_get_current_event_state(controller)), time: time)
    perform(machine.handle(.scroll(event)), at: time)
  }

  // MARK: Keys

  private func key(
    _ phase: KeyEvent.Phase, keyval: guint, keycode: guint, state: GdkModifierType,
    controller: OpaquePointer
  ) -> Bool {
    let isRepeat = heldKeys.record(phase, keycode: keycode)
    let name = gdk_keyval_name(keyval).map { String(cString: $0) } ?? ""
    let modifiers = KeyModifiers(state)
    let isShortcut =
      name == Key.f5.rawValue || (modifiers.contains(.control) && name.lowercased() == "r")
    guard isShortcut else { return false }
    if phase == .press { refreshMotionPreference() }
    let time = GDKEvents.time(of: controller)
    let event = KeyEvent(
      key: Key(rawValue: name), phase: phase, modifiers: modifiers, isRepeat: isRepeat, time: time)
    perform(machine.handle(.key(event)), at: time)
    return true
  }

  /// The current event's time on the frame clock's timeline, in seconds.
}
