/// A text with `%s` (or `%1$s`) standing for one value: how a front end that translates gives
/// the core a sentence whose word order its language decides ("Failed: %s").
package struct TextTemplate: Hashable, Sendable {
  /// The text, `%s` or `%1$s` marking where the value goes and `%%` a percent sign.
  package var text: String

  package init(_ text: String) {
    self.text = text
  }

  /// The text with `value` in place of its placeholder.
  package func filled(with value: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      let after = rest[rest.index(after: percent)...]
      if after.hasPrefix("%") {
        result += "%"
        rest = after.dropFirst()
      } else if after.hasPrefix("s") {
        result += value
        rest = after.dropFirst()
      } else if after.hasPrefix("1$s") {
        result += value
        rest = after.dropFirst(3)
      } else {
        result += "%"
        rest = after
      }
    }
    return result + rest
  }
}
