/// The headless slide to confirm: a thumb dragged along a track to confirm an action.
///
/// The machine is a value. Feed it input with ``handle(_:)``, call ``tick(at:)`` on every frame
/// while ``needsTicks`` is true, and call the API methods (``complete(at:)``, ``reset(at:)``,
/// ``activate(at:)`` …) when the app or an assistive technology asks. Each returns the
/// ``Output``s the host must act on, in order. ``renderModel`` describes what to draw.
///
/// It does what DESlideToConfirmView does, with its bugs fixed, and what users of today's sliders
/// ask for: the thumb is grabbed where it is touched, a completion threshold and fling, an action
/// that reports success or failure, keyboard and assistive activation with confirmation friction,
/// right-to-left and vertical layouts, reduced motion and feedback cues.
public struct SlideToConfirmMachine: Control {
  /// How the control is configured.
  public private(set) var configuration: Configuration
  /// The geometry for the current size and configuration.
  public private(set) var layout: Layout
  /// Where the control stands.
  public var state: State { phase.state }
  /// Where the thumb is, from 0 (start) to 1 (end).
  public private(set) var progress: Double = 0
  /// The latest time the machine has been told of, in seconds.
  public private(set) var time: TimeInterval = 0
  /// The message of the latest failure, shown while ``state`` is ``State/failed``.
  public private(set) var failureMessage = ""

  /// Where the control stands, with what that state needs: the only source of ``state``.
  private var phase = Phase.idle
  private var pan: PanRecognizer
  /// The thumb's animation, which carries on across states (to the end while confirming and
  /// working, back to the start while failing and resetting).
  private var motion: Trajectory?

  /// Creates a control of `size` at rest.
  ///
  /// Options the machine cannot use are repaired (see `Configuration.repaired`).
  public init(size: Size, configuration: Configuration = Configuration()) {
    let configuration = configuration.repaired
    self.configuration = configuration
    layout = Layout(size: size, configuration: configuration)
    pan = Self.makePan(for: configuration)
  }

  private static func makePan(for configuration: Configuration) -> PanRecognizer {
    PanRecognizer(
      configuration: .init(
        minimumDistance: 6,
        axis: configuration.orientation == .horizontal ? .horizontal : .vertical,
        maximumPointers: 1))
  }

  /// Whether an animation or a timer is pending, so the host must keep calling ``tick(at:)``.
  public var needsTicks: Bool { motion != nil || phase.deadline != nil || state == .working }

  /// Whether a finger drags the thumb.
  private var isDragging: Bool {
    if case .updating = phase { return true }
    return false
  }

  // MARK: Input

  /// Handles one input event.
  public mutating func handle(_ event: InputEvent) -> Outputs<Output> {
    var outputs = Outputs<Output>()
    advance(to: event.time, into: &outputs)
    switch event {
    case .pointer(let pointer):
      handlePointer(pointer, into: &outputs)
    case .key(let key):
      handleKey(key, into: &outputs)
    case .scroll:
      break
    }
    return outputs
  }

  /// Lets time pass: runs animations and timers up to `time`.
  public mutating func tick(at time: TimeInterval) -> Outputs<Output> {
    var outputs = Outputs<Output>()
    advance(to: time, into: &outputs)
    return outputs
  }

  private mutating func handlePointer(_ event: PointerEvent, into outputs: inout Outputs<Output>) {
    guard configuration.isEnabled else { return }
    if event.phase == .down, !isDragging, !(state == .idle || state == .armed) {
      // Busy (confirming, resetting, showing a result): the original disabled its pan here too.
      return
    }
    guard let update = pan.handle(event) else { return }
    switch update.phase {
    case .began:
      let downPoint = update.location.offset(by: update.translation.scaled(by: -1))
      let onThumb = layout.isOnThumb(downPoint, at: progress)
      guard state == .idle || state == .armed, configuration.dragsFromAnywhere || onThumb else {
        return
      }
      motion = nil
      let thumbCenter = layout.thumbCenter(at: progress)
      let grabOffset =
        configuration.dragsFromAnywhere && !onThumb
        ? 0 : layout.axisCoordinate(of: downPoint) - thumbCenter
      enter(.updating(grabOffset: grabOffset), into: &outputs)
      follow(update, into: &outputs)
    case .changed:
      guard isDragging else { return }
      follow(update, into: &outputs)
    case .ended:
      guard isDragging else { return }
      follow(update, into: &outputs)
      release(velocity: layout.progressVelocity(update.velocity), at: update.time, into: &outputs)
    case .cancelled:
      guard isDragging else { return }
      follow(update, into: &outputs)
      // The system took the finger away: never confirm on a cancel (the original did at the end).
      startSnapBack(velocity: 0, at: update.time, into: &outputs)
    }
  }

