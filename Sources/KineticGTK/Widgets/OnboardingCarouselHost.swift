package import CGTK
import Glibc
@_spi(Hosts) package import Kinetic
import KineticCairo
import KineticGObject

/// The behaviour of a `KineticOnboardingCarousel`: Kinetic's ``OnboardingCarouselMachine`` shown
/// with real widgets, owned by the widget.
///
/// Every image of the spec is a `GtkPicture`, the Skip and close buttons are `GtkButton`s, the
/// page texts are `GtkLabel`s and the page dots a row of small widgets, all placed on a stage (a
/// clipping box holding a `KineticStage`, the widget's one child) with the transforms and opacities
/// the scene computes on every frame (see `OnboardingCarouselHost+Stage.swift`). The host
/// measures the widget, allocates the stage (scaled to fit, or at the design size), draws the
/// focus ring over it, and turns the class's actions, the widget's text direction and the
/// `ControlSurface`'s ticks and scrolls into the machine's input.
///
/// Drags take a capture-phase `GtkGestureDrag` of their own rather than the surface's pointer
/// stream: the surface's controller runs in the bubble phase, after the buttons on the stage
/// have claimed their presses, and a swipe that starts on Skip must page.
@MainActor
package final class OnboardingCarouselHost: WidgetHost, WidgetClassHost, @MainActor ControlLoopHost
{
  /// The widget class this host is the Swift side of.
  static var widgetType: GType { kinetic_onboarding_carousel_get_type() }

  typealias Sizing = OnboardingCarouselView.Sizing
  typealias CustomView = OnboardingCarouselView.CustomView
  typealias Document = OnboardingCarouselView.Document
  typealias LoadError = OnboardingCarouselView.LoadError

  /// Receives every output of the machine with its time (seconds on the frame clock's timeline).
  var onOutput: (@MainActor (OnboardingCarouselMachine.Output, TimeInterval) -> Void)?
  /// Called when the carousel settles on a page.
  var onPageShown: (@MainActor (Int) -> Void)?
  /// Called when the user skips (`skipped`) or closes the carousel on a page.
  var onClose: (@MainActor (_ page: Int, _ skipped: Bool) -> Void)?
  /// Receives what a screen reader should say.
  var onAnnounce: (@MainActor (String) -> Void)?
  /// Called after the watched spec file changed and was read again.
  var onReload: (@MainActor (Result<Document, LoadError>) -> Void)?

  /// The configuration asked for (its `isRightToLeft` is the widget's direction's business).
  var requested = OnboardingCarouselMachine.Configuration()
  /// The spec shown.
  var spec = OnboardingCarouselSpec()
  /// How the pages are sized.
  var sizing: Sizing = .scaledToFit(Size(width: 320, height: 568))
  /// The built-in texts: in the user's language unless the app set them.
  var texts = Texts()
  package var machine: OnboardingCarouselMachine
  package var loop = ControlLoop<OnboardingCarouselMachine.Output>()
  var images: [String: OnboardingCarouselAssets.Found] = [:]
  var customViews: [String: CustomView] = [:]
  var customAnimations: [String: OnboardingCarouselScene.CustomAnimation] = [:]
  /// Host time (frame clock, seconds) at which the machine's clock read 0.
  var origin: Double?
  /// The stage: a clipping box the size of the design holding the root `KineticStage`.
  let stage: UnsafeMutablePointer<GtkWidget>
  package let stageFixed: OpaquePointer
  var parts: [ViewParts?] = []
  var structure: [StageStructure.Host] = []
  var textures: [String: OpaquePointer] = [:]
  var dots: [UnsafeMutablePointer<GtkWidget>] = []
  package var dotsRow: UnsafeMutablePointer<GtkWidget>?
  /// The current build's Skip buttons (held by their parts), whose label follows `skip-text`.
  var skipButtons: [UnsafeMutablePointer<GtkWidget>] = []
  var shownDot = -1
  /// Connections to the current build's buttons, replaced on every rebuild.
  var partConnections = SignalConnections()
  var controllers = EventControllers()
  var isContinuousScrolling = false
  /// The calls an app made before a spec was shown, made once one is.
  var earlyCalls: [EarlyCall] = []
  /// Each pointer of the drag with the stage placement its last point was mapped through, how far
  /// its scene points are shifted to stay continuous across a new placement, and that point.
  var heldPointers:
    [PointerID: (placement: (scale: Double, offset: Point), shift: Vector, location: Point)] = [:]
  var isSyncing = false
  /// The transform last given to each placed widget, so an unchanged one is not given again.
  var appliedTransforms: [UnsafeMutableRawPointer: AffineTransform2D] = [:]
  var monitor: SpecFileMonitor?
  /// The spec load in progress off the main thread, cancelled when a newer one starts.
  var currentLoad: SpecLoad?
  /// When the floating images last moved while nothing else did.
  var lastFloatingTick: TimeInterval?
  var document: Document?
  var latestLabel = ""
  var latestDescription = ""
  /// The spec file named through `file` or `spec-path`, its assets folder, and whether it is
  /// watched.
  var specPath: String?
  var assetsPath: String?
  var reloadsOnChange = false
  /// Whether a change to the watched file is read on the main thread (a file shown with the
  /// blocking `show(contentsOf:)`), rather than off it.
  var reloadsOnMainThread = false
  /// Whether the widget's direction (or the spec) runs the pages right to left, as last built.
  private var builtRightToLeft = false

  override init(widget: UnsafeMutablePointer<GtkWidget>) {
    machine = OnboardingCarouselMachine(
      scene: OnboardingCarouselScene(
        spec: OnboardingCarouselSpec(), size: Size(width: 320, height: 568)))
    guard let stage = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0),
      let fixed = kinetic_stage_new()
    else {
      preconditionFailure("GTK could not create the carousel's widgets")
    }
    self.stage = stage
    stageFixed = OpaquePointer(fixed)
    super.init(widget: widget)
    texts = Self.properties.read(settings, from: widget).texts
    surface.focusesOnPress = false
    surface.onScroll = { [weak self] event in self?.scrolled(event) ?? false }
    buildFrame(fixed: fixed)
    installInput()
    // Hidden or gone, a drag ends where it is (it can no longer be let go of here).
    connections.connect(widget, "unmap") { [weak self] in self?.cancelDrag() }
    connections.connect(widget, "unrealize") { [weak self] in self?.cancelDrag() }
    // Shown for the first time, the machine's clock starts with the first frame.
    connections.connect(widget, "map") { [weak self] in self?.scheduleTicks() }
    if let settings = gtk_settings_get_default() {
      connections.connectNotify(settings, property: "gtk-enable-animations") { [weak self] in
        self?.refreshMotionPreference()
      }
      // The text size changed (GNOME's Large Text): the page texts take as many lines as it needs.
      connections.connectNotify(settings, property: "gtk-xft-dpi") { [weak self] in
        guard let self else { return }
        for part in parts {
          guard let label = part?.content, gtk_widget_has_css_class(label, "onboarding-text") != 0
          else { continue }
          fitLines(of: label)
        }
      }
    }
    rebuild(keepingPage: false)
  }

  override func tearDown() {
    guard !isTornDown else { return }
    isTornDown = true
    cancelDrag()
    monitor = nil
    cancelLoad()
    onOutput = nil
    onPageShown = nil
    onClose = nil
    onAnnounce = nil
    onReload = nil
    partConnections.disconnectAll()
    // Handlers first: removing the controllers finalizes them.
    connections.disconnectAll()
    controllers.removeAll(from: widget)
    releaseParts()
    for texture in textures.values { g_object_unref(texture.instance) }
    textures = [:]
    for view in customViews.values {
      if let custom = view.widget { g_object_unref(custom) }
    }
    customViews = [:]
    super.tearDown()
  }

  // MARK: Properties

  /// What the carousel's plain properties set: the machine's configuration and the sizing.
  struct Settings {
    var configuration: OnboardingCarouselMachine.Configuration
    var sizing: Sizing
    var texts: Texts

    var designWidth: Double {
      get { sizing.designSize.width }
      set { sizing = sizing.with(width: newValue) }
    }
    var designHeight: Double {
      get { sizing.designSize.height }
      set { sizing = sizing.with(height: newValue) }
    }
    var scalesToFit: Bool {
      get { sizing.scales }
      set { sizing = newValue ? .scaledToFit(sizing.designSize) : .fixed(sizing.designSize) }
    }
    /// `auto-advance-interval`: negative for none.
    var autoAdvanceInterval: Double {
      get { configuration.autoAdvance ?? -1 }
      set { configuration.autoAdvance = newValue < 0 ? nil : newValue }
    }
  }

  /// The carousel's own texts (a spec's texts are the spec's).
  struct Texts: Equatable {
    /// The skip button's text.
    var skip = "Skip"
    /// The accessible label; `%1$u` is the page's number and `%2$u` the number of pages.
    var pageLabel = "Page %1$u of %2$u"
    /// How to turn the pages, after the page's text in the accessible description.
    var hint = "Swipe, or use the arrow keys, to turn the page"
  }

  private static let properties = ControlProperties<Settings>([
    .string(KINETIC_ONBOARDING_CAROUSEL_PROP_SKIP_TEXT, \.texts.skip),
    .string(KINETIC_ONBOARDING_CAROUSEL_PROP_PAGE_LABEL, \.texts.pageLabel),
    .string(KINETIC_ONBOARDING_CAROUSEL_PROP_HINT, \.texts.hint),
    .double(KINETIC_ONBOARDING_CAROUSEL_PROP_DESIGN_WIDTH, \.designWidth),
    .double(KINETIC_ONBOARDING_CAROUSEL_PROP_DESIGN_HEIGHT, \.designHeight),
    .bool(KINETIC_ONBOARDING_CAROUSEL_PROP_SCALES_TO_FIT, \.scalesToFit),
    .bool(KINETIC_ONBOARDING_CAROUSEL_PROP_REDUCES_MOTION, \.configuration.reducesMotion),
    .double(KINETIC_ONBOARDING_CAROUSEL_PROP_AUTO_ADVANCE_INTERVAL, \.autoAdvanceInterval),
    .double(
      KINETIC_ONBOARDING_CAROUSEL_PROP_AUTO_ADVANCE_RESUME_DELAY,
      \.configuration.autoAdvanceResumeDelay),
  ])

  private var settings: Settings {
    Settings(configuration: requested, sizing: sizing, texts: texts)
  }

  override func propertyChanged(_ id: guint) {
    switch KineticOnboardingCarouselProperty(rawValue: id) {
    case KINETIC_ONBOARDING_CAROUSEL_PROP_FILE:
      openFile(g_value_get_object(stored(KINETIC_ONBOARDING_CAROUSEL_PROP_FILE)))
    case KINETIC_ONBOARDING_CAROUSEL_PROP_SPEC_PATH:
      let path = g_value_get_string(stored(KINETIC_ONBOARDING_CAROUSEL_PROP_SPEC_PATH))
        .map { String(cString: $0) }
      openSpec(path: path.flatMap { $0.isEmpty ? nil : $0 })
    case KINETIC_ONBOARDING_CAROUSEL_PROP_ASSETS_PATH:
      assetsPath = g_value_get_string(stored(KINETIC_ONBOARDING_CAROUSEL_PROP_ASSETS_PATH))
        .map { String(cString: $0) }
    case KINETIC_ONBOARDING_CAROUSEL_PROP_RELOADS_ON_CHANGE:
      setReloadsOnChange(
        g_value_get_boolean(stored(KINETIC_ONBOARDING_CAROUSEL_PROP_RELOADS_ON_CHANGE)) != 0)
    default:
      guard Self.properties.contains(id) else { return }
      let new = Self.properties.read(settings, from: widget)
      if new.sizing != sizing { setSizing(new.sizing) }
      if new.configuration != requested { configure(new.configuration) }
      if new.texts != texts { setTexts(new.texts) }
      Self.properties.store(settings, in: widget)
    }
  }

  /// Applies new built-in texts where the carousel stands (a swipe under way goes on): Skip's
  /// label and the accessible texts follow.
  private func setTexts(_ new: Texts) {
    texts = new
    for button in skipButtons {
      gtk_button_set_label(
        UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self), new.skip)
    }
    updateAccessibility()
  }

  /// Shows the spec `file` (a `GFile`) set as the `file` property: only a local file can be read.
  private func openFile(_ file: gpointer?) {
    guard let file else { return openSpec(path: nil) }
    guard let path = g_file_get_path(OpaquePointer(file)) else {
      // Not a local file (a URI GIO reaches only through a VFS): say so through `error`, and keep
      // showing the spec shown.
      let uri = g_file_get_uri(OpaquePointer(file))
      let name = uri.map { String(cString: $0) } ?? "the file"
      g_free(uri)
      kinetic_onboarding_carousel_take_error(
        widget,
        kinetic_onboarding_carousel_new_error(
          0, "\(name): error: cannot read the spec: only local files can be shown"))
      storeSource()
      return
    }
    defer { g_free(path) }
    openSpec(path: String(cString: path))
  }

  /// Stores the spec file's path (as `file` and `spec-path`), the assets' folder and
  /// `reloads-on-change` in the class's properties, which notify those that changed.
  func storeSource() {
    // The app's own GFile stays while it names the spec shown.
    let storedFile = g_value_get_object(stored(KINETIC_ONBOARDING_CAROUSEL_PROP_FILE))
    let storedPath = storedFile.flatMap { g_file_get_path(OpaquePointer($0)) }
    defer { g_free(storedPath) }
    if storedPath.map({ String(cString: $0) }) != specPath {
      store(KINETIC_ONBOARDING_CAROUSEL_PROP_FILE) { value in
        g_value_take_object(
          value, specPath.map { UnsafeMutableRawPointer(g_file_new_for_path($0)) })
      }
    }
    store(KINETIC_ONBOARDING_CAROUSEL_PROP_SPEC_PATH, string: specPath)
    store(KINETIC_ONBOARDING_CAROUSEL_PROP_ASSETS_PATH, string: assetsPath)
    store(KINETIC_ONBOARDING_CAROUSEL_PROP_RELOADS_ON_CHANGE) {
      g_value_set_boolean($0, self.reloadsOnChange ? 1 : 0)
    }
  }

  /// Applies a configuration (rebuilding on the page shown) and notifies what changed.
  func configure(_ configuration: OnboardingCarouselMachine.Configuration) {
    var configuration = configuration
    configuration.isRightToLeft = false
    let old = requested
    guard configuration != old else { return }
    requested = configuration
    // Auto-advance and reduced motion change where the carousel stands (a swipe under way goes
    // on); the direction takes a new machine.
    if machine.reconfigure(effectiveConfiguration, at: machineTime(now)) {
      scheduleTicks()
    } else {
      rebuild(keepingPage: true)
    }
    Self.properties.store(settings, in: widget)
  }

  /// Lays the pages out at another size, or stops or starts scaling them; notifies what changed.
  func setSizing(_ new: Sizing) {
    let new = new.drawable
    let old = sizing
    guard new != old else { return }
    sizing = new
    applySizing()
    rebuild(keepingPage: true)
    gtk_widget_queue_resize(widget)
    Self.properties.store(settings, in: widget)
  }

  /// Starts or stops watching the spec file.
  func setReloadsOnChange(_ reloads: Bool) {
    guard reloads != reloadsOnChange else { return }
    reloadsOnChange = reloads
    watchSpecFile()
    storeSource()
  }

  /// The scroll position in pages (1.5: halfway between the second page and the third).
  var position: Double {
    let width = Double(machine.scene.pageWidth)
    guard width > 0 else { return 0 }
    return Double(machine.scene.offset) / width
  }

  /// Stores `n-pages`, `page` and `position`, which notify when they changed, and enables the
  /// previous page's action where there is one.
  func notifyObservedValues() {
    guard !isTornDown else { return }
    store(KINETIC_ONBOARDING_CAROUSEL_PROP_N_PAGES, uint: UInt32(clamping: machine.pageCount))
    store(KINETIC_ONBOARDING_CAROUSEL_PROP_PAGE, uint: UInt32(clamping: machine.page))
    store(KINETIC_ONBOARDING_CAROUSEL_PROP_POSITION, double: position)
    // A closed carousel pages no more, and there is no page before the first (a key bound to a
    // disabled action goes on to the surroundings).
    let isOpen = !machine.isClosed
    setAction("onboarding-carousel.next", enabled: isOpen)
    setAction("onboarding-carousel.skip", enabled: isOpen)
    setAction("onboarding-carousel.previous", enabled: isOpen && machine.targetPage > 0)
  }

  // MARK: Actions

  override func activateAction(_ name: String, parameter: OpaquePointer?) {
    switch name {
    case "onboarding-carousel.next": goTo(page: machine.targetPage + 1)
    case "onboarding-carousel.previous": previous()
    case "onboarding-carousel.skip": close(skipped: true)
    default: break
    }
  }

  /// A call an app made before the carousel showed a spec.
  enum EarlyCall {
    case goTo(Int)
    case jump(Int)
    case next
    case previous
    case close(skipped: Bool)
  }

  /// Keeps `call` for when a spec is shown, when none is yet (its file still loading).
  ///
  /// Returns whether it kept the call. A few are kept, so that calls made in a loop cannot pile
  /// up.
  private func keepsForLater(_ call: EarlyCall) -> Bool {
    guard machine.pageCount == 0 else { return false }
    if earlyCalls.count < 16 { earlyCalls.append(call) }
    return true
  }

  /// Makes the calls kept while no spec was shown, in order, once one is.
  func makeEarlyCalls() {
    guard machine.pageCount > 0 else { return }
    let calls = earlyCalls
    earlyCalls = []
    for call in calls {
      switch call {
      case .goTo(let page): goTo(page: page)
      case .jump(let page): jump(toPage: page)
      case .next: next()
      case .previous: previous()
      case .close(let skipped): close(skipped: skipped)
      }
    }
  }

  /// Scrolls to `page`, animated; `false` when there is no such page (or the carousel closed).
  @discardableResult
  func goTo(page: Int) -> Bool {
    if keepsForLater(.goTo(page)) { return true }
    refreshMotionPreference()
    let time = now
    let exists = machine.goTo(page: page, at: machineTime(time))
    perform(machine.tick(at: machineTime(time)), at: time)
    return exists
  }

  /// Puts the carousel on `page` at once.
  @discardableResult
  func jump(toPage page: Int) -> Bool {
    if keepsForLater(.jump(page)) { return true }
    let time = now
    let exists = machine.jump(toPage: page, at: machineTime(time))
    perform(machine.tick(at: machineTime(time)), at: time)
    return exists
  }

  /// Turns to the next page, or closes as Done on the last one.
  func next() {
    if keepsForLater(.next) { return }
    refreshMotionPreference()
    let time = now
    perform(machine.next(at: machineTime(time)), at: time)
  }

  /// Turns to the page before.
  func previous() {
    if keepsForLater(.previous) { return }
    goTo(page: machine.targetPage - 1)
  }

  /// Closes the carousel on the current page, as its close button does (`skipped` for Skip).
  func close(skipped: Bool) {
    if keepsForLater(.close(skipped: skipped)) { return }
    let time = now
    perform(machine.close(at: machineTime(time), skipped: skipped), at: time)
  }

  // MARK: Outputs

  package func carryOut(_ output: OnboardingCarouselMachine.Output, at time: TimeInterval) {
    onOutput?(output, time)
    switch output {
    case .pageShown(let page):
      onPageShown?(page)
      updateAccessibility()
      notifyObservedValues()
      // A handler may have destroyed the widget (closed the window).
      if !isTornDown { kinetic_onboarding_carousel_emit_page_changed(widget, guint(page)) }
    case .closed(let page, let skipped):
      updateAccessibility()
      kinetic_onboarding_carousel_set_actions_enabled(widget, 0)
      onClose?(page, skipped)
      if !isTornDown { kinetic_onboarding_carousel_emit_closed(widget, skipped.gboolean) }
    case .announce(let message):
      onAnnounce?(message)
    }
  }

  /// Places the stage's widgets, stores `page`, `n-pages` and `position`, and ticks while the
  /// machine or the floating images move.
  package func outputsCarried() {
    sync()
    notifyObservedValues()
    scheduleTicks()
  }

  package func startTicking() { scheduleTicks() }

  // MARK: Time

  /// A host time on the machine's clock, which starts when the carousel is first shown.
  func machineTime(_ hostTime: TimeInterval) -> TimeInterval {
    guard let origin else { return 0 }
    return max(0, hostTime - origin)
  }

  /// Whether the machine or the scene's endless motion needs frames: a closed carousel's pages
  /// still come to rest on a page.
  var needsFrames: Bool {
    machine.needsTicks || !machine.isClosed && machine.scene.isFloating
  }

  /// Whether the frame clock is driving the carousel.
  package var isTicking: Bool { surface.isTicking }

  func scheduleTicks() {
    guard !surface.isTicking, !isTornDown, origin == nil || needsFrames,
      gtk_widget_get_mapped(widget) != 0
    else { return }
    // Hidden, it waits: its clock, its turns and auto-advance are what the user sees.
    surface.startTicking(hiddenRate: 0) { [weak self] frameTime in
      self?.ticked(at: frameTime) ?? false
    }
  }

  private func ticked(at frameTime: TimeInterval) -> Bool {
    guard !isTornDown else { return false }
    // The machine's clock starts with the first frame, so the first page's items pop in then.
    if origin == nil { origin = frameTime }
    // At rest only the floating images move, a few points a second: they are moved
    // `floatingRate` times a second rather than on every frame, and the frames between draw
    // nothing, so a carousel left open costs little (make bench-startup's idle CPU: 5 % of a
    // core under llvmpipe's GL, where every frame cost 30 % or more).
    let floatingOnly = !machine.needsTicks && machine.scene.isFloating
    if floatingOnly, let lastFloat = lastFloatingTick,
      frameTime - lastFloat < 1 / Self.floatingRate, frameTime >= lastFloat
    {
      return needsFrames
    }
    lastFloatingTick = floatingOnly ? frameTime : nil
    perform(machine.tick(at: machineTime(frameTime)), at: frameTime)
    return !isTornDown && needsFrames
  }

  /// How many times a second the floating images move while nothing else does.
  static let floatingRate: TimeInterval = 5

  // MARK: Building

  /// The spec the scene is built from: the spec shown, right to left when the widget's direction
  /// (or the spec) says so.
  private var effectiveSpec: OnboardingCarouselSpec {
    var effective = spec
    effective.isRightToLeft = spec.isRightToLeft || isWidgetRightToLeft
    return effective
  }

  /// Whether the widget's text direction is right to left.
  var isWidgetRightToLeft: Bool { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }

  /// Builds a new machine with the effective configuration, on the page shown now or on the
  /// first, and new widgets for its views.
  ///
  /// The machine's clock restarts: a page other than the first is reached at once (the
  /// machine's jump, animations finished), and the clock's origin moves so that it carries on
  /// from there.
  func rebuild(keepingPage: Bool) {
    guard !isTornDown else { return }
    let shown = machine.page
    let page = keepingPage ? min(machine.targetPage, max(0, spec.pages - 1)) : 0
    cancelDrag()
    appliedTransforms.removeAll()
    let built = effectiveSpec
    builtRightToLeft = built.isRightToLeft
    let scene = OnboardingCarouselScene(
      spec: built, size: sizing.designSize, imageSizes: images.mapValues(\.size),
      customViews: customViews.mapValues(\.layout), customAnimations: customAnimations)
    machine = OnboardingCarouselMachine(scene: scene, configuration: effectiveConfiguration)
    if page > 0 {
      let time = 0.001
      machine.jump(toPage: page, at: time)
      _ = machine.tick(at: time)  // The page it showed: no page change to report.
      origin = now - time
    } else {
      origin = gtk_widget_get_mapped(widget) != 0 ? now : nil
    }
    kinetic_onboarding_carousel_set_actions_enabled(widget, 1)
    buildParts()
    surface.stopTicking()
    sync()
    updateAccessibility()
    notifyObservedValues()
    scheduleTicks()
    // A turn cut short (the page was heading for another) ends on that page: reported as the
    // turn would have.
    if keepingPage, page != shown {
      var outputs = Outputs<OnboardingCarouselMachine.Output>()
      outputs.append(.pageShown(page))
      outputs.append(.announce(machine.pageAnnouncement(page)))
      perform(outputs, at: now)
    }
    makeEarlyCalls()
  }

  /// The configuration the machine runs: the requested one, with motion reduced when GTK's
  /// `gtk-enable-animations` setting is off.
  var effectiveConfiguration: OnboardingCarouselMachine.Configuration {
    var effective = requested
    effective.reducesMotion = requested.reducesMotion || !surface.animationsEnabled
    return effective
  }

  /// Follows `gtk-enable-animations` where the carousel stands: a swipe under way goes on.
  func refreshMotionPreference() {
    guard effectiveConfiguration.reducesMotion != machine.configuration.reducesMotion else {
      return
    }
    if machine.reconfigure(effectiveConfiguration, at: machineTime(now)) {
      scheduleTicks()
      gtk_widget_queue_draw(widget)
    } else {
      rebuild(keepingPage: true)
    }
  }

  override func styleChanged() {
    // The direction decides where later pages sit, which way the keys and drags page, where
    // Skip sits and which way the dots run: a change rebuilds on the page shown.
    if effectiveSpec.isRightToLeft != builtRightToLeft {
      rebuild(keepingPage: true)
    }
    gtk_widget_queue_draw(widget)
  }

  // MARK: Custom views

  /// Takes a widget from a `.ui` file's `<child type="view:KEY">`.
  override func addChild(type: String?, child: UnsafeMutableRawPointer) -> Bool {
    guard let key = type, !key.isEmpty, !isTornDown else { return false }
    let widget = child.assumingMemoryBound(to: GtkWidget.self)
    let layout = customViews[key]?.layout ?? defaultLayout(for: widget)
    setCustomView(CustomView(layout: layout, widget: widget), forKey: key)
    return true
  }

  /// Registers (or with `nil` removes) the custom view `key`, rebuilding on the page shown.
  func setCustomView(_ view: CustomView?, forKey key: String) {
    if let custom = view?.widget { g_object_ref_sink(custom) }
    if let old = customViews[key]?.widget {
      if gtk_widget_get_parent(old) != nil { gtk_widget_unparent(old) }
      g_object_unref(old)
    }
    customViews[key] = view
    rebuild(keepingPage: true)
  }

  /// A `<custom-views>` `<view>`'s layout (width, height, x, y, anchor x, anchor y); a size or
  /// position that is not a number stays as it was, or as ``defaultLayout(for:)`` has it.
  func setCustomViewLayout(key name: String, _ values: [Double]) {
    let existing = customViews[name]
    var layout =
      existing?.layout ?? existing?.widget.map(defaultLayout(for:))
      ?? OnboardingCarouselScene.CustomView(
        size: .zero, anchor: Point(x: 0.5, y: 0.5), position: designCentre)
    if !values[0].isNaN { layout.size.width = values[0] }
    if !values[1].isNaN { layout.size.height = values[1] }
    if !values[2].isNaN { layout.position.x = values[2] }
    if !values[3].isNaN { layout.position.y = values[3] }
    layout.anchor = Point(x: values[4], y: values[5])
    customViews[name] = CustomView(layout: layout, widget: existing?.widget)
    rebuild(keepingPage: true)
  }

  /// A custom view's place when nothing says: its size request (its natural size when unset),
  /// centred on the design.
  private func defaultLayout(for widget: UnsafeMutablePointer<GtkWidget>)
    -> OnboardingCarouselScene.CustomView
  {
    var width: Int32 = -1
    var height: Int32 = -1
    gtk_widget_get_size_request(widget, &width, &height)
    if width < 0 {
      gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
    }
    if height < 0 {
      gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, nil, &height, nil, nil)
    }
    return OnboardingCarouselScene.CustomView(
      size: Size(width: Double(max(0, width)), height: Double(max(0, height))),
      anchor: Point(x: 0.5, y: 0.5), position: designCentre)
  }

  private var designCentre: Point {
    Point(x: sizing.designSize.width / 2, y: sizing.designSize.height / 2)
  }

  // MARK: Layout and drawing

  override func measure(_ orientation: GtkOrientation, forSize: Int32) -> (
    minimum: Int32, natural: Int32
  ) {
    let design = roundedDesign
    let size = orientation == GTK_ORIENTATION_HORIZONTAL ? design.width : design.height
    return (scalesToFit ? 0 : size, size)
  }

  /// The design size in whole pixels, the stage's size.
  var roundedDesign: (width: Int32, height: Int32) {
    (
      Int32(max(1, min(10_000, sizing.designSize.width.rounded()))),
      Int32(max(1, min(10_000, sizing.designSize.height.rounded())))
    )
  }

  /// Allocates the stage at its design size, scaled to fit (or not) and centred.
  override func sizeAllocate(width: Int32, height: Int32) {
    let design = roundedDesign
    let placement = stagePlacement
    var offset = graphene_point_t(x: Float(placement.offset.x), y: Float(placement.offset.y))
    var transform = gsk_transform_translate(nil, &offset)
    if placement.scale != 1 {
      transform = gsk_transform_scale(transform, Float(placement.scale), Float(placement.scale))
    }
    var minimum: Int32 = 0
    gtk_widget_measure(stage, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
    gtk_widget_measure(stage, GTK_ORIENTATION_VERTICAL, -1, &minimum, nil, nil, nil)
    gtk_widget_allocate(stage, design.width, design.height, -1, transform)
  }

  override func snapshot(_ snapshot: OpaquePointer) {
    guard gtk_widget_has_visible_focus(widget) != 0 else { return }
    let placement = stagePlacement
    let design = roundedDesign
    let frame = Rect(
      x: placement.offset.x, y: placement.offset.y,
      width: Double(design.width) * placement.scale,
      height: Double(design.height) * placement.scale)
    var bounds = graphene_rect_t()
    graphene_rect_init(
      &bounds, Float(frame.minX), Float(frame.minY), Float(frame.width), Float(frame.height))
    guard let context = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
    defer { cairo_destroy(context) }
    Self.drawFocusRing(in: context, frame: frame)
  }

  /// The keyboard focus ring, inside the stage's edge: a light ring between two dark ones, so
  /// that it shows on dark artwork and on light artwork alike.
  package static func drawFocusRing(in context: OpaquePointer, frame: Rect) {
    let rings: [(inset: Double, width: Double, grey: Double, alpha: Double)] = [
      (2.5, 5, 0.07, 0.85),  // Dark outline under everything.
      (2.5, 2, 1, 1),  // The light ring.
    ]
    for ring in rings {
      let rect = frame.insetBy(dx: ring.inset, dy: ring.inset)
      guard rect.width > 0, rect.height > 0 else { continue }
      cairo_set_source_rgba(context, ring.grey, ring.grey, ring.grey, ring.alpha)
      cairo_set_line_width(context, ring.width)
      cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
      cairo_stroke(context)
    }
  }

  // MARK: Accessibility

  /// Labels the group "Page N of M" and describes it with the page's text and how to turn the
  /// page; once closed, with the page's text alone.
  func updateAccessibility() {
    let count = max(1, machine.pageCount)
    let shown = min(max(0, machine.page), count - 1)
    let label = substitute([String(shown + 1), String(count)], into: texts.pageLabel)
    latestLabel = label
    label.withCString { cgtk_accessible_set_label(widget, $0) }
    var parts: [String] = []
    if let text = spec.pageTexts[shown], !text.isEmpty {
      // A page's text usually ends a sentence already.
      parts.append(text.last.map { ".!?…".contains($0) } == true ? text : text + ".")
    }
    if !machine.isClosed, !texts.hint.isEmpty { parts.append(texts.hint) }
    let description = parts.joined(separator: " ")
    latestDescription = description
    description.withCString { cgtk_accessible_set_description(widget, $0) }
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

extension OnboardingCarouselView.Sizing {
  /// Whether the pages scale to fit the widget.
  var scales: Bool {
    if case .scaledToFit = self { return true }
    return false
  }

  /// The same sizing at another design width.
  func with(width: Double) -> Self {
    let size = Size(width: width, height: designSize.height)
    return scales ? .scaledToFit(size) : .fixed(size)
  }

  /// The same sizing at another design height.
  func with(height: Double) -> Self {
    let size = Size(width: designSize.width, height: height)
    return scales ? .scaledToFit(size) : .fixed(size)
  }

  /// The same sizing with a design size GTK can draw (``SurfaceLimits``): 1 to 4,096 points
  /// each way, SlidingCarousel's 320 × 568 for what is not a number.
  var drawable: Self {
    let size = Size(
      width: SurfaceLimits.length(designSize.width, minimum: 1, fallback: 320),
      height: SurfaceLimits.length(designSize.height, minimum: 1, fallback: 568))
    return scales ? .scaledToFit(size) : .fixed(size)
  }
}
