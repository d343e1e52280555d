import CKineticLibc

extension OnboardingCarouselScene {
  /// An element's transform as values: offset, scale, rotation and opacity.
  struct Pose: Sendable, Hashable {
    var translation = Point.zero
    var scale = 1.0
    var rotation = 0.0
    var opacity: Double?
    /// SlidingCarousel translated first, then scaled, so its offsets were scaled too
    /// (onboarding-compatibility.md, “Bugs kept on purpose” #1).
    var scalesTranslation = false
    /// SlidingCarousel's −1 sentinels: that part of the transform is the identity.
    var ignoresTranslation = false
    var ignoresScale = false

    var affine: AffineTransform2D {
      let scale = ignoresScale ? 1 : self.scale
      let translation = ignoresTranslation ? Point.zero : self.translation
      let cosine = cos(rotation)
      let sine = sin(rotation)
      let factor = scalesTranslation ? scale : 1
      return AffineTransform2D(
        a: Double(scale * cosine), b: Double(scale * sine), c: Double(-scale * sine),
        d: Double(scale * cosine), tx: translation.x * Double(factor),
        ty: translation.y * Double(factor))
    }

    func interpolated(to other: Pose, _ t: Double) -> Pose {
      var result = self
      result.translation = Point(
        x: translation.x + (other.translation.x - translation.x) * Double(t),
        y: translation.y + (other.translation.y - translation.y) * Double(t))
      result.scale = scale + (other.scale - scale) * t
      result.rotation = rotation + (other.rotation - rotation) * t
      if let from = opacity ?? other.opacity.map({ _ in 1 }), let to = other.opacity {
        result.opacity = from + (to - from) * t
      }
      result.ignoresTranslation = other.ignoresTranslation
      result.ignoresScale = other.ignoresScale
      return result
    }
  }

  /// A pop-in: the view's shown pose moves from `from` to the model's over `progress` (0 → 1).
  struct PoseAnimation: Sendable {
    var from: Pose
    var to: Pose
    var progress: Trajectory
  }

  /// An opacity fade, possibly ending with the view's removal.
  struct Fade: Sendable {
    var from: Double
    var to: Double
    var start: Double
    var duration: TimeInterval
    var removesAtEnd: Bool
  }

  private var isKinetic: Bool { spec.version == .kinetic }

  // MARK: Scrolling

  /// The parallax background's horizontal translation: SlidingCarousel's −80 − offset × scale,
  /// still when reducing motion.
  var parallaxOffset: Double {
    reducesMotion ? -80 : -80 - Double(pageDirection) * offset * spec.scrollScale
  }

  /// The scroll moved to `offset` at `time`: runs SlidingCarousel's scroll handler once
  /// (onboarding-compatibility.md, “Scroll handler”).
  public mutating func scroll(to offset: Double, at time: TimeInterval) {
    guard offset.isFinite else { return }
    tick(at: time)
    self.offset = offset
    let width = pageWidth
    // 1. The parallax background and the texts follow the scroll.
    for index in backgrounds {
      views[index].transform = AffineTransform2D(
        translationX: Double(parallaxOffset), y: 0)
      if isKinetic, let pose = poses[index] {
        views[index].transform = views[index].transform.concatenating(pose.affine)
      }
    }
    // The texts follow the scroll by a shared translation (``textTranslation``), so a frame does
    // not touch every page's text.
    // 2. The page dots: round half up, within the pages.
    guard width > 0 else { return }
    // Page numbers are held within the pages (and one either side) before they become `Int`s:
    // an offset far past the last page must not stop the process.
    let roundedHalfUp = page(at: offset / width + 0.5, rounding: .towardZero)
    currentPage = Swift.max(0, Swift.min(roundedHalfUp, Swift.max(0, spec.pages - 1)))
    let remainder = fmod(offset, width)
    if remainder == 0 {
      settle(onPage: page(at: offset / width, rounding: .towardZero))
    } else if offset > 0 {
      drag(into: page(at: offset / width, rounding: .up), fraction: remainder / width)
    }
  }

  /// Settled on a page (onboarding-compatibility.md, “Scroll handler”, step 3).
  private mutating func settle(onPage page: Int) {
    guard transitions.indices.contains(page) else { return }
    for element in transitions[page].animate {
      insert(element)
      appearFully(element)
    }
    // Clean up every transition visited since the last settle.
    for visitedIndex in visited {
      let reverse = visitedIndex > page
      let transition = transitions[visitedIndex]
      if !reverse {
        for element in transition.appearance { appear(element, fraction: 1) }
      } else {
        for element in transition.disappearance { disappear(element, fraction: 0) }
      }
      guard visitedIndex != page else { continue }
      if reverse {
        // The original listed the drag-disappear elements twice; once is enough.
        cleanUp(transition.dragDisappear, reverse: true)
        cleanUp(transition.appearance, reverse: true)
      } else {
        cleanUp(transition.disappearance, reverse: false)
      }
    }
    visited.removeAll(keepingCapacity: true)
    previousPage = page
  }

