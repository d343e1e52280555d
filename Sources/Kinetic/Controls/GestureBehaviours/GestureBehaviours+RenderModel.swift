extension GestureBehavioursMachine {
  /// Everything a front end needs to draw the view where the behaviours put it.
  public struct RenderModel: Sendable, Hashable {
    /// The container's bounds (the view's own frame grown by its size when it has none).
    public var bounds: Rect
    /// The view's frame as its layout put it, before the transform.
    public var viewFrame: Rect
    /// Where the behaviours put the view, about its centre.
    public var transform: ViewTransform
    /// The view's opacity: dimmed while pressed.
    public var alpha: Double
    /// Whether fingers are manipulating the view (a front end may lift it with a deeper shadow).
    public var isHeld: Bool
  }

  /// What to draw now.
  public var renderModel: RenderModel {
    let frame = Rect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
    return RenderModel(
      bounds: container ?? frame.insetBy(dx: -size.width, dy: -size.height), viewFrame: frame,
      transform: transform, alpha: alpha, isHeld: claimsPointers)
  }
}
