import Foundation
package import Kinetic

extension PlayScript {
  /// The most steps a script may have.
  package static let maximumSteps = 100_000

  /// Reads a script, reporting every problem at once.
  ///
  /// - Throws: ``Diagnostics`` listing each problem with its line, column and JSON path.
  package static func decode(_ bytes: [UInt8]) throws(Diagnostics) -> PlayScript {
    var problems = Diagnostics()
    let root: JSONValue
    do {
      root = try JSONParser().parse(bytes)
    } catch {
      problems.error(DiagnosticMessage(error.message), at: error.location, path: .root)
      throw problems
    }
    problems.warnAboutDuplicateKeys(in: root)
    guard let members = root.members(.root, &problems) else { throw problems }

    let known = ["control", "size", "options", "steps"]
    for member in members where !known.contains(member.key) {
      problems.error(
        "unknown key; expected one of \(known.joined(separator: ", "))", at: member.value,
        path: JSONPath.root.appending(member.key))
    }

    let names = ControlKinds.all.map { $0.name }
    var kind: (any ControlKind.Type)?
    if let value = root["control"] {
      kind = value.choice(names, JSONPath.root.appending("control"), &problems).flatMap(
        ControlKinds.named)
    } else {
      let quoted = names.map { "\"\($0)\"" }.joined(separator: " or ")
      problems.error("missing \"control\"; expected \(quoted)", at: root, path: .root)
    }

    var size = Size(width: 300, height: 60)
    if let value = root["size"] {
      let path = JSONPath.root.appending("size")
      if let (width, height) = value.pair(path, &problems, expecting: "[width, height] in points") {
        if width > 0, height > 0, width <= 10_000, height <= 10_000 {
          size = Size(width: width, height: height)
        } else {
          problems.error(
            "expected a width and height from 1 to 10000 points", at: value, path: path)
        }
      }
    }

    if let kind { return try decode(kind, root: root, size: size, &problems) }
    if let value = root["options"] {
      _ = value.members(JSONPath.root.appending("options"), &problems)
    }
    _ = decodeSteps(of: root, &problems) { step, _, _ in step }
    throw problems
  }

  /// Reads the options, and the steps with their calls, of a script that drives a `Kind`.
  private static func decode<Kind: ControlKind>(
    _ kind: Kind.Type, root: JSONValue, size: Size, _ problems: inout Diagnostics
  ) throws(Diagnostics) -> PlayScript {
    let options = Kind.decodeOptions(
      root["options"], size: size, path: JSONPath.root.appending("options"),
      missingAt: root.location, &problems)
    let steps = decodeSteps(of: root, &problems) { step, path, problems in
      step.mapCall { call in
        Kind.Call(
          ScriptCall(
            name: call.name, arguments: call.arguments, path: path, location: step.location),
          &problems)
      }
    }
    guard !problems.hasErrors else { throw problems }
    return PlayScript(
      size: size, warnings: problems.inFileOrder,
      content: ControlScript<Kind>(options: options, steps: steps))
  }

  /// A call as a script writes it, before its control reads it.
  private struct WrittenCall: Sendable {
    var name: String
    var arguments: JSONValue?
  }

  /// Reads the steps, turning each with `typed` (which reads its call, recording any problem).
  private static func decodeSteps<Call>(
    of root: JSONValue, _ problems: inout Diagnostics,
    typed: (PlayStep<WrittenCall>, JSONPath, inout Diagnostics) -> PlayStep<Call>?
  ) -> [PlayStep<Call>] {
    var steps: [PlayStep<Call>] = []
    guard let value = root["steps"] else {
      problems.error("missing \"steps\"; expected an array of timed steps", at: root, path: .root)
      return steps
    }
    let path = JSONPath.root.appending("steps")
    guard let elements = value.elements(path, &problems) else { return steps }
    guard elements.count <= maximumSteps else {
      problems.error(
        "expected at most \(maximumSteps) steps, found \(elements.count)", at: value, path: path)
      return steps
    }
    var previous: TimeInterval = 0
    for (index, element) in elements.enumerated() {
      let stepPath = path.appending(index)
      if let step = decodeStep(element, path: stepPath, after: previous, &problems) {
        if let decoded = typed(step, stepPath, &problems) { steps.append(decoded) }
        previous = step.time
      }
    }
    return steps
  }

