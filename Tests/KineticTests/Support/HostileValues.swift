import Kinetic

/// Values an app can hand Kinetic's public API that no sane app would: the hostile-value suites
/// drive every machine with each of them.
enum Hostile {
  /// Doubles that stop a careless `Int(_:)`, `ClosedRange` or loop: NaN, the infinities, the
  /// largest and smallest magnitudes, zero and negatives.
  static let doubles: [Double] = [
    .nan, .infinity, -.infinity, .greatestFiniteMagnitude, 1e308, -1e308, 1e307, -7e307, 2e19,
    -2e19, 1e15, -1e15, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 0, -1,
  ]

  /// A pointer event as an app would hand it over.
  static func pointer(
    _ phase: PointerEvent.Phase, _ x: Double, _ y: Double, at time: TimeInterval, id: Int = 1
  ) -> InputEvent {
    .pointer(
      PointerEvent(
        pointer: PointerID(rawValue: id), phase: phase, location: Point(x: x, y: y), time: time))
  }

  /// A key press.
  static func key(_ key: Key, at time: TimeInterval) -> InputEvent {
    .key(KeyEvent(key: key, time: time))
  }

  /// A scroll by `delta`.
  static func scroll(
    _ delta: Vector, source: ScrollEvent.Source = .wheel, location: Point? = nil,
    modifiers: KeyModifiers = [], at time: TimeInterval
  ) -> InputEvent {
    .scroll(
      ScrollEvent(
        delta: delta, source: source, location: location, modifiers: modifiers, time: time))
  }

  /// Every key the machines answer.
  static let keys: [Key] = [
    .left, .right, .up, .down, .plus, .minus, .bracketLeft, .bracketRight, .zero, .return, .space,
    .home, .end, .pageUp, .pageDown,
  ]

  /// A finger that goes down at `start`, moves by `offset` in twelve steps of 1/60 s, holds
  /// still for 0.1 s (so it lifts without a fling) and lifts; the events, and the time after.
  static func drag(
    from start: Point, by offset: Vector, at time: TimeInterval
  ) -> (events: [InputEvent], end: TimeInterval) {
    var events = [pointer(.down, start.x, start.y, at: time)]
    var now = time
    for step in 1...12 {
      now += 1.0 / 60
      let fraction = Double(step) / 12
      events.append(
        pointer(.move, start.x + offset.dx * fraction, start.y + offset.dy * fraction, at: now))
    }
    let end = start.offset(by: offset)
    now += 0.1
    events.append(pointer(.move, end.x, end.y, at: now))
    events.append(pointer(.up, end.x, end.y, at: now))
    return (events, now)
  }
}

extension Hostile {
  /// A range with any bounds, NaN or backwards included.
  ///
  /// Optimised code (an app's release build, the WebAssembly build) does not check
  /// `ClosedRange(uncheckedBounds:)`, so the machines can be handed such a range; the tests are
  /// built without optimisation, where that check stops the process, so they lay the two bounds
  /// out as the range's own storage instead.
  static func range(_ lower: Double, _ upper: Double) -> ClosedRange<Double> {
    unsafeBitCast((lower, upper), to: ClosedRange<Double>.self)
  }
}
