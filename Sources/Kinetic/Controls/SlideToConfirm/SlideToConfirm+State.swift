extension SlideToConfirmMachine {
  /// Where a slide to confirm stands.
  public enum State: String, Sendable, Hashable, CaseIterable {
    /// At rest at the start, waiting for a drag or an activation.
    case idle
    /// Following a finger.
    case updating
    /// Activated once from the keyboard or an assistive technology; a second activation confirms.
    case armed
    /// Confirmed: the host's action runs now.
    case completed
    /// Waiting for the host's action to report its result.
    case working
    /// The action succeeded; shown for a moment before the reset.
    case succeeded
    /// The action failed; the thumb springs back and the failure shows for a moment.
    case failed
    /// Travelling back to the start after a release short of the end or after a confirmation.
    case resetting
  }

  /// A physical or audible cue a host can play (a haptic, a sound).
  public enum Feedback: String, Sendable, Hashable, CaseIterable {
    /// A first activation armed the control.
    case arm
    /// The slide was confirmed.
    case commit
    /// The action succeeded.
    case success
    /// The action failed.
    case failure
  }

  /// Something the host must do: run a callback, play feedback or announce to screen readers.
  public enum Output: Sendable, Hashable {
    /// The state changed; reported before the callbacks the change causes.
    case stateChanged(State)
    /// The thumb moved under the finger (DESlideToConfirmView's `updateBlock`), with progress in 0...1.
    case update(progress: Double)
    /// The slide was confirmed (the `completeBlock`): run the action now.
    case complete
    /// The control came back to rest (the `idleBlock`).
    case idle
    /// The action succeeded.
    case success
    /// The action failed with a message for the user.
    case failure(message: String)
    /// Play a cue.
    case feedback(Feedback)
    /// Say this to screen-reader users.
    case announce(String)
  }
}
