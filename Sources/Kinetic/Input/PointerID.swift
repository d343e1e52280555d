/// Identifies one pointer (a finger, the mouse, a pen) for as long as it is down.
///
/// Hosts give each touch sequence its own identifier; the mouse and the pen usually keep one.
public struct PointerID: RawRepresentable, Hashable, Sendable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  /// The host's number for the pointer.
  public var rawValue: Int

  /// Creates an identifier from the host's number for the pointer.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Creates an identifier from an integer literal.
  public init(integerLiteral value: Int) {
    self.init(rawValue: value)
  }

  /// The pointer a mouse, or a single-finger script, uses.
  public static let primary = PointerID(rawValue: 1)

  /// The number, as `pointer 2` would print it.
  public var description: String { "pointer \(rawValue)" }
}
