import Foundation
import Kinetic
import Testing

struct TimingCurveTests {
  @Test(arguments: [
    TimingCurve.linear, .easeIn, .easeOut, .easeInOut, TimingCurve(0.2, 1.4, 0.3, -0.5),
  ])
  func valuesAreSolvedToAMillionth(curve: TimingCurve) {
    for step in 0...200 {
      let progress = Double(step) / 200
      #expect(abs(curve.value(at: progress) - referenceValue(curve, progress)) < 1e-6)
    }
  }

  @Test func linearIsTheIdentity() {
    for progress in stride(from: 0.0, through: 1, by: 0.125) {
      #expect(isClose(TimingCurve.linear.value(at: progress), progress, within: 1e-9))
    }
  }

  @Test func easeInOutIsSymmetric() {
    let curve = TimingCurve.easeInOut
    #expect(isClose(curve.value(at: 0.5), 0.5, within: 1e-7))
    for progress in stride(from: 0.05, through: 0.45, by: 0.05) {
      #expect(isClose(curve.value(at: progress) + curve.value(at: 1 - progress), 1, within: 1e-6))
    }
    #expect(curve.value(at: 0.25) < 0.25)
    #expect(TimingCurve.easeOut.value(at: 0.25) > 0.25)
    #expect(TimingCurve.easeIn.value(at: 0.25) < 0.25)
  }

  @Test func progressOutsideTheDurationIsClamped() {
    #expect(TimingCurve.easeIn.value(at: -3) == 0)
    #expect(TimingCurve.easeIn.value(at: 7) == 1)
    #expect(TimingCurve.easeIn.value(at: .nan) == 0)
  }

  @Test func controlPointsThatWouldRunTimeBackwardsAreClamped() {
    let curve = TimingCurve(-1, 0, 2, 1)
    #expect(curve.control1.x == 0)
    #expect(curve.control2.x == 1)
    let broken = TimingCurve(.nan, .nan, .infinity, 1)
    #expect(isClose(broken.value(at: 0.3), TimingCurve(0, 0, 1, 1).value(at: 0.3), within: 1e-9))
  }

  @Test func theSlopeIsTheCurvesRateOfChange() {
    let curve = TimingCurve.easeInOut
    let h = 1e-5
    for progress in [0.1, 0.3, 0.5, 0.8] {
      let numeric = (curve.value(at: progress + h) - curve.value(at: progress - h)) / (2 * h)
      #expect(isClose(curve.slope(at: progress), numeric, within: 1e-3))
    }
    #expect(isClose(TimingCurve.linear.slope(at: 0.4), 1, within: 1e-9))
  }
}

/// The curve's value at `progress`, found by bisecting the parameter to the limit of precision.
private func referenceValue(_ curve: TimingCurve, _ progress: Double) -> Double {
  let p1 = curve.control1
  let p2 = curve.control2
  func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<200 {
    let mid = (low + high) / 2
    if bezier(p1.x, p2.x, mid) < progress { low = mid } else { high = mid }
  }
  return bezier(p1.y, p2.y, (low + high) / 2)
}
