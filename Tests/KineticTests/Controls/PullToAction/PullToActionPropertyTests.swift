import Foundation
import Kinetic
import PropertyBased
import Testing

/// The transitions ShinobiEssentials' flow allows, plus ours (a keyboard trigger from idle, a
/// cancel or a disabling that disarms).
private let legalTransitions: Set<[PullToActionMachine.State]> = [
  [.idle, .pulling], [.idle, .triggered], [.pulling, .idle], [.pulling, .triggered],
  [.triggered, .pulling], [.triggered, .idle], [.triggered, .executing],
  [.executing, .retracting], [.retracting, .idle],
]

/// Random drags, wheel and touchpad scrolls, API calls and pauses, decoded from integers so
/// failures shrink.
private func play(
  _ codes: [Int], edge: PullToActionMachine.Edge, mode: PullToActionMachine.TriggerMode
)
  -> ControlDriver<PullToActionMachine>
{
  var driver = ControlDriver<PullToActionMachine>(contentHeight: edge == .top ? 2000 : 300) {
    $0 = .init(edge: edge)
    $0.triggerMode = mode
  }
  var fingerY: Double = 240
  for code in codes {
    driver.wait(Double(code % 7) * 0.03)
    let amount = Double((code * 37) % 300) - 150
    switch (code / 7) % 14 {
    case 0:
      fingerY = Double((code * 13) % 480)
      driver.pointer(.down, fingerY)
    case 1, 2, 3, 4:
      fingerY += amount / 3
      driver.pointer(.move, fingerY)
    case 5: driver.pointer(.up, fingerY)
    case 6: driver.pointer(.cancel, fingerY)
    case 7: driver.scroll(amount, .wheel)
    case 8: driver.scroll(0, .continuous(.began))
    case 9: driver.scroll(amount / 4, .continuous(.changed))
    case 10: driver.scroll(0, .continuous(.ended))
    case 11: driver.call { $0.trigger(at: $1) }
    case 12: driver.call { $0.actionCompleted(code % 2 == 0 ? .success : nil, at: $1) }
    default: driver.key(.f5)
    }
    let amountNow = driver.machine.pulledAmount
    #expect(amountNow.isFinite && amountNow >= 0)
  }
  return driver
}

struct PullToActionPropertyTests {
  @Test func statesStayLegalActionsRunOnceAndTheContentComesToRest() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...10_000).array(of: 1...80), Gen.bool, Gen.bool
    ) { codes, bottom, atThreshold in
      var driver = play(
        codes, edge: bottom ? .bottom : .top, mode: atThreshold ? .atThreshold : .onRelease)

      // Every state change is allowed, and starts where the last one ended.
      var previous = PullToActionMachine.State.idle
      for case .stateChanged(let from, let to) in driver.outputs {
        #expect(from == previous)
        #expect(legalTransitions.contains([from, to]), "\(from) → \(to)")
        previous = to
      }
      // The app's work starts exactly once per entry into executing.
      let executions = driver.states.filter { $0 == .executing }.count
      #expect(driver.count(of: .triggeredAction) == executions)

      // Let go, let the app finish, and the control comes back to rest.
      driver.pointer(.up, 0)
      driver.scroll(0, .continuous(.ended))
      driver.wait(until: .executing, limit: 2, extra: 1)
      driver.call { $0.actionCompleted(at: $1) }
      driver.settle(limit: 20)
      #expect(driver.machine.state == .idle)
      #expect(!driver.machine.needsTicks)
      #expect(driver.machine.pulledAmount == 0)
      #expect(driver.machine.scroll.restingRange.contains(driver.machine.scroll.offset))
      #expect(driver.machine.scroll.startInset == 0 && driver.machine.scroll.endInset == 0)
    }
  }
}