  private mutating func follow(_ update: PanRecognizer.Update, into outputs: inout Outputs<Output>)
  {
    guard case .updating(let grabOffset) = phase else { return }
    let center = layout.axisCoordinate(of: update.location) - grabOffset
    progress = layout.progress(forThumbCenter: center)
    outputs.append(.update(progress: progress))
  }

  private mutating func release(
    velocity: Double,
    at time: TimeInterval,
    into outputs: inout Outputs<Output>
  ) {
    if reachesCompletion {
      confirm(at: time, velocity: velocity, into: &outputs)
      return
    }
    let speed = velocity * Double(layout.travel)
    if configuration.completesOnFling, progress >= configuration.flingMinimumProgress,
      speed >= configuration.flingMinimumVelocity, speed > 0
    {
      let projected =
        progress + Deceleration.normal.projectedDistance(velocity: speed) / Double(layout.travel)
      if projected >= configuration.completionThreshold {
        confirm(at: time, velocity: velocity, into: &outputs)
        return
      }
    }
    startSnapBack(velocity: velocity, at: time, into: &outputs)
  }

  /// Whether the thumb is far enough along to confirm: within a point of the threshold.
  private var reachesCompletion: Bool {
    let travel = Double(layout.travel)
    guard travel > 0 else { return false }
    return progress * travel > configuration.completionThreshold * travel - 1
  }

  private mutating func handleKey(_ event: KeyEvent, into outputs: inout Outputs<Output>) {
    guard event.phase == .press, !event.isRepeat, configuration.isEnabled else { return }
    switch event.key {
    case .return, .keypadEnter, .space:
      outputs.append(contentsOf: activate(at: event.time))
    case .escape where state == .armed:
      enter(.idle, into: &outputs)
      outputs.append(.idle)
    default:
      break
    }
  }

  // MARK: API

  /// Activates the control from the keyboard or an assistive technology.
  ///
  /// The first activation arms the control and announces "Press again to confirm"; a second one
  /// within ``Configuration/confirmationWindow`` seconds confirms. A slide needs a deliberate
  /// gesture, so a single key press must not be enough to run a destructive action.
  public mutating func activate(at time: TimeInterval) -> Outputs<Output> {
    var outputs = Outputs<Output>()
    advance(to: time, into: &outputs)
    guard configuration.isEnabled else { return outputs }
    switch state {
    case .idle:
      enter(.armed(disarmAt: self.time + configuration.confirmationWindow), into: &outputs)
      outputs.append(.feedback(.arm))
      outputs.append(.announce(configuration.texts.armed))
    case .armed:
      confirm(at: self.time, velocity: 0, into: &outputs)
    default:
      break
    }
    return outputs
  }

  /// Confirms as if the user had slid to the end.
  public mutating func complete(at time: TimeInterval) -> Outputs<Output> {
    var outputs = Outputs<Output>()
    advance(to: time, into: &outputs)
    switch state {
    case .idle, .updating, .armed, .resetting, .failed:
      if isDragging { _ = pan.cancel(at: self.time) }
      confirm(at: self.time, velocity: 0, into: &outputs)
    case .completed, .working, .succeeded:
      break
    }
    return outputs
  }

  /// Sends the thumb back to the start and the control to idle, whatever it was doing.
  public mutating func reset(at time: TimeInterval) -> Outputs<Output> {
    var outputs = Outputs<Output>()
    advance(to: time, into: &outputs)
    if isDragging { _ = pan.cancel(at: self.time) }
    guard state != .idle || progress != 0 else { return outputs }
    startReset(velocity: 0, timed: true, into: &outputs)
    return outputs
  }

