/// A problem found in a file Kinetic reads: where it is, the JSON path to it, and what was expected.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// How bad the problem is.
  public enum Severity: String, Sendable, Hashable {
    /// The file cannot be used.
    case error
    /// The file can be used, but something in it is ignored or suspicious.
    case warning
  }

  /// How bad it is.
  public var severity: Severity
  /// Where in the file.
  public var location: SourceLocation
  /// The JSON path to the value, such as `steps[2].down`; empty for the whole document.
  public var path: String
  /// What was expected.
  public var message: String

  /// Creates a diagnostic.
  package init(_ severity: Severity, at location: SourceLocation, path: String, message: String) {
    self.severity = severity
    self.location = location
    self.path = path
    self.message = message
  }

  /// `line:column: error: path: message`.
  public var description: String {
    "\(location): \(severity.rawValue): \(path.isEmpty ? "" : "\(path): ")\(message)"
  }

  /// The line a compiler would print: `FILE:line:column: error: path: message`.
  public func formatted(file: String) -> String {
    "\(file):\(description)"
  }

  /// The most characters of a file's text that a message quotes.
  package static let excerptLength = 40

  /// `text` as a message quotes it: whole when short, otherwise its start, an ellipsis and how
  /// long it is, so that a huge value never fills the terminal.
  ///
  /// Its scalars are counted by their UTF-8 bytes (each scalar has one byte that is not a
  /// continuation byte, `0b10xxxxxx`), which needs none of the scalar view's index handling.
  package static func excerpt(_ text: String) -> String {
    var scalars = 0
    // Where the first scalar past the excerpt starts, in bytes.
    var end = 0
    for (offset, byte) in text.utf8.enumerated() where byte & 0xC0 != 0x80 {
      if scalars == excerptLength { end = offset }
      scalars += 1
    }
    guard scalars > excerptLength else { return text }
    let utf8 = text.utf8
    return String(text[..<utf8.index(utf8.startIndex, offsetBy: end)]) + "… (\(scalars) characters)"
  }

  /// `"text"`, shortened as ``excerpt(_:)`` does.
  package static func quoted(_ text: String) -> String {
    "\"\(excerpt(text))\""
  }
}

/// What a diagnostic says, written as a string literal with interpolations:
/// `"no image \(quoted: key)"`, `"expected at most \(limit) entries"`.
///
/// Each literal part and each value is added by one call that is not inlined. Kinetic's readers
/// have a hundred such messages, and a standard interpolation inlines its buffer handling into
/// every one of them: in the WebAssembly build that came to about 5 KB of the download.
package struct DiagnosticMessage: ExpressibleByStringInterpolation, Sendable {
  /// The message as printed.
  package var text: String

  /// A message already written out.
  package init(_ text: String) { self.text = text }

  /// A message without interpolations.
  package init(stringLiteral text: String) { self.text = text }

  /// A message from its parts.
  package init(stringInterpolation parts: Parts) { text = parts.text }

  /// Two messages one after the other, for one too long to write on one line.
  package static func + (lhs: DiagnosticMessage, rhs: DiagnosticMessage) -> DiagnosticMessage {
    DiagnosticMessage(lhs.text + rhs.text)
  }

  /// The parts of a message, added in order.
  package struct Parts: StringInterpolationProtocol {
    fileprivate var text = ""

    /// Starts an empty message.
    package init(literalCapacity: Int, interpolationCount: Int) {}

    /// Adds the text written in the literal.
    @inline(never)
    package mutating func appendLiteral(_ literal: String) { text += literal }

    /// Adds a text as it is.
    @inline(never)
    package mutating func appendInterpolation(_ value: String) { text += value }

    /// Adds a whole number.
    @inline(never)
    package mutating func appendInterpolation(_ value: Int) { text += String(value) }

    /// Adds a number as a person would write it: `3`, `0.25`.
    @inline(never)
    package mutating func appendInterpolation(_ value: Double) {
      text +=
        value == value.rounded() && abs(value) < 1e15
        ? String(Int(value)) : DecimalNumber.text(value)
    }

    /// Adds a place in the file: `line:column`.
    @inline(never)
    package mutating func appendInterpolation(_ location: SourceLocation) {
      text += location.description
    }

    /// Adds names one after another with `separator` between them: `key, views, superview`.
    /// (A standard `joined(separator:)` is a generic copy of its own in the web module.)
    @inline(never)
    package mutating func appendInterpolation(_ names: [String], separator: String) {
      for (index, name) in names.enumerated() {
        if index > 0 { text += separator }
        text += name
      }
    }

    /// Adds a file's text in quotes, shortened when long (see ``Diagnostic/quoted(_:)``).
    @inline(never)
    package mutating func appendInterpolation(quoted value: String) {
      text += Diagnostic.quoted(value)
    }
  }
}

