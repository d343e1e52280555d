import Foundation
import Kinetic
import Testing

/// What driving a control through ``Control`` alone showed.
private struct Settling<Machine: Control> {
  /// The control after it came to rest (or gave up).
  var machine: Machine
  /// Whether the control still needed ticks right after the finger lifted.
  var movedAfterRelease: Bool
  /// The time at which it stopped needing ticks, or `nil` when it never did.
  var restedAt: TimeInterval?
  /// Every output, in order.
  var outputs: [Machine.Output]
}

/// Drags a finger from `start` to `end` in a quick flick, lifts it, and ticks at 120 frames a
/// second until the control needs no more ticks, giving up after ten seconds.
///
/// Uses nothing but the ``Control`` protocol (through ``ControlDriver``), as a host that knows no
/// particular control would.
private func flickAndSettle<Machine: Control>(
  _ machine: Machine, from start: Point, to end: Point
) -> Settling<Machine> {
  var driver = ControlDriver(machine, at: 1)
  driver.pointer(.down, start.x, start.y)
  let steps = 12
  for step in 1...steps {
    let fraction = Double(step) / Double(steps)
    driver.pointer(
      .move, start.x + (end.x - start.x) * fraction, start.y + (end.y - start.y) * fraction,
      at: 1 + Double(step) / 120)
  }
  driver.pointer(.up, end.x, end.y)
  let movedAfterRelease = driver.machine.needsTicks
  driver.settle(limit: 10)
  return Settling(
    machine: driver.machine, movedAfterRelease: movedAfterRelease,
    restedAt: driver.machine.needsTicks ? nil : driver.time, outputs: driver.outputs)
}

struct ControlTests {
  @Test func aSlideToConfirmLetGoHalfwayComesToRestAtTheStart() {
    let settling = flickAndSettle(
      SlideToConfirmMachine(size: Size(width: 320, height: 64)), from: Point(x: 50, y: 32),
      to: Point(x: 120, y: 32))
    let machine = settling.machine
    #expect(settling.movedAfterRelease)
    #expect(settling.restedAt != nil)
    #expect(machine.progress == 0)
    #expect(machine.state == .idle)
  }

  @Test func aPullToActionFlungUpComesToRestAfterItsMomentum() {
    let settling = flickAndSettle(
      PullToActionMachine(viewportSize: Size(width: 360, height: 480), contentHeight: 2000),
      from: Point(x: 180, y: 400), to: Point(x: 180, y: 250))
    let machine = settling.machine
    #expect(settling.movedAfterRelease)
    #expect(settling.restedAt != nil)
    #expect(machine.state == .idle)
    #expect(machine.pulledAmount == 0)
  }

  @Test func aGestureViewFlungComesToRestWhereItsMomentumTakesIt() {
    var configuration = GestureBehavioursMachine.Configuration()
    configuration.behaviours = .all
    let settling = flickAndSettle(
      GestureBehavioursMachine(
        center: Point(x: 160, y: 240), size: Size(width: 100, height: 100),
        container: Rect(x: 0, y: 0, width: 320, height: 480), configuration: configuration),
      from: Point(x: 160, y: 240), to: Point(x: 200, y: 240))
    let machine = settling.machine
    #expect(settling.movedAfterRelease)
    #expect(settling.restedAt != nil)
    // The momentum carried it past where the finger let go, but not out of its container.
    #expect(machine.placement.center.x > 200)
    #expect(machine.placement.center.x <= 270 + 1e-6)
  }

  @Test func anOnboardingCarouselSwipedComesToRestOnTheNextPage() throws {
    let json = """
      {"version": 2, "pages": 3, "pageTexts": {"0": "Welcome", "1": "Swipe", "2": "Done"}}
      """
    let (spec, _) = try OnboardingCarouselSpec.decode(Array(json.utf8))
    let settling = flickAndSettle(
      OnboardingCarouselMachine(
        scene: OnboardingCarouselScene(spec: spec, size: Size(width: 300, height: 500))),
      from: Point(x: 250, y: 250), to: Point(x: 50, y: 250))
    let machine = settling.machine
    #expect(settling.movedAfterRelease)
    #expect(settling.restedAt != nil)
    #expect(machine.page == 1)
    #expect(settling.outputs.contains(.pageShown(1)))
  }
}
