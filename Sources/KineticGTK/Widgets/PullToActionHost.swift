import CGTK
import Glibc
@_spi(Hosts) package import Kinetic
package import KineticCairo
import KineticGObject

/// The behaviour of a `KineticPullToAction`: the machine, its input, scrolling, animation,
/// layout, drawing and accessibility, owned by the widget.
@MainActor
package final class PullToActionHost: WidgetHost, WidgetClassHost, @MainActor ControlLoopHost {
  /// The widget class this host is the Swift side of.
  static var widgetType: GType { kinetic_pull_to_action_get_type() }

  /// Learns of state changes and of the triggered action.
  weak var delegate: (any PullToActionDelegate)?
  /// Receives every output of the machine with its time, once the host has applied it.
  package var onOutput: (@MainActor (PullToActionMachine.Output, TimeInterval) -> Void)?
  /// Receives what a screen reader should say.
  var onAnnounce: (@MainActor (String) -> Void)?
  /// The work a trigger runs (Swift's `async` form of `triggered` plus `finish`).
  var action: (@MainActor () async -> PullToActionMachine.Outcome?)? {
    didSet { if action != nil { setAwaitsResult(true) } }
  }

  package var machine: PullToActionMachine
  package var loop = ControlLoop<PullToActionMachine.Output>()
  /// What the app asked for: every property but `state` and `pulled-amount`.
  private(set) var settings = Settings()
  /// The configuration the app asked for (the machine runs it adjusted: ``effectiveConfiguration``).
  var requested: PullToActionMachine.Configuration { settings.configuration }
  /// Whether a trigger waits for `finish` (or the action) before retracting.
  var awaitsResult: Bool { settings.awaitsResult }
  /// What assistive technologies call the action, as the app set it.
  var actionLabel: String { settings.actionLabel }
  /// The action's name as assistive technologies hear it: a built-in name in the user's
  /// language.
  private var spokenActionLabel: String {
    switch actionLabel {
    case "Refresh": translated("Refresh")
    case "Load more": translated("Load more")
    default: actionLabel
    }
  }
  /// The visualizer the machine runs, as it was given (the machine keeps only its hooks).
  private(set) var visualizer: any PullToActionVisualizer = .bottom
  /// Where the control stands, as the delegate last heard.
  private(set) var state = PullToActionMachine.State.idle
  /// The Swift status view whose widget is the status child, if it came from Swift.
  private(set) var statusView: (any PullToActionStatusView)?
  /// The look of the drawn status view and of the area the pull reveals: the theme's (through
  /// Kinetic's named colours, read from the widget's style) unless the app set its own.
  package var style: PullToActionStyle {
    get {
      if let style = customStyle ?? themedStyle { return style }
      // Read from the widget's style when it changes (a theme, an app's CSS), not every frame.
      let style = ThemePalette(widget: widget).pullToActionStyle
      themedStyle = style
      return style
    }
    set {
      customStyle = newValue
      keptLook = nil
      statusView?.apply(newValue)
      gtk_widget_queue_draw(widget)
    }
  }
  private var customStyle: PullToActionStyle?
  private var themedStyle: PullToActionStyle?
  /// The drawn status view's renderer, with the icons' colours it works out, kept from frame to
  /// frame until the style changes; its style is ``style``.
  package var look: Kept<PullToActionRenderer> {
    if let keptLook { return keptLook }
    let look = Kept(PullToActionRenderer(style: style))
    keptLook = look
    return look
  }
  private var keptLook: Kept<PullToActionRenderer>?
  /// Whether the style changed since a Swift status view was last given it.
  private var restyleStatusView = false

  let cache = SnapshotCache()
  var controllers = EventControllers()
  var isAllocating = false
  private var lastAnnouncement: String?
  /// Watches the window's focus while the widget is realized (see `installFocusFollowing`).
  var rootConnections: SignalConnections?
  private var actionTask: Task<Void, Never>?
  /// A scrollable content's adjustment bookkeeping and the indicator's motion
  /// (PullToActionHost+Scrollable.swift, PullToActionHost+Indicator.swift).
  var scrolling = PullToActionScrolling()
  /// Redraws the scroll indicator while it fades.
  let indicatorTicker: FrameTicker
  var isIndicatorFading = false

  override init(widget: UnsafeMutablePointer<GtkWidget>) {
    machine = PullToActionMachine(viewportSize: .zero, contentHeight: 0)
    indicatorTicker = FrameTicker(widget: widget)
    settings = Self.properties.read(Settings(), from: widget)
    super.init(widget: widget)
    // The pull's own drag gesture takes pointers (see `installInput`); the surface brings the
    // scrolls, the ticks and the animation preference.
    surface.focusesOnPress = false
    surface.onScroll = { [weak self] event in self?.scrolled(event) ?? false }
    installInput()
    installFocusFollowing()
    installAdjustmentFollowing()
    applyEffectiveConfiguration()
    updateAccessibility()
    PartNodes.attach(["status", "arrow", "indicator"], to: widget)
  }

  override func tearDown() {
    PartNodes.detach(from: widget)
    actionTask?.cancel()
    actionTask = nil
    indicatorTicker.stop()
    onOutput = nil
    onAnnounce = nil
    action = nil
    delegate = nil
    statusView = nil
    rootConnections?.disconnectAll()
    rootConnections = nil
    // The handlers first: the controllers they are connected to go with the last reference.
    super.tearDown()
    controllers.removeAll(from: widget)
  }

  /// The child the control scrolls.
  var content: UnsafeMutablePointer<GtkWidget>? {
    kinetic_pull_to_action_get_child(OpaquePointer(widget))
  }
  /// The widget shown in place of the drawn status view.
  var statusViewWidget: UnsafeMutablePointer<GtkWidget>? {
    kinetic_pull_to_action_get_status_view(OpaquePointer(widget))
  }

  // MARK: Layout and drawing (PullToActionHost+Layout.swift)

  override func measure(_ orientation: GtkOrientation, forSize: Int32) -> (
    minimum: Int32, natural: Int32
  ) {
    measureLayout(orientation)
  }

  override func sizeAllocate(width: Int32, height: Int32) {
    if restyleStatusView {
      // Now that GTK has styled the part nodes too: a Swift status view takes the new look.
      restyleStatusView = false
      if customStyle == nil { statusView?.apply(style) }
    }
    allocateLayout(width: width, height: height)
  }

  override func snapshot(_ snapshot: OpaquePointer) {
    drawSnapshot(snapshot)
  }

  // MARK: Properties

  /// What the app asks of a pull: the machine's configuration and what the host does itself.
  struct Settings {
    var configuration = PullToActionMachine.Configuration()
    var awaitsResult = false
    var actionLabel = "Refresh"
    /// The description at rest; nil describes the pull and its keys.
    var hint: String?
    var visualizer = KINETIC_PULL_TO_ACTION_VISUALIZER_BOTTOM

    /// The springs' durations and bounces, each set keeping the other.
    var springDuration: Double {
      get { configuration.spring.duration }
      set { configuration.spring = DampedSpring(duration: newValue, bounce: springBounce) }
    }
    var springBounce: Double {
      get { configuration.spring.bounce }
      set { configuration.spring = DampedSpring(duration: springDuration, bounce: newValue) }
    }
    var bounceDuration: Double {
      get { configuration.scrolling.bounceSpring.duration }
      set {
        configuration.scrolling.bounceSpring = DampedSpring(
          duration: newValue, bounce: bounceBounce)
      }
    }
    var bounceBounce: Double {
      get { configuration.scrolling.bounceSpring.bounce }
      set {
        configuration.scrolling.bounceSpring = DampedSpring(
          duration: bounceDuration, bounce: newValue)
      }
    }
    var rubberBand: Double {
      get { configuration.scrolling.rubberBand.constant }
      set { configuration.scrolling.rubberBand = RubberBand(constant: newValue) }
    }
    var decelerationRate: Double {
      get { configuration.scrolling.deceleration.rate }
      set { configuration.scrolling.deceleration = Deceleration(rate: newValue) }
    }
  }

  /// Every property the app sets; `state` and `pulled-amount` are the machine's, stored as it
  /// reports them.
  private static let properties = ControlProperties<Settings>([
    .double(KINETIC_PULL_TO_ACTION_PROP_PULL_THRESHOLD, \.configuration.pullThreshold),
    .double(KINETIC_PULL_TO_ACTION_PROP_EXECUTING_HEIGHT, \.configuration.executingHeight),
    .enumeration(
      KINETIC_PULL_TO_ACTION_PROP_EDGE, \.configuration.edge,
      [
        (.top, KINETIC_PULL_TO_ACTION_EDGE_TOP.rawValue),
        (.bottom, KINETIC_PULL_TO_ACTION_EDGE_BOTTOM.rawValue),
      ]),
    .enumeration(
      KINETIC_PULL_TO_ACTION_PROP_TRIGGER_MODE, \.configuration.triggerMode,
      [
        (.onRelease, KINETIC_PULL_TO_ACTION_TRIGGER_MODE_ON_RELEASE.rawValue),
        (.atThreshold, KINETIC_PULL_TO_ACTION_TRIGGER_MODE_AT_THRESHOLD.rawValue),
      ]),
    .double(
      KINETIC_PULL_TO_ACTION_PROP_MINIMUM_EXECUTING_DURATION,
      \.configuration.minimumExecutingDuration),
    .double(
      KINETIC_PULL_TO_ACTION_PROP_OUTCOME_DISPLAY_DURATION, \.configuration.outcomeDisplayDuration),
    .double(KINETIC_PULL_TO_ACTION_PROP_ARROW_TURN_DURATION, \.configuration.arrowTurnDuration),
    .double(KINETIC_PULL_TO_ACTION_PROP_SPRING_DURATION, \.springDuration),
    .double(KINETIC_PULL_TO_ACTION_PROP_SPRING_BOUNCE, \.springBounce),
    .bool(KINETIC_PULL_TO_ACTION_PROP_REDUCES_MOTION, \.configuration.reducesMotion),
    .bool(KINETIC_PULL_TO_ACTION_PROP_ENABLED, \.configuration.isEnabled),
    .string(KINETIC_PULL_TO_ACTION_PROP_PULLING_TEXT, \.configuration.textForStates[.pulling]),
    .string(KINETIC_PULL_TO_ACTION_PROP_TRIGGERED_TEXT, \.configuration.textForStates[.triggered]),
    .string(KINETIC_PULL_TO_ACTION_PROP_EXECUTING_TEXT, \.configuration.textForStates[.executing]),
    .string(
      KINETIC_PULL_TO_ACTION_PROP_RETRACTING_TEXT, \.configuration.textForStates[.retracting]),
    .string(KINETIC_PULL_TO_ACTION_PROP_SUCCESS_TEXT, \.configuration.successText),
    .string(KINETIC_PULL_TO_ACTION_PROP_NO_CHANGE_TEXT, \.configuration.noChangeText),
    .string(KINETIC_PULL_TO_ACTION_PROP_FAILURE_TEXT, \.configuration.failureText),
    .string(
      KINETIC_PULL_TO_ACTION_PROP_COMPLETED_ANNOUNCEMENT, \.configuration.completedAnnouncement),
    .double(KINETIC_PULL_TO_ACTION_PROP_RUBBER_BAND, \.rubberBand),
    .double(KINETIC_PULL_TO_ACTION_PROP_DECELERATION_RATE, \.decelerationRate),
    .double(KINETIC_PULL_TO_ACTION_PROP_BOUNCE_DURATION, \.bounceDuration),
    .double(KINETIC_PULL_TO_ACTION_PROP_BOUNCE_BOUNCE, \.bounceBounce),
    .bool(KINETIC_PULL_TO_ACTION_PROP_ALWAYS_BOUNCES, \.configuration.scrolling.alwaysBounces),
    .enumeration(
      KINETIC_PULL_TO_ACTION_PROP_VISUALIZER, \.visualizer,
      [
        KINETIC_PULL_TO_ACTION_VISUALIZER_BOTTOM, KINETIC_PULL_TO_ACTION_VISUALIZER_STRETCH,
        KINETIC_PULL_TO_ACTION_VISUALIZER_CUSTOM,
      ]
      .map { ($0, $0.rawValue) }),
    .bool(KINETIC_PULL_TO_ACTION_PROP_AWAITS_RESULT, \.awaitsResult),
    .string(KINETIC_PULL_TO_ACTION_PROP_ACTION_LABEL, \.actionLabel),
    .string(KINETIC_PULL_TO_ACTION_PROP_HINT, \.hint),
  ])

  override func propertyChanged(_ id: guint) {
    guard Self.properties.contains(id) else { return }
    var new = Self.properties.read(settings, from: widget)
    if new.configuration.edge != settings.configuration.edge {
      // Texts still at the old edge's defaults follow the edge.
      var moved = new.configuration
      moved.edge = settings.configuration.edge
      new.configuration = Self.moving(moved, to: new.configuration.edge)
    }
    let visualizerChanged = new.visualizer != settings.visualizer
    if visualizerChanged {
      switch new.visualizer {
      case KINETIC_PULL_TO_ACTION_VISUALIZER_BOTTOM: visualizer = .bottom
      case KINETIC_PULL_TO_ACTION_VISUALIZER_STRETCH: visualizer = .stretch
      default: new.visualizer = settings.visualizer  // A custom visualizer comes from Swift only.
      }
      machine.setVisualizer(visualizer)
    }
    apply(new)
    if visualizerChanged { refresh() }
  }

  private static func visualizerKind(_ visualizer: any PullToActionVisualizer)
    -> KineticPullToActionVisualizer
  {
    switch visualizer {
    case is PullToActionVisualizers.Bottom: KINETIC_PULL_TO_ACTION_VISUALIZER_BOTTOM
    case is PullToActionVisualizers.Stretch: KINETIC_PULL_TO_ACTION_VISUALIZER_STRETCH
    default: KINETIC_PULL_TO_ACTION_VISUALIZER_CUSTOM
    }
  }

  /// The configuration moved to `edge`, with texts still at the old edge's defaults following it.
  private static func moving(
    _ configuration: PullToActionMachine.Configuration, to edge: PullToActionMachine.Edge
  ) -> PullToActionMachine.Configuration {
    var moved = configuration
    moved.edge = edge
    // Compared as shown (a default reads in the user's language), stored in English: the
    // properties keep English texts, shown translated (``effectiveConfiguration``).
    let shown = localized(configuration)
    let oldDefaults = localized(PullToActionMachine.Configuration(edge: configuration.edge))
    let newDefaults = PullToActionMachine.Configuration(edge: edge)
    // Each text on its own: a page that set one keeps it, and the others still follow.
    for state in PullToActionMachine.State.allCases
    where shown.stateTexts[state] == oldDefaults.stateTexts[state] {
      moved.stateTexts[state] = newDefaults.stateTexts[state]
    }
    if shown.successText == oldDefaults.successText {
      moved.successText = newDefaults.successText
    }
    if shown.noChangeText == oldDefaults.noChangeText {
      moved.noChangeText = newDefaults.noChangeText
    }
    return moved
  }

  /// Applies settings (a pull in progress goes back to idle when the edge changes or the
  /// control is disabled; an executing action carries on) and stores them in the class's
  /// properties, which notify what changed.
  private func apply(_ new: Settings) {
    var new = new
    var configuration = new.configuration
    configuration.executingHeight = SurfaceLimits.length(
      configuration.executingHeight, fallback: PullToActionMachine.Configuration().executingHeight)
    // Texts held to the limits a play script's labels have (see SlideToConfirmHost.configure).
    configuration.textForStates = configuration.textForStates.mapValues {
      TextLimits.clamped($0, maximumCharacters: TextLimits.labelCharacters)
    }
    configuration.successText = TextLimits.clamped(
      configuration.successText, maximumCharacters: TextLimits.labelCharacters)
    configuration.noChangeText = TextLimits.clamped(
      configuration.noChangeText, maximumCharacters: TextLimits.labelCharacters)
    configuration.failureText = TextLimits.clamped(
      configuration.failureText, maximumCharacters: TextLimits.labelCharacters)
    if configuration.edge != settings.configuration.edge,
      ["Refresh", "Load more", translated("Refresh"), translated("Load more")].contains(
        new.actionLabel)
    {
      new.actionLabel = configuration.edge == .top ? "Refresh" : "Load more"
    }
    new.actionLabel = TextLimits.clamped(
      new.actionLabel, maximumCharacters: TextLimits.labelCharacters)
    new.configuration = configuration
    settings = new
    Self.properties.store(settings, in: widget)
    applyEffectiveConfiguration()
    gtk_widget_queue_resize(widget)
    updateAccessibility()
  }

  /// `configuration` with each text still at one of the core's English defaults (for either
  /// edge) in the user's language (kinetic-1's catalog); texts the app chose stay as they are.
  static func localized(_ configuration: PullToActionMachine.Configuration)
    -> PullToActionMachine.Configuration
  {
    var localized = configuration
    localized.textForStates = configuration.textForStates.mapValues(translatedBuiltIn)
    localized.successText = translatedBuiltIn(configuration.successText)
    localized.noChangeText = translatedBuiltIn(configuration.noChangeText)
    localized.failureText = translatedBuiltIn(configuration.failureText)
    localized.completedAnnouncement = translatedBuiltIn(configuration.completedAnnouncement)
    return localized
  }

  /// `text` in the user's language when it is one of the core's English texts, else as it is.
  private static func translatedBuiltIn(_ text: String) -> String {
    let top = PullToActionMachine.Configuration(edge: .top)
    let bottom = PullToActionMachine.Configuration(edge: .bottom)
    switch text {
    // The bottom edge's texts, which no property's default names.
    case "Pull to load more": return translated("Pull to load more")
    case "Release to load more": return translated("Release to load more")
    case "Loaded": return translated("Loaded")
    case "Nothing more": return translated("Nothing more")
    default:
      // The properties' defaults, marked for the catalog in the C class.
      let builtIn =
        Array(top.textForStates.values) + Array(bottom.textForStates.values) + [
          top.successText, top.noChangeText, top.failureText, top.completedAnnouncement,
        ]
      return builtIn.contains(text) ? translated(text) : text
    }
  }

  /// Applies a configuration (see ``apply(_:)``).
  func configure(_ configuration: PullToActionMachine.Configuration) {
    var new = settings
    new.configuration = configuration
    apply(new)
  }

  /// Replaces the visualizer; the status view's frame follows at once.
  func setVisualizer(_ visualizer: any PullToActionVisualizer) {
    self.visualizer = visualizer
    machine.setVisualizer(visualizer)
    var new = settings
    new.visualizer = Self.visualizerKind(visualizer)
    apply(new)
    refresh()
  }

  /// Sets whether a trigger waits for `finish` before retracting.
  func setAwaitsResult(_ awaits: Bool) {
    var new = settings
    new.awaitsResult = awaits
    apply(new)
  }

  /// Sets what assistive technologies call the action.
  func setActionLabel(_ label: String) {
    var new = settings
    new.actionLabel = label
    apply(new)
  }

  // MARK: Actions

  override func activateAction(_ name: String, parameter: OpaquePointer?) {
    switch name {
    case "pull-to-action.refresh": trigger()
    default: break
    }
  }

  /// Triggers the action as if pulled and released (does nothing unless idle and enabled).
  func trigger() {
    refreshMotionPreference()
    perform(machine.trigger(at: now), at: now)
  }

  /// Reports that the app's work is done, with the outcome to show (ignored unless executing).
  func actionCompleted(_ outcome: PullToActionMachine.Outcome?) {
    perform(machine.actionCompleted(outcome, at: now), at: now)
  }

  /// Moves from triggered to executing, for a visualizer that animates in the app.
  func executeAction() { perform(machine.executeAction(at: now), at: now) }

  /// Moves from retracting to idle, for a visualizer that animates in the app.
  func resetToIdle() { perform(machine.resetToIdle(at: now), at: now) }

  // MARK: Outputs

  /// Stores `state` and `pulled-amount`, then lays out and redraws (``refresh()``).
  package func outputsCarried() {
    notifyObservedValues()
    // Refresh runs the action from rest only: F5 while the pull retracts goes on to the window.
    setAction(
      "pull-to-action.refresh",
      enabled: machine.configuration.isEnabled && machine.state == .idle)
    refresh()
  }

  package func carryOut(_ output: PullToActionMachine.Output, at time: TimeInterval) {
    switch output {
    case .stateChanged(let old, let new):
      delegate?.willChange(from: old, to: new)
      state = new
      statusView?.update(for: new)
      delegate?.didChange(from: old, to: new)
      lastAnnouncement = nil
      updateAccessibility()
      notifyObservedValues()
    case .pulledAmountChanged(let amount):
      statusView?.update(pulledAmount: amount, threshold: machine.configuration.pullThreshold)
    case .triggeredAction:
      if let delegate { delegate.triggeredAction(PullToActionView(holding: widget)) }
      kinetic_pull_to_action_emit_triggered(widget)
      startAction()
    case .announce(let message):
      onAnnounce?(message)
      lastAnnouncement = message
      updateAccessibility()
    case .completed, .feedback:
      break
    }
    // After the host has taken the output in: a state change finds `state` already new.
    onOutput?(output, time)
  }

  private func notifyObservedValues() {
    store(KINETIC_PULL_TO_ACTION_PROP_STATE, enumeration: machine.state.kineticPullToActionState)
    store(KINETIC_PULL_TO_ACTION_PROP_PULLED_AMOUNT, double: machine.pulledAmount)
  }

  /// Hands the status view the latest model, queues a layout and starts ticking if needed.
  private func refresh() {
    statusView?.update(machine.renderModel)
    if !isAllocating { gtk_widget_queue_allocate(widget) }
    gtk_widget_queue_draw(widget)
    if machine.needsTicks { startTicking() }
  }

  private func startAction() {
    guard machine.state == .executing else { return }
    guard let action else {
      // Nobody reports a result: the control shows it worked, then retracts.
      if !awaitsResult { actionCompleted(nil) }
      return
    }
    actionTask?.cancel()
    actionTask = Task { @MainActor [weak self] in
      let outcome = await action()
      guard !Task.isCancelled, let self else { return }
      self.actionTask = nil
      self.actionCompleted(outcome)
    }
  }

  // MARK: Status view

  /// Shows a Swift status view in the area the pull reveals, or the drawn one with `nil`.
  func setStatusView(_ view: (any PullToActionStatusView)?) {
    statusView = view
    kinetic_pull_to_action_set_status_view(OpaquePointer(widget), view?.widget)
    guard let view else { return }
    view.apply(style)
    view.update(for: state)
    view.update(pulledAmount: machine.pulledAmount, threshold: machine.configuration.pullThreshold)
    refresh()
  }

  /// The Swift status view, if it is still the widget's status child.
  var currentStatusView: (any PullToActionStatusView)? {
    guard let statusView, statusView.widget == statusViewWidget else {
      return nil
    }
    return statusView
  }

  // MARK: Preferences, direction and accessibility

  /// Whether the chrome runs right to left (the widget's text direction).
  package var isRightToLeft: Bool { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }

  /// The configuration the machine runs: the requested one, disabled while the widget is
  /// insensitive, with motion reduced when GTK's `gtk-enable-animations` setting is off.
  private var effectiveConfiguration: PullToActionMachine.Configuration {
    // Texts still at their defaults shown in the user's language; the properties keep English.
    var effective = Self.localized(requested)
    effective.reducesMotion = requested.reducesMotion || !surface.animationsEnabled
    effective.isEnabled = requested.isEnabled && gtk_widget_is_sensitive(widget) != 0
    return effective
  }

  private func applyEffectiveConfiguration() {
    perform(machine.reconfigure(effectiveConfiguration, at: now), at: now)
  }

  /// Follows a change of `gtk-enable-animations` when an interaction starts.
  func refreshMotionPreference() {
    if effectiveConfiguration.reducesMotion != machine.configuration.reducesMotion {
      applyEffectiveConfiguration()
    }
  }

  override func styleChanged() {
    // The theme may have changed: a Swift status view takes the new look at the next
    // allocation, once the part nodes (restyled after the widget) have their new style too.
    themedStyle = nil
    keptLook = nil
    restyleStatusView = true
    if effectiveConfiguration != machine.configuration {
      applyEffectiveConfiguration()
      updateAccessibility()
    }
    gtk_widget_queue_allocate(widget)
    gtk_widget_queue_draw(widget)
  }

  /// Labels the widget with its action and describes the state (or the latest announcement).
  private func updateAccessibility() {
    spokenActionLabel.withCString { cgtk_accessible_set_label(widget, $0) }
    (lastAnnouncement ?? stateDescription).withCString {
      cgtk_accessible_set_description(widget, $0)
    }
  }

  /// What the state means for someone who cannot see the status view.
  ///
  /// At rest it is the hint (the core's `accessibilityDescription(action:keys:)` in the user's
  /// language, with GTK's shortcuts, unless the app set one), otherwise the status text. A
  /// disabled pull says so through its state.
  private var stateDescription: String {
    let hint = settings.hint ?? defaultHint
    return machine.state == .idle ? hint : (machine.renderModel.text ?? hint)
  }

  private var defaultHint: String {
    let action = spokenActionLabel.lowercased()
    return machine.configuration.edge == .top
      // TRANSLATORS: how to run a pull to refresh's action; %s is its name, lowercased
      // ("refresh").
      ? translatedFormat("Pull down, or press F5 or Ctrl+R, to %s", action)
      // TRANSLATORS: the same at the bottom edge; %s is the action's name ("load more").
      : translatedFormat("Pull up, or press F5 or Ctrl+R, to %s", action)
  }
}

extension PullToActionMachine.State {
  /// The `KineticPullToActionState` value.
  var kineticPullToActionState: UInt32 {
    switch self {
    case .idle: KINETIC_PULL_TO_ACTION_STATE_IDLE.rawValue
    case .pulling: KINETIC_PULL_TO_ACTION_STATE_PULLING.rawValue
    case .triggered: KINETIC_PULL_TO_ACTION_STATE_TRIGGERED.rawValue
    case .executing: KINETIC_PULL_TO_ACTION_STATE_EXECUTING.rawValue
    case .retracting: KINETIC_PULL_TO_ACTION_STATE_RETRACTING.rawValue
    }
  }
}
