public import CGTK
public import Foundation
public import Kinetic

/// A GTK container whose children the user can drag, pinch, turn and tap: Kinetic's gesture
/// behaviours for any `GtkWidget` (a picture, a label, a button).
///
/// Add ``widget`` to a window and give it a size (`gtk_widget_set_size_request`, or let its
/// parent stretch it); put children on it with ``add(_:at:behaviours:)``. The board is a
/// `GtkFixed` (with overflow hidden) inside a wrapper that does not grow when a child is
/// transformed past its edge; each child is a ``GestureWidget`` that conforms to
/// ``Movable``, ``Pinchable``, ``Rotatable`` and ``Tappable``.
///
/// ## Input
///
/// - Touchscreens drive all four behaviours: one finger drags, two fingers drag, pinch and turn.
/// - The mouse (and a stylus) drags and taps. Over a view, Ctrl with the wheel scales it and
///   Shift with the wheel turns it, one keyboard step per wheel click; a touchpad pinch scales
///   and turns the view under the pointer (on Wayland; X11 reports no touchpad gestures).
/// - With a view focused: arrows move it, + and − scale it, [ and ] turn it, 0 resets it.
///
/// The board watches the pointers in the capture phase and claims a touch or click only once
/// the behaviours are really moving, pinching or turning a view. Until then a `GtkButton` child
/// still clicks, and an enclosing `GtkScrolledWindow` still scrolls a swipe that would only push
/// a view against its bound.
///
/// ## Lifetime
///
/// The board owns its widgets, its views and its callbacks; every C callback holds it weakly.
/// Destroying the window mid-animation is safe: when the board is hidden or leaves the screen
/// its tick callback goes (an animation resumes when it is shown again), when it leaves the
/// screen pointers still down are reported as cancelled; the handlers go when the board is deinitialized or its widget
/// destroyed.
@MainActor
public final class GestureBoard {
  /// The widget to add to a container.
  public let widget: UnsafeMutablePointer<GtkWidget>
  /// The views on the board, bottom to top.
  public private(set) var views: [GestureWidget] = []
  /// Whether pressing a view brings it to the front.
  public var raisesOnPress = true

  /// The `GtkFixed` that holds the children and their transforms.
  let fixed: UnsafeMutablePointer<GtkFixed>
  let connections = SignalConnections()
  var controllers = EventControllers()
  var pointers = PointerSlots()
  /// Which view each pointer that is down belongs to, by its slot number.
  var routes: [Int: Route] = [:]
  var claimGestures: [OpaquePointer] = []
  var hoverLocation: CGPoint?
  var wheel = WheelSteps()
  var touchpadPinch: TouchpadPinch?
  /// The frame-clock tick, running while a view moves and the board is shown.
  private lazy var ticker = FrameTicker(widget: fixedWidget)
  private(set) var isTornDown = false
  /// The board's size at its last allocation.
  private var allocatedSize = CGSize.zero

