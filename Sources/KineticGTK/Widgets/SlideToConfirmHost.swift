import CGTK
import Glibc
import Kinetic
import KineticCairo
import KineticGObject

/// The behaviour of a `KineticSlideToConfirm`: the machine, its input, animation, drawing and
/// accessibility, owned by the widget.
@MainActor
final class SlideToConfirmHost: WidgetHost, WidgetClassHost {
  /// The widget class this host is the Swift side of.
  static var widgetType: GType { kinetic_slide_to_confirm_get_type() }

  /// Receives every output of the machine with its time (seconds on the frame clock's timeline).
  var onOutput: (@MainActor (SlideToConfirmMachine.Output, TimeInterval) -> Void)?
  /// The action a confirmation runs (Swift's `async` form of the `confirmed` signal plus
  /// `finish`): while it runs the control shows it is working.
  var onConfirm: (@MainActor () async throws -> Void)? {
    didSet { setAwaitsResult(requested.awaitsActionResult || onConfirm != nil) }
  }

  private(set) var machine: SlideToConfirmMachine
  private(set) var requested = SlideToConfirmMachine.Configuration()
  private let cache = SnapshotCache()
  private var cachedStyle: SlideToConfirmStyle?
  private var action: Task<Void, Never>?
  private var lastState = SlideToConfirmMachine.State.idle
  private var lastProgress = 0.0

  override init(widget: UnsafeMutablePointer<GtkWidget>) {
    machine = SlideToConfirmMachine(size: .zero, configuration: requested)
    super.init(widget: widget)
    surface.focusesOnPress = true
    surface.onPointer = { [weak self] event in self?.handle(event) }
    installKeyFilter()
    updateAccessibility()
  }

  override func tearDown() {
    action?.cancel()
    action = nil
    onOutput = nil
    onConfirm = nil
    super.tearDown()
  }

  /// A capture-phase key controller ahead of the class's key bindings: auto-repeat of a held
  /// key never reaches them (holding Return arms once, never confirms), and Escape disarms an
  /// armed control and otherwise goes on to the surroundings (a dialog closes).
  private func installKeyFilter() {
    surface.filterKeysInCapturePhase { [weak self] press in self?.keyPressed(press) ?? false }
  }

  private func keyPressed(_ press: KeyPress) -> Bool {
    let key = Key(rawValue: press.name)
    switch key {
    case .escape where machine.state == .armed:
      perform(
        machine.handle(
          .key(KeyEvent(key: key, phase: .press, modifiers: press.modifiers, time: now))),
        at: now)
      return true
    case .return, .keypadEnter, .space: return press.isRepeat
    default: return press.name == "ISO_Enter" || press.name == "KP_Space" ? press.isRepeat : false
    }
  }

  // MARK: Properties

  private typealias Property = KineticSlideToConfirmProperty

