import Glibc
public import Kinetic

extension PullToActionRenderer {
  /// The icons' colours: each of the look's, lightened or darkened as far as an icon needs to
  /// stand out from what it is drawn on (3:1, WCAG's for a control's graphics).
  @usableFromInline struct IconColors: Sendable {
    @usableFromInline var progress: Color
    /// The ring's (and the busy indicator's) unfilled track: the progress colour, faint.
    @usableFromInline var progressTrack: Color
    /// The status view's background when it is opaque: what the icons are drawn on.
    @usableFromInline var opaqueBackground: Color?
    @usableFromInline var success: Color
    @usableFromInline var failure: Color
    @usableFromInline var noChange: Color
    /// The glyphs inside the success and the failure badges.
    @usableFromInline var successGlyph: Color
    @usableFromInline var failureGlyph: Color

    init(_ style: PullToActionStyle) {
      // What an icon is drawn on: the status view over the revealed area over the content.
      let surface = style.statusViewBackgroundColor.composited(
        over: style.backgroundColor.composited(over: style.contentBackgroundColor))
      let contrast = SlideToConfirmRenderer.iconContrast
      func readable(_ color: Color) -> Color { color.readable(on: surface, contrast: contrast) }
      // A badge's glyph: white, or the surface cut out of the badge where that stands out more
      // (a light badge in a dark theme).
      func glyph(on badge: Color) -> Color {
        let white = Color(hex: 0xFFFFFF)
        let best = white.contrast(with: badge) >= surface.contrast(with: badge) ? white : surface
        return best.readable(on: badge, contrast: contrast)
      }
      progress = readable(style.progressColor)
      progressTrack = progress.withAlpha(multipliedBy: 0.16)
      opaqueBackground =
        style.statusViewBackgroundColor.alpha >= 1 ? style.statusViewBackgroundColor : nil
      success = readable(style.successColor)
      failure = readable(style.failureColor)
      noChange = readable(style.noChangeColor)
      successGlyph = glyph(on: success)
      failureGlyph = glyph(on: failure)
    }
  }

  /// The radius of the progress ring and of the busy indicator.
  @usableFromInline static let ringRadius: Double = 12.5
  /// The radius of the outcome badges.
  @usableFromInline static let badgeRadius: Double = 11

  /// Draws the status view's icon centred on `center`.
  @inlinable
  func drawIcon(
    _ model: PullToActionMachine.RenderModel, center: Point, canvas: some Canvas
  ) {
    switch model.icon {
    case .arrow:
      // The arrow grows out of the pull: faint at first, solid at the threshold.
      // The ring and the arrow each take the opacity on their own (they do not overlap), so
      // that a widget's snapshot needs no offscreen group for them.
      let progress = min(1, max(0, model.progress.isFinite ? model.progress : 0))
      let opacity = 0.35 + 0.65 * progress
      if style.showsProgressRing {
        canvas.strokeProgressRing(
          center: center, radius: Self.ringRadius, width: 2, fraction: progress,
          color: icons.progress, trackColor: icons.progressTrack, opacity: opacity,
          on: icons.opaqueBackground)
      }
      canvas.withOpacity(opacity) { drawArrow(model, center: center, canvas: canvas) }
    case .spinner:
      if model.reducesMotion {
        drawDots(center: center, canvas: canvas)
      } else {
        drawSpinner(angle: model.spinnerAngle, center: center, canvas: canvas)
      }
    case .success:
      drawBadge(color: icons.success, center: center, canvas: canvas)
      let r = Self.badgeRadius
      canvas.strokeLines(
        [
          Point(x: center.x - r * 0.42, y: center.y + r * 0.02),
          Point(x: center.x - r * 0.12, y: center.y + r * 0.32),
          Point(x: center.x + r * 0.44, y: center.y - r * 0.3),
        ], color: icons.successGlyph, width: 2.2)
    case .failure:
      drawBadge(color: icons.failure, center: center, canvas: canvas)
      let r = Self.badgeRadius
      canvas.strokeLines(
        [
          Point(x: center.x, y: center.y - r * 0.48),
          Point(x: center.x, y: center.y + r * 0.1),
        ], color: icons.failureGlyph, width: 2.4)
      canvas.fillCircle(
        center: Point(x: center.x, y: center.y + r * 0.45), radius: 1.4,
        color: icons.failureGlyph)
    case .noChange:
      // A quiet tick in an outline: all is well, there was just nothing new.
      let r = Self.badgeRadius
      let color = icons.noChange
      canvas.strokeArc(
        center: center, radius: r - 0.9, from: 0, to: 2 * .pi, color: color, width: 1.8)
      canvas.strokeLines(
        [
          Point(x: center.x - r * 0.38, y: center.y + r * 0.02),
          Point(x: center.x - r * 0.1, y: center.y + r * 0.3),
          Point(x: center.x + r * 0.4, y: center.y - r * 0.26),
        ], color: color, width: 2)
    case .none:
      break
    }
  }

