import Foundation
import Kinetic
import KineticCairo
import KineticDemo
import KineticPlay

/// How `kinetic play` and `kinetic demo` draw one control kind's frames with the Cairo looks.
///
/// Each control kind conforms here; ``FrameRecorder`` never names a control.
protocol FrameDrawing: ControlKind {
  /// The control's size in a frame, in points.
  static func size(of model: Model) -> CGSize
  /// Draws a frame with its top-left corner at the canvas's origin.
  static func draw(_ model: Model, in canvas: CairoCanvas, looks: FrameLooks)
}

/// The looks a recording draws with, and what they keep between frames.
final class FrameLooks {
  let slideToConfirm = SlideToConfirmRenderer()
  let pullToAction = PullToActionRenderer()
  let gestureBehaviours = GestureBehavioursRenderer()
  let onboardingCarousel = OnboardingCarouselRenderer()
  /// The onboarding images, each file read once for the whole recording.
  let onboardingImages = OnboardingCarouselImageCache()
}

extension SlideToConfirmKind: FrameDrawing {
  static func size(of model: SlideToConfirmMachine.RenderModel) -> CGSize { model.bounds.size }

  static func draw(
    _ model: SlideToConfirmMachine.RenderModel, in canvas: CairoCanvas, looks: FrameLooks
  ) {
    looks.slideToConfirm.draw(model, in: canvas)
  }
}

extension PullToActionKind: FrameDrawing {
  static func size(of model: PullToActionMachine.RenderModel) -> CGSize { model.bounds.size }

  static func draw(
    _ model: PullToActionMachine.RenderModel, in canvas: CairoCanvas, looks: FrameLooks
  ) {
    looks.pullToAction.draw(model, in: canvas)
  }
}

extension GestureBehavioursKind: FrameDrawing {
  static func size(of model: GestureBehavioursMachine.RenderModel) -> CGSize {
    model.bounds.size
  }

  static func draw(
    _ model: GestureBehavioursMachine.RenderModel, in canvas: CairoCanvas, looks: FrameLooks
  ) {
    canvas.translate(x: -model.bounds.minX, y: -model.bounds.minY)
    looks.gestureBehaviours.draw(model, in: canvas)
  }
}

extension OnboardingCarouselKind: FrameDrawing {
  static func size(of frame: OnboardingCarouselFrame) -> CGSize { frame.scene.size }

  static func draw(_ frame: OnboardingCarouselFrame, in canvas: CairoCanvas, looks: FrameLooks) {
    // Closing fades the carousel out, as the original demo did, onto the page behind it.
    canvas.withOpacity(frame.opacity) {
      looks.onboardingCarousel.draw(
        frame.scene, images: frame.images, cache: looks.onboardingImages, in: canvas)
    }
  }
}
