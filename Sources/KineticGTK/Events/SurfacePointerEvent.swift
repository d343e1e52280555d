/// Something that happened to one pointer over a `ControlSurface`: down, move, up or cancel.
public struct SurfacePointerEvent: Sendable, Hashable {
  /// What happened to the pointer.
  public enum Phase: String, Sendable, Hashable, CaseIterable {
    /// A finger touched down, or the primary button (or a stylus tip) was pressed.
    case down
    /// The pointer moved while down.
    case move
    /// The finger lifted or the button was released.
    case up
    /// GTK took the pointer away: the touch was cancelled, a grab broke, or the widget left
    /// its window.
    case cancel
  }

  /// The kind of device behind the pointer.
  public enum Device: String, Sendable, Hashable, CaseIterable {
    /// A mouse, a touchpad or a trackpoint moving a cursor.
    case mouse
    /// A finger on a touchscreen.
    case touch
    /// A stylus (pen, eraser, brush, pencil or airbrush tool).
    case pen
  }

  /// The pointer's number while it is down.
  ///
  /// The lowest number not used by another pointer that is down, starting at 1; each touch
  /// sequence has its own.
  public var pointer: Int
  /// What happened.
  public var phase: Phase
  /// Horizontal position in the widget's coordinates (logical pixels, from its left edge).
  public var x: Double
  /// Vertical position in the widget's coordinates (logical pixels, down from its top edge).
  public var y: Double
  /// When, in seconds on the frame clock's timeline (see `EventClock`).
  public var time: Double
  /// The kind of device.
  public var device: Device
  /// Pressure in 0...1 when the device reports it, otherwise `nil`.
  public var pressure: Double?

  /// Creates a pointer event.
  public init(
    pointer: Int, phase: Phase, x: Double, y: Double, time: Double, device: Device,
    pressure: Double? = nil
  ) {
    self.pointer = pointer
    self.phase = phase
    self.x = x
    self.y = y
    self.time = time
    self.device = device
    self.pressure = pressure
  }
}
