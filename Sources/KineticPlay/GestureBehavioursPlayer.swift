package import Foundation
package import Kinetic

/// A public API call of the gesture behaviours, as a script names it.
package struct GestureBehavioursCall: Sendable {
  /// The call, with its arguments decoded.
  package enum Kind: Sendable {
    case moveBy(CGVector)
    case scaleBy(Double)
    case rotateBy(Double)
    case reset
  }

  /// The call names a script may use, as messages list them.
  package static let names = ["moveBy", "scaleBy", "rotateBy", "reset"]

  /// The call.
  package let kind: Kind

  init?(
    name: String, arguments: JSONValue?, path: JSONPath, at location: SourceLocation,
    _ problems: inout Diagnostics
  ) {
    let argumentsPath = path.appending("args")
    /// The one named argument a call takes.
    func argument(_ key: String, _ what: String) -> JSONValue? {
      if let value = arguments?[key] { return value }
      let message = "\(name) needs \"args\": {\"\(key)\": \(what)}"
      if let arguments {
        problems.error(message, at: arguments, path: argumentsPath)
      } else {
        problems.error(message, at: location, path: path)
      }
      return nil
    }
    switch name {
    case "moveBy":
      guard let value = argument("offset", "[dx, dy]"),
        let (dx, dy) = value.pair(
          argumentsPath.appending("offset"), &problems, expecting: "[dx, dy] in points")
      else { return nil }
      kind = .moveBy(CGVector(dx: dx, dy: dy))
    case "scaleBy":
      guard let value = argument("factor", "a number above 0"),
        let factor = value.number(in: 0.001...1000, argumentsPath.appending("factor"), &problems)
      else { return nil }
      kind = .scaleBy(factor)
    case "rotateBy":
      guard let value = argument("degrees", "a number"),
        let degrees = value.number(
          in: -36_000...36_000, argumentsPath.appending("degrees"), &problems)
      else { return nil }
      kind = .rotateBy(degrees * .pi / 180)
    case "reset":
      if let arguments {
        problems.error("reset takes no arguments", at: arguments, path: argumentsPath)
        return nil
      }
      kind = .reset
    default:
      problems.error(
        "unknown call; expected one of \(Self.names.joined(separator: ", "))", at: location,
        path: path.appending("call"))
      return nil
    }
  }
}

/// Plays steps against the gesture behaviours and prints their outputs.
package struct GestureBehavioursPlayer: MachinePlayer {
  /// A public API call, decoded.
  package typealias Call = GestureBehavioursCall
  /// What one sampled frame shows.
  package typealias Model = GestureBehavioursMachine.RenderModel

  /// The control's machine.
  package var machine: GestureBehavioursMachine

  package mutating func call(_ call: GestureBehavioursCall, at time: TimeInterval) -> Outputs<
    GestureBehavioursMachine.Output
  > {
    switch call.kind {
    case .moveBy(let offset): machine.move(by: offset, at: time)
    case .scaleBy(let factor): machine.scale(by: factor, at: time)
    case .rotateBy(let angle): machine.rotate(by: angle, at: time)
    case .reset: machine.reset(at: time)
    }
  }

  package func trace(_ output: GestureBehavioursMachine.Output, at time: TimeInterval) -> TraceLine
  {
    TraceLine(output, at: time)
  }

  package func model(at time: TimeInterval) -> GestureBehavioursMachine.RenderModel {
    var copy = machine
    _ = copy.tick(at: time)
    return copy.renderModel
  }
}
