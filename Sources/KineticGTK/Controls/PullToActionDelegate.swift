public import Kinetic

/// Learns what a ``PullToActionView`` does, as ShinobiEssentials' `SEssentialsPullToActionDelegate`
/// does: "will" just before a state change (it cannot stop it), "did" just after.
///
/// Every method has a default that does nothing, so a delegate implements only what it needs.
@MainActor
public protocol PullToActionDelegate: AnyObject {
  /// The state is about to change; the view's ``PullToActionView/state`` still reads `old`.
  func willChange(from old: PullToActionMachine.State, to new: PullToActionMachine.State)
  /// The state changed and the status view shows it.
  func didChange(from old: PullToActionMachine.State, to new: PullToActionMachine.State)
  /// The action must start now (`pullToActionTriggeredAction:`); call
  /// ``PullToActionView/actionCompleted(_:)`` when the work is done, unless
  /// ``PullToActionView/action`` runs it.
  func triggeredAction(_ view: PullToActionView)
}

extension PullToActionDelegate {
  /// Does nothing.
  public func willChange(from old: PullToActionMachine.State, to new: PullToActionMachine.State) {}
  /// Does nothing.
  public func didChange(from old: PullToActionMachine.State, to new: PullToActionMachine.State) {}
  /// Does nothing.
  public func triggeredAction(_ view: PullToActionView) {}
}
