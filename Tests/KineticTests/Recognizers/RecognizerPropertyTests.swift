import Foundation
import Kinetic
import PropertyBased
import Testing

/// Random multi-touch streams, including events of pointers that are not down, duplicated presses
/// and cancellations, decoded from plain integers so that failures shrink to short streams.
private func events(from codes: [Int]) -> [PointerEvent] {
  var time = 0.0
  return codes.map { code in
    time += Double(code % 7) * 0.004
    let phases: [PointerEvent.Phase] = [.down, .move, .move, .move, .up, .cancel]
    let phase = phases[(code / 7) % phases.count]
    let pointer = PointerID(rawValue: (code / 42) % 3 + 1)
    let x = Double((code * 37) % 400) - 50
    let y = Double((code * 91) % 300) - 50
    return PointerEvent(pointer: pointer, phase: phase, location: Point(x: x, y: y), time: time)
  }
}

/// Checks that a stream of phases is a sequence of whole gestures: each begins once, then changes,
/// then ends or is cancelled once; no report outside a gesture.
private func expectWholeGestures(_ phases: [GesturePhase], _ name: String) {
  var inGesture = false
  for phase in phases {
    switch phase {
    case .began:
      #expect(!inGesture, "\(name) began twice")
      inGesture = true
    case .changed:
      #expect(inGesture, "\(name) changed outside a gesture")
    case .ended, .cancelled:
      #expect(inGesture, "\(name) finished outside a gesture")
      inGesture = false
    }
  }
}

struct RecognizerPropertyTests {
  @Test func randomStreamsGiveWholeGesturesAndFiniteValues() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...2000).array(of: 1...80)) { codes in
      var pan = PanRecognizer()
      var pinch = PinchRecognizer()
      var rotation = RotationRecognizer()
      var tap = TapRecognizer(configuration: .init(numberOfTapsRequired: 2))
      var press = LongPressRecognizer()
      var phases: [String: [GesturePhase]] = [:]
      for event in events(from: codes) {
        if let u = pan.handle(event) {
          phases["pan", default: []].append(u.phase)
          #expect(u.translation.isFinite && u.velocity.isFinite && u.location.isFinite)
        }
        if let u = pinch.handle(event) {
          phases["pinch", default: []].append(u.phase)
          #expect(u.scale.isFinite && u.scale >= 0 && u.velocity.isFinite)
        }
        if let u = rotation.handle(event) {
          phases["rotation", default: []].append(u.phase)
          #expect(u.rotation.isFinite && u.velocity.isFinite)
        }
        if let u = tap.handle(event) {
          phases["tap", default: []].append(u.phase)
        }
        if let u = press.advance(to: event.time) {
          phases["press", default: []].append(u.phase)
        }
        if let u = press.handle(event) {
          phases["press", default: []].append(u.phase)
        }
      }
      for (name, seen) in phases where name != "tap" {
        expectWholeGestures(seen, name)
      }
    }
  }
}