  private static let actions = ["down", "move", "up", "cancel", "scroll", "key", "call", "end"]

  private static func decodeStep(
    _ element: JSONValue, path: JSONPath, after previous: TimeInterval,
    _ problems: inout Diagnostics
  ) -> PlayStep<WrittenCall>? {
    guard let members = element.members(path, &problems) else { return nil }
    for member in members where !(["at", "pointer", "args"] + actions).contains(member.key) {
      problems.error(
        "unknown key; expected \"at\", \"pointer\", \"args\" or one of \(actions.joined(separator: ", "))",
        at: member.value, path: path.appending(member.key))
    }
    var time: TimeInterval?
    if let at = element["at"] {
      if let value = at.number(in: 0...86_400, path.appending("at"), &problems) {
        if value < previous {
          problems.error(
            "expected a time no earlier than the previous step's (\(formatNumber(previous)))",
            at: at,
            path: path.appending("at"))
        } else {
          time = value
        }
      }
    } else {
      problems.error("missing \"at\"; expected the step's time in seconds", at: element, path: path)
    }

    let present = members.filter { actions.contains($0.key) }
    guard present.count == 1, let (name, value) = present.first.map({ ($0.key, $0.value) }) else {
      problems.error(
        present.isEmpty
          ? "expected one action: \(actions.joined(separator: ", "))"
          : "expected one action per step, found \(present.map(\.key).joined(separator: " and "))",
        at: element, path: path)
      return nil
    }
    let actionPath = path.appending(name)

    var pointer = PointerID.primary
    if let value = element["pointer"] {
      let pointerPath = path.appending("pointer")
      if !["down", "move", "up", "cancel"].contains(name) {
        problems.error(
          "\"pointer\" belongs to down, move, up and cancel steps", at: value, path: pointerPath)
      } else if let number = value.number(in: 1...10, pointerPath, &problems) {
        if number == number.rounded() {
          pointer = PointerID(rawValue: Int(number))
        } else {
          problems.error(
            "expected a whole pointer number from 1 to 10", at: value, path: pointerPath)
        }
      }
    }
    if let args = element["args"], name != "call" {
      problems.error("\"args\" belongs to call steps", at: args, path: path.appending("args"))
    }

    let action: PlayStep<WrittenCall>.Action?
    switch name {
    case "down", "move", "up", "cancel":
      action = value.pair(actionPath, &problems, expecting: "[x, y] in points").flatMap { x, y in
        guard abs(x) <= 100_000, abs(y) <= 100_000 else {
          problems.error("expected coordinates within ±100000 points", at: value, path: actionPath)
          return nil
        }
        let phase = PointerEvent.Phase(rawValue: name) ?? .move
        return .pointer(phase, Point(x: x, y: y), pointer)
      }
    case "scroll":
      action = value.pair(actionPath, &problems, expecting: "[dx, dy] in points").flatMap {
        dx, dy in
        guard abs(dx) <= 100_000, abs(dy) <= 100_000 else {
          problems.error("expected deltas within ±100000 points", at: value, path: actionPath)
          return nil
        }
        return .scroll(Vector(dx: dx, dy: dy))
      }
    case "key":
      let names = Key.known.map(\.rawValue)
      action = value.choice(names, actionPath, &problems).map { .key(Key(rawValue: $0)) }
    case "call":
      action = value.string(actionPath, &problems).map {
        .call(WrittenCall(name: $0, arguments: element["args"]))
      }
    default:
      if case .bool(true) = value.kind {
        action = .end
      } else {
        problems.error("expected true", at: value, path: actionPath)
        action = nil
      }
    }
    guard let time, let action else { return nil }
    return PlayStep(time: time, action: action, location: element.location)
  }
}
