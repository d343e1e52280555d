/// Decimal numbers read and written by Kinetic itself, not by the C library's `strtod` or the
/// standard library's shortest-digits printer: the spec reader is the only code that needs them,
/// and on the web they would be some 6 KB of the module (gzip) for a handful of numbers a file.
///
/// Reading is exact (correctly rounded) for what people write in specs: up to 15 significant
/// digits with an exponent from −22 to 22 after the point is moved, which covers `0.45`, `1e6`,
/// `-36000` and `1234.5678`. A longer or larger number is read with 64 significant bits and
/// rounded once, which gives the nearest double but for numbers within a hair of halfway between
/// two doubles, where it may give the other one: a unit in the last place that no setting in a
/// spec can tell apart.
package enum DecimalNumber {
  /// The number that `text` spells, or `nil` when it is not a decimal number.
  ///
  /// The syntax is JSON's, with a leading `+` and a point with digits on one side only (`5.`,
  /// `.5`) also accepted, as Swift's `Double(String)` accepted them: an optional sign, digits
  /// with an optional point, and an optional exponent (`e` or `E`, an optional sign, digits).
  /// Nothing may come before or after it.
  package static func parse(_ text: ArraySlice<UInt8>) -> Double? {
    var index = text.startIndex
    func next() -> UInt8? { index < text.endIndex ? text[index] : nil }
    var negative = false
    if let sign = next(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      negative = sign == UInt8(ascii: "-")
      index += 1
    }
    // Up to 19 significant digits are kept, as a whole number; the others only move the point.
    var mantissa: UInt64 = 0
    var significant = 0
    var exact = true
    var exponent = 0
    var digits = 0
    var afterPoint = false
    while let byte = next() {
      if byte == UInt8(ascii: "."), !afterPoint {
        afterPoint = true
        index += 1
        continue
      }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
      index += 1
      digits += 1
      let digit = UInt64(byte - UInt8(ascii: "0"))
      if significant < 19 {
        if mantissa != 0 || digit != 0 {
          mantissa = mantissa * 10 + digit
          significant += 1
        }
        if afterPoint { exponent -= 1 }
      } else {
        if digit != 0 { exact = false }
        if !afterPoint { exponent += 1 }
      }
    }
    guard digits > 0 else { return nil }
    if let marker = next(), marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
      index += 1
      var negativeExponent = false
      if let sign = next(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
        negativeExponent = sign == UInt8(ascii: "-")
        index += 1
      }
      var written = 0
      var exponentDigits = 0
      while let byte = next(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        index += 1
        exponentDigits += 1
        // Past a million the number is zero or infinite whatever follows.
        written = Swift.min(written * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
      }
      guard exponentDigits > 0 else { return nil }
      exponent += negativeExponent ? -written : written
    }
    guard index == text.endIndex else { return nil }
    let magnitude: Double
    if mantissa == 0 {
      magnitude = 0
    } else if exact, mantissa < 1 << 53, exponent >= -22, exponent <= 22 {
      // Both operands are exact doubles, so the one rounding of the product is the right one.
      magnitude =
        exponent < 0
        ? Double(mantissa) / powerOfTen(-exponent) : Double(mantissa) * powerOfTen(exponent)
    } else if exponent > 400 {
      magnitude = .infinity
    } else if exponent < -400 {
      magnitude = 0
    } else {
      magnitude = Wide(mantissa).times(Wide.powerOfTen(exponent)).double
    }
    return negative ? -magnitude : magnitude
  }

  /// The number as Swift's `description` writes it, in the fewest significant digits that read
  /// back as `value`, 17 at most (`0.45`, `1e-05`, `1.5e+300`, `3600.0`).
  package static func text(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == 0 { return value.sign == .minus ? "-0.0" : "0.0" }
    let magnitude = Swift.abs(value)
    // The decimal exponent of the first significant digit: 10^exponent ≤ magnitude.
    var exponent = 0
    while magnitude >= Wide.powerOfTen(exponent + 1).double { exponent += 1 }
    while magnitude < Wide.powerOfTen(exponent).double { exponent -= 1 }
    var digits: [UInt8] = []
    for count in 1...17 {
      let shift = count - 1 - exponent
      digits = decimalDigits(Wide(magnitude).times(Wide.powerOfTen(shift)).nearestWhole)
      var candidate = digits
      candidate.append(UInt8(ascii: "e"))
      if shift > 0 { candidate.append(UInt8(ascii: "-")) }
      candidate.append(contentsOf: decimalDigits(UInt64(Swift.abs(shift))))
      if parse(candidate[...]) == magnitude {
        // Rounding up may carry into one more digit (9.96 to one digit is 10).
        exponent += digits.count - count
        break
      }
    }
    while digits.count > 1, digits.last == UInt8(ascii: "0") { digits.removeLast() }
    var text: [UInt8] = value < 0 ? [UInt8(ascii: "-")] : []
    if exponent < -4 || exponent >= 16 {
      text.append(digits[0])
      if digits.count > 1 {
        text.append(UInt8(ascii: "."))
        text.append(contentsOf: digits[1...])
      }
      text.append(contentsOf: (exponent < 0 ? "e-" : "e+").utf8)
      if Swift.abs(exponent) < 10 { text.append(UInt8(ascii: "0")) }
      text.append(contentsOf: decimalDigits(UInt64(Swift.abs(exponent))))
    } else if exponent < 0 {
      text.append(contentsOf: "0.".utf8)
      text.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -exponent - 1))
      text.append(contentsOf: digits)
    } else {
      let whole = exponent + 1
      for position in 0..<Swift.max(whole, digits.count) {
        if position == whole { text.append(UInt8(ascii: ".")) }
        text.append(position < digits.count ? digits[position] : UInt8(ascii: "0"))
      }
      if digits.count <= whole { text.append(contentsOf: ".0".utf8) }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The decimal digits of `number`, as ASCII.
  private static func decimalDigits(_ number: UInt64) -> [UInt8] {
    var digits: [UInt8] = []
    var left = number
    repeat {
      digits.append(UInt8(ascii: "0") + UInt8(left % 10))
      left /= 10
    } while left > 0
    return digits.reversed()
  }

  /// 10 to the power `exponent`, exact up to 10²².
  private static func powerOfTen(_ exponent: Int) -> Double {
    var power = 1.0
    for _ in 0..<exponent { power *= 10 }
    return power
  }

  /// A number as 64 significant bits and a binary exponent (`bits` × 2^`exponent`, the top bit
  /// of `bits` set): eleven bits more than a double, so that a product of a few of them is still
  /// within a unit in the last place of the double it rounds to.
  private struct Wide {
    var bits: UInt64
    var exponent: Int

    init(bits: UInt64, exponent: Int) {
      self.bits = bits
      self.exponent = exponent
    }

    /// A whole number other than 0.
    init(_ whole: UInt64) {
      let shift = whole.leadingZeroBitCount
      self.init(bits: whole << shift, exponent: -shift)
    }

    /// A double other than 0.
    init(_ double: Double) {
      let whole =
        double.isNormal ? double.significandBitPattern | 1 << 52 : double.significandBitPattern
      self.init(whole)
      exponent += Int(double.isNormal ? double.exponent : Double.leastNormalMagnitude.exponent) - 52
    }

    /// The product, its low bits cut off.
    func times(_ other: Wide) -> Wide {
      let (high, low) = bits.multipliedFullWidth(by: other.bits)
      let shift = high.leadingZeroBitCount
      let top = shift == 0 ? high : high << shift | low >> (64 - shift)
      return Wide(bits: top, exponent: exponent + other.exponent + 64 - shift)
    }

    /// 10^`exponent`, squared up from 10 or from a tenth.
    static func powerOfTen(_ exponent: Int) -> Wide {
      var base =
        exponent < 0
        ? Wide(bits: 0xCCCC_CCCC_CCCC_CCCD, exponent: -67) : Wide(bits: 0xA << 60, exponent: -60)
      var power = Wide(bits: 1 << 63, exponent: -63)
      var left = exponent.magnitude
      while left > 0 {
        if left & 1 == 1 { power = power.times(base) }
        base = base.times(base)
        left >>= 1
      }
      return power
    }

    /// The nearest whole number, for a number below 2^63.
    var nearestWhole: UInt64 {
      guard exponent < 0 else { return bits << exponent }
      guard exponent > -64 else { return exponent == -64 ? bits >> 63 : 0 }
      return bits >> -exponent + (bits >> (-exponent - 1)) & 1
    }

    /// The nearest double (converting the 64 bits rounds them to 53), infinite past the largest.
    var double: Double { Double(sign: .plus, exponent: exponent, significand: Double(bits)) }
  }
}
