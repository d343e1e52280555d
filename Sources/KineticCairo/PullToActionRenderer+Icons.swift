import CCairo
import Foundation
import Kinetic

extension PullToActionRenderer {
  /// The radius of the progress ring and of the busy indicator.
  static let ringRadius: CGFloat = 12.5
  /// The radius of the outcome badges.
  static let badgeRadius: CGFloat = 11

  /// Draws the status view's icon centred on `center`.
  func drawIcon(
    _ model: PullToActionMachine.RenderModel, center: CGPoint, canvas: CairoCanvas
  ) {
    switch model.icon {
    case .arrow:
      // The arrow grows out of the pull: faint at first, solid at the threshold.
      let progress = min(1, max(0, model.progress.isFinite ? model.progress : 0))
      canvas.withOpacity(0.35 + 0.65 * progress) {
        if style.showsProgressRing {
          drawProgressRing(progress, center: center, canvas: canvas)
        }
        drawArrow(model, center: center, canvas: canvas)
      }
    case .spinner:
      if model.reducesMotion {
        drawDots(center: center, canvas: canvas)
      } else {
        drawSpinner(angle: model.spinnerAngle, center: center, canvas: canvas)
      }
    case .success:
      drawBadge(color: style.successColor, center: center, canvas: canvas)
      let r = Self.badgeRadius
      canvas.strokeLines(
        [
          CGPoint(x: center.x - r * 0.42, y: center.y + r * 0.02),
          CGPoint(x: center.x - r * 0.12, y: center.y + r * 0.32),
          CGPoint(x: center.x + r * 0.44, y: center.y - r * 0.3),
        ], color: Color(hex: 0xFFFFFF), width: 2.2)
    case .failure:
      drawBadge(color: style.failureColor, center: center, canvas: canvas)
      let r = Self.badgeRadius
      canvas.strokeLines(
        [
          CGPoint(x: center.x, y: center.y - r * 0.48),
          CGPoint(x: center.x, y: center.y + r * 0.1),
        ], color: Color(hex: 0xFFFFFF), width: 2.4)
      fillCircle(
        center: CGPoint(x: center.x, y: center.y + r * 0.45), radius: 1.4,
        color: Color(hex: 0xFFFFFF), canvas: canvas)
    case .noChange:
      // A quiet tick in an outline: all is well, there was just nothing new.
      let r = Self.badgeRadius
      canvas.strokeArc(
        center: center, radius: r - 0.9, from: 0, to: 2 * .pi, color: style.noChangeColor,
        width: 1.8)
      canvas.strokeLines(
        [
          CGPoint(x: center.x - r * 0.38, y: center.y + r * 0.02),
          CGPoint(x: center.x - r * 0.1, y: center.y + r * 0.3),
          CGPoint(x: center.x + r * 0.4, y: center.y - r * 0.26),
        ], color: style.noChangeColor, width: 2)
    case .none:
      break
    }
  }

  /// The ring that fills clockwise from the top as the pull nears the threshold.
  private func drawProgressRing(_ progress: Double, center: CGPoint, canvas: CairoCanvas) {
    canvas.strokeArc(
      center: center, radius: Self.ringRadius, from: 0, to: 2 * .pi,
      color: style.progressColor.withAlpha(multipliedBy: 0.16), width: 2)
    guard progress > 0.005 else { return }
    canvas.strokeArc(
      center: center, radius: Self.ringRadius, from: -.pi / 2, to: -.pi / 2 + 2 * .pi * progress,
      color: style.progressColor, width: 2)
  }

  /// A filled arrow with a shaft and a head, pointing the way the content is pulled when
  /// `arrowAngle` is 0 (down for the top edge, up for the bottom edge).
  private func drawArrow(
    _ model: PullToActionMachine.RenderModel, center: CGPoint, canvas: CairoCanvas
  ) {
    let context = canvas.context
    let length: CGFloat = 14
    let shaft: CGFloat = 2.6
    let headWidth: CGFloat = 10.5
    let headLength: CGFloat = 6.5
    let angle =
      (model.arrowAngle.isFinite ? model.arrowAngle : 0) + (model.edge == .bottom ? .pi : 0)
    cairo_save(context)
    cairo_translate(context, center.x, center.y)
    cairo_rotate(context, angle)
    // Drawn pointing down (+y), then turned.
    let tail = -length / 2
    let tip = length / 2
    let neck = tip - headLength
    cairo_new_path(context)
    cairo_move_to(context, -shaft / 2, tail)
    cairo_line_to(context, shaft / 2, tail)
    cairo_line_to(context, shaft / 2, neck)
    cairo_line_to(context, headWidth / 2, neck)
    cairo_line_to(context, 0, tip)
    cairo_line_to(context, -headWidth / 2, neck)
    cairo_line_to(context, -shaft / 2, neck)
    cairo_close_path(context)
    canvas.setColor(style.arrowColor)
    cairo_fill_preserve(context)
    // A thin stroke of the fill's own colour rounds the corners off.
    cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
    cairo_set_line_width(context, 1)
    cairo_stroke_preserve(context)
    let border = style.arrowBorderWidth
    if border > 0, border.isFinite {
      canvas.setColor(style.arrowBorderColor)
      cairo_set_line_width(context, border)
      cairo_stroke_preserve(context)
    }
    cairo_new_path(context)
    cairo_restore(context)
  }

  /// The busy indicator: a quarter-lit ring turning by `angle`.
  private func drawSpinner(angle: Double, center: CGPoint, canvas: CairoCanvas) {
    let start = (angle.isFinite ? angle : 0) - .pi / 2
    canvas.strokeArc(
      center: center, radius: Self.ringRadius, from: 0, to: 2 * .pi,
      color: style.progressColor.withAlpha(multipliedBy: 0.16), width: 2.5)
    canvas.strokeArc(
      center: center, radius: Self.ringRadius, from: start, to: start + 0.7 * .pi,
      color: style.progressColor, width: 2.5)
  }

  /// The still busy indicator for users who reduce motion: three dots.
  private func drawDots(center: CGPoint, canvas: CairoCanvas) {
    for index in -1...1 {
      fillCircle(
        center: CGPoint(x: center.x + CGFloat(index) * 8.5, y: center.y), radius: 2.75,
        color: style.progressColor, canvas: canvas)
    }
  }

  private func drawBadge(color: Color, center: CGPoint, canvas: CairoCanvas) {
    fillCircle(center: center, radius: Self.badgeRadius, color: color, canvas: canvas)
  }

  func fillCircle(center: CGPoint, radius: CGFloat, color: Color, canvas: CairoCanvas) {
    let context = canvas.context
    cairo_new_sub_path(context)
    cairo_arc(context, center.x, center.y, radius, 0, 2 * .pi)
    canvas.setColor(color)
    cairo_fill(context)
  }
}
