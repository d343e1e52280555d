package import Foundation
package import Kinetic

/// The gesture behaviours on one view as a script drives them: `"control": "gestures"`.
package enum GestureBehavioursKind: ControlKind {
  package typealias Options = GestureBehavioursSetup
  package typealias Call = GestureBehavioursCall
  package typealias Model = GestureBehavioursMachine.RenderModel
  package typealias Player = GestureBehavioursPlayer

  package static let name = "gestures"

  package static func decodeOptions(
    _ options: JSONValue?, size: CGSize, path: JSONPath, missingAt location: SourceLocation,
    _ problems: inout Diagnostics
  ) -> GestureBehavioursSetup {
    .decode(options, size: size, path: path, &problems)
  }

  package static func decodeCall(
    _ name: String, arguments: JSONValue?, path: JSONPath, at location: SourceLocation,
    _ problems: inout Diagnostics
  ) -> GestureBehavioursCall? {
    GestureBehavioursCall(name: name, arguments: arguments, path: path, at: location, &problems)
  }

  package static func makePlayer(
    _ loaded: GestureBehavioursSetup, size: CGSize
  ) -> GestureBehavioursPlayer {
    GestureBehavioursPlayer(machine: loaded.makeMachine(size: size))
  }
}
