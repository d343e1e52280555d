import CKineticLibc

/// The headless onboarding carousel: pages a finger, a touchpad or the keyboard turns, driving an
/// ``OnboardingCarouselScene``.
///
/// Feed it input with ``handle(_:)``, call ``tick(at:)`` on every frame while ``needsTicks``, and
/// draw ``scene``. A drag follows the finger with rubber banding at the ends and settles on a
/// page on release (a flick turns one page); the arrow keys, Page Up/Down, Home and End page;
/// Escape skips; ``goTo(page:at:)``, ``next(at:)`` and ``close(at:skipped:)`` do the same from the app or
/// an assistive technology. Auto-advance turns the pages on a timer that pauses while the user
/// interacts. Right-to-left carousels mirror the keys and drags.
public struct OnboardingCarouselMachine: Control {
  /// How the carousel behaves beyond what its spec says.
  public struct Configuration: ControlConfiguration {
    /// Whether to avoid decorative motion: pages change with a short cross-fade-like spring
    /// instead of a bouncy one.
    public var reducesMotion = false
    /// Seconds each page rests before the next automatic page turn; `nil` (the default unless
    /// the spec sets `autoAdvance`) turns none.
    ///
    /// The timer starts once a page has settled, so every interval (even one shorter than the
    /// paging spring) shows each page at rest, with its `page` event and announcement.
    public var autoAdvance: TimeInterval?
    /// How long auto-advance waits after the user's last interaction, in seconds.
    public var autoAdvanceResumeDelay: TimeInterval = 4
    /// Whether pages run right to left.
    public var isRightToLeft = false

    /// The defaults.
    public init() {}
  }

  /// Something the host must do.
  public enum Output: Sendable, Hashable {
    /// The carousel settled on a page (the `page` event).
    case pageShown(Int)
    /// The user skipped or closed on a page (the original's `didCloseOnPage`).
    case closed(page: Int, skipped: Bool)
    /// Say this to screen-reader users: "Page 2 of 5", and the page's text.
    case announce(String)
  }

  /// The carousel's configuration.
  public private(set) var configuration: Configuration
  /// The views and where the scroll has put them.
  public private(set) var scene: OnboardingCarouselScene
  /// The page the carousel rests on (or last rested on).
  public private(set) var page = 0
  /// Whether the carousel has been closed.
  public var isClosed: Bool {
    if case .closed = phase { return true }
    return false
  }
  /// The latest time the machine has been told of, in seconds.
  public private(set) var time: TimeInterval = 0

  /// Whether the carousel is open, and where its auto-advance stands: the only source of
  /// ``isClosed``.
  private var phase = Phase.open(autoAdvance: .off)

  private var axis: ScrollAxis
  private var pan = PanRecognizer(
    configuration: .init(minimumDistance: 8, axis: .horizontal, maximumPointers: 1))
  private var dragStartPage = 0
  private var lastInteraction: TimeInterval = 0
  private var touchpadTranslation: Double?
  private var touchpadVelocity = ScalarVelocityTracker()
  /// When the latest reduced-motion page change began its fade-in.
  private var fadeStart: TimeInterval?
  /// The page last reported as shown (the first page counts as shown from the start).
  private var reportedPage: Int? = 0
  /// What `goTo(page:at:)` produced (a page shown at once, under reduced motion), which the
  /// next `tick(at:)` hands over.
  private var deferred = Outputs<Output>()

  /// Creates a carousel at rest on its first page.
  public init(scene: OnboardingCarouselScene, configuration: Configuration = Configuration()) {
    var configuration = configuration
    if configuration.autoAdvance == nil { configuration.autoAdvance = scene.spec.autoAdvance }
    if scene.spec.isRightToLeft { configuration.isRightToLeft = true }
    self.configuration = configuration
    self.scene = scene
    self.scene.setReducesMotion(configuration.reducesMotion)
    let width = scene.pageWidth
    var scrolling = ScrollAxis.Configuration()
    scrolling.bounceSpring = Self.bounceSpring(reducesMotion: configuration.reducesMotion)
    axis = ScrollAxis(
      contentLength: width * Double(Swift.max(1, scene.pageCount)), viewportLength: width,
      configuration: scrolling)
    // The original's view controller scrolled once by hand so the first page's items pop in.
    self.scene.scroll(to: 0, at: 0)
    scheduleAdvance()
  }

