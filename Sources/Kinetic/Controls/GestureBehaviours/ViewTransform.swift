import CKineticLibc

/// Where a behaviour has put a view: moved, scaled and turned about its centre.
///
/// The view's own centre and size never change (so a layout system keeps owning them); the
/// behaviours express everything as this transform, applied about the view's centre in the order
/// scale, rotate, then translate, as UIKit's `transform` is.
public struct ViewTransform: Sendable, Hashable {
  /// How far the view's centre has moved, in points.
  public var translation: Vector
  /// The view's scale; 1 is its natural size.
  public var scale: Double
  /// The view's rotation in radians, clockwise on screen; not wrapped, so two turns are 4π.
  public var rotation: Double

  /// Creates a transform.
  public init(translation: Vector = .zero, scale: Double = 1, rotation: Double = 0) {
    self.translation = translation
    self.scale = scale
    self.rotation = rotation
  }

  /// Reads a transform made of a uniform scale, a rotation and a translation; `nil` for one that
  /// skews, scales unevenly or is not finite.
  public init?(_ affine: AffineTransform2D) {
    let a = Double(affine.a)
    let b = Double(affine.b)
    let c = Double(affine.c)
    let d = Double(affine.d)
    let scale = (a * a + b * b).squareRoot()
    guard scale > 0, scale.isFinite, affine.tx.isFinite, affine.ty.isFinite,
      abs(a - d) <= 1e-9 * Swift.max(1, scale), abs(b + c) <= 1e-9 * Swift.max(1, scale)
    else { return nil }
    self.init(
      translation: Vector(dx: affine.tx, dy: affine.ty), scale: scale, rotation: atan2(b, a))
  }

  /// No movement, natural size, no rotation.
  public static let identity = ViewTransform()

  /// The affine transform to set on a view whose anchor is its centre (UIKit's `transform`).
  public var affineTransform: AffineTransform2D {
    AffineTransform2D(
      scale: Double(scale), rotation: Double(rotation),
      translation: Vector(dx: translation.dx, dy: translation.dy))
  }

  /// Where a view of `size` centred at `center` appears: the centre moved by the translation.
  public func visualCenter(of center: Point) -> Point {
    center.offset(by: translation)
  }

  /// The size of the box that holds a `size` view once scaled and rotated.
  package func boundingSize(of size: Size) -> Size {
    let cosine = abs(cos(rotation))
    let sine = abs(sin(rotation))
    let width = Double(size.width) * abs(scale)
    let height = Double(size.height) * abs(scale)
    return Size(width: width * cosine + height * sine, height: width * sine + height * cosine)
  }

  /// Whether `point` (in the container's coordinates) lies on a `size` view centred at `center`,
  /// grown by `margin` of its own size on every side (0.5 grows it by half its size).
  package func contains(
    _ point: Point, viewCenter center: Point, size: Size, margin: Double = 0
  ) -> Bool {
    guard scale != 0 else { return false }
    let visual = visualCenter(of: center)
    // Into the view's own space: undo the translation, the rotation and the scale.
    let dx = Double(point.x - visual.x)
    let dy = Double(point.y - visual.y)
    let cosine = cos(-rotation)
    let sine = sin(-rotation)
    let localX = (dx * cosine - dy * sine) / scale
    let localY = (dx * sine + dy * cosine) / scale
    let halfWidth = Double(size.width) * (0.5 + margin)
    let halfHeight = Double(size.height) * (0.5 + margin)
    return abs(localX) <= halfWidth && abs(localY) <= halfHeight
  }
}
