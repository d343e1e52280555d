import Glibc
public import Kinetic

/// Draws an onboarding carousel's scene as it shows now: the backdrop, every view with its
/// transform, opacity and clipping, and the built-in chrome (page dots, Skip, page texts, close
/// button) in SlidingCarousel's demo look.
///
/// Images are drawn from their PNG files, read once into an ``OnboardingCarouselImageCache`` and scaled
/// to their view's size. Custom views are the app's: pass `customView` to draw them; without it
/// each shows a neutral rounded placeholder of its size, so a layout can be judged before the
/// app's views exist. Everything is drawn in points, so a scaled context is sharp at any density.
public struct OnboardingCarouselRenderer: Sendable {
  /// Draws a custom view's content into its bounds (0…width, 0…height), by its key; the canvas
  /// is already transformed, clipped and faded as the view is.
  public typealias CustomViewDrawing = (_ key: String, _ size: Size, _ canvas: any Canvas) ->
    Void

  /// The look.
  public var style: OnboardingCarouselStyle

  /// Creates a renderer with a look.
  public init(style: OnboardingCarouselStyle = OnboardingCarouselStyle()) {
    self.style = style
  }

  /// Draws `scene` into `canvas`, its container's top-left corner at the canvas's origin and
  /// everything clipped to the container.
  ///
  /// - Parameters:
  ///   - scene: the carousel as it shows now.
  ///   - images: the spec's images on disk, by image name (``OnboardingCarouselAssets``); an image not
  ///     listed draws nothing.
  ///   - cache: where the image files are kept once read; keep one for every frame.
  ///   - canvas: what to draw into.
  ///   - customView: draws the app's custom views; `nil` draws placeholders.
  public func draw(
    _ scene: OnboardingCarouselScene, images: [String: OnboardingCarouselAssets.Found],
    cache: OnboardingCarouselImageCache, in canvas: some Canvas,
    customView: CustomViewDrawing? = nil
  ) {
    let bounds = Rect(origin: .zero, size: scene.size)
    guard bounds.width > 0, bounds.height > 0 else { return }
    canvas.clipped(to: bounds) {
      canvas.fillRect(bounds, color: style.backdrop)
      for drawable in scene.drawables {
        let view = scene.views[drawable.index]
        guard drawable.alpha > 0.002, view.size.width > 0, view.size.height > 0 else { continue }
        if case .wrapper = view.content { continue }
        guard Self.isInvertible(drawable.transform) else { continue }
        clipped(to: drawable.clippedBy[...], of: scene, canvas: canvas) {
          canvas.transformed(by: drawable.transform) {
            drawContent(
              view, alpha: drawable.alpha, scene: scene, images: images, cache: cache,
              canvas: canvas, customView: customView)
          }
        }
      }
    }
  }

  /// Runs `body` clipped to each clipping ancestor's bounds where it shows now; nothing runs when
  /// one of them is squashed flat, so nothing inside it shows.
  private func clipped(
    to ancestors: ArraySlice<Int>, of scene: OnboardingCarouselScene, canvas: some Canvas,
    _ body: () -> Void
  ) {
    guard let ancestor = ancestors.first else { return body() }
    let transform = scene.containerTransform(of: ancestor)
    guard Self.isInvertible(transform) else { return }
    let size = scene.views[ancestor].size
    canvas.clipped(to: Rect(origin: .zero, size: size), placedBy: transform) {
      clipped(to: ancestors.dropFirst(), of: scene, canvas: canvas, body)
    }
  }

  private func drawContent(
    _ view: OnboardingCarouselScene.View, alpha: Double, scene: OnboardingCarouselScene,
    images: [String: OnboardingCarouselAssets.Found], cache: OnboardingCarouselImageCache,
    canvas: some Canvas,
    customView: CustomViewDrawing?
  ) {
    let bounds = Rect(origin: .zero, size: view.size)
    switch view.content {
    case .image(let name):
      guard let found = images[name], let image = cache.image(for: found) else { return }
      canvas.drawImage(image, in: bounds, opacity: alpha)
    case .custom(let key):
      canvas.withOpacity(alpha) {
        if let customView {
          customView(key, view.size, canvas)
        } else {
          drawPlaceholder(in: bounds, canvas: canvas)
        }
      }
    case .wrapper:
      return
    case .pageControl:
      canvas.withOpacity(alpha) {
        drawPageDots(count: scene.pageCount, current: scene.currentPage, in: bounds, canvas: canvas)
      }
    case .skip:
      canvas.withOpacity(alpha) {
        canvas.drawText(style.skipTitle, in: bounds, style: style.skipFont, color: style.skipColor)
      }
    case .pageText(_, let text):
      canvas.withOpacity(alpha) {
        canvas.drawParagraph(
          text, in: bounds, style: style.pageTextFont, color: style.pageTextColor,
          maximumLines: style.pageTextLines)
      }
    case .close(let title):
      canvas.withOpacity(alpha) {
        canvas.drawText(title, in: bounds, style: style.closeFont, color: style.closeColor)
      }
    }
  }

  /// The page dots, centred in the control; the current page's dot in the highlight colour.
  private func drawPageDots(count: Int, current: Int, in rect: Rect, canvas: some Canvas) {
    guard count > 0 else { return }
    let diameter = style.dotDiameter
    // Many pages squeeze the dots together rather than spill out of the control.
    let spacing =
      count > 1
      ? Swift.min(style.dotSpacing, Swift.max(diameter, rect.width - diameter) / Double(count - 1))
      : 0
    let width = spacing * Double(count - 1)
    let startX = rect.midX - width / 2
    let selected = Swift.min(Swift.max(current, 0), count - 1)
    for index in 0..<Swift.min(count, 1000) {
      let center = Point(x: startX + spacing * Double(index), y: rect.midY)
      let dot = Rect(
        x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
      canvas.fillRoundedRect(
        dot, radius: diameter / 2, color: index == selected ? style.currentPageDot : style.pageDot)
    }
  }

  /// A neutral rounded card standing in for a custom view nobody draws.
  private func drawPlaceholder(in rect: Rect, canvas: some Canvas) {
    let radius = Swift.min(12, Swift.min(rect.width, rect.height) / 4)
    canvas.fillRoundedRect(rect, radius: radius, color: style.placeholderFill)
    canvas.strokeRoundedRect(rect, radius: radius, color: style.placeholderOutline, width: 1.5)
  }

  /// Whether Cairo can use `transform`: finite, and not squashed to a line or a point (a view
  /// scaled to 0 shows nothing).
  static func isInvertible(_ transform: AffineTransform2D) -> Bool {
    let determinant = transform.a * transform.d - transform.b * transform.c
    guard determinant.isFinite, transform.tx.isFinite, transform.ty.isFinite else { return false }
    return abs(determinant) > 1e-9
  }

}