  /// Reports that the action started by a confirmation succeeded.
  public mutating func actionSucceeded(at time: TimeInterval) -> Outputs<Output> {
    var outputs = Outputs<Output>()
    advance(to: time, into: &outputs)
    guard state == .working else { return outputs }
    let resetAt =
      configuration.resetsWhenCompleted ? self.time + configuration.resultDisplayDuration : nil
    enter(.succeeded(resetAt: resetAt), into: &outputs)
    outputs.append(.success)
    outputs.append(.feedback(.success))
    outputs.append(.announce(configuration.texts.succeeded))
    return outputs
  }

  /// Reports that the action started by a confirmation failed, with a message for the user.
  public mutating func actionFailed(message: String, at time: TimeInterval) -> Outputs<Output> {
    var outputs = Outputs<Output>()
    advance(to: time, into: &outputs)
    guard state == .working else { return outputs }
    failureMessage = message.isEmpty ? configuration.texts.failure : message
    enter(.failed(idleAt: self.time + configuration.resultDisplayDuration), into: &outputs)
    outputs.append(.failure(message: failureMessage))
    outputs.append(.feedback(.failure))
    outputs.append(.announce(failureMessage))
    motion = makeMotion(to: 0, velocity: 0, spring: true)
    return outputs
  }

  /// Enables or disables the control; disabling it mid-drag sends the thumb back.
  public mutating func setEnabled(_ isEnabled: Bool, at time: TimeInterval) -> Outputs<Output> {
    var outputs = Outputs<Output>()
    advance(to: time, into: &outputs)
    guard isEnabled != configuration.isEnabled else { return outputs }
    configuration.isEnabled = isEnabled
    if !isEnabled {
      if isDragging {
        _ = pan.cancel(at: self.time)
        startSnapBack(velocity: 0, at: self.time, into: &outputs)
      } else if state == .armed {
        enter(.idle, into: &outputs)
        outputs.append(.idle)
      }
    }
    return outputs
  }

  /// Applies a new size or configuration; the thumb keeps its progress.
  ///
  /// A drag goes on while the track runs the same way: through a new prompt, timing or threshold
  /// (an app that shows a live price in its prompt does not take the thumb from the user's
  /// finger), and through a new size or thumb width (a window resized under the finger, as a
  /// slider's drag goes on), where the thumb goes back to the finger on the new track, held where
  /// it was grabbed as far as the new thumb allows, but never on towards the end: there it stays
  /// and follows the finger from where it is. A new orientation or direction cancels the drag,
  /// as does a configuration that disables the control. Options the machine cannot use are
  /// repaired first (see `Configuration.repaired`).
  public mutating func reconfigure(
    size: Size, configuration: Configuration, at time: TimeInterval
  ) -> Outputs<Output> {
    let configuration = configuration.repaired
    var outputs = Outputs<Output>()
    advance(to: time, into: &outputs)
    let newLayout = Layout(size: size, configuration: configuration)
    let wasDragging = isDragging
    let keepsDrag =
      wasDragging && configuration.isEnabled && newLayout.orientation == layout.orientation
      && newLayout.layoutDirection == layout.layoutDirection
    if wasDragging, !keepsDrag { _ = pan.cancel(at: self.time) }
    let trackChanged = newLayout != layout
    self.configuration = configuration
    layout = newLayout
    // A fresh pan, for the layout's axis, unless the drag goes on in the one that follows it.
    if !keepsDrag { pan = Self.makePan(for: configuration) }
    if wasDragging, !keepsDrag { startSnapBack(velocity: 0, at: self.time, into: &outputs) }
    if keepsDrag, trackChanged, case .updating(let grabOffset) = phase {
      let half = layout.thumbLength / 2
      let held = Swift.min(Swift.max(grabOffset, -half), half)
      let finger = layout.axisCoordinate(of: pan.lastLocation)
      let underFinger = layout.progress(forThumbCenter: finger - held)
      if underFinger <= progress {
        phase = .updating(grabOffset: held)
        progress = underFinger
        outputs.append(.update(progress: progress))
      } else {
        // A track that shrank under the finger never carries the thumb on towards the end (a
        // phone turned mid-payment must not confirm): it stays, and follows the finger from here.
        phase = .updating(grabOffset: finger - layout.thumbCenter(at: progress))
      }
    }
    return outputs
  }

  // MARK: Transitions

