package import Kinetic

/// An onboarding carousel as a script sets it up: where its spec and images are, and how the
/// carousel behaves beyond what the spec says.
package struct OnboardingCarouselSetup: Sendable {
  /// The option names a script and the documentation use, in the order they are listed.
  package static let optionNames = ["spec", "assets", "reducedMotion", "autoAdvance"]

  /// The spec's path as the script wrote it: relative to the script's folder, or absolute.
  package var spec: String
  /// The image folder as the script wrote it (relative to the script's folder); `nil` means the
  /// spec's folder.
  package var assets: String?
  /// The carousel's configuration.
  package var configuration = OnboardingCarouselMachine.Configuration()

  /// A setup that reads the spec at `spec`, with the defaults.
  package init(spec: String) {
    self.spec = spec
  }

  /// Reads the options of a script, recording every problem; `location` is where to report a
  /// missing `spec` when the script has no options at all.
  package static func decode(
    _ options: JSONValue?, path: JSONPath, missingAt location: SourceLocation,
    _ problems: inout Diagnostics
  ) -> Self {
    var setup = Self(spec: "")
    let missing =
      "missing \"spec\"; expected the path of the onboarding JSON, relative to the script"
    guard let options else {
      problems.error(DiagnosticMessage(missing), at: location, path: path)
      return setup
    }
    guard let members = options.members(path, &problems) else { return setup }
    var hasSpec = false
    for (key, value) in members {
      let at = path.appending(key)
      switch key {
      case "spec":
        hasSpec = true
        if let spec = filePath(value, at, &problems) { setup.spec = spec }
      case "assets":
        setup.assets = filePath(value, at, &problems)
      case "reducedMotion":
        value.bool(at, &problems).map { setup.configuration.reducesMotion = $0 }
      case "autoAdvance":
        value.number(in: 0.5...3600, at, &problems).map { setup.configuration.autoAdvance = $0 }
      default:
        problems.error(
          "unknown option; expected one of \(optionNames.joined(separator: ", "))", at: value,
          path: at)
      }
    }
    if !hasSpec { problems.error(DiagnosticMessage(missing), at: options, path: path) }
    return setup
  }

  /// A non-empty path of reasonable length.
  private static func filePath(
    _ value: JSONValue, _ path: JSONPath, _ problems: inout Diagnostics
  ) -> String? {
    guard let text = value.string(path, &problems) else { return nil }
    guard !text.isEmpty, text.count <= 1000, !text.contains("\u{0}") else {
      problems.error("expected a file path", at: value, path: path)
      return nil
    }
    return text
  }

  /// Reads the spec and finds its images; relative paths start in `folder` (the script's folder
  /// as the user named it, `""` for the current directory).
  ///
  /// - Throws: ``PlayFilesFailure`` with every problem, each as
  ///   `SPEC:line:column: error: <json path>: <message>`.
  package func load(relativeTo folder: String) throws(PlayFilesFailure)
    -> OnboardingCarouselContent
  {
    let specPath = Self.resolve(spec, in: folder)
    let loaded: OnboardingCarouselSpec.Loaded
    do {
      loaded = try OnboardingCarouselSpec.load(
        contentsOf: specPath, assets: assets.map { Self.resolve($0, in: folder) })
    } catch {
      throw PlayFilesFailure(
        file: specPath,
        messages: ["\(specPath): error: cannot read the onboarding spec: \(error.reason)"])
    }
    guard !loaded.hasErrors else {
      throw PlayFilesFailure(
        file: specPath,
        messages: loaded.problems.filter { $0.severity == .error }.map {
          $0.formatted(file: specPath)
        })
    }
    return OnboardingCarouselContent(
      spec: loaded.spec, images: loaded.images,
      warnings: loaded.warnings.map { $0.formatted(file: specPath) })
  }

  /// `path` as seen from the current directory when it is relative to `folder`.
  static func resolve(_ path: String, in folder: String) -> String {
    guard !path.hasPrefix("/"), !folder.isEmpty else { return path }
    return folder.hasSuffix("/") ? folder + path : folder + "/" + path
  }
}

/// An onboarding spec read from disk, with its images found.
package struct OnboardingCarouselContent: Sendable {
  /// The spec.
  package var spec: OnboardingCarouselSpec
  /// Its images on disk, by image name.
  package var images: [String: OnboardingCarouselAssets.Found]
  /// The spec's warnings, one line each: `SPEC:line:column: warning: <json path>: <message>`.
  package var warnings: [String]

  /// Creates the content from a spec and its images.
  package init(
    spec: OnboardingCarouselSpec, images: [String: OnboardingCarouselAssets.Found],
    warnings: [String] = []
  ) {
    self.spec = spec
    self.images = images
    self.warnings = warnings
  }

  /// A carousel in a container of `size`, at rest on its first page.
  package func makeMachine(
    size: Size, configuration: OnboardingCarouselMachine.Configuration
  ) -> OnboardingCarouselMachine {
    let scene = OnboardingCarouselScene(
      spec: spec, size: size, imageSizes: images.mapValues(\.size))
    return OnboardingCarouselMachine(scene: scene, configuration: configuration)
  }
}
