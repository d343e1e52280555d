/// A key pressed or released while a control has the keyboard focus.
public struct KeyEvent: Sendable, Hashable {
  /// Whether the key went down or up.
  public enum Phase: String, Sendable, Hashable, CaseIterable {
    /// The key went down (or repeated while held).
    case press
    /// The key came up.
    case release
  }

  /// Which key.
  public var key: Key
  /// Whether it went down or up.
  public var phase: Phase
  /// The modifier keys held at the time.
  public var modifiers: KeyModifiers
  /// Whether this press is the keyboard's auto-repeat of a held key.
  public var isRepeat: Bool
  /// When, in seconds on the host's clock.
  public var time: TimeInterval

  /// Creates a key event.
  public init(
    key: Key,
    phase: Phase = .press,
    modifiers: KeyModifiers = [],
    isRepeat: Bool = false,
    time: TimeInterval
  ) {
    self.key = key
    self.phase = phase
    self.modifiers = modifiers
    self.isRepeat = isRepeat
    self.time = time
  }
}
