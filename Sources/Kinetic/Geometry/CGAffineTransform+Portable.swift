#if !canImport(CoreGraphics)
public import Foundation

/// A 2-D affine transform, with the fields, initialisers and operations CoreGraphics gives it.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`. On Apple platforms CoreGraphics
/// provides this type; on Linux Kinetic does, with the same semantics, so that transforms computed
/// by the headless core can be handed to `UIView.transform` unchanged.
public struct CGAffineTransform: Sendable, Hashable, Codable {
  /// The entry at row 1, column 1.
  public var a: CGFloat
  /// The entry at row 1, column 2.
  public var b: CGFloat
  /// The entry at row 2, column 1.
  public var c: CGFloat
  /// The entry at row 2, column 2.
  public var d: CGFloat
  /// The horizontal translation.
  public var tx: CGFloat
  /// The vertical translation.
  public var ty: CGFloat

  /// Creates a transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Creates the identity transform.
  public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform()

  /// Creates a translation.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Creates a scale about the origin.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Creates a rotation about the origin; positive angles turn the x axis towards the y axis.
  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// The transform that applies `self` first and then `other`.
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty
    )
  }

  /// The inverse transform, or `self` unchanged when it has none (as CoreGraphics does).
  public func inverted() -> CGAffineTransform {
    inverse ?? self
  }

  /// A translation applied before this transform.
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// A scale applied before this transform.
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation applied before this transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
}

extension CGPoint {
  /// The point mapped through `transform`.
  public func applying(_ transform: CGAffineTransform) -> CGPoint {
    CGPoint(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty
    )
  }
}

extension CGSize {
  /// The size mapped through the linear part of `transform` (its translation is ignored).
  public func applying(_ transform: CGAffineTransform) -> CGSize {
    CGSize(
      width: transform.a * width + transform.c * height,
      height: transform.b * width + transform.d * height
    )
  }
}

extension CGRect {
  /// The smallest axis-aligned rectangle that contains this rectangle mapped through `transform`.
  ///
  /// The null rectangle maps to itself, as in CoreGraphics.
  public func applying(_ transform: CGAffineTransform) -> CGRect {
    if isNull { return self }
    let p1 = CGPoint(x: minX, y: minY).applying(transform)
    let p2 = CGPoint(x: maxX, y: minY).applying(transform)
    let p3 = CGPoint(x: minX, y: maxY).applying(transform)
    let p4 = CGPoint(x: maxX, y: maxY).applying(transform)
    let left = Swift.min(p1.x, p2.x, p3.x, p4.x)
    let top = Swift.min(p1.y, p2.y, p3.y, p4.y)
    let right = Swift.max(p1.x, p2.x, p3.x, p4.x)
    let bottom = Swift.max(p1.y, p2.y, p3.y, p4.y)
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
#endif
