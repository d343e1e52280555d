import CKineticLibc

extension AffineTransform2D {
  /// The determinant of the linear part; zero when the transform flattens the plane.
  public var determinant: Double { a * d - b * c }

  /// The inverse transform, or `nil` when the transform is not invertible.
  ///
  /// Unlike `inverted()`, which quietly returns `self` for a singular transform, this says so.
  public var inverse: AffineTransform2D? {
    let det = determinant
    guard det.isFinite, abs(det) > .ulpOfOne else { return nil }
    return AffineTransform2D(
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
  /// `AffineTransform2D(rotationAngle: .pi / 2).anchored(at: center)` turns a view about its
  /// centre; a scale anchored at the fingers' centroid keeps that point under the fingers.
  public func anchored(at anchor: Point) -> AffineTransform2D {
    AffineTransform2D(translationX: -anchor.x, y: -anchor.y)
      .concatenating(self)
      .concatenating(AffineTransform2D(translationX: anchor.x, y: anchor.y))
  }

  /// Creates the transform that scales by `scale`, then rotates by `rotation`, then translates.
  ///
  /// This is the order the gesture behaviours compose a view's state in.
  public init(scale: Double, rotation: Double, translation: Vector) {
    let cosine = cos(rotation) * scale
    let sine = sin(rotation) * scale
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: translation.dx, ty: translation.dy)
  }
}
