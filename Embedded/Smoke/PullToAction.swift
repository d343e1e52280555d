import Kinetic

/// A pull past the threshold, the action, the retraction; with each built-in visualizer.
///
/// A finger drags a 360 × 480 list down by 400 points (rubber banded) and lets go; the action
/// completes at 1.2 s and the control retracts.
func pullToAction() {
  for stretches in [false, true] {
    print("pull to action \(stretches ? "stretch" : "bottom")")
    var machine = PullToActionMachine(
      viewportSize: Size(width: 360, height: 480), contentHeight: 2000)
    if stretches { machine.setVisualizer(.stretch) }
    var time = 0.0
    func report(_ outputs: Outputs<PullToActionMachine.Output>) {
      for output in outputs {
        switch output {
        case .stateChanged(let from, let to):
          print("  \(Format.fixed(time, decimals: 3)) state \(from.rawValue) -> \(to.rawValue)")
        case .triggeredAction: print("  \(Format.fixed(time, decimals: 3)) triggered action")
        case .completed: print("  \(Format.fixed(time, decimals: 3)) completed")
        case .announce(let text): print("  \(Format.fixed(time, decimals: 3)) announce \(text)")
        case .feedback, .pulledAmountChanged: break
        }
      }
    }
    func send(_ phase: PointerEvent.Phase, y: Double) {
      let event = PointerEvent(phase: phase, location: Point(x: 180, y: y), time: time)
      report(machine.handle(.pointer(event)))
    }
    func sample() {
      let status = machine.renderModel.statusFrame
      print(
        "  \(Format.fixed(time, decimals: 3)) pulled \(Format.fixed(machine.pulledAmount)) "
          + "\(machine.state.rawValue) status "
          + Format.rect(status.minX, status.minY, status.width, status.height))
    }

    send(.down, y: 100)
    for step in 1...16 {
      time += 0.025
      send(.move, y: 100 + Double(step) * 25)
      sample()
    }
    time += 0.025
    send(.up, y: 500)
    var completed = false
    while time < 4, machine.needsTicks || !completed {
      time += 1.0 / 20
      if !completed, time >= 1.2 {
        completed = true
        report(machine.actionCompleted(.success, at: time))
      }
      report(machine.tick(at: time))
      sample()
    }
  }
}
