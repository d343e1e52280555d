package import Kinetic

/// The pointers that are down, each numbered with the lowest number that no other pointer
/// down is using, starting at 1, for as long as it stays down.
///
/// GDK names a touch by its `GdkEventSequence *`, an opaque pointer that is unique while the
/// touch lasts; the mouse and a stylus have no sequence and use `mouseKey`. Capacity for ten
/// pointers is reserved up front, so a gesture does not allocate.
package struct PointerSlots {
  /// One pointer that is down.
  package struct Pointer: Equatable {
    /// The GDK identity: a touch sequence's address, or `mouseKey`.
    var key: UInt
    /// The number reported as the event's `PointerID`.
    package var number: Int
    /// The kind of device.
    package var device: PointerEvent.Device
    /// The last known position in widget coordinates.
    package var location: SurfacePoint
    /// Whether the control has claimed the pointer's sequence.
    var isClaimed = false
  }

  /// The key of the mouse and of a stylus, which have no touch sequence.
  package static let mouseKey = UInt.max

  private var pointers: [Pointer] = []

  /// Creates an empty set of pointers.
  package init() {
    pointers.reserveCapacity(10)
  }

  /// Whether no pointer is down.
  package var isEmpty: Bool { pointers.isEmpty }

  /// Every pointer down, oldest first.
  var all: [Pointer] { pointers }

  /// The number the next pointer down gets.
  var nextNumber: Int {
    var number = 1
    while pointers.contains(where: { $0.number == number }) {
      number += 1
    }
    return number
  }

  /// The pointer numbered `number`, if it is down.
  func pointer(number: Int) -> Pointer? {
    pointers.first { $0.number == number }
  }

  /// Marks the pointer with `key` as claimed.
  mutating func claim(key: UInt) {
    guard let index = pointers.firstIndex(where: { $0.key == key }) else { return }
    pointers[index].isClaimed = true
  }

  /// The pointer with `key`, if it is down.
  func pointer(for key: UInt) -> Pointer? {
    pointers.first { $0.key == key }
  }

  /// Puts the pointer with `key` down and numbers it; `nil` if it is already down.
  package mutating func begin(
    key: UInt, device: PointerEvent.Device, location: SurfacePoint
  ) -> Pointer? {
    guard pointer(for: key) == nil else { return nil }
    let pointer = Pointer(key: key, number: nextNumber, device: device, location: location)
    pointers.append(pointer)
    return pointer
  }

  /// Moves the pointer with `key`; `nil` if it is not down.
  package mutating func move(key: UInt, to location: SurfacePoint) -> Pointer? {
    guard let index = pointers.firstIndex(where: { $0.key == key }) else { return nil }
    pointers[index].location = location
    return pointers[index]
  }

  /// Lifts the pointer with `key`, at `location` when known; `nil` if it was not down.
  package mutating func end(key: UInt, at location: SurfacePoint?) -> Pointer? {
    guard let index = pointers.firstIndex(where: { $0.key == key }) else { return nil }
    var pointer = pointers.remove(at: index)
    if let location {
      pointer.location = location
    }
    return pointer
  }

  /// Lifts every pointer and returns them, oldest first.
  package mutating func endAll() -> [Pointer] {
    let ended = pointers
    pointers = []
    pointers.reserveCapacity(10)
    return ended
  }
}
