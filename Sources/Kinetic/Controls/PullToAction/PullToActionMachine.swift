/// The headless pull to action: pull a scrolling view past a threshold to trigger an action.
///
/// The machine owns the scrolling too (a ``ScrollAxis``): the content's offset, rubber banding
/// past the edges, momentum and the spring back, so a host only draws the content where the
/// machine says. Feed it input with ``handle(_:)``, call ``tick(at:)`` on every frame while
/// ``needsTicks``, and call ``actionCompleted(_:at:)`` when the app's work is done. Each call
/// returns the ``Output``s the host must act on, in order; ``renderModel`` describes what to draw.
///
/// It does what ShinobiEssentials' `SEssentialsPullToAction` does: five states, a threshold that
/// must be exceeded, a status view held open at the executing height, a pluggable
/// ``PullToActionVisualizer`` that animates and calls ``executeAction(at:)`` and
/// ``resetToIdle(at:)``. Beyond it: outcomes shown before retracting, trigger on release or at the
/// threshold, disarming when pulled back, a minimum executing time, keyboard and assistive
/// triggering with announcements, reduced motion, and pulling from the bottom edge.
public struct PullToActionMachine: Control {
  /// How the control is configured.
  public private(set) var configuration: Configuration
  /// The visible part of the scrolling view, in points.
  public private(set) var viewportSize: Size
  /// Where the control stands.
  public var state: State { phase.state }
  /// The outcome on show while retracting, if the app gave one.
  public var outcome: Outcome? {
    if case .retracting(let outcome, _) = phase { return outcome }
    return nil
  }
  /// The latest time the machine has been told of, in seconds.
  public private(set) var time: TimeInterval = 0
  /// The scrolling: the content's offset, size and motion.
  public private(set) var scroll: ScrollAxis
  /// Positions the status view and animates between states: the visualizer's hooks.
  private(set) var visualizer: PullToActionVisualizerHooks

  private var pan = PanRecognizer(configuration: .init(minimumDistance: 6, maximumPointers: 1))
  /// How far a touchpad gesture in progress has moved the content, or `nil` without one.
  private var touchpadTranslation: Double?
  /// The touchpad gesture's speed; one tracker reused, so scrolling allocates nothing.
  private var touchpadVelocity = ScalarVelocityTracker()
  /// Where the control stands, with what that state needs: the only source of ``state`` and
  /// ``outcome``.
  private var phase = Phase.idle
  /// How far the visualizer holds the content open, and a hold it asked for later.
  private var hold = Hold()
  private var arrow = Trajectory(
    from: 0, to: 0, start: 0, curve: .timing(.easeInOut, duration: 0), initialVelocity: 0)
  private var reportedAmount: Double = 0

  /// Creates a control at rest over content `contentHeight` points tall, in a viewport of
  /// `viewportSize`, positioned by `visualizer` (the bottom alignment unless told otherwise).
  ///
  /// Options the machine cannot use are repaired (see `Configuration.repaired`); a viewport side
  /// that is negative counts as 0, and a viewport that is not finite as 0 × 0, as for
  /// ``resize(viewportSize:contentHeight:at:)``.
  public init(
    viewportSize: Size, contentHeight: Double, configuration: Configuration = Configuration(),
    visualizer: some PullToActionVisualizer = .bottom
  ) {
    let configuration = configuration.repaired
    self.configuration = configuration
    self.viewportSize =
      viewportSize.width.isFinite && viewportSize.height.isFinite
      ? Size(width: Swift.max(0, viewportSize.width), height: Swift.max(0, viewportSize.height))
      : .zero
    self.visualizer = PullToActionVisualizerHooks(visualizer)
    scroll = ScrollAxis(
      contentLength: contentHeight, viewportLength: Double(viewportSize.height),
      configuration: configuration.scrolling)
  }

  /// How far the content is pulled past the control's edge, in points (ShinobiEssentials'
  /// `pulledAmount`).
  public var pulledAmount: Double {
    configuration.edge == .top ? scroll.overscrollAtStart : scroll.overscrollAtEnd
  }

  /// The default status view's arrow turn in radians: it turns to π past the threshold.
  public var arrowAngle: Double { arrow.value(at: time) }

