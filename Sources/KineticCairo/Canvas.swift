import Glibc
public import Kinetic

/// What Kinetic's looks draw into: the few shapes, text and images their renderers are made of.
///
/// Every renderer (``SlideToConfirmRenderer``, ``PullToActionRenderer``,
/// ``GestureBoardRenderer``, ``OnboardingCarouselRenderer``) draws through this protocol only, so one
/// description of each look serves every back end: ``CairoCanvas`` rasterises it with Cairo (the
/// headless recordings, `kinetic play` and `kinetic demo`), and KineticGTK's `SnapshotCanvas`
/// turns it into GSK render nodes for a widget's snapshot. It lives beside the renderers because
/// they need it, and because its one escape hatch, ``drawIcon(key:in:_:)``, hands out a
/// ``CairoCanvas``.
///
/// All coordinates are in points (1/96 inch, a CSS pixel); the host scales for HiDPI output.
/// Operations that take a body (clips, opacity, transforms) apply to what the body draws and end
/// with it. Colours are sRGB with straight alpha.
public protocol Canvas {
  /// Fills a rectangle with a colour.
  func fillRect(_ rect: Rect, color: Color)

  /// Fills a rectangle with a vertical gradient from `top` (at `rect.minY`) to `bottom`.
  func fillRect(_ rect: Rect, top: Color, bottom: Color)

  /// Fills a rectangle with corners rounded by `radius` (clamped to half the shorter side).
  func fillRoundedRect(_ rect: Rect, radius: Double, color: Color)

  /// Fills a rounded rectangle with a vertical gradient from `top` to `bottom`.
  func fillRoundedRect(_ rect: Rect, radius: Double, top: Color, bottom: Color)

  /// Strokes the outline of a rounded rectangle with a line `width` points wide, inside `rect`
  /// (a CSS border).
  func strokeRoundedRect(_ rect: Rect, radius: Double, color: Color, width: Double)

  /// Fills a rounded rectangle with `color` and strokes its outline inside it with `outline`, a
  /// line `width` points wide (a CSS background and border): what
  /// ``fillRoundedRect(_:radius:color:)`` then ``strokeRoundedRect(_:radius:color:width:)`` draw,
  /// which a canvas may draw in one go.
  func fillRoundedRect(_ rect: Rect, radius: Double, color: Color, outline: Color, width: Double)

  /// Fills a circle.
  func fillCircle(center: Point, radius: Double, color: Color)

  /// Draws a soft drop shadow under a rounded rectangle, `offset` points down and `blur` points
  /// soft (a CSS outset box shadow).
  func shadow(under rect: Rect, radius: Double, offset: Double, blur: Double, color: Color)

  /// Strokes a polyline through `points` with round joins and caps.
  func strokeLines(_ points: [Point], color: Color, width: Double)

  /// Strokes an arc of a circle from `start` to `end` radians (clockwise, 0 pointing right), with
  /// round caps.
  func strokeArc(
    center: Point, radius: Double, from start: Double, to end: Double, color: Color,
    width: Double)

  /// Strokes a progress ring `opacity` times as opaque: a full circle in `trackColor` and over it
  /// an arc in `color` from the top, clockwise, through `fraction` of the turn (nothing below
  /// 0.5 %), both `width` points wide with round caps.
  ///
  /// `surface`, when given, is the opaque colour the ring is drawn on: a canvas may fill the
  /// ring's middle with it rather than cut the middle out of a disc.
  func strokeProgressRing(
    center: Point, radius: Double, width: Double, fraction: Double, color: Color,
    trackColor: Color, opacity: Double, on surface: Color?)

  /// Runs `body` with drawing clipped to a rectangle.
  func clipped(to rect: Rect, _ body: () -> Void)

  /// Runs `body` with drawing clipped to a rounded rectangle.
  func clipped(to rect: Rect, radius: Double, _ body: () -> Void)

  /// Runs `body` with drawing clipped to `rect` as `transform` places it, in the current
  /// coordinates; `body` itself draws in the current coordinates, untransformed.
  func clipped(to rect: Rect, placedBy transform: AffineTransform2D, _ body: () -> Void)

  /// Runs `body` with everything it draws made `opacity` times as opaque, as one group.
  func withOpacity(_ opacity: Double, _ body: () -> Void)

  /// Runs `body` in coordinates that `transform` maps into the current ones.
  func transformed(by transform: AffineTransform2D, _ body: () -> Void)

  /// The size a single line of `text` takes in `style`.
  func measure(_ text: String, style: TextStyle) -> Size

  /// The text style and width to set `text` in on one line at most `width` points wide: shrunk
  /// to as little as 60 % of the style's size to fit (as ``drawText(_:in:style:color:)`` does),
  /// and ellipsised at `width` if even that is too wide.
  ///
  /// The answer is ``fitLineByMeasuring(_:style:width:)``'s. A canvas that lives across frames
  /// may keep it, since it stays the same until the text, the style, the width or the canvas's
  /// text settings change.
  func fitLine(_ text: String, style: TextStyle, width: Double) -> (
    style: TextStyle, width: Double
  )