  /// Collapses the elements a settle leaves behind and fades out those that go.
  private mutating func cleanUp(_ list: [Int], reverse: Bool) {
    for element in list {
      guard let view = elements[element].view, views[view].isShown else { continue }
      if reverse {
        appear(element, fraction: 0)
      } else {
        disappear(element, fraction: 1)
      }
      if elements[element].spec.remove {
        startFade(
          view, Fade(from: views[view].alpha, to: 0, start: time, duration: 0.2, removesAtEnd: true)
        )
      }
    }
  }

  private mutating func startFade(_ view: Int, _ fade: Fade) {
    fades[view] = fade
    if poseAnimations[view] == nil, !animating.contains(view) { animating.append(view) }
  }

  private mutating func startPoseAnimation(_ view: Int, _ animation: PoseAnimation) {
    poseAnimations[view] = animation
    if fades[view] == nil, !animating.contains(view) { animating.append(view) }
  }

  /// Dragging between page k − 1 (fraction 0) and page k (fraction 1)
  /// (onboarding-compatibility.md, “Scroll handler”, step 4).
  private mutating func drag(into page: Int, fraction: Double) {
    guard transitions.indices.contains(page) else { return }
    if !visited.contains(page) { visited.append(page) }
    let transition = transitions[page]
    for element in transition.appearance {
      insert(element)
      appear(element, fraction: fraction)
    }
    for element in transition.disappearance {
      insert(element)
      disappear(element, fraction: fraction)
    }
    if previousPage >= page {
      for element in transition.dragDisappear { disappear(element, fraction: 1 - fraction) }
    }
  }

  // MARK: Elements

  /// Puts an element's view on screen if it is not: transparent, then faded in over 0.1 s.
  private mutating func insert(_ element: Int) {
    guard let view = elements[element].view else { return }
    if views[view].isShown {
      // Coming back during the removal fade: Kinetic keeps the view (the original lost it).
      if fades[view]?.removesAtEnd == true {
        startFade(
          view,
          Fade(from: views[view].alpha, to: 1, start: time, duration: 0.1, removesAtEnd: false))
        views[view].alpha = 1
      }
      return
    }
    let superview = elements[element].spec.superview.flatMap { keyed[UTF8Key($0)] }
    show(view, in: superview, at: elements[element].spec.insertIndex)
    startFade(view, Fade(from: 0, to: 1, start: time, duration: 0.1, removesAtEnd: false))
    views[view].alpha = 1
  }

  private func startPose(_ spec: OnboardingCarouselSpec.Element) -> Pose {
    pose(spec.startPosition, spec.startScale, spec.startRotation, spec.startOpacity)
  }

  private func appearPose(_ spec: OnboardingCarouselSpec.Element) -> Pose {
    pose(spec.appearPosition, spec.appearScale, spec.appearRotation, spec.appearOpacity)
  }

  private func endPose(_ spec: OnboardingCarouselSpec.Element) -> Pose {
    pose(spec.endPosition, spec.endScale, spec.endRotation, spec.endOpacity)
  }

  private func pose(_ position: Point, _ scale: Double, _ degrees: Double, _ opacity: Double)
    -> Pose
  {
    isKinetic
      ? Pose(translation: position, scale: scale, rotation: degrees * .pi / 180, opacity: opacity)
      : Pose(translation: position, scale: scale, scalesTranslation: true)
  }

  /// The drag-driven interpolation between two poses, with the original's −1 sentinels.
  private func between(_ from: Pose, _ to: Pose, _ q: Double) -> Pose {
    var result = from.interpolated(to: to, q)
    if !isKinetic {
      let sentinel: (Point) -> Bool = { $0.x == -1 || $0.y == -1 }
      result.ignoresTranslation = sentinel(from.translation) || sentinel(to.translation)
      result.ignoresScale = from.scale == -1 || to.scale == -1
    }
    return result
  }

