import Foundation
import Kinetic
import Testing

struct PointAndVectorTests {
  @Test func vectorsLeadFromOnePointToAnother() {
    let a = Point(x: 1, y: 2)
    let b = Point(x: 4, y: 6)
    #expect(a.vector(to: b) == Vector(dx: 3, dy: 4))
    #expect(a.distance(to: b) == 5)
    #expect(a.offset(by: a.vector(to: b)) == b)
    #expect(a.interpolated(to: b, fraction: 0.5) == Point(x: 2.5, y: 4))
  }

  @Test func vectorArithmeticIsComponentWise() {
    let v = Vector(dx: 3, dy: -4)
    #expect(v.length == 5)
    #expect(v.scaled(by: 2) == Vector(dx: 6, dy: -8))
    #expect(v.adding(Vector(dx: 1, dy: 1)) == Vector(dx: 4, dy: -3))
    #expect(v.subtracting(v) == .zero)
    #expect(isClose(Vector(dx: 0, dy: 1).angle, .pi / 2))
  }

  @Test func nonFiniteValuesAreDetected() {
    #expect(!Point(x: Double.nan, y: 0).isFinite)
    #expect(!Vector(dx: 0, dy: .infinity).isFinite)
    #expect(Point(x: 1, y: 1).isFinite)
  }
}
