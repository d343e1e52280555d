/// An onboarding carousel described in JSON: pages, images, their placement and the transitions
/// that move them as the pages scroll.
///
/// A file without `"version"` is a SlidingCarousel file and is read with the original's meaning,
/// quirks included, so that it looks the same. `"version": 2` turns on Kinetic's additions
/// (rotation, opacity, easing curves and springs per transition, transforms composed about the
/// anchor) and the fixes the original could not make without breaking its files.
public struct OnboardingCarouselSpec: Sendable, Hashable {
  /// The format a file is written in.
  public enum Version: Int, Sendable, Hashable {
    /// SlidingCarousel's format, read with its meaning (no `"version"` key).
    case slidingCarousel = 1
    /// Kinetic's format.
    case kinetic = 2
  }

  /// One image: a picture placed relative to the container or to an earlier image.
  package struct Image: Sendable, Hashable {
    /// The key elements and lists refer to it by.
    package var key: String
    /// The file name, looked up under ``OnboardingCarouselSpec/baseImageURL`` in the asset folder.
    package var imageName: String
    /// Which point of the image is placed (0…1 of its size); (0.5, 0.5) is its centre.
    package var anchorPoint = Point(x: 0.5, y: 0.5)
    /// The image it is placed against, if any.
    package var relativeKey: String?
    /// Where the anchor goes: a fraction of the container's size, or of the relative image's.
    package var relativePosition: Point?
    /// Whether it is on screen from the start.
    package var addImmediately = false
  }

  /// A timing for a transition's full animation (Kinetic format): an easing curve or a spring.
  package enum Timing: Sendable, Hashable {
    /// SlidingCarousel's UIView spring: damping ratio and initial velocity.
    case uiKitSpring(damping: Double, velocity: Double)
    /// A cubic Bézier easing curve.
    case curve(TimingCurve)
    /// A spring set by its duration and bounce.
    case spring(DampedSpring)
  }

  /// One element: a view and how the transitions move it.
  package struct Element: Sendable, Hashable {
    /// A label.
    package var key: String?
    /// The images it animates: one is the view itself; more are wrapped in a container.
    package var views: [String] = []
    /// A custom view registered in code that replaces the view.
    package var customSubview: String?
    /// The image it is inserted into; the container when absent.
    package var superview: String?
    /// The scales at the start, appeared and end states.
    package var startScale = 1.0
    /// The scale when appeared.
    package var appearScale = 1.0
    /// The scale at the end.
    package var endScale = 1.0
    /// The offsets from the laid-out position at the start, appeared and end states.
    package var startPosition = Point.zero
    /// The offset when appeared.
    package var appearPosition = Point.zero
    /// The offset at the end.
    package var endPosition = Point.zero
    /// The rotations in degrees (Kinetic format).
    package var startRotation = 0.0
    /// The rotation when appeared (Kinetic format).
    package var appearRotation = 0.0
    /// The rotation at the end (Kinetic format).
    package var endRotation = 0.0
    /// The opacities (Kinetic format).
    package var startOpacity = 1.0
    /// The opacity when appeared (Kinetic format).
    package var appearOpacity = 1.0
    /// The opacity at the end (Kinetic format).
    package var endOpacity = 1.0
    /// The full animation's duration, in seconds.
    package var duration: TimeInterval = 0.2
    /// The full animation's delay, in seconds.
    package var delay: TimeInterval = 0
    /// How the full animation moves.
    package var timing = Timing.uiKitSpring(damping: 1, velocity: 1)
    /// The easing of drag-driven interpolation (Kinetic format); linear by default.
    package var dragCurve = TimingCurve.linear
    /// How much of a drag passes before the appear interpolation starts.
    package var appearanceDelay: TimeInterval = 0.0
    /// How much faster than the drag a disappearance runs.
    package var disappearanceMultiplier = 2.0
    /// Pages on which it pops in when the scroll settles.
    package var item: [Int] = []
    /// Drags (into page k) that interpolate it from start to appeared.
    package var appear: [Int] = []
    /// Drags (into page k) that interpolate it from appeared to end.
    package var disappear: [Int] = []
    /// Drags back out of page k that interpolate it from appeared to end.
    package var dragDisappear: [Int] = []
    /// Whether it fades out and leaves when a settle cleans it up.
    package var remove = false
    /// Where it is inserted among its superview's subviews; −1 puts it on top.
    package var insertIndex = -1
    /// A custom appear animation registered in code.
    package var customAppearAnimation: String?
    /// A custom disappear animation registered in code.
    package var customDisappearAnimation: String?
  }

  /// The format.
  public var version = Version.slidingCarousel
  /// The prefix of every image name; `nil` (missing) loads no image at all, as in the original.
  package var baseImageURL: String?
  /// The number of pages.
  public var pages = 0
  /// Images that scroll slower than the pages.
  package var parallaxBackground: [String] = []
  /// Images that float gently forever.
  package var floatingImages: [String] = []
  /// Images that follow the pointer (the original's device tilt).
  package var motionImages: [String] = []
  /// Whether motion effects run (the original documented the key but never read it).
  package var motionEnabled = true
  /// Whether a Skip button shows.
  package var showSkip = false
  /// Whether the page dots show.
  package var showPageControl = false
  /// How fast the parallax background scrolls relative to the pages.
  package var scrollScale = 0.45
  /// The text under each page, by page index; the last page's becomes the close button.
  package var pageTexts: [Int: String] = [:]
  /// Whether pages run right to left (Kinetic format).
  package var isRightToLeft = false
  /// Seconds between automatic page turns, if any (Kinetic format).
  package var autoAdvance: TimeInterval?
  /// The images, in placement order.
  package var images: [Image] = []
  /// The elements, in creation order.
  package var elements: [Element] = []

  /// Creates an empty spec.
  public init() {}
}
