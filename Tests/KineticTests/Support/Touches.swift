import Foundation
import Kinetic

/// Builds the pointer events of a scripted gesture on a virtual clock.
struct Touches {
  private(set) var events: [PointerEvent] = []

  mutating func down(_ x: Double, _ y: Double, at time: Double) {
    add(.down, .primary, x, y, time)
  }
  mutating func move(_ x: Double, _ y: Double, at time: Double) {
    add(.move, .primary, x, y, time)
  }
  mutating func up(_ x: Double, _ y: Double, at time: Double) { add(.up, .primary, x, y, time) }
  mutating func cancel(_ x: Double, _ y: Double, at time: Double) {
    add(.cancel, .primary, x, y, time)
  }

  mutating func down(_ pointer: PointerID, _ x: Double, _ y: Double, at time: Double) {
    add(.down, pointer, x, y, time)
  }
  mutating func move(_ pointer: PointerID, _ x: Double, _ y: Double, at time: Double) {
    add(.move, pointer, x, y, time)
  }
  mutating func up(_ pointer: PointerID, _ x: Double, _ y: Double, at time: Double) {
    add(.up, pointer, x, y, time)
  }
  mutating func cancel(_ pointer: PointerID, _ x: Double, _ y: Double, at time: Double) {
    add(.cancel, pointer, x, y, time)
  }

  private mutating func add(
    _ phase: PointerEvent.Phase, _ pointer: PointerID, _ x: Double, _ y: Double, _ time: Double
  ) {
    events.append(
      PointerEvent(pointer: pointer, phase: phase, location: Point(x: x, y: y), time: time))
  }

  /// Two fingers placed symmetrically about `center`, `radius` away, at `angle`.
  mutating func twoFingers(
    _ phase: PointerEvent.Phase,
    center: Point,
    radius: Double,
    angle: Double,
    at time: Double
  ) {
    let offset = Vector(dx: cos(angle) * radius, dy: sin(angle) * radius)
    events.append(
      PointerEvent(
        pointer: 1, phase: phase, location: center.offset(by: offset.scaled(by: -1)), time: time))
    events.append(
      PointerEvent(pointer: 2, phase: phase, location: center.offset(by: offset), time: time))
  }
}

/// Whether two numbers agree within `tolerance`.
func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two vectors agree within `tolerance` in each component.
func isClose(_ a: Vector, _ b: Vector, within tolerance: Double = 1e-9) -> Bool {
  isClose(a.dx, b.dx, within: tolerance) && isClose(a.dy, b.dy, within: tolerance)
}

/// Whether two points agree within `tolerance` in each coordinate.
func isClose(_ a: Point, _ b: Point, within tolerance: Double = 1e-9) -> Bool {
  isClose(a.x, b.x, within: tolerance) && isClose(a.y, b.y, within: tolerance)
}
