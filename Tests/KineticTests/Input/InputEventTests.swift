import Foundation
import Kinetic
import Testing

struct InputEventTests {
  @Test func everyEventKindCarriesItsTime() {
    let pointer = PointerEvent(phase: .down, location: .zero, time: 1.5)
    let scroll = ScrollEvent(
      delta: Vector(dx: 0, dy: 3), source: .continuous(.changed), time: 2.5)
    let key = KeyEvent(key: .return, time: 3.5)
    #expect(InputEvent.pointer(pointer).time == 1.5)
    #expect(InputEvent.scroll(scroll).time == 2.5)
    #expect(InputEvent.key(key).time == 3.5)
  }

  @Test(arguments: PointerEvent.Phase.allCases)
  func onlyUpAndCancelEndAPointer(phase: PointerEvent.Phase) {
    let event = PointerEvent(phase: phase, location: .zero, time: 0)
    #expect(event.isFinal == (phase == .up || phase == .cancel))
  }

  @Test func pointerEventsDefaultToTheFirstTouchWithUnknownPressure() {
    let event = PointerEvent(phase: .move, location: Point(x: 1, y: 2), time: 0)
    #expect(event.pointer == .primary)
    #expect(event.device == .touch)
    #expect(event.pressure == nil)
    let pen = PointerEvent(
      pointer: 7, phase: .down, location: .zero, time: 0, device: .pen, pressure: 0.4)
    #expect(pen.pointer.rawValue == 7)
    #expect(pen.pressure == 0.4)
  }

  @Test func keysUseGDKNames() {
    #expect(Key.return.rawValue == "Return")
    #expect(Key.space.rawValue == "space")
    #expect(Key.pageDown.rawValue == "Page_Down")
    #expect(Key(rawValue: "Left") == .left)
  }

  @Test func modifiersCombine() {
    let held: KeyModifiers = [.control, .shift]
    #expect(held.contains(.shift))
    #expect(!held.contains(.alt))
  }
}
