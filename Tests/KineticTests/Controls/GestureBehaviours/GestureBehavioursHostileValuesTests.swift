import Kinetic
import Testing

/// A board with every behaviour: a 100-point view centred at (200, 200) in an 800 × 600
/// container.
private func board(
  _ configuration: GestureBehavioursMachine.Configuration = .init(behaviours: .all)
) -> GestureBehavioursMachine {
  GestureBehavioursMachine(
    center: Point(x: 200, y: 200), size: Size(width: 100, height: 100),
    container: Rect(x: 0, y: 0, width: 800, height: 600), configuration: configuration)
}

/// A configuration with every behaviour and one option set by `change`.
private func configuration(
  _ change: (inout GestureBehavioursMachine.Configuration) -> Void
) -> GestureBehavioursMachine.Configuration {
  var configuration = GestureBehavioursMachine.Configuration(behaviours: .all)
  change(&configuration)
  return configuration
}

/// Ways to set one option of a board to a hostile value, by name.
private let hostileOptions:
  [(String, @Sendable (inout GestureBehavioursMachine.Configuration, Double) -> Void)] = [
    ("scaleRange from", { $0.scaleRange = Hostile.range($1, 2) }),
    ("scaleRange to", { $0.scaleRange = Hostile.range(0.1, $1) }),
    ("scaleRange", { $0.scaleRange = Hostile.range($1, $1) }),
    ("rotationRange from", { $0.rotationRange = Hostile.range($1, 1) }),
    ("rotationRange to", { $0.rotationRange = Hostile.range(-1, $1) }),
    ("minimumPressDuration", { $0.minimumPressDuration = $1 }),
    ("allowableMovement", { $0.allowableMovement = $1 }),
    ("dragThreshold", { $0.dragThreshold = $1 }),
    ("pressedAlpha", { $0.pressedAlpha = $1 }),
    ("keyboardStep", { $0.keyboardStep = $1 }),
    ("keyboardScaleFactor", { $0.keyboardScaleFactor = $1 }),
    ("keyboardRotation", { $0.keyboardRotation = $1 }),
    ("scaleSnapTolerance", { $0.scaleSnapTolerance = $1 }),
    ("rotationSnap step", { $0.rotationSnap = .init(step: $1, tolerance: 0.1) }),
    ("rotationSnap tolerance", { $0.rotationSnap = .init(step: 1, tolerance: $1) }),
    ("spring", { $0.spring = DampedSpring(settlingDuration: $1, dampingRatio: $1) }),
  ]

/// Everything a board answers, once: a drag by `distance`, a pinch and turn, every key, the
/// wheels with Control and Shift, the calls, and two seconds of frames.
private func exercise(
  _ machine: inout GestureBehavioursMachine, distance: Double = 40, at start: TimeInterval
) {
  let (events, end) = Hostile.drag(
    from: Point(x: 200, y: 200), by: Vector(dx: distance, dy: distance / 2), at: start)
  for event in events { _ = machine.handle(event) }
  var time = end + 0.1
  for event in [
    Hostile.pointer(.down, 180, 200, at: time, id: 1),
    Hostile.pointer(.down, 220, 200, at: time + 0.01, id: 2),
    Hostile.pointer(.move, 160, 190, at: time + 0.03, id: 1),
    Hostile.pointer(.move, 240, 210, at: time + 0.03, id: 2),
    Hostile.pointer(.up, 160, 190, at: time + 0.05, id: 1),
    Hostile.pointer(.up, 240, 210, at: time + 0.06, id: 2),
  ] {
    _ = machine.handle(event)
  }
  time += 0.1
  for key in Hostile.keys {
    _ = machine.handle(Hostile.key(key, at: time))
    time += 0.01
  }
  for modifiers in [KeyModifiers.control, .shift] {
    _ = machine.handle(
      Hostile.scroll(
        Vector(dx: 0, dy: -120), location: Point(x: 200, y: 200), modifiers: modifiers, at: time))
    time += 0.01
  }
  _ = machine.move(by: Vector(dx: 10, dy: 10), at: time)
  _ = machine.scale(by: 1.5, at: time + 0.01)
  _ = machine.rotate(by: 0.5, at: time + 0.02)
  _ = machine.reset(at: time + 0.03)
  for frame in 0..<120 { _ = machine.tick(at: time + 0.04 + Double(frame) / 60) }
  _ = machine.renderModel
}

