package import Foundation
package import Kinetic

/// Plays a script against its control on a virtual clock, headless.
///
/// Between steps the clock advances in frames of 1/120 s; whatever an animation or a timer causes
/// is stamped with the frame at which it happens. Every output of the control becomes a
/// ``TraceLine``. When asked for frames, the control's render model is sampled at `fps` by
/// playing a copy of the machine forward, so the frame rate never changes the trace.
package struct Playback: Sendable {
  /// A sampled frame: what one control looks like at a moment.
  package struct Frame: Sendable {
    /// The control.
    package let kind: any ControlKind.Type
    /// Its render model, a `kind.Model`.
    private let model: any Sendable

    init<Kind: ControlKind>(_ kind: Kind.Type, model: Kind.Model) {
      self.kind = kind
      self.model = model
    }

    /// The render model, when the frame is of a control of `kind`.
    package func model<Kind: ControlKind>(of kind: Kind.Type) -> Kind.Model? {
      model as? Kind.Model
    }
  }

  /// The script.
  package let script: PlayScript
  /// The script's control, set up with the files its options name.
  private let prepared: any PreparedPlay
  /// The time at which the play ends.
  package private(set) var endTime: TimeInterval = 0

  /// How long the player lets animations run after the last step when the script has no `end`.
  package static let settleLimit: TimeInterval = 30
  /// The virtual frame rate of the clock.
  package static let ticksPerSecond = 120.0

  /// Warnings about the files the script names (an onboarding spec's), one line each.
  package var warnings: [String] { prepared.warnings }

  /// Prepares to play a script that ``PlayScript/decode(_:)`` has checked.
  ///
  /// Files the script names (an onboarding spec) are looked for relative to the current
  /// directory; when they cannot be read the control plays without them (an empty carousel). Use
  /// ``init(script:folder:)`` to learn why.
  package init(script: PlayScript) {
    self.script = script
    // Without a folder, preparing never throws.
    prepared = (try? script.content.prepare(size: script.size, folder: nil)) ?? NothingToPlay()
  }

  /// Prepares to play a script that ``PlayScript/decode(_:)`` has checked, reading the files it
  /// names (an onboarding spec and its images) relative to `folder`, the script's folder as the
  /// user named it (`""` for the current directory).
  ///
  /// - Throws: ``PlayFilesFailure`` when those files cannot be read or shown.
  package init(script: PlayScript, folder: String) throws(PlayFilesFailure) {
    self.script = script
    prepared = try script.content.prepare(size: script.size, folder: folder)
  }

  /// Plays the script, handing each trace line to `line` and, at `fps`, each frame to `frame`.
  package mutating func run(
    fps: Double? = nil,
    line: (TraceLine) -> Void,
    frame: (TimeInterval, Frame) -> Void = { _, _ in }
  ) {
    endTime = prepared.run(fps: fps, line: line, frame: frame)
  }
}

/// A script's control set up and ready to play, whatever its kind.
protocol PreparedPlay: Sendable {
  /// Warnings about the files read, one line each.
  var warnings: [String] { get }
  /// Plays the steps; returns the time at which the play ends.
  func run(
    fps: Double?, line: (TraceLine) -> Void, frame: (TimeInterval, Playback.Frame) -> Void
  ) -> TimeInterval
}

/// A control of `Kind` set up and ready to play.
struct PreparedControlPlay<Kind: ControlKind>: PreparedPlay {
  let loaded: Kind.Loaded
  let size: Size
  let steps: [PlayStep<Kind.Call>]

  var warnings: [String] { Kind.warnings(of: loaded) }

  func run(
    fps: Double?, line: (TraceLine) -> Void, frame: (TimeInterval, Playback.Frame) -> Void
  ) -> TimeInterval {
    var player = Kind.makePlayer(loaded, size: size)
    return Clock.run(
      steps, fps: fps, player: &player, line: line,
      frame: { time, model in frame(time, Playback.Frame(Kind.self, model: model)) })
  }
}

