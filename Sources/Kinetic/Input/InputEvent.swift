/// Any input a control can receive from its host.
public enum InputEvent: Sendable, Hashable {
  /// A pointer went down, moved, went up or was cancelled.
  case pointer(PointerEvent)
  /// The wheel turned or the touchpad scrolled.
  case scroll(ScrollEvent)
  /// A key was pressed or released.
  case key(KeyEvent)

  /// When the event happened, in seconds on the host's clock.
  public var time: TimeInterval {
    switch self {
    case .pointer(let event): event.time
    case .scroll(let event): event.time
    case .key(let event): event.time
    }
  }
}
