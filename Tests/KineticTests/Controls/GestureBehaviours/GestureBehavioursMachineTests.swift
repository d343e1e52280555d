import Foundation
import Kinetic
import Testing

struct GestureBehavioursMachineTests {
  @Test func makingAViewMovableTwiceMovesItOnce() {
    let view = ModelView()
    view.makeMovable()
    view.makeMovable()
    view.drag(from: Point(x: 160, y: 240), to: Point(x: 200, y: 260))
    view.settle()
    #expect(isClose(view.visualCenter, Point(x: 200, y: 260), within: 1e-6))
    #expect(view.hooks == ["startMoving", "finishMoving"])
    // The layout's centre never changes: the move is in the transform.
    #expect(view.center == Point(x: 160, y: 240))
  }

  @Test func boundsAreCheckedAgainstWhereTheViewIsNow() {
    // The original's vector: a second drag of +100 took the view out of its 320-point container.
    let view = ModelView()
    view.makeMovable()
    view.drag(from: Point(x: 160, y: 240), to: Point(x: 460, y: 240))
    view.settle()
    #expect(isClose(view.visualCenter.x, 270, within: 1e-6))
    view.drag(from: Point(x: 260, y: 240), to: Point(x: 300, y: 240))
    view.settle()
    #expect(isClose(view.visualCenter.x, 270, within: 1e-6))
  }

  @Test func aContainerThatShrinksSpringsTheViewBackInside() {
    var configuration = GestureBehavioursMachine.Configuration()
    configuration.behaviours = .all
    let machine = GestureBehavioursMachine(
      center: Point(x: 160, y: 240), size: Size(width: 100, height: 100),
      container: Rect(x: 0, y: 0, width: 320, height: 480), configuration: configuration)
    // Moved against the right edge: its centre at 270.
    var driver = ControlDriver(machine)
    driver.call({ $0.move(by: Vector(dx: 400, dy: 0), at: $1) }, at: 0.1)
    driver.settle()
    #expect(isClose(driver.machine.placement.center.x, 270, within: 1e-6))
    // The window shrinks to 200 points wide: the view would sit half outside.
    driver.machine.setGeometry(
      center: Point(x: 160, y: 240), size: Size(width: 100, height: 100),
      container: Rect(x: 0, y: 0, width: 200, height: 480))
    let springs = driver.machine.needsTicks
    #expect(springs)
    // The spring starts with the next frame; a frame later it is on its way, not there yet.
    driver.wait(2 * VirtualClock.frame)
    // It springs (not jumps) back, and ends inside with its right edge on the container's.
    let first = Double(driver.machine.placement.center.x)
    #expect(first < 270 && first > 150)
    driver.settle(limit: 3)
    let settled = !driver.machine.needsTicks
    #expect(settled)
    #expect(isClose(driver.machine.placement.center.x, 150, within: 1e-6))
    #expect(isClose(driver.machine.placement.center.y, 240, within: 1e-6))
  }

  @Test func aViewTheBoundsSprangInGoesWhereItsLayoutPutsItNext() {
    // A 100-point view at x 300 in a 400-point board, which shrinks to 250: it springs in to 150.
    var configuration = GestureBehavioursMachine.Configuration()
    configuration.behaviours = .all
    let size = Size(width: 100, height: 100)
    let tall = 480.0
    var driver = ControlDriver(
      GestureBehavioursMachine(
        center: Point(x: 350, y: 240), size: size,
        container: Rect(x: 0, y: 0, width: 400, height: tall), configuration: configuration))
    driver.machine.setGeometry(
      center: Point(x: 350, y: 240), size: size,
      container: Rect(x: 0, y: 0, width: 250, height: tall))
    driver.settle(limit: 3)
    #expect(isClose(driver.machine.placement.center.x, 200, within: 1e-6))
    // The app puts it at x 50: it goes there (it had kept the spring's −150 and sat at −100).
    driver.machine.setGeometry(
      center: Point(x: 100, y: 240), size: size,
      container: Rect(x: 0, y: 0, width: 250, height: tall))
    driver.settle(limit: 3)
    #expect(isClose(driver.machine.placement.center.x, 100, within: 1e-6))
    #expect(driver.machine.transform == .identity)
    // Put partly outside, it springs in from there.
    driver.machine.setGeometry(
      center: Point(x: 230, y: 240), size: size,
      container: Rect(x: 0, y: 0, width: 250, height: tall))
    driver.settle(limit: 3)
    #expect(isClose(driver.machine.placement.center.x, 200, within: 1e-6))
    // Moved by the user after a spring, the move is its own: a new layout position keeps it.
    driver.call({ $0.move(by: Vector(dx: -50, dy: 0), at: $1) }, at: driver.time + 0.1)
    driver.settle(limit: 3)
    driver.machine.setGeometry(
      center: Point(x: 130, y: 240), size: size,
      container: Rect(x: 0, y: 0, width: 250, height: tall))
    driver.settle(limit: 3)
    #expect(isClose(driver.machine.placement.center.x, 130 - 30 - 50, within: 1e-6))
  }

