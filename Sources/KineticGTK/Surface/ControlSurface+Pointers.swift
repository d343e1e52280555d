import CGTK
import Glibc
import Kinetic

// The one pointer path of every Kinetic control
//
// A control whose content is other widgets (the pull's list, the carousel's Skip and close
// buttons, the board's cards) must see every press and motion before its children do, and decide
// late, once a finger has moved far enough to be a drag, whether the press is its own: a click on
// a row or a button must still work, and an enclosing `GtkScrolledWindow` must still scroll a swipe
// that misses the control's thumb. The behaviours also want every finger on its own, with its own
// identity (GTK's `GtkGestureDrag` follows one sequence and reports offsets; zoom and rotate report
// only their own maths).
//
// So the surface runs, in the capture phase, a `GtkEventControllerLegacy`, which sees each press,
// motion, release and touch first and passes it on, with a `GtkGestureDrag` (the mouse and a
// first touch) and a `GtkGestureZoom` (two touches), grouped, whose only job is to hold the
// sequences. A pointer the control follows is reported as a `PointerEvent`; once the control
// claims it (its machine says the drag, pinch or rotation really began), the surface claims its
// sequence, GTK cancels it for every other gesture (a row's click, a scrolled window's pan), and
// its later events go no further than the control. If another gesture claims a sequence first,
// the claiming gestures are cancelled and the control's pointer ends as cancelled. A pointer still
// down when the widget is unrealized, or when another grab breaks in, ends as cancelled too.

/// Which of the pointers that are down a surface reports.
enum PointerFollowing {
  /// One pointer at a time, reported as `PointerID.primary`: a press while one is down is left
  /// to the children.
  case first
  /// Every pointer the control accepts, each with its own number.
  case every
}

extension ControlSurface {
  /// Reports the pointers that go down on the widget or its children, through a capture-phase
  /// controller, and takes their sequences from the children only when ``claimPointer(_:)`` is
  /// called.
  ///
  /// `accepts` hears of each press first (with its location and the number it would be reported
  /// with), and says whether the control follows it; its `down` then reaches `pointer`. Motions
  /// GDK merged into one event arrive one by one.
  func reportPointersInCapturePhase(
    _ following: PointerFollowing,
    accepts: @escaping @MainActor (Point, PointerID) -> Bool = { _, _ in true },
    pointer: @escaping @MainActor (PointerEvent) -> Void
  ) {
    pointerFollowing = following
    onPointerAccepts = accepts
    onPointer = pointer
    if let legacy = controllers.adopt(gtk_event_controller_legacy_new(), on: widget) {
      gtk_event_controller_set_propagation_phase(legacy, GTK_PHASE_CAPTURE)
      connections.connectEvent(legacy) { [weak self] event in
        self?.pointerEvent(event) ?? false
      }
    }
    let drag = controllers.adopt(gtk_gesture_drag_new(), on: widget)
    let zoom = controllers.adopt(gtk_gesture_zoom_new(), on: widget)
    for gesture in [drag, zoom].compactMap({ $0 }) {
      gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
      connections.connectPointer(gesture, "cancel") { [weak self] sequence in
        self?.sequenceCancelled(sequence)
      }
      claimingGestures.append(gesture)
    }
    if let drag, let zoom { gtk_gesture_group(drag, zoom) }
  }

  /// The pointers the control follows that are down, oldest first.
  var pointersDown: [PointerSlots.Pointer] { pointerSlots.all }

  /// Whether a pointer the control follows is down.
  var isPointerDown: Bool { !pointerSlots.isEmpty }

  /// Takes pointer `id`'s sequence from the widget's children (their gestures are cancelled, so a
  /// button or row under the finger does not click at the end) and keeps its later events from
  /// them.
  func claimPointer(_ id: PointerID) {
    guard let pointer = pointerSlots.pointer(number: reportedNumber(id)), !pointer.isClaimed
    else { return }
    pointerSlots.claim(key: pointer.key)
    let sequence =
      pointer.key == PointerSlots.mouseKey ? nil : OpaquePointer(bitPattern: pointer.key)
    for gesture in claimingGestures {
      _ = gtk_gesture_set_sequence_state(gesture, sequence, GTK_EVENT_SEQUENCE_CLAIMED)
    }
  }

  /// Ends the pointers down (every one, or those `matching`): reported as cancelled when
  /// `notifying`, otherwise forgotten (the control cancels them itself).
  func cancelPointers(
    notifying: Bool, matching: (PointerID) -> Bool = { _ in true }
  ) {
    let time = eventTimeNow
    for pointer in pointerSlots.all where matching(reportedID(pointer)) {
      guard let ended = pointerSlots.end(key: pointer.key, at: nil), notifying else { continue }
      report(ended, .cancel, time: time)
    }
  }

