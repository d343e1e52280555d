import Foundation
import Kinetic

extension ControlDriver where Machine == SlideToConfirmMachine {
  /// A slide to confirm of `size`, configured by `configure`, at rest.
  init(
    size: Size = Size(width: 300, height: 50),
    configure: (inout SlideToConfirmMachine.Configuration) -> Void = { _ in }
  ) {
    var configuration = SlideToConfirmMachine.Configuration()
    configure(&configuration)
    self.init(SlideToConfirmMachine(size: size, configuration: configuration))
  }

  /// Drags from one point to another in `steps` moves over `duration` from `time`, then lifts
  /// (unless told not to) after resting `restBeforeLift` seconds.
  mutating func drag(
    from start: Point, to end: Point, at time: TimeInterval, duration: TimeInterval = 0.2,
    steps: Int = 12, lift: Bool = true, restBeforeLift: TimeInterval = 0
  ) {
    pointer(.down, start.x, start.y, at: time)
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      let point = start.interpolated(to: end, fraction: fraction)
      pointer(.move, point.x, point.y, at: time + duration * Double(fraction))
    }
    if lift { pointer(.up, end.x, end.y, at: time + duration + restBeforeLift) }
  }

  /// The states entered, in order.
  var states: [SlideToConfirmMachine.State] {
    outputs.compactMap { if case .stateChanged(let state) = $0 { state } else { nil } }
  }

  /// The outputs other than updates, in order.
  var callbacks: [Machine.Output] {
    outputs.filter { if case .update = $0 { false } else { true } }
  }

  /// The progress of every update.
  var updates: [Double] {
    outputs.compactMap { if case .update(let progress) = $0 { progress } else { nil } }
  }
}
