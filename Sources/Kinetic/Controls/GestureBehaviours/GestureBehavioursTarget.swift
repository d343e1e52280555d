/// A view the gesture behaviours can drive: it says where its layout put it and takes a
/// transform and an opacity.
///
/// The requirements are named as UIKit names them, so a `UIView` subclass conforms by adding
/// ``containerBounds`` and ``gestureBehaviours``; a GTK widget or a test's model view implements
/// them directly. Conform to ``Movable``, ``Pinchable``, ``Rotatable`` and ``Tappable`` for the
/// behaviours, call `makeMovable()` and its siblings once, then hand the view its input with
/// ``handleGestureEvent(_:)`` and its frames with ``tickGestures(at:)`` (not in Embedded Swift,
/// which cannot find the hooks: drive ``GestureBehavioursMachine`` there).
public protocol GestureBehavioursTarget: AnyObject {
  /// The view's centre in its container's coordinates, as its layout put it.
  var center: Point { get }
  /// The view's own bounds; only the size matters.
  var bounds: Rect { get }
  /// The view's transform about its centre; the behaviours set it.
  var transform: AffineTransform2D { get set }
  /// The view's opacity; the tappable defaults dim it while pressed.
  var alpha: Double { get set }
  /// The container's bounds (UIKit: `superview?.bounds`), or `nil` when the view has none.
  var containerBounds: Rect? { get }
  /// Where the behaviours keep their state: a stored property, initially `nil`.
  var gestureBehaviours: GestureBehavioursMachine? { get set }
}

extension GestureBehavioursTarget {
  /// The behaviours' state, created on first use from the view's current geometry.
  fileprivate var behaviourMachine: GestureBehavioursMachine {
    get {
      gestureBehaviours
        ?? GestureBehavioursMachine(
          center: center, size: bounds.size, container: containerBounds)
    }
    set { gestureBehaviours = newValue }
  }

  /// Adds `behaviours` to the view; adding one twice changes nothing (the original added a
  /// second recognizer and moved the view twice as far).
  public func addGestureBehaviours(_ behaviours: GestureBehavioursMachine.Behaviours) {
    var machine = behaviourMachine
    machine.add(behaviours)
    gestureBehaviours = machine
  }

  /// Whether the behaviours need ``tickGestures(at:)`` on the next frame.
  public var needsGestureTicks: Bool { gestureBehaviours?.needsTicks ?? false }
}

// Each hook is found by asking the view which behaviour protocols it conforms to: a dynamic cast,
// which Embedded Swift cannot make. There the view's input and frames are not taken at all (no
// hook silently left uncalled); Embedded code drives ``GestureBehavioursMachine`` itself, as
// Kinetic's web elements do.
#if !$Embedded
extension GestureBehavioursTarget {
  /// Feeds one pointer or key event (in the container's coordinates) to the view's behaviours
  /// and runs the hooks it causes.
  public func handleGestureEvent(_ event: InputEvent) {
    guard var machine = gestureBehaviours else { return }
    machine.setGeometry(center: center, size: bounds.size, container: containerBounds)
    let before = machine.placement
    let outputs = machine.handle(event)
    gestureBehaviours = machine
    deliver(outputs, from: before)
  }

  /// Lets time pass for the view's behaviours: momentum, springs and pending presses.
  public func tickGestures(at time: TimeInterval) {
    guard var machine = gestureBehaviours else { return }
    let before = machine.placement
    let outputs = machine.tick(at: time)
    gestureBehaviours = machine
    deliver(outputs, from: before)
  }

  private func deliver(
    _ outputs: Outputs<GestureBehavioursMachine.Output>,
    from before: GestureBehavioursMachine.Placement?
  ) {
    var applied = false
    for output in outputs {
      switch output {
      case .startMoving: (self as? any Movable)?.didStartMoving()
      case .move(let placement):
        applied = true
        applyMove(placement, from: before)
      case .finishMoving(let velocity): (self as? any Movable)?.didFinishMoving(velocity: velocity)
      case .startPinching: (self as? any Pinchable)?.didStartPinching()
      case .pinch(let placement):
        applied = true
        applyPinch(placement, from: before)
      case .finishPinching: (self as? any Pinchable)?.didFinishPinching()
      case .startRotating: (self as? any Rotatable)?.didStartRotating()
      case .rotate(let placement):
        applied = true
        applyRotation(placement, from: before)
      case .finishRotating(let velocity):
        (self as? any Rotatable)?.didFinishRotating(velocity: velocity)
      case .touchDown: (self as? any Tappable)?.didTouchDown()
      case .touchUp: (self as? any Tappable)?.didTouchUp()
      case .tap: (self as? any Tappable)?.didTap()
      case .snapped, .announce: break
      }
    }
    if !applied, let machine = gestureBehaviours {
      // Momentum, springs and keys: the transform moves on its own.
      let target = machine.transform.affineTransform
      if transform != target { transform = target }
    }
  }

  private func applyMove(
    _ placement: GestureBehavioursMachine.Placement,
    from before: GestureBehavioursMachine.Placement?
  ) {
    guard let movable = self as? any Movable, var machine = gestureBehaviours else { return }
    let start = machine.center
    let proposed = movable.translateCenter(
      translation: start.vector(to: placement.center), velocity: machine.translationVelocity,
      startPoint: start, currentPoint: before?.center ?? start)
    if proposed != placement.center, proposed.x.isFinite, proposed.y.isFinite {
      machine.place(center: proposed)
      gestureBehaviours = machine
    }
    movable.animateToMovedTransform(machine.transform.affineTransform)
  }

  private func applyPinch(
    _ placement: GestureBehavioursMachine.Placement,
    from before: GestureBehavioursMachine.Placement?
  ) {
    guard let pinchable = self as? any Pinchable, var machine = gestureBehaviours else { return }
    let wanted = machine.transform.affineTransform
    let chosen = pinchable.transformWithScale(
      scale: Double(placement.scale), lastScale: Double(before?.scale ?? placement.scale),
      velocity: Double(machine.scaleVelocity))
    if chosen != wanted, let transform = ViewTransform(chosen) {
      machine.place(transform)
      gestureBehaviours = machine
    }
    pinchable.animateToPinchedTransform(machine.transform.affineTransform)
  }

  private func applyRotation(
    _ placement: GestureBehavioursMachine.Placement,
    from before: GestureBehavioursMachine.Placement?
  ) {
    guard let rotatable = self as? any Rotatable, var machine = gestureBehaviours else { return }
    let wanted = machine.transform.affineTransform
    let chosen = rotatable.transformWithRotation(
      rotation: Double(placement.rotation),
      lastRotation: Double(before?.rotation ?? placement.rotation),
      velocity: Double(machine.rotationVelocity))
    if chosen != wanted, let transform = ViewTransform(chosen) {
      machine.place(transform)
      gestureBehaviours = machine
    }
    rotatable.animateToRotatedTransform(machine.transform.affineTransform)
  }
}
#endif