  /// Whether a finger or a touchpad gesture holds the content.
  public var isDragging: Bool { scroll.isDragging }

  /// Whether an animation or a timer is pending, so the host must keep calling ``tick(at:)``.
  public var needsTicks: Bool {
    if scroll.isMoving || hold.pending != nil || !arrow.isFinished(at: time) { return true }
    switch phase {
    case .idle, .pulling: return false
    case .triggered(_, let execute): return execute != nil
    case .executing: return true
    case .retracting(_, let reset): return reset != nil
    }
  }

  // MARK: Input

  /// Handles one input event: drags and touchpad scrolls move the content and pull; a wheel
  /// scrolls; F5 or Ctrl+R triggers.
  public mutating func handle(_ event: InputEvent) -> Outputs<Output> {
    var outputs = advance(to: event.time)
    switch event {
    case .pointer(let pointer):
      handlePointer(pointer, into: &outputs)
    case .scroll(let scrollEvent):
      handleScroll(scrollEvent, into: &outputs)
    case .key(let key):
      let isShortcut =
        Key.f5 ~= key.key
        || (key.modifiers.contains(.control)
          && (key.key.rawValue.hasSameUTF8(as: "r") || key.key.rawValue.hasSameUTF8(as: "R")))
      if key.phase == .press, !key.isRepeat, isShortcut {
        startTrigger(into: &outputs)
      }
    }
    update(into: &outputs)
    return outputs
  }

  /// Lets time pass: runs the scrolling, the visualizer's holds and timers up to `time`.
  public mutating func tick(at time: TimeInterval) -> Outputs<Output> {
    var outputs = advance(to: time)
    update(into: &outputs)
    return outputs
  }

  private mutating func handlePointer(_ event: PointerEvent, into outputs: inout Outputs<Output>) {
    if touchpadTranslation != nil {
      // A backend that never reported the touchpad's end must not lock the content: a finger
      // pressing down ends the touchpad gesture where it is.
      guard event.phase == .down else { return }
      touchpadTranslation = nil
      release(
        velocity: Double(touchpadVelocity.velocity(at: time)), cancelled: false, into: &outputs)
    }
    guard let gesture = pan.handle(event) else { return }
    switch gesture.phase {
    case .began:
      scroll.beginDrag(at: time)
      scroll.drag(by: Double(gesture.translation.dy))
    case .changed:
      scroll.drag(by: Double(gesture.translation.dy))
    case .ended:
      scroll.drag(by: Double(gesture.translation.dy))
      release(velocity: Double(gesture.velocity.dy), cancelled: false, into: &outputs)
    case .cancelled:
      release(velocity: 0, cancelled: true, into: &outputs)
    }
  }

  private mutating func handleScroll(_ event: ScrollEvent, into outputs: inout Outputs<Output>) {
    let delta = Double(event.delta.dy)
    switch event.source {
    case .wheel:
      guard !scroll.isDragging, delta.isFinite else { return }
      scroll.scroll(by: delta, at: time)
    case .continuous(let phase):
      if pan.isActive { return }
      if touchpadTranslation == nil, phase != .ended {
        // A touchpad pulls past an edge only when the gesture starts resting against it, so a
        // fast scroll up a long list stops at the top instead of refreshing by accident.
        let range = scroll.restingRange
        var edges = ScrollAxis.Edges()
        if scroll.offset <= range.lowerBound + 0.5 { edges.insert(.start) }
        if scroll.offset >= range.upperBound - 0.5 { edges.insert(.end) }
        scroll.beginDrag(at: time, overscrolling: edges)
        touchpadTranslation = 0
        touchpadVelocity.reset()
        touchpadVelocity.add(0, at: time)
      }
      guard var translation = touchpadTranslation else { return }
      if delta.isFinite { translation -= delta }
      touchpadTranslation = translation
      touchpadVelocity.add(Double(translation), at: time)
      scroll.drag(by: translation)
      if phase == .ended {
        touchpadTranslation = nil
        release(
          velocity: Double(touchpadVelocity.velocity(at: time)), cancelled: false, into: &outputs)
      }
    }
  }