  private mutating func confirm(
    at time: TimeInterval, velocity: Double, into outputs: inout Outputs<Output>
  ) {
    enter(.completed(resetAt: nil), into: &outputs)
    outputs.append(.complete)
    outputs.append(.feedback(.commit))
    motion = progress < 1 ? makeMotion(to: 1, velocity: velocity, spring: true) : nil
    if configuration.awaitsActionResult {
      enter(.working, into: &outputs)
      outputs.append(.announce(configuration.texts.working))
    } else {
      outputs.append(.announce(configuration.texts.succeeded))
      // The thumb rests at the end for the delay once it has got there.
      let arrival = motion?.end ?? self.time
      let resetAt =
        configuration.resetsWhenCompleted ? arrival + configuration.completionResetDelay : nil
      phase = .completed(resetAt: resetAt)
    }
  }

  private mutating func startSnapBack(
    velocity: Double, at time: TimeInterval, into outputs: inout Outputs<Output>
  ) {
    startReset(velocity: velocity, timed: !configuration.snapsBackWithSpring, into: &outputs)
  }

  private mutating func startReset(
    velocity: Double, timed: Bool, into outputs: inout Outputs<Output>
  ) {
    motion = makeMotion(to: 0, velocity: velocity, spring: !timed)
    enter(.resetting, into: &outputs)
    if motion == nil { finishReset(into: &outputs) }
  }

  private mutating func finishReset(into outputs: inout Outputs<Output>) {
    motion = nil
    progress = 0
    enter(.idle, into: &outputs)
    outputs.append(.idle)
  }

  private func makeMotion(to target: Double, velocity: Double, spring: Bool) -> Trajectory? {
    // Already at an end of the track and still or pushing into its stop: nowhere to travel.
    let atTarget = Swift.abs(progress - target) <= Trajectory.restingTolerance
    let intoTheStop = velocity == 0 || (velocity < 0) == (target <= 0)
    if configuration.reducesMotion || layout.travel <= 0 || atTarget && intoTheStop {
      return nil
    }
    let duration = Swift.max(0, configuration.resetAnimationDuration)
    guard spring, duration > 0 else {
      return Trajectory(
        from: progress, to: target, start: time, curve: .timing(.easeInOut, duration: duration))
    }
    return Self.springTrajectory(
      from: progress, to: target, velocity: velocity, start: time, duration: duration,
      bounce: configuration.snapBackBounce)
  }

  /// A spring from `from` to `to` that, started at rest, settles `duration` seconds later.
  ///
  /// A spring's settling time shrinks in proportion as its frequency grows, so one settling time
  /// measured at ω₀ = 1 gives the frequency for any duration. The finger's velocity is then handed
  /// over: a flick towards the target arrives sooner, and one so fast that it would overshoot and
  /// settle later gets a stiffer spring, as UIKit's spring animations do, that settles within
  /// `duration`; a flick away from the target carries the thumb on for a moment and takes longer.
  static func springTrajectory(
    from: Double, to: Double, velocity: Double, start: TimeInterval, duration: TimeInterval,
    bounce: Double
  ) -> Trajectory {
    let distance = Swift.abs(to - from)
    let clampedBounce = bounce.isFinite ? Swift.min(Swift.max(bounce, 0), 0.99) : 0
    let dampingRatio = 1 - clampedBounce
    // A release at (or a hair from) the target itself, still moving, has no distance to scale
    // the spring by: it gets the stiffness of a release one hundredth of the track away.
    let tolerance = Trajectory.restingTolerance / Swift.max(distance, 0.01)
    let unit = DampedSpring(angularFrequency: 1, dampingRatio: dampingRatio)
    let unitSettle = unit.settlingDuration(displacement: -1, velocity: 0, epsilon: tolerance)
    let atRest = DampedSpring(
      angularFrequency: Swift.max(unitSettle, 1e-6) / duration, dampingRatio: dampingRatio)
    let trajectory = Trajectory(
      from: from, to: to, start: start, curve: .spring(atRest), initialVelocity: velocity)
    let isTowardsTarget = velocity * (to - from) > 0
    guard isTowardsTarget, trajectory.duration > duration else { return trajectory }
    let stiffened = DampedSpring(
      settlingDuration: duration, dampingRatio: dampingRatio,
      initialVelocity: DampedSpring.normalizedVelocity(velocity, from: from, to: to),
      epsilon: tolerance)
    return Trajectory(
      from: from, to: to, start: start, curve: .spring(stiffened), initialVelocity: velocity)
  }

