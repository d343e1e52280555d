/// Numbers as the smoke program prints them, digit by digit, so that the Embedded build and the
/// native one print the same text: Embedded Swift has no `description` for floating point, and
/// the two builds' C maths may differ in the last bits, far below the six decimals printed.
enum Format {
  /// `value` rounded to `decimals` places (at most 9), such as `-12.500000`; `nan`, `inf`,
  /// `-inf` for those.
  static func fixed(_ value: Double, decimals: Int = 6) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value.magnitude * scale).rounded()
    // Beyond 2^53 a Double has no fractional digits left to print: say so rather than trap.
    guard scaled < 9_007_199_254_740_992 else { return value < 0 ? "-huge" : "huge" }
    let units = UInt64(scaled)
    let whole = units / UInt64(scale)
    var fraction = String(units % UInt64(scale))
    while fraction.count < decimals { fraction = "0" + fraction }
    let sign = value < 0 && units != 0 ? "-" : ""
    return decimals == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }

  /// A point as `(x, y)`.
  static func point(_ x: Double, _ y: Double) -> String {
    "(\(fixed(x)), \(fixed(y)))"
  }

  /// A rectangle as `(x, y, width, height)`.
  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
    "(\(fixed(x)), \(fixed(y)), \(fixed(width)), \(fixed(height)))"
  }
}
