import Foundation
import Kinetic
import Testing

// An app on Linux imports Foundation beside Kinetic. Kinetic's geometry and time names
// (`Point`, `Size`, `Rect`, `Vector`, `AffineTransform2D`, `TimeInterval`) are used here
// unqualified, next to Foundation's own (`Date`, `URL`, `AffineTransform`, `CGPoint`): this file
// compiling is half the test.

@Test func kineticsGeometryAndTimeNamesNeedNoQualifierBesideFoundation() {
  let start: TimeInterval = Date(timeIntervalSince1970: 0).timeIntervalSince1970
  var machine = SlideToConfirmMachine(size: Size(width: 300, height: 50))
  _ = machine.handle(
    .pointer(PointerEvent(phase: .down, location: Point(x: 50, y: 25), time: start)))
  _ = machine.handle(
    .pointer(PointerEvent(phase: .move, location: Point(x: 150, y: 25), time: start + 0.05)))
  #expect(machine.progress == 0.5)

  let frame = Rect(origin: .zero, size: Size(width: 10, height: 20))
  let moved = frame.applying(AffineTransform2D(translationX: 5, y: 0))
  #expect(moved == Rect(x: 5, y: 0, width: 10, height: 20))
  #expect(Point.zero.offset(by: Vector(dx: 3, dy: 4)).distance(to: .zero) == 5)

  // Foundation's own types, in the same scope, still mean Foundation's.
  let foundationTransform = AffineTransform(translationByX: 5, byY: 0)
  #expect(foundationTransform.transform(NSPoint(x: 1, y: 1)) == CGPoint(x: 6, y: 1))
  #expect(URL(fileURLWithPath: "/tmp/spec.json").lastPathComponent == "spec.json")
}
