/// A scroll: a wheel click, or a stretch of continuous touchpad scrolling.
public struct ScrollEvent: Sendable, Hashable {
  /// Where a continuous scroll stands.
  public enum Phase: String, Sendable, Hashable, CaseIterable {
    /// The fingers touched the touchpad; the delta is usually zero.
    case began
    /// The fingers moved.
    case changed
    /// The fingers lifted; the host may follow with its own kinetic scrolling.
    case ended
  }

  /// How the scroll was produced.
  public enum Source: Sendable, Hashable {
    /// A mouse wheel: separate clicks, each with its own delta and no beginning or end.
    case wheel
    /// A touchpad or another smooth device, with a beginning, changes and an end.
    case continuous(Phase)
  }

  /// The distance scrolled, in points; positive `dy` scrolls the content up (reveals what is below).
  public var delta: Vector
  /// How the scroll was produced.
  public var source: Source
  /// The pointer's location in the control's coordinates, when the host knows it.
  public var location: Point?
  /// The modifier keys held during the scroll.
  public var modifiers: KeyModifiers
  /// When, in seconds on the host's clock.
  public var time: TimeInterval

  /// Creates a scroll event.
  public init(
    delta: Vector,
    source: Source = .wheel,
    location: Point? = nil,
    modifiers: KeyModifiers = [],
    time: TimeInterval
  ) {
    self.delta = delta
    self.source = source
    self.location = location
    self.modifiers = modifiers
    self.time = time
  }
}