  /// A board of `width` × 480 holding a view of `size` centred at (`x`, 240).
  private func bounded(
    _ x: Double, size: Double = 100, width: Double = 400
  ) -> ControlDriver<GestureBehavioursMachine> {
    var configuration = GestureBehavioursMachine.Configuration()
    configuration.behaviours = .all
    return ControlDriver(
      GestureBehavioursMachine(
        center: Point(x: x, y: 240), size: Size(width: size, height: 100),
        container: Rect(x: 0, y: 0, width: width, height: 480), configuration: configuration))
  }

  private func layOut(
    _ driver: inout ControlDriver<GestureBehavioursMachine>, _ x: Double, size: Double = 100,
    width: Double
  ) {
    driver.machine.setGeometry(
      center: Point(x: x, y: 240), size: Size(width: size, height: 100),
      container: Rect(x: 0, y: 0, width: width, height: 480))
  }

  @Test func aResetAfterTheBoundsShrankComesToRestInside() {
    var driver = bounded(350)
    layOut(&driver, 350, width: 250)
    driver.settle(limit: 3)
    driver.call({ $0.move(by: Vector(dx: -30, dy: 0), at: $1) }, at: driver.time + 0.1)
    driver.settle(limit: 3)
    #expect(isClose(driver.machine.placement.center.x, 170, within: 1e-6))
    // Its layout's place is outside the board: it had rested there, outside for good.
    driver.call({ $0.reset(at: $1) }, at: driver.time + 0.1)
    driver.settle(limit: 3)
    #expect(isClose(driver.machine.placement.center.x, 200, within: 1e-6))
  }

  @Test func aPressThatDoesNotMoveLeavesTheBoundsCorrectionTheirs() {
    var driver = bounded(350)
    layOut(&driver, 350, width: 250)
    driver.settle(limit: 3)
    driver.pointer(.down, 200, 240, at: driver.time + 0.1)
    layOut(&driver, 100, width: 250)
    // Held without moving, it goes where the app put it (it had been drawn at −50, outside).
    #expect(isClose(driver.machine.placement.center.x, 100, within: 1e-6))
    driver.pointer(.up, 200, 240, at: driver.time + 0.05)
    driver.settle(limit: 3)
    #expect(isClose(driver.machine.placement.center.x, 100, within: 1e-6))
  }

  @Test func aLayoutMoveUnderADraggingFingerLeavesTheViewUnderIt() {
    var driver = bounded(200)
    driver.pointer(.down, 200, 240, at: 0.1)
    for step in 1...5 {
      driver.pointer(.move, 200 - Double(step) * 6, 240, at: 0.1 + 0.02 * Double(step))
    }
    let held = driver.machine.placement.center.x
    layOut(&driver, 100, width: 400)
    #expect(isClose(driver.machine.placement.center.x, held, within: 1e-6))
    // It had jumped 100 points away from the finger, and moved faster than it.
    driver.pointer(.move, 162, 240, at: 0.24)
    #expect(isClose(driver.machine.placement.center.x, held - 8, within: 1e-6))
  }

