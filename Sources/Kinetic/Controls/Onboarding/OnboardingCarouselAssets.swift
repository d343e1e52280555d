import CKineticLibc

/// Finds a spec's images in its asset folder and reads their sizes, refusing any path that
/// leaves the folder.
///
/// Names are looked up as SlidingCarousel's `imageNamed` did: `cloud.png` finds `cloud@2x.png`
/// (2 pixels a point), `cloud@3x.png` or `cloud.png`. Remote URLs are never fetched. Nothing is
/// decoded: each file's header gives its size, which is held to `Limits` (per image and for the
/// whole spec) before any decoder sees it, and its chunks are walked to check that it is a whole
/// PNG file (see `PNGFile`).
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
    // Each name is looked up once: a name that failed fails again at each entry without being
    // read again.
    var failures: [String: Problem] = [:]
    // Each file counts once towards the budgets, however many names or entries lead to it.
    var counted: Set<String> = []
    var pixels = 0
    var bytes = 0
    let entries: [JSONValue] = {
      guard let images = root?["images"], case .array(let list) = images.kind else { return [] }
      return list
    }()
    // The last entry of each key (the one decoding kept), found in one pass.
    var entryOfKey: [String: Int] = [:]
    for (index, entry) in entries.enumerated() {
      if case .string(let key) = entry["key"]?.kind { entryOfKey[key] = index }
    }
    for image in spec.images where found[image.imageName] == nil {
      let index = entryOfKey[image.key]
      let at = index.flatMap { entries[$0]["imageName"] } ?? root
      let path = JSONPath.root.appending("images").appending(index ?? 0).appending("imageName")
      let result: Result<Inspected, Problem> =
        if let failure = failures[image.imageName] {
          .failure(failure)
        } else {
          inspect((spec.baseImageURL ?? "") + image.imageName)
        }
      switch result {
      case .success(let file):
        let name = SourceFile.fileName(of: file.found.path)
        if counted.insert(file.found.path).inserted {
          if let problem = Self.budgetProblem(
            name, pixels: pixels + file.pixels, bytes: bytes + file.bytes)
          {
            failures[image.imageName] = problem
            counted.remove(file.found.path)
            if let at { problems.error(DiagnosticMessage(problem.message), at: at, path: path) }
            continue
          }
          pixels += file.pixels
          bytes += file.bytes
        }
        found[image.imageName] = file.found
      case .failure(let problem):
        failures[image.imageName] = problem
        if let at { problems.error(DiagnosticMessage(problem.message), at: at, path: path) }
      }
    }
    return found
  }

  /// Why an image cannot be used.
  public struct Problem: Error, Sendable, Hashable {
    /// What to tell the user.
    public var message: String
  }

  /// Finds the file for an image name (the base URL already prefixed) and checks it: a regular
  /// file inside the asset folder, a whole PNG file within the limits for one image.
  public func locate(_ name: String) -> Result<Found, Problem> {
    inspect(name).map { $0.found }
  }

  /// An image found and checked, with what it costs: its pixels and its file's bytes.
  private struct Inspected {
    var found: Found
    var pixels: Int
    var bytes: Int
  }

  /// Finds the file for an image name (the base URL already prefixed) and checks it.
  private func inspect(_ name: String) -> Result<Inspected, Problem> {
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
      return Self.check(resolved).map { pixels in
        Inspected(
          found: Found(
            path: resolved,
            size: Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale),
            scale: scale),
          pixels: pixels.width * pixels.height, bytes: pixels.bytes)
      }
    }
    return .failure(
      Problem(
        message: "no image \(Diagnostic.excerpt(name)) in the asset folder \(folder)"))
  }

  /// The pixel size and length in bytes of the image file at `path`, or why it cannot be used.
  ///
  /// The file is read (never blocking: a FIFO or a device is refused before it is opened) and
  /// checked without decoding it: a PNG file, within ``Limits`` for one image, whole.
  static func check(_ path: String) -> Result<(width: Int, height: Int, bytes: Int), Problem> {
    let name = SourceFile.fileName(of: path)
    let bytes: [UInt8]
    do {
      bytes = try SourceFile.contents(of: path, maximumBytes: Limits.bytesPerImage)
    } catch {
      return .failure(Problem(message: "\(name): \(error.reason)"))
    }
    guard let size = PNGFile.size(ofHeader: bytes) else {
      return .failure(Problem(message: "\(name) is not a PNG image"))
    }
    // Before anything else reads further: a header may declare a size no memory holds.
    guard size.width <= Limits.side, size.height <= Limits.side,
      size.width * size.height <= Limits.pixelsPerImage
    else {
      return .failure(
        Problem(
          message: "\(name) is \(size.width)×\(size.height) pixels; the most accepted is "
            + "\(Limits.pixelsPerImage) pixels (4096×4096) per image and \(Limits.side) on a side"
        ))
    }
    if let defect = PNGFile.defect(in: bytes) {
      return .failure(Problem(message: "\(name) is not a complete PNG image (\(defect))"))
    }
    return .success((size.width, size.height, bytes.count))
  }

  /// Why an image that brings a spec's images to `pixels` pixels and `bytes` bytes in all is
  /// refused, or `nil` when both are within ``Limits``.
  private static func budgetProblem(_ name: Substring, pixels: Int, bytes: Int) -> Problem? {
    if pixels > Limits.totalPixels {
      return Problem(
        message: "\(name) brings the spec's images to \(pixels) pixels; the most accepted for all "
          + "of a spec's images together is \(Limits.totalPixels) (64 Mpixels, 256 MB decoded)")
    }
    if bytes > Limits.totalBytes {
      return Problem(
        message: "\(name) brings the spec's image files to \(bytes) bytes; the most accepted for "
          + "all of a spec's image files together is \(Limits.totalBytes) (256 MiB)")
    }
    return nil
  }
}

extension OnboardingCarouselAssets {
  /// Limits on a spec's images, checked from their files before anything decodes them, so that
  /// no spec can make a front end decode for seconds or fill its memory.
  ///
  /// Decoded, a pixel takes 4 bytes (RGBA): one image at the limit takes 64 MiB, all of a spec's
  /// images together 256 MiB.
  package enum Limits {
    /// The most pixels in one image: 4096 × 4096.
    package static let pixelsPerImage = 4096 * 4096
    /// The most pixels on one side of an image.
    package static let side = 16_384
    /// The most pixels of all a spec's images together (each file counted once, however many
    /// entries show it): 64 Mpixels, four images at the limit for one.
    package static let totalPixels = 64 << 20
    /// The longest image file, in bytes.
    package static let bytesPerImage = 64 << 20
    /// The most bytes of all a spec's image files together (each file counted once).
    package static let totalBytes = 256 << 20
  }
}
