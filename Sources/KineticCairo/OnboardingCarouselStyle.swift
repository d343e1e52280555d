import Glibc

/// The colours and type of Kinetic's onboarding look, after SlidingCarousel's demo.
public struct OnboardingCarouselStyle: Sendable, Hashable {
  /// What shows behind every page: the demo's blue scroll view, RGB(0.165, 0.58, 0.839).
  public var backdrop = Color(red: 0.165, green: 0.58, blue: 0.839)
  /// The current page's dot: RGB(39, 138, 199).
  public var currentPageDot = Color(hex: 0x278AC7)
  /// The other pages' dots: RGB(165, 175, 183).
  public var pageDot = Color(hex: 0xA5AFB7)
  /// A dot's diameter, in points (UIPageControl's).
  public var dotDiameter: Double = 7
  /// The distance between two dots' centres, in points.
  public var dotSpacing: Double = 16
  /// The Skip button's title: bold 14.
  public var skipFont = TextStyle(size: 14, isBold: true)
  /// The Skip button's title colour: a deep blue.
  public var skipColor = Color(hex: 0x1D4ED8)
  /// The Skip button's title.
  public var skipTitle = "Skip"
  /// The page texts' font: 16 points.
  public var pageTextFont = TextStyle(size: 16)
  /// The page texts' colour: black.
  public var pageTextColor = Color(hex: 0x000000)
  /// The most lines a page text wraps to before it is ellipsised.
  public var pageTextLines = 3
  /// The close button's font: 18 points.
  public var closeFont = TextStyle(size: 18)
  /// The close button's title colour: the original's green.
  public var closeColor = Color(hex: 0x16C60C)
  /// The fill of a custom view that nobody draws.
  public var placeholderFill = Color(hex: 0xFFFFFF, alpha: 0.28)
  /// The outline of a custom view that nobody draws.
  public var placeholderOutline = Color(hex: 0xFFFFFF, alpha: 0.7)

  /// The default look.
  public init() {}
}