  /// The finger lifted (or the system took it): the content moves on, and a pull past the
  /// threshold commits.
  private mutating func release(
    velocity: Double, cancelled: Bool, into outputs: inout Outputs<Output>
  ) {
    scroll.endDrag(velocity: velocity, at: time)
    // Let go part way into an open status view: it springs open again rather than resting half
    // shown, unless flicked firmly back into the content.
    let revealingVelocity = configuration.edge == .top ? velocity : -velocity
    if hold.height > 0, pulledAmount > 0, pulledAmount < hold.height, revealingVelocity > -300 {
      applyHold(hold.height)
    }
    switch phase {
    case .pulling:
      enter(.idle, into: &outputs)
    case .triggered(isCommitted: false, _):
      if cancelled {
        // Never trigger on a cancel: the user did not let go on purpose.
        turnArrow(to: 0)
        enter(.idle, into: &outputs)
      } else {
        commit(feedback: true, into: &outputs)
      }
    default:
      break
    }
  }

  // MARK: API

  /// Triggers the action as if pulled and released.
  ///
  /// For a keyboard shortcut, an assistive technology or the app (UIRefreshControl's
  /// `beginRefreshing`). Does nothing unless idle.
  public mutating func trigger(at time: TimeInterval) -> Outputs<Output> {
    var outputs = advance(to: time)
    startTrigger(into: &outputs)
    update(into: &outputs)
    return outputs
  }

  private mutating func startTrigger(into outputs: inout Outputs<Output>) {
    guard configuration.isEnabled, case .idle = phase, !scroll.isDragging else { return }
    enter(.triggered(isCommitted: false, execute: nil), into: &outputs)
    commit(feedback: false, into: &outputs)
  }

  /// Reports that the app's work is done (ShinobiEssentials' `actionCompleted`).
  ///
  /// The outcome, if any, is shown before the control closes. The control retracts once it has
  /// been executing for the minimum time. Ignored unless executing.
  public mutating func actionCompleted(_ outcome: Outcome? = nil, at time: TimeInterval)
    -> Outputs<Output>
  {
    var outputs = advance(to: time)
    guard case .executing(let since, completion: nil) = phase else { return outputs }
    let earliest = since + configuration.minimumExecutingDuration
    // A nanosecond's grace, so a completion timed at the minimum on another clock is not deferred.
    if self.time < earliest - 1e-9 {
      phase = .executing(since: since, completion: (outcome, earliest))
    } else {
      complete(outcome, into: &outputs)
    }
    update(into: &outputs)
    return outputs
  }

  /// Moves from triggered to executing.
  ///
  /// A visualizer calls it when its animation is done. Ignored unless triggered and committed.
  public mutating func executeAction(at time: TimeInterval) -> Outputs<Output> {
    var outputs = advance(to: time)
    execute(into: &outputs)
    update(into: &outputs)
    return outputs
  }

  /// Moves from retracting to idle.
  ///
  /// A visualizer calls it when its animation is done. Ignored unless retracting.
  public mutating func resetToIdle(at time: TimeInterval) -> Outputs<Output> {
    var outputs = advance(to: time)
    reset(into: &outputs)
    update(into: &outputs)
    return outputs
  }

  /// Changes the viewport or the content's height; the content stays where it is if it can.
  public mutating func resize(
    viewportSize: Size, contentHeight: Double, at time: TimeInterval
  ) -> Outputs<Output> {
    var outputs = advance(to: time)
    if viewportSize.width.isFinite, viewportSize.height.isFinite {
      self.viewportSize = Size(
        width: Swift.max(0, viewportSize.width), height: Swift.max(0, viewportSize.height))
    }
    scroll.resize(
      contentLength: contentHeight, viewportLength: Double(self.viewportSize.height), at: self.time)
    update(into: &outputs)
    return outputs
  }

  /// Applies a new configuration.
  ///
  /// A change of edge or a disabling while a pull is under way sends the control back to idle;
  /// an action already executing carries on. Options the machine cannot use are repaired first
  /// (see `Configuration.repaired`).
  public mutating func reconfigure(_ configuration: Configuration, at time: TimeInterval)
    -> Outputs<Output>
  {
    let configuration = configuration.repaired
    var outputs = advance(to: time)
    let edgeChanged = configuration.edge != self.configuration.edge
    self.configuration = configuration
    scroll.configuration = configuration.scrolling
    let isDisarmable: Bool
    switch phase {
    case .pulling, .triggered(isCommitted: false, _): isDisarmable = true
    case .idle, .triggered(isCommitted: true, _), .executing, .retracting: isDisarmable = false
    }
    if edgeChanged || !configuration.isEnabled, isDisarmable {
      turnArrow(to: 0)
      enter(.idle, into: &outputs)
    }
    update(into: &outputs)
    return outputs
  }

