public import Foundation

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
public struct SlideToConfirmMachine: Sendable {
  private enum Timer: Sendable, Hashable {
    /// After a confirmation without a result to wait for: start the reset.
    case resetAfterCompletion
    /// After a success has been on show: reset.
    case resetAfterSuccess
    /// After a failure has been on show: back to idle.
    case idleAfterFailure
    /// The keyboard activation was not repeated in time.
    case disarm
  }

  /// How the control is configured.
  public private(set) var configuration: Configuration
  /// The geometry for the current size and configuration.
  public private(set) var layout: Layout
  /// Where the control stands.
  public private(set) var state = State.idle
  /// Where the thumb is, from 0 (start) to 1 (end).
  public private(set) var progress: Double = 0
  /// The latest time the machine has been told of.
  public private(set) var time: Double = 0
  /// The message of the latest failure, shown while ``state`` is ``State/failed``.
  public private(set) var failureMessage = ""

  private var pan: PanRecognizer
  private var grabOffset: CGFloat = 0
  private var isDragging = false
  private var motion: Trajectory?
  private var timer: (deadline: Double, kind: Timer)?

  /// Creates a control of `size` at rest.
  public init(size: CGSize, configuration: Configuration = Configuration()) {
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
  public var needsTicks: Bool { motion != nil || timer != nil || state == .working }

  // MARK: Input

  /// Handles one input event.
  public mutating func handle(_ event: InputEvent) -> Outputs<Output> {
    var outputs = advance(to: event.time)
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
  public mutating func tick(at time: Double) -> Outputs<Output> {
    advance(to: time)
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
      isDragging = true
      timer = nil
      motion = nil
      let thumbCenter = layout.thumbCenter(at: progress)
      grabOffset =
        configuration.dragsFromAnywhere && !onThumb
        ? 0 : layout.axisCoordinate(of: downPoint) - thumbCenter
      enter(.updating, into: &outputs)
      follow(update, into: &outputs)
    case .changed:
      guard isDragging else { return }
      follow(update, into: &outputs)
    case .ended:
      guard isDragging else { return }
      follow(update, into: &outputs)
      isDragging = false
      release(velocity: layout.progressVelocity(update.velocity), at: update.time, into: &outputs)
    case .cancelled:
      guard isDragging else { return }
      follow(update, into: &outputs)
      isDragging = false
      // The system took the finger away: never confirm on a cancel (the original did at the end).
      startSnapBack(velocity: 0, at: update.time, into: &outputs)
    }
  }

  private mutating func follow(_ update: PanRecognizer.Update, into outputs: inout Outputs<Output>)
  {
    let center = layout.axisCoordinate(of: update.location) - grabOffset
    progress = layout.progress(forThumbCenter: center)
    outputs.append(.update(progress: progress))
  }

  private mutating func release(
    velocity: Double,
    at time: Double,
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
      timer = nil
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
  public mutating func activate(at time: Double) -> Outputs<Output> {
    var outputs = advance(to: time)
    guard configuration.isEnabled else { return outputs }
    switch state {
    case .idle:
      enter(.armed, into: &outputs)
      timer = (self.time + configuration.confirmationWindow, .disarm)
      outputs.append(.feedback(.arm))
      outputs.append(.announce("Press again to confirm"))
    case .armed:
      timer = nil
      confirm(at: self.time, velocity: 0, into: &outputs)
    default:
      break
    }
    return outputs
  }

  /// Confirms as if the user had slid to the end.
  public mutating func complete(at time: Double) -> Outputs<Output> {
    var outputs = advance(to: time)
    switch state {
    case .idle, .updating, .armed, .resetting, .failed:
      if isDragging {
        _ = pan.cancel(at: self.time)
        isDragging = false
      }
      confirm(at: self.time, velocity: 0, into: &outputs)
    case .completed, .working, .succeeded:
      break
    }
    return outputs
  }

  /// Sends the thumb back to the start and the control to idle, whatever it was doing.
  public mutating func reset(at time: Double) -> Outputs<Output> {
    var outputs = advance(to: time)
    if isDragging {
      _ = pan.cancel(at: self.time)
      isDragging = false
    }
    guard state != .idle || progress != 0 else { return outputs }
    startReset(velocity: 0, timed: true, into: &outputs)
    return outputs
  }

  /// Reports that the action started by a confirmation succeeded.
  public mutating func actionSucceeded(at time: Double) -> Outputs<Output> {
    var outputs = advance(to: time)
    guard state == .working else { return outputs }
    enter(.succeeded, into: &outputs)
    outputs.append(.success)
    outputs.append(.feedback(.success))
    outputs.append(.announce("Done"))
    if configuration.resetsWhenCompleted {
      timer = (self.time + configuration.resultDisplayDuration, .resetAfterSuccess)
    }
    return outputs
  }

  /// Reports that the action started by a confirmation failed, with a message for the user.
  public mutating func actionFailed(message: String, at time: Double) -> Outputs<Output> {
    var outputs = advance(to: time)
    guard state == .working else { return outputs }
    failureMessage = message.isEmpty ? "Something went wrong" : message
    enter(.failed, into: &outputs)
    outputs.append(.failure(message: failureMessage))
    outputs.append(.feedback(.failure))
    outputs.append(.announce("Failed: \(failureMessage)"))
    motion = makeMotion(to: 0, velocity: 0, spring: true)
    timer = (self.time + configuration.resultDisplayDuration, .idleAfterFailure)
    return outputs
  }

  /// Enables or disables the control; disabling it mid-drag sends the thumb back.
  public mutating func setEnabled(_ isEnabled: Bool, at time: Double) -> Outputs<Output> {
    var outputs = advance(to: time)
    guard isEnabled != configuration.isEnabled else { return outputs }
    configuration.isEnabled = isEnabled
    if !isEnabled {
      if isDragging {
        _ = pan.cancel(at: self.time)
        isDragging = false
        startSnapBack(velocity: 0, at: self.time, into: &outputs)
      } else if state == .armed {
        timer = nil
        enter(.idle, into: &outputs)
        outputs.append(.idle)
      }
    }
    return outputs
  }

  /// Applies a new size or configuration; the thumb keeps its progress and any drag is cancelled.
  public mutating func reconfigure(size: CGSize, configuration: Configuration, at time: Double)
    -> Outputs<Output>
  {
    var outputs = advance(to: time)
    let wasDragging = isDragging
    if wasDragging {
      _ = pan.cancel(at: self.time)
      isDragging = false
    }
    self.configuration = configuration
    layout = Layout(size: size, configuration: configuration)
    pan = Self.makePan(for: configuration)
    if wasDragging { startSnapBack(velocity: 0, at: self.time, into: &outputs) }
    return outputs
  }

  // MARK: Transitions

  private mutating func confirm(
    at time: Double, velocity: Double, into outputs: inout Outputs<Output>
  ) {
    enter(.completed, into: &outputs)
    outputs.append(.complete)
    outputs.append(.feedback(.commit))
    motion = progress < 1 ? makeMotion(to: 1, velocity: velocity, spring: true) : nil
    if configuration.awaitsActionResult {
      enter(.working, into: &outputs)
      outputs.append(.announce("Working"))
      timer = nil
    } else {
      outputs.append(.announce("Confirmed"))
      // The thumb rests at the end for the delay once it has got there.
      let arrival = motion?.end ?? self.time
      timer =
        configuration.resetsWhenCompleted
        ? (arrival + configuration.completionResetDelay, .resetAfterCompletion) : nil
    }
  }

  private mutating func startSnapBack(
    velocity: Double, at time: Double, into outputs: inout Outputs<Output>
  ) {
    startReset(velocity: velocity, timed: !configuration.snapsBackWithSpring, into: &outputs)
  }

  private mutating func startReset(
    velocity: Double, timed: Bool, into outputs: inout Outputs<Output>
  ) {
    timer = nil
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
    from: Double, to: Double, velocity: Double, start: Double, duration: Double, bounce: Double
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

  private mutating func enter(_ newState: State, into outputs: inout Outputs<Output>) {
    guard newState != state else { return }
    state = newState
    outputs.append(.stateChanged(newState))
  }

  // MARK: Time

  /// Moves the clock to `newTime` (never backwards), running the animation and any timer due.
  private mutating func advance(to newTime: Double) -> Outputs<Output> {
    var outputs = Outputs<Output>()
    guard newTime.isFinite, newTime > time else { return outputs }
    // A timer and an animation may both fall due within one step; handle them in time order.
    while true {
      let motionEnd = motion?.end ?? .infinity
      let timerDeadline = timer?.deadline ?? .infinity
      let next = Swift.min(motionEnd, timerDeadline)
      guard next <= newTime else { break }
      time = Swift.max(time, next)
      if motionEnd <= timerDeadline, let finished = motion {
        progress = finished.to
        motion = nil
        if state == .resetting { finishReset(into: &outputs) }
      } else if let due = timer {
        timer = nil
        fire(due.kind, into: &outputs)
      }
    }
    time = newTime
    if let motion {
      progress = Swift.min(Swift.max(motion.value(at: time), 0), 1)
    } else if !progress.isFinite {
      progress = 0
    }
    return outputs
  }

  private mutating func fire(_ kind: Timer, into outputs: inout Outputs<Output>) {
    switch kind {
    case .resetAfterCompletion, .resetAfterSuccess:
      startReset(velocity: 0, timed: true, into: &outputs)
    case .idleAfterFailure:
      if motion == nil { progress = 0 }
      if motion == nil {
        enter(.idle, into: &outputs)
        outputs.append(.idle)
      } else {
        enter(.resetting, into: &outputs)
      }
    case .disarm:
      enter(.idle, into: &outputs)
      outputs.append(.idle)
    }
  }
}
