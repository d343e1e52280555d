/// Recognises a drag of one or more fingers and reports its translation and velocity.
///
/// The gesture begins once the fingers' centroid has moved ``Configuration/minimumDistance`` from
/// where it went down, so a tap or a finger resting on a control never counts as a drag. The
/// translation is measured from the touch-down point, so a dragged thing stays under the finger.
/// Fingers may be added or lifted mid-gesture: the translation carries on from where it was.
///
/// An axis restriction decides at the moment of recognition: a horizontal pan whose fingers first
/// moved mostly vertically fails and stays failed until every finger lifts, so an enclosing
/// vertical scroll can have the gesture instead.
public struct PanRecognizer: Sendable {
  /// The directions a pan may move in.
  public enum Axis: String, Sendable, Hashable, CaseIterable {
    /// Any direction.
    case free
    /// Left and right only; a drag that starts mostly vertical is not a pan.
    case horizontal
    /// Up and down only; a drag that starts mostly horizontal is not a pan.
    case vertical
  }

  /// The recognizer's thresholds.
  public struct Configuration: Sendable, Hashable {
    /// How far, in points, the fingers must move before the pan begins (UIKit's is about 10).
    public var minimumDistance: Double
    /// The directions the pan may move in.
    public var axis: Axis
    /// Whether a free pan locks to the axis it started along, like a scroll view's directional lock.
    public var locksToInitialAxis: Bool
    /// The fewest fingers that make a pan.
    public var minimumPointers: Int
    /// The most fingers that make a pan; more than that fails the gesture.
    public var maximumPointers: Int

    /// Creates a configuration.
    public init(
      minimumDistance: Double = 10,
      axis: Axis = .free,
      locksToInitialAxis: Bool = false,
      minimumPointers: Int = 1,
      maximumPointers: Int = 10
    ) {
      self.minimumDistance = minimumDistance.isFinite ? Swift.max(0, minimumDistance) : 10
      self.axis = axis
      self.locksToInitialAxis = locksToInitialAxis
      self.minimumPointers = Swift.max(1, minimumPointers)
      self.maximumPointers = Swift.max(self.minimumPointers, maximumPointers)
    }
  }

  /// One report of a pan.
  public struct Update: Sendable, Hashable {
    /// Where the gesture stands.
    public var phase: GesturePhase
    /// How far the fingers have moved since they went down, along the allowed axes.
    public var translation: Vector
    /// The fingers' current centroid.
    public var location: Point
    /// The velocity of the translation in points per second; at `ended` it is the release velocity.
    public var velocity: Vector
    /// How many fingers are down.
    public var pointerCount: Int
    /// When, on the host's clock.
    public var time: TimeInterval
  }

  private enum State: Sendable {
    case idle
    case possible
    case active
    case failed
  }

  /// The recognizer's thresholds.
  public let configuration: Configuration
  private var pointers = TrackedPointers()
  private var tracker = VelocityTracker()
  private var state = State.idle
  private var origin = Point.zero
  private var carried = Vector.zero
  private var lockedAxis = Axis.free
  private var rawTranslation = Vector.zero
  private var location = Point.zero

  /// Creates a recognizer.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// Whether a pan is in progress (it has begun and not yet ended).
  public var isActive: Bool { state == .active }

  /// Where the fingers were last seen (their centroid), in the coordinates they came in.
  package var lastLocation: Point { location }

  /// Feeds one pointer event; returns a report when the pan begins, changes, ends or is cancelled.
  public mutating func handle(_ event: PointerEvent) -> Update? {
    let wasCentroid = pointers.centroid
    let wasCount = pointers.count
    switch pointers.apply(event) {
    case .ignored:
      return nil
    case .added:
      return pointerAdded(event, previousCentroid: wasCentroid, previousCount: wasCount)
    case .moved:
      return pointerMoved(event)
    case .removed:
      return pointerRemoved(event, previousCentroid: wasCentroid)
    }
  }

