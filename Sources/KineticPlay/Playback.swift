import Foundation
public import Kinetic

/// Plays a script against its control on a virtual clock, headless.
///
/// Between steps the clock advances in frames of 1/120 s; whatever an animation or a timer causes
/// is stamped with the frame at which it happens. Every output of the control becomes a
/// ``TraceLine``. When asked for frames, the control's render model is sampled at `fps` by
/// playing a copy of the machine forward, so the frame rate never changes the trace.
public struct Playback: Sendable {
  /// A sampled frame: what one control looks like at a moment.
  public enum Frame: Sendable {
    /// The slide to confirm's render model.
    case slideToConfirm(SlideToConfirmMachine.RenderModel)
    /// The pull to action's render model.
    case pullToAction(PullToActionMachine.RenderModel)
    /// The gesture behaviours' view where they put it.
    case gestures(GestureBehavioursMachine.RenderModel)
    /// The onboarding carousel's scene and images.
    case onboarding(OnboardingCarouselFrame)
  }

  /// The script.
  public let script: PlayScript
  /// The onboarding spec and images an `onboarding` script plays, read from disk.
  public let onboarding: OnboardingCarouselContent?
  /// The time at which the play ends.
  public private(set) var endTime: Double = 0

  /// How long the player lets animations run after the last step when the script has no `end`.
  public static let settleLimit = 30.0
  /// The virtual frame rate of the clock.
  public static let ticksPerSecond = 120.0

  /// Prepares to play a script that ``PlayScript/decode(_:)`` has checked.
  ///
  /// An `onboarding` script reads its spec from disk: this initialiser looks for it relative to
  /// the current directory and plays an empty carousel when it cannot be read. Use
  /// ``init(script:folder:)`` to learn why.
  public init(script: PlayScript) {
    self.script = script
    if script.control == .onboarding {
      onboarding = try? Self.onboardingSetup(of: script).load(relativeTo: "")
    } else {
      onboarding = nil
    }
  }

  /// Prepares to play a script that ``PlayScript/decode(_:)`` has checked, reading the files it
  /// names (an onboarding spec and its images) relative to `folder`, the script's folder as the
  /// user named it (`""` for the current directory).
  ///
  /// - Throws: ``OnboardingCarouselLoadFailure`` when the onboarding spec cannot be read or shown.
  public init(script: PlayScript, folder: String) throws(OnboardingCarouselLoadFailure) {
    self.script = script
    if script.control == .onboarding {
      onboarding = try Self.onboardingSetup(of: script).load(relativeTo: folder)
    } else {
      onboarding = nil
    }
  }

  /// The onboarding options of a checked script.
  private static func onboardingSetup(of script: PlayScript) -> OnboardingCarouselSetup {
    var problems = Diagnostics()
    return OnboardingCarouselSetup.decode(
      script.options, path: JSONPath.root.appending("options"),
      missingAt: SourceLocation(line: 1, column: 1), &problems)
  }

  /// Plays the script, handing each trace line to `line` and, at `fps`, each frame to `frame`.
  public mutating func run(
    fps: Double? = nil,
    line: (TraceLine) -> Void,
    frame: (Double, Frame) -> Void = { _, _ in }
  ) {
    var problems = Diagnostics()
    switch script.control {
    case .slideToConfirm:
      let configuration = SlideToConfirmMachine.Configuration.decode(
        script.options, size: script.size, path: JSONPath.root.appending("options"), &problems)
      var player = SlideToConfirmPlayer(
        machine: SlideToConfirmMachine(size: script.size, configuration: configuration))
      endTime = Clock.run(
        script.steps, fps: fps, player: &player, line: line,
        frame: { time, model in frame(time, .slideToConfirm(model)) })
    case .pullToAction:
      let setup = PullToActionSetup.decode(
        script.options, size: script.size, path: JSONPath.root.appending("options"), &problems)
      var player = PullToActionPlayer(machine: setup.makeMachine(size: script.size))
      endTime = Clock.run(
        script.steps, fps: fps, player: &player, line: line,
        frame: { time, model in frame(time, .pullToAction(model)) })
    case .gestures:
      let setup = GestureBehavioursSetup.decode(
        script.options, size: script.size, path: JSONPath.root.appending("options"), &problems)
      var player = GestureBehavioursPlayer(machine: setup.makeMachine(size: script.size))
      endTime = Clock.run(
        script.steps, fps: fps, player: &player, line: line,
        frame: { time, model in frame(time, .gestures(model)) })
    case .onboarding:
      let setup = Self.onboardingSetup(of: script)
      let content =
        onboarding ?? OnboardingCarouselContent(spec: OnboardingCarouselSpec(), images: [:])
      var player = OnboardingCarouselPlayer(
        machine: content.makeMachine(size: script.size, configuration: setup.configuration),
        images: content.images)
      endTime = Clock.run(
        script.steps, fps: fps, player: &player, line: line,
        frame: { time, model in frame(time, .onboarding(model)) })
    }
  }
}