  /// Creates an empty board.
  ///
  /// GTK must be initialized: create boards once the application has started up.
  public init() {
    precondition(gtk_is_initialized() != 0, "Create a GestureBoard after GTK has started up")
    MainQueueBridge.install()
    guard let wrapper = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0),
      let fixed = cgtk_widget_new_with_role(gtk_fixed_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)
    else { preconditionFailure("GTK could not create the board's widgets") }
    g_object_ref_sink(wrapper)
    widget = wrapper
    self.fixed = UnsafeMutableRawPointer(fixed).assumingMemoryBound(to: GtkFixed.self)
    // A `GtkFixed` asks for the bounds of its children's transforms; the wrapper asks for
    // nothing and gives the board all its space, so a view dragged past the edge never grows
    // the window.
    gtk_widget_set_layout_manager(wrapper, gtk_custom_layout_new(nil, measureNothing, fillChild))
    gtk_widget_set_overflow(wrapper, GTK_OVERFLOW_HIDDEN)
    gtk_widget_set_overflow(fixed, GTK_OVERFLOW_HIDDEN)
    gtk_widget_add_css_class(wrapper, "gesture-board")
    gtk_widget_set_size_request(wrapper, 240, 180)
    gtk_box_append(cgtk_box(wrapper), fixed)
    StyleSheet.add(Self.css)
    installInput()
    // The wrapper's layout tells the board of every allocation (see `fillChild`).
    let resized = CallbackBox<@MainActor () -> Void> { [weak self] in self?.allocated() }
    g_object_set_data_full(
      cgtk_object(wrapper), Self.allocationKey, resized.retainedPointer(), releaseCallbackBox)
    // Off screen the frame clock stops: pointers end, the tick goes, and comes back when shown.
    connections.connect(fixed, "unrealize") { [weak self] in
      self?.cancelPointers(notifying: true)
      self?.stopTicking()
    }
    // Hidden (another page of a stack, say), nothing ticks; an animation resumes when shown.
    connections.connect(fixed, "unmap") { [weak self] in self?.stopTicking() }
    connections.connect(fixed, "map") { [weak self] in self?.scheduleTicks() }
    connections.connect(fixed, "destroy") { [weak self] in self?.tearDown(notifying: true) }
  }

  isolated deinit {
    tearDown(notifying: false)
    for view in views { view.board = nil }
    g_object_unref(widget)
  }

  /// The board's width in points (0 before the first layout).
  public var width: Double { Double(gtk_widget_get_width(fixedWidget)) }
  /// The board's height in points (0 before the first layout).
  public var height: Double { Double(gtk_widget_get_height(fixedWidget)) }

  var fixedWidget: UnsafeMutablePointer<GtkWidget> {
    UnsafeMutableRawPointer(fixed).assumingMemoryBound(to: GtkWidget.self)
  }

  // MARK: Children

  /// Puts `child` on the board with its top-left corner at `origin` and returns its view.
  @discardableResult
  public func add(
    _ child: UnsafeMutablePointer<GtkWidget>, at origin: CGPoint,
    behaviours: GestureBehaviourMachine.Behaviours = .all
  ) -> GestureWidget {
    let view = GestureWidget(child: child, behaviours: behaviours)
    add(view, at: origin)
    return view
  }

  /// Puts a view (a ``GestureWidget`` subclass, say) on the board at `origin`.
  public func add(_ view: GestureWidget, at origin: CGPoint) {
    if let board = view.board { board.remove(view) }
    view.board = self
    view.origin = origin
    gtk_fixed_put(fixed, view.child, origin.x, origin.y)
    views.append(view)
    view.applyConfiguration()
    view.applyTransform()
    view.updateAccessibleDescription()  // It says where the view is: now on this board.
  }

  /// Takes a view off the board; a gesture on it ends as cancelled.
  public func remove(_ view: GestureWidget) {
    guard let index = views.firstIndex(where: { $0 === view }) else { return }
    cancelPointers(of: view)
    views.remove(at: index)
    if gtk_widget_get_parent(view.child) == fixedWidget { gtk_fixed_remove(fixed, view.child) }
    view.board = nil
  }

  /// Moves a view's layout position (its top-left corner before the transform).
  public func place(_ view: GestureWidget, at origin: CGPoint) {
    guard view.board === self else { return }
    view.origin = origin
    view.applyTransform()
    view.updateAccessibleDescription()
  }

  /// Draws `view` above the others (and hit-tests it first).
  public func bringToFront(_ view: GestureWidget) {
    guard let index = views.firstIndex(where: { $0 === view }), index != views.count - 1 else {
      return
    }
    views.append(views.remove(at: index))
    // Appending it again as the last child keeps its place and transform on the `GtkFixed`.
    gtk_widget_insert_before(view.child, fixedWidget, nil)
  }

  /// The board was given its size: when it changed, the views learn their new bounds, and those
  /// that keep inside the board and now stand outside it spring back in.
  private func allocated() {
    let size = CGSize(width: width, height: height)
    guard size != allocatedSize, !isTornDown else { return }
    allocatedSize = size
    for view in views { view.updateGeometry() }
    scheduleTicks()
  }

  /// The wrapper's data key for the allocation callback.
  nonisolated static let allocationKey = "kinetic-gesture-board-allocated"

  /// Animates every view back to where its layout put it.
  public func resetAll() {
    for view in views { view.reset() }
  }

  /// The topmost view under `point` (board coordinates), where the behaviours put it.
  public func view(at point: CGPoint) -> GestureWidget? {
    views.last { $0.contains(point) }
  }

  // MARK: Ticking

  /// Whether the frame clock is driving the views' animations.
  public var isTicking: Bool { ticker.isTicking }

  /// Starts the frame-clock tick while a view needs it.
  func scheduleTicks() {
    guard !ticker.isTicking, !isTornDown, gtk_widget_get_mapped(fixedWidget) != 0,
      views.contains(where: \.needsGestureTicks)
    else { return }
    ticker.start { [weak self] frameTime in self?.ticked(at: frameTime) ?? false }
  }

  private func ticked(at frameTime: Double) -> Bool {
    guard !isTornDown else { return false }
    for view in views where view.needsGestureTicks { view.tick(at: frameTime) }
    // A hook may have torn the board down (closed the window); the callback goes either way.
    return !isTornDown && views.contains(where: \.needsGestureTicks)
  }

  func stopTicking() {
    ticker.stop()
  }

  // MARK: Teardown

  /// Disconnects every handler and removes the controllers and the tick.
  ///
  /// Safe to call twice.
  func tearDown(notifying: Bool) {
    guard !isTornDown else { return }
    isTornDown = true
    stopTicking()
    cancelPointers(notifying: notifying)
    g_object_set_data(cgtk_object(widget), Self.allocationKey, nil)
    connections.disconnectAll()
    controllers.removeAll(from: fixedWidget)
    claimGestures.removeAll()
    for view in views { view.tearDown() }
  }

  static let css = """
    .gesture-view:focus-visible { outline: 2px solid #2563eb; outline-offset: 3px; }
    """
}

/// The wrapper's measure: nothing, so transformed children never grow it.
private func measureNothing(
  _ widget: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation, _ forSize: Int32,
  _ minimum: UnsafeMutablePointer<Int32>?, _ natural: UnsafeMutablePointer<Int32>?,
  _ minimumBaseline: UnsafeMutablePointer<Int32>?, _ naturalBaseline: UnsafeMutablePointer<Int32>?
) {
  minimum?.pointee = 0
  natural?.pointee = 0
}

/// The wrapper's allocation: all of it to the board.
private func fillChild(
  _ widget: UnsafeMutablePointer<GtkWidget>?, _ width: Int32, _ height: Int32, _ baseline: Int32
) {
  guard let widget, let child = gtk_widget_get_first_child(widget) else { return }
  gtk_widget_allocate(child, width, height, baseline, nil)
  // GTK lays out on the main thread; the address crosses into the main actor's view of it.
  let address = Int(bitPattern: g_object_get_data(cgtk_object(widget), GestureBoard.allocationKey))
  guard address != 0 else { return }
  MainActor.assumeIsolated {
    guard let data = UnsafeMutableRawPointer(bitPattern: address) else { return }
    CallbackBox<@MainActor () -> Void>.unretained(data).body()
  }
}
