import Kinetic
import Testing

/// Ways to set one option of a pull to action to a hostile value, by name.
private let hostileOptions:
  [(String, @Sendable (inout PullToActionMachine.Configuration, Double) -> Void)] = [
    ("pullThreshold", { $0.pullThreshold = $1 }),
    ("executingHeight", { $0.executingHeight = $1 }),
    ("minimumExecutingDuration", { $0.minimumExecutingDuration = $1 }),
    ("outcomeDisplayDuration", { $0.outcomeDisplayDuration = $1 }),
    ("arrowTurnDuration", { $0.arrowTurnDuration = $1 }),
    ("spring", { $0.spring = DampedSpring(duration: $1, bounce: $1) }),
    ("rubberBand", { $0.scrolling.rubberBand = RubberBand(constant: $1) }),
    ("deceleration", { $0.scrolling.deceleration = Deceleration(rate: $1) }),
    ("bounceSpring", { $0.scrolling.bounceSpring = DampedSpring(response: $1, dampingRatio: $1) }),
    (
      "pullThreshold at the threshold",
      {
        $0.triggerMode = .atThreshold
        $0.pullThreshold = $1
      }
    ),
  ]

private let viewport = Size(width: 320, height: 480)

/// A pull by `step` points a frame for fifteen frames from `time`, and the lift; the time after.
private func pull(
  _ machine: inout PullToActionMachine, step: Double = 20, at time: TimeInterval
) -> (outputs: [PullToActionMachine.Output], end: TimeInterval) {
  var outputs: [PullToActionMachine.Output] = []
  var now = time
  for index in 0..<15 {
    let phase: PointerEvent.Phase = index == 0 ? .down : .move
    outputs += machine.handle(Hostile.pointer(phase, 100, 100 + Double(index) * step, at: now))
    now += 0.016
  }
  outputs += machine.handle(Hostile.pointer(.up, 100, 100 + 14 * step, at: now))
  return (outputs, now)
}

/// Everything a pull to action answers, once, each part followed by seconds of frames.
private func exercise(
  _ machine: inout PullToActionMachine, step: Double = 20, at start: TimeInterval
) -> TimeInterval {
  var time = pull(&machine, step: step, at: start).end
  func frames() {
    for frame in 0..<100 { _ = machine.tick(at: time + Double(frame) * 0.05) }
    time += 5
  }
  frames()
  _ = machine.actionCompleted(at: time)
  frames()
  _ = machine.trigger(at: time)
  _ = machine.executeAction(at: time + 0.1)
  _ = machine.actionCompleted(.success, at: time + 0.2)
  _ = machine.resetToIdle(at: time + 0.3)
  frames()
  for (index, source) in [
    ScrollEvent.Source.continuous(.began), .continuous(.changed), .continuous(.ended), .wheel,
  ].enumerated() {
    _ = machine.handle(
      Hostile.scroll(Vector(dx: 0, dy: -50), source: source, at: time + Double(index) * 0.1))
  }
  time += 1
  frames()
  _ = machine.renderModel
  return time
}

/// Whether a pull past the threshold still triggers the action (with the default options, from
/// rest, once a pull already running is completed).
private func stillTriggers(_ machine: inout PullToActionMachine, at start: TimeInterval) -> Bool {
  _ = machine.reconfigure(.init(), at: start)
  _ = machine.resize(viewportSize: viewport, contentHeight: 1000, at: start)
  _ = machine.jumpScroll(to: 0, at: start)
  // A minimum, an outcome or a visualizer's wait of the longest an option may give has ended.
  _ = machine.tick(at: start + 100_100)
  var time = start + 100_110
  for frame in 0..<200 { _ = machine.tick(at: time + Double(frame) * 0.05) }
  time += 10
  _ = machine.actionCompleted(at: time)
  for frame in 0..<200 { _ = machine.tick(at: time + Double(frame) * 0.05) }
  time += 10
  // The action runs once the status view is held open, a few frames after the release.
  var (outputs, end) = pull(&machine, at: time)
  for frame in 0..<120 { outputs += machine.tick(at: end + Double(frame) / 60) }
  return outputs.contains(.triggeredAction)
}

