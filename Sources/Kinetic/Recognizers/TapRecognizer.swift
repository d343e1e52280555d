/// Recognises a press that ends in a tap, like a button: pressed, perhaps dragged out and back, released inside.
///
/// The press is reported as it happens so a host can show it: `began` when the finger goes down,
/// `changed` whenever it moves out of or back into the hit region, then `ended` for a tap or
/// `cancelled` for a press that did not make one. A press is not a tap when the finger moved more
/// than ``Configuration/allowableMovement``, was released outside the hit region or sooner than
/// ``Configuration/minimumPressDuration``, when a second finger joined, or when the host cancelled.
///
/// With ``Configuration/numberOfTapsRequired`` above 1 (a double tap), `ended` comes at the last
/// release, provided each press starts within ``Configuration/maximumTapInterval`` of the previous
/// release; call ``advance(to:)`` as time passes so a late second tap cancels in time.
public struct TapRecognizer: Sendable {
  /// The recognizer's thresholds.
  public struct Configuration: Sendable, Hashable {
    /// How long, in seconds, the finger must stay down for its release to count.
    public var minimumPressDuration: TimeInterval
    /// How far, in points, the finger may wander from where it went down.
    public var allowableMovement: Double
    /// How many taps make the gesture.
    public var numberOfTapsRequired: Int
    /// The longest pause, in seconds, between one release and the next press of a multiple tap.
    public var maximumTapInterval: TimeInterval
    /// The region a release must be inside to count, in the events' coordinates; `nil` for anywhere.
    public var hitRegion: Rect?

    /// Creates a configuration.
    public init(
      minimumPressDuration: TimeInterval = 0,
      allowableMovement: Double = 10,
      numberOfTapsRequired: Int = 1,
      maximumTapInterval: TimeInterval = 0.3,
      hitRegion: Rect? = nil
    ) {
      self.minimumPressDuration =
        minimumPressDuration.isFinite ? Swift.max(0, minimumPressDuration) : 0
      self.allowableMovement = allowableMovement.isFinite ? Swift.max(0, allowableMovement) : 10
      self.numberOfTapsRequired = Swift.max(1, numberOfTapsRequired)
      self.maximumTapInterval = maximumTapInterval.isFinite ? Swift.max(0, maximumTapInterval) : 0.3
      self.hitRegion = hitRegion
    }
  }

  /// One report of a press or tap.
  public struct Update: Sendable, Hashable {
    /// `began` at the press, `changed` when it leaves or re-enters, `ended` for a tap.
    public var phase: GesturePhase
    /// Where the finger is.
    public var location: Point
    /// Whether the finger is inside the hit region (always true without one).
    public var isInside: Bool
    /// How many taps of a multiple tap have completed, this one included at `ended`.
    public var tapCount: Int
    /// When, on the host's clock.
    public var time: TimeInterval
  }

  private enum State: Sendable {
    case idle
    case pressed(down: Point, since: TimeInterval, isInside: Bool)
    case waitingForNextTap(releasedAt: TimeInterval, location: Point)
    case failed
  }

  /// The recognizer's thresholds.
  public var configuration: Configuration
  private var state = State.idle
  private var tapsSoFar = 0
  private var pointer: PointerID?

  /// Creates a recognizer.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// Whether a press or a multiple tap is under way.
  public var isActive: Bool {
    switch state {
    case .pressed, .waitingForNextTap: true
    case .idle, .failed: false
    }
  }

  /// Feeds one pointer event; returns a report when the press starts, crosses the region's edge or ends.
  public mutating func handle(_ event: PointerEvent) -> Update? {
    guard event.location.isFinite, event.time.isFinite else { return nil }
    if let timedOut = advance(to: event.time) { return timedOut }
    switch (state, event.phase) {
    case (.idle, .down), (.waitingForNextTap, .down):
      let isFirst = tapsSoFar == 0
      pointer = event.pointer
      let inside = contains(event.location)
      state = .pressed(down: event.location, since: event.time, isInside: inside)
      return isFirst ? report(.began, event.location, inside, event.time) : nil
    case (.pressed, .down):
      // A second finger makes it a different gesture.
      return fail(at: event.location, time: event.time)
    case (.pressed(let down, let since, let wasInside), .move) where event.pointer == pointer:
      if down.distance(to: event.location) > configuration.allowableMovement {
        return fail(at: event.location, time: event.time)
      }
      let inside = contains(event.location)
      guard inside != wasInside else { return nil }
      state = .pressed(down: down, since: since, isInside: inside)
      return report(.changed, event.location, inside, event.time)
    case (.pressed(_, let since, _), .up) where event.pointer == pointer:
      let inside = contains(event.location)
      guard inside, event.time - since >= configuration.minimumPressDuration else {
        return fail(at: event.location, time: event.time, fingersLifted: true)
      }
      tapsSoFar += 1
      if tapsSoFar >= configuration.numberOfTapsRequired {
        let count = tapsSoFar
        reset()
        return Update(
          phase: .ended, location: event.location, isInside: true, tapCount: count, time: event.time
        )
      }
      state = .waitingForNextTap(releasedAt: event.time, location: event.location)
      return nil
    case (.pressed, .cancel) where event.pointer == pointer:
      return fail(at: event.location, time: event.time, fingersLifted: true)
    case (.failed, .up), (.failed, .cancel):
      reset()
      return nil
    default:
      return nil
    }
  }

  /// Lets time pass; a multiple tap whose next press is late is cancelled here.
  public mutating func advance(to time: TimeInterval) -> Update? {
    guard case .waitingForNextTap(let releasedAt, let location) = state,
      time - releasedAt > configuration.maximumTapInterval
    else { return nil }
    let count = tapsSoFar
    reset()
    return Update(
      phase: .cancelled, location: location, isInside: true, tapCount: count, time: time)
  }

  private func contains(_ location: Point) -> Bool {
    configuration.hitRegion?.contains(location) ?? true
  }

  private func report(
    _ phase: GesturePhase, _ location: Point, _ inside: Bool, _ time: TimeInterval
  )
    -> Update
  {
    Update(phase: phase, location: location, isInside: inside, tapCount: tapsSoFar, time: time)
  }

  /// Gives up on the press; with fingers still down, it waits for them to lift before listening again.
  private mutating func fail(at location: Point, time: TimeInterval, fingersLifted: Bool = false)
    -> Update
  {
    let count = tapsSoFar
    reset()
    if !fingersLifted { state = .failed }
    return Update(
      phase: .cancelled, location: location, isInside: false, tapCount: count, time: time)
  }

  private mutating func reset() {
    state = .idle
    tapsSoFar = 0
    pointer = nil
  }
}
