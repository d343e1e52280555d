/// A text with `%s` (or `%1$s`) standing for one value: how a front end that translates gives
/// the core a sentence whose word order its language decides ("Failed: %s").
package struct TextTemplate: Hashable, Sendable {
  /// The text, `%s` or `%1$s` marking where the value goes and `%%` a percent sign.
  package var text: String

  package init(_ text: String) {
    self.text = text
  }

  /// The text with `value` in place of its placeholder.
  ///
  /// Read as UTF-8 bytes (a placeholder is ASCII), so that no grapheme breaking is needed: the
  /// core stays small as Embedded Swift.
  package func filled(with value: String) -> String {
    let bytes = Array(text.utf8)
    let percent = UInt8(ascii: "%")
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + value.utf8.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == percent, index + 1 < bytes.count else {
        result.append(byte)
        index += 1
        continue
      }
      if bytes[index + 1] == percent {
        result.append(percent)
        index += 2
      } else if bytes[index + 1] == UInt8(ascii: "s") {
        result.append(contentsOf: value.utf8)
        index += 2
      } else if index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "1"),
        bytes[index + 2] == UInt8(ascii: "$"), bytes[index + 3] == UInt8(ascii: "s")
      {
        result.append(contentsOf: value.utf8)
        index += 4
      } else {
        result.append(byte)
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
