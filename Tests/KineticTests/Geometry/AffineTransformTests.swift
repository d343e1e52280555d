import Foundation
import Kinetic
import Testing

struct AffineTransformTests {
  @Test func concatenatingAppliesTheReceiverFirst() {
    let scale = AffineTransform2D(scaleX: 2, y: 3)
    let move = AffineTransform2D(translationX: 10, y: 20)
    let point = Point(x: 1, y: 1)
    #expect(point.applying(scale.concatenating(move)) == Point(x: 12, y: 23))
    #expect(point.applying(move.concatenating(scale)) == Point(x: 22, y: 63))
  }

  @Test func rotationTurnsTheXAxisTowardsTheYAxis() {
    let turned = Point(x: 1, y: 0).applying(AffineTransform2D(rotationAngle: .pi / 2))
    #expect(isClose(turned, Point(x: 0, y: 1)))
  }

  @Test func inverseUndoesTheTransform() throws {
    let transform = AffineTransform2D(rotationAngle: 0.7)
      .concatenating(AffineTransform2D(scaleX: 1.5, y: 0.5))
      .concatenating(AffineTransform2D(translationX: -4, y: 9))
    let inverse = try #require(transform.inverse)
    let point = Point(x: 3.25, y: -7.5)
    #expect(isClose(point.applying(transform).applying(inverse), point, within: 1e-12))
    #expect(isClose(transform.concatenating(inverse).tx, 0, within: 1e-12))
    #expect(transform.inverted() == inverse)
  }

  @Test func aSingularTransformHasNoInverse() {
    let flat = AffineTransform2D(scaleX: 0, y: 2)
    #expect(flat.inverse == nil)
    #expect(flat.inverted() == flat)
  }

  @Test func anchoredTransformsKeepTheAnchorInPlace() {
    let anchor = Point(x: 50, y: 40)
    let spin = AffineTransform2D(rotationAngle: 1.1).anchored(at: anchor)
    #expect(isClose(anchor.applying(spin), anchor, within: 1e-12))
    let quarter = AffineTransform2D(rotationAngle: .pi / 2).anchored(at: anchor)
    #expect(isClose(Point(x: 60, y: 40).applying(quarter), Point(x: 50, y: 50), within: 1e-12))
    let zoom = AffineTransform2D(scaleX: 2, y: 2).anchored(at: anchor)
    #expect(isClose(Point(x: 60, y: 45).applying(zoom), Point(x: 70, y: 50)))
  }

  @Test func theBoundingBoxOfARotatedSquareIsItsDiagonalWide() {
    let square = Rect(x: -1, y: -1, width: 2, height: 2)
    let box = square.applying(AffineTransform2D(rotationAngle: .pi / 4))
    let half = 2.0.squareRoot()
    #expect(isClose(box.minX, -half, within: 1e-12))
    #expect(isClose(box.width, 2 * half, within: 1e-12))
    #expect(isClose(box.height, 2 * half, within: 1e-12))
  }

  @Test func theBoundingBoxFollowsTranslationAndMirroring() {
    let rect = Rect(x: 10, y: 20, width: 30, height: 40)
    let mirrored = rect.applying(
      AffineTransform2D(scaleX: -1, y: 1).concatenating(AffineTransform2D(translationX: 100, y: 0)))
    #expect(mirrored == Rect(x: 60, y: 20, width: 30, height: 40))
  }

  @Test func scaleRotationTranslationComposeInThatOrder() {
    let composed = AffineTransform2D(
      scale: 2, rotation: .pi / 2, translation: Vector(dx: 5, dy: 6))
    let stepwise = AffineTransform2D(scaleX: 2, y: 2)
      .concatenating(AffineTransform2D(rotationAngle: .pi / 2))
      .concatenating(AffineTransform2D(translationX: 5, y: 6))
    let point = Point(x: 1, y: 2)
    #expect(isClose(point.applying(composed), point.applying(stepwise), within: 1e-12))
  }

  @Test func convenienceOperationsPrependTheirStep() {
    let base = AffineTransform2D(translationX: 10, y: 0)
    let point = Point(x: 1, y: 0)
    #expect(point.applying(base.scaledBy(x: 3, y: 3)) == Point(x: 13, y: 0))
    #expect(point.applying(base.translatedBy(x: 1, y: 1)) == Point(x: 12, y: 1))
    #expect(isClose(point.applying(base.rotated(by: .pi)), Point(x: 9, y: 0), within: 1e-12))
    #expect(AffineTransform2D.identity.isIdentity)
    #expect(!base.isIdentity)
  }
}
