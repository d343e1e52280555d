/// The views of an onboarding carousel and where the scroll has put them.
///
/// The scene follows SlidingCarousel's conductor step by step: it places the images (anchor
/// point, relative position, whole-point origins), builds the page control, Skip, page texts and
/// close button, and on every scroll runs the original's transition machine (settles, drags,
/// clean-ups, insertion and removal). A SlidingCarousel file therefore looks the same as it did;
/// a Kinetic (version 2) file gets composed transforms, rotation, opacity and curves.
///
/// Time is an input: ``scroll(to:at:)`` for each scroll position, ``tick(at:)`` on every frame
/// while ``needsTicks`` (the pop-in springs and fades), `finishAnimations()` to jump to the end.
public struct OnboardingCarouselScene: Sendable {
  /// What a view shows.
  public enum Content: Sendable, Hashable {
    /// An image from the spec, by its file name.
    case image(String)
    /// A custom view registered in code.
    case custom(String)
    /// A clear view wrapping an element's several views.
    case wrapper
    /// The page dots.
    case pageControl
    /// The Skip button.
    case skip
    /// The text under page `n`.
    case pageText(Int, String)
    /// The close button on the last page.
    case close(String)
  }

  /// One view, as UIKit would hold it.
  public struct View: Sendable, Hashable {
    /// The key it is known by (an image key, `pageControl`, `skip`, `pageText.N`, `close`).
    public var key: String
    /// What it shows.
    public var content: Content
    /// Its bounds' size.
    public var size: Size
    /// Where its anchor sits in its superview's coordinates (the layer position).
    public var position: Point
    /// Which point of the view the position and transform refer to (0…1 of its size).
    public var anchor: Point
    /// Its transform, about the anchor.
    public var transform = AffineTransform2D.identity
    /// Its opacity.
    public var alpha = 1.0
    /// Whether it clips its subviews.
    public var clips = false
    /// Its superview, by index into ``OnboardingCarouselScene/views``; `nil` is the container.
    package internal(set) var superview: Int?
    /// Its subviews, bottom to top.
    package internal(set) var subviews: [Int] = []
    /// Whether it is in the view hierarchy.
    package internal(set) var isShown = false

    /// Its frame in its superview's coordinates, before the transform.
    package var frame: Rect {
      Rect(
        x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
        width: size.width, height: size.height)
    }
  }

  /// A custom view registered in code: its size, and how it places itself once created (the
  /// original's demo set frames and anchors in code).
  public struct CustomView: Sendable, Hashable {
    /// The view's size.
    public var size: Size
    /// Its anchor point.
    public var anchor: Point
    /// Its layer position in the container's coordinates.
    public var position: Point

    /// Creates a custom view.
    public init(size: Size, anchor: Point, position: Point) {
      self.size = size
      self.anchor = anchor
      self.position = position
    }
  }

  /// A custom animation registered in code: it sets a view's transform or opacity for a drag
  /// fraction (or −1 for a full animation, as in SlidingCarousel).
  public typealias CustomAnimation = @Sendable (_ view: inout View, _ fraction: Double) -> Void

  /// The spec.
  public let spec: OnboardingCarouselSpec
  /// The container's size.
  public let size: Size
  /// Every view ever created, by index; `drawingOrder` lists those on screen.
  public internal(set) var views: [View] = []
  /// The container's subviews, bottom to top.
  package internal(set) var containerSubviews: [Int] = []
  /// The scroll offset.
  public internal(set) var offset = 0.0
  /// The page the dots show.
  public internal(set) var currentPage = 0
  /// The latest time the scene has been told of.
  public internal(set) var time: TimeInterval = 0

  var keyed: [UTF8Key: Int] = [:]
  var elements: [ElementState] = []
  var transitions: [Transition] = []
  var backgrounds: [Int] = []
  var visited: [Int] = []
  var previousPage = 0
  /// Per view: the running pop-in, the running fade and the model pose, if any.
  var poseAnimations: [PoseAnimation?] = []
  var fades: [Fade?] = []
  var poses: [Pose?] = []
  /// The views with a pop-in or a fade running, so a frame touches only those.
  var animating: [Int] = []
  /// The pointer over the carousel, −1…1 on each axis, for motion images.
  var pointer = Point.zero
  /// Whether decorative motion is off.
  var reducesMotion = false
  let customAnimations: [UTF8Key: CustomAnimation]

