import Kinetic

/// A finger drags the thumb of a 320 × 64 slide to confirm to the end over 0.2 s and lifts; the
/// app's action succeeds 0.5 s later, and the thumb goes home.
func slideToConfirm() {
  print("slide to confirm")
  var machine = SlideToConfirmMachine(size: Size(width: 320, height: 64))
  let start = machine.configuration.thumbWidth / 2
  var time = 0.0
  func send(_ phase: PointerEvent.Phase, x: Double) {
    let event = PointerEvent(phase: phase, location: Point(x: x, y: 32), time: time)
    report(machine.handle(.pointer(event)))
  }
  func say(_ text: String) {
    print("  \(Format.fixed(time, decimals: 3)) \(text)")
  }
  func report(_ outputs: Outputs<SlideToConfirmMachine.Output>) {
    for output in outputs {
      switch output {
      case .stateChanged(let state): say("state \(state.rawValue)")
      case .complete: say("complete")
      case .idle: say("idle")
      case .success: say("success")
      case .failure(let message): say("failure \(message)")
      case .feedback(let feedback): say("feedback \(feedback.rawValue)")
      case .announce(let text): say("announce \(text)")
      case .update: break
      }
    }
  }
  func sample() {
    say("progress \(Format.fixed(machine.progress)) \(machine.state.rawValue)")
  }

  send(.down, x: start)
  for step in 1...10 {
    time += 0.02
    send(.move, x: start + Double(step) * 22)
    sample()
  }
  time += 0.02
  send(.up, x: start + 220)
  sample()
  var succeeded = false
  while time < 3, machine.needsTicks || !succeeded {
    time += 1.0 / 30
    if !succeeded, time >= 0.75 {
      succeeded = true
      report(machine.actionSucceeded(at: time))
    }
    report(machine.tick(at: time))
    sample()
  }
}
