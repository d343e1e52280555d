import Foundation
import Kinetic

/// Drives any control through ``Control`` alone, on a ``VirtualClock``, and records every output
/// with the time it came at.
///
/// Input goes in at the clock's time, or at a given time after the clock has run up to it; the
/// clock ticks the machine on every frame in between, as a host's frame clock would.
/// Extensions add what one control's tests need (its gestures, its states) and nothing about
/// time.
struct ControlDriver<Machine: Control> {
  /// The control's machine.
  var machine: Machine
  /// Every output, with its time, in order.
  private(set) var log: [(time: TimeInterval, output: Machine.Output)] = []
  /// Where the primary pointer last was.
  private(set) var pointerLocation: Point?
  /// Where the primary pointer went down, while it is down.
  private(set) var pressedAt: Point?
  private var clock: VirtualClock

  /// Drives `machine` from `time`.
  init(_ machine: Machine, at time: TimeInterval = 0) {
    self.machine = machine
    clock = VirtualClock(at: time)
  }

  /// The clock's time.
  var time: TimeInterval { clock.time }

  /// Every output, in order.
  var outputs: [Machine.Output] { log.map(\.output) }

  /// How many outputs equal `output`.
  func count(of output: Machine.Output) -> Int { log.filter { $0.output == output }.count }

  /// When `output` first came.
  func time(of output: Machine.Output) -> TimeInterval? {
    log.first { $0.output == output }?.time
  }

  // MARK: Time

  /// Runs the clock up to `target`, ticking the machine on every frame.
  mutating func run(until target: TimeInterval) {
    var clock = self.clock
    clock.run(until: target) { time in record(machine.tick(at: time), at: time) }
    self.clock = clock
  }

  /// Lets `seconds` pass, frame by frame.
  mutating func wait(_ seconds: TimeInterval) {
    run(until: time + seconds)
  }

  /// Ticks until the machine needs no more ticks, for at most `limit` seconds.
  mutating func settle(limit: TimeInterval = 10) {
    var clock = self.clock
    clock.settle(
      limit: limit, isBusy: { machine.needsTicks },
      tick: { time in record(machine.tick(at: time), at: time) })
    self.clock = clock
  }

  /// Ticks until `condition` holds (for at most `limit` seconds), then `extra` seconds more.
  mutating func wait(
    until condition: (Machine) -> Bool, limit: TimeInterval = 5, extra: TimeInterval = 0
  ) {
    var clock = self.clock
    clock.settle(
      limit: limit, isBusy: { !condition(machine) },
      tick: { time in record(machine.tick(at: time), at: time) })
    self.clock = clock
    wait(extra)
  }

  // MARK: Input

  /// Hands `event`, stamped `time`, to the machine.
  private mutating func send(_ event: InputEvent, at time: TimeInterval) {
    record(machine.handle(event), at: time)
  }

  /// A pointer event at (`x`, `y`), now or at `time`.
  mutating func pointer(
    _ phase: PointerEvent.Phase, _ x: Double, _ y: Double, at time: TimeInterval? = nil,
    pointer: PointerID = .primary
  ) {
    let time = advance(to: time)
    let location = Point(x: x, y: y)
    if pointer == .primary {
      pointerLocation = location
      switch phase {
      case .down: pressedAt = location
      case .up, .cancel: pressedAt = nil
      default: break
      }
    }
    send(
      .pointer(PointerEvent(pointer: pointer, phase: phase, location: location, time: time)),
      at: time)
  }

  /// A key press, now or at `time`.
  mutating func key(
    _ key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false, at time: TimeInterval? = nil
  ) {
    let time = advance(to: time)
    send(
      .key(KeyEvent(key: key, modifiers: modifiers, isRepeat: isRepeat, time: time)), at: time)
  }

  /// A vertical scroll by `dy` points from `source`, now or at `time`.
  mutating func scroll(
    _ dy: Double, _ source: ScrollEvent.Source, at time: TimeInterval? = nil
  ) {
    let time = advance(to: time)
    send(
      .scroll(ScrollEvent(delta: Vector(dx: 0, dy: dy), source: source, time: time)), at: time)
  }

  /// Calls the machine's API with the time, now or at `time`.
  mutating func call(
    _ body: (inout Machine, TimeInterval) -> Outputs<Machine.Output>, at time: TimeInterval? = nil
  ) {
    let time = advance(to: time)
    record(body(&machine, time), at: time)
  }

  /// Runs the clock up to `time` when one is given; the time the input is stamped with.
  private mutating func advance(to time: TimeInterval?) -> TimeInterval {
    guard let time else { return self.time }
    run(until: time)
    return time
  }

  private mutating func record(_ outputs: Outputs<Machine.Output>, at time: TimeInterval) {
    for output in outputs { log.append((time, output)) }
  }
}
