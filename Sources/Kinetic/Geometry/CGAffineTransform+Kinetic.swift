public import Foundation

extension CGAffineTransform {
  /// The determinant of the linear part; zero when the transform flattens the plane.
  public var determinant: CGFloat { a * d - b * c }

  /// The inverse transform, or `nil` when the transform is not invertible.
  ///
  /// Unlike `inverted()`, which quietly returns `self` for a singular transform, this says so.
  public var inverse: CGAffineTransform? {
    let det = determinant
    guard det.isFinite, abs(det) > .ulpOfOne else { return nil }
    return CGAffineTransform(
      a: d / det,
      b: -b / det,
      c: -c / det,
      d: a / det,
      tx: (c * ty - d * tx) / det,
      ty: (b * tx - a * ty) / det
    )
  }

  /// The same transform applied about `anchor` instead of the origin.
  ///
  /// `CGAffineTransform(rotationAngle: .pi / 2).anchored(at: center)` turns a view about its
  /// centre; a scale anchored at the fingers' centroid keeps that point under the fingers.
  public func anchored(at anchor: CGPoint) -> CGAffineTransform {
    CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(self)
      .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
  }

  /// Creates the transform that scales by `scale`, then rotates by `rotation`, then translates.
  ///
  /// This is the order the gesture behaviours compose a view's state in.
  public init(scale: CGFloat, rotation: CGFloat, translation: CGVector) {
    let cosine = cos(rotation) * scale
    let sine = sin(rotation) * scale
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: translation.dx, ty: translation.dy)
  }
}
