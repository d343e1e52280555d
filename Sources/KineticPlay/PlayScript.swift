package import Foundation
package import Kinetic

/// A scripted interaction with one control, as `kinetic play` reads it: its options and calls
/// already decoded into the control kind's own types.
package struct PlayScript: Sendable {
  /// The control's size in points.
  package var size: Size
  /// What the script does that is allowed but suspicious (a key written twice), for the user.
  package var warnings: [Diagnostic] = []
  /// The control's options and steps, in its kind's types.
  let content: any ControlScriptContent

  /// The control the script drives.
  package var kind: any ControlKind.Type { content.kindType }

  /// The time of the last step, 0 without steps.
  package var lastStepTime: TimeInterval { content.lastStepTime }

  /// The steps, when the script drives a control of `kind`.
  package func steps<Kind: ControlKind>(of kind: Kind.Type) -> [PlayStep<Kind.Call>]? {
    (content as? ControlScript<Kind>)?.steps
  }

  /// The options, when the script drives a control of `kind`.
  package func options<Kind: ControlKind>(of kind: Kind.Type) -> Kind.Options? {
    (content as? ControlScript<Kind>)?.options
  }
}

/// One timed step of a script, with calls decoded into `Call`.
package struct PlayStep<Call: Sendable>: Sendable {
  /// What the step does.
  package enum Action: Sendable {
    /// A pointer event.
    case pointer(PointerEvent.Phase, Point, PointerID)
    /// A scroll by a delta in points.
    case scroll(Vector)
    /// A key press.
    case key(Key)
    /// A public API call, with its arguments.
    case call(Call)
    /// Run until this time, then stop.
    case end
  }

  /// When, in seconds from the start.
  package var time: TimeInterval
  /// What happens.
  package var action: Action
  /// Where the step is in the script, for messages about it.
  package var location: SourceLocation

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

  /// The same step with its call, if it is one, turned into another type; `nil` when the call
  /// does not turn.
  func mapCall<Other>(_ transform: (Call) -> Other?) -> PlayStep<Other>? {
    let other: PlayStep<Other>.Action
    switch action {
    case .pointer(let phase, let location, let pointer):
      other = .pointer(phase, location, pointer)
    case .scroll(let delta): other = .scroll(delta)
    case .key(let key): other = .key(key)
    case .call(let call):
      guard let converted = transform(call) else { return nil }
      other = .call(converted)
    case .end: other = .end
    }
    return PlayStep<Other>(time: time, action: other, location: location)
  }
}

/// A script's control-specific half, whatever its kind.
protocol ControlScriptContent: Sendable {
  /// The control.
  var kindType: any ControlKind.Type { get }
  /// The time of the last step, 0 without steps.
  var lastStepTime: TimeInterval { get }
  /// Reads the files the options name relative to `folder`; with `nil`, relative to the current
  /// directory, playing what ``ControlKind/unloaded(_:)`` gives when they cannot be read.
  func prepare(size: Size, folder: String?) throws(PlayFilesFailure) -> any PreparedPlay
}

/// A script's options and steps for a control of `Kind`.
struct ControlScript<Kind: ControlKind>: ControlScriptContent {
  var options: Kind.Options
  var steps: [PlayStep<Kind.Call>]

  var kindType: any ControlKind.Type { Kind.self }

  var lastStepTime: TimeInterval { steps.last?.time ?? 0 }

  func prepare(size: Size, folder: String?) throws(PlayFilesFailure) -> any PreparedPlay {
    let loaded: Kind.Loaded
    if let folder {
      loaded = try Kind.load(options, relativeTo: folder)
    } else {
      loaded = (try? Kind.load(options, relativeTo: "")) ?? Kind.unloaded(options)
    }
    return PreparedControlPlay<Kind>(loaded: loaded, size: size, steps: steps)
  }
}
