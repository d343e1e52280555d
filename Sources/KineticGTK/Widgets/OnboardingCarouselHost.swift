public import CGTK
public import Foundation
public import Kinetic

/// An onboarding carousel as a GTK 4 widget: Kinetic's ``OnboardingCarouselMachine`` shown with
/// real widgets.
///
/// Every image of the spec is a `GtkPicture`, the Skip and close buttons are `GtkButton`s, the
/// page texts are `GtkLabel`s and the page dots a row of small widgets, all placed on a
/// `GtkFixed` stage with the transforms and opacities the scene computes on every frame. Views
/// that clip their subviews (every element view of a SlidingCarousel file, the wrappers of
/// several views) become nested clip containers, so a screen sliding inside the phone is cut
/// at the phone's screen, rotated and scaled with it (see `OnboardingCarouselView+Stage.swift`).
///
/// Drag with a finger or the mouse, swipe on a touchpad, turn a wheel, or use the keyboard
/// (arrows, Page Up/Down, Home, End; Escape skips; Enter on the last page is Done). The
/// carousel is an accessible group labelled "Page N of M" whose description is the page's text,
/// updated whenever the pages settle; Skip and the close button are real buttons.
///
/// Motion is reduced when the configuration asks for it or GTK's `gtk-enable-animations`
/// setting is off; pages run right to left when the spec says so.
///
/// ## Lifetime
///
/// The view owns its widgets and callbacks; every C callback holds it weakly. Destroying the
/// window mid-animation is safe: when the carousel is hidden or leaves the screen its tick
/// callback goes (and comes back when it is shown again), a drag in progress is cancelled, and the handlers go when
/// the view is deinitialized or its widget destroyed.
@MainActor
public final class OnboardingCarouselView {
  /// How the pages are sized.
  public enum Sizing: Sendable, Hashable {
    /// Lays the pages out at this size (in points) and shows them at that size.
    case fixed(CGSize)
    /// Lays the pages out at this size and scales them uniformly to fit the space GTK gives the
    /// widget, centred.
    case scaledToFit(CGSize)

    /// The size the scene is laid out at.
    public var designSize: CGSize {
      switch self {
      case .fixed(let size), .scaledToFit(let size): size
      }
    }
  }

  /// A custom view the app registers under a key the spec's `customSubviews` names: where it
  /// goes and, optionally, the widget that shows it (an empty clear view otherwise).
  public struct CustomView {
    /// Its size, anchor and position in the container.
    public var layout: OnboardingScene.CustomView
    /// The widget shown in its bounds; the view takes a reference.
    public var widget: UnsafeMutablePointer<GtkWidget>?

    /// Creates a custom view.
    public init(layout: OnboardingScene.CustomView, widget: UnsafeMutablePointer<GtkWidget>? = nil)
    {
      self.layout = layout
      self.widget = widget
    }
  }

  /// The widget to add to a container.
  public let widget: UnsafeMutablePointer<GtkWidget>

  /// Receives every output of the machine with its time (seconds on the frame clock's timeline).
  public var onOutput: (@MainActor (OnboardingCarouselMachine.Output, Double) -> Void)?
  /// Called when the carousel settles on a page.
  public var onPageShown: (@MainActor (Int) -> Void)?
  /// Called when the user skips (`skipped`) or closes the carousel on a page.
  public var onClose: (@MainActor (_ page: Int, _ skipped: Bool) -> Void)?
  /// Receives what a screen reader should say.
  public var onAnnounce: (@MainActor (String) -> Void)?
  /// Called after the watched spec file changed and was read again: the document shown now, or
  /// why the file cannot be shown (the carousel keeps showing the last good one).
  public var onReload: (@MainActor (Result<Document, LoadError>) -> Void)?

  /// The carousel's configuration; setting it rebuilds the carousel on the page it shows.
  public var configuration: OnboardingCarouselMachine.Configuration {
    get { requested }
    set {
      requested = newValue
      rebuild(keepingPage: true)
    }
  }

  /// The spec shown.
  public internal(set) var spec: OnboardingSpec
  /// How the pages are sized.
  public let sizing: Sizing