  /// Replaces the visualizer (ShinobiEssentials calls `layoutStatusView` then); the status view's
  /// frame follows at once.
  public mutating func setVisualizer(_ visualizer: some PullToActionVisualizer) {
    self.visualizer = PullToActionVisualizerHooks(visualizer)
  }

  // MARK: Transitions

  /// The pull past the threshold commits to the action (released, or at the threshold in that
  /// mode, or triggered by the keyboard): it can no longer disarm.
  private mutating func commit(feedback: Bool, into outputs: inout Outputs<Output>) {
    if case .triggered(_, let execute) = phase {
      phase = .triggered(isCommitted: true, execute: execute)
    }
    turnArrow(to: .pi)
    if feedback { outputs.append(.feedback(.trigger)) }
    runVisualizer(into: &outputs) { visualizer, context in visualizer.triggeredAction(&context) }
  }

  private mutating func execute(into outputs: inout Outputs<Output>) {
    guard case .triggered(isCommitted: true, _) = phase else { return }
    enter(.executing(since: time, completion: nil), into: &outputs)
    outputs.append(.triggeredAction)
    // An app that takes the executing text away shows (and announces) its own progress.
    if let text = configuration.stateTexts[.executing], !text.isEmpty {
      outputs.append(.announce(text))
    }
  }

  private mutating func complete(_ outcome: Outcome?, into outputs: inout Outputs<Output>) {
    enter(.retracting(outcome: outcome, reset: nil), into: &outputs)
    outputs.append(.completed(outcome))
    switch outcome {
    case .success:
      outputs.append(.feedback(.success))
      outputs.append(.announce(configuration.successText))
    case .noChange:
      outputs.append(.feedback(.success))
      outputs.append(.announce(configuration.noChangeText))
    case .failure(let message):
      outputs.append(.feedback(.failure))
      outputs.append(.announce(message.isEmpty ? configuration.failureText : message))
    case nil:
      outputs.append(.announce(configuration.completedAnnouncement))
    }
    runVisualizer(into: &outputs) { visualizer, context in visualizer.actionCompleted(&context) }
  }

  private mutating func reset(into outputs: inout Outputs<Output>) {
    guard case .retracting = phase else { return }
    // The inset goes back on the reset to idle (the original left this undecided): a visualizer
    // that left the content open sees it spring home.
    hold = Hold()
    scroll.setInsets(start: 0, end: 0)
    scroll.stop(at: time)
    turnArrow(to: 0, animated: false)
    enter(.idle, into: &outputs)
  }

  /// Moves to `newPhase` and tells the host and the visualizer; a phase of the same state is
  /// ignored, so its timers carry on.
  private mutating func enter(_ newPhase: Phase, into outputs: inout Outputs<Output>) {
    let old = state
    let newState = newPhase.state
    guard newState != old else { return }
    phase = newPhase
    outputs.append(.stateChanged(from: old, to: newState))
    runVisualizer(into: &outputs) { visualizer, context in
      visualizer.stateChanged(old, newState, &context)
    }
  }

  private mutating func runVisualizer(
    into outputs: inout Outputs<Output>,
    _ hook: (PullToActionVisualizerHooks, inout PullToActionVisualizerContext) -> Void
  ) {
    var context = PullToActionVisualizerContext(
      state: state, pulledAmount: pulledAmount, configuration: configuration, outcome: outcome,
      isDragging: scroll.isDragging)
    hook(visualizer, &context)
    if let request = context.hold {
      if request.delay > 0 {
        // A visualizer's delay is held to the longest an option may give, so it cannot leave
        // the control waiting for good.
        let delay = Swift.min(request.delay, Configuration.longestDuration)
        hold.pending = (request.height, time + delay)
      } else {
        hold.pending = nil
        applyHold(request.height)
      }
    }
    // A request to execute belongs to a trigger, and one to reset to a retraction: asked for in
    // another state, it has nothing to move on and is dropped.
    if let moment = context.execute, case .triggered(let isCommitted, _) = phase {
      phase = .triggered(isCommitted: isCommitted, execute: moment.scheduled(at: time))
    }
    if let moment = context.reset, case .retracting(let outcome, _) = phase {
      phase = .retracting(outcome: outcome, reset: moment.scheduled(at: time))
    }
    // Calls due now run at once, in the original's order.
    if case .triggered(_, .at(let due)?) = phase, due <= time { execute(into: &outputs) }
    if case .retracting(_, .at(let due)?) = phase, due <= time { reset(into: &outputs) }
  }

