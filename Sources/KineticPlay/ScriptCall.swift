package import Kinetic

/// A call step's call as the script wrote it, and where it stands: what a control's `Call` reads.
///
/// The checks every control's calls share live here, so their messages read the same for every
/// control: a call that takes no arguments, the one named argument a call needs, an unknown name.
package struct ScriptCall: Sendable {
  /// The call's name.
  package var name: String
  /// Its `"args"`, if the step has any.
  package var arguments: JSONValue?
  /// The step's path in the script.
  package var path: JSONPath
  /// The step's place in the script.
  package var location: SourceLocation

  /// The path of the call's `"args"`.
  package var argumentsPath: JSONPath { path.appending("args") }

  /// Whether the call came without arguments; records a problem when it has some.
  package func takesNoArguments(_ problems: inout Diagnostics) -> Bool {
    guard let arguments else { return true }
    problems.error("\(name) takes no arguments", at: arguments, path: argumentsPath)
    return false
  }

  /// The argument `key` the call needs (described as `what` in the message when missing).
  package func argument(
    _ key: String, expecting what: String, _ problems: inout Diagnostics
  ) -> JSONValue? {
    if let value = arguments?[key] { return value }
    let message = "\(name) needs \"args\": {\"\(key)\": \(what)}"
    if let arguments {
      problems.error(DiagnosticMessage(message), at: arguments, path: argumentsPath)
    } else {
      problems.error(DiagnosticMessage(message), at: location, path: path)
    }
    return nil
  }

  /// Records that the control has no call by this name; `names` are the ones it has.
  package func reportUnknown(among names: [String], _ problems: inout Diagnostics) {
    problems.error(
      "unknown call; expected one of \(names.joined(separator: ", "))", at: location,
      path: path.appending("call"))
  }
}

/// A control's public API call, read from a script's call step.
package protocol ScriptCallDecodable: Sendable {
  /// Reads `call`; `nil` when it does not decode, with each problem recorded.
  init?(_ call: ScriptCall, _ problems: inout Diagnostics)
}