  var requested: OnboardingCarouselMachine.Configuration
  var machine: OnboardingCarouselMachine
  var images: [String: OnboardingAssets.Found]
  var customViews: [String: CustomView]
  let customAnimations: [String: OnboardingScene.CustomAnimation]
  /// Host time (frame clock, seconds) at which the machine's clock read 0.
  var origin: Double?
  /// The stage: a clipping box the size of the design holding the root `GtkFixed`.
  let stage: UnsafeMutablePointer<GtkWidget>
  let stageFixed: UnsafeMutablePointer<GtkFixed>
  var parts: [ViewParts?] = []
  var structure: [StageStructure.Host] = []
  var textures: [URL: OpaquePointer] = [:]
  var dots: [UnsafeMutablePointer<GtkWidget>] = []
  var shownDot = -1
  let connections = SignalConnections()
  /// Connections to the current build's buttons, replaced on every rebuild.
  var partConnections = SignalConnections()
  var controllers = EventControllers()
  var drag = DragTracking()
  var isContinuousScrolling = false
  var heldKeys = HeldKeys()
  /// The frame-clock tick, running while the carousel moves or floats and is shown.
  private(set) lazy var ticker = FrameTicker(widget: widget)
  var isSyncing = false
  var isTornDown = false
  var monitor: SpecFileMonitor?
  /// Counts spec loads started off the main thread; only the latest one's result is shown.
  var loadGeneration = 0
  var document: Document?
  var latestLabel = ""
  var latestDescription = ""

