package import Kinetic

/// The gesture behaviours on one view as a script drives them: `"control": "gestures"`.
package enum GestureBehavioursKind: ControlKind {
  /// The options, decoded.
  package typealias Options = GestureBehavioursSetup
  /// A public API call, decoded.
  package typealias Call = GestureBehavioursCall
  /// What one sampled frame shows.
  package typealias Model = GestureBehavioursMachine.RenderModel
  /// The control's player.
  package typealias Player = GestureBehavioursPlayer

  /// The name scripts give the control.
  package static let name = "gestures"

  package static func decodeOptions(
    _ options: JSONValue?, size: Size, path: JSONPath, missingAt location: SourceLocation,
    _ problems: inout Diagnostics
  ) -> GestureBehavioursSetup {
    .decode(options, size: size, path: path, &problems)
  }

  package static func makePlayer(
    _ loaded: GestureBehavioursSetup, size: Size
  ) -> GestureBehavioursPlayer {
    GestureBehavioursPlayer(machine: loaded.makeMachine(size: size))
  }
}
