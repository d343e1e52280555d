extension OnboardingCarouselSpec {
  /// A spec read from a file, with its images found and every problem in it.
  public struct Loaded: Sendable {
    /// The spec, as far as it could be read.
    public var spec: OnboardingCarouselSpec
    /// Its images on disk, by image name.
    public var images: [String: OnboardingCarouselAssets.Found]
    /// The problems found (errors and warnings), in the order they appear in the file: the
    /// first `Diagnostics.maximumListed`, then one line saying how many more there are.
    public var problems: [Diagnostic]
    /// How many warnings were found, listed or not.
    package var warningCount = 0

    /// Whether the spec can be shown.
    public var hasErrors: Bool { problems.contains { $0.severity == .error } }
    /// The warnings alone.
    public var warnings: [Diagnostic] { problems.filter { $0.severity == .warning } }
  }

  /// Reads the spec at `path`, checks it and looks for its images in `assets` (the spec's folder
  /// when `nil`), reporting every problem at once: after a structural error everything that can
  /// still be checked (references, images) is checked too.
  ///
  /// - Throws: ``SourceFile/Failure`` when the file cannot be read at all (missing, a folder, a
  ///   FIFO or device, too large, not readable).
  public static func load(contentsOf path: String, assets: String?) throws(SourceFile.Failure)
    -> Loaded
  {
    let bytes = try SourceFile.contents(
      of: path, maximumBytes: JSONParser.Limits().maximumBytes)
    var problems = Diagnostics()
    var spec = OnboardingCarouselSpec()
    var images: [String: OnboardingCarouselAssets.Found] = [:]
    do {
      let root = try JSONParser().parse(bytes)
      spec = decode(root, &problems)
      let specFolder = SourceFile.folder(of: path)
      let folder = assets ?? (specFolder.isEmpty ? "." : specFolder)
      images = OnboardingCarouselAssets(folder: folder)
        .images(for: spec, root: root, &problems)
    } catch {
      problems.error(DiagnosticMessage(error.message), at: error.location, path: .root)
    }
    var loaded = Loaded(spec: spec, images: images, problems: problems.inFileOrder)
    loaded.warningCount = problems.warningCount
    return loaded
  }
}

extension Diagnostics {
  /// The problems listed, in the order they appear in the file (problems at one place keep
  /// their order), then the line that counts those not listed, if any.
  public var inFileOrder: [Diagnostic] {
    all.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map { $0.element } + (omissions.map { [$0] } ?? [])
  }
}
