import Foundation
import Kinetic
import Testing

struct PanRecognizerTests {
  @Test func movementWithinTheSlopIsNotAPan() {
    var pan = PanRecognizer()
    var touches = Touches()
    touches.down(100, 100, at: 0)
    touches.move(105, 103, at: 0.02)
    touches.up(105, 103, at: 0.04)
    #expect(touches.events.compactMap { pan.handle($0) }.isEmpty)
  }

  @Test func aDragBeginsAtTheSlopAndMeasuresFromTouchDown() throws {
    var pan = PanRecognizer()
    var touches = Touches()
    touches.down(100, 100, at: 0)
    touches.move(106, 100, at: 0.01)
    touches.move(112, 100, at: 0.02)
    touches.move(150, 120, at: 0.03)
    touches.up(150, 120, at: 0.04)
    let reports = touches.events.compactMap { pan.handle($0) }
    #expect(reports.map(\.phase) == [.began, .changed, .ended])
    #expect(reports[0].translation == Vector(dx: 12, dy: 0))
    #expect(reports[1].translation == Vector(dx: 50, dy: 20))
    #expect(reports[2].translation == Vector(dx: 50, dy: 20))
    #expect(reports[2].location == Point(x: 150, y: 120))
    #expect(!pan.isActive)
  }

  @Test func theReleaseVelocityIsTheFingersVelocity() throws {
    var pan = PanRecognizer()
    var touches = Touches()
    touches.down(0, 0, at: 0)
    for step in 1...10 {
      let t = Double(step) / 120
      touches.move(800 * t, -400 * t, at: t)
    }
    touches.up(800 * 10 / 120, -400 * 10 / 120, at: 10.0 / 120)
    let ended = try #require(touches.events.compactMap { pan.handle($0) }.last)
    #expect(ended.phase == .ended)
    #expect(isClose(ended.velocity, Vector(dx: 800, dy: -400), within: 1e-6))
  }

  @Test func aHorizontalPanLetsAVerticalDragGo() {
    var pan = PanRecognizer(configuration: .init(axis: .horizontal))
    var touches = Touches()
    touches.down(100, 100, at: 0)
    touches.move(103, 115, at: 0.02)
    touches.move(150, 115, at: 0.04)
    touches.up(150, 115, at: 0.06)
    #expect(touches.events.compactMap { pan.handle($0) }.isEmpty)
    // It recovers for the next gesture.
    var next = Touches()
    next.down(0, 0, at: 1)
    next.move(20, 2, at: 1.02)
    let reports = next.events.compactMap { pan.handle($0) }
    #expect(reports.map(\.phase) == [.began])
    #expect(reports[0].translation == Vector(dx: 20, dy: 0))
  }

  @Test func aFreePanCanLockToTheAxisItStartedAlong() {
    var pan = PanRecognizer(configuration: .init(locksToInitialAxis: true))
    var touches = Touches()
    touches.down(0, 0, at: 0)
    touches.move(2, 12, at: 0.01)
    touches.move(40, 60, at: 0.02)
    let reports = touches.events.compactMap { pan.handle($0) }
    #expect(reports.map(\.translation) == [Vector(dx: 0, dy: 12), Vector(dx: 0, dy: 60)])
  }

  @Test func addingAndLiftingFingersDoesNotMakeTheTranslationJump() {
    var pan = PanRecognizer()
    var touches = Touches()
    touches.down(1, 0, 0, at: 0)
    touches.move(1, 30, 0, at: 0.02)
    touches.down(2, 130, 100, at: 0.03)
    touches.move(1, 40, 0, at: 0.04)
    touches.up(1, 40, 0, at: 0.05)
    touches.move(2, 150, 100, at: 0.06)
    touches.up(2, 150, 100, at: 0.07)
    let reports = touches.events.compactMap { pan.handle($0) }
    #expect(reports.map(\.phase) == [.began, .changed, .changed, .ended])
    // Adding a finger moved the centroid by 50 points, but the translation carried on from 30.
    #expect(reports[1].translation == Vector(dx: 35, dy: 0))
    #expect(reports[2].translation == Vector(dx: 55, dy: 0))
    #expect(reports[2].pointerCount == 1)
  }

  @Test func aCancelledPointerCancelsThePan() {
    var pan = PanRecognizer()
    var touches = Touches()
    touches.down(0, 0, at: 0)
    touches.move(30, 0, at: 0.02)
    touches.cancel(30, 0, at: 0.03)
    let reports = touches.events.compactMap { pan.handle($0) }
    #expect(reports.map(\.phase) == [.began, .cancelled])
    #expect(reports[1].velocity == .zero)
  }

  @Test func eventsOfPointersThatAreNotDownAreIgnored() {
    var pan = PanRecognizer()
    var touches = Touches()
    touches.move(3, 50, 50, at: 0)
    touches.up(3, 50, 50, at: 0.01)
    touches.down(0, 0, at: 0.02)
    touches.move(0, .nan, at: 0.03)
    touches.move(0, 40, at: 0.04)
    let reports = touches.events.compactMap { pan.handle($0) }
    #expect(reports.map(\.phase) == [.began])
    #expect(reports[0].translation == Vector(dx: 0, dy: 40))
  }

  @Test func tooManyFingersCancelThePan() {
    var pan = PanRecognizer(configuration: .init(maximumPointers: 1))
    var touches = Touches()
    touches.down(1, 0, 0, at: 0)
    touches.move(1, 20, 0, at: 0.01)
    touches.down(2, 50, 50, at: 0.02)
    touches.move(1, 40, 0, at: 0.03)
    let reports = touches.events.compactMap { pan.handle($0) }
    #expect(reports.map(\.phase) == [.began, .cancelled])
  }

  @Test func theHostCanCancelAPanInProgress() {
    var pan = PanRecognizer()
    var touches = Touches()
    touches.down(0, 0, at: 0)
    touches.move(0, 30, at: 0.01)
    _ = touches.events.compactMap { pan.handle($0) }
    #expect(pan.cancel(at: 0.02)?.phase == .cancelled)
    #expect(
      pan.handle(PointerEvent(phase: .move, location: Point(x: 0, y: 80), time: 0.03)) == nil)
  }
}