  /// Moves to `newPhase` and reports the new state; a phase of the same state is ignored, so its
  /// timer carries on.
  private mutating func enter(_ newPhase: Phase, into outputs: inout Outputs<Output>) {
    let newState = newPhase.state
    guard newState != state else { return }
    phase = newPhase
    outputs.append(.stateChanged(newState))
  }

  // MARK: Time

  /// Moves the clock to `newTime` (never backwards), running the animation and any timer due.
  private mutating func advance(to newTime: TimeInterval, into outputs: inout Outputs<Output>) {
    guard newTime.isUsableTime, newTime > time else { return }
    // A timer and an animation may both fall due within one step; handle them in time order.
    while true {
      let motionEnd = motion?.end ?? .infinity
      let timerDeadline = phase.deadline ?? .infinity
      let next = Swift.min(motionEnd, timerDeadline)
      guard next <= newTime else { break }
      time = Swift.max(time, next)
      if motionEnd <= timerDeadline, let finished = motion {
        progress = finished.to
        motion = nil
        if state == .resetting { finishReset(into: &outputs) }
      } else {
        fireTimer(into: &outputs)
      }
    }
    time = newTime
    if let motion {
      progress = Swift.min(Swift.max(motion.value(at: time), 0), 1)
    } else if !progress.isFinite {
      progress = 0
    }
  }

  /// Runs the current phase's timer, which is due.
  private mutating func fireTimer(into outputs: inout Outputs<Output>) {
    switch phase {
    case .completed(resetAt: .some):
      // After a confirmation without a result to wait for: start the reset.
      phase = .completed(resetAt: nil)
      startReset(velocity: 0, timed: true, into: &outputs)
    case .succeeded(resetAt: .some):
      // After a success has been on show: reset.
      phase = .succeeded(resetAt: nil)
      startReset(velocity: 0, timed: true, into: &outputs)
    case .failed:
      // After a failure has been on show: back to idle.
      if motion == nil {
        progress = 0
        enter(.idle, into: &outputs)
        outputs.append(.idle)
      } else {
        enter(.resetting, into: &outputs)
      }
    case .armed:
      // The keyboard activation was not repeated in time.
      enter(.idle, into: &outputs)
      outputs.append(.idle)
    case .idle, .updating, .completed(resetAt: nil), .working, .succeeded(resetAt: nil),
      .resetting:
      break
    }
  }
}

extension SlideToConfirmMachine {
  /// Where a slide to confirm stands, each state carrying what it needs and nothing else, so a
  /// timer of the wrong kind or a grab without a drag cannot be written down.
  private enum Phase: Sendable {
    /// At rest at the start.
    case idle
    /// A finger drags the thumb, `grabOffset` points from its centre along the track.
    case updating(grabOffset: Double)
    /// Activated once; disarms at `disarmAt` unless activated again.
    case armed(disarmAt: TimeInterval)
    /// Confirmed; starts the reset at `resetAt`, if it resets by itself.
    case completed(resetAt: TimeInterval?)
    /// Waiting for the action's result.
    case working
    /// The action succeeded; resets at `resetAt`, if it resets by itself.
    case succeeded(resetAt: TimeInterval?)
    /// The action failed; goes back to idle (or on resetting) at `idleAt`.
    case failed(idleAt: TimeInterval)
    /// Travelling back to the start.
    case resetting

    /// The public state this phase is in.
    var state: State {
      switch self {
      case .idle: .idle
      case .updating: .updating
      case .armed: .armed
      case .completed: .completed
      case .working: .working
      case .succeeded: .succeeded
      case .failed: .failed
      case .resetting: .resetting
      }
    }

    /// When this phase's timer falls due, or `nil` without one.
    var deadline: TimeInterval? {
      switch self {
      case .idle, .updating, .working, .resetting: nil
      case .armed(let disarmAt): disarmAt
      case .completed(let resetAt), .succeeded(let resetAt): resetAt
      case .failed(let idleAt): idleAt
      }
    }
  }
}
