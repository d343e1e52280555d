import CKineticLibc

/// The physics of scrolling along one axis: dragging with rubber banding past the edges, momentum
/// after release, and the spring back inside, as UIScrollView does it.
///
/// The offset is how far the content has scrolled: 0 shows its start, and the largest offset
/// shows its end. Pulling the content beyond its start makes the offset negative; that overscroll
/// is what a pull-to-action control reads. Insets extend the resting range past either edge, as
/// UIScrollView's `contentInset` does: a pull-to-action holds its status view open with one. Time
/// is an input: the host calls `tick(at:)` on every frame while `isMoving`.
public struct ScrollAxis: Sendable, Hashable {
  /// How the axis feels.
  public struct Configuration: Sendable, Hashable {
    /// The resistance past the edges.
    public var rubberBand = RubberBand.standard
    /// How momentum fades after a release.
    public var deceleration = Deceleration.normal
    /// The spring that brings an overscrolled axis back to its edge.
    public var bounceSpring = DampedSpring(duration: 0.45, bounce: 0)
    /// Whether the content can be pulled past its edges even when it is shorter than the viewport
    /// (UIScrollView's `alwaysBounceVertical`): needed to pull to refresh a short list.
    public var alwaysBounces = true

    /// Creates the default configuration.
    public init() {}
  }

  /// The edges a drag may pull the content past.
  package struct Edges: OptionSet, Sendable, Hashable {
    /// The edges as bits.
    package var rawValue: UInt8
    /// Creates a set of edges from its raw value.
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The start of the content (the top of a vertical list).
    package static let start = Edges(rawValue: 1 << 0)
    /// The end of the content.
    package static let end = Edges(rawValue: 1 << 1)
    /// Both edges.
    package static let both: Edges = [.start, .end]
  }

  private enum Motion: Sendable, Hashable {
    case none
    case dragging(startOffset: Double, startOverscroll: Double, edges: Edges)
    case coasting(Trajectory)
    case bouncing(Trajectory)
  }

  /// How the axis feels.
  package var configuration: Configuration
  /// How long the content is, in points.
  package private(set) var contentLength: Double
  /// How long the visible part is, in points.
  package private(set) var viewportLength: Double
  /// How far the content has scrolled; negative when pulled past its start.
  package private(set) var offset: Double = 0
  /// Extra room before the start at which the content rests, in points.
  package private(set) var startInset: Double = 0
  /// Extra room after the end at which the content rests, in points.
  package private(set) var endInset: Double = 0
  private var motion = Motion.none

  /// Creates an axis at rest at the start of its content.
  package init(
    contentLength: Double, viewportLength: Double, configuration: Configuration = .init()
  ) {
    self.configuration = configuration
    self.contentLength = contentLength.isFinite ? Swift.max(0, contentLength) : 0
    self.viewportLength = viewportLength.isFinite ? Swift.max(0, viewportLength) : 0
  }

  /// The largest offset without insets: where the content's end meets the viewport's end.
  package var contentEndOffset: Double { Swift.max(0, contentLength - viewportLength) }

  /// The offsets at which the content rests: from its start to where its end meets the viewport's,
  /// widened by the insets.
  package var restingRange: ClosedRange<Double> { -startInset...(contentEndOffset + endInset) }

  /// How far the content is pulled past its start, in points (0 when it is not); an inset that
  /// holds the content away from its start counts.
  package var overscrollAtStart: Double { Swift.max(0, -offset) }

  /// How far the content is pushed past its end, in points (0 when it is not); an inset that holds
  /// the content away from its end counts.
  package var overscrollAtEnd: Double { Swift.max(0, offset - contentEndOffset) }

  /// Whether a finger holds the content.
  package var isDragging: Bool {
    if case .dragging = motion { return true }
    return false
  }

  /// Whether the content is springing towards a resting offset (after an overscroll, or to settle).
  package var isBouncing: Bool {
    if case .bouncing = motion { return true }
    return false
  }

  /// Whether the content is moving on its own (coasting or bouncing back).
  package var isMoving: Bool {
    switch motion {
    case .coasting, .bouncing: true
    case .none, .dragging: false
    }
  }

