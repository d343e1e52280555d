import CGTK
import Glibc
@_spi(Hosts) import Kinetic
import KineticCairo
import KineticGObject

/// The behaviour of a `KineticGestureBoard`: one behaviour machine per child, the board's input,
/// animation and accessibility, owned by the widget.
///
/// A child's card is made when its layout child is (the board's `put`, a `.ui` file's `<child>`,
/// or the first layout after `gtk_widget_set_parent`) and dropped when the child leaves the board.
@MainActor
package final class GestureBoardHost: WidgetHost, WidgetClassHost {
  /// The widget class this host is the Swift side of.
  static var widgetType: GType { kinetic_gesture_board_get_type() }

  /// One child on the board: its behaviours and what Swift code attached to it.
  ///
  /// Each card runs the shared ``ControlLoop`` around its own machine; what an output means and
  /// what follows a batch is the board's.
  @MainActor package final class Card: @MainActor ControlLoopHost {
    /// The child widget.
    let child: UnsafeMutablePointer<GtkWidget>
    /// The child's behaviours.
    var machine: GestureBehavioursMachine
    var loop = ControlLoop<GestureBehavioursMachine.Output>()
    /// The board, which owns the card.
    private weak var board: GestureBoardHost?
    /// Whether a batch of outputs ended a gesture, so the description says where it came to rest.
    private var finishedGesture = false
    /// Where the layout put the child's top-left corner, before the transform (physical, after
    /// mirroring under a right-to-left direction).
    var origin = Point.zero
    /// The child's size on the board: its preferred size, CSS padding and border included.
    var size = Size.zero
    /// Called when the child is tapped (after the board's `tapped` signal).
    var onTap: (@MainActor () -> Void)?
    /// Receives every output of the child's behaviours with its time.
    var onOutput: (@MainActor (GestureBehavioursMachine.Output, TimeInterval) -> Void)?
    /// What assistive technologies read as the child's description, as set last.
    var accessibleDescription = ""
    /// What ``GestureBoardHost/apply(_:)`` last placed: the transform and the layout centre it
    /// is about (`nil` before the first time).
    var placed: (transform: ViewTransform, center: Point)?
    /// The child's `notify::parent` handler, which holds a reference on the child while the
    /// card lasts.
    let connections = SignalConnections()

    init(child: UnsafeMutablePointer<GtkWidget>, board: GestureBoardHost) {
      self.child = child
      self.board = board
      machine = GestureBehavioursMachine(center: .zero, size: .zero, container: nil)
    }

    /// Whether the card has left its board (a handler may take it off, or destroy the board).
    var isTornDown: Bool {
      guard let board, !board.isTornDown else { return true }
      return board.card(for: child) !== self
    }

    /// Runs its closures and the board's `tapped` signal.
    func carryOut(_ output: GestureBehavioursMachine.Output, at time: TimeInterval) {
      onOutput?(output, time)
      switch output {
      case .tap:
        if let board { kinetic_gesture_board_emit_tapped(board.widget, child) }
        onTap?()
      case .announce, .finishMoving, .finishPinching, .finishRotating: finishedGesture = true
      default: break
      }
    }

    /// Shows where the behaviours put the child and, after a gesture, says where it rests.
    func outputsCarried() {
      board?.apply(self)
      if finishedGesture {
        finishedGesture = false
        board?.updateAccessibleDescription(self)
      }
    }

    func startTicking() { board?.scheduleTicks() }

    /// The child's layout centre on the board.
    var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }
  }

  /// The cards, in the order their children joined the board.
  package private(set) var cards: [Card] = []
  /// What every child shares: the board's properties and the options that have none.
  var base: GestureBehavioursMachine.Configuration { settings.configuration }
  /// Whether pressing a child brings it to the front (`raises-on-press`).
  var raisesOnPress: Bool { settings.raisesOnPress }
  /// The board's properties.
  private(set) var settings = Settings()

  /// Which card each pointer that is down belongs to.
  var routes: [PointerID: Card] = [:]
  var wheel = WheelSteps()
  var touchpadPinch: TouchpadPinch?
  /// The board's size at its last allocation.
  private var allocatedSize = Size.zero

  override init(widget: UnsafeMutablePointer<GtkWidget>) {
    super.init(widget: widget)
    StyleSheet.add(Self.css)
    surface.focusesOnPress = false
    surface.onScroll = { [weak self] event in self?.scrolled(event) ?? false }
    installInput()
    installKeyFilter()
    // Hidden or off screen, pointers still down end (the surface pauses and resumes the tick
    // itself).
    connections.connect(widget, "unmap") { [weak self] in self?.cancelPointers(notifying: true) }
    connections.connect(widget, "unrealize") { [weak self] in self?.cancelPointers(notifying: true)
    }
  }

  override func tearDown() {
    isTornDown = true
    cancelPointers(notifying: false)
    for card in cards {
      card.onTap = nil
      card.onOutput = nil
      card.connections.disconnectAll()
    }
    cards.removeAll()
    super.tearDown()
  }

  /// A capture-phase key controller ahead of the class's key bindings.
  ///
  /// Auto-repeat of a held 0, Return, Enter or Space never reaches them: a held key resets or
  /// taps once (moves, scales and turns repeat). And a label card gets them first: GtkLabel's own
  /// class bindings take the arrows and Return (to move a selection's cursor, to follow a link)
  /// and use them even where the label has neither, so they would never reach the board.
  private func installKeyFilter() {
    surface.filterKeysInCapturePhase { [weak self] press in self?.keyPressed(press) ?? false }
  }

  private func keyPressed(_ press: KeyPress) -> Bool {
    guard
      let name = kinetic_gesture_board_binding_action(press.keyval).map({ String(cString: $0) }),
      let action = Action(actionName: name)
    else { return false }
    if press.isRepeat, action == .reset || action == .tap { return true }
    // Ctrl, Alt and Super combinations belong to the application's shortcuts.
    guard press.modifiers.isDisjoint(with: [.control, .alt, .meta]),
      let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
      gtk_widget_get_parent(focus) == widget, Self.isPlainLabel(focus), let card = card(for: focus),
      isEnabled(action, on: card)
    else { return false }
    perform(action, on: card)
    return true
  }

  /// Whether a widget is a `GtkLabel` without a selection (whose bindings do nothing with keys).
  private static func isPlainLabel(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    guard g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0 else { return false }
    return gtk_label_get_selectable(OpaquePointer(widget)) == 0
  }

  /// Whether the card has the behaviour an action needs (as the class's enabled actions say).
  private func isEnabled(_ action: Action, on card: Card) -> Bool {
    let behaviours = configuration(for: card).behaviours
    switch action {
    case .moveLeft, .moveRight, .moveUp, .moveDown: return behaviours.contains(.movable)
    case .scaleUp, .scaleDown: return behaviours.contains(.pinchable)
    case .rotateLeft, .rotateRight: return behaviours.contains(.rotatable)
    case .tap: return behaviours.contains(.tappable)
    case .reset: return true
    }
  }

  // MARK: Cards

  /// The card of `child`, if it is on the board.
  func card(for child: UnsafeMutableRawPointer) -> Card? {
    cards.first { UnsafeMutableRawPointer($0.child) == child }
  }

  /// The cards in stacking order, bottom to top.
  var stackedCards: [Card] {
    var stacked: [Card] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      if let card = card(for: current) { stacked.append(card) }
      child = gtk_widget_get_next_sibling(current)
    }
    return stacked
  }

  fileprivate func childAdded(_ child: UnsafeMutablePointer<GtkWidget>) {
    guard !isTornDown, card(for: child) == nil else { return }
    let card = Card(child: child, board: self)
    cards.append(card)
    // A child unparented by hand (not through the board's remove) leaves the board at once: its
    // layout child, which would say so when disposed, may live on in the app's hands.
    card.connections.connectNotify(child, property: "parent") { [weak self, weak card] in
      guard let self, let card, gtk_widget_get_parent(card.child) != self.widget else { return }
      self.childRemoved(card.child)
    }
    gtk_widget_add_css_class(child, "gesture-view")
    // Every card takes the focus (a label too: the board gives it through the root).
    gtk_widget_set_focusable(child, 1)
    card.machine.reconfigure(configuration(for: card))
    updateGeometry(card)
    updateAccessibleDescription(card)
  }

  fileprivate func childRemoved(_ child: UnsafeMutablePointer<GtkWidget>) {
    guard let index = cards.firstIndex(where: { $0.child == child }) else { return }
    cancelPointers(of: cards[index])
    let card = cards.remove(at: index)
    card.onTap = nil
    card.onOutput = nil
    card.connections.disconnectAll()
  }

  fileprivate func childChanged(_ child: UnsafeMutablePointer<GtkWidget>) {
    guard let card = card(for: child) else { return }
    applyConfiguration(card)
    updateGeometry(card)
    updateAccessibleDescription(card)
    scheduleTicks()
  }

  /// The child's layout properties.
  func options(of card: Card) -> KineticGestureChildOptions {
    var options = KineticGestureChildOptions()
    _ = kinetic_gesture_board_read_child(widget, card.child, &options)
    return options
  }

  /// Writes the child's layout properties (they notify, and come back through `childChanged`).
  func setOptions(_ options: KineticGestureChildOptions, of card: Card) {
    var options = options
    kinetic_gesture_board_write_child(widget, card.child, &options)
  }

  /// The behaviours' configuration for a card: the board's options with the child's own.
  func configuration(for card: Card) -> GestureBehavioursMachine.Configuration {
    let options = options(of: card)
    var configuration = base
    var behaviours: GestureBehavioursMachine.Behaviours = []
    if options.movable != 0 { behaviours.insert(.movable) }
    if options.pinchable != 0 { behaviours.insert(.pinchable) }
    if options.rotatable != 0 { behaviours.insert(.rotatable) }
    if options.tappable != 0 { behaviours.insert(.tappable) }
    configuration.behaviours = behaviours
    configuration.keepsInsideContainer = options.keeps_inside != 0
    let minimum = options.minimum_scale
    configuration.scaleRange = minimum...max(minimum, options.maximum_scale)
    return configuration
  }

  /// Applies the card's configuration, with motion reduced while `gtk-enable-animations` is off.
  func applyConfiguration(_ card: Card) {
    var effective = configuration(for: card)
    effective.reducesMotion = effective.reducesMotion || !surface.animationsEnabled
    if effective != card.machine.configuration { card.machine.reconfigure(effective) }
  }

  /// Sets the options every card shares (the board's properties and the options without one)
  /// and notifies the properties that changed.
  func configure(base configuration: GestureBehavioursMachine.Configuration) {
    var new = settings
    new.configuration = configuration
    apply(new)
  }

  /// Sets `raises-on-press`, notifying a change.
  func setRaisesOnPress(_ raises: Bool) {
    var new = settings
    new.raisesOnPress = raises
    apply(new)
  }

  private func apply(_ new: Settings) {
    settings = new
    Self.properties.store(settings, in: widget)
    for card in cards {
      applyConfiguration(card)
      updateAccessibleDescription(card)
    }
    scheduleTicks()
  }

  // MARK: Properties

  /// What the board's properties set: the options every card shares, and raising on press.
  struct Settings {
    var configuration = GestureBehavioursMachine.Configuration()
    var raisesOnPress = true
    /// The keys sentence of the cards' descriptions; nil names each card's own keys.
    var hint: String?

    var snapsRotation: Bool {
      get { configuration.rotationSnap != nil }
      set { configuration.rotationSnap = newValue ? (configuration.rotationSnap ?? .init()) : nil }
    }
    var snapsScale: Bool {
      get { configuration.scaleSnapTolerance != nil }
      set {
        configuration.scaleSnapTolerance =
          newValue
          ? (configuration.scaleSnapTolerance ?? GestureBoardHost.scaleSnapTolerance) : nil
      }
    }
  }

  private static let properties = ControlProperties<Settings>([
    .bool(KINETIC_GESTURE_BOARD_PROP_RAISES_ON_PRESS, \.raisesOnPress),
    .bool(KINETIC_GESTURE_BOARD_PROP_HAS_MOMENTUM, \.configuration.hasMomentum),
    .bool(KINETIC_GESTURE_BOARD_PROP_SNAPS_ROTATION, \.snapsRotation),
    .bool(KINETIC_GESTURE_BOARD_PROP_SNAPS_SCALE, \.snapsScale),
    .bool(KINETIC_GESTURE_BOARD_PROP_DOUBLE_TAP_RESETS, \.configuration.doubleTapResets),
    .bool(KINETIC_GESTURE_BOARD_PROP_REDUCES_MOTION, \.configuration.reducesMotion),
    .string(KINETIC_GESTURE_BOARD_PROP_HINT, \.hint),
  ])

  override func propertyChanged(_ id: guint) {
    if Self.properties.contains(id) { apply(Self.properties.read(settings, from: widget)) }
  }

  /// How close to 1 a released scale snaps when `snaps-scale` is on.
  nonisolated static let scaleSnapTolerance = 0.08

  // MARK: Actions

  override func activateAction(_ name: String, parameter: OpaquePointer?) {
    if name == "gesture-board.reset-all" { return resetAll() }
    guard let action = Action(actionName: name), let focus = gtk_widget_get_focus_child(widget),
      let card = card(for: focus)
    else { return }
    perform(action, on: card)
  }

  /// Puts every card back where it was put.
  func resetAll() {
    for card in cards { perform(.reset, on: card) }
  }

  /// What the keys and the board's actions do to a card: the handle's public list.
  typealias Action = GestureBoardChild.Action

  /// Performs `action` on a card as its key would, now.
  func perform(_ action: Action, on card: Card) {
    applyConfiguration(card)
    if let key = action.key {
      dispatch(.key(KeyEvent(key: key, time: now)), to: card)
    } else if card.machine.configuration.behaviours.contains(.tappable) {
      var tap = Outputs<GestureBehavioursMachine.Output>()
      tap.append(.tap)
      card.perform(tap, at: now)
    }
  }

  // MARK: Behaviours

  /// Feeds one event (pointers in board coordinates) to a card's behaviours.
  func dispatch(_ event: InputEvent, to card: Card) {
    updateGeometry(card)
    card.handle(event)
  }

  /// Shows where the behaviours put a card: its opacity, and its transform (at the next
  /// allocation) and placement properties unless neither they nor the layout moved it since it
  /// was last placed, so that a frame where the card stays put costs no layout and no drawing.
  func apply(_ card: Card) {
    let alpha = card.machine.alpha
    if abs(gtk_widget_get_opacity(card.child) - alpha) > 1e-9 {
      gtk_widget_set_opacity(card.child, alpha)
    }
    let placed = (transform: card.machine.transform, center: card.center)
    if let last = card.placed, last.transform == placed.transform, last.center == placed.center {
      return
    }
    card.placed = placed
    let placement = card.machine.placement
    let layoutCenter = card.center
    kinetic_gesture_board_set_child_placement(
      widget, card.child, Double(placement.center.x - layoutCenter.x),
      Double(placement.center.y - layoutCenter.y), placement.scale, placement.rotation)
    gtk_widget_queue_allocate(widget)
  }

  /// Tells a card's behaviours where the layout puts the child and how large the board is.
  func updateGeometry(_ card: Card) {
    var minimum = GtkRequisition()
    gtk_widget_get_preferred_size(card.child, &minimum, nil)
    card.size = Size(width: Double(minimum.width), height: Double(minimum.height))
    let options = options(of: card)
    let width = Double(gtk_widget_get_width(widget))
    let height = Double(gtk_widget_get_height(widget))
    let mirrored = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
    let x = mirrored ? width - options.x - Double(card.size.width) : options.x
    card.origin = Point(x: x, y: options.y)
    let container = width > 0 && height > 0 ? Rect(x: 0, y: 0, width: width, height: height) : nil
    card.machine.setGeometry(center: card.center, size: card.size, container: container)
  }

  // MARK: Ticking

  /// Whether the frame clock is driving the cards' animations.
  var isTicking: Bool { surface.isTicking }

  /// Starts the frame-clock tick (through the surface) while a card needs it.
  func scheduleTicks() {
    guard !isTornDown, !surface.isTicking, cards.contains(where: \.machine.needsTicks) else {
      return
    }
    surface.startTicking { [weak self] frameTime in self?.ticked(at: frameTime) ?? false }
  }

  private func ticked(at time: TimeInterval) -> Bool {
    for card in cards where card.machine.needsTicks {
      let wasAnimating = card.machine.needsTicks
      _ = card.tick(at: time)
      if isTornDown { return false }
      // A key's step, a fling or a reset ended: say where it came to rest.
      if wasAnimating, !card.machine.needsTicks { updateAccessibleDescription(card) }
    }
    return !isTornDown && cards.contains(where: \.machine.needsTicks)
  }

  // MARK: Layout

  override func measure(_ orientation: GtkOrientation, forSize: Int32) -> (
    minimum: Int32, natural: Int32
  ) {
    // Nothing: children dragged past the edge never grow the board. Its size is its size request
    // (240 × 180 unless set) or what its parent gives it.
    (0, 0)
  }

  override func sizeAllocate(width: Int32, height: Int32) {
    // Children set as parent by hand join here; their layout child makes their card.
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      if card(for: current) == nil {
        _ = kinetic_gesture_board_get_layout_child(OpaquePointer(widget), current)
      }
      child = gtk_widget_get_next_sibling(current)
    }
    let size = Size(width: Double(width), height: Double(height))
    let resized = size != allocatedSize
    allocatedSize = size
    for card in cards {
      updateGeometry(card)
      allocate(card)
    }
    if resized {
      for card in cards { apply(card) }
      scheduleTicks()
    }
  }

  /// Allocates a child at its layout position, then the behaviours' transform about its centre.
  private func allocate(_ card: Card) {
    var transform: OpaquePointer?
    var toCenter = graphene_point_t(x: Float(card.center.x), y: Float(card.center.y))
    transform = gsk_transform_translate(transform, &toCenter)
    // Decomposed into steps every GSK renderer draws (a general matrix shows as a pink box under
    // the Cairo renderer).
    transform = RendererTransforms.append(card.machine.transform.affineTransform, to: transform)
    var back = graphene_point_t(x: Float(-card.size.width / 2), y: Float(-card.size.height / 2))
    transform = gsk_transform_translate(transform, &back)
    // Takes the transform.
    gtk_widget_allocate(
      card.child, Int32(card.size.width.rounded()), Int32(card.size.height.rounded()), -1,
      transform)
  }

  override func styleChanged() {
    frameColor = nil
    for card in cards { applyConfiguration(card) }
    gtk_widget_queue_allocate(widget)
    // The frame is the board's own drawing: `.flat` added or removed shows or hides it.
    gtk_widget_queue_draw(widget)
  }

  // MARK: Drawing

  /// The colour of the board's frame, read from the theme when the style changes.
  private var frameColor: Color?

  /// The board's frame: a line of one pixel just inside its edge, in the theme's `@borders`.
  ///
  /// A border node (four thin rectangles) where a CSS inset shadow would be: GTK's GL renderer
  /// shades an inset shadow over the whole board in every frame a card moves, which made a drag
  /// on the board cost several times a stock picture's. A `.flat` board has no frame (and the
  /// theme gives it no surface): its cards lie on whatever is behind it.
  override func snapshot(_ snapshot: OpaquePointer) {
    let width = Float(gtk_widget_get_width(widget))
    let height = Float(gtk_widget_get_height(widget))
    guard width > 2, height > 2, gtk_widget_has_css_class(widget, "flat") == 0 else { return }
    let color =
      frameColor ?? ThemePalette.color(named: "borders", in: widget)
      ?? Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.3)
    frameColor = color
    var bounds = graphene_rect_t(
      origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: width, height: height))
    var outline = GskRoundedRect()
    gsk_rounded_rect_init_from_rect(&outline, &bounds, 0)
    let rgba = SnapshotCanvas.rgba(color)
    let widths: [Float] = [1, 1, 1, 1]
    let colors = [rgba, rgba, rgba, rgba]
    gtk_snapshot_append_border(snapshot, &outline, widths, colors)
  }

  // MARK: Accessibility

  /// Tells assistive technologies what a card can do and where it is: the board's hint, or
  /// the card's keys, then its place, scale and angle.
  func updateAccessibleDescription(_ card: Card) {
    let placement = card.machine.placement
    let x = Int(displaying: placement.center.x)
    let y = Int(displaying: placement.center.y)
    let percent = Int(displaying: placement.scale * 100)
    let degrees = Int(displaying: placement.rotation * 180 / .pi)
    let hint = settings.hint ?? Self.keysSentence(configuration(for: card).behaviours)
    // TRANSLATORS: where a gesture board's card is: its centre's x and y, its scale in percent
    // and its rotation in degrees.
    let place = translatedFormat(
      "At %1$s, %2$s; %3$s percent; %4$s degrees.", String(x), String(y), String(percent),
      String(degrees))
    let text = hint.isEmpty ? place : hint + " " + place
    guard text != card.accessibleDescription else { return }
    card.accessibleDescription = text
    text.withCString { cgtk_accessible_set_description(card.child, $0) }
  }

  /// The keys of `behaviours` as a sentence in the user's language.
  private static func keysSentence(_ behaviours: GestureBehavioursMachine.Behaviours) -> String {
    var can: [String] = []
    // TRANSLATORS: the keys of a gesture board's card, joined with commas into a sentence
    // ("Arrow keys move, plus and minus scale, brackets rotate, 0 resets.").
    if behaviours.contains(.movable) { can.append(translated("arrow keys move")) }
    if behaviours.contains(.pinchable) { can.append(translated("plus and minus scale")) }
    if behaviours.contains(.rotatable) { can.append(translated("brackets rotate")) }
    can.append(translated("0 resets"))
    let text = can.joined(separator: ", ")
    return text.prefix(1).uppercased() + text.dropFirst() + "."
  }

  static let css = """
    .gesture-view:focus-visible { outline: 2px solid #2563eb; outline-offset: 3px; }
    """
}

