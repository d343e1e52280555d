/// The modifier keys held during a key or scroll event.
public struct SurfaceModifiers: OptionSet, Sendable, Hashable {
  /// The set's bits.
  public var rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Either Shift key.
  public static let shift = SurfaceModifiers(rawValue: 1 << 0)
  /// Either Control key.
  public static let control = SurfaceModifiers(rawValue: 1 << 1)
  /// Either Alt key.
  public static let alt = SurfaceModifiers(rawValue: 1 << 2)
  /// The Super (Windows, Command) key; GDK reports Meta here too.
  public static let `super` = SurfaceModifiers(rawValue: 1 << 3)
}
