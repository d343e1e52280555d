/// A colour in sRGB with straight (not premultiplied) alpha, each component in 0...1.
public struct Color: Sendable, Hashable {
  /// The red component.
  public var red: Double
  /// The green component.
  public var green: Double
  /// The blue component.
  public var blue: Double
  /// The opacity.
  public var alpha: Double

  /// Creates a colour from its components.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates an opaque colour from a 0xRRGGBB number.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255,
      green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255,
      alpha: alpha
    )
  }

  /// The same colour with its opacity multiplied by `factor`.
  public func withAlpha(multipliedBy factor: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  /// The colour a fraction `t` of the way to `other`.
  public func mixed(with other: Color, fraction t: Double) -> Color {
    Color(
      red: red + (other.red - red) * t,
      green: green + (other.green - green) * t,
      blue: blue + (other.blue - blue) * t,
      alpha: alpha + (other.alpha - alpha) * t
    )
  }
}
