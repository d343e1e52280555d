/// Recognises a finger held still for a while, then follows it until it lifts.
///
/// The press begins once the finger has stayed within ``Configuration/allowableMovement`` of where
/// it went down for ``Configuration/minimumPressDuration``. Time is an input: the host calls
/// ``advance(to:)`` from its frame clock (or a test from its virtual clock), and the press begins
/// at the first moment it is told of that is late enough. After it has begun the finger may move
/// freely and each move is reported, until the release ends it.
public struct LongPressRecognizer: Sendable {
  /// The recognizer's thresholds.
  public struct Configuration: Sendable, Hashable {
    /// How long, in seconds, the finger must be held.
    public var minimumPressDuration: TimeInterval
    /// How far, in points, the finger may drift before it has been held long enough.
    public var allowableMovement: Double

    /// Creates a configuration.
    public init(minimumPressDuration: TimeInterval = 0.5, allowableMovement: Double = 10) {
      self.minimumPressDuration =
        minimumPressDuration.isFinite ? Swift.max(0, minimumPressDuration) : 0.5
      self.allowableMovement = allowableMovement.isFinite ? Swift.max(0, allowableMovement) : 10
    }
  }

  /// One report of a long press.
  public struct Update: Sendable, Hashable {
    /// Where the gesture stands.
    public var phase: GesturePhase
    /// Where the finger is.
    public var location: Point
    /// How far the finger has moved since it went down.
    public var translation: Vector
    /// When, on the host's clock.
    public var time: TimeInterval
  }

  private enum State: Sendable {
    case idle
    case holding(down: Point, since: TimeInterval, location: Point)
    case active(down: Point, location: Point)
    case failed
  }

  /// The recognizer's thresholds.
  public let configuration: Configuration
  private var state = State.idle
  private var pointer: PointerID?

  /// Creates a recognizer.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// Whether the press has begun and not yet ended.
  public var isActive: Bool {
    if case .active = state { return true }
    return false
  }

  /// Lets time pass; returns `began` when the finger has now been held long enough.
  public mutating func advance(to time: TimeInterval) -> Update? {
    guard case .holding(let down, let since, let location) = state,
      time - since >= configuration.minimumPressDuration
    else { return nil }
    state = .active(down: down, location: location)
    return Update(
      phase: .began, location: location, translation: down.vector(to: location), time: time)
  }

  /// Feeds one pointer event; returns a report when the press begins, moves, ends or is cancelled.
  public mutating func handle(_ event: PointerEvent) -> Update? {
    guard event.location.isFinite, event.time.isFinite else { return nil }
    switch (state, event.phase) {
    case (.idle, .down):
      pointer = event.pointer
      state = .holding(down: event.location, since: event.time, location: event.location)
      return advance(to: event.time)
    case (.holding, .down), (.active, .down):
      // Another finger: a long press is a one-finger gesture.
      return fail(at: event.time)
    case (.holding(let down, let since, _), .move) where event.pointer == pointer:
      if down.distance(to: event.location) > configuration.allowableMovement {
        state = .failed
        return nil
      }
      state = .holding(down: down, since: since, location: event.location)
      return advance(to: event.time)
    case (.holding, .up), (.holding, .cancel):
      guard event.pointer == pointer else { return nil }
      state = .idle
      return nil
    case (.active(let down, _), .move) where event.pointer == pointer:
      state = .active(down: down, location: event.location)
      return Update(
        phase: .changed, location: event.location, translation: down.vector(to: event.location),
        time: event.time)
    case (.active(let down, _), .up) where event.pointer == pointer:
      state = .idle
      return Update(
        phase: .ended, location: event.location, translation: down.vector(to: event.location),
        time: event.time)
    case (.active, .cancel) where event.pointer == pointer:
      return fail(at: event.time)
    case (.failed, .up), (.failed, .cancel):
      state = .idle
      return nil
    default:
      return nil
    }
  }

  private mutating func fail(at time: TimeInterval) -> Update? {
    defer { state = .failed }
    guard case .active(let down, let location) = state else { return nil }
    return Update(
      phase: .cancelled, location: location, translation: down.vector(to: location), time: time)
  }
}