  /// Lays out `spec` in a container of `size`.
  ///
  /// - Parameters:
  ///   - spec: the carousel.
  ///   - size: the container's size.
  ///   - imageSizes: each image file's size in points, by image name; a missing one is 0×0 (as
  ///     an image that failed to load was).
  ///   - customViews: the custom views the app registers, by key.
  ///   - customAnimations: the custom animations the app registers, by key.
  public init(
    spec: OnboardingCarouselSpec, size: Size, imageSizes: [String: Size] = [:],
    customViews: [String: CustomView] = [:], customAnimations: [String: CustomAnimation] = [:]
  ) {
    /// The same entries, keyed by their names' bytes.
    func byBytes<Value>(_ dictionary: [String: Value]) -> [UTF8Key: Value] {
      var keyed: [UTF8Key: Value] = [:]
      for (name, value) in dictionary { keyed[UTF8Key(name)] = value }
      return keyed
    }
    self.init(
      spec: spec, size: size, imageSizesByName: byBytes(imageSizes),
      customViewsByKey: byBytes(customViews), customAnimationsByKey: byBytes(customAnimations))
  }

  /// Lays out `spec` in a container of `size`, with the sizes, views and animations keyed by their
  /// names' bytes, as the scene looks them up (see ``UTF8Key``).
  ///
  /// A page count outside 0 to `Limits.pages` (10,000), which a spec file cannot give but an app
  /// can set, is held within it; a side of the container that is negative or not finite counts
  /// as 0 and one longer than ``largestSide`` as that long, so page positions stay numbers.
  package init(
    spec: OnboardingCarouselSpec, size: Size, imageSizesByName: [UTF8Key: Size],
    customViewsByKey: [UTF8Key: CustomView], customAnimationsByKey: [UTF8Key: CustomAnimation]
  ) {
    var spec = spec
    spec.pages = Swift.min(Swift.max(spec.pages, 0), OnboardingCarouselSpec.Limits.pages)
    let sides = 0...Self.largestSide
    self.spec = spec
    self.size = Size(
      width: size.width.held(in: sides, fallback: 0),
      height: size.height.held(in: sides, fallback: 0))
    self.customAnimations = customAnimationsByKey
    build(imageSizes: imageSizesByName, customViews: customViewsByKey)
  }

  /// The longest side a container may have, in points: every page's position along the scroll
  /// (10,000 pages of it) is then a finite number.
  package static let largestSide = 1_000_000.0

  /// The page width: the container's.
  package var pageWidth: Double { Double(size.width) }

  /// The page at `position` pages along the scroll, rounded by `rule`; NaN is page 0.
  ///
  /// It is held from −1 to one past the page count: the pages, the transition after the last one,
  /// and one page beyond either end, which no page or transition has (as a farther one would not).
  package func page(
    at position: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
  ) -> Int {
    position.wholeNumber(in: -1...(Swift.max(pageCount, 0) + 1), rounding: rule, fallback: 0)
  }

  /// The number of pages.
  public var pageCount: Int { spec.pages }

  /// Whether animations are running, so the host must keep calling ``tick(at:)``.
  public var needsTicks: Bool { !animating.isEmpty }
}

extension OnboardingCarouselScene {
  /// A view's frame in the container's coordinates after every transform up its chain: the
  /// axis-aligned box of its corners.
  package func containerFrame(of index: Int) -> Rect {
    let view = views[index]
    let corners = [
      Point(x: 0, y: 0), Point(x: view.size.width, y: 0),
      Point(x: 0, y: view.size.height), Point(x: view.size.width, y: view.size.height),
    ].map { toContainer($0, from: index) }
    let xs = corners.map { $0.x }
    let ys = corners.map { $0.y }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
      return .zero
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Maps a point in a view's bounds to the container's coordinates.
  func toContainer(_ point: Point, from index: Int) -> Point {
    var point = point
    var current: Int? = index
    var steps = 0
    while let viewIndex = current, steps <= views.count {
      let view = views[viewIndex]
      let local = Point(
        x: point.x - view.anchor.x * view.size.width, y: point.y - view.anchor.y * view.size.height)
      let transformed = local.applying(modelTransform(of: viewIndex))
      point = Point(x: view.position.x + transformed.x, y: view.position.y + transformed.y)
      current = view.superview
      steps += 1
    }
    return point
  }

  /// The views on screen in drawing order: each container subview followed by its subviews.
  package var drawingOrder: [Int] {
    var order: [Int] = []
    func visit(_ index: Int, depth: Int) {
      guard depth < 64 else { return }
      order.append(index)
      for child in views[index].subviews { visit(child, depth: depth + 1) }
    }
    for index in containerSubviews { visit(index, depth: 0) }
    return order
  }
}
