import Foundation
import Kinetic

/// Drives a pull to action on a virtual clock at 120 frames a second and records its outputs.
struct PullDriver {
  typealias Machine = PullToActionMachine

  var machine: Machine
  private(set) var outputs: [Machine.Output] = []
  private(set) var time = 0.0
  private var fingerDown: CGPoint?
  private var lastFingerY: CGFloat = 0

  init(
    contentHeight: Double = 2000, viewport: CGSize = CGSize(width: 360, height: 480),
    visualizer: any PullToActionVisualizer = .bottom,
    configure: (inout Machine.Configuration) -> Void = { _ in }
  ) {
    var configuration = Machine.Configuration()
    configure(&configuration)
    machine = Machine(
      viewportSize: viewport, contentHeight: contentHeight, configuration: configuration,
      visualizer: visualizer)
  }

  /// The states entered, in order.
  var states: [Machine.State] {
    outputs.compactMap {
      if case .stateChanged(_, let to) = $0 { return to }
      return nil
    }
  }

  /// How many outputs equal `output`.
  func count(of output: Machine.Output) -> Int { outputs.filter { $0 == output }.count }

  /// Lets `seconds` pass, frame by frame.
  mutating func wait(_ seconds: Double) {
    let end = time + seconds
    while time < end - 1e-9 {
      time = min(end, time + 1.0 / 120)
      outputs += machine.tick(at: time)
    }
  }

  /// Waits until the machine needs no more ticks (at most `limit` seconds).
  mutating func settle(limit: Double = 10) {
    let end = time + limit
    while machine.needsTicks, time < end { wait(1.0 / 120) }
  }

  /// Waits until the machine is in `state` (at most `limit` seconds), then `extra` seconds more.
  mutating func wait(until state: Machine.State, limit: Double = 5, extra: Double = 0) {
    let end = time + limit
    while machine.state != state, time < end { wait(1.0 / 120) }
    wait(extra)
  }

  /// Waits until the action has been executing for the minimum time, so a completion is
  /// handled at once.
  mutating func waitUntilCompletable() {
    wait(until: .executing, extra: machine.configuration.minimumExecutingDuration)
  }

  mutating func send(_ event: InputEvent) {
    outputs += machine.handle(event)
  }

  mutating func pointer(_ phase: PointerEvent.Phase, _ y: CGFloat, x: CGFloat = 180) {
    lastFingerY = y
    send(
      .pointer(
        PointerEvent(pointer: .primary, phase: phase, location: CGPoint(x: x, y: y), time: time)))
  }

  /// Puts a finger down at `y` and moves it by `distance` (positive pulls the content down) over
  /// `duration` seconds, without lifting it.
  mutating func drag(from y: CGFloat = 100, by distance: CGFloat, over duration: Double = 0.3) {
    pointer(.down, y)
    fingerDown = CGPoint(x: 180, y: y)
    let steps = max(1, Int(duration * 120))
    for step in 1...steps {
      wait(duration / Double(steps))
      pointer(.move, y + distance * CGFloat(step) / CGFloat(steps))
    }
  }

  /// Moves the finger that is down to `distance` from where it went down.
  mutating func moveFinger(to distance: CGFloat) {
    guard let start = fingerDown else { return }
    wait(1.0 / 120)
    pointer(.move, start.y + distance)
  }

  /// Holds still long enough for the release to carry no velocity, then lifts the finger.
  mutating func lift(holding: Bool = true) {
    if holding { wait(0.1) }
    let y = lastFingerY
    pointer(.up, y)
    fingerDown = nil
  }

  mutating func cancelFinger() {
    pointer(.cancel, lastFingerY)
    fingerDown = nil
  }

  mutating func call(_ body: (inout Machine, Double) -> Outputs<Machine.Output>) {
    outputs += body(&machine, time)
  }

  mutating func scroll(_ dy: CGFloat, _ source: ScrollEvent.Source) {
    send(.scroll(ScrollEvent(delta: CGVector(dx: 0, dy: dy), source: source, time: time)))
  }

  mutating func key(_ key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false) {
    send(.key(KeyEvent(key: key, modifiers: modifiers, isRepeat: isRepeat, time: time)))
  }
}

extension Array {
  fileprivate static func += (lhs: inout [Element], rhs: Outputs<Element>) where Element: Sendable {
    lhs.append(contentsOf: rhs)
  }
}
