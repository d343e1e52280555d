import CCairo
import Glibc
public import Kinetic

/// Keeps a spec's images as Cairo surfaces, each file read once, for ``OnboardingCarouselRenderer``.
///
/// Keep one cache for every frame of a carousel (a widget, a recording). A file that cannot be
/// read (or that is not a regular file: a FIFO is never opened) is remembered as missing and drawn
/// as nothing, as UIKit showed an image that failed to load. Not thread-safe: use it from one thread.
public final class OnboardingCarouselImageCache {
  private var surfaces: [String: OpaquePointer] = [:]
  private var missing: Set<String> = []

  /// Creates an empty cache.
  public init() {}

  deinit {
    for surface in surfaces.values { cairo_surface_destroy(surface) }
  }

  /// The image of `found`, read from its file the first time it is asked for; `nil` when the
  /// file cannot be read as a PNG.
  public func image(for found: OnboardingCarouselAssets.Found) -> CanvasImage? {
    surface(for: found).map { CanvasImage(surface: $0) }
  }

  /// The image surface of `found`, read from its file the first time it is asked for.
  func surface(for found: OnboardingCarouselAssets.Found) -> OpaquePointer? {
    if let surface = surfaces[found.path] { return surface }
    guard !missing.contains(found.path) else { return nil }
    // Cairo opens the file and reads it to the end: a FIFO there would block for good, so only
    // a regular file is handed to it.
    if SourceFile.refusal(for: found.path) != nil {
      missing.insert(found.path)
      return nil
    }
    // Cairo hands back an error surface, never nil, for a file it cannot read.
    guard let loaded = cairo_image_surface_create_from_png(found.path) else {
      missing.insert(found.path)
      return nil
    }
    guard cairo_surface_status(loaded) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(loaded)
      missing.insert(found.path)
      return nil
    }
    surfaces[found.path] = loaded
    return loaded
  }

  /// The number of images read so far.
  public var count: Int { surfaces.count }
}
