import Foundation
import Kinetic
import Testing

/// The rows of DESlideToConfirmView's behaviour that Kinetic keeps, and the bugs it fixes.
struct SlideToConfirmMachineTests {
  let start = Point(x: 50, y: 25)
  let end = Point(x: 300, y: 25)

  @Test func slidingToTheEndCompletesThenRestsAndResetsInHalfASecond() throws {
    var driver = ControlDriver<SlideToConfirmMachine> { $0.snapsBackWithSpring = false }
    driver.drag(from: start, to: end, at: 0)
    driver.run(until: 2)
    #expect(driver.states == [.updating, .completed, .resetting, .idle])
    #expect(driver.count(of: .complete) == 1)
    #expect(driver.count(of: .idle) == 1)
    // The update for the final position comes before the completion.
    let lastUpdate = try #require(
      driver.log.lastIndex { if case .update = $0.output { true } else { false } })
    let complete = try #require(driver.log.firstIndex { $0.output == .complete })
    #expect(lastUpdate < complete)
    #expect(driver.updates.last == 1)
    // 0.3 s at the end, then a 0.2 s slide: idle 0.5 s after the release.
    let released = try #require(driver.time(of: .complete))
    let resetting = try #require(driver.time(of: .stateChanged(.resetting)))
    let idle = try #require(driver.time(of: .idle))
    #expect(isClose(resetting - released, 0.3, within: 1e-9))
    #expect(isClose(idle - released, 0.5, within: 1.0 / 120))
    #expect(driver.machine.progress == 0)
  }

  @Test func aDragGoesOnThroughNewTextsAndSizesAndEndsWithANewDirection() {
    var driver = ControlDriver<SlideToConfirmMachine>()
    // Grabbed 30 points ahead of the thumb's centre (the thumb spans 0…100 of 300).
    driver.drag(from: Point(x: 80, y: 25), to: Point(x: 150, y: 25), at: 0, lift: false)
    let held = driver.machine.progress
    // A live price in the prompt, a new title and threshold: the finger keeps the thumb.
    var configuration = driver.machine.configuration
    configuration.prompt = "Slide to pay 25 €"
    configuration.title = "Pay"
    configuration.completionThreshold = 0.9
    driver.call {
      $0.reconfigure(size: Size(width: 300, height: 50), configuration: configuration, at: $1)
    }
    driver.pointer(.move, 200, 25, at: 0.3)
    #expect(driver.machine.state == .updating)
    #expect(isClose(held, 0.35, within: 1e-9))
    #expect(isClose(driver.machine.progress, 0.6, within: 1e-9))
    // A window resized under the finger: the thumb goes to the finger on the new track, at
    // once, still held 30 points ahead of its centre.
    driver.call {
      $0.reconfigure(size: Size(width: 500, height: 50), configuration: configuration, at: $1)
    }
    #expect(driver.machine.state == .updating)
    #expect(isClose(driver.machine.progress, 120.0 / 400, within: 1e-9))
    #expect(driver.updates.last == driver.machine.progress)
    // A thumb 20 points wide would put the thumb under the finger further on (180 / 480): a
    // change of layout never carries it towards the end. It stays, and follows the finger.
    configuration.thumbWidth = 20
    driver.call {
      $0.reconfigure(size: Size(width: 500, height: 50), configuration: configuration, at: $1)
    }
    #expect(isClose(driver.machine.progress, 0.3, within: 1e-9))
    driver.pointer(.move, 500, 25, at: 0.4)
    #expect(driver.machine.state == .updating)
    #expect(isClose(driver.machine.progress, 0.3 + 300.0 / 480, within: 1e-9))
    driver.pointer(.up, 500, 25, at: 0.45)
    #expect(driver.machine.state == .completed)
    // A track that shrinks under a finger near its end: the thumb does not jump to the end, and a
    // release there does not confirm.
    var shrunk = ControlDriver<SlideToConfirmMachine>()
    shrunk.drag(from: Point(x: 50, y: 25), to: Point(x: 200, y: 25), at: 0, lift: false)
    #expect(isClose(shrunk.machine.progress, 0.75, within: 1e-9))
    let same = shrunk.machine.configuration
    shrunk.call { $0.reconfigure(size: Size(width: 150, height: 50), configuration: same, at: $1) }
    #expect(isClose(shrunk.machine.progress, 0.75, within: 1e-9))
    shrunk.pointer(.up, 200, 25, at: 0.5)
    #expect(shrunk.machine.state != .completed)
    #expect(shrunk.count(of: .complete) == 0)
    // A new direction: the track runs the other way under the finger, and the drag ends.
    var turned = ControlDriver<SlideToConfirmMachine>()
    turned.drag(from: start, to: Point(x: 120, y: 25), at: 0, lift: false)
    var rightToLeft = turned.machine.configuration
    rightToLeft.layoutDirection = .rightToLeft
    turned.call {
      $0.reconfigure(size: Size(width: 300, height: 50), configuration: rightToLeft, at: $1)
    }
    #expect(turned.machine.state == .resetting)
    turned.pointer(.move, 60, 25, at: 0.25)
    #expect(turned.machine.state == .resetting)
    // Disabled by a configuration: a drag ends too.
    var disabled = ControlDriver<SlideToConfirmMachine>()
    disabled.drag(from: start, to: Point(x: 120, y: 25), at: 0, lift: false)
    var off = disabled.machine.configuration
    off.isEnabled = false
    disabled.call { $0.reconfigure(size: Size(width: 300, height: 50), configuration: off, at: $1) }
    #expect(disabled.machine.state == .resetting)
  }

  @Test func theResetEasesInAndOut() {
    var driver = ControlDriver<SlideToConfirmMachine>()
    driver.drag(from: start, to: end, at: 0)
    driver.run(until: 0.2 + 0.3 + 0.05)
    let quarter = driver.machine.progress
    driver.run(until: 0.2 + 0.3 + 0.1)
    let half = driver.machine.progress
    #expect(isClose(quarter, 1 - TimingCurve.easeInOut.value(at: 0.25), within: 1e-6))
    #expect(isClose(half, 0.5, within: 1e-6))
  }

  @Test func thumbUpdatesFollowTheFingerFromWhereItWasGrabbed() {
    var driver = ControlDriver<SlideToConfirmMachine>()
    // Grab the thumb near its left edge: it must not jump to centre under the finger.
    driver.drag(from: Point(x: 10, y: 25), to: Point(x: 110, y: 25), at: 0, lift: false)
    #expect(isClose(driver.machine.progress, 0.5, within: 1e-9))
    #expect(driver.updates.allSatisfy { (0...1).contains($0) })
  }

  @Test func aReleaseOnePointShortOfTheEndDoesNotComplete() {
    var driver = ControlDriver<SlideToConfirmMachine>()
    // Thumb centre at W − thumbW/2 − 1: the original's strict d < 1 rule says no.
    driver.drag(from: start, to: Point(x: 249, y: 25), at: 0, restBeforeLift: 0.05)
    #expect(driver.count(of: .complete) == 0)
    var closer = ControlDriver<SlideToConfirmMachine>()
    closer.drag(from: start, to: Point(x: 249.5, y: 25), at: 0, restBeforeLift: 0.05)
    #expect(closer.count(of: .complete) == 1)
  }

  @Test func aReleaseShortOfTheEndSlidesBackWithoutUpdatesAndThenIdles() {
    var driver = ControlDriver<SlideToConfirmMachine> { $0.snapsBackWithSpring = false }
    driver.drag(from: start, to: Point(x: 150, y: 25), at: 0, duration: 0.3)
    let updatesAtRelease = driver.updates.count
    driver.run(until: 0.49)
    #expect(driver.states == [.updating, .resetting])
    driver.run(until: 0.51)
    #expect(driver.states == [.updating, .resetting, .idle])
    #expect(driver.updates.count == updatesAtRelease)
    #expect(driver.callbacks.contains(.idle))
    #expect(!driver.callbacks.contains(.complete))
  }

  @Test func theSnapBackSpringCarriesTheReleaseVelocity() {
    var driver = ControlDriver<SlideToConfirmMachine>()
    // A quick drag to the middle that is still moving right when it lifts.
    driver.drag(from: start, to: Point(x: 140, y: 25), at: 0, duration: 0.1, steps: 10)
    let released = driver.machine.progress
    // The spring takes 0.2 s from rest, so the moment is short: the next frame.
    driver.run(until: 0.1 + 1.0 / 120)
    #expect(driver.machine.progress > released, "the thumb keeps going right for a moment")
    driver.run(until: 2)
    #expect(driver.machine.state == .idle)
    #expect(driver.machine.progress == 0)
  }

  /// Releases the thumb, held still, at `x` and returns how long after the release `idle` came.
  private func timeToIdle(
    releasedAt x: Double, configure: (inout SlideToConfirmMachine.Configuration) -> Void = { _ in }
  ) throws -> Double {
    var driver = ControlDriver<SlideToConfirmMachine>(configure: configure)
    driver.drag(from: start, to: Point(x: x, y: 25), at: 0, duration: 0.3, restBeforeLift: 0.1)
    let release = 0.4
    #expect(driver.machine.state == .resetting)
    driver.run(until: 3)
    #expect(driver.machine.progress == 0)
    return try #require(driver.time(of: .idle)) - release
  }

  @Test(arguments: [60.0, 150, 240])
  func releasedAtRestTheSpringTakesTheOriginalsResetDuration(x: Double) throws {
    // DESlideToConfirmView's resetAnimationDuration, 0.2 s, wherever the thumb was let go.
    #expect(isClose(try timeToIdle(releasedAt: x), 0.2, within: 1.0 / 120))
  }

  @Test(arguments: [0.1, 0.5, 1.0])
  func theResetDurationSetsHowLongTheSpringTakes(duration: Double) throws {
    let elapsed = try timeToIdle(releasedAt: 150) { $0.resetAnimationDuration = duration }
    #expect(isClose(elapsed, duration, within: 1.0 / 120))
    let bouncy = try timeToIdle(releasedAt: 150) {
      $0.resetAnimationDuration = duration
      $0.snapBackBounce = 0.3
    }
    #expect(isClose(bouncy, duration, within: 1.0 / 120))
  }

  @Test func aFlingBackArrivesNoLaterThanTheResetDuration() throws {
    var driver = ControlDriver<SlideToConfirmMachine>()
    // Out to the middle, then a quick flick back towards the start.
    driver.drag(from: start, to: Point(x: 200, y: 25), at: 0, lift: false)
    for step in 1...5 {
      driver.pointer(.move, 200 - 10 * Double(step), 25, at: 0.3 + 0.01 * Double(step))
    }
    let release = 0.35
    driver.pointer(.up, 150, 25, at: release)
    #expect(driver.machine.state == .resetting)
    driver.run(until: 2)
    let elapsed = try #require(driver.time(of: .idle)) - release
    #expect(elapsed <= 0.2 + 1.0 / 120)
    #expect(driver.machine.progress == 0)
  }

  @Test func aThumbFlickedBackOntoTheStartComesToRestPromptly() throws {
    var driver = ControlDriver<SlideToConfirmMachine>()
    // Out a little, then back onto the start, still moving left when the finger lifts there.
    driver.pointer(.down, 50, 25, at: 0)
    driver.pointer(.move, 90, 25, at: 0.02)
    driver.pointer(.move, 70, 25, at: 0.04)
    driver.pointer(.move, 50, 25, at: 0.06)
    driver.pointer(.up, 50, 25, at: 0.06)
    driver.run(until: 1)
    let idle = try #require(driver.time(of: .idle))
    #expect(idle - 0.06 <= 0.2 + 1.0 / 120)
    #expect(!driver.machine.needsTicks)
  }

  @Test func aTapDoesNothing() {
    var driver = ControlDriver<SlideToConfirmMachine>()
    driver.pointer(.down, 50, 25, at: 0)
    driver.pointer(.up, 50, 25, at: 0.1)
    driver.run(until: 1)
    #expect(driver.log.isEmpty)
  }

  @Test func aDragThatStartsOffTheThumbDoesNothingUnlessConfigured() {
    var driver = ControlDriver<SlideToConfirmMachine>()
    driver.drag(from: Point(x: 200, y: 25), to: end, at: 0)
    driver.run(until: 1)
    #expect(driver.log.isEmpty)

    var anywhere = ControlDriver<SlideToConfirmMachine> { $0.dragsFromAnywhere = true }
    anywhere.drag(from: Point(x: 200, y: 25), to: Point(x: 220, y: 25), at: 0, lift: false)
    // The original's behaviour: the thumb jumps under the finger.
    #expect(isClose(anywhere.machine.progress, 0.85, within: 1e-9))
  }

  @Test func aCancelledDragNeverCompletes() {
    var driver = ControlDriver<SlideToConfirmMachine>()
    driver.drag(from: start, to: end, at: 0, lift: false)
    driver.pointer(.cancel, 300, 25, at: 0.25)
    driver.run(until: 2)
    #expect(driver.count(of: .complete) == 0)
    #expect(driver.machine.state == .idle)
  }

  @Test func aLowerThresholdCompletesEarlier() {
    var driver = ControlDriver<SlideToConfirmMachine> { $0.completionThreshold = 0.7 }
    driver.drag(from: start, to: Point(x: 200, y: 25), at: 0, duration: 0.5)
    #expect(driver.count(of: .complete) == 1)
  }

  @Test func aFastFlingTowardsTheEndCompletes() {
    var fling = ControlDriver<SlideToConfirmMachine>()
    fling.drag(from: start, to: Point(x: 190, y: 25), at: 0, duration: 0.1, steps: 10)
    #expect(fling.count(of: .complete) == 1)
    fling.run(until: 0.25)
    #expect(fling.machine.progress > 0.9, "the thumb travels on to the end")

    var flick = ControlDriver<SlideToConfirmMachine>()
    flick.drag(from: start, to: Point(x: 80, y: 25), at: 0, duration: 0.03, steps: 3)
    #expect(flick.count(of: .complete) == 0, "a flick from rest never confirms")

    var off = ControlDriver<SlideToConfirmMachine> { $0.completesOnFling = false }
    off.drag(from: start, to: Point(x: 190, y: 25), at: 0, duration: 0.1, steps: 10)
    #expect(off.count(of: .complete) == 0)
  }

  @Test func withoutResettingTheControlStaysConfirmedUntilReset() {
    var driver = ControlDriver<SlideToConfirmMachine> { $0.resetsWhenCompleted = false }
    driver.drag(from: start, to: end, at: 0)
    driver.run(until: 2)
    #expect(driver.machine.state == .completed)
    // The original fired completeBlock again on a second slide; Kinetic ignores drags until reset.
    driver.drag(from: Point(x: 250, y: 25), to: Point(x: 100, y: 25), at: 2)
    #expect(driver.count(of: .complete) == 1)
    driver.call({ $0.reset(at: $1) }, at: 3)
    driver.run(until: 4)
    #expect(driver.machine.state == .idle)
    #expect(driver.machine.progress == 0)
  }

  @Test func programmaticCompletionConfirmsAndResetsEvenFromTheStart() {
    var driver = ControlDriver<SlideToConfirmMachine>()
    driver.call({ $0.complete(at: $1) }, at: 0.5)
    driver.run(until: 2)
    #expect(driver.states == [.completed, .resetting, .idle])
    #expect(driver.count(of: .complete) == 1)
  }

  @Test func programmaticResetReturnsToIdle() {
    var driver = ControlDriver<SlideToConfirmMachine>()
    driver.drag(from: start, to: Point(x: 150, y: 25), at: 0, lift: false)
    driver.call({ $0.reset(at: $1) }, at: 0.3)
    driver.run(until: 1)
    #expect(driver.machine.state == .idle)
    #expect(driver.count(of: .idle) == 1)
    // Calling it at rest changes nothing.
    driver.call({ $0.reset(at: $1) }, at: 1.5)
    #expect(driver.count(of: .idle) == 1)
  }

  @Test func anActionThatSucceedsShowsWorkingThenDoneThenResets() {
    var driver = ControlDriver<SlideToConfirmMachine> { $0.awaitsActionResult = true }
    driver.drag(from: start, to: end, at: 0)
    driver.run(until: 3)
    #expect(driver.machine.state == .working)
    #expect(driver.machine.renderModel.status == "Working…")
    // What is announced is what is shown.
    #expect(driver.callbacks.contains(.announce("Working…")))
    driver.call({ $0.actionSucceeded(at: $1) }, at: 3)
    #expect(driver.machine.renderModel.status == "Done")
    driver.run(until: 6)
    #expect(driver.states == [.updating, .completed, .working, .succeeded, .resetting, .idle])
    #expect(driver.callbacks.contains(.success))
    #expect(driver.callbacks.contains(.feedback(.success)))
    #expect(driver.callbacks.contains(.announce("Done")))
  }

  @Test func anActionThatFailsSpringsBackAndSaysWhy() {
    var driver = ControlDriver<SlideToConfirmMachine> { $0.awaitsActionResult = true }
    driver.drag(from: start, to: end, at: 0)
    driver.call({ $0.actionFailed(message: "No network", at: $1) }, at: 1)
    #expect(driver.machine.renderModel.status == "No network")
    driver.run(until: 1.5)
    #expect(driver.machine.progress < 0.01)
    #expect(driver.machine.state == .failed)
    driver.run(until: 3)
    #expect(driver.states == [.updating, .completed, .working, .failed, .idle])
    #expect(driver.callbacks.contains(.failure(message: "No network")))
    #expect(driver.callbacks.contains(.announce("No network")))
    #expect(driver.callbacks.contains(.feedback(.failure)))
    // A result that arrives when nothing is working is ignored.
    driver.call({ $0.actionSucceeded(at: $1) }, at: 3.5)
    #expect(driver.machine.state == .idle)
  }

  @Test func theKeyboardConfirmsWithFriction() {
    var driver = ControlDriver<SlideToConfirmMachine>()
    driver.key(.return, at: 0)
    #expect(driver.machine.state == .armed)
    #expect(
      driver.callbacks == [
        .stateChanged(.armed), .feedback(.arm), .announce("Press again to confirm"),
      ])
    driver.key(.return, isRepeat: true, at: 0.05)
    #expect(driver.machine.state == .armed, "a held key's repeats do not confirm")
    driver.key(.space, at: 1)
    #expect(driver.count(of: .complete) == 1)
    #expect(driver.callbacks.contains(.feedback(.commit)))
  }

  @Test func anArmedControlDisarmsAfterTheWindowOrOnEscape() {
    var driver = ControlDriver<SlideToConfirmMachine>()
    driver.call({ $0.activate(at: $1) }, at: 0)
    driver.run(until: 3.1)
    #expect(driver.machine.state == .idle)
    driver.call({ $0.activate(at: $1) }, at: 4)
    driver.key(.escape, at: 4.5)
    #expect(driver.machine.state == .idle)
    #expect(driver.count(of: .complete) == 0)
  }

  @Test func aDisabledControlIgnoresInputAndADisablingMidDragSendsTheThumbBack() {
    var disabled = ControlDriver<SlideToConfirmMachine> { $0.isEnabled = false }
    disabled.drag(from: start, to: end, at: 0)
    disabled.key(.return, at: 1)
    #expect(disabled.log.isEmpty)
    #expect(disabled.machine.renderModel.isEnabled == false)

    var driver = ControlDriver<SlideToConfirmMachine>()
    driver.drag(from: start, to: Point(x: 200, y: 25), at: 0, lift: false)
    driver.call({ $0.setEnabled(false, at: $1) }, at: 0.3)
    driver.pointer(.up, 300, 25, at: 0.35)
    driver.run(until: 2)
    #expect(driver.machine.state == .idle)
    #expect(driver.count(of: .complete) == 0)
  }

  @Test func rightToLeftSlidesLeftAndMirrorsTheArrowButNotTheText() {
    var driver = ControlDriver<SlideToConfirmMachine> { $0.layoutDirection = .rightToLeft }
    #expect(driver.machine.renderModel.arrow == .left)
    #expect(driver.machine.renderModel.title == "Confirm")
    driver.drag(from: Point(x: 250, y: 25), to: Point(x: 0, y: 25), at: 0)
    #expect(driver.count(of: .complete) == 1)
  }

  @Test func verticalSlidesUp() {
    var driver = ControlDriver<SlideToConfirmMachine>(size: Size(width: 70, height: 260)) {
      $0.orientation = .vertical
      $0.thumbWidth = 60
    }
    #expect(driver.machine.renderModel.arrow == .up)
    // A sideways drag is not a slide.
    driver.drag(from: Point(x: 35, y: 230), to: Point(x: 200, y: 225), at: 0)
    #expect(driver.log.isEmpty)
    driver.drag(from: Point(x: 35, y: 230), to: Point(x: 35, y: 0), at: 1)
    #expect(driver.count(of: .complete) == 1)
  }

  @Test func reducedMotionJumpsButStillShowsEveryState() {
    var driver = ControlDriver<SlideToConfirmMachine> { $0.reducesMotion = true }
    driver.drag(from: start, to: Point(x: 150, y: 25), at: 0)
    #expect(driver.machine.state == .idle, "no travel back: the thumb is at the start at once")
    #expect(driver.states == [.updating, .resetting, .idle])
    driver.drag(from: start, to: end, at: 1)
    driver.run(until: 1.2 + 0.3)
    #expect(driver.machine.state == .idle)
    #expect(driver.machine.needsTicks == false)
  }

  @Test func eventsFromThePastDoNotMoveTheClockBack() {
    var driver = ControlDriver<SlideToConfirmMachine>()
    driver.drag(from: start, to: Point(x: 150, y: 25), at: 1, lift: false)
    let before = driver.machine.time
    _ = driver.machine.handle(
      .pointer(PointerEvent(phase: .move, location: Point(x: 160, y: 25), time: 0.2)))
    #expect(driver.machine.time == before)
    #expect(driver.machine.progress.isFinite)
  }

  @Test func theRenderModelDescribesWhatToDraw() {
    var driver = ControlDriver<SlideToConfirmMachine>()
    driver.drag(from: start, to: Point(x: 150, y: 25), at: 0, lift: false)
    let model = driver.machine.renderModel
    #expect(model.thumbFrame == Rect(x: 100, y: 0, width: 100, height: 50))
    #expect(model.filledFrame == Rect(x: 0, y: 0, width: 200, height: 50))
    #expect(isClose(model.promptOpacity, 0.2, within: 1e-9))
    #expect(model.status == nil)
    #expect(model.prompt == "Slide to confirm")
  }
}

@Test func assistiveTechnologiesHearThePromptAndHowToConfirm() {
  var configuration = SlideToConfirmMachine.Configuration()
  configuration.prompt = "Slide to delete 3 photos"
  let machine = SlideToConfirmMachine(
    size: Size(width: 300, height: 60), configuration: configuration)
  #expect(machine.accessibilityLabel == "Slide to delete 3 photos")
  #expect(machine.accessibilityHint.contains("press Enter twice"))
}