  override func property(_ id: guint, into value: UnsafeMutablePointer<GValue>) {
    let c = requested
    switch Property(rawValue: id) {
    case KINETIC_SLIDE_TO_CONFIRM_PROP_TITLE: value.set(c.title)
    case KINETIC_SLIDE_TO_CONFIRM_PROP_PROMPT: value.set(c.prompt)
    case KINETIC_SLIDE_TO_CONFIRM_PROP_THUMB_WIDTH: value.set(Double(c.thumbWidth))
    case KINETIC_SLIDE_TO_CONFIRM_PROP_RESETS_WHEN_COMPLETED: value.set(c.resetsWhenCompleted)
    case KINETIC_SLIDE_TO_CONFIRM_PROP_COMPLETION_RESET_DELAY: value.set(c.completionResetDelay)
    case KINETIC_SLIDE_TO_CONFIRM_PROP_RESET_ANIMATION_DURATION:
      value.set(c.resetAnimationDuration)
    case KINETIC_SLIDE_TO_CONFIRM_PROP_COMPLETION_THRESHOLD: value.set(c.completionThreshold)
    case KINETIC_SLIDE_TO_CONFIRM_PROP_COMPLETES_ON_FLING: value.set(c.completesOnFling)
    case KINETIC_SLIDE_TO_CONFIRM_PROP_FLING_MINIMUM_PROGRESS: value.set(c.flingMinimumProgress)
    case KINETIC_SLIDE_TO_CONFIRM_PROP_FLING_MINIMUM_VELOCITY: value.set(c.flingMinimumVelocity)
    case KINETIC_SLIDE_TO_CONFIRM_PROP_SNAPS_BACK_WITH_SPRING: value.set(c.snapsBackWithSpring)
    case KINETIC_SLIDE_TO_CONFIRM_PROP_SNAP_BACK_BOUNCE: value.set(c.snapBackBounce)
    case KINETIC_SLIDE_TO_CONFIRM_PROP_DRAGS_FROM_ANYWHERE: value.set(c.dragsFromAnywhere)
    case KINETIC_SLIDE_TO_CONFIRM_PROP_AWAITS_RESULT: value.set(c.awaitsActionResult)
    case KINETIC_SLIDE_TO_CONFIRM_PROP_RESULT_DISPLAY_DURATION: value.set(c.resultDisplayDuration)
    case KINETIC_SLIDE_TO_CONFIRM_PROP_CONFIRMATION_WINDOW: value.set(c.confirmationWindow)
    case KINETIC_SLIDE_TO_CONFIRM_PROP_REDUCES_MOTION: value.set(c.reducesMotion)
    case KINETIC_SLIDE_TO_CONFIRM_PROP_STATE: value.set(enum: machine.state.kineticSlideState)
    case KINETIC_SLIDE_TO_CONFIRM_PROP_PROGRESS: value.set(machine.progress)
    case KINETIC_SLIDE_TO_CONFIRM_PROP_ORIENTATION:
      value.set(
        enum: Int(
          (c.orientation == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
            .rawValue))
    default: break
    }
  }

  override func setProperty(_ id: guint, from value: UnsafePointer<GValue>) {
    var c = requested
    switch Property(rawValue: id) {
    case KINETIC_SLIDE_TO_CONFIRM_PROP_TITLE: c.title = value.string
    case KINETIC_SLIDE_TO_CONFIRM_PROP_PROMPT: c.prompt = value.string
    case KINETIC_SLIDE_TO_CONFIRM_PROP_THUMB_WIDTH: c.thumbWidth = value.double
    case KINETIC_SLIDE_TO_CONFIRM_PROP_RESETS_WHEN_COMPLETED: c.resetsWhenCompleted = value.bool
    case KINETIC_SLIDE_TO_CONFIRM_PROP_COMPLETION_RESET_DELAY:
      c.completionResetDelay = value.double
    case KINETIC_SLIDE_TO_CONFIRM_PROP_RESET_ANIMATION_DURATION:
      c.resetAnimationDuration = value.double
    case KINETIC_SLIDE_TO_CONFIRM_PROP_COMPLETION_THRESHOLD: c.completionThreshold = value.double
    case KINETIC_SLIDE_TO_CONFIRM_PROP_COMPLETES_ON_FLING: c.completesOnFling = value.bool
    case KINETIC_SLIDE_TO_CONFIRM_PROP_FLING_MINIMUM_PROGRESS:
      c.flingMinimumProgress = value.double
    case KINETIC_SLIDE_TO_CONFIRM_PROP_FLING_MINIMUM_VELOCITY:
      c.flingMinimumVelocity = value.double
    case KINETIC_SLIDE_TO_CONFIRM_PROP_SNAPS_BACK_WITH_SPRING: c.snapsBackWithSpring = value.bool
    case KINETIC_SLIDE_TO_CONFIRM_PROP_SNAP_BACK_BOUNCE: c.snapBackBounce = value.double
    case KINETIC_SLIDE_TO_CONFIRM_PROP_DRAGS_FROM_ANYWHERE: c.dragsFromAnywhere = value.bool
    case KINETIC_SLIDE_TO_CONFIRM_PROP_AWAITS_RESULT: c.awaitsActionResult = value.bool
    case KINETIC_SLIDE_TO_CONFIRM_PROP_RESULT_DISPLAY_DURATION:
      c.resultDisplayDuration = value.double
    case KINETIC_SLIDE_TO_CONFIRM_PROP_CONFIRMATION_WINDOW: c.confirmationWindow = value.double
    case KINETIC_SLIDE_TO_CONFIRM_PROP_REDUCES_MOTION: c.reducesMotion = value.bool
    case KINETIC_SLIDE_TO_CONFIRM_PROP_ORIENTATION:
      c.orientation =
        GtkOrientation(rawValue: UInt32(value.enumValue)) == GTK_ORIENTATION_VERTICAL
        ? .vertical : .horizontal
    default: return
    }
    configure(c, notifying: id)
  }

  /// Applies a configuration (a drag in progress is cancelled) and notifies what changed.
  func configure(_ configuration: SlideToConfirmMachine.Configuration, notifying id: guint? = nil) {
    var configuration = configuration
    configuration.thumbWidth = SurfaceLimits.length(
      configuration.thumbWidth, fallback: SlideToConfirmMachine.Configuration().thumbWidth)
    // Texts held to the limits a play script's labels have: Pango takes seconds to shape a
    // character with thousands of combining marks (a GtkLabel too), and the frame waits.
    configuration.title = TextLimits.clamped(
      configuration.title, maximumCharacters: TextLimits.labelCharacters)
    configuration.prompt = TextLimits.clamped(
      configuration.prompt, maximumCharacters: TextLimits.labelCharacters)
    let old = requested
    requested = configuration
    perform(
      machine.reconfigure(
        size: machine.layout.size, configuration: effective(configuration), at: now),
      at: now)
    updateAccessibility()
    if old.orientation != configuration.orientation || old.thumbWidth != configuration.thumbWidth {
      gtk_widget_queue_resize(widget)
    }
    for changed in Self.changedProperties(from: old, to: configuration) {
      kinetic_slide_to_confirm_notify(widget, changed.rawValue)
    }
  }

  private func setAwaitsResult(_ awaits: Bool) {
    guard requested.awaitsActionResult != awaits else { return }
    var c = requested
    c.awaitsActionResult = awaits
    configure(c)
  }

  /// The properties whose values differ between two configurations.
  private static func changedProperties(
    from old: SlideToConfirmMachine.Configuration, to new: SlideToConfirmMachine.Configuration
  ) -> [Property] {
    var changed: [Property] = []
    func check<Value: Equatable>(
      _ path: KeyPath<SlideToConfirmMachine.Configuration, Value>, _ property: Property
    ) {
      if old[keyPath: path] != new[keyPath: path] { changed.append(property) }
    }
    check(\.title, KINETIC_SLIDE_TO_CONFIRM_PROP_TITLE)
    check(\.prompt, KINETIC_SLIDE_TO_CONFIRM_PROP_PROMPT)
    check(\.thumbWidth, KINETIC_SLIDE_TO_CONFIRM_PROP_THUMB_WIDTH)
    check(\.resetsWhenCompleted, KINETIC_SLIDE_TO_CONFIRM_PROP_RESETS_WHEN_COMPLETED)
    check(\.completionResetDelay, KINETIC_SLIDE_TO_CONFIRM_PROP_COMPLETION_RESET_DELAY)
    check(\.resetAnimationDuration, KINETIC_SLIDE_TO_CONFIRM_PROP_RESET_ANIMATION_DURATION)
    check(\.completionThreshold, KINETIC_SLIDE_TO_CONFIRM_PROP_COMPLETION_THRESHOLD)
    check(\.completesOnFling, KINETIC_SLIDE_TO_CONFIRM_PROP_COMPLETES_ON_FLING)
    check(\.flingMinimumProgress, KINETIC_SLIDE_TO_CONFIRM_PROP_FLING_MINIMUM_PROGRESS)
    check(\.flingMinimumVelocity, KINETIC_SLIDE_TO_CONFIRM_PROP_FLING_MINIMUM_VELOCITY)
    check(\.snapsBackWithSpring, KINETIC_SLIDE_TO_CONFIRM_PROP_SNAPS_BACK_WITH_SPRING)
    check(\.snapBackBounce, KINETIC_SLIDE_TO_CONFIRM_PROP_SNAP_BACK_BOUNCE)
    check(\.dragsFromAnywhere, KINETIC_SLIDE_TO_CONFIRM_PROP_DRAGS_FROM_ANYWHERE)
    check(\.awaitsActionResult, KINETIC_SLIDE_TO_CONFIRM_PROP_AWAITS_RESULT)
    check(\.resultDisplayDuration, KINETIC_SLIDE_TO_CONFIRM_PROP_RESULT_DISPLAY_DURATION)
    check(\.confirmationWindow, KINETIC_SLIDE_TO_CONFIRM_PROP_CONFIRMATION_WINDOW)
    check(\.reducesMotion, KINETIC_SLIDE_TO_CONFIRM_PROP_REDUCES_MOTION)
    check(\.orientation, KINETIC_SLIDE_TO_CONFIRM_PROP_ORIENTATION)
    return changed
  }

  // MARK: Actions

  override func activateAction(_ name: String, parameter: OpaquePointer?) {
    if name == "slide-to-confirm.confirm" { activate() }
  }

  /// Arms, then confirms, as a key press or an assistive technology does.
  func activate() {
    refreshMotionPreference()
    perform(machine.activate(at: now), at: now)
  }

  /// Confirms as if the user had slid to the end.
  func complete() { perform(machine.complete(at: now), at: now) }

  /// Sends the control back to rest.
  func reset() {
    action?.cancel()
    action = nil
    perform(machine.reset(at: now), at: now)
  }

  /// Reports the outcome of the action a confirmation started.
  func finish(success: Bool, message: String) {
    let outputs =
      success ? machine.actionSucceeded(at: now) : machine.actionFailed(message: message, at: now)
    perform(outputs, at: now)
  }

  // MARK: Input and outputs

  private func handle(_ event: PointerEvent) {
    if event.phase == .down { refreshMotionPreference() }
    perform(machine.handle(.pointer(event)), at: event.time)
  }

  private func perform(_ outputs: Outputs<SlideToConfirmMachine.Output>, at time: TimeInterval) {
    for output in outputs {
      onOutput?(output, time)
      switch output {
      case .complete:
        kinetic_slide_to_confirm_emit_confirmed(widget)
        startAction()
      case .announce(let message):
        message.withCString { cgtk_accessible_set_description(widget, $0) }
      case .stateChanged(.idle): updateAccessibility()
      case .stateChanged, .update, .idle, .success, .failure, .feedback: break
      }
    }
    if machine.needsTicks, !surface.isTicking {
      surface.startTicking { [weak self] frameTime in self?.tick(at: frameTime) ?? false }
    }
    notifyObservedValues()
    gtk_widget_queue_allocate(widget)
    gtk_widget_queue_draw(widget)
  }

  private func notifyObservedValues() {
    if machine.state != lastState {
      lastState = machine.state
      kinetic_slide_to_confirm_notify(widget, KINETIC_SLIDE_TO_CONFIRM_PROP_STATE.rawValue)
    }
    if machine.progress != lastProgress {
      lastProgress = machine.progress
      kinetic_slide_to_confirm_notify(widget, KINETIC_SLIDE_TO_CONFIRM_PROP_PROGRESS.rawValue)
    }
  }

  private func tick(at time: TimeInterval) -> Bool {
    perform(machine.tick(at: time), at: time)
    return machine.needsTicks
  }

  private func startAction() {
    guard let onConfirm, machine.state == .working else { return }
    action = Task { @MainActor [weak self] in
      do {
        try await onConfirm()
        guard !Task.isCancelled, let self else { return }
        self.finish(success: true, message: "")
      } catch {
        guard !Task.isCancelled, let self else { return }
        // The message is the error's description: conform it to CustomStringConvertible to choose it.
        let message = String(describing: error)
        self.finish(success: false, message: message)
      }
    }
  }

  // MARK: Layout and drawing

  override func measure(_ orientation: GtkOrientation, forSize: Int32) -> (
    minimum: Int32, natural: Int32
  ) {
    let alongTravel =
      (orientation == GTK_ORIENTATION_HORIZONTAL) == (requested.orientation == .horizontal)
    let thumb = Int32(requested.thumbWidth.rounded())
    // Across the travel the control is as tall as its text needs (48 px at the default size),
    // so it grows with the font and text-scaling settings as stock widgets do.
    let across = max(48, Int32((Double(promptLineHeight()) * 2.7).rounded()))
    return alongTravel ? (max(thumb + 8, 120), max(thumb * 2, 200)) : (across, across)
  }

  /// The height of one line of the prompt, laid out in the widget's Pango context.
  private func promptLineHeight() -> Int32 {
    let style = themedStyle.promptFont
    let layout = cache.layout("Ag", style: style, context: gtk_widget_get_pango_context(widget))
    var width: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_pixel_size(layout, &width, &height)
    return height
  }

  override func sizeAllocate(width: Int32, height: Int32) {
    let size = Size(width: Double(width), height: Double(height))
    if machine.layout.size != size {
      perform(
        machine.reconfigure(size: size, configuration: effective(requested), at: now), at: now)
    }
    let model = machine.renderModel
    if let track = customPart(track: true) {
      allocate(track, in: model.bounds)
    }
    if let thumb = customPart(track: false) {
      allocate(thumb, in: model.thumbFrame)
    }
  }

  /// The custom track or thumb, if any.
  func customPart(track: Bool) -> UnsafeMutablePointer<GtkWidget>? {
    kinetic_slide_to_confirm_get_part(widget, track ? 1 : 0)
  }

  /// Sets or removes the custom track or thumb.
  func setCustomPart(_ child: UnsafeMutablePointer<GtkWidget>?, track: Bool) {
    kinetic_slide_to_confirm_set_part(widget, track ? 1 : 0, child)
  }

  private func allocate(_ child: UnsafeMutablePointer<GtkWidget>, in frame: Rect) {
    var minimum: Int32 = 0
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
    gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, -1, &minimum, nil, nil, nil)
    var allocation = GtkAllocation(
      x: Int32(frame.minX.rounded()), y: Int32(frame.minY.rounded()),
      width: Int32(frame.width.rounded()), height: Int32(frame.height.rounded()))
    gtk_widget_size_allocate(child, &allocation, -1)
  }

