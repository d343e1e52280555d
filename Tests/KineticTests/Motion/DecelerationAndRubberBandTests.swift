import Foundation
import Kinetic
import Testing

struct DecelerationAndRubberBandTests {
  @Test func aFlickAtTheNormalRateProjectsAboutFiveHundredPoints() {
    let projected = Deceleration.normal.projectedDistance(velocity: 1000)
    #expect(isClose(projected, 499.5, within: 0.01))
    // The designers' discrete formula, (v / 1000) · r / (1 − r), agrees to within a point.
    #expect(abs(projected - 1.0 * 0.998 / 0.002) < 1)
    #expect(isClose(Deceleration.fast.projectedDistance(velocity: 1000), 99.5, within: 0.01))
  }

  @Test func theVelocityLosesTheRateEveryMillisecond() {
    let deceleration = Deceleration.normal
    let v = deceleration.velocity(at: 0.001, initialVelocity: 1000)
    #expect(isClose(v, 998, within: 1e-9))
    #expect(
      isClose(
        deceleration.velocity(at: 0.1, initialVelocity: 1000), 1000 * pow(0.998, 100), within: 1e-9)
    )
  }

  @Test func theOffsetApproachesTheProjectionAndIsTheVelocitysIntegral() {
    let deceleration = Deceleration.normal
    #expect(
      isClose(
        deceleration.offset(at: 60, velocity: -1500),
        deceleration.projectedDistance(velocity: -1500), within: 1e-6))
    let h = 1e-6
    let slope =
      (deceleration.offset(at: 0.2 + h, velocity: 700)
        - deceleration.offset(at: 0.2 - h, velocity: 700)) / (2 * h)
    #expect(isClose(slope, deceleration.velocity(at: 0.2, initialVelocity: 700), within: 1e-4))
  }

  @Test func aCoastEndsWhenItIsSlowerThanTheThreshold() {
    let deceleration = Deceleration.normal
    let duration = deceleration.duration(velocity: 2000, threshold: 1)
    #expect(isClose(deceleration.velocity(at: duration, initialVelocity: 2000), 1, within: 1e-9))
    #expect(deceleration.duration(velocity: 0.5, threshold: 1) == 0)
    #expect(Deceleration(rate: 7).rate < 1)
  }

  @Test func smallOvershootsBarelyResistAndLargeOnesNeverPassTheDimension() {
    let band = RubberBand.standard
    #expect(isClose(band.offset(for: 1, dimension: 600), 0.55, within: 1e-3))
    #expect(band.offset(for: 1e9, dimension: 600) < 600)
    #expect(band.offset(for: 1e9, dimension: 600) > 599)
    #expect(band.offset(for: -50, dimension: 600) == -band.offset(for: 50, dimension: 600))
    // use-gesture's form of the same curve: (1 − 1/(x·c/d + 1))·d.
    let x = 120.0
    #expect(
      isClose(
        band.offset(for: x, dimension: 600), (1 - 1 / (x * 0.55 / 600 + 1)) * 600, within: 1e-9))
  }

  @Test func theOvershootForAnOffsetInvertsTheBand() {
    let band = RubberBand(constant: 0.3)
    for x in [-400.0, -3, 0, 12, 250, 5000] {
      let shown = band.offset(for: x, dimension: 480)
      #expect(isClose(band.overshoot(for: shown, dimension: 480), x, within: 1e-6 * max(1, abs(x))))
    }
  }

  @Test func clampingLeavesValuesInsideTheRangeAlone() {
    let band = RubberBand.standard
    #expect(band.clamp(40, to: 0...100, dimension: 300) == 40)
    #expect(
      band.clamp(150, to: 0...100, dimension: 300) == 100 + band.offset(for: 50, dimension: 300))
    #expect(band.clamp(-20, to: 0...100, dimension: 300) == -band.offset(for: 20, dimension: 300))
    #expect(band.offset(for: .nan, dimension: 300) == 0)
    #expect(band.offset(for: 10, dimension: 0).isFinite)
  }
}
