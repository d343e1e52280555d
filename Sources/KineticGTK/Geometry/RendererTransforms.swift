import CGTK
import Glibc
package import Kinetic

/// Builds `GskTransform`s that every GSK renderer draws.
///
/// A transform given to GSK as a general matrix (`gsk_transform_matrix`) has an unknown category,
/// and GTK 4.8's Cairo renderer (`GSK_RENDERER=cairo`, what machines without GL get) draws a node
/// it cannot classify as a pink box. An affine transform is therefore decomposed into a
/// translation, a rotation, a scale and a second rotation (the singular value decomposition of
/// its 2 × 2 part), which GSK keeps as 2D steps every renderer draws.
package enum RendererTransforms {
  /// Appends `affine` (column vectors: x′ = a·x + c·y + tx, y′ = b·x + d·y + ty) to `next` and
  /// returns the result, which the caller owns (`nil` is the identity).
  package static func append(_ affine: AffineTransform2D, to next: OpaquePointer?) -> OpaquePointer?
  {
    var transform = next
    if affine.tx != 0 || affine.ty != 0 {
      var offset = graphene_point_t(x: Float(affine.tx), y: Float(affine.ty))
      transform = gsk_transform_translate(transform, &offset)
    }
    let linear = decompose(
      a: Double(affine.a), b: Double(affine.b), c: Double(affine.c), d: Double(affine.d))
    if linear.outer != 0 {
      transform = gsk_transform_rotate(transform, Float(degrees(linear.outer)))
    }
    if linear.scaleX != 1 || linear.scaleY != 1 {
      transform = gsk_transform_scale(transform, Float(linear.scaleX), Float(linear.scaleY))
    }
    if linear.inner != 0 {
      transform = gsk_transform_rotate(transform, Float(degrees(linear.inner)))
    }
    return transform
  }

  /// The 2 × 2 matrix [a c; b d] as rotate(`outer`) · scale(`scaleX`, `scaleY`) · rotate(`inner`),
  /// angles in radians; a reflection comes out as a negative `scaleY`.
  static func decompose(a: Double, b: Double, c: Double, d: Double) -> (
    outer: Double, scaleX: Double, scaleY: Double, inner: Double
  ) {
    let e = (a + d) / 2
    let f = (a - d) / 2
    let g = (b + c) / 2
    let h = (b - c) / 2
    let q = (e * e + h * h).squareRoot()
    let r = (f * f + g * g).squareRoot()
    let first = atan2(g, f)
    let second = atan2(h, e)
    // A rotation and a uniform scale, the common case, have no second rotation.
    let inner = r == 0 ? 0 : (second - first) / 2
    let outer = r == 0 ? second : (second + first) / 2
    return (outer, q + r, q - r, inner)
  }

  private static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
}
