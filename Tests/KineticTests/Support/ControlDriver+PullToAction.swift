import Foundation
import Kinetic

extension ControlDriver where Machine == PullToActionMachine {
  /// A pull to action over `contentHeight` points of content in `viewport`, configured by
  /// `configure`, at rest.
  init(
    contentHeight: Double = 2000, viewport: Size = Size(width: 360, height: 480),
    visualizer: any PullToActionVisualizer = .bottom,
    configure: (inout PullToActionMachine.Configuration) -> Void = { _ in }
  ) {
    var configuration = PullToActionMachine.Configuration()
    configure(&configuration)
    self.init(
      PullToActionMachine(
        viewportSize: viewport, contentHeight: contentHeight, configuration: configuration,
        visualizer: visualizer))
  }

  /// The states entered, in order.
  var states: [PullToActionMachine.State] {
    outputs.compactMap {
      if case .stateChanged(_, let to) = $0 { return to }
      return nil
    }
  }

  /// Ticks until the machine is in `state` (at most `limit` seconds), then `extra` seconds more.
  mutating func wait(
    until state: PullToActionMachine.State, limit: TimeInterval = 5, extra: TimeInterval = 0
  ) {
    wait(until: { $0.state == state }, limit: limit, extra: extra)
  }

  /// Waits until the action has been executing for the minimum time, so a completion is
  /// handled at once.
  mutating func waitUntilCompletable() {
    wait(until: .executing, extra: machine.configuration.minimumExecutingDuration)
  }

  /// A finger at height `y` in the middle of the list (x 180), now.
  mutating func pointer(_ phase: PointerEvent.Phase, _ y: Double, x: Double = 180) {
    pointer(phase, x, y)
  }

  /// Puts a finger down at `y` and moves it by `distance` (positive pulls the content down) over
  /// `duration` seconds, without lifting it.
  mutating func drag(
    from y: Double = 100, by distance: Double, over duration: TimeInterval = 0.3
  ) {
    pointer(.down, y)
    let steps = max(1, Int(duration * 120))
    for step in 1...steps {
      wait(duration / Double(steps))
      pointer(.move, y + distance * Double(step) / Double(steps))
    }
  }

  /// Moves the finger that is down to `distance` from where it went down, a frame later.
  mutating func moveFinger(to distance: Double) {
    guard let start = pressedAt else { return }
    wait(VirtualClock.frame)
    pointer(.move, start.x, start.y + distance)
  }

  /// Holds still long enough for the release to carry no velocity, then lifts the finger.
  mutating func lift(holding: Bool = true) {
    if holding { wait(0.1) }
    pointer(.up, pointerLocation?.y ?? 0)
  }

  /// Cancels the finger where it is.
  mutating func cancelFinger() {
    pointer(.cancel, pointerLocation?.y ?? 0)
  }
}