  /// Holds `height` points revealed: sets the inset and, when the content is at that edge,
  /// springs it there.
  private mutating func applyHold(_ height: Double) {
    hold.height = height
    let spring =
      configuration.reducesMotion ? DampedSpring(duration: 0.25, bounce: 0) : configuration.spring
    switch configuration.edge {
    case .top:
      scroll.setInsets(start: height, end: 0)
      if !scroll.isDragging, scroll.offset <= 0 {
        scroll.settle(at: -height, time: time, spring: spring)
      }
    case .bottom:
      scroll.setInsets(start: 0, end: height)
      let edge = scroll.contentEndOffset
      if !scroll.isDragging, scroll.offset >= edge {
        scroll.settle(at: edge + height, time: time, spring: spring)
      }
    }
  }

  private mutating func turnArrow(to angle: Double, animated: Bool = true) {
    let current = arrow.value(at: time)
    guard angle != arrow.to || !animated else { return }
    let duration =
      animated && !configuration.reducesMotion ? Swift.max(0, configuration.arrowTurnDuration) : 0
    arrow = Trajectory(
      from: current, to: angle, start: time, curve: .timing(.easeInOut, duration: duration),
      initialVelocity: 0)
  }

  /// Whether the content has reached the requested hold: a finger holds it at least that far, or
  /// it is within a point of it (the spring's last creep need not delay the app's work), or it has
  /// stopped springing wherever the user left it.
  private func holdReached(allowingDrag: Bool) -> Bool {
    guard hold.pending == nil else { return false }
    if scroll.isDragging { return allowingDrag && pulledAmount >= hold.height - 0.5 }
    return !scroll.isBouncing || abs(pulledAmount - hold.height) <= 1
  }

  /// Reports a changed pulled amount and applies the rules that depend on it.
  private mutating func update(into outputs: inout Outputs<Output>) {
    let amount = pulledAmount
    if amount != reportedAmount {
      reportedAmount = amount
      outputs.append(.pulledAmountChanged(amount))
      runVisualizer(into: &outputs) { visualizer, context in
        visualizer.pulledAmountChanged(amount, &context)
      }
    }
    let holding = scroll.isDragging && configuration.isEnabled
    if case .idle = phase, holding, amount > 0 {
      enter(.pulling, into: &outputs)
    }
    if case .pulling = phase, holding, amount > configuration.pullThreshold {
      enter(.triggered(isCommitted: false, execute: nil), into: &outputs)
      turnArrow(to: .pi)
      if configuration.triggerMode == .atThreshold { commit(feedback: true, into: &outputs) }
    } else if case .triggered(isCommitted: false, _) = phase, holding,
      amount <= configuration.pullThreshold
    {
      // Pulled back before letting go: disarm.
      turnArrow(to: 0)
      enter(.pulling, into: &outputs)
    }
    if case .triggered(_, .holdReached?) = phase, holdReached(allowingDrag: true) {
      execute(into: &outputs)
    }
    if case .retracting(_, .holdReached?) = phase, holdReached(allowingDrag: false) {
      reset(into: &outputs)
    }
  }

  // MARK: Time

