import Kinetic
import Testing

/// Kinetic reads and writes decimal numbers itself (the web module links neither `strtod` nor
/// Swift's shortest-digits printer); the C library and Swift's `description` are the references.
struct DecimalNumberTests {
  private func parse(_ text: String) -> Double? { DecimalNumber.parse(ArraySlice(text.utf8)) }

  /// A deterministic generator, so that a failure repeats.
  private struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state ^ (state >> 29)
    }
  }

  @Test func numbersOfUpTo15DigitsAreReadExactlyAsTheCLibraryReadsThem() {
    var generator = Generator(state: 42)
    for _ in 0..<100_000 {
      let digits = Int.random(in: -999_999_999_999_999...999_999_999_999_999, using: &generator)
      let shift = Int.random(in: -22...8, using: &generator)
      let text = "\(digits)e\(shift)"
      #expect(parse(text) == Double(text), "\(text)")
      if shift < 0, digits > 0 {
        // The same number with a point: 12345e-2 as 123.45.
        var written = Array(String(digits))
        let point = written.count + shift
        written = point > 0 ? written : Array(repeating: "0", count: 1 - point) + written
        written.insert(".", at: Swift.max(point, 1))
        let decimal = String(written)
        #expect(parse(decimal) == Double(decimal), "\(decimal)")
      }
    }
  }

  @Test func longerAndLargerNumbersAreReadWithinAUnitInTheLastPlace() throws {
    var generator = Generator(state: 7)
    for _ in 0..<20_000 {
      let value = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator))
      guard value.isFinite, value.isNormal else { continue }
      let read = try #require(parse(value.description))
      #expect(Swift.abs(read - value) <= value.ulp, "\(value)")
    }
    #expect(parse("1e400") == .infinity)
    #expect(parse("-1e400") == -.infinity)
    #expect(parse("1e-400") == 0)
    #expect(parse("123456789012345678901234567890") == 1.2345678901234568e29)
  }

  @Test func theSyntaxIsJSONsWithASignAndAPointOnOneSide() {
    let accepted: [(String, Double)] = [
      ("0", 0), ("-0", -0.0), ("+5", 5), (".5", 0.5), ("5.", 5), ("1E3", 1000), ("1e+3", 1000),
      ("2.5e-3", 0.0025), ("00012", 12), ("-36000", -36000), ("0.45", 0.45),
    ]
    for (text, value) in accepted {
      #expect(parse(text) == value, "\(text)")
    }
    for text in [
      "", "-", "+", ".", "e5", "1e", "1e+", "1.2.3", "0x10", "1_0", "1 ", " 1", "nan", "inf",
    ] {
      #expect(parse(text) == nil, "\(text)")
    }
  }

  @Test func numbersAreWrittenAsSwiftWritesThem() {
    let values: [Double] = [
      0.45, 0.3, 0.1 + 0.2, 2.0 / 3, 9.96, 0.001, 1e-4, 1e-5, 0.00012, 3600.5, -36000.25,
      1234.5678, 1e15, 1e16, 9_007_199_254_740_992, 123_456_789_012_345.6, 1.5e300, 2.5e-300,
      1e22, -0.0, 0, 7, -1e6,
    ]
    for value in values {
      #expect(DecimalNumber.text(value) == value.description, "\(value)")
    }
    var generator = Generator(state: 3)
    for _ in 0..<20_000 {
      // Numbers a spec might hold, up to 15 significant digits, after a product's rounding.
      let digits = Int.random(in: -999_999_999_999_999...999_999_999_999_999, using: &generator)
      let value =
        Double(digits) * [1, 1e-3, 1e-6, 1e-9, 1e-12][Int.random(in: 0..<5, using: &generator)]
      let text = DecimalNumber.text(value)
      let read = parse(text) ?? .nan
      #expect(Swift.abs(read - value) <= value.ulp, "\(value) as \(text)")
      #expect(text.utf8.count <= value.description.utf8.count + 1, "\(value) as \(text)")
    }
    #expect(DecimalNumber.text(.nan) == "nan")
    #expect(DecimalNumber.text(-.infinity) == "-inf")
  }
}
