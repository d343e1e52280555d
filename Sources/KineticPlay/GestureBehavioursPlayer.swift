package import Foundation
package import Kinetic

/// A public API call of the gesture behaviours, as a script names it.
package struct GestureBehavioursCall: ScriptCallDecodable {
  /// The call, with its arguments decoded.
  package enum Kind: Sendable {
    case moveBy(Vector)
    case scaleBy(Double)
    case rotateBy(Double)
    case reset
  }

  /// The call names a script may use, as messages list them.
  package static let names = ["moveBy", "scaleBy", "rotateBy", "reset"]

  /// The call.
  package let kind: Kind

  package init?(_ call: ScriptCall, _ problems: inout Diagnostics) {
    let argumentsPath = call.argumentsPath
    switch call.name {
    case "moveBy":
      guard let value = call.argument("offset", expecting: "[dx, dy]", &problems),
        let (dx, dy) = value.pair(
          argumentsPath.appending("offset"), &problems, expecting: "[dx, dy] in points")
      else { return nil }
      kind = .moveBy(Vector(dx: dx, dy: dy))
    case "scaleBy":
      guard let value = call.argument("factor", expecting: "a number above 0", &problems),
        let factor = value.number(in: 0.001...1000, argumentsPath.appending("factor"), &problems)
      else { return nil }
      kind = .scaleBy(factor)
    case "rotateBy":
      guard let value = call.argument("degrees", expecting: "a number", &problems),
        let degrees = value.number(
          in: -36_000...36_000, argumentsPath.appending("degrees"), &problems)
      else { return nil }
      kind = .rotateBy(degrees * .pi / 180)
    case "reset":
      guard call.takesNoArguments(&problems) else { return nil }
      kind = .reset
    default:
      call.reportUnknown(among: Self.names, &problems)
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
