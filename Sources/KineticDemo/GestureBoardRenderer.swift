import Foundation
public import Kinetic
public import KineticCairo

/// Draws the gesture behaviours' demo look: a photo card on a dotted board, where the behaviours
/// put it.
///
/// The card is an illustrated landscape in a white mount with a soft shadow that deepens while
/// fingers hold it, so scale, rotation and position all read at a glance in a recording.
public struct GestureBoardRenderer: Sendable {
  /// The board behind the card.
  public var board = Color(hex: 0xEEF1F6)
  /// The board's dots.
  public var dots = Color(hex: 0xD3D9E4)
  /// The card's mount.
  public var mount = Color(hex: 0xFFFFFF)

  /// Creates the renderer.
  public init() {}

  /// Draws the board and the card.
  public func draw(_ model: GestureBehavioursMachine.RenderModel, in canvas: some Canvas) {
    let bounds = model.bounds
    canvas.clipped(to: bounds, radius: 0) {
      canvas.fillRect(bounds, color: board)
      drawDots(in: bounds, canvas: canvas)
      let frame = model.viewFrame
      let center = model.transform.visualCenter(of: Point(x: frame.midX, y: frame.midY))
      let placement = AffineTransform2D(translationX: center.x, y: center.y)
        .rotated(by: model.transform.rotation)
        .scaledBy(x: model.transform.scale, y: model.transform.scale)
      canvas.transformed(by: placement) {
        let card = Rect(
          x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
        canvas.withOpacity(model.alpha) {
          drawCard(card, held: model.isHeld, canvas: canvas)
        }
      }
    }
  }

  /// The board's dots, one image for the whole board.
  private func drawDots(in bounds: Rect, canvas: some Canvas) {
    let key = DotsKey(size: bounds.size, color: dots)
    canvas.drawIcon(key: key, in: bounds) { cairo in
      let spacing: Double = 16
      var centers: [Point] = []
      var y = bounds.minY + spacing / 2
      while y < bounds.maxY {
        var x = bounds.minX + spacing / 2
        while x < bounds.maxX {
          centers.append(Point(x: x, y: y))
          x += spacing
        }
        y += spacing
      }
      cairo.fillCircles(centers: centers, radius: 1, color: key.color)
    }
  }

  private func drawCard(_ card: Rect, held: Bool, canvas: some Canvas) {
    let radius = Swift.min(card.width, card.height) * 0.06
    canvas.shadow(
      under: card, radius: radius, offset: held ? 10 : 4, blur: held ? 18 : 10,
      color: Color(hex: 0x1E293B, alpha: held ? 0.28 : 0.18))
    canvas.fillRoundedRect(card, radius: radius, color: mount)
    let inset = Swift.min(card.width, card.height) * 0.06
    let photo = card.insetBy(dx: inset, dy: inset)
    // The photo never changes with the gesture: one image per size, turned and scaled.
    canvas.drawIcon(key: PhotoKey(size: photo.size), in: photo) { cairo in
      cairo.clipped(to: photo, radius: radius * 0.5) {
        // Sky.
        cairo.fillRoundedRect(
          photo, radius: 0, top: Color(hex: 0x7DD3FC), bottom: Color(hex: 0xFDE68A))
        // Sun.
        cairo.fillCircle(
          center: Point(
            x: photo.minX + photo.width * 0.7, y: photo.minY + photo.height * 0.38),
          radius: photo.height * 0.12, color: Color(hex: 0xFFFBEB))
        // Hills, far then near.
        hill(
          in: photo, base: 0.72, peak: 0.45, at: 0.3, color: Color(hex: 0x4ADE80), canvas: cairo)
        hill(
          in: photo, base: 0.85, peak: 0.6, at: 0.75, color: Color(hex: 0x16A34A), canvas: cairo)
      }
    }
  }

  /// What the board's dots depend on.
  private struct DotsKey: Hashable {
    var size: Size
    var color: Color
  }

  /// What the photo depends on.
  private struct PhotoKey: Hashable {
    var size: Size
  }

  private func hill(
    in photo: Rect, base: Double, peak: Double, at position: Double, color: Color,
    canvas: CairoCanvas
  ) {
    let baseY = photo.minY + photo.height * base
    let peakX = photo.minX + photo.width * position
    let peakY = photo.minY + photo.height * peak
    let path = CanvasPath([
      .move(Point(x: photo.minX - 1, y: baseY)),
      .curve(
        Point(x: peakX - photo.width * 0.3, y: baseY),
        Point(x: peakX - photo.width * 0.2, y: peakY), Point(x: peakX, y: peakY)),
      .curve(
        Point(x: peakX + photo.width * 0.2, y: peakY),
        Point(x: peakX + photo.width * 0.3, y: baseY), Point(x: photo.maxX + 1, y: baseY)),
      .line(Point(x: photo.maxX + 1, y: photo.maxY + 1)),
      .line(Point(x: photo.minX - 1, y: photo.maxY + 1)),
      .close,
    ])
    canvas.fill(path, color: color)
  }
}
