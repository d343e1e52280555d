/// A view that one or two fingers (or the arrow keys) can drag (Standard Template Protocols'
/// `Moveable`).
public protocol Movable: GestureBehavioursTarget {
  /// Makes the view movable; calling it again changes nothing.
  func makeMovable()
  /// A drag began.
  func didStartMoving()
  /// A drag ended, with the fingers' velocity in points per second.
  func didFinishMoving(velocity: Vector)
  /// Where the view's centre goes for a drag of `translation` from `startPoint` (where the
  /// centre was laid out); `currentPoint` is where it was before this move. The default is the
  /// bounded, rubber-banded position the behaviours worked out; override it to constrain moves.
  func translateCenter(
    translation: Vector, velocity: Vector, startPoint: Point, currentPoint: Point
  ) -> Point
  /// Applies the moved transform; the default sets ``GestureBehavioursTarget/transform``.
  func animateToMovedTransform(_ transform: AffineTransform2D)
}

extension Movable {
  /// Adds the movable behaviour.
  public func makeMovable() { addGestureBehaviours(.movable) }
  /// Does nothing.
  public func didStartMoving() {}
  /// Does nothing.
  public func didFinishMoving(velocity: Vector) {}
  /// The start point moved by the translation (already bounded by the behaviours).
  public func translateCenter(
    translation: Vector, velocity: Vector, startPoint: Point, currentPoint: Point
  ) -> Point {
    startPoint.offset(by: translation)
  }
  /// Sets the transform at once (the original animated for 0.01 s).
  public func animateToMovedTransform(_ transform: AffineTransform2D) { self.transform = transform }
}

/// A view that two fingers (or + and −) can scale (Standard Template Protocols' `Pinchable`).
public protocol Pinchable: GestureBehavioursTarget {
  /// Makes the view pinchable within ``minimumPinchScale()`` and ``maximumPinchScale()``.
  func makePinchable()
  /// A pinch began.
  func didStartPinching()
  /// A pinch ended (also when it was cancelled, which the original skipped).
  func didFinishPinching()
  /// The smallest scale (0.1); unlike the original, it is enforced.
  func minimumPinchScale() -> Double
  /// The largest scale (2.0); unlike the original, it is enforced.
  func maximumPinchScale() -> Double
  /// The view's transform for a total `scale` (the previous total was `lastScale`). The default is
  /// the behaviours' transform: multiplicative, about the fingers' centroid, within the limits.
  func transformWithScale(scale: Double, lastScale: Double, velocity: Double)
    -> AffineTransform2D
  /// Applies the pinched transform; the default sets ``GestureBehavioursTarget/transform``.
  func animateToPinchedTransform(_ transform: AffineTransform2D)
}

extension Pinchable {
  /// Adds the pinchable behaviour and applies the scale limits.
  public func makePinchable() {
    addGestureBehaviours(.pinchable)
    let low = Double(minimumPinchScale())
    let high = Double(maximumPinchScale())
    guard var machine = gestureBehaviours, low > 0, high >= low, high.isFinite else { return }
    var configuration = machine.configuration
    configuration.scaleRange = low...high
    machine.reconfigure(configuration)
    gestureBehaviours = machine
  }
  /// Does nothing.
  public func didStartPinching() {}
  /// Does nothing.
  public func didFinishPinching() {}
  /// 0.1, the original's default.
  public func minimumPinchScale() -> Double { 0.1 }
  /// 2.0, the original's default.
  public func maximumPinchScale() -> Double { 2 }
  /// The behaviours' transform.
  public func transformWithScale(scale: Double, lastScale: Double, velocity: Double)
    -> AffineTransform2D
  {
    gestureBehaviours?.transform.affineTransform ?? transform
  }
  /// Sets the transform at once.
  public func animateToPinchedTransform(_ transform: AffineTransform2D) {
    self.transform = transform
  }
}

