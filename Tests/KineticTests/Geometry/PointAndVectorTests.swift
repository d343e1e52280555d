import Foundation
import Kinetic
import Testing

struct PointAndVectorTests {
  @Test func vectorsLeadFromOnePointToAnother() {
    let a = CGPoint(x: 1, y: 2)
    let b = CGPoint(x: 4, y: 6)
    #expect(a.vector(to: b) == CGVector(dx: 3, dy: 4))
    #expect(a.distance(to: b) == 5)
    #expect(a.offset(by: a.vector(to: b)) == b)
    #expect(a.interpolated(to: b, fraction: 0.5) == CGPoint(x: 2.5, y: 4))
  }

  @Test func vectorArithmeticIsComponentWise() {
    let v = CGVector(dx: 3, dy: -4)
    #expect(v.length == 5)
    #expect(v.scaled(by: 2) == CGVector(dx: 6, dy: -8))
    #expect(v.adding(CGVector(dx: 1, dy: 1)) == CGVector(dx: 4, dy: -3))
    #expect(v.subtracting(v) == .zero)
    #expect(isClose(CGVector(dx: 0, dy: 1).angle, .pi / 2))
  }

  @Test func nonFiniteValuesAreDetected() {
    #expect(!CGPoint(x: CGFloat.nan, y: 0).isFinite)
    #expect(!CGVector(dx: 0, dy: .infinity).isFinite)
    #expect(CGPoint(x: 1, y: 1).isFinite)
  }
}