/// Whether the board still follows a finger: at rest back at its layout position, a drag of 40
/// points to the right puts its centre 40 points to the right once it settles.
private func stillMoves(_ machine: inout GestureBehavioursMachine, at start: TimeInterval) -> Bool {
  // Once any animation has ended (it would carry on from where `place` put the view): a spin
  // to an angle of 1e308 takes a minute, and a spring asked to settle in 1e308 seconds hours.
  // A spring that new bounds ask for (back out towards the layout's place, when they grew)
  // starts with the first tick after them.
  _ = machine.tick(at: start + 1e7)
  _ = machine.tick(at: start + 2e7)
  #expect(!machine.needsTicks)
  machine.place(.identity)
  let origin = machine.placement.center
  let (events, end) = Hostile.drag(from: origin, by: Vector(dx: 40, dy: 0), at: start + 2e7 + 1)
  for event in events { _ = machine.handle(event) }
  for frame in 0..<300 { _ = machine.tick(at: end + Double(frame) / 60) }
  let center = machine.placement.center
  return abs(center.x - (origin.x + 40)) < 0.5 && abs(center.y - origin.y) < 0.5
}

/// Whether every part of the view's transform is a number a renderer can use.
private func isFinite(_ transform: ViewTransform) -> Bool {
  transform.translation.isFinite && transform.scale.isFinite && transform.rotation.isFinite
}

@Suite(.timeLimit(.minutes(1)))
struct GestureBehavioursHostileValuesTests {
  @Test(arguments: hostileOptions.indices)
  func anOptionSetToAnyNumberNeitherStopsNorStallsTheBoard(option: Int) {
    for value in Hostile.doubles {
      let hostile = configuration { hostileOptions[option].1(&$0, value) }
      var built = board(hostile)
      exercise(&built, at: 1)
      #expect(isFinite(built.transform), "\(hostileOptions[option].0) = \(value)")
      var reconfigured = board()
      reconfigured.reconfigure(hostile)
      reconfigured.setGeometry(
        center: Point(x: 210, y: 200), size: Size(width: 100, height: 100),
        container: Rect(x: 0, y: 0, width: 700, height: 500))
      exercise(&reconfigured, at: 1)
      #expect(isFinite(reconfigured.transform), "\(hostileOptions[option].0) = \(value)")
      reconfigured.reconfigure(.init(behaviours: .all))
      let reconfiguredWorks = stillMoves(&reconfigured, at: 10)
      #expect(reconfiguredWorks, "\(hostileOptions[option].0) = \(value)")
    }
  }

  @Test(arguments: Hostile.doubles)
  func anyGeometryNeitherStopsNorStallsTheBoard(value: Double) {
    let geometries: [(Point, Size, Rect?)] = [
      (Point(x: value, y: value), Size(width: 100, height: 100), nil),
      (Point(x: 200, y: 200), Size(width: value, height: value), nil),
      (
        Point(x: 200, y: 200), Size(width: 100, height: 100),
        Rect(x: 0, y: 0, width: value, height: value)
      ),
      (
        Point(x: 200, y: 200), Size(width: 100, height: 100),
        Rect(x: value, y: value, width: 800, height: 600)
      ),
      (
        Point(x: value, y: 200), Size(width: value, height: 100),
        Rect(x: 0, y: 0, width: value, height: 600)
      ),
    ]
    for (center, size, container) in geometries {
      var built = GestureBehavioursMachine(
        center: center, size: size,
        container: container ?? Rect(x: 0, y: 0, width: 800, height: 600),
        configuration: .init(behaviours: .all))
      exercise(&built, at: 1)
      #expect(isFinite(built.transform))
      var machine = board()
      machine.setGeometry(center: center, size: size, container: container)
      exercise(&machine, at: 1)
      #expect(isFinite(machine.transform))
      machine.setGeometry(
        center: Point(x: 200, y: 200), size: Size(width: 100, height: 100),
        container: Rect(x: 0, y: 0, width: 800, height: 600))
      let works = stillMoves(&machine, at: 10)
      #expect(works, "\(center) \(size) \(String(describing: container))")
    }
  }

  @Test(arguments: Hostile.doubles)
  func anyPointerWheelOrCallValueNeitherStopsNorStallsTheBoard(value: Double) {
    var machine = board()
    exercise(&machine, distance: value, at: 1)
    for event in [
      Hostile.pointer(.down, 200, 200, at: 5), Hostile.pointer(.move, value, value, at: 5.1),
      Hostile.pointer(.up, value, value, at: 5.2), Hostile.pointer(.down, 200, 200, at: 6),
      Hostile.pointer(.move, 300, 300, at: value), Hostile.pointer(.up, 300, 300, at: value),
      Hostile.pointer(.down, 190, 200, at: 7, id: 1),
      Hostile.pointer(.down, 210, 200, at: 7, id: 2),
      Hostile.pointer(.move, value, value, at: 7.1, id: 1),
      Hostile.pointer(.move, -value, 200, at: 7.1, id: 2),
      Hostile.pointer(.up, value, value, at: 7.2, id: 1),
      Hostile.pointer(.up, 1, 1, at: 7.3, id: 2),
    ] {
      _ = machine.handle(event)
    }
    for (step, modifiers) in [KeyModifiers.control, .shift].enumerated() {
      _ = machine.handle(
        Hostile.scroll(
          Vector(dx: value, dy: value), location: Point(x: value, y: value), modifiers: modifiers,
          at: 8 + Double(step)))
    }
    for step in 0..<3 {
      let time = 10 + Double(step)
      _ = machine.move(by: Vector(dx: value, dy: value), at: time)
      _ = machine.scale(by: value, at: time + 0.1)
      _ = machine.rotate(by: value, at: time + 0.2)
      _ = machine.tick(at: time + 0.5)
    }
    _ = machine.tick(at: value)
    machine.place(
      ViewTransform(translation: Vector(dx: value, dy: value), scale: value, rotation: value))
    machine.place(center: Point(x: value, y: value))
    #expect(isFinite(machine.transform))
    let works = stillMoves(&machine, at: 20)
    #expect(works)
  }

