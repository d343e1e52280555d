import Foundation
import Kinetic
import Testing

struct TapAndLongPressTests {
  @Test func aPressAndReleaseInPlaceIsATap() {
    var tap = TapRecognizer()
    var touches = Touches()
    touches.down(10, 10, at: 0)
    touches.move(14, 12, at: 0.05)
    touches.up(14, 12, at: 0.1)
    let reports = touches.events.compactMap { tap.handle($0) }
    #expect(reports.map(\.phase) == [.began, .ended])
    #expect(reports[1].tapCount == 1)
  }

  @Test func movingBeyondTheAllowanceIsNotATap() {
    var tap = TapRecognizer()
    var touches = Touches()
    touches.down(10, 10, at: 0)
    touches.move(25, 10, at: 0.05)
    touches.up(25, 10, at: 0.1)
    let reports = touches.events.compactMap { tap.handle($0) }
    #expect(reports.map(\.phase) == [.began, .cancelled])
  }

  @Test func leavingAndReenteringTheHitRegionIsReportedAndOnlyAReleaseInsideTaps() {
    let region = Rect(x: 0, y: 0, width: 20, height: 20)
    var tap = TapRecognizer(configuration: .init(allowableMovement: 100, hitRegion: region))
    var touches = Touches()
    touches.down(15, 10, at: 0)
    touches.move(25, 10, at: 0.02)
    touches.move(27, 10, at: 0.03)
    touches.move(18, 10, at: 0.04)
    touches.up(18, 10, at: 0.05)
    let reports = touches.events.compactMap { tap.handle($0) }
    #expect(reports.map(\.phase) == [.began, .changed, .changed, .ended])
    #expect(reports.map(\.isInside) == [true, false, true, true])

    var outside = Touches()
    outside.down(15, 10, at: 1)
    outside.up(30, 10, at: 1.05)
    #expect(outside.events.compactMap { tap.handle($0) }.map(\.phase) == [.began, .cancelled])
  }

  @Test func aPressShorterThanTheMinimumIsNotATap() {
    var tap = TapRecognizer(configuration: .init(minimumPressDuration: 0.2))
    var touches = Touches()
    touches.down(0, 0, at: 0)
    touches.up(0, 0, at: 0.1)
    touches.down(0, 0, at: 1)
    touches.up(0, 0, at: 1.25)
    let reports = touches.events.compactMap { tap.handle($0) }
    #expect(reports.map(\.phase) == [.began, .cancelled, .began, .ended])
  }

  @Test func aDoubleTapEndsAtTheSecondRelease() {
    var tap = TapRecognizer(configuration: .init(numberOfTapsRequired: 2))
    var touches = Touches()
    touches.down(0, 0, at: 0)
    touches.up(0, 0, at: 0.05)
    touches.down(2, 1, at: 0.2)
    touches.up(2, 1, at: 0.25)
    let reports = touches.events.compactMap { tap.handle($0) }
    #expect(reports.map(\.phase) == [.began, .ended])
    #expect(reports[1].tapCount == 2)
  }

  @Test func aLateSecondTapCancelsTheDoubleTapWhenTimePasses() {
    var tap = TapRecognizer(configuration: .init(numberOfTapsRequired: 2))
    var touches = Touches()
    touches.down(0, 0, at: 0)
    touches.up(0, 0, at: 0.05)
    _ = touches.events.compactMap { tap.handle($0) }
    #expect(tap.advance(to: 0.2) == nil)
    let timedOut = tap.advance(to: 0.5)
    #expect(timedOut?.phase == .cancelled)
    #expect(timedOut?.tapCount == 1)
    #expect(!tap.isActive)
  }

  @Test func aSecondFingerSpoilsATap() {
    var tap = TapRecognizer()
    var touches = Touches()
    touches.down(1, 0, 0, at: 0)
    touches.down(2, 40, 0, at: 0.01)
    touches.up(1, 0, 0, at: 0.02)
    touches.up(2, 40, 0, at: 0.02)
    let reports = touches.events.compactMap { tap.handle($0) }
    #expect(reports.map(\.phase) == [.began, .cancelled])
  }

  @Test func aLongPressBeginsOnceHeldLongEnough() {
    var press = LongPressRecognizer()
    var touches = Touches()
    touches.down(50, 50, at: 0)
    touches.move(53, 52, at: 0.2)
    _ = touches.events.compactMap { press.handle($0) }
    #expect(press.advance(to: 0.4) == nil)
    let began = press.advance(to: 0.5)
    #expect(began?.phase == .began)
    #expect(began?.location == Point(x: 53, y: 52))
    let moved = press.handle(
      PointerEvent(phase: .move, location: Point(x: 150, y: 50), time: 0.6))
    #expect(moved?.phase == .changed)
    #expect(moved?.translation == Vector(dx: 100, dy: 0))
    let ended = press.handle(PointerEvent(phase: .up, location: Point(x: 150, y: 50), time: 0.7))
    #expect(ended?.phase == .ended)
    #expect(!press.isActive)
  }

  @Test func aMoveLateEnoughAlsoBeginsTheLongPress() {
    var press = LongPressRecognizer(configuration: .init(minimumPressDuration: 0.3))
    _ = press.handle(PointerEvent(phase: .down, location: .zero, time: 0))
    let began = press.handle(PointerEvent(phase: .move, location: Point(x: 1, y: 0), time: 0.35))
    #expect(began?.phase == .began)
  }

  @Test func driftingOrLiftingEarlyIsNotALongPress() {
    var press = LongPressRecognizer()
    _ = press.handle(PointerEvent(phase: .down, location: .zero, time: 0))
    #expect(
      press.handle(PointerEvent(phase: .move, location: Point(x: 30, y: 0), time: 0.1)) == nil)
    #expect(press.advance(to: 1) == nil)
    _ = press.handle(PointerEvent(phase: .up, location: .zero, time: 1.1))
    _ = press.handle(PointerEvent(phase: .down, location: .zero, time: 2))
    #expect(press.handle(PointerEvent(phase: .up, location: .zero, time: 2.2)) == nil)
    #expect(press.advance(to: 3) == nil)
  }
}
