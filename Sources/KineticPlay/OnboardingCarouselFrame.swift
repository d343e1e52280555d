package import Kinetic

/// What an onboarding carousel looks like at a moment of a play: its scene, the images to draw
/// it with, and how far it has faded out after closing.
package struct OnboardingCarouselFrame: Sendable {
  /// The views and where the scroll has put them.
  package var scene: OnboardingCarouselScene
  /// The spec's images on disk, by image name.
  package var images: [String: OnboardingCarouselAssets.Found]
  /// The carousel's opacity: 1, falling to 0 over 0.3 s once closed, as the original demo faded
  /// its view out in `didCloseOnPage`.
  package var opacity: Double

  /// Creates a frame.
  package init(
    scene: OnboardingCarouselScene, images: [String: OnboardingCarouselAssets.Found],
    opacity: Double = 1
  ) {
    self.scene = scene
    self.images = images
    self.opacity = opacity
  }
}
