package import Foundation
package import Kinetic

/// A public API call of the slide to confirm, as a script names it.
package struct SlideToConfirmCall: ScriptCallDecodable {
  /// The call, with its arguments decoded.
  package enum Kind: Sendable {
    case complete
    case reset
    case activate
    case actionSucceeded
    case actionFailed(message: String)
    case setEnabled(Bool)
  }

  /// The call names a script may use, as messages list them.
  package static let names = [
    "complete", "reset", "activate", "actionSucceeded", "actionFailed", "setEnabled",
  ]

  /// The call.
  package let kind: Kind

  package init?(_ call: ScriptCall, _ problems: inout Diagnostics) {
    let (name, arguments, argumentsPath) = (call.name, call.arguments, call.argumentsPath)
    func noArguments() -> Bool { call.takesNoArguments(&problems) }
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
          guard
            let text = value.text(
              maximumCharacters: TextLimits.labelCharacters, argumentsPath.appending("message"),
              &problems)
          else {
            return nil
          }
          message = text
        }
      }
      kind = .actionFailed(message: message)
    case "setEnabled":
      guard let value = arguments?["enabled"] else {
        problems.error(
          "setEnabled needs \"args\": {\"enabled\": true or false}", at: call.location,
          path: call.path)
        return nil
      }
      guard let enabled = value.bool(argumentsPath.appending("enabled"), &problems) else {
        return nil
      }
      kind = .setEnabled(enabled)
    case "complete", "reset", "activate", "actionSucceeded":
      return nil
    default:
      call.reportUnknown(among: Self.names, &problems)
      return nil
    }
  }
}

/// Plays steps against a slide to confirm and prints its outputs.
package struct SlideToConfirmPlayer: MachinePlayer {
  /// A public API call, decoded.
  package typealias Call = SlideToConfirmCall
  /// What one sampled frame shows.
  package typealias Model = SlideToConfirmMachine.RenderModel

  /// The control's machine.
  package var machine: SlideToConfirmMachine

  /// A player of `machine`.
  package init(machine: SlideToConfirmMachine) { self.machine = machine }

  package mutating func call(_ call: SlideToConfirmCall, at time: TimeInterval) -> Outputs<
    SlideToConfirmMachine.Output
  > {
    switch call.kind {
    case .complete: machine.complete(at: time)
    case .reset: machine.reset(at: time)
    case .activate: machine.activate(at: time)
    case .actionSucceeded: machine.actionSucceeded(at: time)
    case .actionFailed(let message): machine.actionFailed(message: message, at: time)
    case .setEnabled(let enabled): machine.setEnabled(enabled, at: time)
    }
  }

  package func trace(_ output: SlideToConfirmMachine.Output, at time: TimeInterval) -> TraceLine {
    TraceLine(output, at: time)
  }

  package func model(at time: TimeInterval) -> SlideToConfirmMachine.RenderModel {
    var copy = machine
    _ = copy.tick(at: time)
    return copy.renderModel
  }
}

extension TraceLine {
  /// The trace line of one slide-to-confirm output, with the names `kinetic play` documents.
  package init(_ output: SlideToConfirmMachine.Output, at time: TimeInterval) {
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
