/// Limits on text that a front end will lay out, so that no file can make text layout run for
/// seconds or minutes.
///
/// Counting characters alone is not enough: one character (a grapheme) may carry any number of
/// combining marks, and a text engine shapes every one of them. Text is therefore limited in
/// characters, in Unicode scalars (four per character on average) and per character (31 scalars,
/// one base and the 30 combining marks of Unicode's stream-safe text format).
///
/// Files are held to these limits with ``problem(in:maximumCharacters:)``, which refuses a text;
/// a front end holds the texts an app gives it (a property, a label) to the same limits with
/// ``clamped(_:maximumCharacters:)``, which shortens one.
package enum TextLimits {
  /// The most characters in a control's own short text: a slide to confirm's title and prompt, a
  /// pull to action's messages (as play scripts accept them).
  package static let labelCharacters = 200
  /// The most characters in any other string a file gives Kinetic, object keys included: an
  /// onboarding spec's strings (its page texts, which the carousel also shows as its close
  /// button's label).
  package static let stringCharacters = 1_000
  /// The most Unicode scalars in one character.
  package static let scalarsPerCharacter = 31
  /// How many Unicode scalars a text may have per character it may have.
  package static let scalarsPerAllowedCharacter = 4

  /// What is wrong with `text` when it has more than `maximumCharacters` characters, or more
  /// scalars than such a text should, or a character of too many scalars; `nil` when it is fine.
  package static func problem(in text: String, maximumCharacters: Int) -> String? {
    // A text of few bytes has few characters, scalars and scalars per character: most keys and
    // names end here.
    if text.utf8.count <= min(maximumCharacters, scalarsPerCharacter) { return nil }
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

  /// `text` shortened, if it must be, to a text that ``problem(in:maximumCharacters:)`` accepts.
  ///
  /// What is kept is its first `maximumCharacters` characters (grapheme clusters, never cut inside one) within
  /// `4 × maximumCharacters` Unicode scalars, each character keeping at most its first
  /// ``scalarsPerCharacter`` scalars (a letter and 30 combining marks). A text already within the
  /// limits is returned as it is.
  ///
  /// For what an app hands a front end (a widget's text property), which cannot be refused with
  /// a located error as a file's text is: "e" and 200,000 combining marks become "e" and 30.
  package static func clamped(_ text: String, maximumCharacters: Int = stringCharacters) -> String {
    guard problem(in: text, maximumCharacters: maximumCharacters) != nil else { return text }
    let maximumScalars = maximumCharacters * scalarsPerAllowedCharacter
    var kept = String.UnicodeScalarView()
    var keptScalars = 0
    var characters = 0
    // How many scalars were kept before the first character that had to be cut short.
    var beforeFirstCut: Int?
    for character in text {
      guard characters < maximumCharacters else { break }
      let scalars = character.unicodeScalars.prefix(scalarsPerCharacter + 1)
      let count = min(scalars.count, scalarsPerCharacter)
      guard keptScalars + count <= maximumScalars else { break }
      if beforeFirstCut == nil, scalars.count > scalarsPerCharacter {
        beforeFirstCut = keptScalars
      }
      kept.append(contentsOf: scalars.prefix(count))
      keptScalars += count
      characters += 1
    }
    let result = String(kept)
    // A character cut short may join the next one (cut after a zero-width joiner, say) into one
    // that is too long again: then the text ends before the first character that was cut.
    if let beforeFirstCut, problem(in: result, maximumCharacters: maximumCharacters) != nil {
      var safe = String.UnicodeScalarView()
      safe.append(contentsOf: kept.prefix(beforeFirstCut))
      return String(safe)
    }
    return result
  }
}

extension JSONValue {
  /// A string that text layout can take (see ``TextLimits``), or an error recorded.
  package func text(maximumCharacters: Int, _ path: JSONPath, _ problems: inout Diagnostics)
    -> String?
  {
    guard let text = string(path, &problems) else { return nil }
    if let problem = TextLimits.problem(in: text, maximumCharacters: maximumCharacters) {
      problems.error(DiagnosticMessage(problem), at: self, path: path)
      return nil
    }
    return text
  }
}