  /// Cancels a pan in progress, as when the host takes the pointers away.
  public mutating func cancel(at time: TimeInterval) -> Update? {
    defer { state = pointers.isEmpty ? .idle : .failed }
    guard state == .active else { return nil }
    return Update(
      phase: .cancelled,
      translation: constrained(rawTranslation),
      location: location,
      velocity: .zero,
      pointerCount: pointers.count,
      time: time
    )
  }

  private mutating func pointerAdded(
    _ event: PointerEvent,
    previousCentroid: Point,
    previousCount: Int
  ) -> Update? {
    switch state {
    case .idle, .possible:
      if pointers.count > configuration.maximumPointers {
        state = .failed
        return nil
      }
      if state == .idle {
        state = .possible
        origin = pointers.centroid
        carried = .zero
        rawTranslation = .zero
        location = origin
        lockedAxis = configuration.axis
        tracker.reset()
        tracker.add(.zero, at: event.time)
      } else {
        rebase(from: previousCentroid)
      }
      return nil
    case .active:
      if pointers.count > configuration.maximumPointers {
        return finish(.cancelled, at: event.time)
      }
      rebase(from: previousCentroid)
      return nil
    case .failed:
      return nil
    }
  }

  private mutating func pointerMoved(_ event: PointerEvent) -> Update? {
    switch state {
    case .idle, .failed:
      return nil
    case .possible:
      let raw = track(event)
      guard pointers.count >= configuration.minimumPointers,
        raw.length >= configuration.minimumDistance, raw.length > 0
      else { return nil }
      let mostlyHorizontal = abs(raw.dx) >= abs(raw.dy)
      switch configuration.axis {
      case .horizontal where !mostlyHorizontal, .vertical where mostlyHorizontal:
        state = .failed
        return nil
      case .free where configuration.locksToInitialAxis:
        lockedAxis = mostlyHorizontal ? .horizontal : .vertical
      default:
        break
      }
      state = .active
      return report(.began, at: event.time)
    case .active:
      track(event)
      return report(.changed, at: event.time)
    }
  }

  private mutating func pointerRemoved(_ event: PointerEvent, previousCentroid: Point) -> Update? {
    if event.phase == .cancel {
      return cancel(at: event.time)
    }
    switch state {
    case .active:
      if pointers.count < configuration.minimumPointers {
        return finish(.ended, at: event.time)
      }
      rebase(from: previousCentroid)
      return nil
    case .possible where !pointers.isEmpty:
      rebase(from: previousCentroid)
      return nil
    default:
      if pointers.isEmpty { state = .idle }
      return nil
    }
  }

  /// Keeps the translation continuous when the set of fingers, and so their centroid, changes.
  private mutating func rebase(from previousCentroid: Point) {
    carried = carried.adding(origin.vector(to: previousCentroid))
    origin = pointers.centroid
  }

  /// Measures the fingers after a move and records the sample for the velocity.
  @discardableResult
  private mutating func track(_ event: PointerEvent) -> Vector {
    location = pointers.centroid
    rawTranslation = origin.vector(to: location).adding(carried)
    tracker.add(Point(x: rawTranslation.dx, y: rawTranslation.dy), at: event.time)
    return rawTranslation
  }

  private func constrained(_ vector: Vector) -> Vector {
    switch lockedAxis {
    case .free: vector
    case .horizontal: Vector(dx: vector.dx, dy: 0)
    case .vertical: Vector(dx: 0, dy: vector.dy)
    }
  }

  private func report(_ phase: GesturePhase, at time: TimeInterval) -> Update {
    Update(
      phase: phase,
      translation: constrained(rawTranslation),
      location: location,
      velocity: constrained(tracker.velocity(at: time)),
      pointerCount: pointers.count,
      time: time
    )
  }

  private mutating func finish(_ phase: GesturePhase, at time: TimeInterval) -> Update {
    var update = report(phase, at: time)
    if phase == .cancelled { update.velocity = .zero }
    state = pointers.isEmpty ? .idle : .failed
    return update
  }
}
