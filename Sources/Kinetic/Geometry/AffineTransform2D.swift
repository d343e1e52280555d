import CKineticLibc

/// A 2-D affine transform, with the fields, initialisers and operations of CoreGraphics'
/// `CGAffineTransform`.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`: the same layout and semantics as
/// CoreGraphics, so a transform computed by the headless core converts to `CGAffineTransform`
/// field for field (`init(_:)` and `cgAffineTransform`, where CoreGraphics exists) and can be
/// handed to `UIView.transform` unchanged.
public struct AffineTransform2D: Sendable, Hashable {
  /// The entry at row 1, column 1.
  public var a: Double
  /// The entry at row 1, column 2.
  public var b: Double
  /// The entry at row 2, column 1.
  public var c: Double
  /// The entry at row 2, column 2.
  public var d: Double
  /// The horizontal translation.
  public var tx: Double
  /// The vertical translation.
  public var ty: Double

  /// Creates a transform from its six entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
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
  public static let identity = AffineTransform2D()

  /// Creates a translation.
  public init(translationX tx: Double, y ty: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Creates a scale about the origin.
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Creates a rotation about the origin; positive angles turn the x axis towards the y axis.
  public init(rotationAngle angle: Double) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// The transform that applies `self` first and then `other`.
  public func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
    AffineTransform2D(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty
    )
  }

  /// The inverse transform, or `self` unchanged when it has none (as CoreGraphics does).
  public func inverted() -> AffineTransform2D {
    inverse ?? self
  }

  /// A translation applied before this transform.
  public func translatedBy(x: Double, y: Double) -> AffineTransform2D {
    AffineTransform2D(translationX: x, y: y).concatenating(self)
  }

  /// A scale applied before this transform.
  public func scaledBy(x: Double, y: Double) -> AffineTransform2D {
    AffineTransform2D(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation applied before this transform.
  public func rotated(by angle: Double) -> AffineTransform2D {
    AffineTransform2D(rotationAngle: angle).concatenating(self)
  }
}

extension Point {
  /// The point mapped through `transform`.
  public func applying(_ transform: AffineTransform2D) -> Point {
    Point(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty
    )
  }
}

extension Size {
  /// The size mapped through the linear part of `transform` (its translation is ignored).
  public func applying(_ transform: AffineTransform2D) -> Size {
    Size(
      width: transform.a * width + transform.c * height,
      height: transform.b * width + transform.d * height
    )
  }
}

extension Rect {
  /// The smallest axis-aligned rectangle that contains this rectangle mapped through `transform`.
  ///
  /// The null rectangle maps to itself, as in CoreGraphics.
  public func applying(_ transform: AffineTransform2D) -> Rect {
    if isNull { return self }
    let p1 = Point(x: minX, y: minY).applying(transform)
    let p2 = Point(x: maxX, y: minY).applying(transform)
    let p3 = Point(x: minX, y: maxY).applying(transform)
    let p4 = Point(x: maxX, y: maxY).applying(transform)
    let left = Swift.min(p1.x, p2.x, p3.x, p4.x)
    let top = Swift.min(p1.y, p2.y, p3.y, p4.y)
    let right = Swift.max(p1.x, p2.x, p3.x, p4.x)
    let bottom = Swift.max(p1.y, p2.y, p3.y, p4.y)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