  override func snapshot(_ snapshot: OpaquePointer) {
    // Render nodes, in the theme's colours and with text laid out in the widget's Pango
    // context, so it follows the font settings.
    let canvas = SnapshotCanvas(
      snapshot: snapshot, pangoContext: gtk_widget_get_pango_context(widget),
      scale: Double(gtk_widget_get_scale_factor(widget)), cache: cache)
    SlideToConfirmRenderer(style: themedStyle).draw(
      machine.renderModel, in: canvas, isFocused: gtk_widget_has_visible_focus(widget) != 0,
      parts: drawnParts)
  }

  /// What the default look still draws: whatever has no custom widget.
  private var drawnParts: SlideToConfirmRenderer.Parts {
    var parts = SlideToConfirmRenderer.Parts.all
    if customPart(track: false) != nil { parts.remove(.thumb) }
    if customPart(track: true) != nil { parts.remove(.track) }
    return parts
  }

  /// The look in the theme's colours, read from the widget's style when it changes (a theme,
  /// an app's CSS, the font), not every frame.
  private var themedStyle: SlideToConfirmStyle {
    if let cachedStyle { return cachedStyle }
    let style = ThemePalette(widget: widget).slideToConfirmStyle
    cachedStyle = style
    return style
  }

  override func styleChanged() {
    cachedStyle = nil
    let enabled = gtk_widget_is_sensitive(widget) != 0
    let direction: SlideToConfirmMachine.LayoutDirection =
      gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    if enabled != machine.configuration.isEnabled
      || direction != machine.configuration.layoutDirection
    {
      perform(
        machine.reconfigure(
          size: machine.layout.size, configuration: effective(requested), at: now),
        at: now)
    }
    gtk_widget_queue_draw(widget)
  }

