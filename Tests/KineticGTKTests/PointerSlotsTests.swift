import KineticGTK
import Testing

@Suite struct PointerSlotsTests {
  private let origin = SurfacePoint(x: 0, y: 0)

  @Test func numbersEachPointerWithTheLowestFreeNumber() {
    var slots = PointerSlots()
    #expect(slots.begin(key: 0x10, device: .touch, location: origin)?.number == 1)
    #expect(slots.begin(key: 0x20, device: .touch, location: origin)?.number == 2)
    #expect(slots.end(key: 0x10, at: nil)?.number == 1)
    #expect(slots.begin(key: 0x30, device: .touch, location: origin)?.number == 1)
    #expect(slots.begin(key: PointerSlots.mouseKey, device: .mouse, location: origin)?.number == 3)
  }

  @Test func ignoresADownForAPointerAlreadyDown() {
    var slots = PointerSlots()
    #expect(slots.begin(key: 7, device: .touch, location: origin) != nil)
    #expect(slots.begin(key: 7, device: .touch, location: origin) == nil)
  }

  @Test func remembersTheLastLocationForCancellation() {
    var slots = PointerSlots()
    _ = slots.begin(key: 7, device: .pen, location: origin)
    _ = slots.move(key: 7, to: SurfacePoint(x: 12, y: 34))
    #expect(slots.move(key: 8, to: origin) == nil)
    let ended = slots.endAll()
    #expect(ended.map(\.location) == [SurfacePoint(x: 12, y: 34)])
    #expect(ended.map(\.device) == [.pen])
    #expect(slots.isEmpty)
  }

  @Test func keepsTheLocationOfAnEndWithoutPosition() {
    var slots = PointerSlots()
    _ = slots.begin(key: 7, device: .touch, location: SurfacePoint(x: 5, y: 6))
    #expect(slots.end(key: 7, at: nil)?.location == SurfacePoint(x: 5, y: 6))
    #expect(slots.end(key: 7, at: nil) == nil)
  }
}
