import CGTK
import Glibc
@_spi(Hosts) import Kinetic
import KineticGObject

// The board takes every finger through the surface's one pointer path
// (ControlSurface+Pointers.swift), in the capture phase, each with its own number: a press lands
// on the topmost card under it (or joins the one card a finger already holds, so it can pinch
// it), and once a card's behaviours hold its pointers (a drag, pinch or rotation really began) the
// board claims them, so a `GtkButton` card does not click and an enclosing `GtkScrolledWindow`
// does not pan. The surface sees a release before a child's gestures do, so a tap is reported even
// when a button then claims its click.

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

extension GestureBoardHost {
  func installInput() {
    surface.reportPointersInCapturePhase(
      .every,
      accepts: { [weak self] location, id in self?.pointerAccepted(at: location, id) ?? false },
      pointer: { [weak self] event in self?.pointerEvent(event) })
    surface.onTouchpadPinch = { [weak self] event in self?.touchpadPinched(event) ?? false }
  }

  // MARK: Pointers

  /// Routes a press to the card under it; `false` (the board does not follow it) off every card.
  private func pointerAccepted(at point: Point, _ id: PointerID) -> Bool {
    // A finger off every view still joins a view that one finger holds, so it can pinch it.
    let held = Set(routes.values.map(ObjectIdentifier.init))
    let lone = held.count == 1 ? routes.values.first : nil
    guard let view = view(at: point) ?? lone else { return false }
    routes[id] = view
    if !held.contains(ObjectIdentifier(view)) {
      if raisesOnPress { bringToFront(view) }
      _ = kinetic_gesture_board_focus_child(widget, view.child)
      applyConfiguration(view)  // Picks up a change of `gtk-enable-animations`.
    }
    return true
  }

  /// Feeds a pointer's event to its card's behaviours, and claims the card's pointers once the
  /// behaviours hold it.
  private func pointerEvent(_ event: PointerEvent) {
    guard let view = routes[event.pointer] else { return }
    let ends = event.phase == .up || event.phase == .cancel
    if ends { routes[event.pointer] = nil }
    dispatch(.pointer(event), to: view)
    if !ends { claimIfHeld(view) }
  }

  /// Claims the sequences of `view`'s pointers once its behaviours hold it; returns whether
  /// they are claimed.
  @discardableResult
  func claimIfHeld(_ view: Card) -> Bool {
    guard view.machine.claimsPointers else { return false }
    for (id, route) in routes where route === view { surface.claimPointer(id) }
    return true
  }

  /// Ends every pointer (reported as cancelled when `notifying`) and any touchpad pinch.
  func cancelPointers(notifying: Bool) {
    surface.cancelPointers(notifying: notifying)
    routes.removeAll()
    if let pinch = touchpadPinch {
      touchpadPinch = nil
      if notifying, pinch.isDown { sendPinch(pinch, .cancel, time: now) }
    }
    wheel.reset()
  }

  /// Ends the pointers on one view, as cancelled.
  func cancelPointers(of view: Card) {
    surface.cancelPointers(notifying: true) { [routes] id in routes[id] === view }
    if let pinch = touchpadPinch, pinch.view === view {
      touchpadPinch = nil
      if pinch.isDown { sendPinch(pinch, .cancel, time: now) }
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
    let time = surface.eventTime(of: event)
    switch gdk_touchpad_event_get_gesture_phase(event) {
    case GDK_TOUCHPAD_GESTURE_PHASE_BEGIN:
      touchpadPinch = nil
      guard let location = surface.widgetLocation(of: event) ?? surface.pointerLocation,
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
}
