package import Foundation

/// One line of a play trace: `{"t": 0.050, "event": "update", "progress": 0.5}`.
///
/// Keys keep the order they were added in, `t` and `event` first, so traces diff cleanly.
package struct TraceLine: Sendable, Hashable, CustomStringConvertible {
  /// A field value.
  package enum Value: Sendable, Hashable {
    /// A number, printed with at most four decimals.
    case number(Double)
    /// A string.
    case string(String)
    /// A boolean.
    case bool(Bool)
    /// A list of numbers, such as a frame.
    case numbers([Double])
  }

  /// The time in seconds.
  package var time: TimeInterval
  /// The event's name.
  package var event: String
  /// The other fields, in order.
  package var fields: [(key: String, value: Value)]

  /// Creates a line.
  package init(time: TimeInterval, event: String, fields: [(key: String, value: Value)] = []) {
    self.time = time
    self.event = event
    self.fields = fields
  }

  /// Compares two lines field by field.
  package static func == (lhs: TraceLine, rhs: TraceLine) -> Bool {
    lhs.description == rhs.description
  }

  /// Hashes the printed line.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(description)
  }

  /// The line as printed: compact JSON with `t` in milliseconds precision.
  package var description: String {
    var text = "{\"t\": \(formatTime(time)), \"event\": \(quote(event))"
    for (key, value) in fields {
      text += ", \(quote(key)): \(render(value))"
    }
    return text + "}"
  }

  private func render(_ value: Value) -> String {
    switch value {
    case .number(let number): formatNumber(number)
    case .string(let string): quote(string)
    case .bool(let bool): bool ? "true" : "false"
    case .numbers(let numbers): "[" + numbers.map(formatNumber).joined(separator: ", ") + "]"
    }
  }
}

/// A time rounded to milliseconds, always with three decimals: `0.050`.
func formatTime(_ time: TimeInterval) -> String {
  let milliseconds = Int((time * 1000).rounded())
  let sign = milliseconds < 0 ? "-" : ""
  let magnitude = abs(milliseconds)
  let fraction = String(magnitude % 1000)
  return
    "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
}

/// A number with at most four decimals and no trailing zeros: `0.5`, `1`, `0.1234`.
func formatNumber(_ value: Double) -> String {
  guard value.isFinite else { return "null" }
  let scaled = (value * 10_000).rounded()
  if scaled == 0 { return "0" }
  let whole = scaled / 10_000
  if whole == whole.rounded(), abs(whole) < 1e15 { return String(Int(whole)) }
  var text = String(Int(scaled.magnitude) / 10_000) + "."
  var fraction = String(Int(scaled.magnitude) % 10_000)
  fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
  while fraction.hasSuffix("0") { fraction.removeLast() }
  text += fraction
  return scaled < 0 ? "-" + text : text
}

/// `string` as a JSON string literal, for the CLI's JSON lines (trace, ready line, layout).
package func quote(_ string: String) -> String {
  var text = "\""
  for scalar in string.unicodeScalars {
    switch scalar {
    case "\"": text += "\\\""
    case "\\": text += "\\\\"
    case "\n": text += "\\n"
    case "\r": text += "\\r"
    case "\t": text += "\\t"
    case _ where scalar.value < 0x20:
      let hex = String(scalar.value, radix: 16)
      text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: text.unicodeScalars.append(scalar)
    }
  }
  return text + "\""
}
