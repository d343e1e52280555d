import CGTK
import Glibc
import Kinetic
import KineticCairo
import KineticGObject

/// The behaviour of a `KineticPullToAction`: the machine, its input, scrolling, animation,
/// layout, drawing and accessibility, owned by the widget.
@MainActor
final class PullToActionHost: WidgetHost, WidgetClassHost {
  /// The widget class this host is the Swift side of.
  static var widgetType: GType { kinetic_pull_to_action_get_type() }

  /// Learns of state changes and of the triggered action.
  weak var delegate: (any PullToActionDelegate)?
  /// Receives every output of the machine with its time, once the host has applied it.
  var onOutput: (@MainActor (PullToActionMachine.Output, TimeInterval) -> Void)?
  /// Receives what a screen reader should say.
  var onAnnounce: (@MainActor (String) -> Void)?
  /// The work a trigger runs (Swift's `async` form of `triggered` plus `finish`).
  var action: (@MainActor () async -> PullToActionMachine.Outcome?)? {
    didSet { if action != nil { setAwaitsResult(true) } }
  }

  var machine: PullToActionMachine
  private(set) var requested = PullToActionMachine.Configuration()
  /// The visualizer the machine runs, as it was given (the machine keeps only its hooks).
  private(set) var visualizer: any PullToActionVisualizer = .bottom
  /// Whether a trigger waits for `finish` (or the action) before retracting.
  private(set) var awaitsResult = false
  /// What assistive technologies call the action.
  private(set) var actionLabel = "Refresh"
  /// Where the control stands, as the delegate last heard.
  private(set) var state = PullToActionMachine.State.idle
  /// The Swift status view whose widget is the status child, if it came from Swift.
  private(set) var statusView: (any PullToActionStatusView)?
  /// The look of the drawn status view and of the area the pull reveals: the theme's (through
  /// Kinetic's named colours, read from the widget's style) unless the app set its own.
  var style: PullToActionStyle {
    get {
      if let style = customStyle ?? themedStyle { return style }
      // Read from the widget's style when it changes (a theme, an app's CSS), not every frame.
      let style = ThemePalette(widget: widget).pullToActionStyle
      themedStyle = style
      return style
    }
    set {
      customStyle = newValue
      statusView?.apply(newValue)
      gtk_widget_queue_draw(widget)
    }
  }
  private var customStyle: PullToActionStyle?
  private var themedStyle: PullToActionStyle?

  let cache = SnapshotCache()
  var controllers = EventControllers()
  var isAllocating = false
  private var isTornDown = false
  private var lastAnnouncement: String?
  /// Watches the window's focus while the widget is realized (see `installFocusFollowing`).
  var rootConnections: SignalConnections?
  private var actionTask: Task<Void, Never>?
  private var queued: [(outputs: Outputs<PullToActionMachine.Output>, time: TimeInterval)] = []
  private var isPerforming = false
  private var lastState = PullToActionMachine.State.idle
  private var lastAmount = 0.0
  /// A scrollable content's adjustment bookkeeping and the indicator's motion
  /// (PullToActionHost+Scrollable.swift, PullToActionHost+Indicator.swift).
  var scrolling = PullToActionScrolling()
  /// Redraws the scroll indicator while it fades.
  let indicatorTicker: FrameTicker
  var isIndicatorFading = false

  override init(widget: UnsafeMutablePointer<GtkWidget>) {
    machine = PullToActionMachine(viewportSize: .zero, contentHeight: 0)
    indicatorTicker = FrameTicker(widget: widget)
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
  }