/// A view that two fingers (or [ and ]) can turn (Standard Template Protocols' `Rotatable`).
public protocol Rotatable: GestureBehavioursTarget {
  /// Makes the view rotatable, within ``minimumRotation()`` and ``maximumRotation()``.
  func makeRotatable()
  /// A rotation began.
  func didStartRotating()
  /// A rotation ended, with its velocity in radians per second.
  func didFinishRotating(velocity: Double)
  /// The smallest rotation in radians; −∞ (the default) turns freely. The original swapped these
  /// two defaults and never used them.
  func minimumRotation() -> Double
  /// The largest rotation in radians; +∞ (the default) turns freely.
  func maximumRotation() -> Double
  /// The view's transform for a total `rotation` (the previous total was `lastRotation`). The
  /// default is the behaviours' transform, turned about the fingers' centroid.
  func transformWithRotation(rotation: Double, lastRotation: Double, velocity: Double)
    -> AffineTransform2D
  /// Applies the rotated transform; the default sets ``GestureBehavioursTarget/transform``.
  func animateToRotatedTransform(_ transform: AffineTransform2D)
}

extension Rotatable {
  /// Adds the rotatable behaviour and applies the rotation limits when they are finite.
  public func makeRotatable() {
    addGestureBehaviours(.rotatable)
    let low = Double(minimumRotation())
    let high = Double(maximumRotation())
    guard var machine = gestureBehaviours, low.isFinite, high.isFinite, high >= low else { return }
    var configuration = machine.configuration
    configuration.rotationRange = low...high
    machine.reconfigure(configuration)
    gestureBehaviours = machine
  }
  /// Does nothing.
  public func didStartRotating() {}
  /// Does nothing.
  public func didFinishRotating(velocity: Double) {}
  /// −∞: no limit.
  public func minimumRotation() -> Double { -.infinity }
  /// +∞: no limit.
  public func maximumRotation() -> Double { .infinity }
  /// The behaviours' transform.
  public func transformWithRotation(rotation: Double, lastRotation: Double, velocity: Double)
    -> AffineTransform2D
  {
    gestureBehaviours?.transform.affineTransform ?? transform
  }
  /// Sets the transform at once (as the original did).
  public func animateToRotatedTransform(_ transform: AffineTransform2D) {
    self.transform = transform
  }
}

/// A view that dims while pressed and taps when released on it (Standard Template Protocols'
/// `Tappable`).
public protocol Tappable: GestureBehavioursTarget {
  /// Makes the view tappable with ``minimumPressDuration()`` and ``allowableMovement()``.
  func makeTappable()
  /// Released on the view (within half its size around it).
  func didTap()
  /// Pressed long enough, or the finger came back over the view: dims it to 0.5 by default.
  func didTouchDown()
  /// The press ended or left the view: restores full opacity by default.
  func didTouchUp()
  /// How long a press must last before the view dims (0.001 s).
  func minimumPressDuration() -> TimeInterval
  /// How far the finger may drift before then, in points (10).
  func allowableMovement() -> Double
}

extension Tappable {
  /// Adds the tappable behaviour with the press thresholds.
  public func makeTappable() {
    addGestureBehaviours(.tappable)
    guard var machine = gestureBehaviours else { return }
    var configuration = machine.configuration
    let duration = minimumPressDuration()
    let movement = Double(allowableMovement())
    if duration.isFinite, duration >= 0 { configuration.minimumPressDuration = duration }
    if movement.isFinite, movement >= 0 { configuration.allowableMovement = movement }
    machine.reconfigure(configuration)
    gestureBehaviours = machine
  }
  /// Does nothing.
  public func didTap() {}
  /// Dims the view to half opacity.
  public func didTouchDown() { alpha = 0.5 }
  /// Restores full opacity.
  public func didTouchUp() { alpha = 1 }
  /// 0.001 s, the original's default.
  public func minimumPressDuration() -> TimeInterval { 0.001 }
  /// 10 points, the original's default.
  public func allowableMovement() -> Double { 10 }
}
