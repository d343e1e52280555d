import Glibc
public import Kinetic

/// Draws Kinetic's default pull to action look from the control's render model.
///
/// ``drawStatusView(_:in:size:)`` draws the default status view, for a host that shows its own
/// content (the `kinetic` tool's recordings add a sample inbox around it). Everything is drawn in
/// points, so a scaled context is sharp at any density.
public struct PullToActionRenderer: Sendable {
  /// The look.
  public var style: PullToActionStyle {
    didSet { icons = IconColors(style) }
  }
  /// The icons' colours, worked out once per look rather than in every frame.
  @usableFromInline private(set) var icons: IconColors

  /// Creates a renderer with a look.
  public init(style: PullToActionStyle = .init()) {
    self.style = style
    icons = IconColors(style)
  }

  /// Draws the default status view of `model` into `canvas`, with its origin at the status view's
  /// top-left corner and `size` its size (the render model's `statusFrame.size`).
  ///
  /// The icon and the text are centred together in the view and clipped to it; text that does
  /// not fit is shrunk, then ellipsised. The icon comes before the text in the reading order:
  /// at its left, or at its right when `isRightToLeft`.
  @inlinable
  public func drawStatusView(
    _ model: PullToActionMachine.RenderModel, in canvas: some Canvas, size: Size,
    isRightToLeft: Bool = false
  ) {
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
      return
    }
    let frame = Rect(origin: .zero, size: size)
    canvas.clipped(to: frame) {
      canvas.fillRect(frame, color: style.statusViewBackgroundColor)
      canvas.withOpacity(model.isEnabled ? 1 : 0.5) {
        drawStatusGroup(model, in: frame, canvas: canvas, isRightToLeft: isRightToLeft)
      }
    }
  }

  /// The width of the slot an icon takes beside the text.
  @usableFromInline static let iconSlot: Double = 28
  /// The space between the icon and the text.
  @usableFromInline static let iconGap: Double = 10
  /// The least space kept clear at each side of the status view.
  @usableFromInline static let sideMargin: Double = 16

  /// Where the status view's icon and text go in a view `width` points wide.
  ///
  /// Returns the centre of the icon (`nil` without one), and the text's left edge, width and
  /// fitted style (`nil` without text). The icon leads: at the left, or at the right when
  /// `isRightToLeft`.
  @inlinable
  public func statusGroupLayout(
    _ model: PullToActionMachine.RenderModel, width: Double, canvas: some Canvas,
    isRightToLeft: Bool = false
  ) -> (iconCenterX: Double?, text: (x: Double, width: Double, style: TextStyle)?) {
    let hasIcon = model.icon != .none
    let text = model.text.flatMap { $0.isEmpty ? nil : $0 }
    let iconWidth = hasIcon ? Self.iconSlot : 0
    let gap = hasIcon && text != nil ? Self.iconGap : 0
    let available = max(0, width - 2 * Self.sideMargin - iconWidth - gap)
    let fitted = text.map { canvas.fitLine($0, style: style.statusViewFont, width: available) }
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

  @inlinable
  func drawStatusGroup(
    _ model: PullToActionMachine.RenderModel, in frame: Rect, canvas: some Canvas,
    isRightToLeft: Bool
  ) {
    let layout = statusGroupLayout(
      model, width: frame.width, canvas: canvas, isRightToLeft: isRightToLeft)
    let midY = frame.midY
    if let iconCenterX = layout.iconCenterX {
      drawIcon(model, center: Point(x: iconCenterX, y: midY), canvas: canvas)
    }
    if let text = model.text, let fitted = layout.text {
      let color = model.icon == .failure ? style.failureColor : style.statusViewTextColor
      canvas.drawLine(
        text, x: fitted.x, midY: midY, maxWidth: fitted.width, style: fitted.style,
        color: color, alignment: .leading)
    }
  }
}
