package import Kinetic

/// A control a script can drive: its script name, its options and calls decoded once into its own
/// types, and the player that plays them.
///
/// Each control has one kind (``SlideToConfirmKind``, ``PullToActionKind``,
/// ``GestureBehavioursKind``, ``OnboardingCarouselKind``), listed in ``ControlKinds/all``;
/// ``PlayScript`` and ``Playback`` work through it and never name a control.
package protocol ControlKind: Sendable {
  /// The options, decoded.
  associatedtype Options: Sendable
  /// One public API call, decoded with its arguments.
  associatedtype Call: ScriptCallDecodable
  /// What the options become once the files they name are read (the options themselves when
  /// they name none).
  associatedtype Loaded: Sendable = Options
  /// What one sampled frame shows.
  associatedtype Model: Sendable
  /// The player that drives the control's machine.
  associatedtype Player: ControlPlayer where Player.Call == Call, Player.Model == Model

  /// The control's name in a script's `"control"`.
  static var name: String { get }

  /// Reads a script's options for a control of `size`, recording every problem; `location` is
  /// where to report an option that is missing when the script has no options at all.
  static func decodeOptions(
    _ options: JSONValue?, size: Size, path: JSONPath, missingAt location: SourceLocation,
    _ problems: inout Diagnostics
  ) -> Options

  /// Reads the files the options name; relative paths start in `folder` (the script's folder as
  /// the user named it, `""` for the current directory).
  ///
  /// - Throws: ``PlayFilesFailure`` with every problem, one line each.
  static func load(_ options: Options, relativeTo folder: String) throws(PlayFilesFailure)
    -> Loaded

  /// What plays when the files the options name cannot be read.
  static func unloaded(_ options: Options) -> Loaded

  /// Warnings about the files read, one line each, for the user.
  static func warnings(of loaded: Loaded) -> [String]

  /// A player for a control of `size` set up this way, at rest.
  static func makePlayer(_ loaded: Loaded, size: Size) -> Player
}

extension ControlKind where Loaded == Options {
  /// The options, which name no files.
  package static func load(_ options: Options, relativeTo folder: String) -> Loaded { options }

  /// The options, which name no files.
  package static func unloaded(_ options: Options) -> Loaded { options }

  /// No warnings: there are no files.
  package static func warnings(of loaded: Loaded) -> [String] { [] }
}

/// The controls a script can drive: one entry per control kind.
package enum ControlKinds {
  /// Every control kind, in the order messages and the demo list them.
  package static let all: [any ControlKind.Type] = [
    SlideToConfirmKind.self, PullToActionKind.self, GestureBehavioursKind.self,
    OnboardingCarouselKind.self,
  ]

  /// The kind a script names, if any.
  static func named(_ name: String) -> (any ControlKind.Type)? {
    all.first { $0.name == name }
  }
}

/// Why the files a script names (an onboarding spec and its images) cannot be played.
package struct PlayFilesFailure: Error, Sendable {
  /// The file at fault, as the messages name it.
  package var file: String
  /// Every problem, one line each: `FILE:line:column: error: <json path>: <message>`.
  package var messages: [String]
}