  // MARK: Preferences and accessibility

  /// The configuration the machine runs: the requested one, with the widget's sensitivity and
  /// text direction, and motion reduced when GTK's `gtk-enable-animations` setting is off.
  private func effective(_ configuration: SlideToConfirmMachine.Configuration)
    -> SlideToConfirmMachine.Configuration
  {
    var effective = configuration
    effective.reducesMotion = configuration.reducesMotion || !surface.animationsEnabled
    effective.isEnabled = gtk_widget_is_sensitive(widget) != 0
    effective.layoutDirection =
      gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    return effective
  }

  private func refreshMotionPreference() {
    let wanted = effective(requested)
    if wanted.reducesMotion != machine.configuration.reducesMotion {
      perform(
        machine.reconfigure(size: machine.layout.size, configuration: wanted, at: now), at: now)
    }
  }

  private func updateAccessibility() {
    machine.accessibilityLabel.withCString { cgtk_accessible_set_label(widget, $0) }
    machine.accessibilityHint.withCString { cgtk_accessible_set_description(widget, $0) }
  }
}

extension SlideToConfirmMachine.State {
  /// The `KineticSlideState` value.
  var kineticSlideState: Int {
    switch self {
    case .idle: Int(KINETIC_SLIDE_STATE_IDLE.rawValue)
    case .updating: Int(KINETIC_SLIDE_STATE_UPDATING.rawValue)
    case .armed: Int(KINETIC_SLIDE_STATE_ARMED.rawValue)
    case .completed: Int(KINETIC_SLIDE_STATE_COMPLETED.rawValue)
    case .working: Int(KINETIC_SLIDE_STATE_WORKING.rawValue)
    case .succeeded: Int(KINETIC_SLIDE_STATE_SUCCEEDED.rawValue)
    case .failed: Int(KINETIC_SLIDE_STATE_FAILED.rawValue)
    case .resetting: Int(KINETIC_SLIDE_STATE_RESETTING.rawValue)
    }
  }
}
