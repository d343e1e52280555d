/// Parses JSON as people write it by hand: comments (`//` and `/* */`) and trailing commas allowed.
///
/// Everything else is strict: UTF-8 text (a byte order mark is skipped; UTF-16 and bytes that are
/// not UTF-8 are refused and located), strings in double quotes, numbers as JSON writes them (no
/// NaN, no Infinity, nothing that overflows a double), no duplicate-free guarantee (the last key
/// wins; ``JSONValue/duplicateKeys()`` finds them), and limits on size and nesting so that a
/// hostile file cannot exhaust memory or the stack.
package struct JSONParser: Sendable {
  /// Limits on what the parser accepts.
  package struct Limits: Sendable, Hashable {
    /// The largest document, in bytes.
    package var maximumBytes: Int
    /// The deepest nesting of arrays and objects.
    package var maximumDepth: Int
    /// The longest object key, in characters, held to ``TextLimits`` as a text is: keys are
    /// quoted in messages and are a file's own strings, so they get the limit its strings get.
    package var maximumKeyCharacters: Int

    /// Creates limits.
    package init(
      maximumBytes: Int = 16 << 20, maximumDepth: Int = 64,
      maximumKeyCharacters: Int = TextLimits.stringCharacters
    ) {
      self.maximumBytes = maximumBytes
      self.maximumDepth = maximumDepth
      self.maximumKeyCharacters = maximumKeyCharacters
    }
  }

  /// Why a text is not JSON, and where.
  package struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is.
    package var location: SourceLocation
    /// What was expected.
    package var message: String

    /// `line:column: message`.
    package var description: String { "\(location): \(message)" }
  }

  /// The limits applied.
  package var limits: Limits

  /// Creates a parser.
  package init(limits: Limits = Limits()) {
    self.limits = limits
  }

  /// Parses a whole document.
  package func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    guard bytes.count <= limits.maximumBytes else {
      throw SyntaxError(
        location: SourceLocation(line: 1, column: 1),
        message: "the file is \(bytes.count) bytes; the most accepted is \(limits.maximumBytes)")
    }
    if let encoding = Self.otherEncoding(of: bytes) {
      throw SyntaxError(
        location: SourceLocation(line: 1, column: 1),
        message: "the file is \(encoding), not UTF-8; save it as UTF-8")
    }
    var reader = Reader(bytes: bytes, limits: limits)
    // A UTF-8 byte order mark is allowed and skipped.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
    try reader.checkUTF8()
    let value = try reader.value(depth: 0)
    try reader.skipSpace()
    if reader.index < bytes.count {
      throw reader.error("expected the end of the file after the value")
    }
    return value
  }

  /// The name of the encoding when `bytes` are plainly UTF-16 or UTF-32 (a byte order mark, or
  /// the zero bytes of ASCII text in those encodings), or `nil`.
  static func otherEncoding(of bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0xFF, 0xFE, 0, 0]) { return "UTF-32 (little-endian)" }
    if bytes.starts(with: [0, 0, 0xFE, 0xFF]) { return "UTF-32 (big-endian)" }
    if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16 (little-endian)" }
    if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16 (big-endian)" }
    guard bytes.count >= 4 else { return nil }
    switch (bytes[0] == 0, bytes[1] == 0, bytes[2] == 0, bytes[3] == 0) {
    case (false, true, true, true): return "UTF-32 (little-endian)"
    case (true, true, true, false): return "UTF-32 (big-endian)"
    case (false, true, false, true): return "UTF-16 (little-endian)"
    case (true, false, true, false): return "UTF-16 (big-endian)"
    default: return nil
    }
  }

  /// Parses a whole document from a string.
  package func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    try parse(Array(text.utf8))
  }
}

private struct Reader {
  let bytes: [UInt8]
  let maximumDepth: Int
  let maximumKeyCharacters: Int
  var index = 0
  var line = 1
  var column = 1

  init(bytes: [UInt8], limits: JSONParser.Limits) {
    self.bytes = bytes
    self.maximumDepth = limits.maximumDepth
    self.maximumKeyCharacters = limits.maximumKeyCharacters
  }

  var location: SourceLocation { SourceLocation(line: line, column: column) }

  func error(_ message: DiagnosticMessage) -> JSONParser.SyntaxError {
    JSONParser.SyntaxError(location: location, message: message.text)
  }

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Steps over one byte; columns count characters, so UTF-8 continuation bytes do not count.
  mutating func advance() {
    let byte = bytes[index]
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
    index += 1
  }

