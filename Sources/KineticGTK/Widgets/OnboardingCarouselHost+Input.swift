import CGTK
import Glibc
@_spi(Hosts) package import Kinetic
import KineticGObject

// Input
//
// The pages hold real buttons (Skip, the close button, custom widgets), which must click. The
// surface's one pointer path (ControlSurface+Pointers.swift) sees every press and motion first
// without taking them; once the machine's pan begins (the finger or mouse moved far enough
// sideways) the carousel claims the sequence, and GTK cancels it for the buttons, so a swipe
// that starts on Skip pages rather than skips. A tap reaches the machine too, which closes the carousel when it lands on
// Skip or the close button (as the original's hit test did); the button's own `clicked` then
// finds the carousel closed already and does nothing.
//
// A touchpad's two-finger swipe arrives as continuous scrolling between `scroll-begin` and
// `scroll-end` (on X11 in fractions of a wheel click, on Wayland in pixels); a mouse wheel as
// clicks, each of which turns a page: both come from the `ControlSurface`. Keys are the class's
// bindings (kinetic-onboarding-carousel.c), which GTK runs while the carousel or a widget in it has
// the focus, so the arrows page even while Skip has the focus; Enter and Space stay the focused
// button's.

extension OnboardingCarouselHost {
  /// Points a touchpad scroll of one wheel unit moves the pages (X11 reports touchpads in
  /// fractions of a wheel click).
  static let pointsPerScrollUnit = 24.0

  func installInput() {
    surface.reportPointersInCapturePhase(
      .first,
      accepts: { [weak self] location, _ in
        self?.dragBegan(at: location)
        return true
      },
      pointer: { [weak self] event in self?.dragged(event) })

    // Motion images follow the pointer, in place of SlidingCarousel's device tilt.
    if let motion = controllers.adopt(gtk_event_controller_motion_new(), on: widget) {
      connections.connectPoint(motion, "motion") { [weak self] x, y in
        self?.pointerHovered(at: Point(x: x, y: y))
      }
      connections.connect(motion, "leave") { [weak self] in self?.pointerHovered(at: nil) }
    }
  }

  /// Tells the scene where the pointer is, −1…1 across the carousel (the middle when it left).
  private func pointerHovered(at location: Point?) {
    let size = machine.scene.size
    guard !spec.motionImages.isEmpty, size.width > 0, size.height > 0 else { return }
    if let location {
      let point = scenePoint(location)
      machine.setPointer(
        Point(x: point.x / size.width * 2 - 1, y: point.y / size.height * 2 - 1))
    } else {
      machine.setPointer(.zero)
    }
    sync()
  }

  // MARK: Dragging

  private func dragBegan(at location: Point) {
    refreshMotionPreference()
    if gtk_widget_has_focus(widget) == 0, !isOnButton(location) {
      gtk_widget_grab_focus(widget)
    }
  }

  /// Ends a drag in progress as cancelled (the widget left the screen, or is being rebuilt).
  func cancelDrag() {
    isContinuousScrolling = false
    heldPointers = [:]
    guard let pointer = surface.pointersDown.first else { return }
    surface.cancelPointers(notifying: false)
    let event = PointerEvent(
      pointer: .primary, phase: .cancel,
      location: scenePoint(Point(x: pointer.location.x, y: pointer.location.y)),
      time: machineTime(now), device: pointer.device)
    _ = machine.handle(.pointer(event))
  }

  /// A pointer event from the surface's drag, in widget coordinates and on the frame clock.
  package func dragged(_ event: PointerEvent) {
    var inScene = event
    inScene.location = heldScenePoint(event)
    inScene.time = machineTime(event.time)
    let outputs = machine.handle(.pointer(inScene))
    // Once the pages follow the pointer, the drag is the carousel's: buttons under it are
    // cancelled and do not click at the end.
    if machine.isDragging { surface.claimPointer(event.pointer) }
    perform(outputs, at: event.time)
  }

  /// Where a pointer of the drag is in the scene.
  ///
  /// A stage placed anew under a held pointer (the window resized mid-swipe, so the stage is
  /// scaled or centred anew) would move the pointer's scene point, and the pages with it, though
  /// the finger stayed: its points go on from where the old placement put its last one, each move
  /// of the finger since measured through the new one.
  private func heldScenePoint(_ event: PointerEvent) -> Point {
    let placement = stagePlacement
    var shift = Vector.zero
    if event.phase != .down, let held = heldPointers[event.pointer] {
      shift = held.shift
      if held.placement != placement {
        // Where the pointer last was stays where the old placement put it.
        let before = scenePoint(held.location, placement: held.placement)
        shift = shift.adding(scenePoint(held.location, placement: placement).vector(to: before))
      }
    }
    switch event.phase {
    case .up, .cancel: heldPointers[event.pointer] = nil
    default: heldPointers[event.pointer] = (placement, shift, event.location)
    }
    return scenePoint(event.location, placement: placement).offset(by: shift)
  }

  /// Whether `location` (widget coordinates) is over one of the carousel's buttons.
  private func isOnButton(_ location: Point) -> Bool {
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

  /// A scroll from the surface: a touchpad swipe pages sideways, a wheel click turns a page.
  func scrolled(_ event: SurfaceScrollEvent) -> Bool {
    guard event.dx.isFinite, event.dy.isFinite, !machine.isClosed || isContinuousScrolling else {
      return false
    }
    switch event.source {
    case .continuous(.began):
      // GTK 4.8 reports a begin only for touchpads and trackpoints (the surface checks).
      guard !isContinuousScrolling, !machine.isClosed else { return false }
      isContinuousScrolling = true
      refreshMotionPreference()
      sendScroll(dx: 0, dy: 0, source: .continuous(.began), event: event)
      return true
    case .continuous(.ended):
      guard isContinuousScrolling else { return false }
      isContinuousScrolling = false
      sendScroll(dx: 0, dy: 0, source: .continuous(.ended), event: event)
      return true
    case .continuous(.changed):
      guard isContinuousScrolling else { return false }
      let step = (event.unit == .wheel ? Self.pointsPerScrollUnit : 1) / stagePlacement.scale
      // A touchpad swipe pages sideways; a vertical swipe is left to the page around.
      sendScroll(dx: event.dx * step, dy: 0, source: .continuous(.changed), event: event)
      return event.dx != 0
    case .wheel:
      guard event.dx != 0 || event.dy != 0 else { return false }
      sendScroll(dx: event.dx, dy: event.dy, source: .wheel, event: event)
      return true
    }
  }

  private func sendScroll(
    dx: Double, dy: Double, source: ScrollEvent.Source, event: SurfaceScrollEvent
  ) {
    let scroll = ScrollEvent(
      delta: Vector(dx: dx, dy: dy), source: source, modifiers: event.modifiers,
      time: machineTime(event.time))
    perform(machine.handle(.scroll(scroll)), at: event.time)
  }
}
