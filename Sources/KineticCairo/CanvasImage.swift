/// A decoded image a ``Canvas`` can draw: a Cairo image surface (ARGB32, premultiplied), owned
/// by whoever made it (an ``OnboardingCarouselImageCache``), which keeps it alive while it is drawn.
public struct CanvasImage: Hashable {
  /// The Cairo image surface.
  public let surface: OpaquePointer

  /// Wraps a Cairo image surface that the caller keeps alive.
  public init(surface: OpaquePointer) {
    self.surface = surface
  }
}