  /// The spring that settles the pages: shorter when motion is reduced.
  private static func bounceSpring(reducesMotion: Bool) -> DampedSpring {
    DampedSpring(duration: reducesMotion ? 0.25 : 0.45, bounce: 0)
  }

  /// The page count.
  public var pageCount: Int { scene.pageCount }

  /// Whether the scroll, the scene's animations, a fade or auto-advance need the host's frames.
  public var needsTicks: Bool {
    switch phase {
    case .open(autoAdvance: .at), .open(autoAdvance: .awaitingSettling): return true
    case .open(autoAdvance: .off), .closed: break
    }
    return axis.isMoving || scene.needsTicks || pageOpacity < 1 || !deferred.isEmpty
  }

  /// How opaque the pages are drawn: 1, except for 0.25 s after a page changed at once under
  /// reduced motion, when the new page fades in from the backdrop (a cross-fade without motion).
  public var pageOpacity: Double {
    guard let fadeStart else { return 1 }
    return Swift.min(1, Swift.max(0, (time - fadeStart) / 0.25))
  }

  /// Whether a finger holds the pages.
  public var isDragging: Bool { axis.isDragging }

  // MARK: Input

  /// Handles one input event.
  public mutating func handle(_ event: InputEvent) -> Outputs<Output> {
    var outputs = advance(to: event.time)
    guard !isClosed else { return outputs }
    switch event {
    case .pointer(let pointer): handlePointer(pointer, into: &outputs)
    case .scroll(let scroll): handleScroll(scroll, into: &outputs)
    case .key(let key): handleKey(key, into: &outputs)
    }
    syncScene(into: &outputs)
    return outputs
  }

  /// Applies `configuration` at `time`, where the carousel stands, unless the direction
  /// changes.
  ///
  /// A finger's drag or a page turn under way goes on, and the next automatic turn is timed
  /// anew: `autoAdvance` after `time` (the host's now: at rest nothing has told the machine the
  /// time since the last input), and no sooner than `autoAdvanceResumeDelay` after the user's
  /// last interaction. Reduced motion takes effect at once: the floating pictures and the
  /// parallax background still, the next settle short (a turn under way keeps its spring).
  /// Returns `false`, changing nothing, when the direction changes: a new machine (on a new
  /// scene) takes that.
  ///
  /// `autoAdvance` left `nil` is the spec's, as ``init(scene:configuration:)`` takes it.
  public mutating func reconfigure(_ configuration: Configuration, at time: TimeInterval) -> Bool {
    var new = configuration
    if new.autoAdvance == nil { new.autoAdvance = scene.spec.autoAdvance }
    if scene.spec.isRightToLeft { new.isRightToLeft = true }
    let old = self.configuration
    guard new.isRightToLeft == old.isRightToLeft else { return false }
    self.configuration = new
    if new.reducesMotion != old.reducesMotion {
      scene.setReducesMotion(new.reducesMotion)
      axis.configuration.bounceSpring = Self.bounceSpring(reducesMotion: new.reducesMotion)
    }
    let retimed =
      new.autoAdvance != old.autoAdvance
      || new.autoAdvanceResumeDelay != old.autoAdvanceResumeDelay
    // A page that turned by itself is timed once it rests, with the new interval.
    if retimed, case .open(let autoAdvance) = phase {
      if case .awaitingSettling = autoAdvance { return true }
      scheduleAdvance(from: time.isUsableTime ? Swift.max(self.time, time) : self.time)
    }
    return true
  }

  /// Lets time pass.
  public mutating func tick(at time: TimeInterval) -> Outputs<Output> {
    var outputs = deferred
    deferred = Outputs()
    outputs.append(contentsOf: advance(to: time))
    syncScene(into: &outputs)
    return outputs
  }

  /// A drag direction in the page order: positive moves towards later pages.
  private func pageward(_ dx: Double) -> Double { configuration.isRightToLeft ? dx : -dx }

