import Foundation
import Kinetic
import Testing

struct PinchAndRotationTests {
  @Test func spreadingTheFingersToTwiceTheGapScalesByTwo() throws {
    var pinch = PinchRecognizer()
    var touches = Touches()
    let center = Point(x: 200, y: 300)
    touches.twoFingers(.down, center: center, radius: 50, angle: 0, at: 0)
    for step in 1...10 {
      touches.twoFingers(
        .move, center: center, radius: 50 + 5 * Double(step), angle: 0, at: Double(step) / 100)
    }
    touches.up(1, 100, 300, at: 0.11)
    let reports = touches.events.compactMap { pinch.handle($0) }
    #expect(reports.first?.phase == .began)
    let last = try #require(reports.last)
    #expect(last.phase == .ended)
    #expect(isClose(last.scale, 2))
    #expect(last.anchor == center)
    #expect(last.velocity > 0)
  }

  @Test func scaleIsMultiplicativeAcrossSteps() throws {
    var pinch = PinchRecognizer()
    var touches = Touches()
    let center = Point(x: 0, y: 0)
    touches.twoFingers(.down, center: center, radius: 40, angle: 0.3, at: 0)
    touches.twoFingers(.move, center: center, radius: 60, angle: 0.3, at: 0.05)
    touches.twoFingers(.move, center: center, radius: 80, angle: 0.3, at: 0.1)
    let reports = touches.events.compactMap { pinch.handle($0) }
    let scales = reports.map(\.scale)
    // The original STP added the steps (1.5 then ×1.5 = 2.25); a real pinch reaches 2.
    #expect(isClose(try #require(scales.last), 2))
  }

  @Test func aThirdFingerDoesNotMakeTheScaleJump() throws {
    var pinch = PinchRecognizer()
    var touches = Touches()
    touches.down(1, 0, 0, at: 0)
    touches.down(2, 100, 0, at: 0)
    touches.move(2, 150, 0, at: 0.05)
    touches.down(3, 75, 300, at: 0.06)
    touches.move(3, 75, 300, at: 0.07)
    let reports = touches.events.compactMap { pinch.handle($0) }
    #expect(reports.count == 2)
    #expect(isClose(reports[0].scale, 1.5))
    #expect(isClose(reports[1].scale, 1.5))
    #expect(reports[1].anchor == Point(x: 50, y: 0))
  }

  @Test func rotationUnwrapsPastHalfATurn() throws {
    var rotation = RotationRecognizer()
    var touches = Touches()
    let center = Point(x: 100, y: 100)
    touches.twoFingers(.down, center: center, radius: 60, angle: 0, at: 0)
    for step in 1...30 {
      let angle = Double(step) * (.pi / 20)
      touches.twoFingers(.move, center: center, radius: 60, angle: angle, at: Double(step) / 60)
    }
    let reports = touches.events.compactMap { rotation.handle($0) }
    let last = try #require(reports.last)
    #expect(isClose(last.rotation, 1.5 * .pi, within: 1e-9))
    #expect(isClose(last.velocity, (.pi / 20) * 60, within: 1e-6))
    #expect(last.anchor == center)
  }

  @Test func rotationWaitsForItsThreshold() {
    var rotation = RotationRecognizer(configuration: .init(minimumAngle: 0.1))
    var touches = Touches()
    let center = Point(x: 0, y: 0)
    touches.twoFingers(.down, center: center, radius: 60, angle: 0, at: 0)
    touches.twoFingers(.move, center: center, radius: 60, angle: 0.05, at: 0.01)
    touches.twoFingers(.move, center: center, radius: 60, angle: -0.12, at: 0.02)
    let reports = touches.events.compactMap { rotation.handle($0) }
    #expect(reports.map(\.phase) == [.began])
    #expect(isClose(reports[0].rotation, -0.12))
  }

  @Test func panPinchAndRotationRecogniseTheSameFingersTogether() {
    var pan = PanRecognizer()
    var pinch = PinchRecognizer()
    var rotation = RotationRecognizer()
    var touches = Touches()
    touches.twoFingers(.down, center: Point(x: 100, y: 100), radius: 50, angle: 0, at: 0)
    for step in 1...12 {
      let s = Double(step)
      touches.twoFingers(
        .move, center: Point(x: 100 + 4 * s, y: 100), radius: 50 + 3 * s, angle: 0.03 * s,
        at: Double(step) / 60)
    }
    touches.up(1, 0, 0, at: 0.3)
    touches.up(2, 0, 0, at: 0.3)
    var phases: [String: [GesturePhase]] = [:]
    for event in touches.events {
      if let update = pan.handle(event) { phases["pan", default: []].append(update.phase) }
      if let update = pinch.handle(event) { phases["pinch", default: []].append(update.phase) }
      if let update = rotation.handle(event) {
        phases["rotation", default: []].append(update.phase)
      }
    }
    for name in ["pan", "pinch", "rotation"] {
      let seen = phases[name] ?? []
      #expect(seen.first == .began, "\(name) began")
      #expect(seen.last == .ended, "\(name) ended")
      #expect(seen.filter(\.isFinal).count == 1, "\(name) finished once")
    }
  }

  @Test func oneFingerIsNeitherAPinchNorARotation() {
    var pinch = PinchRecognizer()
    var rotation = RotationRecognizer()
    var touches = Touches()
    touches.down(0, 0, at: 0)
    touches.move(100, 50, at: 0.1)
    touches.up(100, 50, at: 0.2)
    for event in touches.events {
      #expect(pinch.handle(event) == nil)
      #expect(rotation.handle(event) == nil)
    }
  }

  @Test func cancellingEndsBothWithoutVelocity() {
    var pinch = PinchRecognizer()
    var touches = Touches()
    touches.twoFingers(.down, center: .zero, radius: 20, angle: 0, at: 0)
    touches.twoFingers(.move, center: .zero, radius: 40, angle: 0, at: 0.05)
    touches.cancel(1, 0, 0, at: 0.06)
    let reports = touches.events.compactMap { pinch.handle($0) }
    #expect(reports.first?.phase == .began)
    #expect(reports.last?.phase == .cancelled)
    #expect(reports.last?.velocity == 0)
    #expect(!pinch.isActive)
  }
}
