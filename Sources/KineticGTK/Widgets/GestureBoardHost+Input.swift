import CGTK
import Glibc
import Kinetic
import KineticGObject

// Why a legacy controller *and* two gestures, all in the capture phase
//
// The behaviours want the raw stream of every finger, each with its own identity (GTK's
// `GtkGestureDrag` follows one sequence and reports offsets; zoom and rotate report only their
// own maths), and the board must see it before its children do, without taking it: a `GtkButton` child has to
// click, and an enclosing `GtkScrolledWindow` has to scroll a swipe that does not move a view.
// A `GtkEventControllerLegacy` in the capture phase sees each press, motion, release and touch
// first and passes them on, but cannot claim a sequence. So the board also runs a
// `GtkGestureDrag` (the mouse and a first touch) and a `GtkGestureZoom` (two touches), grouped,
// whose only job is to hold the sequences: once a view's behaviours claim its pointers (a drag,
// pinch or rotation really began), the board claims their sequences, and GTK cancels them for
// every other gesture (the button's click, the scrolled window's pan). If another gesture claims
// a sequence first (the scrolled window won the swipe), the board's gestures are cancelled and
// the view's pointer ends as cancelled. The legacy controller sees a release before a child's
// gestures do, so a tap is reported even when a button then claims its click.

/// Wheel clicks (or touchpad scroll distance) with Ctrl or Shift, counted in keyboard steps.
struct WheelSteps {
  /// Points of touchpad scrolling that make one step.
  static let pixelsPerStep = 40.0

  private var remainder = 0.0
  private var target: ObjectIdentifier?
  private var scales = false

  /// Adds `delta` steps for `view` and returns the whole steps to take (negative: the other way).
  mutating func add(_ delta: Double, scales: Bool, for view: ObjectIdentifier) -> Int {
    if target != view || self.scales != scales {
      remainder = 0
      target = view
      self.scales = scales
    }
    remainder += delta
    let steps = remainder.rounded(.towardZero)
    remainder -= steps
    return Int(steps)
  }

  /// Forgets a partial step.
  mutating func reset() {
    remainder = 0
    target = nil
  }
}

/// A touchpad pinch, played to the behaviours as two virtual fingers about a fixed point.
struct TouchpadPinch {
  /// The card it pinches.
  var view: GestureBoardHost.Card
  /// The point the fingers turn about, on the board.
  var focus: Point
  /// Half the fingers' span at the start.
  var radius: Double
  /// The scale since the pinch began.
  var scale = 1.0
  /// The rotation since the pinch began, in radians.
  var angle = 0.0
  /// Whether the virtual fingers are down (only once the pinch has clearly begun, so that a
  /// pinch that changes nothing does not tap).
  var isDown = false

  static let fingers = (PointerID(rawValue: 1001), PointerID(rawValue: 1002))

  func location(of finger: Int, scale: Double, angle: Double) -> Point {
    let sign = finger == 0 ? -1.0 : 1.0
    return Point(
      x: focus.x + sign * radius * scale * cos(angle),
      y: focus.y + sign * radius * scale * sin(angle))
  }
}

/// A pointer that is down on a view.
struct Route {
  /// The GDK identity (`PointerSlots` key).
  var key: UInt
  /// The card it landed on.
  var view: GestureBoardHost.Card
  /// Whether the board has claimed its sequence.
  var isClaimed = false
}

extension GestureBoardHost {
  func installInput() {
    if let legacy = controllers.adopt(gtk_event_controller_legacy_new(), on: widget) {
      gtk_event_controller_set_propagation_phase(legacy, GTK_PHASE_CAPTURE)
      connections.connectEvent(legacy) { [weak self] event in
        self?.handleEvent(event) ?? false
      }
    }
    let drag = controllers.adopt(gtk_gesture_drag_new(), on: widget)
    let zoom = controllers.adopt(gtk_gesture_zoom_new(), on: widget)
    for gesture in [drag, zoom].compactMap({ $0 }) {
      gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
      connections.connectPointer(gesture, "cancel") { [weak self] sequence in
        self?.sequenceCancelled(sequence)
      }
      claimGestures.append(gesture)
    }
    if let drag, let zoom { gtk_gesture_group(drag, zoom) }

  }