  @Test func aSpringOfTheUsersGoesOnFromTheLayoutsNewPlace() {
    var driver = bounded(200)
    driver.call({ $0.move(by: Vector(dx: 50, dy: 0), at: $1) }, at: 0.1)
    driver.wait(0.05)
    // The app moves the view 50 points left while it heads 50 points right of its old place.
    layOut(&driver, 150, width: 400)
    driver.settle(limit: 3)
    #expect(isClose(driver.machine.placement.center.x, 200, within: 1e-6))
  }

  @Test func aViewTheBoundsMovedComesBackAsTheyGrow() {
    // 300 points wide at 50 to 350: a 240-point board centres it, and a 400-point one has room.
    var driver = bounded(200, size: 300)
    layOut(&driver, 200, size: 300, width: 240)
    driver.settle(limit: 3)
    #expect(isClose(driver.machine.placement.center.x, 120, within: 1e-6))
    layOut(&driver, 200, size: 300, width: 400)
    driver.settle(limit: 3)
    #expect(isClose(driver.machine.placement.center.x, 200, within: 1e-6))
  }

  @Test func aFirstLayoutOrAGrowingContainerLeavesTheViewWhereItsLayoutPutIt() {
    // A board is laid out at its minimum size before its real one: the card must not move.
    var configuration = GestureBehavioursMachine.Configuration()
    configuration.behaviours = .all
    let center = Point(x: 148, y: 126)
    let size = Size(width: 216, height: 164)
    var machine = GestureBehavioursMachine(
      center: center, size: size, container: Rect.zero, configuration: configuration)
    machine.setGeometry(
      center: center, size: size, container: Rect(x: 0, y: 0, width: 240, height: 180))
    // A frame passes between the two layouts.
    _ = machine.tick(at: 1.0 / 60)
    machine.setGeometry(
      center: center, size: size, container: Rect(x: 0, y: 0, width: 822, height: 330))
    _ = machine.tick(at: 2)
    let still = !machine.needsTicks
    #expect(still)
    #expect(machine.placement.center == center)
  }

  @Test func aContainerThatShrinksLeavesAViewThatMayLeaveItAlone() {
    var configuration = GestureBehavioursMachine.Configuration()
    configuration.behaviours = .all
    configuration.keepsInsideContainer = false
    var machine = GestureBehavioursMachine(
      center: Point(x: 280, y: 240), size: Size(width: 80, height: 80),
      container: Rect(x: 0, y: 0, width: 320, height: 480), configuration: configuration)
    machine.setGeometry(
      center: Point(x: 280, y: 240), size: Size(width: 80, height: 80),
      container: Rect(x: 0, y: 0, width: 200, height: 480))
    let still = !machine.needsTicks
    #expect(still)
    _ = machine.tick(at: 1)
    #expect(machine.placement.center.x == 280)
  }

  @Test func draggingPastABoundRubberBands() {
    let view = ModelView()
    view.makeMovable()
    view.send(.down, .primary, 160, 240)
    for step in 1...30 {
      view.wait(1.0 / 120)
      view.send(.move, .primary, 160 + Double(step) * 10, 240)
    }
    // 300 points of finger travel; the bound is 110 points away.
    let shown = view.visualCenter.x
    #expect(shown > 270)
    #expect(shown < 270 + 190)
    view.wait(0.1)
    view.send(.up, .primary, 460, 240)
    view.settle()
    #expect(isClose(view.visualCenter.x, 270, within: 1e-6))
  }

  @Test func pinchingIsMultiplicative() {
    // The original's 1 → 1.5 → 2.0 ended at 2.25.
    let view = ModelView()
    view.maximumScale = 4
    view.makePinchable()
    view.twoFingers(center: Point(x: 160, y: 240), radius: 40, to: 60, lift: false)
    #expect(isClose(view.scale, 1.5, within: 1e-6))
    view.send(.move, 1, 160 - 80, 240)
    view.send(.move, 2, 160 + 80, 240)
    #expect(isClose(view.scale, 2, within: 1e-6))
    #expect(view.hooks == ["startPinching"])
  }

