public import Foundation

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
  public struct Image: Sendable, Hashable {
    /// The key elements and lists refer to it by.
    public var key: String
    /// The file name, looked up under ``OnboardingCarouselSpec/baseImageURL`` in the asset folder.
    public var imageName: String
    /// Which point of the image is placed (0…1 of its size); (0.5, 0.5) is its centre.
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The image it is placed against, if any.
    public var relativeKey: String?
    /// Where the anchor goes: a fraction of the container's size, or of the relative image's.
    public var relativePosition: CGPoint?
    /// Whether it is on screen from the start.
    public var addImmediately = false
  }

  /// A timing for a transition's full animation (Kinetic format): an easing curve or a spring.
  public enum Timing: Sendable, Hashable {
    /// SlidingCarousel's UIView spring: damping ratio and initial velocity.
    case uiKitSpring(damping: Double, velocity: Double)
    /// A cubic Bézier easing curve.
    case curve(TimingCurve)
    /// A spring set by its duration and bounce.
    case spring(DampedSpring)
  }

  /// One element: a view and how the transitions move it.
  public struct Element: Sendable, Hashable {
    /// A label.
    public var key: String?
    /// The images it animates: one is the view itself; more are wrapped in a container.
    public var views: [String] = []
    /// A custom view registered in code that replaces the view.
    public var customSubview: String?
    /// The image it is inserted into; the container when absent.
    public var superview: String?
    /// The scales at the start, appeared and end states.
    public var startScale = 1.0
    /// The scale when appeared.
    public var appearScale = 1.0
    /// The scale at the end.
    public var endScale = 1.0
    /// The offsets from the laid-out position at the start, appeared and end states.
    public var startPosition = CGPoint.zero
    /// The offset when appeared.
    public var appearPosition = CGPoint.zero
    /// The offset at the end.
    public var endPosition = CGPoint.zero
    /// The rotations in degrees (Kinetic format).
    public var startRotation = 0.0
    /// The rotation when appeared (Kinetic format).
    public var appearRotation = 0.0
    /// The rotation at the end (Kinetic format).
    public var endRotation = 0.0
    /// The opacities (Kinetic format).
    public var startOpacity = 1.0
    /// The opacity when appeared (Kinetic format).
    public var appearOpacity = 1.0
    /// The opacity at the end (Kinetic format).
    public var endOpacity = 1.0
    /// The full animation's duration, in seconds.
    public var duration = 0.2
    /// The full animation's delay, in seconds.
    public var delay = 0.0
    /// How the full animation moves.
    public var timing = Timing.uiKitSpring(damping: 1, velocity: 1)
    /// The easing of drag-driven interpolation (Kinetic format); linear by default.
    public var dragCurve = TimingCurve.linear
    /// How much of a drag passes before the appear interpolation starts.
    public var appearanceDelay = 0.0
    /// How much faster than the drag a disappearance runs.
    public var disappearanceMultiplier = 2.0
    /// Pages on which it pops in when the scroll settles.
    public var item: [Int] = []
    /// Drags (into page k) that interpolate it from start to appeared.
    public var appear: [Int] = []
    /// Drags (into page k) that interpolate it from appeared to end.
    public var disappear: [Int] = []
    /// Drags back out of page k that interpolate it from appeared to end.
    public var dragDisappear: [Int] = []
    /// Whether it fades out and leaves when a settle cleans it up.
    public var remove = false
    /// Where it is inserted among its superview's subviews; −1 puts it on top.
    public var insertIndex = -1
    /// A custom appear animation registered in code.
    public var customAppearAnimation: String?
    /// A custom disappear animation registered in code.
    public var customDisappearAnimation: String?
  }

  /// The format.
  public var version = Version.slidingCarousel
  /// The prefix of every image name; `nil` (missing) loads no image at all, as in the original.
  public var baseImageURL: String?
  /// The number of pages.
  public var pages = 0
  /// Images that scroll slower than the pages.
  public var parallaxBackground: [String] = []
  /// Images that float gently forever.
  public var floatingImages: [String] = []
  /// Images that follow the pointer (the original's device tilt).
  public var motionImages: [String] = []
  /// Whether motion effects run (the original documented the key but never read it).
  public var motionEnabled = true
  /// Whether a Skip button shows.
  public var showSkip = false
  /// Whether the page dots show.
  public var showPageControl = false
  /// How fast the parallax background scrolls relative to the pages.
  public var scrollScale = 0.45
  /// The text under each page, by page index; the last page's becomes the close button.
  public var pageTexts: [Int: String] = [:]
  /// Whether pages run right to left (Kinetic format).
  public var isRightToLeft = false
  /// Seconds between automatic page turns, if any (Kinetic format).
  public var autoAdvance: Double?
  /// The images, in placement order.
  public var images: [Image] = []
  /// The elements, in creation order.
  public var elements: [Element] = []

  /// Creates an empty spec.
  public init() {}
}