  /// Moves the clock to `newTime` (never backwards), firing timers in time order.
  private mutating func advance(to newTime: TimeInterval) -> Outputs<Output> {
    var outputs = Outputs<Output>()
    guard newTime.isUsableTime, newTime > time else { return outputs }
    while true {
      let holdDue = hold.pending?.deadline ?? .infinity
      let phaseDue = phase.deadline
      guard Swift.min(holdDue, phaseDue) <= newTime else { break }
      time = Swift.max(time, Swift.min(holdDue, phaseDue))
      scroll.tick(at: time)
      if holdDue <= phaseDue, let pending = hold.pending {
        hold.pending = nil
        applyHold(pending.height)
        continue
      }
      switch phase {
      case .executing(_, let completion?):
        complete(completion.outcome, into: &outputs)
      case .triggered:
        execute(into: &outputs)
        // Not committed yet: the visualizer's call is spent all the same.
        if case .triggered(let isCommitted, _) = phase {
          phase = .triggered(isCommitted: isCommitted, execute: nil)
        }
      case .retracting:
        reset(into: &outputs)
      case .idle, .pulling, .executing:
        break
      }
    }
    time = newTime
    scroll.tick(at: time)
    return outputs
  }
}

extension PullToActionMachine {
  /// Where a pull to action stands, each state carrying what it needs and nothing else, so a
  /// pending execute while idle or a completion while pulling cannot be written down.
  private enum Phase: Sendable {
    /// At rest.
    case idle
    /// Pulled, not past the threshold.
    case pulling
    /// Past the threshold; `isCommitted` once released (or at the threshold in that mode, or
    /// triggered by the keyboard), when it can no longer disarm; `execute` is when the visualizer
    /// asked to execute.
    case triggered(isCommitted: Bool, execute: Schedule?)
    /// The action runs since `since`; `completion` is the app's completion, held back until the
    /// minimum executing time has passed.
    case executing(since: TimeInterval, completion: (outcome: Outcome?, deadline: TimeInterval)?)
    /// Closing on `outcome`; `reset` is when the visualizer asked to reset to idle.
    case retracting(outcome: Outcome?, reset: Schedule?)

    /// The public state this phase is in.
    var state: State {
      switch self {
      case .idle: .idle
      case .pulling: .pulling
      case .triggered: .triggered
      case .executing: .executing
      case .retracting: .retracting
      }
    }

    /// When this phase's timer (an execute, a completion or a reset) falls due, or infinity.
    var deadline: TimeInterval {
      switch self {
      case .idle, .pulling: .infinity
      case .triggered(_, let execute): execute?.deadline ?? .infinity
      case .executing(_, let completion): completion?.deadline ?? .infinity
      case .retracting(_, let reset): reset?.deadline ?? .infinity
      }
    }
  }

  /// How far a visualizer holds the content revealed, and a hold it asked for later.
  ///
  /// Not a phase's: a visualizer may hold in any state, and a hold outlives the state it was
  /// asked for in (open while triggered, still open while executing); a reset to idle clears it.
  private struct Hold: Sendable {
    /// The points held revealed past the edge.
    var height: Double = 0
    /// A hold of `height` points that starts at `deadline`.
    var pending: (height: Double, deadline: TimeInterval)?
  }
}

// MARK: - Following a scroll made elsewhere

extension PullToActionMachine {
  /// Puts the content at `offset` at once, as when the view it scrolls moved itself there.
  ///
  /// For a list scrolling a focused row into view: any momentum stops, and an offset outside the
  /// resting range springs back. Ignored while a finger or a touchpad holds the content.
  public mutating func jumpScroll(to offset: Double, at time: TimeInterval) -> Outputs<Output> {
    var outputs = advance(to: time)
    guard offset.isFinite, !scroll.isDragging else { return outputs }
    scroll.jump(to: offset)
    scroll.stop(at: self.time)
    update(into: &outputs)
    return outputs
  }
}

/// When a visualizer's requested call is due.
private enum Schedule: Sendable {
  case at(TimeInterval)
  case holdReached

  var deadline: TimeInterval {
    if case .at(let time) = self { return time }
    return .infinity
  }
}

extension PullToActionVisualizerContext.Moment {
  fileprivate func scheduled(at time: TimeInterval) -> Schedule {
    switch self {
    case .now:
      return .at(time)
    case .after(let delay):
      // Held to the longest an option may give, so a visualizer cannot leave the control
      // waiting for good.
      let longest = PullToActionMachine.Configuration.longestDuration
      return .at(time + (delay.isFinite ? Swift.min(Swift.max(0, delay), longest) : 0))
    case .holdReached:
      return .holdReached
    }
  }
}
