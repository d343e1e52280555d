package import Kinetic

/// The pull to action as a script drives it: `"control": "pull-to-action"`.
package enum PullToActionKind: ControlKind {
  /// The options, decoded.
  package typealias Options = PullToActionSetup
  /// A public API call, decoded.
  package typealias Call = PullToActionCall
  /// What one sampled frame shows.
  package typealias Model = PullToActionMachine.RenderModel
  /// The control's player.
  package typealias Player = PullToActionPlayer

  /// The name scripts give the control.
  package static let name = "pull-to-action"

  package static func decodeOptions(
    _ options: JSONValue?, size: Size, path: JSONPath, missingAt location: SourceLocation,
    _ problems: inout Diagnostics
  ) -> PullToActionSetup {
    .decode(options, size: size, path: path, &problems)
  }

  package static func makePlayer(_ loaded: PullToActionSetup, size: Size) -> PullToActionPlayer {
    PullToActionPlayer(machine: loaded.makeMachine(size: size))
  }
}