  /// Creates a carousel for `spec`, finding its images in `assets`.
  ///
  /// Images that cannot be found show as nothing (0×0, as SlidingCarousel showed them); use
  /// ``load(url:assets:)`` first to report them.
  ///
  /// - Parameters:
  ///   - spec: the carousel.
  ///   - assets: where its images are.
  ///   - sizing: how the pages are sized; 320×568 points scaled to fit unless told.
  ///   - configuration: reduced motion, auto-advance, right to left.
  ///   - customViews: the custom views the spec names, by key.
  ///   - customAnimations: the custom animations the spec names, by key.
  public init(
    spec: OnboardingSpec, assets: OnboardingAssets,
    sizing: Sizing = .scaledToFit(CGSize(width: 320, height: 568)),
    configuration: OnboardingCarouselMachine.Configuration = .init(),
    customViews: [String: CustomView] = [:],
    customAnimations: [String: OnboardingScene.CustomAnimation] = [:]
  ) {
    precondition(gtk_is_initialized() != 0, "Create an OnboardingCarouselView after GTK starts")
    MainQueueBridge.install()
    var problems = Diagnostics()
    let found = assets.images(for: spec, root: nil, &problems)
    self.spec = spec
    self.sizing = sizing
    self.images = found
    self.customViews = customViews
    self.customAnimations = customAnimations
    requested = configuration
    for view in customViews.values {
      if let custom = view.widget { g_object_ref_sink(custom) }
    }
    machine = Self.makeMachine(
      spec: spec, sizing: sizing, images: found, customViews: customViews,
      customAnimations: customAnimations, configuration: configuration)
    widget = Self.newWidget(gtk_box_get_type(), role: GTK_ACCESSIBLE_ROLE_GROUP)
    g_object_ref_sink(widget)
    guard let stage = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0),
      let fixed = cgtk_widget_new_with_role(gtk_fixed_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)
    else {
      preconditionFailure("GTK could not create the carousel's widgets")
    }
    self.stage = stage
    stageFixed = UnsafeMutableRawPointer(fixed).assumingMemoryBound(to: GtkFixed.self)
    buildFrame(fixed: fixed)
    installInput()
    connections.connect(widget, "unrealize") { [weak self] in
      self?.cancelDrag()
      self?.stopTicking()
    }
    // Hidden (another page of the gallery's stack, say), nothing ticks, floating included: the
    // carousel costs no CPU until it is shown again.
    connections.connect(widget, "unmap") { [weak self] in self?.stopTicking() }
    connections.connect(widget, "map") { [weak self] in self?.scheduleTicks() }
    connections.connect(widget, "destroy") { [weak self] in self?.tearDown() }
    if let settings = gtk_settings_get_default() {
      connections.connectNotify(settings, property: "gtk-enable-animations") { [weak self] in
        self?.refreshMotionPreference()
      }
    }
    if !animationsEnabled { rebuild(keepingPage: false) } else { buildParts() }
    sync()
    updateAccessibility()
  }

  isolated deinit {
    tearDown()
    releaseParts()
    for texture in textures.values { g_object_unref(texture.instance) }
    for view in customViews.values {
      if let custom = view.widget { g_object_unref(custom) }
    }
    g_object_unref(widget)
  }

  // MARK: State

  /// The page the carousel rests on (or last rested on).
  public var page: Int { machine.page }

  /// The number of pages.
  public var pageCount: Int { machine.pageCount }

  /// Whether the user has skipped or closed the carousel.
  public var isClosed: Bool { machine.isClosed }

  /// Whether pages run right to left (the configuration's or the spec's choice).
  public var isRightToLeft: Bool { machine.configuration.isRightToLeft }

  /// Whether motion is reduced (the configuration's choice, or GTK's animations are off).
  public var reducesMotion: Bool { machine.configuration.reducesMotion }

  /// The scene as it shows now: every view, where the scroll and the animations put it.
  public var scene: OnboardingScene { machine.scene }

  /// The spec's document when it was loaded from a file, with its warnings.
  public var loadedDocument: Document? { document }

  // MARK: Actions

  /// Scrolls to `page`, animated; `false` when there is no such page (or the carousel closed).
  @discardableResult
  public func goTo(page: Int) -> Bool {
    refreshMotionPreference()
    let time = now
    let exists = machine.goTo(page: page, at: machineTime(time))
    perform(machine.tick(at: machineTime(time)), at: time)
    return exists
  }

  /// Turns to the next page, or closes as Done on the last one.
  public func next() {
    refreshMotionPreference()
    let time = now
    perform(machine.next(at: machineTime(time)), at: time)
  }

  /// Turns to the previous page; `false` on the first.
  @discardableResult
  public func previous() -> Bool {
    goTo(page: machine.targetPage - 1)
  }

  /// Closes the carousel on the current page, as its close button does (`skipped` for Skip).
  public func close(skipped: Bool = false) {
    let time = now
    perform(machine.close(at: machineTime(time), skipped: skipped), at: time)
  }

  /// Starts again from the first page, open, every animation from the beginning.
  public func restart() {
    rebuild(keepingPage: false)
  }

  // MARK: Outputs

  func perform(_ outputs: Outputs<OnboardingCarouselMachine.Output>, at time: Double) {
    for output in outputs {
      onOutput?(output, time)
      switch output {
      case .pageShown(let page):
        onPageShown?(page)
        updateAccessibility()
      case .closed(let page, let skipped):
        updateAccessibility()
        onClose?(page, skipped)
      case .announce(let message):
        onAnnounce?(message)
      }
      // A callback may have torn the view down (closed the window).
      if isTornDown { return }
    }
    sync()
    scheduleTicks()
  }

  // MARK: Time

  /// Now, on the frame clock's timeline (GLib's monotonic clock), in seconds.
  var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

  /// A host time on the machine's clock, which starts when the carousel is first shown.
  func machineTime(_ hostTime: Double) -> Double {
    guard let origin else { return 0 }
    return max(0, hostTime - origin)
  }

  /// Whether the machine or the scene's endless motion needs frames.
  var needsFrames: Bool {
    !machine.isClosed && (machine.needsTicks || machine.scene.isFloating)
  }

  /// Whether the frame clock is driving the carousel.
  public var isTicking: Bool { ticker.isTicking }

  func scheduleTicks() {
    guard !ticker.isTicking, !isTornDown, origin == nil || needsFrames,
      gtk_widget_get_mapped(widget) != 0
    else { return }
    ticker.start { [weak self] frameTime in self?.ticked(at: frameTime) ?? false }
  }

  private func ticked(at frameTime: Double) -> Bool {
    guard !isTornDown else { return false }
    // The machine's clock starts with the first frame, so the first page's items pop in then.
    if origin == nil { origin = frameTime }
    perform(machine.tick(at: machineTime(frameTime)), at: frameTime)
    return !isTornDown && needsFrames
  }

  func stopTicking() {
    ticker.stop()
  }

  // MARK: Building

  static func makeMachine(
    spec: OnboardingSpec, sizing: Sizing, images: [String: OnboardingAssets.Found],
    customViews: [String: CustomView],
    customAnimations: [String: OnboardingScene.CustomAnimation],
    configuration: OnboardingCarouselMachine.Configuration
  ) -> OnboardingCarouselMachine {
    let scene = OnboardingScene(
      spec: spec, size: sizing.designSize, imageSizes: images.mapValues(\.size),
      customViews: customViews.mapValues(\.layout), customAnimations: customAnimations)
    return OnboardingCarouselMachine(scene: scene, configuration: configuration)
  }

  /// Builds a new machine with the effective configuration, on the page shown now or on the
  /// first, and new widgets for its views.
  ///
  /// The machine's clock restarts: a page other than the first is reached at once (the
  /// machine's jump, animations finished), and the clock's origin moves so that it carries on
  /// from there.
  func rebuild(keepingPage: Bool) {
    guard !isTornDown else { return }
    let page = keepingPage ? min(machine.targetPage, max(0, spec.pages - 1)) : 0
    cancelDrag()
    machine = Self.makeMachine(
      spec: spec, sizing: sizing, images: images, customViews: customViews,
      customAnimations: customAnimations, configuration: effectiveConfiguration)
    if page > 0 {
      let time = 0.001
      machine.jump(toPage: page, at: time)
      origin = now - time
    } else {
      origin = gtk_widget_get_mapped(widget) != 0 ? now : nil
    }
    buildParts()
    stopTicking()
    sync()
    updateAccessibility()
    scheduleTicks()
  }

  /// The configuration the machine runs: the requested one, with motion reduced when GTK's
  /// `gtk-enable-animations` setting is off.
  var effectiveConfiguration: OnboardingCarouselMachine.Configuration {
    var effective = requested
    effective.reducesMotion = requested.reducesMotion || !animationsEnabled
    return effective
  }

  /// Whether the user wants animations (`gtk-enable-animations`).
  var animationsEnabled: Bool {
    cgtk_settings_get_enable_animations(gtk_widget_get_settings(widget)) != 0
  }

  func refreshMotionPreference() {
    if effectiveConfiguration.reducesMotion != machine.configuration.reducesMotion {
      rebuild(keepingPage: true)
    }
  }

  // MARK: Accessibility

  /// Labels the group "Page N of M" and describes it with the page's text; once closed, says so.
  func updateAccessibility() {
    let count = max(1, machine.pageCount)
    let shown = min(max(0, machine.page), count - 1)
    let label = "Page \(shown + 1) of \(count)"
    latestLabel = label
    label.withCString { cgtk_accessible_set_label(widget, $0) }
    let text = spec.pageTexts[shown] ?? "Onboarding"
    // A page's text usually ends a sentence already.
    let sentence = text.last.map { ".!?…".contains($0) } == true ? text : text + "."
    let description =
      machine.isClosed
      ? "Closed on page \(shown + 1)" : sentence + " Swipe, or use the arrow keys, to turn the page"
    latestDescription = description
    description.withCString { cgtk_accessible_set_description(widget, $0) }
  }

  /// The accessible label, as set last ("Page 2 of 5").
  public var accessibleLabel: String { latestLabel }

  /// The accessible description, as set last: the page's text and how to turn the page.
  public var accessibleDescription: String { latestDescription }

  // MARK: Teardown

  /// Disconnects every handler and removes the controllers, the tick and the file monitor.
  ///
  /// Safe to call twice.
  func tearDown() {
    guard !isTornDown else { return }
    isTornDown = true
    stopTicking()
    cancelDrag()
    monitor = nil
    connections.disconnectAll()
    partConnections.disconnectAll()
    controllers.removeAll(from: widget)
  }

  /// A new, floating widget of `type` with an accessible role (a construct-only property).
  static func newWidget(_ type: GType, role: GtkAccessibleRole) -> UnsafeMutablePointer<GtkWidget> {
    var value = GValue()
    g_value_init(&value, gtk_accessible_role_get_type())
    g_value_set_enum(&value, gint(role.rawValue))
    defer { g_value_unset(&value) }
    let object = "accessible-role".withCString { name in
      var names: [UnsafePointer<CChar>?] = [name]
      return g_object_new_with_properties(type, 1, &names, &value)
    }
    guard let object else { preconditionFailure("g_object_new returned NULL") }
    return UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
  }
}
