import Kinetic
import Testing

struct DoubleWholeNumberTests {
  @Test(arguments: [
    (Double.nan, 7), (.infinity, Int.max), (-.infinity, Int.min), (1e308, Int.max),
    (-1e308, Int.min), (9.3e18, Int.max), (2.5, 3), (-2.5, -3), (Double.leastNonzeroMagnitude, 0),
    (41.4, 41),
  ])
  func anyDoubleBecomesAWholeNumberWithoutStopping(value: Double, whole: Int) {
    #expect(value.wholeNumber(in: Int.min...Int.max, fallback: 7) == whole)
  }

  @Test func aWholeNumberIsHeldWithinItsRangeAndRoundedByItsRule() {
    #expect(1e300.wholeNumber(in: -1...4, fallback: 0) == 4)
    #expect((-1e300).wholeNumber(in: -1...4, fallback: 0) == -1)
    #expect(Double.nan.wholeNumber(in: 2...4, fallback: 0) == 2)
    #expect(2.9.wholeNumber(in: -1...4, rounding: .towardZero, fallback: 0) == 2)
    #expect(2.1.wholeNumber(in: -1...4, rounding: .up, fallback: 0) == 3)
  }

  @Test(arguments: [
    (Double.nan, 9.0), (.infinity, 9), (-.infinity, 9), (1e308, 60), (-1e308, 0), (-1, 0),
    (0.25, 0.25), (60, 60),
  ])
  func aNumberIsHeldWithinItsRangeAndOneNotFiniteFallsBack(value: Double, held: Double) {
    #expect(value.held(in: 0...60, fallback: 9) == held)
  }
}
