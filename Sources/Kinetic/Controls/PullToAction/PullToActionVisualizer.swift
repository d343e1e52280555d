/// Positions a pull to action's status view and animates between its states, as
/// ShinobiEssentials' `SEssentialsPullToActionVisualizer` does.
///
/// The machine calls the visualizer's five hooks; each gets a ``PullToActionVisualizerContext``
/// describing the control and collecting the visualizer's requests. A visualizer that animates
/// in the core asks the control to ``PullToActionVisualizerContext/hold(height:after:)`` its status
/// view open or closed, and to ``PullToActionVisualizerContext/executeAction(when:)`` or
/// ``PullToActionVisualizerContext/resetToIdle(when:)`` once that is done (the original's flow). A
/// visualizer whose animations run in a front end requests nothing and has the host call
/// ``PullToActionMachine/executeAction(at:)`` and ``PullToActionMachine/resetToIdle(at:)`` itself.
///
/// Every hook has a default that does nothing, except the two transitions, which behave like the
/// built-in visualizers.
public protocol PullToActionVisualizer: Sendable {
  /// The pull was released past the threshold (or triggered from the keyboard): animate towards
  /// executing, then execute the action.
  func triggeredAction(_ context: inout PullToActionVisualizerContext)
  /// The app completed the action: show the outcome, close, then reset to idle.
  func actionCompleted(_ context: inout PullToActionVisualizerContext)
  /// The state changed.
  func stateChanged(
    from old: PullToActionMachine.State, to new: PullToActionMachine.State,
    _ context: inout PullToActionVisualizerContext)
  /// The pulled amount changed.
  func pulledAmountChanged(_ amount: Double, _ context: inout PullToActionVisualizerContext)
  /// Where the status view goes inside the revealed area (`layoutStatusView`), in the control's
  /// coordinates; `preferredHeight` is the status view's natural height.
  func statusViewFrame(revealed: Rect, preferredHeight: Double, edge: PullToActionMachine.Edge)
    -> Rect
}

extension PullToActionVisualizer {
  /// Holds the status view open at the executing height, then executes.
  public func triggeredAction(_ context: inout PullToActionVisualizerContext) {
    context.hold(height: context.configuration.executingHeight)
    context.executeAction(when: .holdReached)
  }

  /// Shows an outcome for its display time, closes, then resets to idle.
  public func actionCompleted(_ context: inout PullToActionVisualizerContext) {
    let delay = context.outcome == nil ? 0 : context.configuration.outcomeDisplayDuration
    context.hold(height: 0, after: delay)
    context.resetToIdle(when: .holdReached)
  }

  /// Does nothing.
  public func stateChanged(
    from old: PullToActionMachine.State, to new: PullToActionMachine.State,
    _ context: inout PullToActionVisualizerContext
  ) {}

  /// Does nothing.
  public func pulledAmountChanged(_ amount: Double, _ context: inout PullToActionVisualizerContext)
  {}
}

/// What a visualizer sees of the control, and what it asks of it.
public struct PullToActionVisualizerContext: Sendable {
  /// When a requested call happens.
  public enum Moment: Sendable, Hashable {
    /// At once.
    case now
    /// After this many seconds.
    case after(Double)
    /// When the content has reached the requested hold (or a finger holds it beyond), or comes to
    /// rest wherever the user left it.
    case holdReached
  }

  /// The control's state.
  public let state: PullToActionMachine.State
  /// How far the content is pulled past its edge, in points.
  public let pulledAmount: Double
  /// The control's configuration.
  public let configuration: PullToActionMachine.Configuration
  /// The outcome the app gave, while completing.
  public let outcome: PullToActionMachine.Outcome?
  /// Whether a finger holds the content.
  public let isDragging: Bool

  var hold: (height: Double, delay: TimeInterval)?
  var execute: Moment?
  var reset: Moment?

