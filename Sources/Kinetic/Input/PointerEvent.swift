/// Something that happened to one pointer: it went down, moved, went up, or was taken away.
public struct PointerEvent: Sendable, Hashable {
  /// What happened to the pointer.
  public enum Phase: String, Sendable, Hashable, CaseIterable {
    /// The pointer touched down or a button was pressed.
    case down
    /// The pointer moved while down.
    case move
    /// The pointer lifted or the button was released.
    case up
    /// The system took the pointer away (a call came in, another widget grabbed it).
    case cancel
  }

  /// The kind of device behind the pointer.
  public enum Device: String, Sendable, Hashable, CaseIterable {
    /// A mouse or a touchpad moving a cursor.
    case mouse
    /// A finger on a touchscreen.
    case touch
    /// A stylus.
    case pen
  }

  /// Which pointer this is.
  public var pointer: PointerID
  /// What happened.
  public var phase: Phase
  /// Where, in the receiving control's coordinates (points, y down).
  public var location: Point
  /// When, in seconds on the host's clock.
  public var time: TimeInterval
  /// The kind of device.
  public var device: Device
  /// Normalised pressure in 0...1 when the device reports it, otherwise `nil`.
  public var pressure: Double?

  /// Creates a pointer event.
  public init(
    pointer: PointerID = .primary,
    phase: Phase,
    location: Point,
    time: TimeInterval,
    device: Device = .touch,
    pressure: Double? = nil
  ) {
    self.pointer = pointer
    self.phase = phase
    self.location = location
    self.time = time
    self.device = device
    self.pressure = pressure
  }

  /// Whether the pointer is no longer down after this event.
  public var isFinal: Bool { phase == .up || phase == .cancel }
}