  /// Start → appeared for a drag fraction
  /// (onboarding-compatibility.md, “Elements”, drag-driven interpolation).
  private mutating func appear(_ element: Int, fraction: Double) {
    let spec = elements[element].spec
    guard let view = elements[element].view else { return }
    if let name = spec.customAppearAnimation {
      customAnimations[UTF8Key(name)].map { apply($0, to: view, fraction: fraction) }
      return
    }
    let delay = spec.appearanceDelay
    var q: Double
    if isKinetic {
      q = delay > 0 && delay < 1 ? Swift.max(0, (fraction - delay) / (1 - delay)) : fraction
      q = Double(spec.dragCurve.value(at: Double(Swift.min(1, Swift.max(0, q)))))
    } else {
      // The original divided by the delay rather than by what is left
      // (onboarding-compatibility.md, “Bugs kept on purpose” #3).
      q = delay > 0 ? (fraction < delay ? 0 : (fraction - delay) / delay) : fraction
      q = q > 0.95 ? 1 : q
    }
    set(view, between(startPose(spec), appearPose(spec), q))
  }

  /// Appeared → end for a drag fraction
  /// (onboarding-compatibility.md, “Elements”, drag-driven interpolation).
  private mutating func disappear(_ element: Int, fraction: Double) {
    let spec = elements[element].spec
    guard let view = elements[element].view else { return }
    if let name = spec.customDisappearAnimation {
      customAnimations[UTF8Key(name)].map { apply($0, to: view, fraction: fraction) }
      return
    }
    var q = Swift.min(1, fraction * spec.disappearanceMultiplier)
    if isKinetic {
      q = Double(spec.dragCurve.value(at: Double(Swift.max(0, q))))
    } else {
      q = q > 0.95 ? 1 : q
    }
    set(view, between(appearPose(spec), endPose(spec), q))
  }

  /// The settle's pop-in (onboarding-compatibility.md, “Elements”, full appearance).
  private mutating func appearFully(_ element: Int) {
    let spec = elements[element].spec
    guard let view = elements[element].view else { return }
    if let name = spec.customAppearAnimation {
      customAnimations[UTF8Key(name)].map { apply($0, to: view, fraction: -1) }
      return
    }
    var target = appearPose(spec)
    if !isKinetic {
      // The original's full path ends at appear − start
      // (onboarding-compatibility.md, “Bugs kept on purpose” #2).
      target.translation = Point(
        x: spec.appearPosition.x - spec.startPosition.x,
        y: spec.appearPosition.y - spec.startPosition.y)
      target.scalesTranslation = true
    }
    let start = startPose(spec)
    if !elements[element].hasAnimated {
      elements[element].hasAnimated = true
      set(view, start)
    }
    let from = shownPose(of: view) ?? start
    set(view, target)
    let curve: Trajectory.Curve
    switch spec.timing {
    case .uiKitSpring(let damping, _):
      let duration = Swift.max(0.01, spec.duration)
      curve = .spring(
        DampedSpring(duration: duration, bounce: Swift.max(-0.9, Swift.min(0.9, 1 - damping))))
    case .curve(let timing):
      curve = .timing(timing, duration: spec.duration)
    case .spring(let spring):
      curve = .spring(spring)
    }
    var velocity = 0.0
    if case .uiKitSpring(_, let initial) = spec.timing { velocity = initial }
    guard spec.duration > 0 else { return }
    startPoseAnimation(
      view,
      PoseAnimation(
        from: from, to: target,
        progress: Trajectory(
          from: 0, to: 1, start: time + spec.delay, curve: curve, initialVelocity: velocity)))
  }

  /// A view's transform in the model; the page texts follow the scroll.
  func modelTransform(of view: Int) -> AffineTransform2D {
    if case .pageText = views[view].content {
      return AffineTransform2D(translationX: Double(-Double(pageDirection) * offset), y: 0)
    }
    if case .close = views[view].content {
      return AffineTransform2D(translationX: Double(-Double(pageDirection) * offset), y: 0)
    }
    return views[view].transform
  }

  private mutating func apply(_ animation: CustomAnimation, to view: Int, fraction: Double) {
    poseAnimations[view] = nil
    animation(&views[view], fraction)
  }

  /// Sets a view's model pose (its transform and, for Kinetic files, its opacity).
  private mutating func set(_ view: Int, _ pose: Pose) {
    poses[view] = pose
    poseAnimations[view] = nil
    var transform = pose.affine
    if isKinetic, backgrounds.contains(view) {
      transform = AffineTransform2D(
        translationX: Double(parallaxOffset), y: 0
      )
      .concatenating(transform)
    }
    views[view].transform = transform
    if let opacity = pose.opacity { views[view].alpha = opacity }
  }