  /// Checks that every byte from here on is UTF-8, or throws at the first that is not.
  func checkUTF8() throws(JSONParser.SyntaxError) {
    var line = self.line
    var column = self.column
    var index = self.index
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        if byte == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else {
          column += 1
        }
        index += 1
        continue
      }
      let length = Self.sequenceLength(bytes, at: index)
      guard length > 0 else {
        throw JSONParser.SyntaxError(
          location: SourceLocation(line: line, column: column),
          message: "byte \(Self.hex(byte)) is not UTF-8; save the file as UTF-8")
      }
      index += length
      column += 1
    }
  }

  /// The length of the well-formed UTF-8 sequence at `index`, or 0 when it is not one.
  static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let first = bytes[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch first {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return 0
    }
    guard index + length <= bytes.count else { return 0 }
    guard (low...high).contains(bytes[index + 1]) else { return 0 }
    for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
    return length
  }

  /// `0xFF`.
  static func hex(_ byte: UInt8) -> String { "0x" + hexDigits(byte) }

  /// `FF`: the byte's two hexadecimal digits.
  static func hexDigits(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
  }

  mutating func skipSpace() throws(JSONParser.SyntaxError) {
    while let byte = current {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        advance()
      case UInt8(ascii: "/"):
        let start = location
        guard index + 1 < bytes.count else { throw error("expected a comment after '/'") }
        if bytes[index + 1] == UInt8(ascii: "/") {
          while let next = current, next != UInt8(ascii: "\n") { advance() }
        } else if bytes[index + 1] == UInt8(ascii: "*") {
          advance()
          advance()
          while true {
            guard let next = current else {
              throw JSONParser.SyntaxError(location: start, message: "this comment is never closed")
            }
            if next == UInt8(ascii: "*"), index + 1 < bytes.count,
              bytes[index + 1] == UInt8(ascii: "/")
            {
              advance()
              advance()
              break
            }
            advance()
          }
        } else {
          throw error("expected a comment after '/'")
        }
      default:
        return
      }
    }
  }

  mutating func value(depth: Int) throws(JSONParser.SyntaxError) -> JSONValue {
    try skipSpace()
    let start = location
    guard let byte = current else { throw error("expected a value, found the end of the file") }
    switch byte {
    case UInt8(ascii: "{"):
      return JSONValue(try object(depth: depth + 1), at: start)
    case UInt8(ascii: "["):
      return JSONValue(try array(depth: depth + 1), at: start)
    case UInt8(ascii: "\""):
      return JSONValue(.string(try string()), at: start)
    case UInt8(ascii: "t"):
      try literal("true")
      return JSONValue(.bool(true), at: start)
    case UInt8(ascii: "f"):
      try literal("false")
      return JSONValue(.bool(false), at: start)
    case UInt8(ascii: "n"):
      try literal("null")
      return JSONValue(.null, at: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(.number(try number()), at: start)
    case UInt8(ascii: "N"), UInt8(ascii: "I"):
      throw error("expected a finite number; NaN and Infinity are not JSON")
    default:
      throw error("expected a value (an object, array, string, number, true, false or null)")
    }
  }

  mutating func literal(_ word: StaticString) throws(JSONParser.SyntaxError) {
    let start = location
    let expected = word.withUTF8Buffer { Array($0) }
    guard index + expected.count <= bytes.count,
      Array(bytes[index..<index + expected.count]) == expected
    else {
      throw JSONParser.SyntaxError(location: start, message: "expected \(word)")
    }
    for _ in expected { advance() }
  }

  mutating func object(depth: Int) throws(JSONParser.SyntaxError) -> JSONValue.Kind {
    guard depth <= maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
    advance()
    var members: [(key: String, value: JSONValue)] = []
    while true {
      try skipSpace()
      guard let byte = current else { throw error("expected '}' to close the object") }
      if byte == UInt8(ascii: "}") {
        advance()
        return .object(members)
      }
      guard byte == UInt8(ascii: "\"") else {
        throw error("expected a key in double quotes or '}'")
      }
      let keyStart = location
      let key = try string()
      if let problem = TextLimits.problem(in: key, maximumCharacters: maximumKeyCharacters) {
        throw JSONParser.SyntaxError(
          location: keyStart,
          message: "this key is too long (keys are held to the limit on strings): \(problem)")
      }
      try skipSpace()
      guard current == UInt8(ascii: ":") else {
        throw error("expected ':' after the key \(quoted: key)")
      }
      advance()
      let member = try value(depth: depth)
      members.append((key, member))
      try skipSpace()
      if current == UInt8(ascii: ",") {
        advance()
      } else if current != UInt8(ascii: "}") {
        throw error("expected ',' or '}' after the value of \(quoted: key)")
      }
    }
  }

  mutating func array(depth: Int) throws(JSONParser.SyntaxError) -> JSONValue.Kind {
    guard depth <= maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
    advance()
    var elements: [JSONValue] = []
    while true {
      try skipSpace()
      guard let byte = current else { throw error("expected ']' to close the array") }
      if byte == UInt8(ascii: "]") {
        advance()
        return .array(elements)
      }
      elements.append(try value(depth: depth))
      try skipSpace()
      if current == UInt8(ascii: ",") {
        advance()
      } else if current != UInt8(ascii: "]") {
        throw error("expected ',' or ']' after an array element")
      }
    }
  }

  mutating func string() throws(JSONParser.SyntaxError) -> String {
    let start = location
    advance()
    // The string's UTF-8: the file's bytes (already checked) and each escape's scalar.
    var utf8: [UInt8] = []
    while true {
      guard let byte = current else {
        throw JSONParser.SyntaxError(location: start, message: "this string is never closed")
      }
      switch byte {
      case UInt8(ascii: "\""):
        advance()
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        advance()
        UTF8.encode(try escape()) { utf8.append($0) }
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        throw error("expected '\"' to close the string before the end of the line")
      case 0..<0x20:
        throw error(
          "a control character (\(Self.controlName(byte))) inside a string; write it as "
            + "\\u00\(Self.hexDigits(byte))")
      default:
        utf8.append(byte)
        advance()
      }
    }
  }

  /// The name of an ASCII control character: `U+0000 NUL`, `U+0009 tab`.
  static func controlName(_ byte: UInt8) -> String {
    let names = [
      "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "backspace", "tab", "line feed",
      "vertical tab", "form feed", "carriage return", "SO", "SI", "DLE", "DC1", "DC2", "DC3",
      "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "escape", "FS", "GS", "RS", "US",
    ]
    return "U+00\(hexDigits(byte)) \(names[Int(byte)])"
  }

  mutating func escape() throws(JSONParser.SyntaxError) -> Unicode.Scalar {
    guard let byte = current else { throw error("expected an escape after '\\'") }
    let escapeLocation = location
    advance()
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hex4()
      if (0xD800..<0xDC00).contains(high) {
        guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error("expected the second half of a surrogate pair (\\uDC00-\\uDFFF)") }
        advance()
        advance()
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else {
          throw error("expected the second half of a surrogate pair (\\uDC00-\\uDFFF)")
        }
        let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        return Unicode.Scalar(value) ?? "\u{FFFD}"
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw error("expected a character, not half of a surrogate pair")
      }
      return scalar
    default:
      throw JSONParser.SyntaxError(
        location: escapeLocation,
        message: "expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\'")
    }
  }

  mutating func hex4() throws(JSONParser.SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = hexDigit(byte) else {
        throw error("expected four hexadecimal digits after \\u")
      }
      value = value << 4 | digit
      advance()
    }
    return value
  }

  func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  mutating func number() throws(JSONParser.SyntaxError) -> Double {
    let start = index
    let startLocation = location
    func digits(_ reader: inout Reader) -> Int {
      var count = 0
      while let byte = reader.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        reader.advance()
        count += 1
      }
      return count
    }
    if current == UInt8(ascii: "-") { advance() }
    if current == UInt8(ascii: "N") || current == UInt8(ascii: "I") {
      throw error("expected a finite number; NaN and Infinity are not JSON")
    }
    let leadingZero = current == UInt8(ascii: "0")
    let integerDigits = digits(&self)
    guard integerDigits > 0 else { throw error("expected a digit") }
    if leadingZero, integerDigits > 1 {
      throw JSONParser.SyntaxError(
        location: startLocation, message: "expected a number without leading zeros")
    }
    if current == UInt8(ascii: ".") {
      advance()
      guard digits(&self) > 0 else { throw error("expected a digit after the decimal point") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      advance()
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
      guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
    }
    guard let value = DecimalNumber.parse(bytes[start..<index]), value.isFinite else {
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      throw JSONParser.SyntaxError(
        location: startLocation,
        message: "expected a number a double can hold; \(Diagnostic.excerpt(text)) is too large")
    }
    return value
  }
}