  /// Whether the content can be pulled past its edges at all.
  private var canBounce: Bool {
    configuration.alwaysBounces || contentLength > viewportLength
  }

  // MARK: Dragging

  /// A finger took hold of the content: any momentum stops where it is.
  ///
  /// The drag may pull the content past `edges` (rubber banded); at the others it stops.
  package mutating func beginDrag(at time: TimeInterval, overscrolling edges: Edges = .both) {
    tick(at: time)
    let range = restingRange
    // Where the finger would be without the band's resistance, so the drag resumes seamlessly.
    let dimension = viewportLength
    let overscroll: Double =
      if offset < range.lowerBound {
        -configuration.rubberBand.overshoot(for: range.lowerBound - offset, dimension: dimension)
      } else if offset > range.upperBound {
        configuration.rubberBand.overshoot(for: offset - range.upperBound, dimension: dimension)
      } else {
        0
      }
    motion = .dragging(
      startOffset: Swift.min(Swift.max(offset, range.lowerBound), range.upperBound),
      startOverscroll: overscroll, edges: edges)
  }

  /// The finger moved `translation` points since ``beginDrag(at:overscrolling:)``; positive moves the content
  /// towards its end (a finger moving down on a vertical list), which lowers the offset.
  package mutating func drag(by translation: Double) {
    guard case .dragging(let startOffset, let startOverscroll, let edges) = motion,
      translation.isFinite
    else {
      return
    }
    let range = restingRange
    let raw = startOffset + startOverscroll - translation
    if raw < range.lowerBound {
      offset =
        canBounce && edges.contains(.start)
        ? range.lowerBound
          - configuration.rubberBand.offset(for: range.lowerBound - raw, dimension: viewportLength)
        : range.lowerBound
    } else if raw > range.upperBound {
      offset =
        canBounce && edges.contains(.end)
        ? range.upperBound
          + configuration.rubberBand.offset(for: raw - range.upperBound, dimension: viewportLength)
        : range.upperBound
    } else {
      offset = raw
    }
  }

  /// The finger lifted, moving the content at `velocity` points per second (positive towards its
  /// end, as for ``drag(by:)``): the content coasts, or springs back inside its edges.
  package mutating func endDrag(velocity: Double, at time: TimeInterval) {
    guard isDragging else { return }
    let speed = velocity.isFinite ? -velocity : 0  // in offset units per second
    let range = restingRange
    if offset < range.lowerBound || offset > range.upperBound {
      bounce(
        from: offset, to: offset < range.lowerBound ? range.lowerBound : range.upperBound,
        velocity: speed, at: time)
    } else if abs(speed) > 1 {
      motion = .coasting(
        .decay(from: offset, velocity: speed, start: time, deceleration: configuration.deceleration)
      )
    } else {
      motion = .none
    }
  }

  /// Changes the content's or the viewport's length; an offset left outside springs back.
  package mutating func resize(contentLength: Double, viewportLength: Double, at time: TimeInterval)
  {
    self.contentLength = contentLength.isFinite ? Swift.max(0, contentLength) : self.contentLength
    self.viewportLength =
      viewportLength.isFinite ? Swift.max(0, viewportLength) : self.viewportLength
    guard !isDragging else { return }
    let range = restingRange
    if offset > range.upperBound, !isMoving {
      bounce(from: offset, to: range.upperBound, velocity: 0, at: time)
    }
  }

  /// Moves the content to rest at `target`, as when a pull-to-action holds its status view open.
  ///
  /// The move is animated by `spring` (the bounce spring when `nil`). The target should lie in
  /// the resting range; set an inset first to rest beyond an edge.
  package mutating func settle(at target: Double, time: TimeInterval, spring: DampedSpring? = nil) {
    guard !isDragging, target.isFinite else { return }
    tick(at: time)
    bounce(
      from: offset, to: target, velocity: velocity(at: time), at: time,
      spring: spring ?? configuration.bounceSpring)
  }

  /// Sets the extra room the content rests in beyond its edges.
  ///
  /// The offset does not move: call ``settle(at:time:spring:)`` to animate into the new range.
  package mutating func setInsets(start: Double, end: Double) {
    startInset = start.isFinite ? Swift.max(0, start) : 0
    endInset = end.isFinite ? Swift.max(0, end) : 0
  }

