import CKineticLibc

extension OnboardingCarouselScene {
  /// An element's state: its spec, its view, and whether it has popped in before.
  struct ElementState: Sendable {
    var spec: OnboardingCarouselSpec.Element
    var view: Int?
    var hasAnimated = false
  }

  /// The elements each transition index moves, as SlidingCarousel's transitions hold them.
  struct Transition: Sendable {
    var animate: [Int] = []
    var appearance: [Int] = []
    var disappearance: [Int] = []
    var dragDisappear: [Int] = []
  }

  /// How far above the bottom of its box a page text may reach.
  ///
  /// The row of the page dots and Skip starts there. A host that draws a text larger than the
  /// box holds (a larger text size) grows it upwards from there rather than over that row.
  package static let pageTextClearance = 15.0

  /// +1 when pages run left to right, −1 when they run right to left (a Kinetic file's
  /// `rightToLeft`): later pages sit to the left, and the scroll moves things to the right.
  var pageDirection: Int { spec.isRightToLeft ? -1 : 1 }

  /// Builds the views in SlidingCarousel's initialisation order
  /// (onboarding-compatibility.md, “Build order”).
  mutating func build(imageSizes: [UTF8Key: Size], customViews: [UTF8Key: CustomView]) {
    let width = size.width
    let height = size.height
    transitions = Array(repeating: Transition(), count: spec.pages + 1)
    let pageDots = spec.showPageControl ? spec.pages : 0
    if spec.showPageControl {
      let control = add(
        View(
          key: "pageControl", content: .pageControl, size: .zero, position: .zero,
          anchor: Point(x: 0.5, y: 0.5)))
      place(
        control, integral: Rect(x: width / 2 - 100, y: height - 25 - 10, width: 200, height: 20))
      show(control, in: nil, at: -1)
    }
    if spec.showSkip {
      let skip = add(
        View(
          key: "skip", content: .skip, size: .zero, position: .zero,
          anchor: Point(x: 0.5, y: 0.5)))
      // Skip sits at the trailing bottom corner: bottom right, or bottom left when the pages run
      // right to left.
      let skipX = spec.isRightToLeft ? 59 - 50 : width - 59 - 50
      place(skip, integral: Rect(x: skipX, y: height - 25 - 10, width: 100, height: 20))
      show(skip, in: nil, at: -1)
    }
    placeImages(imageSizes: imageSizes)
    placeBackground()
    // Page texts: the page control's count bounds the loop, as in the original; a Kinetic file
    // shows its texts without page dots too.
    let textPages = spec.version == .kinetic ? spec.pages : pageDots
    if textPages > 1 {
      for page in 0..<(textPages - 1) {
        guard let text = spec.pageTexts[page] else { continue }
        let label = add(
          View(
            key: "pageText.\(page)", content: .pageText(page, text),
            size: Size(width: 264, height: 80),
            position: Point(x: Double(pageDirection * page) * width + width / 2, y: height - 60),
            anchor: Point(x: 0.5, y: 0.5)))
        show(label, in: nil, at: -1)
      }
    }
    if textPages > 0, let text = spec.pageTexts[textPages - 1] {
      let close = add(
        View(
          key: "close", content: .close(text), size: Size(width: 264, height: 35),
          position: Point(
            x: Double(pageDirection * (textPages - 1)) * width + width / 2, y: height - 100),
          anchor: Point(x: 0.5, y: 0.5)))
      show(close, in: nil, at: -1)
    }
    createElements(customViews: customViews)
    poseAnimations = Array(repeating: nil, count: views.count)
    fades = Array(repeating: nil, count: views.count)
    poses = Array(repeating: nil, count: views.count)
    animating.reserveCapacity(views.count)
    visited.reserveCapacity(4)
  }

  /// Adds a view (not yet shown) and returns its index.
  mutating func add(_ view: View) -> Int {
    views.append(view)
    keyed[UTF8Key(view.key)] = views.count - 1
    return views.count - 1
  }

