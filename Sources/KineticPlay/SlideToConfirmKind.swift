package import Kinetic

/// The slide to confirm as a script drives it: `"control": "slide-to-confirm"`.
package enum SlideToConfirmKind: ControlKind {
  /// The options, decoded.
  package typealias Options = SlideToConfirmMachine.Configuration
  /// A public API call, decoded.
  package typealias Call = SlideToConfirmCall
  /// What one sampled frame shows.
  package typealias Model = SlideToConfirmMachine.RenderModel
  /// The control's player.
  package typealias Player = SlideToConfirmPlayer

  /// The name scripts give the control.
  package static let name = "slide-to-confirm"

  package static func decodeOptions(
    _ options: JSONValue?, size: Size, path: JSONPath, missingAt location: SourceLocation,
    _ problems: inout Diagnostics
  ) -> SlideToConfirmMachine.Configuration {
    .decode(options, size: size, path: path, &problems)
  }

  package static func makePlayer(
    _ loaded: SlideToConfirmMachine.Configuration, size: Size
  ) -> SlideToConfirmPlayer {
    SlideToConfirmPlayer(machine: SlideToConfirmMachine(size: size, configuration: loaded))
  }
}
