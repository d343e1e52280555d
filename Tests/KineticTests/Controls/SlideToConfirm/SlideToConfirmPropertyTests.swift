import Foundation
import Kinetic
import PropertyBased
import Testing

/// Random sequences of pointer events and API calls, decoded from integers so failures shrink.
private func play(_ codes: [Int], resets: Bool, awaits: Bool) -> ControlDriver<
  SlideToConfirmMachine
> {
  var driver = ControlDriver<SlideToConfirmMachine> {
    $0.resetsWhenCompleted = resets
    $0.awaitsActionResult = awaits
  }
  var time = 0.0
  for code in codes {
    time += Double(code % 5) * 0.02
    let x = Double((code * 53) % 340) - 20
    let y = Double((code * 17) % 60) - 5
    switch (code / 5) % 12 {
    case 0, 1: driver.pointer(.down, x, y, at: time)
    case 2, 3, 4, 5: driver.pointer(.move, x, y, at: time)
    case 6: driver.pointer(.up, x, y, at: time)
    case 7: driver.pointer(.cancel, x, y, at: time)
    case 8: driver.call({ $0.complete(at: $1) }, at: time)
    case 9: driver.call({ $0.activate(at: $1) }, at: time)
    case 10: driver.call({ $0.actionSucceeded(at: $1) }, at: time)
    default: driver.call({ $0.actionFailed(message: "No", at: $1) }, at: time)
    }
    #expect((0...1).contains(driver.machine.progress))
  }
  return driver
}

struct SlideToConfirmPropertyTests {
  @Test func progressStaysInRangeAndEveryConfirmationCompletesOnce() async {
    await propertyCheck(
      count: 200, input: Gen.int(in: 0...5000).array(of: 1...60), Gen.bool, Gen.bool
    ) {
      codes, resets, awaits in
      let driver = play(codes, resets: resets, awaits: awaits)
      #expect(driver.updates.allSatisfy { (0...1).contains($0) })
      #expect(driver.count(of: .complete) == driver.count(of: .stateChanged(.completed)))
    }
  }

  @Test func theControlAlwaysComesBackToIdleWhenItResets() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...5000).array(of: 1...60), Gen.bool) {
      codes, awaits in
      var driver = play(codes, resets: true, awaits: awaits)
      let end = (driver.log.last?.time ?? 0) + 10
      // Lift any finger, finish any action, then let everything settle.
      driver.pointer(.up, 0, 0, at: end)
      driver.call({ $0.actionSucceeded(at: $1) }, at: end + 0.1)
      driver.run(until: end + 10)
      #expect(driver.machine.state == .idle)
      #expect(driver.machine.progress == 0)
      #expect(!driver.machine.needsTicks)
    }
  }
}
