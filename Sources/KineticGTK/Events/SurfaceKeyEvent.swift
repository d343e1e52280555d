/// A key pressed or released while a `ControlSurface` has the keyboard focus.
public struct SurfaceKeyEvent: Sendable, Hashable {
  /// Whether the key went down or up.
  public enum Phase: String, Sendable, Hashable, CaseIterable {
    /// The key went down, or auto-repeated while held.
    case press
    /// The key came up.
    case release
  }

  /// The key's GDK name (`Return`, `space`, `Left`, `a`, `A`), from `gdk_keyval_name`.
  public var name: String
  /// Whether the key went down or up.
  public var phase: Phase
  /// The modifier keys held.
  public var modifiers: SurfaceModifiers
  /// Whether this press is the keyboard's auto-repeat of a key already held.
  public var isRepeat: Bool
  /// When, in seconds on the frame clock's timeline (see `EventClock`).
  public var time: Double

  /// Creates a key event.
  public init(
    name: String, phase: Phase, modifiers: SurfaceModifiers, isRepeat: Bool, time: Double
  ) {
    self.name = name
    self.phase = phase
    self.modifiers = modifiers
    self.isRepeat = isRepeat
    self.time = time
  }
}
