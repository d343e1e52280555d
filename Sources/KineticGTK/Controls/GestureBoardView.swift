public import CGTK
import Glibc
public import Kinetic
import KineticGObject

/// Swift's view of a `KineticGestureBoard`: a GTK container whose children the user can drag,
/// pinch, turn and tap, Kinetic's gesture behaviours for any `GtkWidget` (a picture, a label, a
/// button).
///
/// The widget is a GObject class (`KineticGestureBoard`, CSS name `kinetic-gesture-board`) that
/// owns its state, so this type is only a handle: drop it whenever you like and the board keeps
/// working for as long as GTK shows it. Make one with ``init()`` and add ``widget`` to a window,
/// or wrap a board built from a `.ui` file with ``init(_:)``. Put children on it with
/// ``add(_:at:behaviours:)``; each child's behaviours are properties of its layout child
/// (`movable`, `pinchable`, `rotatable`, `tappable`, `keeps-inside`, …), which ``GestureBoardChild``
/// reads and writes.
///
/// ## Input
///
/// - Touchscreens drive all four behaviours: one finger drags, two fingers drag, pinch and turn.
/// - The mouse (and a stylus) drags and taps. Over a child, Ctrl with the wheel scales it and
///   Shift with the wheel turns it, one keyboard step per wheel click; a touchpad pinch scales
///   and turns the child under the pointer (on Wayland; X11 reports no touchpad gestures).
/// - With a child focused (every child takes the focus): arrows move it, + and − scale it, [ and
///   ] turn it, 0 resets it, Return and Space tap it: the board's `gesture-board.*` actions.
///
/// The board watches the pointers in the capture phase and claims a touch or click only once
/// the behaviours are really moving, pinching or turning a child. Until then a `GtkButton` child
/// still clicks, and an enclosing `GtkScrolledWindow` still scrolls a swipe that would only push
/// a child against its bound.
@MainActor
public final class GestureBoardView {
  /// The `KineticGestureBoard` widget.
  public let widget: UnsafeMutablePointer<GtkWidget>

  /// Creates an empty board.
  ///
  /// GTK must be initialized: create boards once the application has started up.
  public convenience init() {
    precondition(
      gtk_is_initialized() != 0, "Create a GestureBoardView after GTK has started up")
    guard let widget = kinetic_gesture_board_new() else {
      preconditionFailure("GTK could not create a KineticGestureBoard")
    }
    self.init(widget)
  }

  /// Wraps an existing `KineticGestureBoard` (from a `.ui` file, say), taking a reference.
  public init(_ widget: UnsafeMutablePointer<GtkWidget>) {
    precondition(
      g_type_check_instance_is_a(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
        kinetic_gesture_board_get_type()) != 0,
      "not a KineticGestureBoard")
    g_object_ref_sink(widget)
    self.widget = widget
  }

  isolated deinit { g_object_unref(widget) }

  package var host: GestureBoardHost? { WidgetHost.of(widget) as? GestureBoardHost }

  private var board: OpaquePointer { OpaquePointer(widget) }

  /// The board's width in points (0 before the first layout).
  public var width: Double { Double(gtk_widget_get_width(widget)) }
  /// The board's height in points (0 before the first layout).
  public var height: Double { Double(gtk_widget_get_height(widget)) }

  /// The children on the board, bottom to top.
  public var views: [GestureBoardChild] {
    (host?.stackedCards ?? []).map { GestureBoardChild(board: widget, child: $0.child) }
  }

  /// Whether pressing a child brings it to the front (the `raises-on-press` property).
  public var raisesOnPress: Bool {
    get { host?.raisesOnPress ?? true }
    set { host?.setRaisesOnPress(newValue) }
  }

  /// What every child's behaviours share: momentum, snapping, double tap, reduced motion (the
  /// board's properties) and the options that have no property (the spring, keyboard steps, …).
  ///
  /// The behaviours, whether a child keeps inside the board and its scale range are each
  /// child's own: set them on its ``GestureBoardChild``. Motion is also reduced while GTK's
  /// `gtk-enable-animations` setting is off.
  public var configuration: GestureBehavioursMachine.Configuration {
    get { host?.base ?? .init() }
    set { host?.configure(base: newValue) }
  }

  // MARK: Children

  /// Puts `child` on the board with its top-left corner at `origin` and returns its handle.
  @discardableResult
  public func add(
    _ child: UnsafeMutablePointer<GtkWidget>, at origin: Point,
    behaviours: GestureBehavioursMachine.Behaviours = .all
  ) -> GestureBoardChild {
    if let parent = gtk_widget_get_parent(child), parent != widget {
      g_object_ref(child)
      gtk_widget_unparent(child)
      defer { g_object_unref(child) }
      kinetic_gesture_board_put(board, child, Double(origin.x), Double(origin.y))
    } else if gtk_widget_get_parent(child) == nil {
      kinetic_gesture_board_put(board, child, Double(origin.x), Double(origin.y))
    }
    let view = GestureBoardChild(board: widget, child: child)
    view.place(at: origin)
    view.behaviours = behaviours
    return view
  }

  /// Takes a child off the board; a gesture on it ends as cancelled.
  public func remove(_ view: GestureBoardChild) {
    guard gtk_widget_get_parent(view.child) == widget else { return }
    kinetic_gesture_board_remove(board, view.child)
  }

  /// Moves a child's layout position (its top-left corner before the transform).
  public func place(_ view: GestureBoardChild, at origin: Point) {
    guard view.board == widget else { return }
    view.place(at: origin)
  }

  /// Draws a child above the others (and hit-tests it first).
  public func bringToFront(_ view: GestureBoardChild) {
    guard let card = host?.card(for: view.child) else { return }
    host?.bringToFront(card)
  }

  /// Animates every child back to where its layout put it.
  public func resetAll() { kinetic_gesture_board_reset_all(board) }

  /// The topmost child under `point` (board coordinates), where the behaviours put it.
  public func view(at point: Point) -> GestureBoardChild? {
    host?.view(at: point).map { GestureBoardChild(board: widget, child: $0.child) }
  }

  /// Whether the frame clock is driving the children's animations.
  public var isTicking: Bool { host?.isTicking ?? false }

  /// Claims the pointers on `view` once its behaviours hold it; returns whether they are claimed.
  @discardableResult
  package func claimIfHeld(_ view: GestureBoardChild) -> Bool {
    guard let card = host?.card(for: view.child) else { return false }
    return host?.claimIfHeld(card) ?? false
  }
}