// MARK: - The calls the board class makes (kinetic-gesture-board-properties.h)

@MainActor @_cdecl("kinetic_gesture_board_host_child_added")
func kineticGestureBoardHostChildAdded(
  _ pointer: UnsafeMutableRawPointer, _ child: UnsafeMutablePointer<GtkWidget>
) {
  GestureBoardHost.unretained(pointer)?.childAdded(child)
}

@MainActor @_cdecl("kinetic_gesture_board_host_child_removed")
func kineticGestureBoardHostChildRemoved(
  _ pointer: UnsafeMutableRawPointer, _ child: UnsafeMutablePointer<GtkWidget>
) {
  GestureBoardHost.unretained(pointer)?.childRemoved(child)
}

@MainActor @_cdecl("kinetic_gesture_board_host_child_changed")
func kineticGestureBoardHostChildChanged(
  _ pointer: UnsafeMutableRawPointer, _ child: UnsafeMutablePointer<GtkWidget>
) {
  GestureBoardHost.unretained(pointer)?.childChanged(child)
}

@MainActor @_cdecl("kinetic_gesture_board_host_reset_all")
func kineticGestureBoardHostResetAll(_ pointer: UnsafeMutableRawPointer) {
  GestureBoardHost.unretained(pointer)?.resetAll()
}

extension GestureBoardChild.Action {
  /// The action a board's action name (`gesture-board.move-left`) stands for.
  init?(actionName: String) {
    let prefix = "gesture-board."
    guard actionName.hasPrefix(prefix) else { return nil }
    self.init(rawValue: String(actionName.dropFirst(prefix.count)))
  }

  /// The key whose press the machine knows for this action (none for a tap).
  var key: Key? {
    switch self {
    case .moveLeft: .left
    case .moveRight: .right
    case .moveUp: .up
    case .moveDown: .down
    case .scaleUp: .plus
    case .scaleDown: .minus
    case .rotateLeft: .bracketLeft
    case .rotateRight: .bracketRight
    case .reset: .zero
    case .tap: nil
    }
  }
}