  private mutating func handlePointer(_ event: PointerEvent, into outputs: inout Outputs<Output>) {
    // A finger's press and its release both count: a turn that fell due while the finger held
    // the pages waits its resume delay after the release, rather than following the release at
    // once.
    if event.phase != .move { interacted() }
    guard let gesture = pan.handle(event) else {
      if event.phase == .up, !axis.isDragging { tapped(at: event.location, into: &outputs) }
      return
    }
    // The axis scrolls towards later pages as the finger moves against the page order.
    let translation = -pageward(Double(gesture.translation.dx))
    switch gesture.phase {
    case .began:
      dragStartPage = page
      axis.beginDrag(at: time)
      axis.drag(by: translation)
    case .changed:
      axis.drag(by: translation)
    case .ended:
      axis.drag(by: translation)
      release(velocity: -pageward(Double(gesture.velocity.dx)))
    case .cancelled:
      // The system took the finger away (a window hidden, a dialog shown): the swipe did not
      // happen, and the pages go back to the one it started on, as AdwCarousel's do.
      axis.endDrag(velocity: 0, at: time)
      settle(on: dragStartPage)
    }
  }

  private mutating func handleScroll(_ event: ScrollEvent, into outputs: inout Outputs<Output>) {
    interacted()
    let delta = Double(event.delta.dx != 0 ? event.delta.dx : event.delta.dy)
    switch event.source {
    case .wheel:
      // A wheel click turns a page.
      guard delta != 0, delta.isFinite, !axis.isDragging else { return }
      let step = configuration.isRightToLeft && event.delta.dx != 0 ? -1 : 1
      goTo(page: targetPage + (delta > 0 ? step : -step))
    case .continuous(let phase):
      guard !pan.isActive, event.delta.dx != 0 || phase != .changed || touchpadTranslation != nil
      else { return }
      if touchpadTranslation == nil, phase != .ended {
        dragStartPage = page
        axis.beginDrag(at: time)
        touchpadTranslation = 0
        touchpadVelocity.reset()
        touchpadVelocity.add(0, at: time)
      }
      guard var translation = touchpadTranslation else { return }
      let dx = Double(event.delta.dx)
      if dx.isFinite { translation -= configuration.isRightToLeft ? -dx : dx }
      touchpadTranslation = translation
      touchpadVelocity.add(Double(translation), at: time)
      axis.drag(by: translation)
      if phase == .ended {
        touchpadTranslation = nil
        release(velocity: Double(touchpadVelocity.velocity(at: time)))
      }
    }
  }

  private mutating func handleKey(_ event: KeyEvent, into outputs: inout Outputs<Output>) {
    guard event.phase == .press else { return }
    interacted()
    let forward: Key = configuration.isRightToLeft ? .left : .right
    let back: Key = configuration.isRightToLeft ? .right : .left
    switch event.key {
    case forward, .pageDown: goTo(page: targetPage + 1)
    case back, .pageUp: goTo(page: targetPage - 1)
    case .home: goTo(page: 0)
    case .end: goTo(page: pageCount - 1)
    case .escape: outputs.append(contentsOf: close(skipped: true))
    case .return, .keypadEnter, .space:
      // On the last page, Enter is Done.
      if targetPage == pageCount - 1 { outputs.append(contentsOf: close(skipped: false)) }
    default: break
    }
  }

  /// A tap on Skip or on the close button closes the carousel.
  private mutating func tapped(at location: Point, into outputs: inout Outputs<Output>) {
    for view in scene.drawingOrder.reversed() {
      let content = scene.views[view].content
      guard content == .skip || isClose(content) else { continue }
      if scene.containerFrame(of: view).contains(location) {
        outputs.append(contentsOf: close(skipped: content == .skip))
        return
      }
    }
  }

  private func isClose(_ content: OnboardingCarouselScene.Content) -> Bool {
    if case .close = content { return true }
    return false
  }

  /// The finger lifted: settle on the page the release points at, at most one page away.
  private mutating func release(velocity: Double) {
    axis.endDrag(velocity: velocity, at: time)
    let width = scene.pageWidth
    guard width > 0 else { return }
    // The velocity is in drag terms (towards the content's end lowers the offset).
    let projected = axis.offset - Deceleration.fast.projectedDistance(velocity: velocity)
    let nearest = scene.page(at: projected / width)
    let target = Swift.min(Swift.max(nearest, dragStartPage - 1), dragStartPage + 1)
    settle(on: target)
  }

