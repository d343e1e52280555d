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
  /// It reads on the calling thread; on the main thread, use
  /// ``open(contentsOf:assets:reloadsOnChange:completion:)``, which reads off it.
  ///
  /// - Throws: ``LoadError`` when the file cannot be read or the spec cannot be shown (a JSON
  ///   error, a missing image, an image path that leaves the asset folder…).
  public nonisolated static func load(url: URL, assets: URL? = nil) throws(LoadError) -> Document {
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
    show(document, keepingPage: keepingPage, textures: [:])
  }

  /// Shows a document with textures already decoded (their references pass to the view).
  func show(_ document: Document, keepingPage: Bool = false, textures: [URL: OpaquePointer]) {
    guard !isTornDown else {
      for texture in textures.values { g_object_unref(texture.instance) }
      return
    }
    replace(
      spec: document.spec, images: document.images, keepingPage: keepingPage, textures: textures)
    self.document = document
  }

  /// Reads the spec at `url` (its folder as assets unless told), shows it, and, when
  /// `reloadsOnChange`, reads and shows it again, on the same page, whenever the file changes;
  /// ``onReload`` hears of each reload and of each problem.
  ///
  /// The first read happens on the calling thread and blocks it until the files are read;
  /// ``open(contentsOf:assets:reloadsOnChange:completion:)`` reads off the main thread.
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

  /// Reads the spec at `url` (its folder as assets unless told) off the main thread, then shows
  /// it and calls `completion` on the main actor; with `reloadsOnChange`, reads and shows it again,
  /// on the same page and also off the main thread, whenever the file changes (``onReload``
  /// hears of each reload).
  ///
  /// The spec, its images' headers and the images themselves are read and decoded on a thread of
  /// their own, so the main loop keeps running whatever the files are: a slow disk, a network
  /// mount, or a FIFO named as an image that never delivers a byte (the carousel then waits,
  /// responsive, and shows nothing new). When the file cannot be shown, the carousel is
  /// unchanged and `completion` receives the ``LoadError``. A later call supersedes a load still
  /// under way: only the latest result is shown.
  public func open(
    contentsOf url: URL, assets: URL? = nil, reloadsOnChange: Bool = true,
    completion: (@MainActor (Result<Document, LoadError>) -> Void)? = nil
  ) {
    monitor = nil
    if reloadsOnChange {
      monitor = SpecFileMonitor(url: url) { [weak self] in
        self?.reloadOffMainThread(url: url, assets: assets)
      }
    }
    load(url: url, assets: assets, keepingPage: false) { completion?($0) }
  }

  private func reloadOffMainThread(url: URL, assets: URL?) {
    load(url: url, assets: assets, keepingPage: true) { [weak self] in self?.onReload?($0) }
  }

  /// Reads the spec and its images on a thread of their own and shows them, unless a later load
  /// superseded this one or the view went; `report` hears how it went.
  private func load(
    url: URL, assets: URL?, keepingPage: Bool,
    report: @escaping @MainActor (Result<Document, LoadError>) -> Void
  ) {
    loadGeneration += 1
    let generation = loadGeneration
    Self.loadOffMainThread(url: url, assets: assets) { [weak self] result in
      guard let self, !self.isTornDown, generation == self.loadGeneration else { return }
      switch result {
      case .success(let loaded):
        self.show(loaded.document, keepingPage: keepingPage, textures: loaded.takeTextures())
        report(.success(loaded.document))
      case .failure(let error):
        report(.failure(error))
      }
    }
  }

  /// A document and its images' textures, decoded off the main thread.
  final class LoadedDocument: @unchecked Sendable {
    let document: Document
    /// GdkTextures (immutable, so safe to hand between threads), one reference each.
    private var textures: [URL: OpaquePointer]

    init(document: Document, textures: [URL: OpaquePointer]) {
      self.document = document
      self.textures = textures
    }

    /// Hands the textures (and their references) to the caller.
    func takeTextures() -> [URL: OpaquePointer] {
      defer { textures = [:] }
      return textures
    }

    deinit {
      for texture in textures.values { g_object_unref(texture.instance) }
    }
  }

  /// Runs ``load(url:assets:)`` and decodes the images on a new thread, then calls `completion`
  /// on the main actor.
  nonisolated static func loadOffMainThread(
    url: URL, assets: URL?,
    completion: @escaping @MainActor (Result<LoadedDocument, LoadError>) -> Void
  ) {
    // A thread of its own, not the shared pool: a read that never returns (a FIFO) must not
    // hold up anyone else's work.
    let thread = Thread {
      let result: Result<LoadedDocument, LoadError>
      do throws(LoadError) {
        var document = try load(url: url, assets: assets)
        var textures: [URL: OpaquePointer] = [:]
        // GDK's texture loaders are thread-safe: decode here, not on the main thread.
        for (name, found) in document.images where textures[found.url] == nil {
          var error: UnsafeMutablePointer<GError>?
          if let texture = gdk_texture_new_from_filename(found.url.path, &error) {
            textures[found.url] = texture
          } else {
            if let error { g_error_free(error) }
            // Shown as nothing, as a texture that fails on the main thread is.
            document.images[name] = nil
          }
        }
        result = .success(LoadedDocument(document: document, textures: textures))
      } catch {
        result = .failure(error)
      }
      DispatchQueue.main.async {
        MainActor.assumeIsolated { completion(result) }
      }
    }
    thread.name = "Kinetic spec loader"
    thread.start()
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
    spec: OnboardingSpec, images: [String: OnboardingAssets.Found], keepingPage: Bool,
    textures decoded: [URL: OpaquePointer] = [:]
  ) {
    guard !isTornDown else {
      for texture in decoded.values { g_object_unref(texture.instance) }
      return
    }
    // The files may have changed: load every texture again (or take those decoded already).
    for texture in textures.values { g_object_unref(texture.instance) }
    textures = decoded
    self.spec = spec
    self.images = images
    rebuild(keepingPage: keepingPage)
  }
}
