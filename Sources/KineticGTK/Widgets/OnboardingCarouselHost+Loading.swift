import CGTK
import Dispatch
import Glibc
public import Kinetic
import KineticGObject

extension OnboardingCarouselView {
  /// A spec read from a file, with its images found in its asset folder.
  public struct Document: Sendable {
    /// The spec file.
    public var path: String
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
    public var path: String
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
  public nonisolated static func load(path: String, assets: String? = nil) throws(LoadError)
    -> Document
  {
    // The shared loader never blocks: a FIFO or a device as the spec or an image is refused
    // before it is opened.
    let loaded: OnboardingCarouselSpec.Loaded
    do {
      loaded = try OnboardingCarouselSpec.load(contentsOf: path, assets: assets)
    } catch {
      throw LoadError(path: path, lines: ["\(path): error: cannot read the spec: \(error.reason)"])
    }
    let lines = loaded.problems.map { $0.formatted(file: path) }
    if loaded.hasErrors { throw LoadError(path: path, lines: lines) }
    let folder = OnboardingCarouselAssets(
      folder: assets ?? { $0.isEmpty ? "." : $0 }(SourceFile.folder(of: path)))
    return Document(
      path: path, spec: loaded.spec, assets: folder, images: loaded.images, warnings: lines)
  }

  /// A document and its images' textures, decoded off the main thread.
  final class LoadedDocument: @unchecked Sendable {
    let document: Document
    /// GdkTextures (immutable, so safe to hand between threads), one reference each.
    private var textures: [String: OpaquePointer]

    init(document: Document, textures: [String: OpaquePointer]) {
      self.document = document
      self.textures = textures
    }

    /// Hands the textures (and their references) to the caller.
    func takeTextures() -> [String: OpaquePointer] {
      defer { textures = [:] }
      return textures
    }

    deinit {
      for texture in textures.values { g_object_unref(texture.instance) }
    }
  }

  /// Runs ``load(path:assets:)`` and decodes the images on the spec loaders' queue
  /// (``SpecLoad``), then calls `completion` on the main actor, unless `ticket` was cancelled
  /// first.
  nonisolated static func loadOffMainThread(
    path: String, assets: String?, ticket: SpecLoad = SpecLoad(),
    completion: @escaping @MainActor (Result<LoadedDocument, LoadError>) -> Void
  ) {
    // The loader never blocks on a file (a FIFO or a device is refused before it is opened).
    SpecLoad.queue.async {
      guard !ticket.isCancelled else { return }
      let result: Result<LoadedDocument, LoadError>
      do throws(LoadError) {
        var document = try load(path: path, assets: assets)
        var textures: [String: OpaquePointer] = [:]
        // GDK's texture loaders are thread-safe: decode here, not on the main thread.
        for (name, found) in document.images where textures[found.path] == nil {
          guard !ticket.isCancelled else {
            for texture in textures.values { g_object_unref(texture.instance) }
            return
          }
          var error: UnsafeMutablePointer<GError>?
          if let texture = gdk_texture_new_from_filename(found.path, &error) {
            textures[found.path] = texture
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
  func show(
    _ document: Document, keepingPage: Bool = false, textures: [String: OpaquePointer] = [:]
  ) {
    guard !isTornDown else {
      for texture in textures.values { g_object_unref(texture.instance) }
      return
    }
    replace(
      spec: document.spec, images: document.images, keepingPage: keepingPage, textures: textures)
    self.document = document
  }

  /// Reads the spec at `path` on the calling thread, shows it and watches it when asked.
  func show(contentsOf path: String, assets: String?, reloadsOnChange: Bool) throws(LoadError) {
    reloadsOnMainThread = true
    setSource(path: path, assets: assets, reloadsOnChange: reloadsOnChange)
    do {
      show(try OnboardingCarouselView.load(path: path, assets: assets))
      kinetic_onboarding_carousel_take_error(widget, nil)
    } catch {
      report(error)
      throw error
    }
  }

  /// Reads the spec at `path` off the main thread, shows it and watches it when asked;
  /// `completion` hears how it went.
  func open(
    contentsOf path: String, assets: String?, reloadsOnChange: Bool,
    completion: (@MainActor (Result<Document, LoadError>) -> Void)?
  ) {
    reloadsOnMainThread = false
    setSource(path: path, assets: assets, reloadsOnChange: reloadsOnChange)
    load(keepingPage: false) { completion?($0) }
  }

  /// The `file`/`spec-path` property was set: reads the file off the main thread and shows it.
  func openSpec(path: String?) {
    guard path != specPath else { return }
    reloadsOnMainThread = false
    setSource(path: path, assets: assetsPath, reloadsOnChange: reloadsOnChange)
    if path != nil {
      load(keepingPage: false) { _ in }
    } else {
      // No spec: nothing of the last one stays (pages, page names, its error).
      replace(spec: OnboardingCarouselSpec(), images: [:], keepingPage: false)
      document = nil
      kinetic_onboarding_carousel_take_error(widget, nil)
    }
  }

  /// Records the spec file (notifying `file` and `spec-path`, `assets-path` and
  /// `reloads-on-change` when they change) and watches it when asked.
  private func setSource(path: String?, assets: String?, reloadsOnChange reloads: Bool) {
    specPath = path
    assetsPath = assets
    reloadsOnChange = reloads
    cancelLoad()
    watchSpecFile()
    storeSource()
  }

  /// Watches the spec file when `reloads-on-change` is set and there is a file.
  func watchSpecFile() {
    monitor = nil
    guard reloadsOnChange, let specPath, !isTornDown else { return }
    monitor = SpecFileMonitor(path: specPath) { [weak self] in
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
    let path = specPath
    do {
      let document = try OnboardingCarouselView.load(
        path: path, assets: assetsPath.map { $0 })
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
    cancelLoad()
    let ticket = SpecLoad()
    currentLoad = ticket
    OnboardingCarouselView.loadOffMainThread(path: specPath, assets: assetsPath, ticket: ticket) {
      [weak self] result in
      guard let self, !self.isTornDown, !ticket.isCancelled, ticket === self.currentLoad else {
        return
      }
      self.currentLoad = nil
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

  /// Cancels the load in progress, if any: a newer spec was set, or the widget goes.
  func cancelLoad() {
    currentLoad?.cancel()
    currentLoad = nil
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
    textures decoded: [String: OpaquePointer] = [:]
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