  // MARK: Pointers

  private func handleEvent(_ event: OpaquePointer) -> Bool {
    if gdk_event_get_event_type(event) == GDK_TOUCHPAD_PINCH { return touchpadPinched(event) }
    switch PointerChange(event) {
    case .down(let key, let device): return pointerDown(event, key: key, device: device)
    case .moved(let key): return pointerMoved(event, key: key)
    case .ended(let key, let phase): return pointerEnded(event, key: key, phase: phase)
    case .grabBroken:
      cancelPointers(notifying: true)
      return false
    case nil: return false
    }
  }

  private func pointerDown(_ event: OpaquePointer, key: UInt, device: PointerEvent.Device) -> Bool {
    guard let location = boardLocation(of: event) else { return false }
    let point = Point(x: location.x, y: location.y)
    // A finger off every view still joins a view that one finger holds, so it can pinch it.
    let held = Set(routes.values.map { ObjectIdentifier($0.view) })
    let lone = held.count == 1 ? routes.values.first?.view : nil
    guard let view = view(at: point) ?? lone,
      let pointer = pointers.begin(key: key, device: device, location: location)
    else { return false }
    let isFirst = !held.contains(ObjectIdentifier(view))
    routes[pointer.number] = Route(key: key, view: view)
    if isFirst {
      if raisesOnPress { bringToFront(view) }
      _ = kinetic_gesture_board_focus_child(widget, view.child)
      applyConfiguration(view)  // Picks up a change of `gtk-enable-animations`.
    }
    send(pointer, .down, to: view, time: eventTime(gdk_event_get_time(event)))
    return claimIfHeld(view)
  }

  private func pointerMoved(_ event: OpaquePointer, key: UInt) -> Bool {
    guard let current = pointers.pointer(for: key), let route = routes[current.number] else {
      return false  // Hovering, or a press that landed on no view.
    }
    sendHistory(of: event, key: key, to: route.view)
    if let location = boardLocation(of: event), let pointer = pointers.move(key: key, to: location)
    {
      send(pointer, .move, to: route.view, time: eventTime(gdk_event_get_time(event)))
    }
    return claimIfHeld(route.view)
  }

  private func pointerEnded(_ event: OpaquePointer, key: UInt, phase: PointerEvent.Phase)
    -> Bool
  {
    guard let pointer = pointers.end(key: key, at: boardLocation(of: event)),
      let route = routes.removeValue(forKey: pointer.number)
    else { return false }
    send(pointer, phase, to: route.view, time: eventTime(gdk_event_get_time(event)))
    // A claimed sequence is the board's: its release goes no further.
    return route.isClaimed
  }

  /// Another gesture (a scrolled window's pan, say) took a sequence before the board claimed
  /// it: for the view, that pointer is cancelled.
  private func sequenceCancelled(_ sequence: UnsafeMutableRawPointer?) {
    let key = sequence.map { UInt(bitPattern: $0) } ?? PointerSlots.mouseKey
    guard let current = pointers.pointer(for: key), let route = routes[current.number],
      !route.isClaimed, let pointer = pointers.end(key: key, at: nil)
    else { return }
    routes[pointer.number] = nil
    send(pointer, .cancel, to: route.view, time: now)
  }

  /// Claims the sequences of `view`'s pointers once its behaviours hold it; returns whether
  /// they are claimed.
  @discardableResult
  func claimIfHeld(_ view: Card) -> Bool {
    guard view.machine.claimsPointers else { return false }
    for (number, route) in routes where route.view === view && !route.isClaimed {
      routes[number]?.isClaimed = true
      let sequence =
        route.key == PointerSlots.mouseKey ? nil : OpaquePointer(bitPattern: route.key)
      for gesture in claimGestures {
        _ = gtk_gesture_set_sequence_state(gesture, sequence, GTK_EVENT_SEQUENCE_CLAIMED)
      }
    }
    return true
  }

