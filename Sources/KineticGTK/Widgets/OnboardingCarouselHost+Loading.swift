import CGTK
public import Foundation
public import Kinetic
import KineticGObject

extension OnboardingCarouselView {
  /// A spec read from a file, with its images found in its asset folder.
  public struct Document: Sendable {
    /// The spec file.
    public var url: URL
    /// The spec.
    public var spec: OnboardingCarouselSpec
    /// Where its images are.
    public var assets: OnboardingCarouselAssets
    /// Its images, by image name.
    public var images: [String: OnboardingCarouselAssets.Found]
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
    let loaded: OnboardingCarouselSpec.Loaded
    do {
      loaded = try OnboardingCarouselSpec.load(contentsOf: path, assets: assets?.path)
    } catch {
      throw LoadError(url: url, lines: ["\(path): error: cannot read the spec: \(error.reason)"])
    }
    let lines = loaded.problems.map { $0.formatted(file: path) }
    if loaded.hasErrors { throw LoadError(url: url, lines: lines) }
    let folder = OnboardingCarouselAssets(folder: assets ?? url.deletingLastPathComponent())
    return Document(
      url: url, spec: loaded.spec, assets: folder, images: loaded.images, warnings: lines)
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
}

extension OnboardingCarouselHost {
  /// Shows another spec, from the first page, every widget rebuilt.
  func show(spec: OnboardingCarouselSpec, assets: OnboardingCarouselAssets) {
    var problems = Diagnostics()
    let found = assets.images(for: spec, root: nil, &problems)
    replace(spec: spec, images: found, keepingPage: false)
    document = nil
  }

  /// Shows a document with textures already decoded (their references pass to the host).
  func show(_ document: Document, keepingPage: Bool = false, textures: [URL: OpaquePointer] = [:]) {
    guard !isTornDown else {
      for texture in textures.values { g_object_unref(texture.instance) }
      return
    }
    replace(
      spec: document.spec, images: document.images, keepingPage: keepingPage, textures: textures)
    self.document = document
  }

  /// Reads the spec at `url` on the calling thread, shows it and watches it when asked.
  func show(contentsOf url: URL, assets: URL?, reloadsOnChange: Bool) throws(LoadError) {
    reloadsOnMainThread = true
    setSource(path: url.path, assets: assets?.path, reloadsOnChange: reloadsOnChange)
    do {
      show(try OnboardingCarouselView.load(url: url, assets: assets))
      kinetic_onboarding_carousel_take_error(widget, nil)
    } catch {
      report(error)
      throw error
    }
  }

  /// Reads the spec at `url` off the main thread, shows it and watches it when asked;
  /// `completion` hears how it went.
  func open(
    contentsOf url: URL, assets: URL?, reloadsOnChange: Bool,
    completion: (@MainActor (Result<Document, LoadError>) -> Void)?
  ) {
    reloadsOnMainThread = false
    setSource(path: url.path, assets: assets?.path, reloadsOnChange: reloadsOnChange)
    load(keepingPage: false) { completion?($0) }
  }

  /// The `file`/`spec-path` property was set: reads the file off the main thread and shows it.
  func openSpec(path: String?) {
    guard path != specPath else { return }
    reloadsOnMainThread = false
    setSource(path: path, assets: assetsPath, reloadsOnChange: reloadsOnChange)
    if path != nil { load(keepingPage: false) { _ in } }
  }

  /// Records the spec file (notifying `file` and `spec-path`, `assets-path` and
  /// `reloads-on-change` when they change) and watches it when asked.
  private func setSource(path: String?, assets: String?, reloadsOnChange reloads: Bool) {
    let old = (specPath, assetsPath, reloadsOnChange)
    specPath = path
    assetsPath = assets
    reloadsOnChange = reloads
    loadGeneration += 1
    watchSpecFile()
    if old.0 != path {
      kinetic_onboarding_carousel_notify(widget, KINETIC_ONBOARDING_CAROUSEL_PROP_FILE.rawValue)
      kinetic_onboarding_carousel_notify(
        widget, KINETIC_ONBOARDING_CAROUSEL_PROP_SPEC_PATH.rawValue)
    }
    if old.1 != assets {
      kinetic_onboarding_carousel_notify(
        widget, KINETIC_ONBOARDING_CAROUSEL_PROP_ASSETS_PATH.rawValue)
    }
    if old.2 != reloads {
      kinetic_onboarding_carousel_notify(
        widget, KINETIC_ONBOARDING_CAROUSEL_PROP_RELOADS_ON_CHANGE.rawValue)
    }
  }

  /// Watches the spec file when `reloads-on-change` is set and there is a file.
  func watchSpecFile() {
    monitor = nil
    guard reloadsOnChange, let specPath, !isTornDown else { return }
    monitor = SpecFileMonitor(url: URL(fileURLWithPath: specPath)) { [weak self] in
      self?.reload()
    }
  }

  /// Reads the changed spec file again and shows it on the same page: on the main thread for a
  /// file shown with ``show(contentsOf:assets:reloadsOnChange:)`` (which reads there), off it
  /// otherwise.
  private func reload() {
    guard reloadsOnMainThread, let specPath else {
      load(keepingPage: true) { [weak self] in self?.onReload?($0) }
      return
    }
    let url = URL(fileURLWithPath: specPath)
    do {
      let document = try OnboardingCarouselView.load(
        url: url, assets: assetsPath.map { URL(fileURLWithPath: $0) })
      show(document, keepingPage: true)
      kinetic_onboarding_carousel_take_error(widget, nil)
      onReload?(.success(document))
    } catch {
      report(error)
      onReload?(.failure(error))
    }
  }

  /// Reads the spec file and its images on a thread of their own and shows them, unless a later
  /// load superseded this one or the widget went; sets or clears `error`; `report` hears how it
  /// went.
  private func load(
    keepingPage: Bool, report: @escaping @MainActor (Result<Document, LoadError>) -> Void
  ) {
    guard let specPath else { return }
    loadGeneration += 1
    let generation = loadGeneration
    let url = URL(fileURLWithPath: specPath)
    let assets = assetsPath.map { URL(fileURLWithPath: $0) }
    OnboardingCarouselView.loadOffMainThread(url: url, assets: assets) { [weak self] result in
      guard let self, !self.isTornDown, generation == self.loadGeneration else { return }
      switch result {
      case .success(let loaded):
        self.show(loaded.document, keepingPage: keepingPage, textures: loaded.takeTextures())
        kinetic_onboarding_carousel_take_error(self.widget, nil)
        report(.success(loaded.document))
      case .failure(let error):
        self.report(error)
        report(.failure(error))
      }
    }
  }

  /// Sets `error` to a load error.
  private func report(_ error: LoadError) {
    let invalid = !error.lines.contains { $0.contains(": error: cannot read the spec:") }
    let gerror = error.description.withCString {
      kinetic_onboarding_carousel_new_error(invalid.gboolean, $0)
    }
    kinetic_onboarding_carousel_take_error(widget, gerror)
  }

  /// Stops watching the spec file, if one is watched.
  func stopWatching() {
    setReloadsOnChange(false)
  }

  /// Whether a spec file is being watched.
  var isWatchingFile: Bool { monitor != nil }

  private func replace(
    spec: OnboardingCarouselSpec, images: [String: OnboardingCarouselAssets.Found],
    keepingPage: Bool,
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