  override func tearDown() {
    isTornDown = true
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

  /// The content or the status view child.
  func part(_ part: KineticPullToActionPart) -> UnsafeMutablePointer<GtkWidget>? {
    kinetic_pull_to_action_get_part(widget, part)
  }

  var content: UnsafeMutablePointer<GtkWidget>? { part(KINETIC_PULL_TO_ACTION_PART_CONTENT) }

  // MARK: Layout and drawing (PullToActionHost+Layout.swift)

  override func measure(_ orientation: GtkOrientation, forSize: Int32) -> (
    minimum: Int32, natural: Int32
  ) {
    measureLayout(orientation)
  }

  override func sizeAllocate(width: Int32, height: Int32) {
    allocateLayout(width: width, height: height)
  }

  override func snapshot(_ snapshot: OpaquePointer) {
    drawSnapshot(snapshot)
  }

  // MARK: Properties

  private typealias Property = KineticPullToActionProperty

  /// A property's value, compared to notify only what changed.
  private enum Value: Equatable {
    case double(Double)
    case bool(Bool)
    case string(String?)
    case enumeration(UInt32)

    static func == (lhs: Value, rhs: Value) -> Bool {
      switch (lhs, rhs) {
      // Springs keep their frequency and damping: durations and bounces read back within
      // rounding of what was set.
      case (.double(let a), .double(let b)): abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
      case (.bool(let a), .bool(let b)): a == b
      case (.string(let a), .string(let b)): a == b
      case (.enumeration(let a), .enumeration(let b)): a == b
      default: false
      }
    }
  }

  /// The properties a change of configuration may change; `state` and `pulled-amount` are
  /// notified as the machine reports them.
  private static let configurable: [Property] =
    (UInt32(1)..<KINETIC_PULL_TO_ACTION_N_PROPS.rawValue)
    .map { Property(rawValue: $0) }
    .filter {
      $0 != KINETIC_PULL_TO_ACTION_PROP_STATE && $0 != KINETIC_PULL_TO_ACTION_PROP_PULLED_AMOUNT
    }

  private func value(of id: Property) -> Value? {
    let c = requested
    switch id {
    case KINETIC_PULL_TO_ACTION_PROP_PULL_THRESHOLD: return .double(c.pullThreshold)
    case KINETIC_PULL_TO_ACTION_PROP_EXECUTING_HEIGHT: return .double(c.executingHeight)
    case KINETIC_PULL_TO_ACTION_PROP_EDGE:
      return .enumeration(
        c.edge == .top ? KINETIC_PULL_EDGE_TOP.rawValue : KINETIC_PULL_EDGE_BOTTOM.rawValue)
    case KINETIC_PULL_TO_ACTION_PROP_TRIGGER_MODE:
      return .enumeration(
        c.triggerMode == .onRelease
          ? KINETIC_PULL_TRIGGER_MODE_ON_RELEASE.rawValue
          : KINETIC_PULL_TRIGGER_MODE_AT_THRESHOLD.rawValue)
    case KINETIC_PULL_TO_ACTION_PROP_MINIMUM_EXECUTING_DURATION:
      return .double(c.minimumExecutingDuration)
    case KINETIC_PULL_TO_ACTION_PROP_OUTCOME_DISPLAY_DURATION:
      return .double(c.outcomeDisplayDuration)
    case KINETIC_PULL_TO_ACTION_PROP_ARROW_TURN_DURATION: return .double(c.arrowTurnDuration)
    case KINETIC_PULL_TO_ACTION_PROP_SPRING_DURATION: return .double(c.spring.duration)
    case KINETIC_PULL_TO_ACTION_PROP_SPRING_BOUNCE: return .double(c.spring.bounce)
    case KINETIC_PULL_TO_ACTION_PROP_REDUCES_MOTION: return .bool(c.reducesMotion)
    case KINETIC_PULL_TO_ACTION_PROP_ENABLED: return .bool(c.isEnabled)
    case KINETIC_PULL_TO_ACTION_PROP_PULLING_TEXT: return .string(c.textForStates[.pulling])
    case KINETIC_PULL_TO_ACTION_PROP_TRIGGERED_TEXT: return .string(c.textForStates[.triggered])
    case KINETIC_PULL_TO_ACTION_PROP_EXECUTING_TEXT: return .string(c.textForStates[.executing])
    case KINETIC_PULL_TO_ACTION_PROP_RETRACTING_TEXT:
      return .string(c.textForStates[.retracting])
    case KINETIC_PULL_TO_ACTION_PROP_SUCCESS_TEXT: return .string(c.successText)
    case KINETIC_PULL_TO_ACTION_PROP_NO_CHANGE_TEXT: return .string(c.noChangeText)
    case KINETIC_PULL_TO_ACTION_PROP_COMPLETED_ANNOUNCEMENT:
      return .string(c.completedAnnouncement)
    case KINETIC_PULL_TO_ACTION_PROP_RUBBER_BAND:
      return .double(c.scrolling.rubberBand.constant)
    case KINETIC_PULL_TO_ACTION_PROP_DECELERATION_RATE:
      return .double(c.scrolling.deceleration.rate)
    case KINETIC_PULL_TO_ACTION_PROP_BOUNCE_DURATION:
      return .double(c.scrolling.bounceSpring.duration)
    case KINETIC_PULL_TO_ACTION_PROP_BOUNCE_BOUNCE: return .double(c.scrolling.bounceSpring.bounce)
    case KINETIC_PULL_TO_ACTION_PROP_ALWAYS_BOUNCES: return .bool(c.scrolling.alwaysBounces)
    case KINETIC_PULL_TO_ACTION_PROP_VISUALIZER:
      return .enumeration(Self.visualizerKind(visualizer).rawValue)
    case KINETIC_PULL_TO_ACTION_PROP_AWAITS_RESULT: return .bool(awaitsResult)
    case KINETIC_PULL_TO_ACTION_PROP_ACTION_LABEL: return .string(actionLabel)
    case KINETIC_PULL_TO_ACTION_PROP_STATE: return .enumeration(machine.state.kineticPullState)
    case KINETIC_PULL_TO_ACTION_PROP_PULLED_AMOUNT: return .double(machine.pulledAmount)
    default: return nil
    }
  }

  private static func visualizerKind(_ visualizer: any PullToActionVisualizer)
    -> KineticPullVisualizer
  {
    switch visualizer {
    case is PullToActionVisualizers.Bottom: KINETIC_PULL_VISUALIZER_BOTTOM
    case is PullToActionVisualizers.Stretch: KINETIC_PULL_VISUALIZER_STRETCH
    default: KINETIC_PULL_VISUALIZER_CUSTOM
    }
  }

  override func property(_ id: guint, into value: UnsafeMutablePointer<GValue>) {
    switch self.value(of: Property(rawValue: id)) {
    case .double(let number): g_value_set_double(value, number)
    case .bool(let flag): g_value_set_boolean(value, flag ? 1 : 0)
    case .string(let text?): text.withCString { g_value_set_string(value, $0) }
    case .string(nil): g_value_set_string(value, nil)
    case .enumeration(let number): g_value_set_enum(value, gint(number))
    case nil: break
    }
  }

  override func setProperty(_ id: guint, from value: UnsafePointer<GValue>) {
    // Read as the property's type says, only in its case.
    var double: Double { g_value_get_double(value) }
    var flag: Bool { g_value_get_boolean(value) != 0 }
    var text: String? { g_value_get_string(value).map { String(cString: $0) } }
    var number: UInt32 { UInt32(bitPattern: g_value_get_enum(value)) }
    var c = requested
    switch Property(rawValue: id) {
    case KINETIC_PULL_TO_ACTION_PROP_PULL_THRESHOLD: c.pullThreshold = double
    case KINETIC_PULL_TO_ACTION_PROP_EXECUTING_HEIGHT: c.executingHeight = double
    case KINETIC_PULL_TO_ACTION_PROP_EDGE:
      let edge: PullToActionMachine.Edge =
        number == KINETIC_PULL_EDGE_BOTTOM.rawValue ? .bottom : .top
      if edge != c.edge { c = Self.moving(c, to: edge) }
    case KINETIC_PULL_TO_ACTION_PROP_TRIGGER_MODE:
      c.triggerMode =
        number == KINETIC_PULL_TRIGGER_MODE_AT_THRESHOLD.rawValue ? .atThreshold : .onRelease
    case KINETIC_PULL_TO_ACTION_PROP_MINIMUM_EXECUTING_DURATION:
      c.minimumExecutingDuration = double
    case KINETIC_PULL_TO_ACTION_PROP_OUTCOME_DISPLAY_DURATION: c.outcomeDisplayDuration = double
    case KINETIC_PULL_TO_ACTION_PROP_ARROW_TURN_DURATION: c.arrowTurnDuration = double
    case KINETIC_PULL_TO_ACTION_PROP_SPRING_DURATION:
      guard Value.double(double) != .double(c.spring.duration) else { return }
      c.spring = DampedSpring(duration: double, bounce: c.spring.bounce)
    case KINETIC_PULL_TO_ACTION_PROP_SPRING_BOUNCE:
      guard Value.double(double) != .double(c.spring.bounce) else { return }
      c.spring = DampedSpring(duration: c.spring.duration, bounce: double)
    case KINETIC_PULL_TO_ACTION_PROP_REDUCES_MOTION: c.reducesMotion = flag
    case KINETIC_PULL_TO_ACTION_PROP_ENABLED: c.isEnabled = flag
    case KINETIC_PULL_TO_ACTION_PROP_PULLING_TEXT: c.textForStates[.pulling] = text
    case KINETIC_PULL_TO_ACTION_PROP_TRIGGERED_TEXT: c.textForStates[.triggered] = text
    case KINETIC_PULL_TO_ACTION_PROP_EXECUTING_TEXT: c.textForStates[.executing] = text
    case KINETIC_PULL_TO_ACTION_PROP_RETRACTING_TEXT: c.textForStates[.retracting] = text
    case KINETIC_PULL_TO_ACTION_PROP_SUCCESS_TEXT: c.successText = text ?? ""
    case KINETIC_PULL_TO_ACTION_PROP_NO_CHANGE_TEXT: c.noChangeText = text ?? ""
    case KINETIC_PULL_TO_ACTION_PROP_COMPLETED_ANNOUNCEMENT:
      c.completedAnnouncement = text ?? ""
    case KINETIC_PULL_TO_ACTION_PROP_RUBBER_BAND:
      c.scrolling.rubberBand = RubberBand(constant: double)
    case KINETIC_PULL_TO_ACTION_PROP_DECELERATION_RATE:
      c.scrolling.deceleration = Deceleration(rate: double)
    case KINETIC_PULL_TO_ACTION_PROP_BOUNCE_DURATION:
      let spring = c.scrolling.bounceSpring
      guard Value.double(double) != .double(spring.duration) else { return }
      c.scrolling.bounceSpring = DampedSpring(duration: double, bounce: spring.bounce)
    case KINETIC_PULL_TO_ACTION_PROP_BOUNCE_BOUNCE:
      let spring = c.scrolling.bounceSpring
      guard Value.double(double) != .double(spring.bounce) else { return }
      c.scrolling.bounceSpring = DampedSpring(duration: spring.duration, bounce: double)
    case KINETIC_PULL_TO_ACTION_PROP_ALWAYS_BOUNCES: c.scrolling.alwaysBounces = flag
    case KINETIC_PULL_TO_ACTION_PROP_VISUALIZER:
      switch KineticPullVisualizer(rawValue: number) {
      case KINETIC_PULL_VISUALIZER_BOTTOM: setVisualizer(.bottom)
      case KINETIC_PULL_VISUALIZER_STRETCH: setVisualizer(.stretch)
      default: break  // A custom visualizer comes from Swift only.
      }
      return
    case KINETIC_PULL_TO_ACTION_PROP_AWAITS_RESULT:
      setAwaitsResult(flag)
      return
    case KINETIC_PULL_TO_ACTION_PROP_ACTION_LABEL:
      setActionLabel(text ?? "")
      return
    default: return
    }
    configure(c)
  }

  /// The configuration moved to `edge`, with texts still at the old edge's defaults following it.
  private static func moving(
    _ configuration: PullToActionMachine.Configuration, to edge: PullToActionMachine.Edge
  ) -> PullToActionMachine.Configuration {
    var moved = configuration
    moved.edge = edge
    let oldDefaults = PullToActionMachine.Configuration(edge: configuration.edge)
    let newDefaults = PullToActionMachine.Configuration(edge: edge)
    if configuration.textForStates == oldDefaults.textForStates {
      moved.textForStates = newDefaults.textForStates
    }
    if configuration.successText == oldDefaults.successText {
      moved.successText = newDefaults.successText
    }
    if configuration.noChangeText == oldDefaults.noChangeText {
      moved.noChangeText = newDefaults.noChangeText
    }
    return moved
  }

  /// Runs `change`, then notifies the properties whose values it changed.
  private func notifyingChanges(_ change: () -> Void) {
    let before = Self.configurable.map { value(of: $0) }
    change()
    for (index, id) in Self.configurable.enumerated() where value(of: id) != before[index] {
      kinetic_pull_to_action_notify(widget, id.rawValue)
    }
  }

  /// Applies a configuration (a pull in progress goes back to idle when the edge changes or the
  /// control is disabled; an executing action carries on) and notifies what changed.
  func configure(_ configuration: PullToActionMachine.Configuration) {
    var configuration = configuration
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
    notifyingChanges {
      let edgeChanged = configuration.edge != requested.edge
      requested = configuration
      if edgeChanged, actionLabel == "Refresh" || actionLabel == "Load more" {
        actionLabel = configuration.edge == .top ? "Refresh" : "Load more"
      }
      applyEffectiveConfiguration()
      gtk_widget_queue_resize(widget)
      updateAccessibility()
    }
  }

  /// Replaces the visualizer; the status view's frame follows at once.
  func setVisualizer(_ visualizer: any PullToActionVisualizer) {
    notifyingChanges {
      self.visualizer = visualizer
      machine.setVisualizer(visualizer)
      refresh()
    }
  }

  /// Sets whether a trigger waits for `finish` before retracting.
  func setAwaitsResult(_ awaits: Bool) {
    notifyingChanges { awaitsResult = awaits }
  }

  /// Sets what assistive technologies call the action.
  func setActionLabel(_ label: String) {
    notifyingChanges {
      actionLabel = TextLimits.clamped(label, maximumCharacters: TextLimits.labelCharacters)
      updateAccessibility()
    }
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

  /// Delivers `outputs` in order, then notifies, lays out, redraws and ticks as needed.
  ///
  /// Outputs that a handler causes (a `triggered` handler that finishes at once) are delivered
  /// after the ones already under way, in the machine's order.
  func perform(_ outputs: Outputs<PullToActionMachine.Output>, at time: TimeInterval) {
    queued.append((outputs, time))
    guard !isPerforming else { return }
    isPerforming = true
    while !queued.isEmpty, !isTornDown {
      let (next, time) = queued.removeFirst()
      for output in next where !isTornDown {
        deliver(output, at: time)
      }
    }
    queued.removeAll()
    isPerforming = false
    guard !isTornDown else { return }
    notifyObservedValues()
    refresh()
  }

  private func deliver(_ output: PullToActionMachine.Output, at time: TimeInterval) {
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
    if machine.state != lastState {
      lastState = machine.state
      kinetic_pull_to_action_notify(widget, KINETIC_PULL_TO_ACTION_PROP_STATE.rawValue)
    }
    if machine.pulledAmount != lastAmount {
      lastAmount = machine.pulledAmount
      kinetic_pull_to_action_notify(widget, KINETIC_PULL_TO_ACTION_PROP_PULLED_AMOUNT.rawValue)
    }
  }

  /// Hands the status view the latest model, queues a layout and starts ticking if needed.
  private func refresh() {
    statusView?.update(machine.renderModel)
    if !isAllocating { gtk_widget_queue_allocate(widget) }
    gtk_widget_queue_draw(widget)
    if !isTornDown, machine.needsTicks, !surface.isTicking {
      surface.startTicking { [weak self] frameTime in self?.tick(at: frameTime) ?? false }
    }
  }

  private func tick(at time: TimeInterval) -> Bool {
    perform(machine.tick(at: time), at: time)
    return machine.needsTicks
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
    kinetic_pull_to_action_set_part(widget, KINETIC_PULL_TO_ACTION_PART_STATUS, view?.widget)
    guard let view else { return }
    view.apply(style)
    view.update(for: state)
    view.update(pulledAmount: machine.pulledAmount, threshold: machine.configuration.pullThreshold)
    refresh()
  }

  /// The Swift status view, if it is still the widget's status child.
  var currentStatusView: (any PullToActionStatusView)? {
    guard let statusView, statusView.widget == part(KINETIC_PULL_TO_ACTION_PART_STATUS) else {
      return nil
    }
    return statusView
  }

  // MARK: Preferences, direction and accessibility

  /// Whether the chrome runs right to left (the widget's text direction).
  var isRightToLeft: Bool { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }

  /// The configuration the machine runs: the requested one, disabled while the widget is
  /// insensitive, with motion reduced when GTK's `gtk-enable-animations` setting is off.
  private var effectiveConfiguration: PullToActionMachine.Configuration {
    var effective = requested
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
    // The theme may have changed: a Swift status view takes the new look.
    themedStyle = nil
    if customStyle == nil { statusView?.apply(style) }
    if effectiveConfiguration != machine.configuration {
      applyEffectiveConfiguration()
      updateAccessibility()
    }
    gtk_widget_queue_allocate(widget)
    gtk_widget_queue_draw(widget)
  }

  /// Labels the widget and describes the state (or the latest announcement).
  private func updateAccessibility() {
    machine.accessibilityLabel.withCString { cgtk_accessible_set_label(widget, $0) }
    (lastAnnouncement ?? stateDescription).withCString {
      cgtk_accessible_set_description(widget, $0)
    }
  }

  /// What the state means for someone who cannot see the status view (the core's words, with
  /// GTK's shortcuts).
  private var stateDescription: String {
    machine.accessibilityDescription(action: actionLabel, keys: "press F5 or Ctrl+R")
  }
}

extension PullToActionMachine.State {
  /// The `KineticPullState` value.
  var kineticPullState: UInt32 {
    switch self {
    case .idle: KINETIC_PULL_STATE_IDLE.rawValue
    case .pulling: KINETIC_PULL_STATE_PULLING.rawValue
    case .triggered: KINETIC_PULL_STATE_TRIGGERED.rawValue
    case .executing: KINETIC_PULL_STATE_EXECUTING.rawValue
    case .retracting: KINETIC_PULL_STATE_RETRACTING.rawValue
    }
  }
}
