extension PullToActionMachine {
  /// Where a pull to action stands, in ShinobiEssentials' order.
  public enum State: String, Sendable, Hashable, CaseIterable, Comparable {
    /// At rest; nothing is pulled.
    case idle
    /// A finger pulls the content past its edge, not yet past the threshold.
    case pulling
    /// Pulled past the threshold: releasing now triggers the action.
    case triggered
    /// The action runs; the status view stays open until it completes.
    case executing
    /// The action completed; the status view shows the outcome and closes.
    case retracting

    /// The state's place in ShinobiEssentials' order, from 0.
    package var order: Int {
      switch self {
      case .idle: 0
      case .pulling: 1
      case .triggered: 2
      case .executing: 3
      case .retracting: 4
      }
    }

    /// Orders states as ShinobiEssentials' enum does: idle, pulling, triggered, executing,
    /// retracting.
    public static func < (lhs: State, rhs: State) -> Bool { lhs.order < rhs.order }
  }

  /// How an action ended, for the status view and for screen-reader users.
  public enum Outcome: Sendable, Hashable {
    /// The action did what it was asked ("Updated").
    case success
    /// The action failed, with a message for the user.
    case failure(message: String)
    /// The action found nothing new ("Up to date").
    case noChange
  }

  /// Which edge of the content the control pulls from.
  public enum Edge: String, Sendable, Hashable, CaseIterable {
    /// The start of the content: pull down to refresh.
    case top
    /// The end of the content: pull up to load more.
    case bottom
  }

  /// When a pull past the threshold triggers the action.
  public enum TriggerMode: String, Sendable, Hashable, CaseIterable {
    /// When the finger lifts while past the threshold (ShinobiEssentials, most libraries).
    case onRelease
    /// As soon as the pull crosses the threshold (UIRefreshControl, Safari).
    case atThreshold
  }

  /// A physical or audible cue a host can play (a haptic, a sound).
  public enum Feedback: String, Sendable, Hashable, CaseIterable {
    /// The pull committed to the action: at release, or at the threshold when it triggers there.
    case trigger
    /// The action succeeded or found nothing new.
    case success
    /// The action failed.
    case failure
  }

  /// Something the host must do: run a callback, redraw, play feedback or announce.
  public enum Output: Sendable, Hashable {
    /// The state changed. Hosts call the delegate's "will change", update the status view, then
    /// call "did change", in that order (the original's will/did convention).
    case stateChanged(from: State, to: State)
    /// The pulled amount changed (points revealed past the edge); redraw the status view.
    case pulledAmountChanged(Double)
    /// The action must start now (the delegate's `pullToActionTriggeredAction:`). The app calls
    /// ``PullToActionMachine/actionCompleted(_:at:)`` when its work is done.
    case triggeredAction
    /// The action completed with this outcome (`nil` when the app gave none).
    case completed(Outcome?)
    /// Play a cue.
    case feedback(Feedback)
    /// Say this to screen-reader users.
    case announce(String)
  }
}