@Suite(.timeLimit(.minutes(1)))
struct PullToActionHostileValuesTests {
  @Test(arguments: hostileOptions.indices)
  func anOptionSetToAnyNumberNeitherStopsNorStallsThePull(option: Int) {
    for value in Hostile.doubles {
      var configuration = PullToActionMachine.Configuration()
      hostileOptions[option].1(&configuration, value)
      var built = PullToActionMachine(
        viewportSize: viewport, contentHeight: 1000, configuration: configuration)
      var time = exercise(&built, at: 1)
      #expect(built.pulledAmount.isFinite)
      let works = stillTriggers(&built, at: time)
      #expect(works, "\(hostileOptions[option].0) = \(value)")
      var reconfigured = PullToActionMachine(viewportSize: viewport, contentHeight: 1000)
      _ = reconfigured.reconfigure(configuration, at: 0.5)
      time = exercise(&reconfigured, at: 1)
      let reconfiguredWorks = stillTriggers(&reconfigured, at: time)
      #expect(reconfiguredWorks, "\(hostileOptions[option].0) = \(value)")
    }
  }

  @Test(arguments: Hostile.doubles)
  func anyViewportOrContentSizeNeitherStopsNorStallsThePull(value: Double) {
    for (hostileViewport, contentHeight) in [
      (Size(width: value, height: 480), 1000.0), (Size(width: 320, height: value), 1000),
      (viewport, value), (Size(width: value, height: value), value),
    ] {
      var built = PullToActionMachine(viewportSize: hostileViewport, contentHeight: contentHeight)
      var time = exercise(&built, at: 1)
      let works = stillTriggers(&built, at: time)
      #expect(works, "\(hostileViewport) \(contentHeight)")
      var resized = PullToActionMachine(viewportSize: viewport, contentHeight: 1000)
      _ = resized.resize(viewportSize: hostileViewport, contentHeight: contentHeight, at: 0.5)
      time = exercise(&resized, at: 1)
      let resizedWorks = stillTriggers(&resized, at: time)
      #expect(resizedWorks, "\(hostileViewport) \(contentHeight)")
    }
  }

  @Test(arguments: Hostile.doubles)
  func anyPointerScrollOrTimeValueNeitherStopsNorStallsThePull(value: Double) {
    var machine = PullToActionMachine(viewportSize: viewport, contentHeight: 1000)
    var time = exercise(&machine, step: value, at: 1)
    for event in [
      Hostile.pointer(.down, 100, 100, at: time),
      Hostile.pointer(.move, value, value, at: time + 0.1),
      Hostile.pointer(.up, value, value, at: time + 0.2),
      Hostile.pointer(.down, 100, 100, at: time + 1),
      Hostile.pointer(.move, 100, 300, at: value), Hostile.pointer(.up, 100, 300, at: value),
      Hostile.scroll(Vector(dx: value, dy: value), at: time + 2),
      Hostile.scroll(Vector(dx: value, dy: value), source: .continuous(.began), at: time + 2.1),
      Hostile.scroll(Vector(dx: value, dy: value), source: .continuous(.changed), at: time + 2.2),
      Hostile.scroll(Vector(dx: value, dy: value), source: .continuous(.ended), at: time + 2.3),
    ] {
      _ = machine.handle(event)
    }
    _ = machine.jumpScroll(to: value, at: time + 3)
    _ = machine.tick(at: value)
    _ = machine.trigger(at: value)
    _ = machine.actionCompleted(at: value)
    time += 5
    #expect(machine.pulledAmount.isFinite)
    let works = stillTriggers(&machine, at: time)
    #expect(works)
  }

  @Test(arguments: Hostile.doubles)
  func aVisualizerAskingForAnyHoldNeitherStopsNorStallsThePull(value: Double) {
    var machine = PullToActionMachine(
      viewportSize: viewport, contentHeight: 1000, visualizer: HostileVisualizer(value: value))
    let time = exercise(&machine, at: 1)
    for frame in 0..<200 { _ = machine.tick(at: time + Double(frame)) }
    machine.setVisualizer(.bottom)
    let works = stillTriggers(&machine, at: time + 300)
    #expect(works)
  }
}

/// A visualizer that asks for `value` everywhere it can.
private struct HostileVisualizer: PullToActionVisualizer {
  let value: Double

  func triggeredAction(_ context: inout PullToActionVisualizerContext) {
    context.hold(height: value, after: value)
    context.executeAction(when: .after(value))
  }

  func actionCompleted(_ context: inout PullToActionVisualizerContext) {
    context.hold(height: value, after: value)
    context.resetToIdle(when: .after(value))
  }

  func statusViewFrame(
    revealed: Rect, preferredHeight: Double, edge: PullToActionMachine.Edge
  ) -> Rect {
    Rect(x: value, y: value, width: value, height: value)
  }
}