  @Test func pinchingScalesAboutTheFingersCentroidFixedAtTheStart() {
    let view = ModelView(size: Size(width: 200, height: 200), container: nil)
    view.maximumScale = 4
    view.makeMovable()
    view.makePinchable()
    // Fingers centred 40 points left of the view's centre.
    view.twoFingers(center: Point(x: 120, y: 240), radius: 30, to: 60, lift: false)
    #expect(isClose(view.scale, 2, within: 1e-6))
    // The point under the fingers stays put: the centre moves twice as far from it.
    #expect(isClose(view.visualCenter, Point(x: 200, y: 240), within: 1e-6))
  }

  @Test func aViewThatCannotMoveScalesAboutItsOwnCentre() {
    let view = ModelView(size: Size(width: 200, height: 200))
    view.makePinchable()
    view.twoFingers(center: Point(x: 120, y: 240), radius: 30, to: 45, lift: false)
    #expect(isClose(view.scale, 1.5, within: 1e-6))
    #expect(view.visualCenter == view.center)
  }

  @Test func rotationsAccumulateExactly() {
    let view = ModelView()
    view.makeRotatable()
    view.twoFingers(
      center: Point(x: 160, y: 240), radius: 40, to: 40, angle: 0, to: 0.1, lift: false)
    #expect(isClose(view.rotation, 0.1, within: 1e-6))
    view.send(.move, 1, 160 - 40 * cos(0.3), 240 - 40 * sin(0.3))
    view.send(.move, 2, 160 + 40 * cos(0.3), 240 + 40 * sin(0.3))
    #expect(isClose(view.rotation, 0.3, within: 1e-6))
  }

  @Test func scaleLimitsRubberBandThenSpringBack() {
    let view = ModelView()
    view.makePinchable()
    view.twoFingers(center: Point(x: 160, y: 240), radius: 20, to: 80, lift: false)
    #expect(view.scale > 2)
    #expect(view.scale < 4)
    view.wait(0.1)
    view.send(.up, 1, 80, 240)
    view.send(.up, 2, 240, 240)
    #expect(view.hooks.last == "finishPinching")
    view.settle()
    #expect(isClose(view.scale, 2, within: 1e-6))
  }

  @Test func aFlickCarriesOnAndEndsInsideTheBounds() {
    let view = ModelView()
    view.makeMovable()
    view.drag(from: Point(x: 160, y: 240), to: Point(x: 200, y: 240), over: 0.05, hold: 0)
    let released = view.visualCenter.x
    view.settle()
    #expect(view.visualCenter.x > released + 20)
    #expect(view.visualCenter.x <= 270 + 1e-6)
  }

  @Test func reducedMotionStopsWhereTheFingerLetGo() {
    let view = ModelView()
    view.makeMovable()
    var machine = view.gestureBehaviours!
    var configuration = machine.configuration
    configuration.reducesMotion = true
    machine.reconfigure(configuration)
    view.gestureBehaviours = machine
    view.drag(from: Point(x: 160, y: 240), to: Point(x: 200, y: 240), over: 0.05, hold: 0)
    let released = view.visualCenter.x
    view.settle()
    #expect(view.visualCenter.x == released)
  }

  @Test func rotationSnapsToRightAnglesWithinTheTolerance() {
    let view = ModelView()
    view.makeRotatable()
    var machine = view.gestureBehaviours!
    var configuration = machine.configuration
    configuration.rotationSnap = .init()
    configuration.scaleSnapTolerance = 0.05
    machine.reconfigure(configuration)
    view.gestureBehaviours = machine
    let angle = 85 * Double.pi / 180
    view.twoFingers(center: Point(x: 160, y: 240), radius: 40, to: 40, angle: 0, to: angle)
    view.settle()
    #expect(isClose(view.rotation, .pi / 2, within: 1e-6))

    view.twoFingers(center: Point(x: 160, y: 240), radius: 40, to: 40, angle: 0, to: 0.4)
    view.settle()
    #expect(isClose(view.rotation, .pi / 2 + 0.4, within: 1e-6))
  }

  @Test func aDoubleTapResetsTheView() {
    let view = ModelView()
    view.makeMovable()
    view.drag(from: Point(x: 160, y: 240), to: Point(x: 120, y: 200))
    view.settle()
    #expect(view.visualCenter != view.center)
    for _ in 0..<2 {
      view.send(.down, .primary, 120, 200)
      view.wait(0.05)
      view.send(.up, .primary, 120, 200)
      view.wait(0.1)
    }
    view.settle()
    #expect(view.transform == .identity)
  }

