import Foundation
import Kinetic
import KineticCairo
import KineticPlay

extension OnboardingCarouselKind: FrameDrawing {
  /// The carousel's look and the onboarding images, each file read once for the whole recording.
  static func makeLook() -> (
    renderer: OnboardingCarouselRenderer, images: OnboardingCarouselImageCache
  ) {
    (OnboardingCarouselRenderer(), OnboardingCarouselImageCache())
  }

  static func size(of frame: OnboardingCarouselFrame) -> Size { frame.scene.size }

  static func draw(
    _ frame: OnboardingCarouselFrame, in canvas: CairoCanvas,
    look: (renderer: OnboardingCarouselRenderer, images: OnboardingCarouselImageCache)
  ) {
    // Closing fades the carousel out, as the original demo did, onto the page behind it.
    canvas.withOpacity(frame.opacity) {
      look.renderer.draw(frame.scene, images: frame.images, cache: look.images, in: canvas)
    }
  }
}