  init(
    state: PullToActionMachine.State, pulledAmount: Double,
    configuration: PullToActionMachine.Configuration, outcome: PullToActionMachine.Outcome?,
    isDragging: Bool
  ) {
    self.state = state
    self.pulledAmount = pulledAmount
    self.configuration = configuration
    self.outcome = outcome
    self.isDragging = isDragging
  }

  /// Animates the content so `height` points stay revealed past the edge (0 closes the control).
  ///
  /// The hold starts after `delay` seconds; the content rests there until another hold.
  public mutating func hold(height: Double, after delay: TimeInterval = 0) {
    guard height.isFinite, delay.isFinite else { return }
    hold = (Swift.max(0, height), Swift.max(0, delay))
  }

  /// Moves the control from triggered to executing at `moment` (ShinobiEssentials' `executeAction`).
  public mutating func executeAction(when moment: Moment = .now) {
    execute = moment
  }

  /// Moves the control from retracting to idle at `moment` (ShinobiEssentials' `resetToIdle`).
  public mutating func resetToIdle(when moment: Moment = .now) {
    reset = moment
  }
}

/// The built-in visualizers.
public enum PullToActionVisualizers {
  /// Keeps a fixed-height status view against the content's edge, so it slides out with the
  /// content (ShinobiEssentials' default "bottom" alignment).
  public struct Bottom: PullToActionVisualizer {
    /// Creates the visualizer.
    public init() {}

    /// The status view at its preferred height, against the content.
    public func statusViewFrame(
      revealed: Rect, preferredHeight: Double, edge: PullToActionMachine.Edge
    ) -> Rect {
      let height = Double(preferredHeight)
      let y = edge == .top ? revealed.maxY - height : revealed.minY
      return Rect(x: revealed.minX, y: y, width: revealed.width, height: height)
    }
  }

  /// Stretches the status view to fill whatever the pull reveals (ShinobiEssentials' "stretch").
  public struct Stretch: PullToActionVisualizer {
    /// Creates the visualizer.
    public init() {}

    /// The whole revealed area.
    public func statusViewFrame(
      revealed: Rect, preferredHeight: Double, edge: PullToActionMachine.Edge
    ) -> Rect {
      revealed
    }
  }
}

extension PullToActionVisualizer where Self == PullToActionVisualizers.Bottom {
  /// The fixed-height status view that slides out with the content (the default).
  public static var bottom: Self { .init() }
}

extension PullToActionVisualizer where Self == PullToActionVisualizers.Stretch {
  /// The status view that stretches to fill the revealed area.
  public static var stretch: Self { .init() }
}

/// A visualizer's five hooks as closures: how the machine keeps any visualizer, one concrete type
/// whatever the visualizer's own, since Embedded Swift has no existentials of value protocols.
struct PullToActionVisualizerHooks: Sendable {
  let triggeredAction: @Sendable (inout PullToActionVisualizerContext) -> Void
  let actionCompleted: @Sendable (inout PullToActionVisualizerContext) -> Void
  let stateChanged:
    @Sendable (
      PullToActionMachine.State, PullToActionMachine.State, inout PullToActionVisualizerContext
    ) -> Void
  let pulledAmountChanged: @Sendable (Double, inout PullToActionVisualizerContext) -> Void
  let statusViewFrame: @Sendable (Rect, Double, PullToActionMachine.Edge) -> Rect

  /// The hooks of `visualizer`.
  init(_ visualizer: some PullToActionVisualizer) {
    triggeredAction = { visualizer.triggeredAction(&$0) }
    actionCompleted = { visualizer.actionCompleted(&$0) }
    stateChanged = { visualizer.stateChanged(from: $0, to: $1, &$2) }
    pulledAmountChanged = { visualizer.pulledAmountChanged($0, &$1) }
    statusViewFrame = {
      visualizer.statusViewFrame(revealed: $0, preferredHeight: $1, edge: $2)
    }
  }
}