  @Test func aLoneTapAfterAPinchDoesNotSpoilTheNextDoubleTap() {
    let view = ModelView()
    view.makeMovable()
    view.makePinchable()
    view.makeTappable()
    view.twoFingers(center: Point(x: 160, y: 240), radius: 30, to: 40)
    view.settle()
    view.forgetHooks()
    view.send(.down, .primary, 160, 240)
    view.wait(0.05)
    view.send(.up, .primary, 160, 240)
    #expect(view.hooks == ["touchDown", "touchUp", "tap"])
    view.wait(1)
    for _ in 0..<2 {
      view.send(.down, .primary, 160, 240)
      view.wait(0.05)
      view.send(.up, .primary, 160, 240)
      view.wait(0.1)
    }
    view.settle()
    #expect(view.transform == .identity)
  }

  @Test func aTapDimsTheViewAndTapsWhenReleasedOnIt() {
    let view = ModelView()
    view.makeTappable()
    view.send(.down, .primary, 160, 240)
    view.wait(1.0 / 120)
    #expect(view.alpha == 0.5)
    view.send(.up, .primary, 162, 241)
    #expect(view.alpha == 1)
    #expect(view.hooks == ["touchDown", "touchUp", "tap"])
  }

  @Test func aTapReleasedAwayFromTheViewDoesNotTap() {
    let view = ModelView()
    view.makeTappable()
    view.send(.down, .primary, 160, 240)
    view.wait(1.0 / 120)
    for x in stride(from: 170, through: 300, by: 10) { view.send(.move, .primary, Double(x), 240) }
    view.send(.up, .primary, 300, 240)
    // Leaving reports one touch-up, not one per move; the release does not tap.
    #expect(view.hooks == ["touchDown", "touchUp"])
  }

  @Test func theTapHitTestUsesOneCoordinateSpace() {
    // The original's vector: frame (100, 200, 50, 40), a tap at the view's centre never tapped.
    let view = ModelView(center: Point(x: 125, y: 220), size: Size(width: 50, height: 40))
    view.makeTappable()
    view.send(.down, .primary, 125, 220)
    view.wait(1.0 / 120)
    view.send(.up, .primary, 125, 220)
    #expect(view.hooks.last == "tap")
  }

  @Test func draggingAPressedViewIsNotATap() {
    let view = ModelView()
    view.makeMovable()
    view.makeTappable()
    view.drag(from: Point(x: 160, y: 240), to: Point(x: 200, y: 240))
    #expect(view.hooks == ["touchDown", "touchUp", "startMoving", "finishMoving"])
  }

  @Test func aCancelledPinchFinishesAndTheNextStartsFresh() {
    let view = ModelView()
    view.makePinchable()
    view.twoFingers(center: Point(x: 160, y: 240), radius: 40, to: 60, lift: false)
    view.send(.cancel, 1, 100, 240)
    view.send(.cancel, 2, 220, 240)
    #expect(view.hooks == ["startPinching", "finishPinching"])
    view.settle()
    let scale = view.scale
    view.forgetHooks()
    view.twoFingers(center: Point(x: 160, y: 240), radius: 40, to: 44, lift: false)
    #expect(isClose(view.scale, scale * 1.1, within: 1e-6))
  }

  @Test func theKeyboardMovesScalesTurnsAndResets() {
    let view = ModelView()
    view.makeMovable()
    view.makePinchable()
    view.makeRotatable()
    view.key(.right)
    view.key(.right)
    view.key(.up)
    view.settle()
    #expect(isClose(view.visualCenter, Point(x: 180, y: 230), within: 1e-6))
    view.key(.plus)
    view.settle()
    #expect(isClose(view.scale, 1.1, within: 1e-6))
    view.key(.bracketRight)
    view.settle()
    #expect(isClose(view.rotation, .pi / 12, within: 1e-6))
    view.key(.zero)
    view.settle()
    #expect(view.transform == .identity)
    #expect(view.hooks.prefix(2) == ["startMoving", "finishMoving"])
  }