  /// Sets a view's frame from `rect` made integral (CGRectIntegral: origin down, far edge up).
  private mutating func place(_ index: Int, integral rect: Rect) {
    let minX = floor(rect.minX)
    let minY = floor(rect.minY)
    let maxX = ceil(rect.maxX)
    let maxY = ceil(rect.maxY)
    views[index].size = Size(width: maxX - minX, height: maxY - minY)
    views[index].position = Point(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
  }

  /// Images in array order, in one pass (onboarding-compatibility.md, “Image registry”).
  private mutating func placeImages(imageSizes: [UTF8Key: Size]) {
    for image in spec.images {
      // A missing baseImageURL loaded nothing in the original: 0×0 views.
      let imageSize =
        spec.baseImageURL == nil ? .zero : (imageSizes[UTF8Key(image.imageName)] ?? .zero)
      var view = View(
        key: image.key, content: .image(image.imageName), size: imageSize,
        position: Point(x: imageSize.width / 2, y: imageSize.height / 2),
        anchor: image.anchorPoint)
      if let relative = image.relativePosition {
        if let relativeKey = image.relativeKey {
          // Against the view registered so far under that key; anything else is a zero rect.
          let frame = keyed[UTF8Key(relativeKey)].map { views[$0].frame } ?? .zero
          view.position = Point(
            x: frame.minX + relative.x * frame.width, y: frame.minY + relative.y * frame.height)
        } else {
          view.position = Point(x: relative.x * size.width, y: relative.y * size.height)
        }
      }
      // Whole-point origins, as the original made them (the size stays).
      let origin = Point(x: floor(view.frame.minX), y: floor(view.frame.minY))
      view.position = Point(
        x: origin.x + view.anchor.x * view.size.width,
        y: origin.y + view.anchor.y * view.size.height)
      if let existing = keyed[UTF8Key(image.key)] {
        // A second image under a key replaces the first in the registry
        // (onboarding-compatibility.md, “Image registry”, step 6).
        keyed[UTF8Key(image.key)] = nil
        _ = existing
      }
      let index = add(view)
      if image.addImmediately { show(index, in: nil, at: -1) }
    }
  }

  /// Parallax backgrounds: re-centred from their relative position, inserted at index 1
  /// (onboarding-compatibility.md, “Parallax”).
  private mutating func placeBackground() {
    for key in spec.parallaxBackground {
      guard let index = keyed[UTF8Key(key)] else { continue }
      backgrounds.append(index)
      guard !views[index].isShown else { continue }
      if let image = spec.images.last(where: { $0.key.hasSameUTF8(as: key) }),
        let relative = image.relativePosition
      {
        views[index].position = Point(
          x: relative.x * size.width, y: relative.y * size.height)
      }
      // Index 1 sat just above the original's scroll view, which Kinetic draws as the backdrop.
      show(index, in: nil, at: 0)
    }
  }

  /// Elements in order (onboarding-compatibility.md, “Elements”, element order).
  private mutating func createElements(customViews: [UTF8Key: CustomView]) {
    // The last image of each key, as an index into the spec's images.
    var imagesByKey: [UTF8Key: Int] = [:]
    for (index, image) in spec.images.enumerated() { imagesByKey[UTF8Key(image.key)] = index }
    for (elementIndex, element) in spec.elements.enumerated() {
      var viewIndex: Int?
      let known = element.views.compactMap { keyed[UTF8Key($0)] }
      if element.views.count == 1, let only = known.first {
        viewIndex = only
        recentre(
          only, element: element,
          image: imagesByKey[UTF8Key(element.views[0])].map { spec.images[$0] })
      } else if element.views.count > 1, let first = known.first {
        // A clear, clipping wrapper the size of the first view, at (0, 0), holding them all.
        let wrapperSize = views[first].size
        let wrapper = add(
          View(
            key: element.key ?? "element.\(elementIndex)", content: .wrapper, size: wrapperSize,
            position: Point(x: wrapperSize.width / 2, y: wrapperSize.height / 2),
            anchor: Point(x: 0.5, y: 0.5), clips: true))
        for child in known { show(child, in: wrapper, at: -1) }
        viewIndex = wrapper
      }
      if let custom = element.customSubview, let description = customViews[UTF8Key(custom)] {
        let index =
          keyed[UTF8Key(custom)]
          ?? add(
            View(
              key: custom, content: .custom(custom), size: description.size,
              position: description.position, anchor: description.anchor))
        viewIndex = index
      }
      if let viewIndex, spec.version == .slidingCarousel {
        views[viewIndex].clips = true
      }
      elements.append(ElementState(spec: element, view: viewIndex))
      for page in element.item where transitions.indices.contains(page) {
        transitions[page].animate.append(elementIndex)
      }
      for page in element.appear where transitions.indices.contains(page) {
        transitions[page].appearance.append(elementIndex)
      }
      for page in element.disappear where transitions.indices.contains(page) {
        transitions[page].disappearance.append(elementIndex)
      }
      for page in element.dragDisappear where transitions.indices.contains(page) {
        transitions[page].dragDisappear.append(elementIndex)
      }
    }
  }

  /// An element's single image with a relative position but no relative key is re-centred in
  /// its superview's space, without whole-point rounding
  /// (onboarding-compatibility.md, “Image registry”).
  private mutating func recentre(
    _ index: Int, element: OnboardingCarouselSpec.Element, image: OnboardingCarouselSpec.Image?
  ) {
    guard let superviewKey = element.superview, element.views.count == 1, let image,
      let relative = image.relativePosition, image.relativeKey == nil
    else { return }
    let superviewSize = keyed[UTF8Key(superviewKey)].map { views[$0].size } ?? .zero
    views[index].position = Point(
      x: relative.x * superviewSize.width, y: relative.y * superviewSize.height)
  }

  /// Puts a view into `superview` (the container when `nil`) at `index` (on top when −1 or past
  /// the end).
  mutating func show(_ view: Int, in superview: Int?, at index: Int) {
    hide(view)
    views[view].superview = superview
    views[view].isShown = true
    if let superview {
      let count = views[superview].subviews.count
      views[superview].subviews.insert(view, at: index < 0 || index > count ? count : index)
    } else {
      let count = containerSubviews.count
      containerSubviews.insert(view, at: index < 0 || index > count ? count : index)
    }
  }

  /// Takes a view out of its superview.
  mutating func hide(_ view: Int) {
    guard views[view].isShown else { return }
    if let superview = views[view].superview {
      views[superview].subviews.removeAll { $0 == view }
    } else {
      containerSubviews.removeAll { $0 == view }
    }
    views[view].isShown = false
    views[view].superview = nil
  }
}
