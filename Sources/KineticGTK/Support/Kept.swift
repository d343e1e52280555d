/// What a host keeps from frame to frame (a renderer with its look), in an instance of its own.
///
/// A frame reads the value where it lies. Kept in an optional stored property instead, a struct
/// full of colours and fonts was copied out, and released after, in every frame: a tenth of the
/// slide's snapshot and more of the pull's.
package final class Kept<Value> {
  package let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
