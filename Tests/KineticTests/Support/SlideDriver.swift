import Foundation
import Kinetic

/// Plays a slide to confirm on a virtual clock at 120 frames a second and records what it outputs.
struct SlideDriver {
  typealias Output = SlideToConfirmMachine.Output

  var machine: SlideToConfirmMachine
  private(set) var log: [(time: Double, output: Output)] = []
  private var clock = 0.0

  init(
    size: CGSize = CGSize(width: 300, height: 50),
    configure: (inout SlideToConfirmMachine.Configuration) -> Void = { _ in }
  ) {
    var configuration = SlideToConfirmMachine.Configuration()
    configure(&configuration)
    machine = SlideToConfirmMachine(size: size, configuration: configuration)
  }

  /// Advances the clock frame by frame up to `time`.
  mutating func run(until time: Double) {
    while clock + 1.0 / 120 <= time {
      clock += 1.0 / 120
      record(machine.tick(at: clock), at: clock)
    }
    clock = max(clock, time)
    record(machine.tick(at: clock), at: clock)
  }

  mutating func pointer(
    _ phase: PointerEvent.Phase, _ x: CGFloat, _ y: CGFloat, at time: Double,
    pointer: PointerID = .primary
  ) {
    run(until: time)
    let event = PointerEvent(
      pointer: pointer, phase: phase, location: CGPoint(x: x, y: y), time: time)
    record(machine.handle(.pointer(event)), at: time)
  }

  mutating func key(_ key: Key, at time: Double, isRepeat: Bool = false) {
    run(until: time)
    record(machine.handle(.key(KeyEvent(key: key, isRepeat: isRepeat, time: time))), at: time)
  }

  /// Drags from one point to another in `steps` moves over `duration`, then lifts (unless told not to).
  mutating func drag(
    from start: CGPoint, to end: CGPoint, at time: Double, duration: Double = 0.2, steps: Int = 12,
    lift: Bool = true, restBeforeLift: Double = 0
  ) {
    pointer(.down, start.x, start.y, at: time)
    for step in 1...steps {
      let fraction = CGFloat(step) / CGFloat(steps)
      let point = start.interpolated(to: end, fraction: fraction)
      pointer(.move, point.x, point.y, at: time + duration * Double(fraction))
    }
    if lift { pointer(.up, end.x, end.y, at: time + duration + restBeforeLift) }
  }

  mutating func call(
    _ body: (inout SlideToConfirmMachine, Double) -> Outputs<Output>, at time: Double
  ) {
    run(until: time)
    record(body(&machine, time), at: time)
  }

  private mutating func record(_ outputs: Outputs<Output>, at time: Double) {
    for output in outputs { log.append((time, output)) }
  }

  /// The states entered, in order.
  var states: [SlideToConfirmMachine.State] {
    log.compactMap { if case .stateChanged(let state) = $0.output { state } else { nil } }
  }

  /// The outputs other than updates, in order.
  var callbacks: [Output] {
    log.map(\.output).filter { if case .update = $0 { false } else { true } }
  }

  /// The progress of every update.
  var updates: [Double] {
    log.compactMap { if case .update(let progress) = $0.output { progress } else { nil } }
  }

  /// When `output` was first produced.
  func time(of output: Output) -> Double? {
    log.first { $0.output == output }?.time
  }

  func count(of output: Output) -> Int {
    log.filter { $0.output == output }.count
  }
}
