public import CGTK
public import Kinetic
public import KineticCairo

/// A widget that shows a pull to action's status in the area the pull reveals, as
/// ShinobiEssentials' `SEssentialsPullToActionStatusView` does.
///
/// The ``PullToActionView`` places ``widget`` at the visualizer's status frame and keeps it
/// informed. Every method but ``widget`` has a default that does nothing, so a status view
/// implements only what it needs: ``update(for:)`` and ``update(pulledAmount:threshold:)`` are
/// the original's hooks, ``update(_:)`` hands over the whole render model on every change (the
/// arrow's turn, the spinner's angle, the outcome) for a view that animates with the control.
@MainActor
public protocol PullToActionStatusView: AnyObject {
  /// The widget the view shows; the control adds it to its own widget tree.
  var widget: UnsafeMutablePointer<GtkWidget> { get }
  /// The state changed (`updateForState:`).
  func update(for state: PullToActionMachine.State)
  /// The pulled amount changed (`updateForPulledAmountChanged:pullThreshold:`), in points.
  func update(pulledAmount: Double, threshold: Double)
  /// The control's style changed (`applyStyle:`); custom views may ignore it.
  func apply(_ style: PullToActionStyle)
  /// Something the control draws changed: the latest render model.
  func update(_ model: PullToActionMachine.RenderModel)
}

extension PullToActionStatusView {
  /// Does nothing.
  public func update(for state: PullToActionMachine.State) {}
  /// Does nothing.
  public func update(pulledAmount: Double, threshold: Double) {}
  /// Does nothing.
  public func apply(_ style: PullToActionStyle) {}
  /// Does nothing.
  public func update(_ model: PullToActionMachine.RenderModel) {}
}
