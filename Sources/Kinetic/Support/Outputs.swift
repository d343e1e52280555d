/// What a control asks its host to do after an event: a short list held inline, without allocating.
///
/// Controls return one of these from every input, tick and API call. The host walks it in order
/// and runs each output (a callback, a haptic, an announcement). It holds up to `capacity`
/// outputs; a control never produces more than that for one input.
public struct Outputs<Element: Sendable>: Sendable, Sequence {
  /// The most outputs one list can hold.
  package static var capacity: Int { 16 }

  @usableFromInline var storage:
    (
      Element?, Element?, Element?, Element?, Element?, Element?, Element?, Element?,
      Element?, Element?, Element?, Element?, Element?, Element?, Element?, Element?
    ) =
      (
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil
      )
  /// How many outputs the list holds.
  @usableFromInline package private(set) var count = 0

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

  /// Adds every output of `other`, in order.
  package mutating func append(contentsOf other: consuming Outputs<Element>) {
    other.forEachOutput { append($0) }
  }

  /// Calls `body` with each output in order, reading the list where it lies: a `for in` or the
  /// subscript copies the whole list first, sixteen slots.
  @_spi(Hosts) @inlinable
  public consuming func forEachOutput(_ body: (Element) -> Void) {
    var list = self
    let count = list.count
    withUnsafeMutableBytes(of: &list.storage) { raw in
      let slots = raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: Element?.self)
      for index in 0..<count { body(slots[index].unsafelyUnwrapped) }
    }
  }

  /// The output at `index`, counting from 0.
  public subscript(index: Int) -> Element {
    precondition(index >= 0 && index < count, "Output index out of range")
    return withUnsafeBytes(of: storage) { raw in
      raw.baseAddress.unsafelyUnwrapped
        .assumingMemoryBound(to: Element?.self)
        .advanced(by: index)
        .pointee.unsafelyUnwrapped
    }
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
