/// Recognises two fingers turning and reports the angle they have turned through.
///
/// The angle is that of the line from the first finger down to the second. It is unwrapped: a
/// turn past ±π keeps counting (a full turn reads 2π, not 0), and it stays continuous when a
/// finger is added or lifted. Positive angles turn clockwise on screen (y points down), as a
/// `AffineTransform2D(rotationAngle:)` does.
public struct RotationRecognizer: Sendable {
  /// The recognizer's threshold.
  public struct Configuration: Sendable, Hashable {
    /// How far, in radians, the fingers must turn before the rotation begins.
    public var minimumAngle: Double

    /// Creates a configuration.
    public init(minimumAngle: Double = 0.035) {
      self.minimumAngle = minimumAngle.isFinite ? Swift.max(0, minimumAngle) : 0.035
    }
  }

  /// One report of a rotation.
  public struct Update: Sendable, Hashable {
    /// Where the gesture stands.
    public var phase: GesturePhase
    /// The total angle since the gesture started, in radians, unwrapped.
    public var rotation: Double
    /// The fingers' centroid when the gesture started.
    public var anchor: Point
    /// The fingers' current centroid.
    public var location: Point
    /// The angular velocity in radians per second.
    public var velocity: Double
    /// When, on the host's clock.
    public var time: TimeInterval
  }

  private var gesture: TwoFingerGesture

  /// Creates a recognizer.
  public init(configuration: Configuration = Configuration()) {
    gesture = TwoFingerGesture(measure: .rotation(minimumAngle: configuration.minimumAngle))
  }

  /// Whether a rotation is in progress.
  public var isActive: Bool { gesture.isActive }

  /// Feeds one pointer event; returns a report when the rotation begins, changes, ends or is cancelled.
  public mutating func handle(_ event: PointerEvent) -> Update? {
    gesture.handle(event).map(Update.init)
  }

  /// Cancels a rotation in progress.
  public mutating func cancel(at time: TimeInterval) -> Update? {
    gesture.cancel(at: time).map(Update.init)
  }
}

extension RotationRecognizer.Update {
  fileprivate init(_ reading: TwoFingerGesture.Reading) {
    self.init(
      phase: reading.phase,
      rotation: reading.value,
      anchor: reading.anchor,
      location: reading.location,
      velocity: reading.velocity,
      time: reading.time
    )
  }
}
