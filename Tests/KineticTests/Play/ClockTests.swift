import Foundation
import Kinetic
import KineticPlay
import Testing

/// A slide to confirm's player that counts the ticks the clock gives it, and can pretend to be
/// busy all the time so that every frame is ticked.
private struct CountingPlayer: ControlPlayer {
  var player = SlideToConfirmPlayer(
    machine: SlideToConfirmMachine(size: Size(width: 300, height: 50)))
  var ticksEveryFrame = false
  var ticks = 0

  var isBusy: Bool { ticksEveryFrame || player.isBusy }

  mutating func tick(at time: TimeInterval, line: (TraceLine) -> Void) {
    ticks += 1
    player.tick(at: time, line: line)
  }

  mutating func apply(_ step: PlayStep<SlideToConfirmCall>, line: (TraceLine) -> Void) {
    player.apply(step, line: line)
  }

  func model(at time: TimeInterval) -> SlideToConfirmMachine.RenderModel { player.model(at: time) }
}

/// Plays a slide that is released halfway, confirmed by the keyboard after a while, and then left
/// alone until `end`.
private func play(until end: TimeInterval, ticksEveryFrame: Bool) throws -> (
  lines: [String], ticks: Int, end: TimeInterval
) {
  let script = try PlayScript.decode(
    Array(
      """
      {"control": "slide-to-confirm", "size": [300, 50], "steps": [
        {"at": 0, "down": [50, 25]}, {"at": 0.1, "move": [150, 25]}, {"at": 0.3, "up": [150, 25]},
        {"at": 20, "key": "Return"}, {"at": 20.5, "key": "Return"},
        {"at": \(end), "end": true}]}
      """.utf8))
  let steps = try #require(script.steps(of: SlideToConfirmKind.self))
  var player = CountingPlayer(ticksEveryFrame: ticksEveryFrame)
  var lines: [String] = []
  let finished = Clock.run(
    steps, fps: nil, player: &player, line: { lines.append($0.description) },
    frame: { _, _ in })
  return (lines, player.ticks, finished)
}

struct ClockTests {
  @Test func anIdleControlIsNotTickedFrameByFrame() throws {
    let lazy = try play(until: 60, ticksEveryFrame: false)
    let eager = try play(until: 60, ticksEveryFrame: true)
    // The same trace, line for line, whether the idle frames are ticked or skipped.
    #expect(lazy.lines == eager.lines)
    #expect(lazy.lines.contains(#"{"t": 20.500, "event": "complete"}"#))
    #expect(lazy.end == 60 && eager.end == 60)
    #expect(eager.ticks == 60 * 120 + 1, "every frame, and the end")
    // Only the frames in which the snap-back and the confirmation move are ticked.
    #expect(lazy.ticks < 200)
  }

  @Test func aDayOfAnIdleControlCostsAHandfulOfTicks() throws {
    let day = try play(until: 24 * 3600, ticksEveryFrame: false)
    #expect(day.end == 24 * 3600)
    #expect(day.ticks < 200)
    #expect(day.lines.last?.contains(#""event": "idle""#) == true)
  }
}
