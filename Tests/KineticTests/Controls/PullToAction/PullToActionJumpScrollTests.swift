import Foundation
import Kinetic
import Testing

struct PullToActionJumpScrollTests {
  @Test func aJumpPutsTheContentThereAndStopsItsMomentum() {
    var machine = PullToActionMachine(
      viewportSize: Size(width: 300, height: 400), contentHeight: 10_000)
    // A wheel scroll, then a jump elsewhere (a list scrolling a focused row into view).
    _ = machine.handle(.scroll(ScrollEvent(delta: Vector(dx: 0, dy: 500), time: 1)))
    #expect(machine.scroll.offset == 500)
    _ = machine.jumpScroll(to: 4_000, at: 2)
    #expect(machine.scroll.offset == 4_000)
    #expect(!machine.needsTicks)
    #expect(machine.state == .idle)
    #expect(machine.pulledAmount == 0)
  }

  @Test func aJumpPastTheEndSpringsBackAndOneDuringADragIsIgnored() {
    var machine = PullToActionMachine(
      viewportSize: Size(width: 300, height: 400), contentHeight: 1_000)
    _ = machine.jumpScroll(to: 700, at: 1)
    #expect(machine.scroll.offset == 700)
    #expect(machine.scroll.isBouncing)
    _ = machine.tick(at: 3)
    #expect(machine.scroll.offset == 600)
    _ = machine.handle(
      .pointer(PointerEvent(phase: .down, location: Point(x: 10, y: 10), time: 4, device: .touch))
    )
    _ = machine.handle(
      .pointer(
        PointerEvent(phase: .move, location: Point(x: 10, y: 60), time: 4.1, device: .touch)))
    #expect(machine.isDragging)
    let offset = machine.scroll.offset
    _ = machine.jumpScroll(to: 100, at: 4.2)
    #expect(machine.scroll.offset == offset)
  }
}