  @Test func aMaximumScaleOfMinusOneFromTheWebNoLongerStopsTheBoard() {
    // The web board's `maximum-scale` of −1, then a layout: `bounded` made log(0.1)...log(−1).
    var machine = board()
    machine.reconfigure(configuration { $0.scaleRange = Hostile.range(0.1, -1) })
    machine.setGeometry(
      center: Point(x: 200, y: 200), size: Size(width: 100, height: 100),
      container: Rect(x: 0, y: 0, width: 640, height: 480))
    _ = machine.scale(by: 1.5, at: 1)
    for frame in 0..<120 { _ = machine.tick(at: 1 + Double(frame) / 60) }
    #expect(machine.transform.scale == 1.5)
    let works = stillMoves(&machine, at: 5)
    #expect(works)
  }

  @Test(arguments: [
    (-1.0, 2.0, 0.1, 2.0), (0, 0, 0.1, 2), (.nan, 2, 0.1, 2), (2, 0.5, 0.5, 2),
    (0.1, .infinity, 0.1, 2), (1e-9, 1e9, 1e-4, 1e4), (0.5, 3, 0.5, 3),
  ])
  func aScaleRangeIsRepairedIntoPositiveOrderedFiniteBounds(
    from: Double, to: Double, repairedFrom: Double, repairedTo: Double
  ) {
    let hostile = configuration { $0.scaleRange = Hostile.range(from, to) }
    let machine = board(hostile)
    #expect(machine.configuration.scaleRange == repairedFrom...repairedTo)
  }

  @Test func saneOptionsAreLeftAsTheyAre() {
    let sane = configuration {
      $0.scaleRange = 0.5...3
      $0.rotationRange = -1...1
      $0.rotationSnap = .init(step: .pi / 4, tolerance: 0.1)
      $0.scaleSnapTolerance = 0.05
      $0.dragThreshold = 4
      $0.keyboardScaleFactor = 1.25
    }
    #expect(sane.repaired == sane)
    #expect(board(sane).configuration == sane)
  }

  @Test func aRotationRangeWithANaNBoundTurnsFreelyAndOneGivenBackwardsIsPutInOrder() {
    let nan = configuration { $0.rotationRange = Hostile.range(.nan, 1) }
    #expect(nan.repaired.rotationRange == nil)
    let backwards = configuration { $0.rotationRange = Hostile.range(1, -1) }
    #expect(backwards.repaired.rotationRange == -1...1)
  }

  @Test func turningPastWhatAnIntHoldsStillAnnouncesTheAngle() {
    // The announcement turned the angle in degrees into an `Int`.
    var machine = board()
    var announcements: [String] = []
    for step in 0..<4 {
      for output in machine.rotate(by: 1e307, at: Double(step + 1)) {
        if case .announce(let text) = output { announcements.append(text) }
      }
    }
    #expect(announcements.count == 4)
    #expect(isFinite(machine.transform))
  }

  @Test func aContainerOfInfiniteOrNaNSizeCountsAsNone() {
    var machine = board()
    machine.setGeometry(
      center: Point(x: 200, y: 200), size: Size(width: 100, height: 100),
      container: Rect(x: 0, y: 0, width: .infinity, height: .nan))
    #expect(machine.container == nil)
    _ = machine.move(by: Vector(dx: 5_000, dy: 0), at: 1)
    for frame in 0..<120 { _ = machine.tick(at: 1 + Double(frame) / 60) }
    #expect(machine.placement.center.x == 5_200)
  }

  @Test func aViewLargerThanAnyNumberStaysInTheContainersMiddle() {
    // The view's bounding box was infinite, so the allowed centres were NaN...NaN.
    var machine = GestureBehavioursMachine(
      center: Point(x: 400, y: 300), size: Size(width: 1e308, height: 1e308),
      container: Rect(x: 0, y: 0, width: 800, height: 600),
      configuration: configuration { $0.scaleRange = 0.1...2 })
    _ = machine.scale(by: 2, at: 1)
    _ = machine.move(by: Vector(dx: 100, dy: 0), at: 2)
    for frame in 0..<120 { _ = machine.tick(at: 2 + Double(frame) / 60) }
    #expect(machine.placement.center == Point(x: 400, y: 300))
  }
}
