package import Foundation
package import Kinetic

/// A public API call of the pull to action, as a script names it.
package struct PullToActionCall: ScriptCallDecodable {
  /// The call, with its arguments decoded.
  package enum Kind: Sendable {
    case actionCompleted(PullToActionMachine.Outcome?)
    case trigger
    case executeAction
    case resetToIdle
  }

  /// The call names a script may use, as messages list them.
  package static let names = ["actionCompleted", "trigger", "executeAction", "resetToIdle"]
  static let outcomes = ["success", "failure", "noChange"]

  /// The call.
  package let kind: Kind

  package init?(_ call: ScriptCall, _ problems: inout Diagnostics) {
    let (name, arguments, argumentsPath) = (call.name, call.arguments, call.argumentsPath)
    switch name {
    case "actionCompleted":
      guard let arguments else {
        kind = .actionCompleted(nil)
        return
      }
      guard let members = arguments.members(argumentsPath, &problems) else { return nil }
      for (key, value) in members where key != "outcome" && key != "message" {
        problems.error(
          "unknown argument; expected \"outcome\" or \"message\"", at: value,
          path: argumentsPath.appending(key))
      }
      var outcome: PullToActionMachine.Outcome?
      if let value = arguments["outcome"] {
        guard let name = value.choice(Self.outcomes, argumentsPath.appending("outcome"), &problems)
        else { return nil }
        outcome =
          switch name {
          case "success": .success
          case "noChange": .noChange
          default: .failure(message: "Something went wrong")
          }
      }
      if let value = arguments["message"] {
        guard
          let message = value.text(
            maximumCharacters: TextLimits.labelCharacters, argumentsPath.appending("message"),
            &problems)
        else {
          return nil
        }
        guard case .failure = outcome else {
          problems.error(
            "\"message\" goes with \"outcome\": \"failure\"", at: value,
            path: argumentsPath.appending("message"))
          return nil
        }
        outcome = .failure(message: message)
      }
      kind = .actionCompleted(outcome)
    case "trigger", "executeAction", "resetToIdle":
      guard call.takesNoArguments(&problems) else { return nil }
      kind =
        switch name {
        case "trigger": .trigger
        case "executeAction": .executeAction
        default: .resetToIdle
        }
    default:
      call.reportUnknown(among: Self.names, &problems)
      return nil
    }
  }
}

/// Plays steps against a pull to action and prints its outputs.
///
/// A script's `scroll` steps are mouse-wheel scrolls.
package struct PullToActionPlayer: MachinePlayer {
  /// A public API call, decoded.
  package typealias Call = PullToActionCall
  /// What one sampled frame shows.
  package typealias Model = PullToActionMachine.RenderModel

  /// The control's machine.
  package var machine: PullToActionMachine

  package mutating func call(_ call: PullToActionCall, at time: TimeInterval) -> Outputs<
    PullToActionMachine.Output
  > {
    switch call.kind {
    case .actionCompleted(let outcome): machine.actionCompleted(outcome, at: time)
    case .trigger: machine.trigger(at: time)
    case .executeAction: machine.executeAction(at: time)
    case .resetToIdle: machine.resetToIdle(at: time)
    }
  }

  package func trace(_ output: PullToActionMachine.Output, at time: TimeInterval) -> TraceLine {
    TraceLine(output, at: time)
  }

  package func model(at time: TimeInterval) -> PullToActionMachine.RenderModel {
    var copy = machine
    _ = copy.tick(at: time)
    return copy.renderModel
  }
}
