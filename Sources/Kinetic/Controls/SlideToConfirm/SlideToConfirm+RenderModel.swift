extension SlideToConfirmMachine {
  /// The direction the thumb's arrow points: the way to slide.
  public enum Arrow: String, Sendable, Hashable {
    /// Towards the right, in left-to-right layouts.
    case right
    /// Towards the left, in right-to-left layouts.
    case left
    /// Upwards, for vertical travel.
    case up
  }

  /// Everything a front end needs to draw the control, and nothing it must work out itself.
  public struct RenderModel: Sendable, Hashable {
    /// The control's bounds.
    public var bounds: Rect
    /// The track line the thumb's centre travels along.
    public var trackFrame: Rect
    /// The part of the control the thumb has passed over.
    public var filledFrame: Rect
    /// The thumb.
    public var thumbFrame: Rect
    /// The thumb's progress from 0 to 1.
    public var progress: Double
    /// The control's state.
    public var state: State
    /// The axis of travel.
    public var orientation: Orientation
    /// The text on the thumb.
    public var title: String
    /// The way the thumb's arrow points; the text itself is never mirrored.
    public var arrow: Arrow
    /// The text on the track.
    public var prompt: String
    /// How visible the prompt is: it fades as the thumb covers the track.
    public var promptOpacity: Double
    /// A message that replaces the prompt: the arming hint, a result, or `nil`.
    public var status: String?
    /// Whether the control responds to input; a disabled control is drawn dimmed.
    public var isEnabled: Bool
    /// The angle of the busy indicator while working, in radians; it turns once a second.
    public var spinnerAngle: Double
  }

  /// What to draw now.
  public var renderModel: RenderModel {
    let status: String? =
      switch state {
      case .armed: configuration.texts.armed
      case .working: configuration.texts.working
      case .succeeded: configuration.texts.succeeded
      case .failed: failureMessage
      case .idle, .updating, .completed, .resetting: nil
      }
    let arrow: Arrow =
      configuration.orientation == .vertical
      ? .up : (configuration.layoutDirection == .rightToLeft ? .left : .right)
    return RenderModel(
      bounds: Rect(origin: .zero, size: layout.size),
      trackFrame: layout.trackFrame,
      filledFrame: layout.filledFrame(at: progress),
      thumbFrame: layout.thumbFrame(at: progress),
      progress: progress,
      state: state,
      orientation: configuration.orientation,
      title: configuration.title,
      arrow: arrow,
      prompt: configuration.prompt,
      promptOpacity: Swift.max(0, 1 - progress * 1.6),
      status: status,
      isEnabled: configuration.isEnabled,
      spinnerAngle: state == .working ? (time.truncatingRemainder(dividingBy: 1)) * 2 * .pi : 0
    )
  }
}
