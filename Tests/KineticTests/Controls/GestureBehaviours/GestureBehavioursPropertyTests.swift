import Foundation
import Kinetic
import PropertyBased
import Testing

/// Random one- and two-finger sequences with keys and pauses, decoded from integers so failures
/// shrink.
private func play(_ codes: [Int], momentum: Bool) -> (
  GestureBehavioursMachine, [GestureBehavioursMachine.Output]
) {
  var configuration = GestureBehavioursMachine.Configuration(behaviours: .all)
  configuration.rotationRange = -1...1
  configuration.hasMomentum = momentum
  var machine = GestureBehavioursMachine(
    center: Point(x: 160, y: 240), size: Size(width: 120, height: 90),
    container: Rect(x: 0, y: 0, width: 320, height: 480), configuration: configuration)
  var outputs: [GestureBehavioursMachine.Output] = []
  var time = 0.0
  var fingers = [Point(x: 160, y: 240), Point(x: 200, y: 260)]
  let band = exp(0.5)
  for code in codes {
    time += Double(code % 4) * 0.01
    let finger = (code / 4) % 2
    let pointer = PointerID(rawValue: finger + 1)
    let dx = Double((code * 31) % 81) - 40
    let dy = Double((code * 17) % 81) - 40
    let event: InputEvent
    switch (code / 8) % 9 {
    case 0:
      fingers[finger] = Point(x: 100 + Double(code % 120), y: 190 + Double((code / 3) % 100))
      event = .pointer(
        PointerEvent(pointer: pointer, phase: .down, location: fingers[finger], time: time))
    case 1, 2, 3, 4:
      fingers[finger] = fingers[finger].offset(by: Vector(dx: dx, dy: dy))
      event = .pointer(
        PointerEvent(pointer: pointer, phase: .move, location: fingers[finger], time: time))
    case 5:
      event = .pointer(
        PointerEvent(pointer: pointer, phase: .up, location: fingers[finger], time: time))
    case 6:
      event = .pointer(
        PointerEvent(pointer: pointer, phase: .cancel, location: fingers[finger], time: time))
    case 7:
      let keys: [Key] = [
        .left, .right, .up, .down, .plus, .minus, .bracketLeft, .bracketRight, .zero,
      ]
      event = .key(KeyEvent(key: keys[code % keys.count], time: time))
    default:
      outputs += machine.tick(at: time + 0.2)
      time += 0.2
      continue
    }
    outputs += machine.handle(event)
    let transform = machine.transform
    #expect(transform.scale.isFinite && transform.rotation.isFinite)
    #expect(transform.translation.dx.isFinite && transform.translation.dy.isFinite)
    // Rubber banding shows at most the band's reach past a bound, never more.
    #expect(transform.scale <= 2 * band + 1e-9 && transform.scale >= 0.1 / band - 1e-9)
    #expect(transform.rotation <= 1 + .pi / 2 + 1e-9 && transform.rotation >= -1 - .pi / 2 - 1e-9)
  }
  // Lift every finger and let the view settle.
  for (index, finger) in fingers.enumerated() {
    time += 0.01
    outputs += machine.handle(
      .pointer(
        PointerEvent(
          pointer: PointerID(rawValue: index + 1), phase: .up, location: finger, time: time)))
  }
  var driver = ControlDriver(machine, at: time)
  driver.settle(limit: 10)
  return (driver.machine, outputs + driver.outputs)
}

struct GestureBehavioursPropertyTests {
  @Test func boundsHoldEveryStartFinishesOnceAndNothingIsNaN() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...20_000).array(of: 1...80), Gen.bool) {
      codes, momentum in
      let (machine, outputs) = play(codes, momentum: momentum)
      // At rest, inside every bound.
      #expect(!machine.needsTicks)
      #expect((0.1 - 1e-9...2 + 1e-9).contains(machine.transform.scale))
      #expect((-1 - 1e-9...1 + 1e-9).contains(machine.transform.rotation))
      let center = machine.placement.center
      #expect(center.x >= 0 && center.x <= 320 && center.y >= 0 && center.y <= 480)
      // Every start has exactly one finish, in order.
      for (start, finish) in [
        (GestureBehavioursMachine.Output.startMoving, "finishMoving"),
        (.startPinching, "finishPinching"), (.startRotating, "finishRotating"),
      ] {
        var open = false
        for output in outputs {
          if output == start {
            #expect(!open)
            open = true
          } else if "\(output)".hasPrefix(finish) {
            #expect(open)
            open = false
          }
        }
        #expect(!open)
      }
    }
  }
}

extension Array {
  fileprivate static func += (lhs: inout [Element], rhs: Outputs<Element>) where Element: Sendable {
    lhs.append(contentsOf: rhs)
  }
}
