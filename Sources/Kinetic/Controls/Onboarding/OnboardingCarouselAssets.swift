import CKineticLibc

/// Finds a spec's images in its asset folder and reads their sizes, refusing any path that
/// leaves the folder.
///
/// Names are looked up as SlidingCarousel's `imageNamed` did: `cloud.png` finds `cloud@2x.png`
/// (2 pixels a point), `cloud@3x.png` or `cloud.png`. Only PNG headers are read; remote URLs are
/// never fetched.
public struct OnboardingCarouselAssets: Sendable {
  /// An image found on disk.
  public struct Found: Sendable, Hashable {
    /// Its file: an absolute path inside the asset folder, links resolved.
    public var path: String
    /// Its size in points.
    public var size: Size
    /// Its pixels per point.
    public var scale: Double
  }

  /// The asset folder, as an absolute path with links resolved when it exists.
  public let folder: String

  /// Uses the folder at `path` as the asset folder.
  public init(folder path: String) {
    self.folder = SourceFile.resolved(path) ?? path
  }

  /// Every image of `spec`, by image name; problems (a path outside the folder, a missing file, a
  /// file that is not a PNG) are recorded in `problems`.
  public func images(for spec: OnboardingCarouselSpec, _ problems: inout Diagnostics) -> [String:
    Found]
  {
    images(for: spec, root: nil, &problems)
  }

  /// Every image of `spec`, by image name; problems (a path outside the folder, a missing file, a
  /// file that is not a PNG) are recorded against the image's JSON (`root`, when given).
  package func images(
    for spec: OnboardingCarouselSpec, root: JSONValue?, _ problems: inout Diagnostics
  ) -> [String: Found] {
    var found: [String: Found] = [:]
    let entries: [JSONValue] = {
      guard let images = root?["images"], case .array(let list) = images.kind else { return [] }
      return list
    }()
    for image in spec.images where found[image.imageName] == nil {
      let index = entries.lastIndex { entry in
        if case .string(let key) = entry["key"]?.kind { return key == image.key }
        return false
      }
      let at = index.flatMap { entries[$0]["imageName"] } ?? root
      let path = JSONPath.root.appending("images").appending(index ?? 0).appending("imageName")
      let name = (spec.baseImageURL ?? "") + image.imageName
      switch locate(name) {
      case .success(let file):
        found[image.imageName] = file
      case .failure(let problem):
        if let at { problems.error(problem.message, at: at, path: path) }
      }
    }
    return found
  }

  /// Why an image cannot be used.
  public struct Problem: Error, Sendable, Hashable {
    /// What to tell the user.
    public var message: String
  }

  /// Finds the file for an image name (the base URL already prefixed).
  public func locate(_ name: String) -> Result<Found, Problem> {
    // "://" anywhere: some colon is followed by two slashes.
    let afterColons = name.split(separator: ":", omittingEmptySubsequences: false).dropFirst()
    if afterColons.contains(where: { $0.hasPrefix("//") }) || name.hasPrefix("file:") {
      return .failure(
        Problem(message: "remote images are not fetched; put the file in the asset folder"))
    }
    if name.hasPrefix("/") || name.hasPrefix("~") {
      return .failure(
        Problem(message: "absolute paths are refused: a spec may only read its asset folder"))
    }
    let components = name.split(separator: "/", omittingEmptySubsequences: false)
    if components.contains("..") {
      return .failure(Problem(message: "\"..\" is refused: a spec may only read its asset folder"))
    }
    let file = SourceFile.fileName(of: name)
    let dot = file.lastIndex(of: ".").map {
      name.index(name.endIndex, offsetBy: -file[$0...].count)
    }
    let base = (folder.hasSuffix("/") ? folder : folder + "/") + name[..<(dot ?? name.endIndex)]
    let pathExtension = dot.map { String(name[name.index(after: $0)...]) } ?? "png"
    let candidates: [(String, Double)] = [
      (base + "@2x." + pathExtension, 2), (base + "@3x." + pathExtension, 3),
      (base + "." + pathExtension, 1),
    ]
    for (candidate, scale) in candidates {
      guard let resolved = SourceFile.resolved(candidate) else { continue }
      let inside = folder.hasSuffix("/") ? folder : folder + "/"
      guard resolved.hasPrefix(inside) else {
        return .failure(
          Problem(message: "\(name) leads outside the asset folder (a link?); refused"))
      }
      // A FIFO or a device would block or never end: refused before it is opened.
      if let refusal = SourceFile.refusal(for: resolved) {
        return .failure(Problem(message: "\(SourceFile.fileName(of: resolved)): \(refusal)"))
      }
      guard let pixels = Self.pngSize(of: resolved) else {
        return .failure(Problem(message: "\(SourceFile.fileName(of: resolved)) is not a PNG image"))
      }
      return .success(
        Found(
          path: resolved,
          size: Size(width: pixels.width / scale, height: pixels.height / scale), scale: scale))
    }
    return .failure(
      Problem(
        message: "no image \(Diagnostic.excerpt(name)) in the asset folder \(folder)"))
  }

  /// The pixel size in a PNG file's header, or `nil` when it is not a PNG.
  static func pngSize(of path: String) -> (width: Double, height: Double)? {
    // Opened without waiting and checked to be a regular file, so nothing here can block.
    let descriptor = kinetic_open(path, O_RDONLY | kinetic_o_nonblock | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & kinetic_s_ifmt == mode_t(S_IFREG) else {
      return nil
    }
    var bytes = [UInt8](repeating: 0, count: 24)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 24) }
    guard count == 24 else { return nil }
    guard bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
      bytes[12..<16].elementsEqual(Array("IHDR".utf8))
    else { return nil }
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    guard width > 0, height > 0, width <= 100_000, height <= 100_000 else { return nil }
    return (Double(width), Double(height))
  }
}