/// What a play whose preparation failed plays: nothing, ending at once.
private struct NothingToPlay: PreparedPlay {
  var warnings: [String] { [] }

  func run(
    fps: Double?, line: (TraceLine) -> Void, frame: (TimeInterval, Playback.Frame) -> Void
  ) -> TimeInterval { 0 }
}

/// What the clock needs from a control's player.
package protocol ControlPlayer {
  /// A public API call, decoded.
  associatedtype Call: Sendable
  /// What one sampled frame shows.
  associatedtype Model
  /// Lets time pass and reports what happened.
  mutating func tick(at time: TimeInterval, line: (TraceLine) -> Void)
  /// Applies a step at its time.
  mutating func apply(_ step: PlayStep<Call>, line: (TraceLine) -> Void)
  /// Whether animations or timers are still running.
  var isBusy: Bool { get }
  /// The render model at `time`, computed on a copy so the player itself does not move.
  func model(at time: TimeInterval) -> Model
}

/// A player built on a machine; each control's player says only what is its own.
///
/// Pointer, scroll and key steps go to the machine, call steps to
/// ``call(_:at:)``, and every output becomes a trace line through ``trace(_:at:)``.
package protocol MachinePlayer: ControlPlayer {
  associatedtype Machine: Control
  /// The control's machine.
  var machine: Machine { get set }
  /// Runs a public API call.
  mutating func call(_ call: Call, at time: TimeInterval) -> Outputs<Machine.Output>
  /// The trace line of one output.
  mutating func trace(_ output: Machine.Output, at time: TimeInterval) -> TraceLine
}

extension MachinePlayer {
  /// Whether the machine has animations or timers running.
  package var isBusy: Bool { machine.needsTicks }

  /// Ticks the machine and reports its outputs.
  package mutating func tick(at time: TimeInterval, line: (TraceLine) -> Void) {
    report(machine.tick(at: time), at: time, line: line)
  }

  /// Sends a pointer, scroll or key step to the machine, or runs a call step, and reports the
  /// outputs.
  package mutating func apply(_ step: PlayStep<Call>, line: (TraceLine) -> Void) {
    let outputs: Outputs<Machine.Output>
    switch step.action {
    case .pointer, .scroll, .key:
      guard let event = step.inputEvent else { return }
      outputs = machine.handle(event)
    case .call(let decoded):
      outputs = call(decoded, at: step.time)
    case .end:
      return
    }
    report(outputs, at: step.time, line: line)
  }

  private mutating func report(
    _ outputs: Outputs<Machine.Output>, at time: TimeInterval, line: (TraceLine) -> Void
  ) {
    for output in outputs { line(trace(output, at: time)) }
  }
}

/// The virtual clock shared by every control's playback.
package enum Clock {
  package static func run<Player: ControlPlayer>(
    _ steps: [PlayStep<Player.Call>], fps: Double?, player: inout Player,
    line: (TraceLine) -> Void, frame: (TimeInterval, Player.Model) -> Void
  ) -> TimeInterval {
    var tickIndex = 0
    var frameIndex = 0
    let frameInterval = fps.map { 1 / $0 }

    /// Samples every frame strictly before `limit` (or up to and including it when `inclusive`).
    func renderFrames(before limit: TimeInterval, inclusive: Bool, player: Player) {
      guard let frameInterval else { return }
      while true {
        let time = TimeInterval(frameIndex) * frameInterval
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
    func advance(to target: TimeInterval, player: inout Player) {
      let last = Int(((target + 1e-9) * Playback.ticksPerSecond).rounded(.down))
      while tickIndex < last {
        let index = player.isBusy ? tickIndex + 1 : last
        let next = TimeInterval(index) / Playback.ticksPerSecond
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
      end = TimeInterval(tickIndex + 1) / Playback.ticksPerSecond
      advance(to: end, player: &player)
    }
    renderFrames(before: end, inclusive: true, player: player)
    return end
  }
}
