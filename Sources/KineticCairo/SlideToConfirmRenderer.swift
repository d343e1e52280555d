import Glibc
public import Kinetic

/// Draws Kinetic's default slide-to-confirm look from the control's render model.
///
/// A rounded track with the prompt; an accent fill that follows the thumb; a white thumb with a
/// soft shadow, its title and an arrow that points the way to slide. Working shows a spinner,
/// success a tick on green, failure a cross and the message on red; an armed control is outlined
/// and says "Press again to confirm". Everything is drawn in points, so a scaled context is sharp
/// at any density.
public struct SlideToConfirmRenderer: Sendable {
  /// The look.
  public var style: SlideToConfirmStyle

  /// Creates a renderer with a look.
  public init(style: SlideToConfirmStyle = SlideToConfirmStyle()) {
    self.style = style
  }

  /// The least contrast of an icon with what is behind it: WCAG's 3:1 for a control's graphics,
  /// with a margin for the colour's rounding to 8 bits.
  @usableFromInline static let iconContrast = 3.2

  /// The parts of the control a renderer draws; a host with its own thumb or track leaves them out.
  public struct Parts: OptionSet, Sendable {
    /// The set's bits.
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The track, its fill and its text.
    public static let track = Parts(rawValue: 1 << 0)
    /// The thumb and what it shows.
    public static let thumb = Parts(rawValue: 1 << 1)
    /// Everything.
    public static let all: Parts = [.track, .thumb]
  }

  /// Draws `model` into `canvas`; `isFocused` adds the keyboard focus ring.
  @inlinable
  public func draw(
    _ model: SlideToConfirmMachine.RenderModel, in canvas: some Canvas, isFocused: Bool = false,
    parts: Parts = .all
  ) {
    canvas.withOpacity(model.isEnabled ? 1 : 0.45) {
      drawContent(model, in: canvas, isFocused: isFocused, parts: parts)
    }
  }

  @inlinable
  func drawContent(
    _ model: SlideToConfirmMachine.RenderModel, in canvas: some Canvas, isFocused: Bool,
    parts: Parts
  ) {
    let bounds = model.bounds
    guard bounds.width > 4, bounds.height > 4 else { return }
    let radius = min(bounds.width, bounds.height) / 2
    let track = bounds.insetBy(dx: 1, dy: 1)
    let thumb = thumbRect(model)
    if parts.contains(.track) {
      drawTrack(model, track: track, thumb: thumb, radius: radius, in: canvas)
    }
    if parts.contains(.thumb) {
      let thumbRadius = min(style.thumbCornerRadius, radius - style.inset)
      canvas.shadow(
        under: thumb, radius: thumbRadius, offset: 1.5, blur: 4,
        color: Color(hex: 0x0F172A, alpha: 0.22))
      canvas.fillRoundedRect(thumb, radius: thumbRadius, color: style.thumb)
      drawThumbContent(model, in: thumb, canvas: canvas)
    }
    if isFocused {
      canvas.strokeRoundedRect(bounds, radius: radius + 1, color: style.focusRing, width: 2)
    }
  }

  @inlinable
  func drawTrack(
    _ model: SlideToConfirmMachine.RenderModel, track: Rect, thumb: Rect, radius: Double,
    in canvas: some Canvas
  ) {
    canvas.fillRoundedRect(
      track, radius: radius, color: style.track, outline: style.trackBorder, width: 1)
    // The prompt goes under the fill, so the thumb's trail covers it; a status goes over it.
    if model.status == nil { drawTrackText(model, thumb: thumb, track: track, in: canvas) }
    drawFill(model, thumb: thumb, track: track, radius: radius, in: canvas)
    if model.status != nil { drawTrackText(model, thumb: thumb, track: track, in: canvas) }
    if model.state == .armed {
      canvas.strokeRoundedRect(track, radius: radius, color: style.accent, width: 2)
    }
  }

  /// The thumb, inset from the track so the track's rim shows around it.
  @inlinable
  func thumbRect(_ model: SlideToConfirmMachine.RenderModel) -> Rect {
    let inset = style.inset + 1
    let frame = model.thumbFrame
    switch model.orientation {
    case .horizontal:
      return Rect(
        x: frame.minX + inset, y: frame.minY + inset,
        width: max(0, frame.width - 2 * inset), height: max(0, frame.height - 2 * inset))
    case .vertical:
      return frame.insetBy(dx: inset, dy: inset)
    }
  }

  @inlinable
  func fillColor(_ model: SlideToConfirmMachine.RenderModel) -> Color {
    switch model.state {
    case .succeeded: style.success
    case .failed: style.failure
    default: style.accent
    }
  }

