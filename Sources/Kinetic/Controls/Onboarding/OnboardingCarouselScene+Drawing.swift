extension OnboardingCarouselScene {
  /// What a front end needs to draw one view as it shows now (mid-animation included).
  public struct Drawable: Sendable, Hashable {
    /// The view's index in ``OnboardingCarouselScene/views``.
    public var index: Int
    /// Maps the view's bounds (0…width, 0…height) to the container's coordinates.
    public var transform: AffineTransform2D
    /// Its opacity times every ancestor's.
    public var alpha: Double
    /// The ancestors that clip it, nearest first, by index.
    public var clippedBy: [Int]
  }

  /// The transform from a view's bounds to its superview's coordinates, as shown now.
  package func localTransform(of index: Int) -> AffineTransform2D {
    let view = views[index]
    let shown = presentation(of: index).transform
    // Move the anchor to the origin, apply the view's transform, then put it at its position.
    return AffineTransform2D(
      translationX: -view.anchor.x * view.size.width, y: -view.anchor.y * view.size.height
    )
    .concatenating(shown)
    .concatenating(AffineTransform2D(translationX: view.position.x, y: view.position.y))
  }

  /// Every view on screen, in drawing order, as it shows now.
  public var drawables: [Drawable] {
    drawingOrder.map { index in
      var transform = localTransform(of: index)
      var alpha = presentation(of: index).alpha
      var clippedBy: [Int] = []
      var current = views[index].superview
      var steps = 0
      while let ancestor = current, steps < 64 {
        transform = transform.concatenating(localTransform(of: ancestor))
        alpha *= presentation(of: ancestor).alpha
        if views[ancestor].clips { clippedBy.append(ancestor) }
        current = views[ancestor].superview
        steps += 1
      }
      return Drawable(index: index, transform: transform, alpha: alpha, clippedBy: clippedBy)
    }
  }

  /// The transform from a view's bounds to the container's coordinates, as shown now.
  package func containerTransform(of index: Int) -> AffineTransform2D {
    var transform = localTransform(of: index)
    var current = views[index].superview
    var steps = 0
    while let ancestor = current, steps < 64 {
      transform = transform.concatenating(localTransform(of: ancestor))
      current = views[ancestor].superview
      steps += 1
    }
    return transform
  }
}
