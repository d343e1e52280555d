/// Recognises two or more fingers spreading or closing and reports the scale they describe.
///
/// The scale is the ratio of the fingers' spread (their mean distance from the centroid) to the
/// spread when the second finger went down. It is multiplicative: adding or lifting a finger
/// starts a new ratio that multiplies the old one, so the total never jumps and a pinch from 1 to
/// 1.5 to 2 ends at exactly 2. The anchor is the centroid when the gesture started, the point a
/// pinched view should scale about.
public struct PinchRecognizer: Sendable {
  /// The recognizer's threshold.
  public struct Configuration: Sendable, Hashable {
    /// How far, in points, the spread must change before the pinch begins.
    public var minimumSpanChange: Double

    /// Creates a configuration.
    public init(minimumSpanChange: Double = 4) {
      self.minimumSpanChange = minimumSpanChange.isFinite ? Swift.max(0, minimumSpanChange) : 4
    }
  }

  /// One report of a pinch.
  public struct Update: Sendable, Hashable {
    /// Where the gesture stands.
    public var phase: GesturePhase
    /// The total scale since the gesture started (1 = unchanged).
    public var scale: Double
    /// The fingers' centroid when the gesture started.
    public var anchor: Point
    /// The fingers' current centroid.
    public var location: Point
    /// The rate of change of the scale per second.
    public var velocity: Double
    /// When, on the host's clock.
    public var time: TimeInterval
  }

  private var gesture: TwoFingerGesture

  /// Creates a recognizer.
  public init(configuration: Configuration = Configuration()) {
    gesture = TwoFingerGesture(measure: .scale(minimumSpanChange: configuration.minimumSpanChange))
  }

  /// Whether a pinch is in progress.
  public var isActive: Bool { gesture.isActive }

  /// Feeds one pointer event; returns a report when the pinch begins, changes, ends or is cancelled.
  public mutating func handle(_ event: PointerEvent) -> Update? {
    gesture.handle(event).map(Update.init)
  }

  /// Cancels a pinch in progress.
  public mutating func cancel(at time: TimeInterval) -> Update? {
    gesture.cancel(at: time).map(Update.init)
  }
}

extension PinchRecognizer.Update {
  fileprivate init(_ reading: TwoFingerGesture.Reading) {
    self.init(
      phase: reading.phase,
      scale: reading.value,
      anchor: reading.anchor,
      location: reading.location,
      velocity: reading.velocity,
      time: reading.time
    )
  }
}