  @inlinable
  func drawFill(
    _ model: SlideToConfirmMachine.RenderModel, thumb: Rect, track: Rect, radius: Double,
    in canvas: some Canvas
  ) {
    let color = fillColor(model)
    let fill = model.filledFrame.intersection(track)
    guard !fill.isNull, fill.width > 0, fill.height > 0 else { return }
    // Below a little travel the fill would be a sliver behind the thumb: fade it in instead.
    let strength =
      model.state == .idle || model.state == .updating || model.state == .resetting
      ? min(1, model.progress * 6) : 1
    // The fill starts at the track's end and always reaches past the thumb, so rounding it with the
    // track's radius matches the track's outline without clipping.
    // A solid fill: Cairo composites gradients row by row through pixman's slow path.
    canvas.fillRoundedRect(fill, radius: radius, color: color.withAlpha(multipliedBy: strength))
  }

  @inlinable
  func drawTrackText(
    _ model: SlideToConfirmMachine.RenderModel, thumb: Rect, track: Rect, in canvas: some Canvas
  ) {
    // The text sits in the part of the track the thumb has not covered at rest.
    let free: Rect
    switch (model.orientation, model.arrow) {
    case (.horizontal, .left):
      free = Rect(
        x: track.minX + 12, y: track.minY, width: max(0, track.width - model.thumbFrame.width - 20),
        height: track.height)
    case (.horizontal, _):
      free = Rect(
        x: track.minX + model.thumbFrame.width + 8, y: track.minY,
        width: max(0, track.width - model.thumbFrame.width - 20), height: track.height)
    case (.vertical, _):
      free = Rect(
        x: track.minX + 4, y: track.minY + 12, width: track.width - 8,
        height: max(0, track.height - model.thumbFrame.height - 20))
    }
    if let status = model.status {
      let onFill = model.state == .working || model.state == .succeeded
      let color =
        model.state == .armed
        ? style.armedText ?? style.accent
        : (onFill ? Color(hex: 0xFFFFFF) : style.failureText ?? style.failure)
      let area =
        model.state == .failed || model.state == .armed
        ? free : statusArea(model, thumb: thumb, track: track)
      canvas.drawText(
        status, in: area,
        style: TextStyle(
          family: style.promptFont.family, size: style.promptFont.size, isBold: true), color: color)
    } else if model.promptOpacity > 0 {
      canvas.drawText(
        model.prompt, in: free, style: style.promptFont,
        color: style.prompt.withAlpha(multipliedBy: model.promptOpacity))
    }
  }

  /// Where working and success messages go: the filled part of the track beside the thumb at the end.
  @inlinable
  func statusArea(_ model: SlideToConfirmMachine.RenderModel, thumb: Rect, track: Rect)
    -> Rect
  {
    switch (model.orientation, model.arrow) {
    case (.horizontal, .left):
      return Rect(
        x: thumb.maxX + 8, y: track.minY, width: max(0, track.maxX - thumb.maxX - 20),
        height: track.height)
    case (.horizontal, _):
      return Rect(
        x: track.minX + 12, y: track.minY, width: max(0, thumb.minX - track.minX - 20),
        height: track.height)
    case (.vertical, _):
      return Rect(
        x: track.minX + 4, y: thumb.maxY + 8, width: track.width - 8,
        height: max(0, track.maxY - thumb.maxY - 20))
    }
  }

  @inlinable
  func drawThumbContent(
    _ model: SlideToConfirmMachine.RenderModel, in thumb: Rect, canvas: some Canvas
  ) {
    let center = Point(x: thumb.midX, y: thumb.midY)
    let glyph = min(thumb.width, thumb.height) * 0.22
    // The state's colour, lightened or darkened where the thumb is as light or dark as it.
    func iconColor(_ color: Color) -> Color {
      color.readable(on: style.thumb, contrast: Self.iconContrast)
    }
    switch model.state {
    case .working:
      let accent = iconColor(style.accent)
      canvas.strokeArc(
        center: center, radius: glyph, from: 0, to: 2 * .pi,
        color: accent.withAlpha(multipliedBy: 0.2), width: 3)
      canvas.strokeArc(
        center: center, radius: glyph, from: model.spinnerAngle, to: model.spinnerAngle + 1.5 * .pi,
        color: accent, width: 3)
    case .succeeded:
      canvas.strokeLines(
        [
          Point(x: center.x - glyph, y: center.y),
          Point(x: center.x - glyph * 0.3, y: center.y + glyph * 0.7),
          Point(x: center.x + glyph, y: center.y - glyph * 0.7),
        ], color: iconColor(style.success), width: 3)
    case .failed:
      let r = glyph * 0.75
      let failure = iconColor(style.failure)
      canvas.strokeLines(
        [Point(x: center.x - r, y: center.y - r), Point(x: center.x + r, y: center.y + r)],
        color: failure, width: 3)
      canvas.strokeLines(
        [Point(x: center.x + r, y: center.y - r), Point(x: center.x - r, y: center.y + r)],
        color: failure, width: 3)
    default:
      drawTitleAndArrow(model, in: thumb, canvas: canvas)
    }
  }

