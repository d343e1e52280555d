extension PullToActionMachine {
  /// Everything that shapes a pull to action's behaviour; the defaults are ShinobiEssentials'.
  public struct Configuration: ControlConfiguration {
    /// How far the content must be pulled, in points; the pull must exceed it to trigger.
    public var pullThreshold: Double = 100
    /// How far the content stays pulled while the action executes, in points.
    public var executingHeight: Double = 50
    /// The edge the control pulls from: the top (refresh) or the bottom (load more).
    public var edge = Edge.top
    /// When a pull past the threshold triggers the action.
    public var triggerMode = TriggerMode.onRelease
    /// The shortest time the executing state is shown, so a fast action does not flash, in seconds.
    public var minimumExecutingDuration: TimeInterval = 0.5
    /// How long an outcome stays on show before the control retracts, in seconds.
    public var outcomeDisplayDuration: TimeInterval = 1.0
    /// How long the arrow takes to turn when the pull crosses the threshold, in seconds.
    public var arrowTurnDuration: TimeInterval = 0.2
    /// The spring that holds the status view open and closes it.
    public var spring = DampedSpring(duration: 0.4, bounce: 0)
    /// Whether to avoid decorative motion: no bounce past the hold, no spinning, instant arrow.
    public var reducesMotion = false
    /// Whether pulls trigger; scrolling works either way.
    public var isEnabled = true
    /// The status view's text for each state (the default status view's `textForStates`); a state
    /// without text shows none.
    public var textForStates: [State: String] {
      get { stateTexts.dictionary }
      set { stateTexts = StateTexts(dictionary: newValue) }
    }
    /// ``textForStates`` as the machine reads it: one slot per state, so that a lookup hashes
    /// nothing (a state hashes as its name, a `String`, whose hashing needs Unicode's
    /// normalization tables: about 23 KB of the web module).
    package var stateTexts = StateTexts([
      .pulling: "Pull to update", .triggered: "Release to update", .executing: "Loading…",
    ])
    /// The text for a success (also announced).
    public var successText = "Updated"
    /// The text for an action that found nothing new (also announced).
    public var noChangeText = "Up to date"
    /// What is announced when the app completes without an outcome.
    public var completedAnnouncement = "Done"
    /// The text for a failure the app gave no message for (also announced).
    package var failureText = "Something went wrong"
    /// How the scrolling feels.
    public var scrolling = ScrollAxis.Configuration()

    /// The defaults.
    public init() {}

    /// The defaults for a control on `edge`, with texts that fit it ("Pull to load more").
    public init(edge: Edge) {
      self.edge = edge
      if edge == .bottom { useDefaultTexts() }
    }

    /// Puts every text back to the default for ``edge``: "Pull to update" at the top, "Pull to
    /// load more" at the bottom.
    package mutating func useDefaultTexts() {
      let bottom = edge == .bottom
      stateTexts = StateTexts([
        .pulling: bottom ? "Pull to load more" : "Pull to update",
        .triggered: bottom ? "Release to load more" : "Release to update",
        .executing: "Loading…",
      ])
      successText = bottom ? "Loaded" : "Updated"
      noChangeText = bottom ? "Nothing more" : "Up to date"
      completedAnnouncement = "Done"
    }

    /// What is wrong with this configuration, option by option; empty when it can be used.
    public func problems() -> [(option: String, message: String)] {
      var problems: [(option: String, message: String)] = []
      func check(_ value: Double, _ option: String, allowsZero: Bool) {
        if !value.isFinite {
          problems.append((option, "must be a finite number"))
        } else if value < 0 || (!allowsZero && value == 0) {
          problems.append((option, allowsZero ? "must not be negative" : "must be positive"))
        } else if value > 100_000 {
          problems.append((option, "must be at most 100000"))
        }
      }
      check(pullThreshold, "pullThreshold", allowsZero: false)
      check(executingHeight, "executingHeight", allowsZero: true)
      check(minimumExecutingDuration, "minimumExecutingDuration", allowsZero: true)
      check(outcomeDisplayDuration, "outcomeDisplayDuration", allowsZero: true)
      check(arrowTurnDuration, "arrowTurnDuration", allowsZero: true)
      return problems
    }

    /// The largest any of the pull's lengths or durations may be (as ``problems()`` says), and
    /// the longest a visualizer may ask it to wait.
    package static let longestDuration: TimeInterval = 100_000

    /// This configuration with every number the machine cannot use replaced, so that no value an
    /// app hands it stops or stalls the control.
    ///
    /// A number that is not finite, or a threshold that is not positive, becomes the default's;
    /// the others are held from 0 to ``longestDuration`` (an endless minimum or outcome would
    /// leave the control executing for good). Values that could be used are left as they are.
    package var repaired: Configuration {
      let defaults = Configuration()
      var repaired = self
      let lengths = 0...Self.longestDuration
      repaired.pullThreshold =
        pullThreshold > 0
        ? pullThreshold.held(in: lengths, fallback: defaults.pullThreshold) : defaults.pullThreshold
      repaired.executingHeight = executingHeight.held(
        in: lengths, fallback: defaults.executingHeight)
      repaired.minimumExecutingDuration = minimumExecutingDuration.held(
        in: lengths, fallback: defaults.minimumExecutingDuration)
      repaired.outcomeDisplayDuration = outcomeDisplayDuration.held(
        in: lengths, fallback: defaults.outcomeDisplayDuration)
      repaired.arrowTurnDuration = arrowTurnDuration.held(
        in: lengths, fallback: defaults.arrowTurnDuration)
      return repaired
    }
  }
}

extension PullToActionMachine {
  /// The status text of each state, in a slot per state.
  package struct StateTexts: Sendable, Hashable {
    private var texts: [String?] = Array(repeating: nil, count: State.allCases.count)

    /// The texts of `pairs`, each state written once.
    package init(_ pairs: KeyValuePairs<State, String>) {
      for (state, text) in pairs { self[state] = text }
    }

    /// The texts of `dictionary`.
    package init(dictionary: [State: String]) {
      for (state, text) in dictionary { self[state] = text }
    }

    /// The text of `state`, if it has one.
    package subscript(state: State) -> String? {
      get { texts[state.order] }
      set { texts[state.order] = newValue }
    }

    /// The texts by state, as ``Configuration/textForStates`` gives them.
    package var dictionary: [State: String] {
      var dictionary: [State: String] = [:]
      for state in State.allCases { dictionary[state] = self[state] }
      return dictionary
    }
  }
}