/// The problems found while reading one file, in the order found: the first
/// `maximumListed`, the rest only counted, so that no file (100,000 repeated keys, say) can make
/// a message of megabytes.
///
/// When more are found, errors are kept before warnings: an error found after the list is full
/// takes the place of the last warning in it, so that the errors that make a file unusable are
/// always among those listed.
///
/// Its recorders, like ``JSONPath``'s `appending` and ``JSONValue``'s readers, are not inlined:
/// Kinetic's readers call each from dozens of places, and one copy keeps the web module small.
public struct Diagnostics: Error, Sendable, Hashable {
  /// The most problems listed: enough to fix a file by, few enough to read.
  package static let maximumListed = 100

  /// The problems listed: at most `maximumListed`, errors kept before warnings.
  public private(set) var all: [Diagnostic] = []
  /// How many errors were found but not listed.
  package private(set) var omittedErrors = 0
  /// How many warnings were found but not listed.
  package private(set) var omittedWarnings = 0
  /// Where the first problem not listed is.
  private var firstOmitted: SourceLocation?

  /// Creates an empty list.
  public init() {}

  /// Whether any problem is an error, listed or not.
  public var hasErrors: Bool { omittedErrors > 0 || all.contains { $0.severity == .error } }

  /// How many errors were found, listed or not.
  package var errorCount: Int { omittedErrors + all.filter { $0.severity == .error }.count }

  /// How many warnings were found, listed or not.
  package var warningCount: Int { omittedWarnings + all.filter { $0.severity == .warning }.count }

  /// One line for the problems found but not listed, at the first of them: "… and 99900 more
  /// problems (99900 warnings) not listed"; `nil` when every problem is listed.
  package var omissions: Diagnostic? {
    let count = omittedErrors + omittedWarnings
    guard count > 0, let location = firstOmitted else { return nil }
    let kinds = [
      omittedErrors > 0 ? "\(omittedErrors) error\(omittedErrors == 1 ? "" : "s")" : nil,
      omittedWarnings > 0 ? "\(omittedWarnings) warning\(omittedWarnings == 1 ? "" : "s")" : nil,
    ].compactMap { $0 }.joined(separator: ", ")
    return Diagnostic(
      omittedErrors > 0 ? .error : .warning, at: location, path: "",
      message: "… and \(count) more problem\(count == 1 ? "" : "s") (\(kinds)) not listed: "
        + "only the first \(Self.maximumListed) are")
  }

  /// Records an error at `value`.
  @inline(never)
  package mutating func error(_ message: DiagnosticMessage, at value: JSONValue, path: JSONPath) {
    record(Diagnostic(.error, at: value.location, path: path.description, message: message.text))
  }

  /// Records an error at a location.
  @inline(never)
  package mutating func error(
    _ message: DiagnosticMessage, at location: SourceLocation, path: JSONPath
  ) {
    record(Diagnostic(.error, at: location, path: path.description, message: message.text))
  }

  /// Records a warning at `value`.
  @inline(never)
  package mutating func warning(
    _ message: DiagnosticMessage, at value: JSONValue, path: JSONPath
  ) {
    record(Diagnostic(.warning, at: value.location, path: path.description, message: message.text))
  }

  /// Lists `diagnostic`, or counts it when the list is full (an error then takes the place of the
  /// last warning listed, if any).
  private mutating func record(_ diagnostic: Diagnostic) {
    if all.count < Self.maximumListed {
      all.append(diagnostic)
      return
    }
    if diagnostic.severity == .error,
      let warning = all.lastIndex(where: { $0.severity == .warning })
    {
      omit(all.remove(at: warning))
      all.append(diagnostic)
    } else {
      omit(diagnostic)
    }
  }

  private mutating func omit(_ diagnostic: Diagnostic) {
    switch diagnostic.severity {
    case .error: omittedErrors += 1
    case .warning: omittedWarnings += 1
    }
    if firstOmitted == nil { firstOmitted = diagnostic.location }
  }

  /// Records a warning for every key that an object of `root` repeats, naming where the value it
  /// replaces is: JSON readers keep only the last.
  package mutating func warnAboutDuplicateKeys(in root: JSONValue) {
    for duplicate in root.duplicateKeys() {
      warning(
        "\(quoted: duplicate.key) appears again: the value at "
          + "\(duplicate.first.location) is ignored and this one is used",
        at: duplicate.second, path: duplicate.path)
    }
  }
}

/// A path into a JSON document, printed as `steps[2].down`.
package struct JSONPath: Sendable, Hashable, CustomStringConvertible {
  private var text = ""

  /// The path to the whole document.
  package static let root = JSONPath()

  /// The path to member `key` of the object at this path (a very long key is shortened).
  @inline(never)
  package func appending(_ key: String) -> JSONPath {
    var path = self
    let key = Diagnostic.excerpt(key)
    path.text += text.isEmpty ? key : ".\(key)"
    return path
  }

  /// The path to element `index` of the array at this path.
  @inline(never)
  package func appending(_ index: Int) -> JSONPath {
    var path = self
    path.text += "[\(index)]"
    return path
  }

  /// The path as printed.
  package var description: String { text }
}
