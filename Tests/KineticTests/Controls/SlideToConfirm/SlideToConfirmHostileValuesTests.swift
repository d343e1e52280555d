import Kinetic
import Testing

/// Ways to set one option of a slide to a hostile value, by name.
private let hostileOptions:
  [(String, @Sendable (inout SlideToConfirmMachine.Configuration, Double) -> Void)] = [
    ("thumbWidth", { $0.thumbWidth = $1 }),
    ("completionResetDelay", { $0.completionResetDelay = $1 }),
    ("resetAnimationDuration", { $0.resetAnimationDuration = $1 }),
    (
      "resetAnimationDuration, timed",
      {
        $0.resetAnimationDuration = $1
        $0.snapsBackWithSpring = false
      }
    ),
    ("completionThreshold", { $0.completionThreshold = $1 }),
    ("flingMinimumProgress", { $0.flingMinimumProgress = $1 }),
    ("flingMinimumVelocity", { $0.flingMinimumVelocity = $1 }),
    ("snapBackBounce", { $0.snapBackBounce = $1 }),
    (
      "resultDisplayDuration",
      {
        $0.resultDisplayDuration = $1
        $0.awaitsActionResult = true
      }
    ),
    ("confirmationWindow", { $0.confirmationWindow = $1 }),
  ]

private let size = Size(width: 300, height: 50)

/// Everything a slide answers, once: a slide along the track by steps of `step` points, ticks,
/// Enter twice, a success, a confirmation, a failure and a reset, each followed by five seconds
/// of frames; the time after.
private func exercise(
  _ machine: inout SlideToConfirmMachine, step: Double = 30, at start: TimeInterval
) -> TimeInterval {
  var time = start
  func frames() {
    for frame in 0..<100 { _ = machine.tick(at: time + Double(frame) * 0.05) }
    time += 5
  }
  for index in 0..<12 {
    _ = machine.handle(
      Hostile.pointer(index == 0 ? .down : .move, 50 + Double(index) * step, 25, at: time))
    time += 0.016
  }
  _ = machine.handle(Hostile.pointer(.up, 50 + 11 * step, 25, at: time))
  frames()
  _ = machine.handle(Hostile.key(.return, at: time))
  _ = machine.handle(Hostile.key(.return, at: time + 0.1))
  _ = machine.actionSucceeded(at: time + 0.2)
  frames()
  _ = machine.complete(at: time)
  _ = machine.actionFailed(message: "No network", at: time + 0.1)
  _ = machine.reset(at: time + 0.2)
  frames()
  _ = machine.renderModel
  return time
}

/// Whether a slide to the end still confirms (with the default options, from rest).
private func stillConfirms(_ machine: inout SlideToConfirmMachine, at start: TimeInterval) -> Bool {
  _ = machine.reconfigure(size: size, configuration: .init(), at: start)
  for frame in 0..<200 { _ = machine.tick(at: start + Double(frame) * 0.05) }
  // A reset animation or a result shown for the longest duration an option may give has ended.
  _ = machine.tick(at: start + 3_700)
  var time = start + 3_710
  var confirmed = false
  for index in 0...12 {
    let phase: PointerEvent.Phase = index == 0 ? .down : index == 12 ? .up : .move
    for output in machine.handle(Hostile.pointer(phase, 50 + Double(index) * 25, 25, at: time))
    where output == .complete {
      confirmed = true
    }
    time += 0.016
  }
  return confirmed
}

@Suite(.timeLimit(.minutes(1)))
struct SlideToConfirmHostileValuesTests {
  @Test(arguments: hostileOptions.indices)
  func anOptionSetToAnyNumberNeitherStopsNorStallsTheSlide(option: Int) {
    for value in Hostile.doubles {
      var configuration = SlideToConfirmMachine.Configuration()
      hostileOptions[option].1(&configuration, value)
      var built = SlideToConfirmMachine(size: size, configuration: configuration)
      var time = exercise(&built, at: 1)
      #expect(built.progress.isFinite)
      let works = stillConfirms(&built, at: time)
      #expect(works, "\(hostileOptions[option].0) = \(value)")
      var reconfigured = SlideToConfirmMachine(size: size)
      _ = reconfigured.reconfigure(size: size, configuration: configuration, at: 0.5)
      time = exercise(&reconfigured, at: 1)
      let reconfiguredWorks = stillConfirms(&reconfigured, at: time)
      #expect(reconfiguredWorks, "\(hostileOptions[option].0) = \(value)")
    }
  }

  @Test(arguments: Hostile.doubles)
  func anySizeNeitherStopsNorStallsTheSlide(value: Double) {
    for hostileSize in [
      Size(width: value, height: 50), Size(width: 300, height: value),
      Size(width: value, height: value),
    ] {
      for orientation in SlideToConfirmMachine.Orientation.allCases {
        var configuration = SlideToConfirmMachine.Configuration()
        configuration.orientation = orientation
        var machine = SlideToConfirmMachine(size: hostileSize, configuration: configuration)
        let time = exercise(&machine, at: 1)
        #expect(machine.progress.isFinite)
        let works = stillConfirms(&machine, at: time)
        #expect(works, "\(hostileSize) \(orientation)")
      }
    }
  }

  @Test(arguments: Hostile.doubles)
  func anyPointerOrTimeValueNeitherStopsNorStallsTheSlide(value: Double) {
    var machine = SlideToConfirmMachine(size: size)
    var time = exercise(&machine, step: value, at: 1)
    for event in [
      Hostile.pointer(.down, 50, 25, at: time),
      Hostile.pointer(.move, value, value, at: time + 0.1),
      Hostile.pointer(.up, value, value, at: time + 0.2),
      Hostile.pointer(.down, 50, 25, at: time + 1),
      Hostile.pointer(.move, 200, 25, at: value), Hostile.pointer(.up, 250, 25, at: value),
    ] {
      _ = machine.handle(event)
    }
    _ = machine.tick(at: value)
    _ = machine.activate(at: value)
    _ = machine.complete(at: value)
    _ = machine.actionFailed(message: "", at: value)
    time += 2
    #expect(machine.progress.isFinite)
    let works = stillConfirms(&machine, at: time)
    #expect(works)
  }
}
