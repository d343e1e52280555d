import Glibc

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

// MARK: Contrast

extension Color {
  /// The relative luminance (WCAG 2), 0 for black to 1 for white; opacity is ignored.
  public var luminance: Double {
    func linear(_ c: Double) -> Double {
      c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG contrast ratio with `other`, from 1 to 21.
  public func contrast(with other: Color) -> Double {
    let (a, b) = (luminance, other.luminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// This colour drawn over an opaque `background`, as one opaque colour.
  public func composited(over background: Color) -> Color {
    Color(
      red: red * alpha + background.red * (1 - alpha),
      green: green * alpha + background.green * (1 - alpha),
      blue: blue * alpha + background.blue * (1 - alpha))
  }

  /// This colour, or the nearest one toward white or black that has at least `ratio` against
  /// `background`.
  ///
  /// How an icon in a theme's accent stays visible on a surface as light or as dark as the
  /// accent (a blue spinner on a dark thumb): WCAG asks 3:1 of a control's icons. It moves
  /// toward whichever of white and black reaches the ratio, so it lightens on dark surfaces and
  /// darkens on light ones; the opacity is kept.
  public func readable(on background: Color, contrast ratio: Double) -> Color {
    guard contrast(with: background) < ratio else { return self }
    let white = Color(red: 1, green: 1, blue: 1, alpha: alpha)
    let black = Color(red: 0, green: 0, blue: 0, alpha: alpha)
    let target =
      white.contrast(with: background) >= black.contrast(with: background) ? white : black
    guard target.contrast(with: background) >= ratio else { return target }
    // Along the mix the contrast, short of the ratio at first, reaches it once and then only
    // grows: bisect for the smallest mix that reaches it.
    var (low, high) = (0.0, 1.0)
    for _ in 0..<16 {
      let middle = (low + high) / 2
      if mixed(with: target, fraction: middle).contrast(with: background) >= ratio {
        high = middle
      } else {
        low = middle
      }
    }
    return mixed(with: target, fraction: high)
  }
}
