import CGTK
import Glibc
@_spi(Hosts) package import Kinetic
import KineticCairo
import KineticGObject

/// The behaviour of a `KineticSlideToConfirm`: the machine, its input, animation, drawing and
/// accessibility, owned by the widget.
@MainActor
package final class SlideToConfirmHost: WidgetHost, WidgetClassHost, @MainActor ControlLoopHost {
  /// The widget class this host is the Swift side of.
  static var widgetType: GType { kinetic_slide_to_confirm_get_type() }

  /// Receives every output of the machine with its time (seconds on the frame clock's timeline).
  var onOutput: (@MainActor (SlideToConfirmMachine.Output, TimeInterval) -> Void)?
  /// The action a confirmation runs (Swift's `async` form of the `confirmed` signal plus
  /// `finish`): while it runs the control shows it is working.
  var onConfirm: (@MainActor () async throws -> Void)? {
    didSet { setAwaitsResult(requested.awaitsActionResult || onConfirm != nil) }
  }

  package var machine: SlideToConfirmMachine
  package var loop = ControlLoop<SlideToConfirmMachine.Output>()
  private(set) var requested = SlideToConfirmMachine.Configuration()
  private let cache = SnapshotCache()
  private var keptLook: Kept<SlideToConfirmRenderer>?
  private var action: Task<Void, Never>?

  override init(widget: UnsafeMutablePointer<GtkWidget>) {
    requested = Self.properties.read(
      Self.localized(SlideToConfirmMachine.Configuration()), from: widget)
    machine = SlideToConfirmMachine(size: .zero, configuration: requested)
    super.init(widget: widget)
    surface.focusesOnPress = true
    // The first pointer, through the one pointer path every control shares: claimed once the
    // thumb moves, so an enclosing scrolled window still scrolls a swipe that misses the thumb.
    surface.reportPointersInCapturePhase(.first) { [weak self] event in self?.handle(event) }
    installKeyFilter()
    updateAccessibility()
    PartNodes.attach(["track", "fill", "thumb"], to: widget)
  }

  override func tearDown() {
    PartNodes.detach(from: widget)
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

  /// Every property the app sets, in the machine's configuration; `state` and `progress` are
  /// the machine's, stored as it reports them.
  private static let properties = ControlProperties<SlideToConfirmMachine.Configuration>([
    .string(KINETIC_SLIDE_TO_CONFIRM_PROP_TITLE, \.title),
    .string(KINETIC_SLIDE_TO_CONFIRM_PROP_PROMPT, \.prompt),
    .string(KINETIC_SLIDE_TO_CONFIRM_PROP_ARMED_TEXT, \.texts.armed),
    .string(KINETIC_SLIDE_TO_CONFIRM_PROP_WORKING_TEXT, \.texts.working),
    .string(KINETIC_SLIDE_TO_CONFIRM_PROP_SUCCESS_TEXT, \.texts.succeeded),
    .string(KINETIC_SLIDE_TO_CONFIRM_PROP_FAILURE_TEXT, \.texts.failure),
    .string(KINETIC_SLIDE_TO_CONFIRM_PROP_HINT, \.texts.hint),
    .double(KINETIC_SLIDE_TO_CONFIRM_PROP_THUMB_WIDTH, \.thumbWidth),
    .bool(KINETIC_SLIDE_TO_CONFIRM_PROP_RESETS_WHEN_COMPLETED, \.resetsWhenCompleted),
    .double(KINETIC_SLIDE_TO_CONFIRM_PROP_COMPLETION_RESET_DELAY, \.completionResetDelay),
    .double(KINETIC_SLIDE_TO_CONFIRM_PROP_RESET_ANIMATION_DURATION, \.resetAnimationDuration),
    .double(KINETIC_SLIDE_TO_CONFIRM_PROP_COMPLETION_THRESHOLD, \.completionThreshold),
    .bool(KINETIC_SLIDE_TO_CONFIRM_PROP_COMPLETES_ON_FLING, \.completesOnFling),
    .double(KINETIC_SLIDE_TO_CONFIRM_PROP_FLING_MINIMUM_PROGRESS, \.flingMinimumProgress),
    .double(KINETIC_SLIDE_TO_CONFIRM_PROP_FLING_MINIMUM_VELOCITY, \.flingMinimumVelocity),
    .bool(KINETIC_SLIDE_TO_CONFIRM_PROP_SNAPS_BACK_WITH_SPRING, \.snapsBackWithSpring),
    .double(KINETIC_SLIDE_TO_CONFIRM_PROP_SNAP_BACK_BOUNCE, \.snapBackBounce),
    .bool(KINETIC_SLIDE_TO_CONFIRM_PROP_DRAGS_FROM_ANYWHERE, \.dragsFromAnywhere),
    .bool(KINETIC_SLIDE_TO_CONFIRM_PROP_AWAITS_RESULT, \.awaitsActionResult),
    .double(KINETIC_SLIDE_TO_CONFIRM_PROP_RESULT_DISPLAY_DURATION, \.resultDisplayDuration),
    .double(KINETIC_SLIDE_TO_CONFIRM_PROP_CONFIRMATION_WINDOW, \.confirmationWindow),
    .bool(KINETIC_SLIDE_TO_CONFIRM_PROP_REDUCES_MOTION, \.reducesMotion),
    .enumeration(
      KINETIC_SLIDE_TO_CONFIRM_PROP_ORIENTATION, \.orientation,
      [
        (.horizontal, GTK_ORIENTATION_HORIZONTAL.rawValue),
        (.vertical, GTK_ORIENTATION_VERTICAL.rawValue),
      ]),
  ])

  override func propertyChanged(_ id: guint) {
    if Self.properties.contains(id) { configure(Self.properties.read(requested, from: widget)) }
    // A custom thumb keeps `thumb-width`; the drawn one fits its title.
    if id == KINETIC_SLIDE_TO_CONFIRM_PROP_THUMB.rawValue {
      perform(
        machine.reconfigure(
          size: machine.layout.size, configuration: effective(requested), at: now),
        at: now)
      gtk_widget_queue_resize(widget)
    }
  }

  /// Applies a configuration (a drag in progress goes on unless the track changed: see
  /// `SlideToConfirmMachine.reconfigure`) and stores it in the class's properties, which notify
  /// what changed.
  func configure(_ configuration: SlideToConfirmMachine.Configuration) {
    var configuration = Self.localized(configuration)
    configuration.thumbWidth = SurfaceLimits.length(
      configuration.thumbWidth, fallback: SlideToConfirmMachine.Configuration().thumbWidth)
    // Texts held to the limits a play script's labels have: Pango takes seconds to shape a
    // character with thousands of combining marks (a GtkLabel too), and the frame waits.
    configuration.title = TextLimits.clamped(
      configuration.title, maximumCharacters: TextLimits.labelCharacters)
    configuration.prompt = TextLimits.clamped(
      configuration.prompt, maximumCharacters: TextLimits.labelCharacters)
    for text in [
      \SlideToConfirmMachine.Configuration.texts.armed, \.texts.working, \.texts.succeeded,
      \.texts.failure, \.texts.hint,
    ] {
      configuration[keyPath: text] = TextLimits.clamped(
        configuration[keyPath: text], maximumCharacters: TextLimits.labelCharacters)
    }
    let old = requested
    requested = configuration
    perform(
      machine.reconfigure(
        size: machine.layout.size, configuration: effective(configuration), at: now),
      at: now)
    updateAccessibility()
    if old.orientation != configuration.orientation || old.thumbWidth != configuration.thumbWidth
      || old.title != configuration.title
    {
      gtk_widget_queue_resize(widget)
    }
    Self.properties.store(configuration, in: widget)
  }

  private func setAwaitsResult(_ awaits: Bool) {
    guard requested.awaitsActionResult != awaits else { return }
    var c = requested
    c.awaitsActionResult = awaits
    configure(c)
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
    handle(.pointer(event))
    if machine.state == .updating { surface.claimPointer(event.pointer) }
  }

  package func carryOut(_ output: SlideToConfirmMachine.Output, at time: TimeInterval) {
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

  /// Stores `state` and `progress` (which notify when they changed), lays out and redraws.
  package func outputsCarried() {
    store(
      KINETIC_SLIDE_TO_CONFIRM_PROP_STATE, enumeration: machine.state.kineticSlideToConfirmState)
    store(KINETIC_SLIDE_TO_CONFIRM_PROP_PROGRESS, double: machine.progress)
    // Enter arms, then confirms, from rest only.
    setAction(
      "slide-to-confirm.confirm",
      enabled: machine.configuration.isEnabled
        && (machine.state == .idle || machine.state == .armed))
    // A custom thumb is a child placed where the thumb is; the drawn parts move without a layout.
    if customPart(track: false) != nil || customPart(track: true) != nil {
      gtk_widget_queue_allocate(widget)
    }
    gtk_widget_queue_draw(widget)
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
    let thumb = Int32(fittedThumbWidth(requested).rounded(.up))
    // Across the travel the control is as tall as its text needs (48 px at the default size),
    // so it grows with the font and text-scaling settings as stock widgets do.
    var across = max(48, Int32((Double(promptLineHeight()) * 2.7).rounded()))
    if requested.orientation == .vertical { across = max(across, verticalThumbBreadth()) }
    return alongTravel ? (max(thumb + 8, 120), max(thumb * 2, 200)) : (across, across)
  }

  /// The thumb's extent: `thumb-width`, or more when the title needs it at the widget's font
  /// size (larger text, a longer translation), so the title is never shrunk or cut.
  ///
  /// The drawn thumb of a horizontal slide holds the title, a gap and the arrow between 8 px
  /// margins (SlideToConfirmRenderer); a custom thumb or a vertical slide keeps `thumb-width`.
  private func fittedThumbWidth(_ configuration: SlideToConfirmMachine.Configuration) -> Double {
    guard configuration.orientation == .horizontal, customPart(track: false) == nil,
      !configuration.title.isEmpty
    else { return configuration.thumbWidth }
    let layout = cache.layout(
      configuration.title, style: themedStyle.titleFont,
      context: gtk_widget_get_pango_context(widget))
    var width: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_pixel_size(layout, &width, &height)
    let arrowAndMargins = 16.0 + 12 + 6
    return max(configuration.thumbWidth, (Double(width) + arrowAndMargins + 2).rounded(.up))
  }

  /// The breadth a vertical slide needs for its drawn thumb to hold the title on one line: the
  /// title in the renderer's smaller vertical type, 4 px inside the thumb, which sits `inset`
  /// inside the track (SlideToConfirmRenderer).
  private func verticalThumbBreadth() -> Int32 {
    guard customPart(track: false) == nil, !requested.title.isEmpty else { return 0 }
    let font = themedStyle.titleFont
    let layout = cache.layout(
      requested.title,
      style: TextStyle(family: font.family, size: font.size - 2, isBold: true),
      context: gtk_widget_get_pango_context(widget))
    var width: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_pixel_size(layout, &width, &height)
    return width + 8 + 2 * Int32(themedStyle.inset.rounded(.up)) + 2
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
    let slide = OpaquePointer(widget)
    return track
      ? kinetic_slide_to_confirm_get_track(slide) : kinetic_slide_to_confirm_get_thumb(slide)
  }

  /// Sets or removes the custom track or thumb.
  func setCustomPart(_ child: UnsafeMutablePointer<GtkWidget>?, track: Bool) {
    let slide = OpaquePointer(widget)
    if track {
      kinetic_slide_to_confirm_set_track(slide, child)
    } else {
      kinetic_slide_to_confirm_set_thumb(slide, child)
    }
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
    let canvas = SnapshotCanvas(snapshot: snapshot, widget: widget, cache: cache)
    look.value.draw(
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
  private var themedStyle: SlideToConfirmStyle { look.value.style }

  /// The renderer of the look in the theme's colours, kept until the style changes.
  private var look: Kept<SlideToConfirmRenderer> {
    if let keptLook { return keptLook }
    let look = Kept(SlideToConfirmRenderer(style: ThemePalette(widget: widget).slideToConfirmStyle))
    // While the widget's own style changes, its part nodes (restyled after it) still have the
    // old one: read them again when drawing.
    if !isRestyling { keptLook = look }
    return look
  }

  /// Whether ``styleChanged()`` is running.
  private var isRestyling = false

  override func styleChanged() {
    keptLook = nil
    isRestyling = true
    defer { isRestyling = false }
    let enabled = gtk_widget_is_sensitive(widget) != 0
    let direction: SlideToConfirmMachine.LayoutDirection =
      gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    // A new font size may widen the thumb to fit its title.
    if enabled != machine.configuration.isEnabled
      || direction != machine.configuration.layoutDirection
      || fittedThumbWidth(requested) != machine.configuration.thumbWidth
    {
      gtk_widget_queue_resize(widget)
      perform(
        machine.reconfigure(
          size: machine.layout.size, configuration: effective(requested), at: now),
        at: now)
    }
    gtk_widget_queue_draw(widget)
  }

  // MARK: Preferences and accessibility

  /// `configuration` with each text still at its English default in the user's language
  /// (kinetic-1's catalog); texts the app chose stay as they are.
  static func localized(_ configuration: SlideToConfirmMachine.Configuration)
    -> SlideToConfirmMachine.Configuration
  {
    let english = SlideToConfirmMachine.Configuration()
    var localized = configuration
    for text in [
      \SlideToConfirmMachine.Configuration.title, \.prompt, \.texts.armed, \.texts.working,
      \.texts.succeeded, \.texts.failure, \.texts.hint,
    ] where configuration[keyPath: text] == english[keyPath: text] {
      // The properties' defaults: marked for the catalog in the C class.
      localized[keyPath: text] = translated(english[keyPath: text])
    }
    return localized
  }

  /// The configuration the machine runs: the requested one, with the widget's sensitivity and
  /// text direction, and motion reduced when GTK's `gtk-enable-animations` setting is off.
  private func effective(_ configuration: SlideToConfirmMachine.Configuration)
    -> SlideToConfirmMachine.Configuration
  {
    var effective = configuration
    effective.thumbWidth = fittedThumbWidth(configuration)
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
  /// The `KineticSlideToConfirmState` value.
  var kineticSlideToConfirmState: UInt32 {
    switch self {
    case .idle: KINETIC_SLIDE_TO_CONFIRM_STATE_IDLE.rawValue
    case .updating: KINETIC_SLIDE_TO_CONFIRM_STATE_UPDATING.rawValue
    case .armed: KINETIC_SLIDE_TO_CONFIRM_STATE_ARMED.rawValue
    case .completed: KINETIC_SLIDE_TO_CONFIRM_STATE_COMPLETED.rawValue
    case .working: KINETIC_SLIDE_TO_CONFIRM_STATE_WORKING.rawValue
    case .succeeded: KINETIC_SLIDE_TO_CONFIRM_STATE_SUCCEEDED.rawValue
    case .failed: KINETIC_SLIDE_TO_CONFIRM_STATE_FAILED.rawValue
    case .resetting: KINETIC_SLIDE_TO_CONFIRM_STATE_RESETTING.rawValue
    }
  }
}