  /// Draws one line of `text` centred in `rect`, shrunk to fit its width (to 60 % of the style's
  /// size), and ellipsised if even the smallest size overflows.
  func drawText(_ text: String, in rect: Rect, style: TextStyle, color: Color)

  /// Draws one line of `text` starting (or, with `.trailing`, ending) at `x`, centred vertically
  /// on `midY`, ellipsised at `maxWidth` points.
  func drawLine(
    _ text: String, x: Double, midY: Double, maxWidth: Double, style: TextStyle, color: Color,
    alignment: LineAlignment)

  /// Draws `text` as a UILabel with centred text and `maximumLines` lines would: wrapped at words
  /// to `rect`'s width, each line centred, the last line ellipsised when the text runs longer,
  /// and the block centred vertically in `rect`.
  func drawParagraph(
    _ text: String, in rect: Rect, style: TextStyle, color: Color, maximumLines: Int)

  /// Draws `image` stretched to fill `rect`, `opacity` times as opaque.
  func drawImage(_ image: CanvasImage, in rect: Rect, opacity: Double)

  /// Draws a vector icon that rarely changes: `body` draws it with Cairo, in the current
  /// coordinates, inside `rect`.
  ///
  /// A Cairo canvas runs `body` directly. A canvas that keeps textures (a widget's snapshot) runs
  /// it once per `key`, size and scale into an image and then only places that image, so `key`
  /// must capture everything `body` depends on besides `rect`'s size: its colours and shape
  /// parameters. Keep `rect` at the icon's own size and move or turn it with
  /// ``transformed(by:_:)``, so that one image serves every position and angle. A small struct
  /// of the renderer's own makes a good key: its type keeps it apart from other renderers' keys.
  func drawIcon<Key: Hashable>(key: Key, in rect: Rect, _ body: (CairoCanvas) -> Void)
}

/// Where a single line of text hangs from the x position it is given.
public enum LineAlignment: Sendable, Hashable {
  /// The text starts at x.
  case leading
  /// The text ends at x.
  case trailing
}

extension Canvas {
  /// Strokes the track's circle and the progress arc as two arcs, in one group `opacity` times
  /// as opaque.
  public func strokeProgressRing(
    center: Point, radius: Double, width: Double, fraction: Double, color: Color,
    trackColor: Color, opacity: Double, on surface: Color?
  ) {
    strokeProgressRingAsArcs(
      center: center, radius: radius, width: width, fraction: fraction, color: color,
      trackColor: trackColor, opacity: opacity)
  }

  /// The progress ring as ``strokeProgressRing(center:radius:width:fraction:color:trackColor:opacity:on:)``
  /// draws it by default: two arcs in a group.
  public func strokeProgressRingAsArcs(
    center: Point, radius: Double, width: Double, fraction: Double, color: Color,
    trackColor: Color, opacity: Double
  ) {
    withOpacity(opacity) {
      strokeArc(
        center: center, radius: radius, from: 0, to: 2 * .pi, color: trackColor, width: width)
      guard fraction > 0.005 else { return }
      strokeArc(
        center: center, radius: radius, from: -.pi / 2, to: -.pi / 2 + 2 * .pi * fraction,
        color: color, width: width)
    }
  }

  /// Fills a rounded rectangle, then strokes its outline inside it.
  public func fillRoundedRect(
    _ rect: Rect, radius: Double, color: Color, outline: Color, width: Double
  ) {
    fillRoundedRect(rect, radius: radius, color: color)
    strokeRoundedRect(rect, radius: radius, color: outline, width: width)
  }

  /// Draws one line of `text` starting at `x`, centred vertically on `midY`, ellipsised at
  /// `maxWidth` points.
  public func drawLine(
    _ text: String, x: Double, midY: Double, maxWidth: Double, style: TextStyle, color: Color
  ) {
    drawLine(
      text, x: x, midY: midY, maxWidth: maxWidth, style: style, color: color, alignment: .leading)
  }

  /// Runs `body` with the origin moved by (`x`, `y`) points.
  public func translated(x: Double, y: Double, _ body: () -> Void) {
    transformed(by: AffineTransform2D(translationX: x, y: y), body)
  }

  /// Fits `text` to `width` points by measuring it now:
  /// ``fitLineByMeasuring(_:style:width:)``.
  public func fitLine(_ text: String, style: TextStyle, width: Double) -> (
    style: TextStyle, width: Double
  ) {
    fitLineByMeasuring(text, style: style, width: width)
  }

  /// The text style and width to set `text` in on one line at most `width` points wide, worked
  /// out by measuring it: in `style`, then a point smaller at a time down to 60 % of its size
  /// until it fits, its width rounded up to a whole point and at most `width`.
  public func fitLineByMeasuring(_ text: String, style: TextStyle, width: Double) -> (
    style: TextStyle, width: Double
  ) {
    var fitted = style
    let smallest = (style.size * 0.6).rounded()
    var natural = ceil(measure(text, style: fitted).width)
    while natural > width, fitted.size > smallest {
      fitted.size = max(smallest, fitted.size - 1)
      natural = ceil(measure(text, style: fitted).width)
    }
    return (fitted, max(0, min(natural, width)))
  }
}
