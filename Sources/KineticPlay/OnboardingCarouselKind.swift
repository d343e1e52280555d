package import Kinetic

/// The onboarding carousel as a script drives it: `"control": "onboarding"`, with the spec and
/// images its options name read from disk before it plays.
package enum OnboardingCarouselKind: ControlKind {
  /// The options, decoded.
  package typealias Options = OnboardingCarouselSetup
  /// A public API call, decoded.
  package typealias Call = OnboardingCarouselCall
  /// What one sampled frame shows.
  package typealias Model = OnboardingCarouselFrame
  /// The control's player.
  package typealias Player = OnboardingCarouselPlayer

  /// A setup with its spec and images read.
  package struct Loaded: Sendable {
    /// The setup the options gave.
    package var setup: OnboardingCarouselSetup
    /// The spec and its images.
    package var content: OnboardingCarouselContent
  }

  /// The name scripts give the control.
  package static let name = "onboarding"

  package static func decodeOptions(
    _ options: JSONValue?, size: Size, path: JSONPath, missingAt location: SourceLocation,
    _ problems: inout Diagnostics
  ) -> OnboardingCarouselSetup {
    .decode(options, path: path, missingAt: location, &problems)
  }

  package static func load(
    _ options: OnboardingCarouselSetup, relativeTo folder: String
  ) throws(PlayFilesFailure) -> Loaded {
    Loaded(setup: options, content: try options.load(relativeTo: folder))
  }

  /// An empty carousel.
  package static func unloaded(_ options: OnboardingCarouselSetup) -> Loaded {
    Loaded(
      setup: options,
      content: OnboardingCarouselContent(spec: OnboardingCarouselSpec(), images: [:]))
  }

  package static func warnings(of loaded: Loaded) -> [String] { loaded.content.warnings }

  package static func makePlayer(_ loaded: Loaded, size: Size) -> OnboardingCarouselPlayer {
    OnboardingCarouselPlayer(
      machine: loaded.content.makeMachine(size: size, configuration: loaded.setup.configuration),
      images: loaded.content.images)
  }
}
