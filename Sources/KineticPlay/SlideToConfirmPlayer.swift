import Foundation
public import Kinetic

/// A public API call of the slide to confirm, as a script names it.
struct SlideToConfirmCall {
  enum Kind {
    case complete
    case reset
    case activate
    case actionSucceeded
    case actionFailed(message: String)
    case setEnabled(Bool)
  }

  static let names = [
    "complete", "reset", "activate", "actionSucceeded", "actionFailed", "setEnabled",
  ]

  let kind: Kind

  init?(
    name: String, arguments: JSONValue?, path: JSONPath, at location: SourceLocation,
    _ problems: inout Diagnostics
  ) {
    let argumentsPath = path.appending("args")
    func noArguments() -> Bool {
      if let arguments {
        problems.error("\(name) takes no arguments", at: arguments, path: argumentsPath)
        return false
      }
      return true
    }
    switch name {
    case "complete" where noArguments(): kind = .complete
    case "reset" where noArguments(): kind = .reset
    case "activate" where noArguments(): kind = .activate
    case "actionSucceeded" where noArguments(): kind = .actionSucceeded
    case "actionFailed":
      var message = "Something went wrong"
      if let arguments {
        guard arguments.members(argumentsPath, &problems) != nil else { return nil }
        if let value = arguments["message"] {
          guard let text = value.string(argumentsPath.appending("message"), &problems) else {
            return nil
          }
          message = text
        }
      }
      kind = .actionFailed(message: message)
    case "setEnabled":
      guard let value = arguments?["enabled"] else {
        problems.error(
          "setEnabled needs \"args\": {\"enabled\": true or false}", at: location, path: path)
        return nil
      }
      guard let enabled = value.bool(argumentsPath.appending("enabled"), &problems) else {
        return nil
      }
      kind = .setEnabled(enabled)
    case "complete", "reset", "activate", "actionSucceeded":
      return nil
    default:
      problems.error(
        "unknown call; expected one of \(Self.names.joined(separator: ", "))", at: location,
        path: path.appending("call"))
      return nil
    }
  }
}

/// Plays steps against a slide to confirm and prints its outputs.
struct SlideToConfirmPlayer: ControlPlayer {
  var machine: SlideToConfirmMachine

  var isBusy: Bool { machine.needsTicks }

  mutating func tick(at time: Double, line: (TraceLine) -> Void) {
    report(machine.tick(at: time), at: time, line: line)
  }

  mutating func apply(_ step: PlayScript.Step, line: (TraceLine) -> Void) {
    let time = step.time
    let outputs: Outputs<SlideToConfirmMachine.Output>
    switch step.action {
    case .pointer, .scroll, .key:
      guard let event = step.inputEvent else { return }
      outputs = machine.handle(event)
    case .call(let name, let arguments):
      var ignored = Diagnostics()
      guard
        let call = SlideToConfirmCall(
          name: name, arguments: arguments, path: .root, at: step.location, &ignored)
      else { return }
      switch call.kind {
      case .complete: outputs = machine.complete(at: time)
      case .reset: outputs = machine.reset(at: time)
      case .activate: outputs = machine.activate(at: time)
      case .actionSucceeded: outputs = machine.actionSucceeded(at: time)
      case .actionFailed(let message): outputs = machine.actionFailed(message: message, at: time)
      case .setEnabled(let enabled): outputs = machine.setEnabled(enabled, at: time)
      }
    case .end:
      return
    }
    report(outputs, at: time, line: line)
  }

  func model(at time: Double) -> SlideToConfirmMachine.RenderModel {
    var copy = machine
    _ = copy.tick(at: time)
    return copy.renderModel
  }

  private func report(
    _ outputs: Outputs<SlideToConfirmMachine.Output>, at time: Double, line: (TraceLine) -> Void
  ) {
    for output in outputs {
      line(TraceLine(output, at: time))
    }
  }
}

extension TraceLine {
  /// The trace line of one slide-to-confirm output, with the names `kinetic play` documents.
  public init(_ output: SlideToConfirmMachine.Output, at time: Double) {
    switch output {
    case .stateChanged(let state):
      self.init(time: time, event: "state", fields: [("state", .string(state.rawValue))])
    case .update(let progress):
      self.init(time: time, event: "update", fields: [("progress", .number(progress))])
    case .complete:
      self.init(time: time, event: "complete")
    case .idle:
      self.init(time: time, event: "idle")
    case .success:
      self.init(time: time, event: "success")
    case .failure(let message):
      self.init(time: time, event: "failure", fields: [("message", .string(message))])
    case .feedback(let feedback):
      self.init(time: time, event: "feedback", fields: [("kind", .string(feedback.rawValue))])
    case .announce(let message):
      self.init(time: time, event: "announce", fields: [("message", .string(message))])
    }
  }
}
