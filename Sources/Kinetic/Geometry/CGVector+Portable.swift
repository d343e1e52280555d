#if !canImport(CoreGraphics)
public import Foundation

/// A two-dimensional vector, laid out as CoreGraphics lays it out on Apple platforms.
///
/// Foundation on Linux has `CGPoint`, `CGSize` and `CGRect` but not `CGVector`; Kinetic supplies it
/// so that the same source compiles everywhere and Apple front ends can pass their own values in.
public struct CGVector: Sendable, Hashable, Codable {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// Creates a vector from its components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// Creates the zero vector.
  public init() {
    self.init(dx: 0, dy: 0)
  }

  /// The vector whose components are both zero.
  public static let zero = CGVector(dx: 0, dy: 0)
}
#endif
