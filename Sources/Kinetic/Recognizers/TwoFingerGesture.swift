/// The bookkeeping pinch and rotation share: two or more fingers, a value measured from their
/// positions, a threshold to begin, and continuity when fingers are added or lifted.
struct TwoFingerGesture: Sendable {
  enum Measure: Sendable {
    /// The product of span ratios: multiplicative, so steps compose exactly.
    case scale(minimumSpanChange: Double)
    /// The unwrapped angle of the first two fingers' line, in radians.
    case rotation(minimumAngle: Double)
  }

  struct Reading {
    var phase: GesturePhase
    var value: Double
    var anchor: Point
    var location: Point
    var velocity: Double
    var time: TimeInterval
  }

  private enum State: Sendable {
    case idle
    case possible
    case active
  }

  let measure: Measure
  private var pointers = TrackedPointers()
  private var tracker = ScalarVelocityTracker()
  private var state = State.idle
  private var value: Double
  private var base: Double
  private var reference: Double = 0
  private var startSpan: Double = 0
  private var anchor = Point.zero
  private var location = Point.zero

  init(measure: Measure) {
    self.measure = measure
    value = measure.identity
    base = measure.identity
  }

  var isActive: Bool { state == .active }

  mutating func handle(_ event: PointerEvent) -> Reading? {
    switch pointers.apply(event) {
    case .ignored:
      return nil
    case .added:
      guard pointers.count >= 2 else { return nil }
      if state == .idle {
        state = .possible
        value = measure.identity
        anchor = pointers.centroid
        startSpan = pointers.span
        tracker.reset()
        tracker.add(value, at: event.time)
      }
      rebase()
      return nil
    case .moved:
      guard state != .idle, pointers.count >= 2 else { return nil }
      update(at: event.time)
      if state == .possible {
        guard hasMovedEnough else { return nil }
        state = .active
        return reading(.began, at: event.time)
      }
      return reading(.changed, at: event.time)
    case .removed:
      if event.phase == .cancel { return cancel(at: event.time) }
      if pointers.count >= 2 {
        rebase()
        return nil
      }
      let wasActive = state == .active
      state = .idle
      return wasActive ? reading(.ended, at: event.time) : nil
    }
  }

  mutating func cancel(at time: TimeInterval) -> Reading? {
    let wasActive = state == .active
    state = .idle
    guard wasActive else { return nil }
    var last = reading(.cancelled, at: time)
    last.velocity = 0
    return last
  }

  private var hasMovedEnough: Bool {
    switch measure {
    case .scale(let minimumSpanChange):
      abs(pointers.span - startSpan) >= minimumSpanChange
    case .rotation(let minimumAngle):
      abs(value) >= minimumAngle
    }
  }

  /// Starts measuring afresh from the current fingers while keeping the value where it was.
  private mutating func rebase() {
    base = value
    switch measure {
    case .scale: reference = pointers.span
    case .rotation: reference = pointers.angle ?? 0
    }
    location = pointers.centroid
  }

  private mutating func update(at time: TimeInterval) {
    location = pointers.centroid
    switch measure {
    case .scale:
      let span = pointers.span
      if reference > 1e-6 {
        value = base * span / reference
      } else if span > 1e-6 {
        // The fingers started on one spot; measure from the first real spread.
        rebase()
      }
    case .rotation:
      guard let angle = pointers.angle else { return }
      var delta = angle - reference
      if delta > .pi { delta -= 2 * .pi } else if delta <= -.pi { delta += 2 * .pi }
      value += delta
      reference = angle
    }
    tracker.add(value, at: time)
  }

  private func reading(_ phase: GesturePhase, at time: TimeInterval) -> Reading {
    Reading(
      phase: phase,
      value: value,
      anchor: anchor,
      location: location,
      velocity: tracker.velocity(at: time),
      time: time
    )
  }
}

extension TwoFingerGesture.Measure {
  /// The value before any movement: a scale of 1, a rotation of 0.
  var identity: Double {
    switch self {
    case .scale: 1
    case .rotation: 0
    }
  }
}
