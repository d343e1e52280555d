/// The pointers that are down, in the order they went down, with their latest locations.
///
/// Storage is reserved once, so tracking allocates nothing while fingers come and go. Events for
/// a pointer that is not down (a move after its release, an event that arrived out of order) are
/// reported as ignored rather than trusted.
struct TrackedPointers: Sendable {
  /// What an event did to the set.
  enum Change: Equatable {
    case added
    case moved
    case removed
    case ignored
  }

  static let capacity = 10

  private(set) var ids: [PointerID] = []
  private(set) var locations: [Point] = []

  init() {
    ids.reserveCapacity(Self.capacity)
    locations.reserveCapacity(Self.capacity)
  }

  var count: Int { ids.count }
  var isEmpty: Bool { ids.isEmpty }

  /// Applies `event` and says what it changed.
  mutating func apply(_ event: PointerEvent) -> Change {
    guard event.location.isFinite, event.time.isFinite else { return .ignored }
    let index = ids.firstIndex(of: event.pointer)
    switch event.phase {
    case .down:
      if let index {
        // A second press of a pointer we think is down: its release was lost. Treat it as a move.
        locations[index] = event.location
        return .moved
      }
      guard ids.count < Self.capacity else { return .ignored }
      ids.append(event.pointer)
      locations.append(event.location)
      return .added
    case .move:
      guard let index else { return .ignored }
      locations[index] = event.location
      return .moved
    case .up, .cancel:
      guard let index else { return .ignored }
      ids.remove(at: index)
      locations.remove(at: index)
      return .removed
    }
  }

  mutating func removeAll() {
    ids.removeAll(keepingCapacity: true)
    locations.removeAll(keepingCapacity: true)
  }

  /// The mean location of the pointers that are down.
  var centroid: Point {
    guard !locations.isEmpty else { return .zero }
    var x: Double = 0
    var y: Double = 0
    for location in locations {
      x += location.x
      y += location.y
    }
    let n = Double(locations.count)
    return Point(x: x / n, y: y / n)
  }

  /// The mean distance of the pointers from their centroid: half the gap for two fingers.
  var span: Double {
    guard locations.count >= 2 else { return 0 }
    let center = centroid
    var total: Double = 0
    for location in locations {
      total += center.distance(to: location)
    }
    return total / Double(locations.count)
  }

  /// The angle of the line from the first pointer to the second, or `nil` with fewer than two.
  var angle: Double? {
    guard locations.count >= 2 else { return nil }
    return locations[0].vector(to: locations[1]).angle
  }
}
