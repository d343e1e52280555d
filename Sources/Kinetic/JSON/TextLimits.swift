/// Limits on text that a front end will lay out, so that no file can make text layout run for
/// seconds or minutes.
///
/// Counting characters alone is not enough: one character (a grapheme) may carry any number of
/// combining marks, and a text engine shapes every one of them. Text is therefore limited in
/// characters, in Unicode scalars (four per character on average) and per character (31 scalars,
/// one base and the 30 combining marks of Unicode's stream-safe text format).
package enum TextLimits {
  /// The most Unicode scalars in one character.
  package static let scalarsPerCharacter = 31
  /// How many Unicode scalars a text may have per character it may have.
  package static let scalarsPerAllowedCharacter = 4

  /// What is wrong with `text` when it has more than `maximumCharacters` characters, or more
  /// scalars than such a text should, or a character of too many scalars; `nil` when it is fine.
  package static func problem(in text: String, maximumCharacters: Int) -> String? {
    let maximumScalars = maximumCharacters * scalarsPerAllowedCharacter
    // Bytes and scalars are counted first: they are cheap, and bound what counting characters
    // costs.
    if text.utf8.count > 4 * maximumScalars || text.unicodeScalars.count > maximumScalars {
      return "expected at most \(maximumCharacters) characters and \(maximumScalars) Unicode "
        + "scalars, found \(text.unicodeScalars.count) scalars"
    }
    var characters = 0
    for character in text {
      characters += 1
      if character.unicodeScalars.count > scalarsPerCharacter {
        return "a character of \(character.unicodeScalars.count) Unicode scalars (combining "
          + "marks); expected at most \(scalarsPerCharacter) in one character"
      }
    }
    if characters > maximumCharacters {
      return "expected at most \(maximumCharacters) characters, found \(characters)"
    }
    return nil
  }
}

extension JSONValue {
  /// A string that text layout can take (see ``TextLimits``), or an error recorded.
  package func text(maximumCharacters: Int, _ path: JSONPath, _ problems: inout Diagnostics)
    -> String?
  {
    guard let text = string(path, &problems) else { return nil }
    if let problem = TextLimits.problem(in: text, maximumCharacters: maximumCharacters) {
      problems.error(problem, at: self, path: path)
      return nil
    }
    return text
  }
}
