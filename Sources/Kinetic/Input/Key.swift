/// A key on the keyboard, named as GDK names it (`Return`, `Left`, `space`, `a`).
///
/// Names rather than key codes keep scripts and tests readable and independent of layouts.
public struct Key: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The GDK name of the key.
  public var rawValue: String

  /// Creates a key from its GDK name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The key's GDK name.
  public var description: String { rawValue }

  /// The Return (Enter) key.
  public static let `return` = Key(rawValue: "Return")
  /// The Enter key of the numeric keypad.
  public static let keypadEnter = Key(rawValue: "KP_Enter")
  /// The space bar.
  public static let space = Key(rawValue: "space")
  /// The Escape key.
  public static let escape = Key(rawValue: "Escape")
  /// The Tab key.
  public static let tab = Key(rawValue: "Tab")
  /// The left arrow key.
  public static let left = Key(rawValue: "Left")
  /// The right arrow key.
  public static let right = Key(rawValue: "Right")
  /// The up arrow key.
  public static let up = Key(rawValue: "Up")
  /// The down arrow key.
  public static let down = Key(rawValue: "Down")
  /// The Home key.
  public static let home = Key(rawValue: "Home")
  /// The End key.
  public static let end = Key(rawValue: "End")
  /// The Page Up key.
  public static let pageUp = Key(rawValue: "Page_Up")
  /// The Page Down key.
  public static let pageDown = Key(rawValue: "Page_Down")
  /// The plus key.
  public static let plus = Key(rawValue: "plus")
  /// The minus key.
  public static let minus = Key(rawValue: "minus")
  /// The equals key, which shares its cap with plus on many layouts.
  public static let equal = Key(rawValue: "equal")
  /// The left square bracket key.
  public static let bracketLeft = Key(rawValue: "bracketleft")
  /// The right square bracket key.
  public static let bracketRight = Key(rawValue: "bracketright")
  /// The zero key.
  public static let zero = Key(rawValue: "0")
  /// The F5 key, which refreshes in most desktop applications.
  public static let f5 = Key(rawValue: "F5")

  /// Every key a Kinetic control responds to, in the order documentation lists them; scripts may
  /// press only these.
  public static let known: [Key] = [
    .return, .keypadEnter, .space, .escape, .tab, .left, .right, .up, .down, .home, .end, .pageUp,
    .pageDown, .plus, .minus, .equal, .bracketLeft, .bracketRight, .zero, .f5,
  ]
}

extension Key {
  /// Whether `value` is the key `pattern`, for `switch` over keys.
  ///
  /// The names are compared byte for byte. GDK's key names are ASCII, where that is `==`; it keeps
  /// Unicode's normalization tables out of the web module (see ``UTF8Key``).
  package static func ~= (pattern: Key, value: Key) -> Bool {
    pattern.rawValue.hasSameUTF8(as: value.rawValue)
  }
}
