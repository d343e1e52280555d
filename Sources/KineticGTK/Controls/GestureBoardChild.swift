public import CGTK
import Glibc
@_spi(Hosts) public import Kinetic
import KineticGObject

/// A child of a ``GestureBoardView``: a handle on its behaviours, which the board's widget keeps.
///
/// The behaviours (`movable`, `pinchable`, `rotatable`, `tappable`), the bounds and the layout
/// position are properties of the child's `KineticGestureLayoutChild`; where the behaviours have
/// put the child is its read-only `offset-x`, `offset-y`, `scale` and `rotation`. This handle
/// reads and writes them, and keeps Swift closures (``onTap``, ``onOutput``) with the board. It
/// holds nothing itself: make as many as you like, drop them whenever you like.
///
/// With the keyboard focus, the arrow keys move the child, + and − scale it, [ and ] turn it and
/// 0 resets it (the board's `gesture-board.*` actions); the child's accessible description says
/// how, and where the child is.
@MainActor
public struct GestureBoardChild: @MainActor Equatable {
  /// The board's widget.
  let board: UnsafeMutablePointer<GtkWidget>
  /// The widget that moves.
  public let child: UnsafeMutablePointer<GtkWidget>

  init(board: UnsafeMutablePointer<GtkWidget>, child: UnsafeMutablePointer<GtkWidget>) {
    self.board = board
    self.child = child
  }

  private var host: GestureBoardHost? { WidgetHost.of(board) as? GestureBoardHost }
  private var card: GestureBoardHost.Card? { host?.card(for: child) }

  /// Called when the child is tapped.
  public var onTap: (@MainActor () -> Void)? {
    get { card?.onTap }
    nonmutating set { card?.onTap = newValue }
  }

  /// Receives every output of the behaviours with its time (seconds on the frame clock's
  /// timeline), in the order they happen; the gallery prints them as trace lines.
  public var onOutput: (@MainActor (GestureBehavioursMachine.Output, TimeInterval) -> Void)? {
    get { card?.onOutput }
    nonmutating set { card?.onOutput = newValue }
  }

  // MARK: Layout properties

  private func withOptions(_ body: (inout KineticGestureChildOptions) -> Void) {
    guard let host, let card else { return }
    var options = host.options(of: card)
    body(&options)
    host.setOptions(options, of: card)
  }

  /// The behaviours the child has (the layout child's `movable`, `pinchable`, `rotatable` and
  /// `tappable`).
  public var behaviours: GestureBehavioursMachine.Behaviours {
    get { configuration.behaviours }
    nonmutating set {
      withOptions {
        $0.movable = newValue.contains(.movable) ? 1 : 0
        $0.pinchable = newValue.contains(.pinchable) ? 1 : 0
        $0.rotatable = newValue.contains(.rotatable) ? 1 : 0
        $0.tappable = newValue.contains(.tappable) ? 1 : 0
      }
    }
  }

  /// Whether the child stays inside the board (the layout child's `keeps-inside`).
  public var keepsInside: Bool {
    get { configuration.keepsInsideContainer }
    nonmutating set { withOptions { $0.keeps_inside = newValue ? 1 : 0 } }
  }

  /// The child's scale range (the layout child's `minimum-scale` and `maximum-scale`).
  public var scaleRange: ClosedRange<Double> {
    get { configuration.scaleRange }
    nonmutating set {
      withOptions {
        $0.minimum_scale = newValue.lowerBound
        $0.maximum_scale = newValue.upperBound
      }
    }
  }

  /// Where the layout puts the child's top-left corner on the board, before the transform.
  public var origin: Point {
    guard let host, let card else { return .zero }
    host.updateGeometry(card)
    return card.origin
  }

  /// Sets the layout position (the layout child's `x` and `y`).
  func place(at origin: Point) {
    withOptions {
      $0.x = Double(origin.x)
      $0.y = Double(origin.y)
    }
  }

