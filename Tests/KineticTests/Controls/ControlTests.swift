import Foundation
import Kinetic
import Testing

/// What driving a control through ``Control`` alone showed.
private struct Settling<Output> {
  /// Whether the control still needed ticks right after the finger lifted.
  var movedAfterRelease: Bool
  /// The time at which it stopped needing ticks, or `nil` when it never did.
  var restedAt: Double?
  /// Every output, in order.
  var outputs: [Output]
}

/// Drags a finger from `start` to `end` in a quick flick, lifts it, and ticks at 120 frames a
/// second until the control needs no more ticks, giving up after ten seconds.
///
/// Uses nothing but the ``Control`` protocol, as a host that knows no particular control would.
private func flickAndSettle<Machine: Control>(
  _ machine: inout Machine, from start: CGPoint, to end: CGPoint
) -> Settling<Machine.Output> {
  var outputs: [Machine.Output] = []
  var time = 1.0
  func pointer(_ phase: PointerEvent.Phase, at location: CGPoint) {
    outputs += machine.handle(.pointer(PointerEvent(phase: phase, location: location, time: time)))
  }
  pointer(.down, at: start)
  let steps = 12
  for step in 1...steps {
    time += 1.0 / 120
    let fraction = CGFloat(step) / CGFloat(steps)
    pointer(
      .move,
      at: CGPoint(
        x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
  }
  pointer(.up, at: end)
  let movedAfterRelease = machine.needsTicks
  let limit = time + 10
  while machine.needsTicks, time < limit {
    time += 1.0 / 120
    outputs += machine.tick(at: time)
  }
  return Settling(
    movedAfterRelease: movedAfterRelease, restedAt: machine.needsTicks ? nil : time,
    outputs: outputs)
}

struct ControlTests {
  @Test func aSlideToConfirmLetGoHalfwayComesToRestAtTheStart() {
    var machine = SlideToConfirmMachine(size: CGSize(width: 320, height: 64))
    let settling = flickAndSettle(
      &machine, from: CGPoint(x: 50, y: 32), to: CGPoint(x: 120, y: 32))
    #expect(settling.movedAfterRelease)
    #expect(settling.restedAt != nil)
    #expect(machine.progress == 0)
    #expect(machine.state == .idle)
  }

  @Test func aPullToActionFlungUpComesToRestAfterItsMomentum() {
    var machine = PullToActionMachine(
      viewportSize: CGSize(width: 360, height: 480), contentHeight: 2000)
    let settling = flickAndSettle(
      &machine, from: CGPoint(x: 180, y: 400), to: CGPoint(x: 180, y: 250))
    #expect(settling.movedAfterRelease)
    #expect(settling.restedAt != nil)
    #expect(machine.state == .idle)
    #expect(machine.pulledAmount == 0)
  }

  @Test func aGestureViewFlungComesToRestWhereItsMomentumTakesIt() {
    var configuration = GestureBehavioursMachine.Configuration()
    configuration.behaviours = .all
    var machine = GestureBehavioursMachine(
      center: CGPoint(x: 160, y: 240), size: CGSize(width: 100, height: 100),
      container: CGRect(x: 0, y: 0, width: 320, height: 480), configuration: configuration)
    let settling = flickAndSettle(
      &machine, from: CGPoint(x: 160, y: 240), to: CGPoint(x: 200, y: 240))
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
    var machine = OnboardingCarouselMachine(
      scene: OnboardingCarouselScene(spec: spec, size: CGSize(width: 300, height: 500)))
    let settling = flickAndSettle(
      &machine, from: CGPoint(x: 250, y: 250), to: CGPoint(x: 50, y: 250))
    #expect(settling.movedAfterRelease)
    #expect(settling.restedAt != nil)
    #expect(machine.page == 1)
    #expect(settling.outputs.contains(.pageShown(1)))
  }
}