  /// Ends every pointer (reported as cancelled when `notifying`) and any touchpad pinch.
  func cancelPointers(notifying: Bool) {
    let time = now
    for pointer in pointers.endAll() {
      guard let route = routes.removeValue(forKey: pointer.number), notifying else { continue }
      send(pointer, .cancel, to: route.view, time: time)
    }
    routes.removeAll()
    if let pinch = touchpadPinch {
      touchpadPinch = nil
      if notifying, pinch.isDown { sendPinch(pinch, .cancel, time: time) }
    }
    wheel.reset()
  }

  /// Ends the pointers on one view, as cancelled.
  func cancelPointers(of view: Card) {
    let time = now
    for (number, route) in routes where route.view === view {
      routes[number] = nil
      if let pointer = pointers.end(key: route.key, at: nil) {
        send(pointer, .cancel, to: view, time: time)
      }
    }
    if let pinch = touchpadPinch, pinch.view === view {
      touchpadPinch = nil
      if pinch.isDown { sendPinch(pinch, .cancel, time: time) }
    }
  }

  private func send(
    _ pointer: PointerSlots.Pointer, _ phase: PointerEvent.Phase, to view: Card,
    time: TimeInterval
  ) {
    dispatch(
      .pointer(
        PointerEvent(
          pointer: PointerID(rawValue: pointer.number), phase: phase,
          location: Point(x: pointer.location.x, y: pointer.location.y), time: time,
          device: pointer.device)), to: view)
  }

  /// Sends the motions GDK merged into `event`, so velocity tracking sees every sample.
  private func sendHistory(of event: OpaquePointer, key: UInt, to view: Card) {
    EventHistory.forEachMotion(in: event, widget: widget) { time, location, _ in
      guard let pointer = pointers.move(key: key, to: location) else { return }
      send(pointer, .move, to: view, time: time)
    }
  }

  // MARK: Wheel and touchpad

  /// Ctrl with the wheel scales the card under the pointer and Shift turns it, one keyboard step
  /// per wheel click (or per 40 points of touchpad scrolling); plain scrolls go on to ancestors.
  func scrolled(_ event: SurfaceScrollEvent) -> Bool {
    let scales = event.modifiers.contains(.control)
    guard scales || event.modifiers.contains(.shift), event.dx.isFinite, event.dy.isFinite,
      let location = event.location, let view = view(at: Point(x: location.x, y: location.y))
    else {
      wheel.reset()
      return false
    }
    applyConfiguration(view)
    let behaviour: GestureBehavioursMachine.Behaviours = scales ? .pinchable : .rotatable
    guard view.machine.configuration.behaviours.contains(behaviour) else { return false }
    // Shift turns a vertical wheel into a horizontal one on some systems: take either axis.
    let delta = abs(event.dy) >= abs(event.dx) ? event.dy : event.dx
    let steps = wheel.add(
      event.unit == .wheel ? delta : delta / WheelSteps.pixelsPerStep, scales: scales,
      for: ObjectIdentifier(view))
    // Wheel up (negative) grows the card; wheel down turns it clockwise.
    let action: Action =
      scales ? (steps < 0 ? .scaleUp : .scaleDown) : (steps > 0 ? .rotateRight : .rotateLeft)
    for _ in 0..<abs(steps) { perform(action, on: view) }
    return true
  }