  /// The child's behaviours' configuration: the board's with the child's own options.
  public var configuration: GestureBehavioursMachine.Configuration {
    guard let host, let card else { return .init() }
    return host.configuration(for: card)
  }

  // MARK: Geometry and state

  /// The child's centre on the board, as its layout put it.
  public var center: Point {
    guard let host, let card else { return .zero }
    host.updateGeometry(card)
    return card.center
  }

  /// The child's size on the board: its preferred size, CSS padding and border included.
  public var size: Size {
    guard let host, let card else { return .zero }
    host.updateGeometry(card)
    return card.size
  }

  /// The child's own bounds.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The board's bounds, once the board has been given a size.
  public var containerBounds: Rect? {
    let width = Double(gtk_widget_get_width(board))
    let height = Double(gtk_widget_get_height(board))
    return width > 0 && height > 0 ? Rect(x: 0, y: 0, width: width, height: height) : nil
  }

  /// Where the child is: its visual centre on the board, its scale and its rotation.
  public var placement: GestureBehavioursMachine.Placement? {
    guard let host, let card else { return nil }
    host.updateGeometry(card)
    return card.machine.placement
  }

  /// The child's transform about its centre, as the behaviours set it; setting it places the
  /// child there at once.
  public var transform: AffineTransform2D {
    get { card?.machine.transform.affineTransform ?? .identity }
    nonmutating set {
      guard let host, let card, let transform = ViewTransform(newValue) else { return }
      card.machine.place(transform)
      host.apply(card)
    }
  }

  /// Whether a drag, pinch or rotation holds the child.
  public var isHeld: Bool { card?.machine.claimsPointers ?? false }

  /// Whether the child is on top of `point` (board coordinates), where the behaviours put it.
  public func contains(_ point: Point) -> Bool {
    guard let host, let card else { return false }
    return host.contains(card, point)
  }

  /// What assistive technologies read as the child's description.
  public var accessibleDescription: String { card?.accessibleDescription ?? "" }

  /// Sets the name assistive technologies announce (a picture has none of its own), or removes
  /// it when `nil`.
  public func setAccessibleLabel(_ label: String?) {
    guard let label else { return cgtk_accessible_set_label(child, nil) }
    label.withCString { cgtk_accessible_set_label(child, $0) }
  }

  // MARK: Actions

  /// What the keys and the board's `gesture-board.*` actions do to a child.
  public enum Action: String, CaseIterable, Sendable {
    /// Moves the child one keyboard step left (the Left key).
    case moveLeft = "move-left"
    /// Moves the child one keyboard step right (the Right key).
    case moveRight = "move-right"
    /// Moves the child one keyboard step up (the Up key).
    case moveUp = "move-up"
    /// Moves the child one keyboard step down (the Down key).
    case moveDown = "move-down"
    /// Scales the child up one keyboard step (+).
    case scaleUp = "scale-up"
    /// Scales the child down one keyboard step (−).
    case scaleDown = "scale-down"
    /// Turns the child anticlockwise one keyboard step ([).
    case rotateLeft = "turn-left"
    /// Turns the child clockwise one keyboard step (]).
    case rotateRight = "turn-right"
    /// Animates the child back to its layout position, size and angle (0).
    case reset
    /// Taps the child (Return or Space).
    case tap

    /// The board's action: `gesture-board.move-left` and the rest.
    public var actionName: String { "gesture-board." + rawValue }
  }

  /// Performs `action` on this child as its key would, now (focused or not).
  public func perform(_ action: Action) {
    guard let host, let card else { return }
    host.perform(action, on: card)
  }

  /// Animates the child back to its layout position, natural size and no rotation.
  public func reset() { perform(.reset) }

  /// Feeds one event (pointers in board coordinates) to the behaviours.
  package func dispatch(_ event: InputEvent) {
    guard let host, let card else { return }
    host.dispatch(event, to: card)
  }

  /// Whether two handles are on the same child of the same board.
  public static func == (lhs: GestureBoardChild, rhs: GestureBoardChild) -> Bool {
    lhs.board == rhs.board && lhs.child == rhs.child
  }
}
