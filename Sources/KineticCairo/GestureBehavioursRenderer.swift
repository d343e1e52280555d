import CCairo
import Foundation
public import Kinetic

/// Draws the gesture behaviours' demo look: a photo card on a dotted board, where the behaviours
/// put it.
///
/// The card is an illustrated landscape in a white mount with a soft shadow that deepens while
/// fingers hold it, so scale, rotation and position all read at a glance in a recording.
public struct GestureBehavioursRenderer: Sendable {
  /// The board behind the card.
  public var board = Color(hex: 0xEEF1F6)
  /// The board's dots.
  public var dots = Color(hex: 0xD3D9E4)
  /// The card's mount.
  public var mount = Color(hex: 0xFFFFFF)

  /// Creates the renderer.
  public init() {}

  /// Draws the board and the card.
  public func draw(_ model: GestureBehaviourMachine.RenderModel, in canvas: CairoCanvas) {
    let context = canvas.context
    let bounds = model.bounds
    canvas.clipped(to: bounds, radius: 0) {
      canvas.setColor(board)
      cairo_rectangle(context, bounds.minX, bounds.minY, bounds.width, bounds.height)
      cairo_fill(context)
      drawDots(in: bounds, canvas: canvas)
      cairo_save(context)
      let frame = model.viewFrame
      let center = model.transform.visualCenter(of: CGPoint(x: frame.midX, y: frame.midY))
      cairo_translate(context, center.x, center.y)
      cairo_rotate(context, model.transform.rotation)
      cairo_scale(context, model.transform.scale, model.transform.scale)
      let card = CGRect(
        x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
      canvas.withOpacity(model.alpha) {
        drawCard(card, held: model.isHeld, canvas: canvas)
      }
      cairo_restore(context)
    }
  }

  private func drawDots(in bounds: CGRect, canvas: CairoCanvas) {
    let context = canvas.context
    canvas.setColor(dots)
    let spacing: CGFloat = 16
    var y = bounds.minY + spacing / 2
    while y < bounds.maxY {
      var x = bounds.minX + spacing / 2
      while x < bounds.maxX {
        cairo_new_sub_path(context)
        cairo_arc(context, x, y, 1, 0, 2 * .pi)
        x += spacing
      }
      y += spacing
    }
    cairo_fill(context)
  }

  private func drawCard(_ card: CGRect, held: Bool, canvas: CairoCanvas) {
    let context = canvas.context
    let radius = Swift.min(card.width, card.height) * 0.06
    canvas.shadow(
      under: card, radius: radius, offset: held ? 10 : 4, blur: held ? 18 : 10,
      color: Color(hex: 0x1E293B, alpha: held ? 0.28 : 0.18))
    canvas.fillRoundedRect(card, radius: radius, color: mount)
    let inset = Swift.min(card.width, card.height) * 0.06
    let photo = card.insetBy(dx: inset, dy: inset)
    canvas.clipped(to: photo, radius: radius * 0.5) {
      // Sky.
      canvas.fillRoundedRect(
        photo, radius: 0, top: Color(hex: 0x7DD3FC), bottom: Color(hex: 0xFDE68A))
      // Sun.
      canvas.setColor(Color(hex: 0xFFFBEB))
      cairo_new_sub_path(context)
      cairo_arc(
        context, photo.minX + photo.width * 0.7, photo.minY + photo.height * 0.38,
        photo.height * 0.12, 0, 2 * .pi)
      cairo_fill(context)
      // Hills, far then near.
      hill(
        in: photo, base: 0.72, peak: 0.45, at: 0.3, color: Color(hex: 0x4ADE80), canvas: canvas)
      hill(
        in: photo, base: 0.85, peak: 0.6, at: 0.75, color: Color(hex: 0x16A34A), canvas: canvas)
    }
  }

  private func hill(
    in photo: CGRect, base: CGFloat, peak: CGFloat, at position: CGFloat, color: Color,
    canvas: CairoCanvas
  ) {
    let context = canvas.context
    let baseY = photo.minY + photo.height * base
    let peakX = photo.minX + photo.width * position
    let peakY = photo.minY + photo.height * peak
    cairo_move_to(context, photo.minX - 1, baseY)
    cairo_curve_to(
      context, peakX - photo.width * 0.3, baseY, peakX - photo.width * 0.2, peakY, peakX, peakY)
    cairo_curve_to(
      context, peakX + photo.width * 0.2, peakY, peakX + photo.width * 0.3, baseY, photo.maxX + 1,
      baseY)
    cairo_line_to(context, photo.maxX + 1, photo.maxY + 1)
    cairo_line_to(context, photo.minX - 1, photo.maxY + 1)
    cairo_close_path(context)
    canvas.setColor(color)
    cairo_fill(context)
  }
}
