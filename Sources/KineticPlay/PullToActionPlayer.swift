import Foundation
import Kinetic

/// A public API call of the pull to action, as a script names it.
struct PullToActionCall {
  enum Kind {
    case actionCompleted(PullToActionMachine.Outcome?)
    case trigger
    case executeAction
    case resetToIdle
  }

  static let names = ["actionCompleted", "trigger", "executeAction", "resetToIdle"]
  static let outcomes = ["success", "failure", "noChange"]

  let kind: Kind

  init?(
    name: String, arguments: JSONValue?, path: JSONPath, at location: SourceLocation,
    _ problems: inout Diagnostics
  ) {
    let argumentsPath = path.appending("args")
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
            maximumCharacters: 200, argumentsPath.appending("message"), &problems)
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
      if let arguments {
        problems.error("\(name) takes no arguments", at: arguments, path: argumentsPath)
        return nil
      }
      kind =
        switch name {
        case "trigger": .trigger
        case "executeAction": .executeAction
        default: .resetToIdle
        }
    default:
      problems.error(
        "unknown call; expected one of \(Self.names.joined(separator: ", "))", at: location,
        path: path.appending("call"))
      return nil
    }
  }
}

/// Plays steps against a pull to action and prints its outputs.
///
/// A script's `scroll` steps are mouse-wheel scrolls.
struct PullToActionPlayer: MachinePlayer {
  var machine: PullToActionMachine

  mutating func call(
    _ name: String, arguments: JSONValue?, at location: SourceLocation, time: Double
  ) -> Outputs<PullToActionMachine.Output>? {
    var ignored = Diagnostics()
    guard
      let call = PullToActionCall(
        name: name, arguments: arguments, path: .root, at: location, &ignored)
    else { return nil }
    return switch call.kind {
    case .actionCompleted(let outcome): machine.actionCompleted(outcome, at: time)
    case .trigger: machine.trigger(at: time)
    case .executeAction: machine.executeAction(at: time)
    case .resetToIdle: machine.resetToIdle(at: time)
    }
  }

  func trace(_ output: PullToActionMachine.Output, at time: Double) -> TraceLine {
    TraceLine(output, at: time)
  }

  func model(at time: Double) -> PullToActionMachine.RenderModel {
    var copy = machine
    _ = copy.tick(at: time)
    return copy.renderModel
  }
}