  /// Now, on the frame clock's timeline, in seconds.
  var eventTimeNow: Double { Double(g_get_monotonic_time()) / 1_000_000 }

  // MARK: Events

  private func pointerEvent(_ event: OpaquePointer) -> Bool {
    if gdk_event_get_event_type(event) == GDK_TOUCHPAD_PINCH {
      return onTouchpadPinch?(event) ?? false
    }
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
    guard let location = widgetLocation(of: event),
      pointerFollowing == .every || pointerSlots.isEmpty,
      pointerSlots.pointer(for: key) == nil
    else { return false }
    let point = Point(x: location.x, y: location.y)
    let id = PointerID(rawValue: pointerSlots.nextNumber)
    guard onPointerAccepts?(point, reportedID(number: id.rawValue)) ?? false,
      let pointer = pointerSlots.begin(key: key, device: device, location: location)
    else { return false }
    if focusesOnPress, gtk_widget_get_focusable(widget) != 0, gtk_widget_has_focus(widget) == 0 {
      gtk_widget_grab_focus(widget)
    }
    report(pointer, .down, time: eventTime(of: event))
    return isClaimed(key)
  }

  private func pointerMoved(_ event: OpaquePointer, key: UInt) -> Bool {
    guard pointerSlots.pointer(for: key) != nil else { return false }  // Hovering, or not followed.
    EventHistory.forEachMotion(in: event, widget: widget) { time, location, _ in
      guard let pointer = pointerSlots.move(key: key, to: location) else { return }
      report(pointer, .move, time: time)
    }
    if let location = widgetLocation(of: event),
      let pointer = pointerSlots.move(key: key, to: location)
    {
      report(pointer, .move, time: eventTime(of: event))
    }
    return isClaimed(key)
  }

  private func pointerEnded(_ event: OpaquePointer, key: UInt, phase: PointerEvent.Phase) -> Bool {
    guard let pointer = pointerSlots.end(key: key, at: widgetLocation(of: event)) else {
      return false
    }
    report(pointer, phase, time: eventTime(of: event))
    // A claimed sequence is the control's: its release goes no further.
    return pointer.isClaimed
  }

  /// GTK cancelled a sequence: for the control, that pointer is cancelled, as a button's press is.
  ///
  /// Another gesture (a scrolled window's pan, say) took it before the control claimed it, or
  /// GTK took it from the control (the widget or an ancestor made insensitive, a modal window
  /// shown). Its release will not come.
  private func sequenceCancelled(_ sequence: UnsafeMutableRawPointer?) {
    let key = sequence.map { UInt(bitPattern: $0) } ?? PointerSlots.mouseKey
    guard let pointer = pointerSlots.end(key: key, at: nil) else { return }
    report(pointer, .cancel, time: eventTimeNow)
  }

  private func isClaimed(_ key: UInt) -> Bool { pointerSlots.pointer(for: key)?.isClaimed ?? false }

  private func report(_ pointer: PointerSlots.Pointer, _ phase: PointerEvent.Phase, time: Double) {
    onPointer?(
      PointerEvent(
        pointer: reportedID(pointer), phase: phase,
        location: Point(x: pointer.location.x, y: pointer.location.y), time: time,
        device: pointer.device))
  }

  /// The number a pointer is reported with: its slot's, or the primary pointer's when the surface
  /// follows one at a time.
  private func reportedID(_ pointer: PointerSlots.Pointer) -> PointerID {
    reportedID(number: pointer.number)
  }

  private func reportedID(number: Int) -> PointerID {
    pointerFollowing == .first ? .primary : PointerID(rawValue: number)
  }

  private func reportedNumber(_ id: PointerID) -> Int {
    pointerFollowing == .first ? (pointerSlots.all.first?.number ?? -1) : id.rawValue
  }

  /// An event's position in the widget's coordinates.
  func widgetLocation(of event: OpaquePointer) -> SurfacePoint? {
    var x = 0.0
    var y = 0.0
    guard gdk_event_get_position(event, &x, &y) != 0 else { return nil }
    return WidgetGeometry.widgetPoint(fromSurface: SurfacePoint(x: x, y: y), in: widget)
  }

  /// An event's timestamp on the frame clock's timeline, in seconds.
  func eventTime(of event: OpaquePointer) -> Double {
    EventClock.seconds(timestamp: gdk_event_get_time(event), now: Int64(g_get_monotonic_time()))
  }
}
