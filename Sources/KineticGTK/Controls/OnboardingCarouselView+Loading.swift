import CGTK
public import Foundation
public import Kinetic

extension OnboardingCarouselView {
  /// A spec read from a file, with its images found in its asset folder.
  public struct Document: Sendable {
    /// The spec file.
    public var url: URL
    /// The spec.
    public var spec: OnboardingSpec
    /// Where its images are.
    public var assets: OnboardingAssets
    /// Its images, by image name.
    public var images: [String: OnboardingAssets.Found]
    /// Its warnings, one `SPEC:line:column: warning: <json path>: <message>` line each.
    public var warnings: [String]
  }

  /// Why a spec file cannot be shown.
  public struct LoadError: Error, Sendable, CustomStringConvertible {
    /// The spec file.
    public var url: URL
    /// Every problem, one `SPEC:line:column: error: <json path>: <message>` line each, as
    /// `kinetic validate` prints them (warnings included, after the errors' lines they follow).
    public var lines: [String]

    /// The lines, joined.
    public var description: String { lines.joined(separator: "\n") }
  }

  /// Reads a spec file and finds its images in `assets` (the file's folder unless told),
  /// reporting every problem at once, as `kinetic validate` does.
  ///
  /// - Throws: ``LoadError`` when the file cannot be read or the spec cannot be shown (a JSON
  ///   error, a missing image, an image path that leaves the asset folder…).
  public static func load(url: URL, assets: URL? = nil) throws(LoadError) -> Document {
    let path = url.path
    // The shared loader never blocks: a FIFO or a device as the spec or an image is refused
    // before it is opened.
    let loaded: OnboardingSpec.Loaded
    do {
      loaded = try OnboardingSpec.load(contentsOf: path, assets: assets?.path)
    } catch {
      throw LoadError(url: url, lines: ["\(path): error: cannot read the spec: \(error.reason)"])
    }
    let lines = loaded.problems.map { $0.formatted(file: path) }
    if loaded.hasErrors { throw LoadError(url: url, lines: lines) }
    let folder = OnboardingAssets(folder: assets ?? url.deletingLastPathComponent())
    return Document(
      url: url, spec: loaded.spec, assets: folder, images: loaded.images, warnings: lines)
  }

  /// Creates a carousel showing a loaded document.
  public convenience init(
    document: Document, sizing: Sizing = .scaledToFit(CGSize(width: 320, height: 568)),
    configuration: OnboardingCarouselMachine.Configuration = .init()
  ) {
    self.init(
      spec: document.spec, assets: document.assets, sizing: sizing, configuration: configuration)
    self.document = document
  }

  /// Shows another spec, from the first page, every widget rebuilt.
  public func show(spec: OnboardingSpec, assets: OnboardingAssets) {
    var problems = Diagnostics()
    let found = assets.images(for: spec, root: nil, &problems)
    replace(spec: spec, images: found, keepingPage: false)
    document = nil
  }

  /// Shows a loaded document, keeping the page shown when `keepingPage` (and it still exists).
  public func show(_ document: Document, keepingPage: Bool = false) {
    replace(spec: document.spec, images: document.images, keepingPage: keepingPage)
    self.document = document
  }

  /// Reads the spec at `url` (its folder as assets unless told), shows it, and, when
  /// `reloadsOnChange`, reads and shows it again, on the same page, whenever the file changes;
  /// ``onReload`` hears of each reload and of each problem.
  ///
  /// - Throws: ``LoadError`` when the file cannot be shown now; the carousel is unchanged, but
  ///   the file is still watched, so fixing it shows it.
  public func show(contentsOf url: URL, assets: URL? = nil, reloadsOnChange: Bool = true)
    throws(LoadError)
  {
    monitor = nil
    if reloadsOnChange {
      monitor = SpecFileMonitor(url: url) { [weak self] in
        self?.reload(url: url, assets: assets)
      }
    }
    show(try Self.load(url: url, assets: assets))
  }

  /// Stops watching the spec file, if one is watched.
  public func stopWatching() {
    monitor = nil
  }

  /// Whether a spec file is being watched.
  public var isWatchingFile: Bool { monitor != nil }

  private func reload(url: URL, assets: URL?) {
    do {
      let document = try Self.load(url: url, assets: assets)
      show(document, keepingPage: true)
      onReload?(.success(document))
    } catch {
      onReload?(.failure(error))
    }
  }

  private func replace(
    spec: OnboardingSpec, images: [String: OnboardingAssets.Found], keepingPage: Bool
  ) {
    guard !isTornDown else { return }
    // The files may have changed: load every texture again.
    for texture in textures.values { g_object_unref(texture.instance) }
    textures = [:]
    self.spec = spec
    self.images = images
    rebuild(keepingPage: keepingPage)
  }
}
