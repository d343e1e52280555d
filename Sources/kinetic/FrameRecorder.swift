import Foundation
import Kinetic
import KineticCairo
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
  private var animation = AnimatedPNG()
  private var gif = AnimatedGIF()
  private var image: OffscreenImage?
  private(set) var frameCount = 0
  private let slideRenderer = SlideToConfirmRenderer()
  private let pullRenderer = PullToActionRenderer()
  private let gesturesRenderer = GestureBehavioursRenderer()
  private let onboardingRenderer = OnboardingRenderer()
  /// The onboarding images, each file read once for the whole recording.
  private let onboardingImages = OnboardingImageCache()

  init(fps: Double, scale: Double = 2, makesGIF: Bool = false) {
    self.fps = fps
    self.scale = scale
    self.makesGIF = makesGIF
  }

  /// Creates the frames folder, or says clearly why it cannot.
  func prepareFolder(_ path: String) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
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
    if makesGIF {
      try gif.append(image, duration: 1 / fps)
    } else {
      animation.append(image, duration: 1 / fps)
    }
    frameCount += 1
  }

  /// Writes every recorded frame as one animated image: a GIF or an animated PNG.
  func writeAnimation(to path: String) throws {
    let bytes = makesGIF ? try gif.encoded() : try animation.encoded()
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }
}
