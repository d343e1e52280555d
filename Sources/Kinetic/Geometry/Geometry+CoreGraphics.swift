#if canImport(CoreGraphics)
public import CoreGraphics

extension Point {
  /// The same point as CoreGraphics' type.
  public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
  /// This point as CoreGraphics' type.
  public var cgPoint: CGPoint { CGPoint(x: x, y: y) }
}

extension Size {
  /// The same size as CoreGraphics' type.
  public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
  /// This size as CoreGraphics' type.
  public var cgSize: CGSize { CGSize(width: width, height: height) }
}

extension Vector {
  /// The same vector as CoreGraphics' type.
  public init(_ vector: CGVector) { self.init(dx: Double(vector.dx), dy: Double(vector.dy)) }
  /// This vector as CoreGraphics' type.
  public var cgVector: CGVector { CGVector(dx: dx, dy: dy) }
}

extension Rect {
  /// The same rectangle as CoreGraphics' type.
  public init(_ rect: CGRect) { self.init(origin: Point(rect.origin), size: Size(rect.size)) }
  /// This rectangle as CoreGraphics' type.
  public var cgRect: CGRect { CGRect(origin: origin.cgPoint, size: size.cgSize) }
}

extension AffineTransform2D {
  /// The same transform as CoreGraphics' type, field for field.
  public init(_ t: CGAffineTransform) {
    self.init(
      a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx),
      ty: Double(t.ty))
  }
  /// This transform as CoreGraphics' type, field for field.
  public var cgAffineTransform: CGAffineTransform {
    CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }
}
#endif