  /// The pose a view shows now, mid-animation or at rest.
  private func shownPose(of view: Int) -> Pose? {
    guard let animation = poseAnimations[view] else { return poses[view] }
    let t = animation.progress.start > time ? 0 : animation.progress.value(at: time)
    return animation.from.interpolated(to: animation.to, t)
  }

  // MARK: Time

  /// Lets time pass: pop-ins and fades run; a finished removal fade takes its view away.
  public mutating func tick(at time: TimeInterval) {
    guard time.isUsableTime, time > self.time else { return }
    self.time = time
    var index = 0
    while index < animating.count {
      let view = animating[index]
      if let animation = poseAnimations[view], animation.progress.isFinished(at: time) {
        poseAnimations[view] = nil
      }
      if let fade = fades[view], time >= fade.start + fade.duration {
        fades[view] = nil
        if fade.removesAtEnd {
          hide(view)
          views[view].alpha = 0
        }
      }
      if poseAnimations[view] == nil, fades[view] == nil {
        animating.swapAt(index, animating.count - 1)
        animating.removeLast()
      } else {
        index += 1
      }
    }
  }

  /// Ends every animation at once, as `kinetic layout` reports the scene.
  package mutating func finishAnimations() {
    for view in animating {
      poseAnimations[view] = nil
      if let fade = fades[view], fade.removesAtEnd {
        hide(view)
        views[view].alpha = 0
      }
      fades[view] = nil
    }
    animating.removeAll(keepingCapacity: true)
  }

  /// What a view shows now: its transform and opacity, mid-animation or at rest.
  package func presentation(of view: Int) -> (transform: AffineTransform2D, alpha: Double) {
    var transform = modelTransform(of: view)
    var alpha = views[view].alpha
    if let animation = poseAnimations[view] {
      let t = animation.progress.start > time ? 0 : animation.progress.value(at: time)
      transform = animation.from.interpolated(to: animation.to, t).affine
    }
    if let fade = fades[view] {
      let t =
        fade.duration > 0 ? Swift.min(1, Swift.max(0, (time - fade.start) / fade.duration)) : 1
      alpha = fade.from + (fade.to - fade.from) * t
    }
    if !reducesMotion {
      // The float scales about the anchor under the view's own transform (Core Animation's
      // transform.scale) and moves its position on top (position.x and position.y).
      let ambient = ambientMotion(of: view)
      transform = AffineTransform2D(scaleX: Double(ambient.scale), y: Double(ambient.scale))
        .concatenating(transform)
        .concatenating(AffineTransform2D(translationX: ambient.offset.x, y: ambient.offset.y))
    }
    return (transform, alpha)
  }

  /// The floating and pointer-following motion of a view, on top of its model transform.
  ///
  /// Floating images drift as SlidingCarousel's endless animations did: y by 5 points over 2 s,
  /// x by 3 over 5 s, and scale to 1.1 over 3 s, eased in and out and reversing. Motion images
  /// follow the pointer by up to 15 points, in place of the device tilt.
  func ambientMotion(of view: Int) -> (scale: Double, offset: Point) {
    var scale = 1.0
    var offset = Point.zero
    let key = views[view].key
    if spec.floatingImages.containsUTF8(key) {
      func wave(_ period: Double) -> Double {
        // 0 → 1 → 0 over twice the one-way duration, eased like UIKit's ease-in-out.
        let phase = (time / period).truncatingRemainder(dividingBy: 2)
        let t = phase <= 1 ? phase : 2 - phase
        return Double(TimingCurve.easeInOut.value(at: Double(t)))
      }
      scale = 1 + 0.1 * wave(3)
      offset = Point(x: 3 * wave(5), y: 5 * wave(2))
    }
    if spec.motionEnabled, spec.motionImages.containsUTF8(key) {
      offset = Point(x: offset.x + pointer.x * 15, y: offset.y + pointer.y * 15)
    }
    return (scale, offset)
  }

  /// Whether floating images keep drifting, so a host showing the carousel keeps drawing frames.
  public var isFloating: Bool { !reducesMotion && !spec.floatingImages.isEmpty }

  /// Where the pointer is over the carousel, from (−1, −1) at the top left to (1, 1) at the
  /// bottom right; motion images follow it.
  package mutating func setPointer(_ position: Point) {
    guard position.x.isFinite, position.y.isFinite else { return }
    pointer = Point(
      x: Swift.min(1, Swift.max(-1, position.x)), y: Swift.min(1, Swift.max(-1, position.y)))
  }

  /// Turns decorative motion (floating, pointer following) off or on.
  package mutating func setReducesMotion(_ reduces: Bool) {
    reducesMotion = reduces
  }
}