  @Test func controlWheelScalesAboutThePointerAndShiftWheelTurns() {
    let view = ModelView(container: nil)
    view.makeMovable()
    view.makePinchable()
    view.makeRotatable()
    let scroll = { (dy: Double, modifiers: KeyModifiers) in
      view.handleGestureEvent(
        .scroll(
          ScrollEvent(
            delta: Vector(dx: 0, dy: dy), location: Point(x: 140, y: 240),
            modifiers: modifiers, time: view.time)))
    }
    scroll(-50, .control)
    #expect(isClose(view.scale, 1.1, within: 1e-9))
    // The point under the pointer stays put: the centre moves 10% further from it.
    #expect(isClose(view.visualCenter, Point(x: 162, y: 240), within: 1e-9))
    scroll(50, .control)
    #expect(isClose(view.scale, 1, within: 1e-9))
    scroll(100, .shift)
    #expect(isClose(view.rotation, 2 * .pi / 12, within: 1e-9))
    scroll(100, [])
    #expect(isClose(view.rotation, 2 * .pi / 12, within: 1e-9))
    #expect(view.hooks.prefix(2) == ["startPinching", "finishPinching"])
  }

  @Test func keysForABehaviourTheViewLacksDoNothing() {
    let view = ModelView()
    view.makeTappable()
    view.key(.right)
    view.key(.plus)
    view.settle()
    #expect(view.transform == .identity)
  }

  @Test func aSwipeThatCannotMoveTheViewIsLeftToTheScroll() {
    // The view sits against the top of its container; an upward swipe cannot move it.
    let view = ModelView(center: Point(x: 160, y: 50))
    view.makeMovable()
    view.send(.down, .primary, 160, 60)
    for step in 1...10 {
      view.wait(1.0 / 120)
      view.send(.move, .primary, 160, 60 - Double(step) * 4)
    }
    #expect(view.gestureBehaviours?.claimsPointers == false)
    #expect(view.hooks.isEmpty)
    view.send(.up, .primary, 160, 20)
    view.drag(from: Point(x: 160, y: 60), to: Point(x: 160, y: 120))
    #expect(view.hooks == ["startMoving", "finishMoving"])
  }

  @Test func aGestureStartingOffTheViewIsIgnored() {
    let view = ModelView()
    view.makeMovable()
    view.drag(from: Point(x: 20, y: 20), to: Point(x: 80, y: 80))
    #expect(view.hooks.isEmpty)
    #expect(view.transform == .identity)
  }

  @Test func anOverriddenTranslationConstrainsTheMove() {
    final class Rail: Movable {
      var center = Point(x: 160, y: 240)
      var bounds = Rect(x: 0, y: 0, width: 100, height: 100)
      var transform = AffineTransform2D.identity
      var alpha: Double = 1
      var containerBounds: Rect? = Rect(x: 0, y: 0, width: 320, height: 480)
      var gestureBehaviours: GestureBehavioursMachine?
      func translateCenter(
        translation: Vector, velocity: Vector, startPoint: Point, currentPoint: Point
      ) -> Point {
        Point(x: startPoint.x + translation.dx, y: startPoint.y)
      }
    }
    let rail = Rail()
    rail.makeMovable()
    var time = 0.0
    for (phase, x, y) in [
      (PointerEvent.Phase.down, 160.0, 240.0), (.move, 180, 270), (.move, 200, 300),
    ] {
      time += 0.02
      rail.handleGestureEvent(
        .pointer(PointerEvent(phase: phase, location: Point(x: x, y: y), time: time)))
    }
    #expect(rail.transform.ty == 0)
    #expect(rail.transform.tx == 40)
  }

  @Test func aTransformDecomposesIntoScaleRotationAndTranslation() {
    let transform = ViewTransform(
      translation: Vector(dx: 12, dy: -7), scale: 1.7, rotation: 0.6)
    let read = ViewTransform(transform.affineTransform)
    #expect(read.map { isClose($0.scale, 1.7) && isClose($0.rotation, 0.6) } == true)
    #expect(ViewTransform(AffineTransform2D(scaleX: 2, y: 1)) == nil)
  }
}
