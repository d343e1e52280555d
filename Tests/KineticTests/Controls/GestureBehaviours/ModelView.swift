import Foundation
import Kinetic

/// A plain view model that conforms to every behaviour and records the hooks it receives.
final class ModelView: Movable, Pinchable, Rotatable, Tappable {
  var center: Point
  var bounds: Rect
  var transform = AffineTransform2D.identity
  var alpha: Double = 1
  var containerBounds: Rect?
  var gestureBehaviours: GestureBehavioursMachine?
  private(set) var hooks: [String] = []
  private var clock = VirtualClock()
  var maximumScale: Double = 2

  init(
    center: Point = Point(x: 160, y: 240), size: Size = Size(width: 100, height: 100),
    container: Rect? = Rect(x: 0, y: 0, width: 320, height: 480)
  ) {
    self.center = center
    bounds = Rect(origin: .zero, size: size)
    containerBounds = container
  }

  func didStartMoving() { hooks.append("startMoving") }
  func didFinishMoving(velocity: Vector) { hooks.append("finishMoving") }
  func didStartPinching() { hooks.append("startPinching") }
  func didFinishPinching() { hooks.append("finishPinching") }
  func didStartRotating() { hooks.append("startRotating") }
  func didFinishRotating(velocity: Double) { hooks.append("finishRotating") }
  func maximumPinchScale() -> Double { maximumScale }
  func didTap() { hooks.append("tap") }
  func didTouchDown() {
    hooks.append("touchDown")
    alpha = 0.5
  }
  func didTouchUp() {
    hooks.append("touchUp")
    alpha = 1
  }

  /// Where the view appears: its centre moved by the transform's translation.
  var visualCenter: Point { Point(x: center.x + transform.tx, y: center.y + transform.ty) }
  /// The transform's uniform scale.
  var scale: Double { ViewTransform(transform)?.scale ?? .nan }
  /// The transform's rotation.
  var rotation: Double { ViewTransform(transform)?.rotation ?? .nan }

  func forgetHooks() { hooks.removeAll() }

  // MARK: Driving

  /// The clock's time.
  var time: TimeInterval { clock.time }

  /// Lets `seconds` pass on the virtual clock, ticking the behaviours on every frame.
  func wait(_ seconds: TimeInterval) {
    var clock = self.clock
    clock.run(until: clock.time + seconds) { tickGestures(at: $0) }
    self.clock = clock
  }

  /// Ticks until the behaviours need no more ticks, for at most 2000 frames.
  func settle() {
    var clock = self.clock
    clock.settle(
      limit: 2000 * VirtualClock.frame, isBusy: { needsGestureTicks },
      tick: { tickGestures(at: $0) })
    self.clock = clock
  }

  func send(
    _ phase: PointerEvent.Phase, _ pointer: PointerID = .primary, _ x: Double, _ y: Double
  ) {
    handleGestureEvent(
      .pointer(
        PointerEvent(pointer: pointer, phase: phase, location: Point(x: x, y: y), time: time)))
  }

  func key(_ key: Key) {
    handleGestureEvent(.key(KeyEvent(key: key, time: time)))
  }

  /// One finger from `start` to `end` over `duration`, lifted after holding still for `hold`.
  func drag(from start: Point, to end: Point, over duration: Double = 0.3, hold: Double = 0.1) {
    send(.down, .primary, start.x, start.y)
    let steps = max(2, Int(duration * 120))
    for step in 1...steps {
      wait(duration / Double(steps))
      let f = Double(step) / Double(steps)
      send(.move, .primary, start.x + (end.x - start.x) * f, start.y + (end.y - start.y) * f)
    }
    wait(hold)
    send(.up, .primary, end.x, end.y)
  }

  /// Two fingers about `center`, from `radius` to `endRadius` and `angle` to `endAngle`.
  func twoFingers(
    center c: Point, radius: Double, to endRadius: Double, angle: Double = 0,
    to endAngle: Double = 0, over duration: Double = 0.3, lift: Bool = true
  ) {
    func place(_ phase: PointerEvent.Phase, _ r: Double, _ a: Double) {
      send(phase, 1, c.x - cos(a) * r, c.y - sin(a) * r)
      send(phase, 2, c.x + cos(a) * r, c.y + sin(a) * r)
    }
    place(.down, radius, angle)
    let steps = max(2, Int(duration * 120))
    for step in 1...steps {
      wait(duration / Double(steps))
      let f = Double(step) / Double(steps)
      place(.move, radius + (endRadius - radius) * f, angle + (endAngle - angle) * f)
    }
    if lift {
      wait(0.1)
      place(.up, endRadius, endAngle)
    }
  }
}
