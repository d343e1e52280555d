import CCairo
public import Foundation
public import Kinetic

/// Draws Kinetic's default pull to action look from the control's render model.
///
/// ``draw(_:in:)`` draws the whole scrolling view as an app would show it: sample content (an
/// inbox) where the machine puts it, the area the pull reveals behind it, and the default status
/// view in that area. ``drawStatusView(_:in:size:)`` draws only the status view, for a host that
/// shows its own content. Everything is drawn in points, so a scaled context is sharp at any
/// density.
public struct PullToActionRenderer: Sendable {
  /// The look.
  public var style: PullToActionStyle

  /// Creates a renderer with a look.
  public init(style: PullToActionStyle = .init()) {
    self.style = style
  }

  /// Draws the whole viewport of `model` into `canvas`: the content, the revealed area and the
  /// status view, clipped to the model's bounds.
  public func draw(_ model: PullToActionMachine.RenderModel, in canvas: CairoCanvas) {
    let bounds = model.bounds
    guard bounds.width > 0, bounds.height > 0 else { return }
    let context = canvas.context
    cairo_save(context)
    cairo_rectangle(context, bounds.minX, bounds.minY, bounds.width, bounds.height)
    cairo_clip(context)
    fillRect(on: canvas, bounds, color: style.backgroundColor)
    drawContent(model, in: canvas)
    let control = model.revealedFrame.intersection(bounds)
    if !control.isNull, control.width > 0, control.height > 0 {
      fillRect(on: canvas, control, color: style.backgroundColor)
      let status = model.statusFrame
      if status.width > 0, status.height > 0 {
        // The control clips its status view (the bottom visualizer slides it out from behind the
        // edge), so only the part inside the revealed area shows.
        cairo_save(context)
        cairo_rectangle(context, control.minX, control.minY, control.width, control.height)
        cairo_clip(context)
        canvas.translate(x: status.minX, y: status.minY)
        drawStatusView(model, in: canvas, size: status.size)
        cairo_restore(context)
      }
      drawEdgeShadow(model, control: control, in: canvas)
    }
    cairo_restore(context)
  }

  /// Draws the default status view of `model` into `canvas`, with its origin at the status view's
  /// top-left corner and `size` its size (the render model's `statusFrame.size`).
  ///
  /// The icon and the text are centred together in the view and clipped to it; text that does
  /// not fit is shrunk, then ellipsised. The icon comes before the text in the reading order:
  /// at its left, or at its right when `isRightToLeft`.
  public func drawStatusView(
    _ model: PullToActionMachine.RenderModel, in canvas: CairoCanvas, size: CGSize,
    isRightToLeft: Bool = false
  ) {
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
      return
    }
    let context = canvas.context
    let frame = CGRect(origin: .zero, size: size)
    cairo_save(context)
    cairo_rectangle(context, 0, 0, size.width, size.height)
    cairo_clip(context)
    fillRect(on: canvas, frame, color: style.statusViewBackgroundColor)
    canvas.withOpacity(model.isEnabled ? 1 : 0.5) {
      drawStatusGroup(model, in: frame, canvas: canvas, isRightToLeft: isRightToLeft)
    }
    cairo_restore(context)
  }

  /// The width of the slot an icon takes beside the text.
  static let iconSlot: CGFloat = 28
  /// The space between the icon and the text.
  static let iconGap: CGFloat = 10
  /// The least space kept clear at each side of the status view.
  static let sideMargin: CGFloat = 16

  /// Where the status view's icon and text go in a view `width` points wide.
  ///
  /// Returns the centre of the icon (`nil` without one), and the text's left edge, width and
  /// fitted style (`nil` without text). The icon leads: at the left, or at the right when
  /// `isRightToLeft`.
  public func statusGroupLayout(
    _ model: PullToActionMachine.RenderModel, width: CGFloat, canvas: CairoCanvas,
    isRightToLeft: Bool = false
  ) -> (iconCenterX: CGFloat?, text: (x: CGFloat, width: CGFloat, style: TextStyle)?) {
    let hasIcon = model.icon != .none
    let text = model.text.flatMap { $0.isEmpty ? nil : $0 }
    let iconWidth = hasIcon ? Self.iconSlot : 0
    let gap = hasIcon && text != nil ? Self.iconGap : 0
    let available = max(0, width - 2 * Self.sideMargin - iconWidth - gap)
    let fitted = text.map { fitLine(on: canvas, $0, style: style.statusViewFont, width: available) }
    let textWidth = fitted?.width ?? 0
    let total = iconWidth + gap + textWidth
    let startX = (width - total) / 2
    let iconCenterX =
      isRightToLeft ? startX + total - iconWidth / 2 : startX + iconWidth / 2
    let textX = isRightToLeft ? startX : startX + iconWidth + gap
    return (
      hasIcon ? iconCenterX : nil,
      fitted.flatMap { textWidth > 0 ? (textX, textWidth, $0.style) : nil }
    )
  }

  private func drawStatusGroup(
    _ model: PullToActionMachine.RenderModel, in frame: CGRect, canvas: CairoCanvas,
    isRightToLeft: Bool
  ) {
    let layout = statusGroupLayout(
      model, width: frame.width, canvas: canvas, isRightToLeft: isRightToLeft)
    let midY = frame.midY
    if let iconCenterX = layout.iconCenterX {
      drawIcon(model, center: CGPoint(x: iconCenterX, y: midY), canvas: canvas)
    }
    if let text = model.text, let fitted = layout.text {
      let color = model.icon == .failure ? style.failureColor : style.statusViewTextColor
      drawLine(
        on: canvas,
        text, x: fitted.x, midY: midY, maxWidth: fitted.width, style: fitted.style,
        color: color)
    }
  }
}

extension PullToActionRenderer {
  /// The style and width to set `text` in on one line at most `width` points wide: shrunk to as
  /// little as 60 % of the style's size to fit (as `CairoCanvas.drawText` does), and ellipsised at
  /// `width` if even that is too wide.
  func fitLine(on canvas: CairoCanvas, _ text: String, style: TextStyle, width: CGFloat) -> (
    style: TextStyle, width: CGFloat
  ) {
    var fitted = style
    let smallest = (style.size * 0.6).rounded()
    var natural = ceil(canvas.measure(text, style: fitted).width)
    while natural > width, fitted.size > smallest {
      fitted.size = max(smallest, fitted.size - 1)
      natural = ceil(canvas.measure(text, style: fitted).width)
    }
    return (fitted, max(0, min(natural, width)))
  }

  /// Fills a rectangle with a colour.
  func fillRect(on canvas: CairoCanvas, _ rect: CGRect, color: Color) {
    guard rect.width > 0, rect.height > 0 else { return }
    cairo_rectangle(canvas.context, rect.minX, rect.minY, rect.width, rect.height)
    canvas.setColor(color)
    cairo_fill(canvas.context)
  }
}
