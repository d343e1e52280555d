import CKineticLibc

/// Estimates a pointer's velocity from its recent positions.
///
/// The tracker keeps the last few samples in a fixed ring and fits a least-squares polynomial
/// (quadratic when there are enough samples, otherwise linear) to the samples of the last
/// ``Configuration/horizon`` seconds, then reads the slope at the newest sample. Least squares
/// weighs every sample by its real timestamp, so irregular event rates give the right answer.
///
/// A finger that stops before it lifts must not fling: when the pointer has not moved for
/// ``Configuration/restThreshold`` seconds, the velocity is zero, and samples before a pause that
/// long are never mixed with the ones after it.
///
/// Adding a sample and asking for the velocity allocate nothing once the tracker exists.
public struct VelocityTracker: Sendable {
  /// How much history the tracker keeps and when it decides that the pointer rests.
  public struct Configuration: Sendable, Hashable {
    /// How far back, in seconds from the newest sample, samples take part in the fit.
    public var horizon: TimeInterval
    /// How long, in seconds, a pointer must stay still for its velocity to be zero.
    public var restThreshold: TimeInterval
    /// How far, in points, a pointer may drift and still count as still.
    public var stillnessTolerance: Double
    /// How many samples the ring holds; older ones are overwritten.
    ///
    /// The tracker holds it from 2 to `largestCapacity`.
    public var capacity: Int

    /// The most samples a tracker holds: 1,024.
    ///
    /// That is ten times what a 1,000 Hz pointer gives in the default horizon; a larger
    /// capacity, which an app can set, would allocate without bound.
    package static let largestCapacity = 1_024

    /// Creates a configuration.
    public init(
      horizon: TimeInterval = 0.1,
      restThreshold: TimeInterval = 0.04,
      stillnessTolerance: Double = 0.5,
      capacity: Int = 20
    ) {
      self.horizon = horizon
      self.restThreshold = restThreshold
      self.stillnessTolerance = stillnessTolerance
      self.capacity = Swift.min(Swift.max(2, capacity), Self.largestCapacity)
    }
  }

  private struct Sample: Sendable {
    var time: TimeInterval
    var x: Double
    var y: Double
  }

  /// The tracker's settings.
  public let configuration: Configuration
  private var ring: [Sample]
  private var newest = -1
  private var count = 0

  /// Creates an empty tracker.
  ///
  /// A capacity set outside 2 to `Configuration.largestCapacity` after the configuration was
  /// created is held within it.
  public init(configuration: Configuration = Configuration()) {
    var configuration = configuration
    configuration.capacity = Swift.min(
      Swift.max(2, configuration.capacity), Configuration.largestCapacity)
    self.configuration = configuration
    ring = Array(
      repeating: Sample(time: 0, x: 0, y: 0),
      count: configuration.capacity
    )
  }

  /// Whether the tracker has no samples.
  public var isEmpty: Bool { count == 0 }

  /// Forgets every sample, keeping the ring's storage.
  public mutating func reset() {
    count = 0
    newest = -1
  }

  /// Records the pointer at `location` at `time`.
  ///
  /// A sample older than the newest one arrived out of order and is ignored; a sample at the same
  /// time replaces the newest; a sample with a non-finite coordinate or time is ignored.
  public mutating func add(_ location: Point, at time: TimeInterval) {
    guard location.isFinite, time.isFinite else { return }
    let sample = Sample(time: time, x: location.x, y: location.y)
    if count > 0 {
      let last = ring[newest]
      if time < last.time { return }
      if time == last.time {
        ring[newest] = sample
        return
      }
    }
    newest = (newest + 1) % ring.count
    ring[newest] = sample
    count = min(count + 1, ring.count)
  }

  /// The estimated velocity, in points per second, as of `time`.
  ///
  /// `time` is usually the moment of the release; when it lies more than the rest threshold after
  /// the newest sample, the pointer has been resting and the velocity is zero.
  public func velocity(at time: TimeInterval) -> Vector {
    guard count >= 2 else { return .zero }
    let latest = ring[newest]
    let now = Swift.max(time, latest.time)
    if hasRested(since: latest, now: now) { return .zero }
    var sums = Sums()
    var previousTime = latest.time
    for offset in 0..<count {
      let sample = ring[index(back: offset)]
      if latest.time - sample.time > configuration.horizon { break }
      if previousTime - sample.time > configuration.restThreshold { break }
      sums.add(
        tau: sample.time - latest.time,
        x: sample.x - latest.x,
        y: sample.y - latest.y
      )
      previousTime = sample.time
    }
    return sums.slopeAtZero()
  }

  private func index(back offset: Int) -> Int {
    (newest - offset + ring.count) % ring.count
  }

  /// Whether the newest samples show the pointer still for at least the rest threshold.
  private func hasRested(since latest: Sample, now: TimeInterval) -> Bool {
    var stillSince = latest.time
    for offset in 1..<count {
      let sample = ring[index(back: offset)]
      let drift = hypot(sample.x - latest.x, sample.y - latest.y)
      if drift > configuration.stillnessTolerance { break }
      stillSince = sample.time
    }
    return now - stillSince >= configuration.restThreshold
  }
}

/// Running sums for the least-squares fit of x(τ) and y(τ), with τ = 0 at the newest sample.
private struct Sums {
  var n: Double = 0
  var t1: Double = 0
  var t2: Double = 0
  var t3: Double = 0
  var t4: Double = 0
  var x0: Double = 0
  var x1: Double = 0
  var x2: Double = 0
  var y0: Double = 0
  var y1: Double = 0
  var y2: Double = 0

  mutating func add(tau: Double, x: Double, y: Double) {
    let tau2 = tau * tau
    n += 1
    t1 += tau
    t2 += tau2
    t3 += tau2 * tau
    t4 += tau2 * tau2
    x0 += x
    x1 += x * tau
    x2 += x * tau2
    y0 += y
    y1 += y * tau
    y2 += y * tau2
  }

  /// The fitted slope at τ = 0: quadratic when well conditioned, otherwise linear.
  func slopeAtZero() -> Vector {
    guard n >= 2 else { return .zero }
    if n >= 3 {
      // Normal equations of the quadratic fit; Cramer's rule for the linear coefficient.
      let det =
        n * (t2 * t4 - t3 * t3) - t1 * (t1 * t4 - t3 * t2) + t2 * (t1 * t3 - t2 * t2)
      let scale = n * t2 * t4
      if scale > 0, abs(det) > 1e-9 * scale {
        func slope(_ s0: Double, _ s1: Double, _ s2: Double) -> Double {
          (n * (s1 * t4 - t3 * s2) - s0 * (t1 * t4 - t3 * t2) + t2 * (t1 * s2 - s1 * t2)) / det
        }
        return Vector(dx: slope(x0, x1, x2), dy: slope(y0, y1, y2))
      }
    }
    let denominator = n * t2 - t1 * t1
    guard denominator > 1e-12 * Swift.max(1, n * t2) else { return .zero }
    return Vector(dx: (n * x1 - t1 * x0) / denominator, dy: (n * y1 - t1 * y0) / denominator)
  }
}
