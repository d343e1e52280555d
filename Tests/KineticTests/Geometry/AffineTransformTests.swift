import Foundation
import Kinetic
import Testing

struct AffineTransformTests {
  @Test func concatenatingAppliesTheReceiverFirst() {
    let scale = CGAffineTransform(scaleX: 2, y: 3)
    let move = CGAffineTransform(translationX: 10, y: 20)
    let point = CGPoint(x: 1, y: 1)
    #expect(point.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 23))
    #expect(point.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
  }

  @Test func rotationTurnsTheXAxisTowardsTheYAxis() {
    let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(isClose(turned, CGPoint(x: 0, y: 1)))
  }

  @Test func inverseUndoesTheTransform() throws {
    let transform = CGAffineTransform(rotationAngle: 0.7)
      .concatenating(CGAffineTransform(scaleX: 1.5, y: 0.5))
      .concatenating(CGAffineTransform(translationX: -4, y: 9))
    let inverse = try #require(transform.inverse)
    let point = CGPoint(x: 3.25, y: -7.5)
    #expect(isClose(point.applying(transform).applying(inverse), point, within: 1e-12))
    #expect(isClose(transform.concatenating(inverse).tx, 0, within: 1e-12))
    #expect(transform.inverted() == inverse)
  }

  @Test func aSingularTransformHasNoInverse() {
    let flat = CGAffineTransform(scaleX: 0, y: 2)
    #expect(flat.inverse == nil)
    #expect(flat.inverted() == flat)
  }

  @Test func anchoredTransformsKeepTheAnchorInPlace() {
    let anchor = CGPoint(x: 50, y: 40)
    let spin = CGAffineTransform(rotationAngle: 1.1).anchored(at: anchor)
    #expect(isClose(anchor.applying(spin), anchor, within: 1e-12))
    let quarter = CGAffineTransform(rotationAngle: .pi / 2).anchored(at: anchor)
    #expect(isClose(CGPoint(x: 60, y: 40).applying(quarter), CGPoint(x: 50, y: 50), within: 1e-12))
    let zoom = CGAffineTransform(scaleX: 2, y: 2).anchored(at: anchor)
    #expect(isClose(CGPoint(x: 60, y: 45).applying(zoom), CGPoint(x: 70, y: 50)))
  }

  @Test func theBoundingBoxOfARotatedSquareIsItsDiagonalWide() {
    let square = CGRect(x: -1, y: -1, width: 2, height: 2)
    let box = square.applying(CGAffineTransform(rotationAngle: .pi / 4))
    let half = 2.0.squareRoot()
    #expect(isClose(box.minX, -half, within: 1e-12))
    #expect(isClose(box.width, 2 * half, within: 1e-12))
    #expect(isClose(box.height, 2 * half, within: 1e-12))
  }

  @Test func theBoundingBoxFollowsTranslationAndMirroring() {
    let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
    let mirrored = rect.applying(
      CGAffineTransform(scaleX: -1, y: 1).concatenating(CGAffineTransform(translationX: 100, y: 0)))
    #expect(mirrored == CGRect(x: 60, y: 20, width: 30, height: 40))
  }

  @Test func scaleRotationTranslationComposeInThatOrder() {
    let composed = CGAffineTransform(
      scale: 2, rotation: .pi / 2, translation: CGVector(dx: 5, dy: 6))
    let stepwise = CGAffineTransform(scaleX: 2, y: 2)
      .concatenating(CGAffineTransform(rotationAngle: .pi / 2))
      .concatenating(CGAffineTransform(translationX: 5, y: 6))
    let point = CGPoint(x: 1, y: 2)
    #expect(isClose(point.applying(composed), point.applying(stepwise), within: 1e-12))
  }

  @Test func convenienceOperationsPrependTheirStep() {
    let base = CGAffineTransform(translationX: 10, y: 0)
    let point = CGPoint(x: 1, y: 0)
    #expect(point.applying(base.scaledBy(x: 3, y: 3)) == CGPoint(x: 13, y: 0))
    #expect(point.applying(base.translatedBy(x: 1, y: 1)) == CGPoint(x: 12, y: 1))
    #expect(isClose(point.applying(base.rotated(by: .pi)), CGPoint(x: 9, y: 0), within: 1e-12))
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(!base.isIdentity)
  }
}