  // MARK: API

  /// The page the carousel is heading for: where a settle in progress lands, so that a second
  /// ``next(at:)`` before the first one settled turns one page further, as AdwCarousel does.
  public var targetPage: Int {
    let width = scene.pageWidth
    guard width > 0 else { return 0 }
    return scene.page(at: (axis.bounceTarget ?? axis.offset) / width)
  }

  /// Scrolls to `page`, animated.
  ///
  /// Returns whether the page exists, as the original's `goToPage` did. What the move reports
  /// (`pageShown` at once, under reduced motion) comes from the next ``tick(at:)``.
  @discardableResult
  public mutating func goTo(page: Int, at time: TimeInterval) -> Bool {
    var outputs = advance(to: time)
    interacted()
    let exists = goTo(page: page)
    syncScene(into: &outputs)
    deferred.append(contentsOf: outputs)
    return exists
  }

  @discardableResult
  private mutating func goTo(page target: Int) -> Bool {
    guard !isClosed, target >= 0, target < pageCount else { return false }
    settle(on: target)
    return true
  }

  /// Puts the carousel on `page` at once, without animation.
  ///
  /// A host rebuilding the carousel on the page it showed uses it. The scene passes the pages in
  /// between as a drag would, so their transitions leave it as a scroll to `target` would.
  /// Returns whether the page exists. A new page reports `pageShown` from the next
  /// ``tick(at:)``, as ``goTo(page:at:)`` does.
  @discardableResult
  public mutating func jump(toPage target: Int, at time: TimeInterval) -> Bool {
    var outputs = advance(to: time)
    guard !isClosed, target >= 0, target < pageCount else { return false }
    if !axis.isDragging { scene.passPages(toward: target, at: time) }
    axis.jump(to: Double(target) * scene.pageWidth)
    syncScene(into: &outputs)
    scene.finishAnimations()
    deferred.append(contentsOf: outputs)
    return true
  }

  /// Where the pointer is over the carousel, from (−1, −1) at the top left to (1, 1) at the
  /// bottom right; the spec's motion images follow it.
  public mutating func setPointer(_ position: Point) {
    scene.setPointer(position)
  }

  /// Turns to the next page, or closes on the last one (a Next/Done button).
  public mutating func next(at time: TimeInterval) -> Outputs<Output> {
    var outputs = advance(to: time)
    interacted()
    if targetPage >= pageCount - 1 {
      outputs.append(contentsOf: close(skipped: false))
    } else {
      goTo(page: targetPage + 1)
    }
    syncScene(into: &outputs)
    return outputs
  }

  /// Closes the carousel on the current page, as Skip (`skipped`) or Done do.
  public mutating func close(at time: TimeInterval, skipped: Bool) -> Outputs<Output> {
    var outputs = advance(to: time)
    outputs.append(contentsOf: close(skipped: skipped))
    return outputs
  }

  private mutating func close(skipped: Bool) -> Outputs<Output> {
    var outputs = Outputs<Output>()
    guard !isClosed else { return outputs }
    phase = .closed
    // A closed carousel comes to rest on the page nearest to where the pages stand (a swipe under
    // a finger or a touchpad let go, a turn under way cut short; ``needsTicks`` until they rest),
    // and says so before `closed`, so that no page changes after it.
    if axis.isDragging { axis.endDrag(velocity: 0, at: time) }
    touchpadTranslation = nil
    let width = scene.pageWidth
    let nearest =
      width > 0
      ? Swift.min(Swift.max(scene.page(at: axis.offset / width), 0), Swift.max(0, pageCount - 1))
      : page
    if axis.offset != Double(nearest) * width { settle(on: nearest) }
    if nearest != reportedPage {
      page = nearest
      reportedPage = nearest
      outputs.append(.pageShown(nearest))
      outputs.append(.announce(pageAnnouncement(nearest)))
    }
    outputs.append(.closed(page: nearest, skipped: skipped))
    return outputs
  }