  /// A filled arrow with a shaft and a head, pointing the way the content is pulled when
  /// `arrowAngle` is 0 (down for the top edge, up for the bottom edge).
  @inlinable
  func drawArrow(
    _ model: PullToActionMachine.RenderModel, center: Point, canvas: some Canvas
  ) {
    let angle =
      (model.arrowAngle.isFinite ? model.arrowAngle : 0) + (model.edge == .bottom ? .pi : 0)
    let border =
      style.arrowBorderWidth > 0 && style.arrowBorderWidth.isFinite
      ? style.arrowBorderWidth : 0
    let key = ArrowIconKey(
      color: style.arrowColor, borderColor: style.arrowBorderColor, border: border)
    // The icon's box: the arrow and its outlines, around the origin it turns about.
    let extent = 7 + 0.5 + border / 2
    let box = Rect(x: -extent, y: -extent, width: 2 * extent, height: 2 * extent)
    canvas.transformed(
      by: AffineTransform2D(translationX: center.x, y: center.y).rotated(by: angle)
    ) {
      canvas.drawIcon(key: key, in: box) { cairo in
        var outlines: [(color: Color, width: Double)] = [(key.color, 1)]
        if border > 0 { outlines.append((key.borderColor, border)) }
        cairo.fill(Self.arrowPath, color: key.color, outlines: outlines)
      }
    }
  }

  /// What the pulling arrow's image depends on.
  @usableFromInline struct ArrowIconKey: Hashable {
    @usableFromInline var color: Color
    @usableFromInline var borderColor: Color
    @usableFromInline var border: Double

    @inlinable init(color: Color, borderColor: Color, border: Double) {
      self.color = color
      self.borderColor = borderColor
      self.border = border
    }
  }

  /// The pulling arrow, 14 points long, pointing down (+y) from its centre at the origin.
  @usableFromInline static let arrowPath: CanvasPath = {
    let length: Double = 14
    let shaft: Double = 2.6
    let headWidth: Double = 10.5
    let headLength: Double = 6.5
    let tail = -length / 2
    let tip = length / 2
    let neck = tip - headLength
    return .polygon([
      Point(x: -shaft / 2, y: tail), Point(x: shaft / 2, y: tail),
      Point(x: shaft / 2, y: neck), Point(x: headWidth / 2, y: neck), Point(x: 0, y: tip),
      Point(x: -headWidth / 2, y: neck), Point(x: -shaft / 2, y: neck),
    ])
  }()

  /// The busy indicator: a quarter-lit ring turning by `angle`.
  @inlinable
  func drawSpinner(angle: Double, center: Point, canvas: some Canvas) {
    let start = (angle.isFinite ? angle : 0) - .pi / 2
    canvas.strokeArc(
      center: center, radius: Self.ringRadius, from: 0, to: 2 * .pi,
      color: icons.progressTrack, width: 2.5)
    canvas.strokeArc(
      center: center, radius: Self.ringRadius, from: start, to: start + 0.7 * .pi,
      color: icons.progress, width: 2.5)
  }

  /// The still busy indicator for users who reduce motion: three dots.
  @inlinable
  func drawDots(center: Point, canvas: some Canvas) {
    for index in -1...1 {
      canvas.fillCircle(
        center: Point(x: center.x + Double(index) * 8.5, y: center.y), radius: 2.75,
        color: icons.progress)
    }
  }

  @inlinable
  func drawBadge(color: Color, center: Point, canvas: some Canvas) {
    canvas.fillCircle(center: center, radius: Self.badgeRadius, color: color)
  }
}
