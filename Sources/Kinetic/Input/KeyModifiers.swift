/// The modifier keys held during an event.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
  /// The set's bits.
  public var rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Either Shift key.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Either Control key.
  public static let control = KeyModifiers(rawValue: 1 << 1)
  /// Either Alt (Option) key.
  public static let alt = KeyModifiers(rawValue: 1 << 2)
  /// The Super, Windows or Command key.
  public static let meta = KeyModifiers(rawValue: 1 << 3)
}
