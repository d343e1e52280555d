/// What a control asks its host to do after an event: a short list held inline, without allocating.
///
/// Controls return one of these from every input, tick and API call. The host walks it in order
/// and runs each output (a callback, a haptic, an announcement). It holds up to `capacity`
/// outputs; a control never produces more than that for one input.
public struct Outputs<Element: Sendable>: Sendable, Sequence {
  /// The most outputs one list can hold.
  package static var capacity: Int { 16 }

  private var storage:
    (
      Element?, Element?, Element?, Element?, Element?, Element?, Element?, Element?,
      Element?, Element?, Element?, Element?, Element?, Element?, Element?, Element?
    ) =
      (
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil
      )
  /// How many outputs the list holds.
  package private(set) var count = 0

  /// Creates an empty list.
  package init() {}

  /// Whether the list is empty.
  public var isEmpty: Bool { count == 0 }

  /// Adds an output at the end; beyond the capacity it is dropped, which a test would catch.
  package mutating func append(_ element: Element) {
    guard count < Self.capacity else {
      assertionFailure("A control produced more than \(Self.capacity) outputs for one input")
      return
    }
    withUnsafeMutableBytes(of: &storage) { raw in
      raw.baseAddress.unsafelyUnwrapped
        .assumingMemoryBound(to: Element?.self)
        .advanced(by: count)
        .pointee = element
    }
    count += 1
  }

  /// Adds every output of `other`, in order (by index: an iterator would copy `other` whole).
  package mutating func append(contentsOf other: Outputs<Element>) {
    for index in 0..<other.count { append(other[index]) }
  }

  /// The output at `index`, counting from 0.
  public subscript(index: Int) -> Element {
    precondition(index >= 0 && index < count, "Output index out of range")
    // One slot read by name, so that reading copies that output only, not the whole list.
    let slot =
      switch index {
      case 0: storage.0
      case 1: storage.1
      case 2: storage.2
      case 3: storage.3
      case 4: storage.4
      case 5: storage.5
      case 6: storage.6
      case 7: storage.7
      case 8: storage.8
      case 9: storage.9
      case 10: storage.10
      case 11: storage.11
      case 12: storage.12
      case 13: storage.13
      case 14: storage.14
      default: storage.15
      }
    return slot.unsafelyUnwrapped
  }

  /// Iterates the outputs in the order they were added.
  public struct Iterator: IteratorProtocol {
    fileprivate let outputs: Outputs
    fileprivate var index = 0

    /// The next output, or `nil` after the last.
    public mutating func next() -> Element? {
      guard index < outputs.count else { return nil }
      defer { index += 1 }
      return outputs[index]
    }
  }

  /// Returns an iterator over the outputs.
  public func makeIterator() -> Iterator { Iterator(outputs: self) }
}
