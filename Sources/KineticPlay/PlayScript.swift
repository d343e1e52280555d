public import Foundation
public import Kinetic

/// A scripted interaction with one control, as `kinetic play` reads it.
public struct PlayScript: Sendable {
  /// The controls a script can drive.
  public enum Control: String, Sendable, CaseIterable {
    /// The slide to confirm.
    case slideToConfirm = "slide-to-confirm"
    /// The pull to action.
    case pullToAction = "pull-to-action"
    /// The gesture behaviours on one view.
    case gestures
    /// The onboarding carousel.
    case onboarding
  }

  /// One timed step.
  public struct Step: Sendable, Hashable {
    /// What the step does.
    package enum Action: Sendable, Hashable {
      /// A pointer event.
      case pointer(PointerEvent.Phase, CGPoint, PointerID)
      /// A scroll by a delta in points.
      case scroll(CGVector)
      /// A key press.
      case key(Key)
      /// A public API call, with its arguments.
      case call(String, arguments: JSONValue?)
      /// Run until this time, then stop.
      case end
    }

    /// When, in seconds from the start.
    public var time: Double
    /// What happens.
    package var action: Action
    /// Where the step is in the script, for messages about it.
    public var location: SourceLocation
  }

  /// The control.
  public var control: Control
  /// The control's size in points.
  public var size: CGSize
  /// The control's options, still as written; each control's player reads its own.
  package var options: JSONValue?
  /// The steps, in time order.
  public var steps: [Step]
  /// What the script does that is allowed but suspicious (a key written twice), for the user.
  public var warnings: [Diagnostic] = []
}

extension PlayScript.Step {
  /// The input event a pointer, scroll or key step stands for (a scroll is a mouse wheel's);
  /// `nil` for calls and the end.
  var inputEvent: InputEvent? {
    switch action {
    case .pointer(let phase, let location, let pointer):
      .pointer(PointerEvent(pointer: pointer, phase: phase, location: location, time: time))
    case .scroll(let delta):
      .scroll(ScrollEvent(delta: delta, time: time))
    case .key(let key):
      .key(KeyEvent(key: key, time: time))
    case .call, .end:
      nil
    }
  }
}
