public import CGTK
public import Foundation
public import Kinetic

/// Any GTK widget on a ``GestureBoard``, made movable, pinchable, rotatable and tappable.
///
/// The board creates one for each child it hosts (``GestureBoard/add(_:at:behaviours:)``) and
/// feeds it the pointers that land on it; the conformances are Kinetic's protocols, so the
/// behaviours, their bounds, springs and hooks are the headless core's. Where the behaviours put
/// the view becomes the child's transform on the board (`gtk_fixed_set_child_transform`: the
/// child's layout position, then the transform about its centre), and its opacity the child's.
///
/// Override the hooks in a subclass (``didTap()``, ``didStartMoving()``, ``translateCenter(translation:velocity:startPoint:currentPoint:)``
/// and the rest) or set the closures (``onTap``, ``onOutput``, ``onAnnounce``).
///
/// With the keyboard focus, the arrow keys move the view, + and − scale it, [ and ] turn it and
/// 0 resets it; the same effects are actions of the group ``actionGroupName`` inserted on the
/// child (`gesture.move-left`, …), and the child's accessible description says how to use them
/// and where the view is.
@MainActor
open class GestureWidget: @MainActor Movable, @MainActor Pinchable, @MainActor Rotatable,
  @MainActor Tappable
{
  /// The widget that moves.
  public let child: UnsafeMutablePointer<GtkWidget>
  /// The board the view is on, while it is on one.
  public internal(set) weak var board: GestureBoard?
  /// Where the layout put the child's top-left corner on the board, before the transform.
  public internal(set) var origin = CGPoint.zero

  /// Called when the view is tapped.
  public var onTap: (@MainActor () -> Void)?
  /// Receives every output of the behaviours with its time (seconds on the frame clock's
  /// timeline), in the order they happen; the gallery prints them as trace lines.
  public var onOutput: (@MainActor (GestureBehaviourMachine.Output, Double) -> Void)?
  /// Receives what a screen reader should say after a key or an action.
  public var onAnnounce: (@MainActor (String) -> Void)?

  /// The view's transform about its centre; the behaviours set it.
  public var transform = CGAffineTransform.identity {
    didSet { applyTransform() }
  }
  /// The view's opacity; dimmed while pressed.
  public var alpha: CGFloat = 1 {
    didSet { gtk_widget_set_opacity(child, Double(alpha)) }
  }
  /// Where the behaviours keep their state.
  public var gestureBehaviours: GestureBehaviourMachine?

  let connections = SignalConnections()
  var keyController: OpaquePointer?
  var actionGroup: UnsafeMutablePointer<GSimpleActionGroup>?
  var heldKeys = HeldKeys()
  var requested = GestureBehaviourMachine.Configuration()
  var accessibleName: String?
  /// What assistive technologies read as the child's description, as set last.
  public internal(set) var accessibleDescription = ""

  /// Wraps `child` with `behaviours`; add the view to a board with
  /// ``GestureBoard/add(_:at:)``.
  public init(
    child: UnsafeMutablePointer<GtkWidget>,
    behaviours: GestureBehaviourMachine.Behaviours = .all
  ) {
    g_object_ref_sink(child)
    self.child = child
    gtk_widget_add_css_class(child, "gesture-view")
    if behaviours.contains(.movable) { makeMovable() }
    if behaviours.contains(.pinchable) { makePinchable() }
    if behaviours.contains(.rotatable) { makeRotatable() }
    if behaviours.contains(.tappable) { makeTappable() }
    if gestureBehaviours == nil { addGestureBehaviours([]) }
    requested = gestureBehaviours?.configuration ?? requested
    installKeyboardAndActions()
    updateAccessibleDescription()
  }

  isolated deinit {
    tearDown()
    g_object_unref(child)
  }

  // MARK: GestureView

  /// The child's centre on the board, as its layout put it.
  public var center: CGPoint {
    let size = self.size
    return CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
  }

  /// The child's own bounds.
  public var bounds: CGRect { CGRect(origin: .zero, size: size) }

  /// The board's bounds, while the view is on a board that has been given a size.
  ///
  /// Before its first allocation a board measures 0 × 0, and bounds that small would pull a view
  /// kept inside them to the corner; until then the view has no bounds.
  public var containerBounds: CGRect? {
    guard let board, board.width > 0, board.height > 0 else { return nil }
    return CGRect(x: 0, y: 0, width: board.width, height: board.height)
  }

  /// The child's size on the board: its preferred size, which the board's `GtkFixed` allocates
  /// to it, CSS padding and border included.
  ///
  /// Not `gtk_widget_get_width`: that is the content box alone, so a padded child (a pill-shaped
  /// label, a button) would be hit only in its content and turned about a point off its centre.
  public var size: CGSize {
    var minimum = GtkRequisition()
    gtk_widget_get_preferred_size(child, &minimum, nil)
    return CGSize(width: Double(minimum.width), height: Double(minimum.height))
  }

  // MARK: State

  /// The behaviours' configuration; setting it applies at once.
  ///
  /// Motion is also reduced while GTK's `gtk-enable-animations` setting is off.
  public var configuration: GestureBehaviourMachine.Configuration {
    get { requested }
    set {
      requested = newValue
      applyConfiguration()
      updateAccessibleDescription()
    }
  }

  /// Where the view is: its visual centre on the board, its scale and its rotation.
  public var placement: GestureBehaviourMachine.Placement? {
    // The machine learns the layout with each event; bring it up to date before asking.
    gestureBehaviours?.setGeometry(center: center, size: size, container: containerBounds)
    return gestureBehaviours?.placement
  }

  /// Tells the behaviours where the layout put the view and how large the board is; a view kept
  /// inside a board that shrank springs back in on the board's next ticks.
  func updateGeometry() {
    gestureBehaviours?.setGeometry(center: center, size: size, container: containerBounds)
  }

  /// Whether a drag, pinch or rotation holds the view.
  public var isHeld: Bool { gestureBehaviours?.claimsPointers ?? false }

  /// Whether the child is on top of `point` (board coordinates), where the behaviours put it.
  public func contains(_ point: CGPoint) -> Bool {
    guard gtk_widget_get_visible(child) != 0 else { return false }
    let transform = gestureBehaviours?.transform ?? .identity
    return transform.contains(point, viewCenter: center, size: size)
  }

  // MARK: Movable

  /// Does nothing; override to react.
  open func didStartMoving() {}
  /// Does nothing; override to react.
  open func didFinishMoving(velocity: CGVector) {}
  /// The start point moved by the (already bounded) translation; override to constrain moves.
  open func translateCenter(
    translation: CGVector, velocity: CGVector, startPoint: CGPoint, currentPoint: CGPoint
  ) -> CGPoint {
    startPoint.offset(by: translation)
  }
  /// Sets ``transform``.
  open func animateToMovedTransform(_ transform: CGAffineTransform) { self.transform = transform }

  // MARK: Pinchable

  /// Does nothing; override to react.
  open func didStartPinching() {}
  /// Does nothing; override to react.
  open func didFinishPinching() {}
  /// 0.1, Standard Template Protocols' default; read by `makePinchable()`.
  open func minimumPinchScale() -> CGFloat { 0.1 }
  /// 2.0, Standard Template Protocols' default; read by `makePinchable()`.
  open func maximumPinchScale() -> CGFloat { 2 }
  /// The behaviours' transform.
  open func transformWithScale(scale: CGFloat, lastScale: CGFloat, velocity: CGFloat)
    -> CGAffineTransform
  {
    gestureBehaviours?.transform.affineTransform ?? transform
  }
  /// Sets ``transform``.
  open func animateToPinchedTransform(_ transform: CGAffineTransform) {
    self.transform = transform
  }

  // MARK: Rotatable

  /// Does nothing; override to react.
  open func didStartRotating() {}
  /// Does nothing; override to react.
  open func didFinishRotating(velocity: Double) {}
  /// −∞: no limit; read by `makeRotatable()`.
  open func minimumRotation() -> CGFloat { -.infinity }
  /// +∞: no limit; read by `makeRotatable()`.
  open func maximumRotation() -> CGFloat { .infinity }
  /// The behaviours' transform.
  open func transformWithRotation(rotation: CGFloat, lastRotation: CGFloat, velocity: CGFloat)
    -> CGAffineTransform
  {
    gestureBehaviours?.transform.affineTransform ?? transform
  }
  /// Sets ``transform``.
  open func animateToRotatedTransform(_ transform: CGAffineTransform) {
    self.transform = transform
  }

  // MARK: Tappable

  /// Calls ``onTap``.
  open func didTap() { onTap?() }
  /// Dims the child to the configuration's pressed opacity.
  open func didTouchDown() { alpha = CGFloat(requested.pressedAlpha) }
  /// Restores the child's full opacity.
  open func didTouchUp() { alpha = 1 }
  /// 0.001 s, Standard Template Protocols' default; read by `makeTappable()`.
  open func minimumPressDuration() -> TimeInterval { 0.001 }
  /// 10 points, Standard Template Protocols' default; read by `makeTappable()`.
  open func allowableMovement() -> CGFloat { 10 }

  // MARK: Driving the behaviours

  /// Feeds one event (pointers in board coordinates) to the behaviours, runs the hooks, and
  /// reports the outputs.
  ///
  /// The protocols' `handleGestureEvent(_:)` runs the hooks but keeps the outputs to itself, so
  /// the same event is first played on a copy of the machine (a value: the copy computes exactly
  /// the outputs the real one will) to report them with their placements.
  func dispatch(_ event: InputEvent) {
    guard var preview = gestureBehaviours else { return }
    preview.setGeometry(center: center, size: size, container: containerBounds)
    let outputs = preview.handle(event)
    handleGestureEvent(event)
    report(outputs, at: event.time)
    board?.scheduleTicks()
  }

  /// Lets time pass for the behaviours: momentum, springs and a pending press.
  func tick(at time: Double) {
    guard var preview = gestureBehaviours else { return }
    let wasAnimating = preview.needsTicks
    let outputs = preview.tick(at: time)
    tickGestures(at: time)
    report(outputs, at: time)
    // A key's step, a fling or a reset ends after its "finish" output: say where it came to rest.
    if wasAnimating, !(gestureBehaviours?.needsTicks ?? false) { updateAccessibleDescription() }
  }

  private func report(_ outputs: Outputs<GestureBehaviourMachine.Output>, at time: Double) {
    var finished = false
    for output in outputs {
      onOutput?(output, time)
      switch output {
      case .announce(let message):
        onAnnounce?(message)
        finished = true
      case .finishMoving, .finishPinching, .finishRotating: finished = true
      default: break
      }
    }
    if finished { updateAccessibleDescription() }
  }

  func applyConfiguration() {
    guard var machine = gestureBehaviours else { return }
    var effective = requested
    effective.reducesMotion = requested.reducesMotion || !animationsEnabled
    guard effective != machine.configuration else { return }
    machine.reconfigure(effective)
    gestureBehaviours = machine
  }

  /// Whether the user wants animations (`gtk-enable-animations`).
  var animationsEnabled: Bool {
    cgtk_settings_get_enable_animations(gtk_widget_get_settings(child)) != 0
  }

  /// Sets the child's transform on the board: its layout position, then the behaviours'
  /// transform about its centre.
  func applyTransform() {
    // Not (or no longer) on the board's `GtkFixed`: its window went.
    guard let board, gtk_widget_get_parent(child) == board.fixedWidget else { return }
    let size = self.size
    var transform: OpaquePointer?
    var toCenter = graphene_point_t(
      x: Float(origin.x + size.width / 2), y: Float(origin.y + size.height / 2))
    transform = gsk_transform_translate(transform, &toCenter)
    // Decomposed into steps every GSK renderer draws (a general matrix shows as a pink box
    // under the Cairo renderer).
    transform = RendererTransforms.append(self.transform, to: transform)
    var back = graphene_point_t(x: Float(-size.width / 2), y: Float(-size.height / 2))
    transform = gsk_transform_translate(transform, &back)
    gtk_fixed_set_child_transform(board.fixed, child, transform)
    gsk_transform_unref(transform)
  }

  /// Disconnects the view's handlers and removes its controller and actions from the child.
  func tearDown() {
    connections.disconnectAll()
    if let keyController {
      if gtk_event_controller_get_widget(keyController) == child {
        gtk_widget_remove_controller(child, keyController)
      }
      g_object_unref(keyController.instance)
      self.keyController = nil
    }
    if let actionGroup {
      gtk_widget_insert_action_group(child, Self.actionGroupName, nil)
      g_object_unref(actionGroup)
      self.actionGroup = nil
    }
  }

  /// Now, on the frame clock's timeline (GLib's monotonic clock), in seconds.
  var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }
}
