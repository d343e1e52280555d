extension PullToActionMachine {
  /// What the status view shows as its icon.
  public enum Icon: Sendable, Hashable {
    /// The pulling arrow, turned by ``RenderModel/arrowAngle``.
    case arrow
    /// The busy indicator.
    case spinner
    /// A tick: the action succeeded.
    case success
    /// A cross: the action failed.
    case failure
    /// A dash: the action found nothing new.
    case noChange
    /// Nothing.
    case none
  }

  /// Everything a front end needs to draw the control and place its content.
  public struct RenderModel: Sendable, Hashable {
    /// The viewport.
    public var bounds: Rect
    /// Where the content is, in the viewport's coordinates: it moves with the scrolling.
    public var contentFrame: Rect
    /// The edge the control pulls from.
    public var edge: Edge
    /// The area the pull reveals between the edge and the content: the control's own frame
    /// (ShinobiEssentials sets the control to exactly this).
    public var revealedFrame: Rect
    /// The status view's frame, as the visualizer lays it out.
    public var statusFrame: Rect
    /// The control's state.
    public var state: State
    /// How far the content is pulled, in points.
    public var pulledAmount: Double
    /// The threshold the pull must exceed.
    public var pullThreshold: Double
    /// The pull as a fraction of the threshold, from 0 to 1; 1 once the action has triggered.
    public var progress: Double
    /// The icon to show.
    public var icon: Icon
    /// The arrow's turn in radians: 0 points the way the content is pulled, π back to the edge.
    public var arrowAngle: Double
    /// The angle of the busy indicator, in radians; it turns once a second (still when reducing
    /// motion).
    public var spinnerAngle: Double
    /// The status text (`textForStates`, or the outcome's), if any.
    public var text: String?
    /// The outcome on show, if any.
    public var outcome: Outcome?
    /// Whether decorative motion is off.
    public var reducesMotion: Bool
    /// Whether pulls trigger.
    public var isEnabled: Bool
  }

  /// The status view's natural height: the executing height, but never cramped.
  public var preferredStatusHeight: Double { Swift.max(configuration.executingHeight, 44) }

  /// What to draw now.
  public var renderModel: RenderModel {
    let width = viewportSize.width
    let viewportHeight = Double(viewportSize.height)
    let contentTop = -scroll.offset
    let amount = pulledAmount
    let revealed: Rect =
      switch configuration.edge {
      case .top:
        Rect(x: 0, y: 0, width: width, height: Double(amount))
      case .bottom:
        // The gap between the content's end and where that end rests.
        Rect(
          x: 0, y: Double(scroll.contentLength - scroll.contentEndOffset - amount), width: width,
          height: Double(amount))
      }
    let icon: Icon
    let text: String?
    switch state {
    case .idle, .pulling, .triggered:
      icon = amount > 0 || state != .idle ? .arrow : .none
      // Let go short of the threshold, the status view keeps its pulling text while it closes.
      text = configuration.stateTexts[state == .idle && amount > 0 ? .pulling : state]
    case .executing:
      icon = .spinner
      text = configuration.stateTexts[.executing]
    case .retracting:
      switch outcome {
      case .success:
        icon = .success
        text = configuration.successText
      case .noChange:
        icon = .noChange
        text = configuration.noChangeText
      case .failure(let message):
        icon = .failure
        text = message.isEmpty ? configuration.failureText : message
      case nil:
        icon = .none
        text = configuration.stateTexts[.retracting]
      }
    }
    let threshold = configuration.pullThreshold
    return RenderModel(
      bounds: Rect(x: 0, y: 0, width: width, height: Double(viewportHeight)),
      contentFrame: Rect(
        x: 0, y: Double(contentTop), width: width, height: Double(scroll.contentLength)),
      edge: configuration.edge,
      revealedFrame: revealed,
      statusFrame: visualizer.statusViewFrame(revealed, preferredStatusHeight, configuration.edge),
      state: state,
      pulledAmount: amount,
      pullThreshold: threshold,
      progress: state >= .executing || threshold <= 0 ? 1 : Swift.min(1, amount / threshold),
      icon: icon,
      arrowAngle: arrowAngle,
      spinnerAngle: configuration.reducesMotion
        ? 0 : time.truncatingRemainder(dividingBy: 1) * 2 * .pi,
      text: text,
      outcome: state == .retracting ? outcome : nil,
      reducesMotion: configuration.reducesMotion,
      isEnabled: configuration.isEnabled)
  }
}
