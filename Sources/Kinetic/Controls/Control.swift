/// A control's headless machine as every host drives it: input and time in, outputs out.
///
/// Every control's machine (``SlideToConfirmMachine``, ``PullToActionMachine``,
/// ``GestureBehavioursMachine``, ``OnboardingCarouselMachine``) conforms where it is declared, and
/// its configuration conforms to ``ControlConfiguration`` where that is declared. A host owns the
/// machine, a value, and drives it the same way:
///
/// 1. It turns what its platform delivers into ``InputEvent``s and hands each to
///    ``handle(_:)``.
/// 2. While ``needsTicks`` is true it calls ``tick(at:)`` on every frame with the frame's time;
///    at rest it stops, so a control nobody touches costs nothing.
/// 3. It runs each ``Output`` either returns, in order.
///
/// That is all this protocol promises, so code written against it (the `kinetic play` player's
/// virtual clock, a frame-clock host, a test) works for any control. What differs stays on the
/// machines themselves: the API calls (``SlideToConfirmMachine/complete(at:)``,
/// ``PullToActionMachine/trigger(at:)`` …), how a configuration changes, and what to draw
/// (three machines have a `renderModel`; the carousel draws its ``OnboardingCarouselMachine/scene``).
///
/// Every machine's ``configuration`` says whether motion is reduced
/// (``ControlConfiguration/reducesMotion``), which a host ORs with its platform's setting.
public protocol Control: Sendable {
  /// What the control asks its host to do: a callback to run, a haptic, an announcement.
  associatedtype Output: Sendable, Hashable
  /// How the control looks and behaves.
  associatedtype Configuration: ControlConfiguration

  /// How the control is configured.
  var configuration: Configuration { get }

  /// Whether an animation or a timer is running, so the host must keep calling ``tick(at:)``.
  var needsTicks: Bool { get }

  /// Handles one input event, stamped with its time, and returns what the host must do.
  mutating func handle(_ event: InputEvent) -> Outputs<Output>

  /// Lets time pass up to `time`, in seconds on the host's clock, and returns what happened.
  mutating func tick(at time: TimeInterval) -> Outputs<Output>
}

/// What every control's configuration has in common.
public protocol ControlConfiguration: Sendable, Hashable {
  /// Whether motion is reduced, as the user's accessibility setting asks; each control's
  /// configuration says what it leaves out.
  var reducesMotion: Bool { get set }
}
