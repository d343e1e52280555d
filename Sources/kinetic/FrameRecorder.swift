import Foundation
import Kinetic
import KineticCairo
import KineticDemo
import KineticPlay

/// Draws sampled frames with the Cairo looks and writes them as PNG files or an animated PNG.
final class FrameRecorder {
  /// Space around the control in recordings, in points.
  static let margin: Double = 20
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
  /// Each kind's look, made on its first frame and kept for the whole recording.
  private var looks: [ObjectIdentifier: Any] = [:]

  /// The most pixels in one frame (4096 × 4096): a frame and the copies made while encoding it
  /// stay within a few hundred megabytes.
  static let maximumFramePixels = 4096 * 4096
  /// The most bytes of compressed frames an animation keeps in memory before it is written.
  static let maximumAnimationBytes = 512 << 20

  /// A frame of a control that has no ``FrameDrawing``: a control kind added without its look.
  struct NoDrawing: Error, CustomStringConvertible {
    var description: String
  }

  /// Why a recording cannot be made within the budget.
  struct BudgetExceeded: Error, CustomStringConvertible {
    var description: String
  }

  /// Checks, before anything plays, that frames of a control of `size` points at `scale` fit
  /// the pixel budget.
  static func checkBudget(size: Size, scale: Double) throws(BudgetExceeded) {
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
  func record(_ frame: Playback.Frame, at time: TimeInterval, into folder: String?) throws {
    guard let drawing = frame.kind as? any FrameDrawing.Type else {
      throw NoDrawing(description: "kinetic cannot draw frames of \(frame.kind.name)")
    }
    guard let image = try draw(frame, drawing) else { return }
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

  /// Draws a frame of a control of `Kind` on the page, around its margin; `nil` when the frame
  /// is not of that kind.
  private func draw<Kind: FrameDrawing>(
    _ frame: Playback.Frame, _ kind: Kind.Type
  ) throws -> OffscreenImage? {
    guard let model = frame.model(of: kind) else { return nil }
    let size = Kind.size(of: model)
    let canvasSize = Size(
      width: size.width + 2 * Self.margin, height: size.height + 2 * Self.margin)
    if image?.size != canvasSize { image = OffscreenImage(size: canvasSize, scale: scale) }
    guard let image else { return nil }
    let look: Kind.Look
    if let made = looks[ObjectIdentifier(kind)] as? Kind.Look {
      look = made
    } else {
      look = Kind.makeLook()
      looks[ObjectIdentifier(kind)] = look
    }
    image.draw(background: Self.background) { canvas in
      canvas.translate(x: Self.margin, y: Self.margin)
      Kind.draw(model, in: canvas, look: look)
    }
    return image
  }

  /// Writes every recorded frame as one animated image: a GIF or an animated PNG.
  func writeAnimation(to path: String) throws {
    let bytes = makesGIF ? try gif.encoded() : try animation.encoded()
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }
}