  private mutating func settle(on target: Int) {
    let width = scene.pageWidth
    let clamped = Swift.min(Swift.max(target, 0), Swift.max(0, pageCount - 1))
    if configuration.reducesMotion, !axis.isDragging, clamped != targetPage {
      // Reduced motion: a page turned by a key, a button or the timer changes at once and fades
      // in (``pageOpacity``) instead of sliding; a released drag still eases home.
      axis.jump(to: Double(clamped) * width)
      fadeStart = time
    } else {
      axis.settle(at: Double(clamped) * width, time: time)
    }
  }

  // MARK: Auto-advance

  private mutating func interacted() {
    lastInteraction = time
    scheduleAdvance()
  }

  /// Times the next automatic turn `autoAdvance` after `start` (the machine's time unless
  /// given), and no sooner than the resume delay after the user's last interaction.
  private mutating func scheduleAdvance(from start: TimeInterval? = nil) {
    guard !isClosed else { return }
    guard let interval = configuration.autoAdvance, interval > 0, pageCount > 1 else {
      phase = .open(autoAdvance: .off)
      return
    }
    let resumes = lastInteraction > 0 ? lastInteraction + configuration.autoAdvanceResumeDelay : 0
    phase = .open(autoAdvance: .at(Swift.max((start ?? time) + interval, resumes)))
  }

  // MARK: Time

  private mutating func advance(to newTime: TimeInterval) -> Outputs<Output> {
    let outputs = Outputs<Output>()
    guard newTime.isUsableTime, newTime > time else { return outputs }
    time = newTime
    axis.tick(at: time)
    scene.tick(at: time)
    if case .open(autoAdvance: .at(let due)) = phase, time >= due, !axis.isDragging {
      // The last page loops back to the first, so an unattended carousel keeps showing itself.
      let target = targetPage + 1 < pageCount ? targetPage + 1 : 0
      settle(on: target)
      // The next turn is timed from when this page rests (``syncScene(into:)``), so a short
      // interval never turns a page that is still sliding in.
      phase = .open(autoAdvance: .awaitingSettling)
    }
    return outputs
  }

  /// Hands the scroll's offset to the scene and reports a page settled.
  private mutating func syncScene(into outputs: inout Outputs<Output>) {
    // A settling page lands once the spring is within half a point: its tail is invisible, and
    // the page (and its pop-ins) should not wait for it.
    if let target = axis.bounceTarget, abs(axis.offset - target) < 0.5 {
      axis.jump(to: target)
    }
    let offset = axis.offset
    if offset != scene.offset {
      scene.scroll(to: offset, at: time)
      let width = scene.pageWidth
      if width > 0, !axis.isDragging, fmod(offset, width) == 0 {
        let settled = scene.page(at: offset / width, rounding: .towardZero)
        if settled != reportedPage {
          page = settled
          reportedPage = settled
          outputs.append(.pageShown(settled))
          outputs.append(.announce(pageAnnouncement(settled)))
        }
      }
    }
    if case .open(autoAdvance: .awaitingSettling) = phase, !axis.isMoving, !axis.isDragging {
      if let interval = configuration.autoAdvance {
        phase = .open(autoAdvance: .at(time + interval))
      } else {
        phase = .open(autoAdvance: .off)
      }
    }
  }

  /// "Page 2 of 5", and the page's text.
  public func pageAnnouncement(_ page: Int) -> String {
    // `page + 1` would overflow for the largest `Int`, which an app may pass.
    let position = "Page \(page < Int.max ? page + 1 : page) of \(pageCount)"
    guard let text = scene.spec.pageTexts[page] else { return position }
    return "\(position). \(text)"
  }
}

extension OnboardingCarouselMachine {
  /// Whether a carousel is open, and where its auto-advance stands: a closed carousel has no
  /// page turn to time.
  private enum Phase: Sendable {
    /// Open, its automatic page turns as `autoAdvance` says.
    case open(autoAdvance: AutoAdvance)
    /// Closed by Skip, Done or the app.
    case closed
  }

  /// Where auto-advance stands in an open carousel.
  private enum AutoAdvance: Sendable {
    /// No automatic page turn is due.
    case off
    /// The next page turns at this time.
    case at(TimeInterval)
    /// A page turned by itself and the next turn is timed once it rests.
    case awaitingSettling
  }
}