  @inlinable
  func drawTitleAndArrow(
    _ model: SlideToConfirmMachine.RenderModel, in thumb: Rect, canvas: some Canvas
  ) {
    // The arrow is drawn, not typed, so it can point the way to slide while the text stays as written.
    let arrowLength: Double = 12
    let gap: Double = 6
    if model.orientation == .vertical {
      let titleArea = Rect(
        x: thumb.minX + 4, y: thumb.midY, width: thumb.width - 8, height: thumb.height / 2 - 2)
      canvas.drawText(
        model.title, in: titleArea,
        style: TextStyle(
          family: style.titleFont.family, size: style.titleFont.size - 2, isBold: true),
        color: style.thumbText)
      drawArrow(
        .up, at: Point(x: thumb.midX, y: thumb.midY - 8), length: arrowLength, canvas: canvas)
      return
    }
    let available = thumb.width - 16 - arrowLength - gap
    let titleWidth = min(
      canvas.measure(model.title, style: style.titleFont).width, max(0, available))
    let total = titleWidth + gap + arrowLength
    let startX = thumb.midX - total / 2
    let titleRect: Rect
    let arrowCenter: Point
    if model.arrow == .left {
      arrowCenter = Point(x: startX + arrowLength / 2, y: thumb.midY)
      titleRect = Rect(
        x: startX + arrowLength + gap, y: thumb.minY, width: titleWidth, height: thumb.height)
    } else {
      titleRect = Rect(x: startX, y: thumb.minY, width: titleWidth, height: thumb.height)
      arrowCenter = Point(x: startX + titleWidth + gap + arrowLength / 2, y: thumb.midY)
    }
    canvas.drawText(model.title, in: titleRect, style: style.titleFont, color: style.thumbText)
    drawArrow(model.arrow, at: arrowCenter, length: arrowLength, canvas: canvas)
  }

  /// The arrow: an icon that a canvas keeping textures draws once per direction, size and
  /// colour, then only moves with the thumb.
  @inlinable
  func drawArrow(
    _ arrow: SlideToConfirmMachine.Arrow, at center: Point, length: Double, canvas: some Canvas
  ) {
    let width: Double = 2
    let key = ArrowIconKey(arrow: arrow, length: length, color: style.thumbText)
    let extent = length / 2 + width
    canvas.translated(x: center.x, y: center.y) {
      canvas.drawIcon(
        key: key, in: Rect(x: -extent, y: -extent, width: 2 * extent, height: 2 * extent)
      ) { cairo in
        // Made only when the icon is drawn, not in every frame that places it.
        cairo.strokeLines(Self.arrowPoints(arrow, length: length), color: key.color, width: width)
      }
    }
  }

  /// The arrow's stroke, `length` points long, around its centre at the origin.
  @inlinable
  static func arrowPoints(_ arrow: SlideToConfirmMachine.Arrow, length: Double) -> [Point] {
    let half = length / 2
    let head = length * 0.4
    switch arrow {
    case .right:
      return [
        Point(x: -half, y: 0), Point(x: half, y: 0), Point(x: half - head, y: -head),
        Point(x: half, y: 0), Point(x: half - head, y: head),
      ]
    case .left:
      return [
        Point(x: half, y: 0), Point(x: -half, y: 0), Point(x: -half + head, y: -head),
        Point(x: -half, y: 0), Point(x: -half + head, y: head),
      ]
    case .up:
      return [
        Point(x: 0, y: half), Point(x: 0, y: -half), Point(x: -head, y: -half + head),
        Point(x: 0, y: -half), Point(x: head, y: -half + head),
      ]
    }
  }

  /// What the arrow's image depends on.
  @usableFromInline struct ArrowIconKey: Hashable {
    @usableFromInline var arrow: SlideToConfirmMachine.Arrow
    @usableFromInline var length: Double
    @usableFromInline var color: Color

    @inlinable init(arrow: SlideToConfirmMachine.Arrow, length: Double, color: Color) {
      self.arrow = arrow
      self.length = length
      self.color = color
    }
  }
}