/// What the clock needs from a control's player.
protocol ControlPlayer {
  associatedtype Model
  /// Lets time pass and reports what happened.
  mutating func tick(at time: Double, line: (TraceLine) -> Void)
  /// Applies a step at its time.
  mutating func apply(_ step: PlayScript.Step, line: (TraceLine) -> Void)
  /// Whether animations or timers are still running.
  var isBusy: Bool { get }
  /// The render model at `time`, computed on a copy so the player itself does not move.
  func model(at time: Double) -> Model
}

/// A player built on a machine; each control's player says only what is its own.
///
/// Pointer, scroll and key steps go to the machine, call steps to
/// ``call(_:arguments:at:time:)``, and every output becomes a trace line through ``trace(_:at:)``.
protocol MachinePlayer: ControlPlayer {
  associatedtype Machine: Control
  /// The control's machine.
  var machine: Machine { get set }
  /// Runs a public API call; `nil` when the call does not decode (decoding reported it).
  mutating func call(
    _ name: String, arguments: JSONValue?, at location: SourceLocation, time: Double
  ) -> Outputs<Machine.Output>?
  /// The trace line of one output.
  mutating func trace(_ output: Machine.Output, at time: Double) -> TraceLine
}

extension MachinePlayer {
  var isBusy: Bool { machine.needsTicks }

  mutating func tick(at time: Double, line: (TraceLine) -> Void) {
    report(machine.tick(at: time), at: time, line: line)
  }

  mutating func apply(_ step: PlayScript.Step, line: (TraceLine) -> Void) {
    let outputs: Outputs<Machine.Output>
    switch step.action {
    case .pointer, .scroll, .key:
      guard let event = step.inputEvent else { return }
      outputs = machine.handle(event)
    case .call(let name, let arguments):
      guard let called = call(name, arguments: arguments, at: step.location, time: step.time)
      else { return }
      outputs = called
    case .end:
      return
    }
    report(outputs, at: step.time, line: line)
  }

  private mutating func report(
    _ outputs: Outputs<Machine.Output>, at time: Double, line: (TraceLine) -> Void
  ) {
    for output in outputs { line(trace(output, at: time)) }
  }
}

/// The virtual clock shared by every control's playback.
enum Clock {
  static func run<Player: ControlPlayer>(
    _ steps: [PlayScript.Step], fps: Double?, player: inout Player, line: (TraceLine) -> Void,
    frame: (Double, Player.Model) -> Void
  ) -> Double {
    var tickIndex = 0
    var frameIndex = 0
    let frameInterval = fps.map { 1 / $0 }

    /// Samples every frame strictly before `limit` (or up to and including it when `inclusive`).
    func renderFrames(before limit: Double, inclusive: Bool, player: Player) {
      guard let frameInterval else { return }
      while true {
        let time = Double(frameIndex) * frameInterval
        guard inclusive ? time <= limit + 1e-9 : time < limit - 1e-9 else { return }
        frame(time, player.model(at: time))
        frameIndex += 1
      }
    }

    /// Advances the frame clock to `target`, ticking the player on each 1/120 s frame while
    /// something moves.
    ///
    /// When no animation or timer runs, the frames up to `target` could report nothing (a host
    /// would not tick them either), so the clock goes straight to the last of them: a day of an
    /// idle control costs one tick, not ten million.
    func advance(to target: Double, player: inout Player) {
      let last = Int(((target + 1e-9) * Playback.ticksPerSecond).rounded(.down))
      while tickIndex < last {
        let index = player.isBusy ? tickIndex + 1 : last
        let next = Double(index) / Playback.ticksPerSecond
        renderFrames(before: next, inclusive: false, player: player)
        tickIndex = index
        player.tick(at: next, line: line)
      }
    }

    for step in steps {
      advance(to: step.time, player: &player)
      renderFrames(before: step.time, inclusive: false, player: player)
      if case .end = step.action {
        player.tick(at: step.time, line: line)
        renderFrames(before: step.time, inclusive: true, player: player)
        return step.time
      }
      player.apply(step, line: line)
    }
    // No end step: let the control settle, within a limit.
    let last = steps.last?.time ?? 0
    var end = last
    while player.isBusy, end < last + Playback.settleLimit {
      end = Double(tickIndex + 1) / Playback.ticksPerSecond
      advance(to: end, player: &player)
    }
    renderFrames(before: end, inclusive: true, player: player)
    return end
  }
}
