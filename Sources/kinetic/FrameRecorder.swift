import Foundation
import Kinetic
import KineticCairo
import KineticDemo
import KineticPlay

/// Draws sampled frames with the Cairo looks and writes them as PNG files or an animated PNG.
final class FrameRecorder {
  /// Space around the control in recordings, in points.
  static let margin: CGFloat = 20
  /// The page colour behind the control.
  static let background = Color(hex: 0xF5F6F8)
  let fps: Double
  /// Pixels per point.
  let scale: Double
  /// Whether frames are kept for an animated GIF rather than an animated PNG.
  let makesGIF: Bool
  /// Whether frames are kept for an animation at all (not when only `--frames` is asked for).
  let keepsAnimation: Bool
  private var animation = AnimatedPNG()
  private var gif = AnimatedGIF()
  private var image: OffscreenImage?
  private(set) var frameCount = 0
  private let slideRenderer = SlideToConfirmRenderer()
  private let pullRenderer = PullToActionRenderer()
  private let gesturesRenderer = GestureBehavioursRenderer()
  private let onboardingRenderer = OnboardingCarouselRenderer()
  /// The onboarding images, each file read once for the whole recording.
  private let onboardingImages = OnboardingCarouselImageCache()

  /// The most pixels in one frame (4096 × 4096): a frame and the copies made while encoding it
  /// stay within a few hundred megabytes.
  static let maximumFramePixels = 4096 * 4096
  /// The most bytes of compressed frames an animation keeps in memory before it is written.
  static let maximumAnimationBytes = 512 << 20

  /// Why a recording cannot be made within the budget.
  struct BudgetExceeded: Error, CustomStringConvertible {
    var description: String
  }

  /// Checks, before anything plays, that frames of a control of `size` points at `scale` fit
  /// the pixel budget.
  static func checkBudget(size: CGSize, scale: Double) throws(BudgetExceeded) {
    let width = Int(((size.width + 2 * margin) * scale).rounded(.up))
    let height = Int(((size.height + 2 * margin) * scale).rounded(.up))
    guard width * height <= maximumFramePixels else {
      throw BudgetExceeded(
        description:
          "frames of \(width)×\(height) pixels (the script's size [\(Int(size.width)), "
          + "\(Int(size.height))] plus a \(Int(margin))-point margin, at --scale "
          + "\(scaleText(scale))) are more than the \(maximumFramePixels) pixels (4096×4096) a "
          + "frame may have; use a smaller size or --scale")
    }
  }

  private static func scaleText(_ scale: Double) -> String {
    scale == scale.rounded() ? String(Int(scale)) : String(scale)
  }

  init(fps: Double, scale: Double = 2, makesGIF: Bool = false, keepsAnimation: Bool = true) {
    self.fps = fps
    self.keepsAnimation = keepsAnimation
    self.scale = scale
    self.makesGIF = makesGIF
  }

  /// Draws one frame; writes it into `folder` when given, and keeps it for the animation.
  func record(_ frame: Playback.Frame, at time: Double, into folder: String?) throws {
    let size: CGSize
    switch frame {
    case .slideToConfirm(let model): size = model.bounds.size
    case .pullToAction(let model): size = model.bounds.size
    case .gestures(let model): size = model.bounds.size
    case .onboarding(let frame): size = frame.scene.size
    }
    let canvasSize = CGSize(
      width: size.width + 2 * Self.margin, height: size.height + 2 * Self.margin)
    if image?.size != canvasSize { image = OffscreenImage(size: canvasSize, scale: scale) }
    guard let image else { return }
    image.draw(background: Self.background) { canvas in
      canvas.translate(x: Self.margin, y: Self.margin)
      switch frame {
      case .slideToConfirm(let model): slideRenderer.draw(model, in: canvas)
      case .pullToAction(let model): pullRenderer.draw(model, in: canvas)
      case .gestures(let model):
        canvas.translate(x: -model.bounds.minX, y: -model.bounds.minY)
        gesturesRenderer.draw(model, in: canvas)
      case .onboarding(let frame):
        // Closing fades the carousel out, as the original demo did, onto the page behind it.
        canvas.withOpacity(frame.opacity) {
          onboardingRenderer.draw(
            frame.scene, images: frame.images, cache: onboardingImages, in: canvas)
        }
      }
    }
    if let folder {
      let name = String(format: "frame-%05d.png", frameCount)
      try Data(image.pngData()).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }
    guard keepsAnimation else {
      frameCount += 1
      return
    }
    if makesGIF {
      try gif.append(image, duration: 1 / fps)
    } else {
      animation.append(image, duration: 1 / fps)
    }
    frameCount += 1
    let stored = makesGIF ? gif.storedBytes : animation.storedBytes
    guard stored <= Self.maximumAnimationBytes else {
      throw BudgetExceeded(
        description:
          "the animation passed \(Self.maximumAnimationBytes >> 20) MB of compressed frames at "
          + "frame \(frameCount); record a shorter script, a smaller size, or a lower --fps or "
          + "--scale")
    }
  }

  /// Writes every recorded frame as one animated image: a GIF or an animated PNG.
  func writeAnimation(to path: String) throws {
    let bytes = makesGIF ? try gif.encoded() : try animation.encoded()
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }
}