  private func touchpadPinched(_ event: OpaquePointer) -> Bool {
    let time = eventTime(gdk_event_get_time(event))
    switch gdk_touchpad_event_get_gesture_phase(event) {
    case GDK_TOUCHPAD_GESTURE_PHASE_BEGIN:
      touchpadPinch = nil
      guard let location = boardLocation(of: event) ?? surface.pointerLocation,
        let view = view(at: Point(x: location.x, y: location.y))
      else { return false }
      updateGeometry(view)
      let size = view.size
      let radius = max(8, min(60, 0.35 * min(Double(size.width), Double(size.height))))
      var focus = Point(x: location.x, y: location.y)
      // The first finger must land on the view: otherwise pinch about its middle.
      if !contains(view, Point(x: focus.x - radius, y: focus.y)) {
        focus = view.machine.placement.center
      }
      touchpadPinch = TouchpadPinch(view: view, focus: focus, radius: radius)
      return true
    case GDK_TOUCHPAD_GESTURE_PHASE_UPDATE:
      guard var pinch = touchpadPinch else { return false }
      let scale = gdk_touchpad_event_get_pinch_scale(event)
      if scale.isFinite, scale > 0 { pinch.scale = scale }
      let delta = gdk_touchpad_event_get_pinch_angle_delta(event)
      if delta.isFinite { pinch.angle += delta }
      if !pinch.isDown {
        guard abs(pinch.scale - 1) >= 0.05 || abs(pinch.angle) >= 0.05 else {
          touchpadPinch = pinch
          return true
        }
        pinch.isDown = true
        applyConfiguration(pinch.view)
        for (finger, id) in [(0, TouchpadPinch.fingers.0), (1, TouchpadPinch.fingers.1)] {
          dispatch(
            .pointer(
              PointerEvent(
                pointer: id, phase: .down, location: pinch.location(of: finger, scale: 1, angle: 0),
                time: time, device: .touch)), to: pinch.view)
        }
      }
      touchpadPinch = pinch
      sendPinch(pinch, .move, time: time)
      return true
    case GDK_TOUCHPAD_GESTURE_PHASE_END, GDK_TOUCHPAD_GESTURE_PHASE_CANCEL:
      guard let pinch = touchpadPinch else { return false }
      touchpadPinch = nil
      let ended = gdk_touchpad_event_get_gesture_phase(event) == GDK_TOUCHPAD_GESTURE_PHASE_END
      if pinch.isDown { sendPinch(pinch, ended ? .up : .cancel, time: time) }
      return true
    default:
      return false
    }
  }

  private func sendPinch(_ pinch: TouchpadPinch, _ phase: PointerEvent.Phase, time: TimeInterval) {
    for (finger, id) in [(0, TouchpadPinch.fingers.0), (1, TouchpadPinch.fingers.1)] {
      dispatch(
        .pointer(
          PointerEvent(
            pointer: id, phase: phase,
            location: pinch.location(of: finger, scale: pinch.scale, angle: pinch.angle),
            time: time, device: .touch)), to: pinch.view)
    }
  }

  // MARK: Hit testing

  /// The topmost card under `point` (board coordinates), where the behaviours put it.
  func view(at point: Point) -> Card? {
    stackedCards.last { contains($0, point) }
  }

  /// Whether a card's child is on top of `point`, where the behaviours put it.
  func contains(_ card: Card, _ point: Point) -> Bool {
    guard gtk_widget_get_visible(card.child) != 0 else { return false }
    updateGeometry(card)
    return card.machine.transform.contains(point, viewCenter: card.center, size: card.size)
  }

  /// Draws a card above the others (and hit-tests it first).
  func bringToFront(_ card: Card) {
    guard gtk_widget_get_last_child(widget) != card.child else { return }
    gtk_widget_insert_before(card.child, widget, nil)
  }

  // MARK: Events

  /// An event's position on the board.
  private func boardLocation(of event: OpaquePointer) -> SurfacePoint? {
    var x = 0.0
    var y = 0.0
    guard gdk_event_get_position(event, &x, &y) != 0 else { return nil }
    return WidgetGeometry.widgetPoint(fromSurface: SurfacePoint(x: x, y: y), in: widget)
  }

  /// An event timestamp on the frame clock's timeline, in seconds.
  private func eventTime(_ timestamp: guint32) -> Double {
    EventClock.seconds(timestamp: timestamp, now: Int64(g_get_monotonic_time()))
  }
}
