extension Double {
  /// This number rounded by `rule` to a whole number held within `range`; NaN gives `fallback`.
  ///
  /// `Int(_:)` stops the process for a value it cannot hold (NaN, an infinity, anything beyond
  /// ±9.2 × 10¹⁸), and an app can hand the machines any of those: page positions, angles and
  /// percentages are turned into whole numbers through this instead.
  package func wholeNumber(
    in range: ClosedRange<Int>, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
    fallback: Int
  ) -> Int {
    guard !isNaN else { return Swift.min(Swift.max(fallback, range.lowerBound), range.upperBound) }
    let whole = rounded(rule)
    if whole <= Double(range.lowerBound) { return range.lowerBound }
    if whole >= Double(range.upperBound) { return range.upperBound }
    return Int(whole)
  }

  /// This number held within `range`, or `fallback` when it is not finite: how a repaired
  /// configuration keeps a duration, a length or a fraction an app hands it.
  package func held(in range: ClosedRange<Double>, fallback: Double) -> Double {
    isFinite ? Swift.min(Swift.max(self, range.lowerBound), range.upperBound) : fallback
  }
}