  /// Scrolls by `delta` points (positive towards the end) at once, as a mouse wheel does: within
  /// the resting range, stopping any momentum or bounce.
  package mutating func scroll(by delta: Double, at time: TimeInterval) {
    guard delta.isFinite, !isDragging else { return }
    tick(at: time)
    let range = restingRange
    let target = offset + delta
    // A wheel never pulls past an edge; from beyond one it can only move back inside.
    let lower = Swift.min(range.lowerBound, offset)
    let upper = Swift.max(range.upperBound, offset)
    offset = Swift.min(Swift.max(target, lower), upper)
    motion = .none
    if offset < range.lowerBound || offset > range.upperBound {
      bounce(
        from: offset, to: offset < range.lowerBound ? range.lowerBound : range.upperBound,
        velocity: 0, at: time, spring: configuration.bounceSpring)
    }
  }

  /// Puts the content at `target` at once, ending any momentum or bounce (a paging carousel
  /// lands on its page this way once the spring is within a fraction of a point).
  package mutating func jump(to target: Double) {
    guard target.isFinite, !isDragging else { return }
    offset = target
    motion = .none
  }

  /// The offset a bounce or settle is heading for, if one is running.
  package var bounceTarget: Double? {
    if case .bouncing(let spring) = motion { return spring.to }
    return nil
  }

  /// Stops any motion where the content is; a stop outside the resting range springs back.
  package mutating func stop(at time: TimeInterval) {
    tick(at: time)
    if case .dragging = motion { return }
    motion = .none
    let range = restingRange
    if offset < range.lowerBound || offset > range.upperBound {
      bounce(
        from: offset, to: offset < range.lowerBound ? range.lowerBound : range.upperBound,
        velocity: 0, at: time, spring: configuration.bounceSpring)
    }
  }

  // MARK: Time

  /// Advances momentum and bounces to `time`.
  package mutating func tick(at time: TimeInterval) {
    guard time.isFinite else { return }
    switch motion {
    case .none, .dragging:
      return
    case .coasting(let coast):
      let range = restingRange
      let position = coast.value(at: time)
      if position < range.lowerBound || position > range.upperBound {
        // The coast crossed an edge: the spring takes over there, with the coast's speed.
        let edge = position < range.lowerBound ? range.lowerBound : range.upperBound
        let crossing = crossingTime(of: coast, at: edge) ?? time
        guard canBounce else {
          offset = edge
          motion = .none
          return
        }
        bounce(from: edge, to: edge, velocity: coast.velocity(at: crossing), at: crossing)
        tick(at: time)
        return
      }
      offset = position
      if coast.isFinished(at: time) { motion = .none }
    case .bouncing(let spring):
      offset = spring.value(at: time)
      if spring.isFinished(at: time) { motion = .none }
    }
  }

  /// How fast the content moves on its own at `time`, in points per second (positive towards the
  /// end); 0 while dragged or at rest.
  package func velocity(at time: TimeInterval) -> Double {
    switch motion {
    case .coasting(let trajectory), .bouncing(let trajectory): trajectory.velocity(at: time)
    case .none, .dragging: 0
    }
  }

  private mutating func bounce(
    from start: Double, to target: Double, velocity: Double, at time: TimeInterval,
    spring curve: DampedSpring? = nil
  ) {
    let spring = Trajectory(
      from: start, to: target, start: time, curve: .spring(curve ?? configuration.bounceSpring),
      initialVelocity: velocity)
    offset = start
    motion = spring.duration > 0 ? .bouncing(spring) : .none
    if case .none = motion { offset = target }
  }

  /// When a coast reaches `edge`, solving the decay's closed form.
  private func crossingTime(of coast: Trajectory, at edge: Double) -> Double? {
    guard case .decay(let deceleration) = coast.curve, coast.initialVelocity != 0 else {
      return nil
    }
    let lambda = deceleration.decayConstant
    let fraction = 1 - (edge - coast.from) * lambda / coast.initialVelocity
    guard fraction > 0, fraction <= 1 else { return nil }
    return coast.start - log(fraction) / lambda
  }
}
