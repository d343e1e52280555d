import Foundation
import Kinetic
import Testing

/// Finger travel that shows `amount` points pulled past the edge of a 480-point viewport.
private func travel(for amount: Double) -> Double {
  Double(RubberBand.standard.overshoot(for: amount, dimension: 480))
}

struct PullToActionMachineTests {
  @Test func aPullPastTheThresholdTriggersOnReleaseAndHoldsAtTheExecutingHeight() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.drag(by: travel(for: 60))
    #expect(driver.machine.state == .pulling)
    #expect(isClose(driver.machine.pulledAmount, 60, within: 1e-6))
    driver.moveFinger(to: travel(for: 140))
    #expect(driver.machine.state == .triggered)
    #expect(driver.count(of: .triggeredAction) == 0)
    driver.lift()
    // The visualizer animates to the executing height, then executes.
    #expect(driver.machine.state == .triggered)
    driver.wait(1)
    #expect(driver.machine.state == .executing)
    #expect(driver.count(of: .triggeredAction) == 1)
    #expect(isClose(driver.machine.pulledAmount, 50, within: 0.01))
    #expect(driver.outputs.contains(.feedback(.trigger)))
    #expect(driver.outputs.contains(.announce("Loading…")))
    #expect(driver.states == [.pulling, .triggered, .executing])
  }

  @Test func actionCompletedRetractsThenResetsToIdleAtTheTop() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.drag(by: travel(for: 150))
    driver.lift()
    driver.waitUntilCompletable()
    driver.call { $0.actionCompleted(at: $1) }
    #expect(driver.machine.state == .retracting)
    #expect(driver.outputs.contains(.completed(nil)))
    #expect(driver.outputs.contains(.announce("Done")))
    driver.settle()
    #expect(driver.machine.state == .idle)
    #expect(driver.machine.pulledAmount == 0)
    #expect(driver.machine.scroll.offset == 0)
    #expect(driver.machine.scroll.restingRange == 0...1520)
    #expect(driver.states == [.pulling, .triggered, .executing, .retracting, .idle])
  }

  @Test func aPullMustExceedTheThreshold() {
    // The largest finger travel that shows no more than the threshold.
    var low = 0.0
    var high = 400.0
    for _ in 0..<80 {
      let middle = (low + high) / 2
      var probe = ControlDriver<PullToActionMachine>()
      probe.drag(by: Double(middle))
      if probe.machine.pulledAmount <= 100 { low = middle } else { high = middle }
    }
    var atThreshold = ControlDriver<PullToActionMachine>()
    atThreshold.drag(by: Double(low))
    #expect(isClose(atThreshold.machine.pulledAmount, 100, within: 1e-9))
    #expect(atThreshold.machine.state == .pulling)
    atThreshold.lift()
    atThreshold.settle()
    #expect(atThreshold.count(of: .triggeredAction) == 0)

    var beyond = ControlDriver<PullToActionMachine>()
    beyond.drag(by: Double(high))
    #expect(beyond.machine.pulledAmount > 100)
    #expect(beyond.machine.state == .triggered)
  }

  @Test func pullingBackAboveTheThresholdBeforeReleasingDisarms() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.drag(by: travel(for: 150))
    #expect(driver.machine.state == .triggered)
    driver.moveFinger(to: travel(for: 70))
    #expect(driver.machine.state == .pulling)
    driver.lift()
    #expect(driver.machine.state == .idle)
    driver.settle()
    #expect(driver.count(of: .triggeredAction) == 0)
    #expect(driver.machine.pulledAmount == 0)
    #expect(driver.states == [.pulling, .triggered, .pulling, .idle])
  }

  @Test func aShortPullSpringsBackWithoutAnAction() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.drag(by: travel(for: 40))
    driver.lift()
    #expect(driver.machine.state == .idle)
    #expect(driver.machine.pulledAmount > 0)
    driver.settle()
    #expect(driver.machine.pulledAmount == 0)
    #expect(driver.count(of: .triggeredAction) == 0)
  }

  @Test func atThresholdModeTriggersWhileTheFingerIsDown() {
    var driver = ControlDriver<PullToActionMachine> { $0.triggerMode = .atThreshold }
    driver.drag(by: travel(for: 130))
    #expect(driver.machine.state == .executing)
    #expect(driver.count(of: .triggeredAction) == 1)
    #expect(driver.outputs.contains(.feedback(.trigger)))
    // Pulling back no longer disarms: the action has started.
    driver.moveFinger(to: travel(for: 20))
    #expect(driver.machine.state == .executing)
    driver.lift()
    driver.wait(1)
    #expect(isClose(driver.machine.pulledAmount, 50, within: 0.01))
  }

  @Test func aCancelledDragNeverTriggers() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.drag(by: travel(for: 150))
    driver.cancelFinger()
    #expect(driver.machine.state == .idle)
    driver.settle()
    #expect(driver.count(of: .triggeredAction) == 0)
    #expect(driver.machine.pulledAmount == 0)
  }

  @Test func actionCompletedOutsideExecutingIsIgnored() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.call { $0.actionCompleted(.success, at: $1) }
    #expect(driver.outputs.isEmpty)
    driver.drag(by: travel(for: 150))
    driver.call { $0.actionCompleted(at: $1) }
    #expect(driver.machine.state == .triggered)
    #expect(!driver.outputs.contains(.completed(nil)))
  }

  @Test func aFastActionIsShownForTheMinimumTime() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.drag(by: travel(for: 150))
    driver.lift()
    driver.wait(until: .executing)
    let executingSince = driver.time
    driver.wait(0.1)
    driver.call { $0.actionCompleted(.success, at: $1) }
    #expect(driver.machine.state == .executing)
    driver.wait(0.35)
    #expect(driver.machine.state == .executing)
    driver.wait(0.1)
    #expect(driver.machine.state == .retracting)
    #expect(driver.time - executingSince >= 0.5)
    // A second completion while one is pending changes nothing.
    #expect(driver.count(of: .completed(.success)) == 1)
  }

  @Test func aFailureWithoutAMessageShowsAndAnnouncesTheFailureText() {
    var driver = ControlDriver<PullToActionMachine> { $0.failureText = "Try again later" }
    driver.drag(by: travel(for: 150))
    driver.lift()
    driver.waitUntilCompletable()
    driver.call { $0.actionCompleted(.failure(message: ""), at: $1) }
    #expect(driver.outputs.contains(.announce("Try again later")))
    #expect(driver.machine.renderModel.text == "Try again later")
  }

  @Test func anOutcomeIsShownBeforeTheControlRetracts() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.drag(by: travel(for: 150))
    driver.lift()
    driver.waitUntilCompletable()
    driver.call { $0.actionCompleted(.failure(message: "No connection"), at: $1) }
    #expect(driver.machine.state == .retracting)
    #expect(driver.outputs.contains(.feedback(.failure)))
    #expect(driver.outputs.contains(.announce("No connection")))
    #expect(driver.machine.renderModel.icon == .failure)
    #expect(driver.machine.renderModel.text == "No connection")
    driver.wait(0.9)
    #expect(isClose(driver.machine.pulledAmount, 50, within: 0.01))
    driver.settle()
    #expect(driver.machine.state == .idle)
    #expect(driver.machine.pulledAmount == 0)
    #expect(driver.machine.renderModel.outcome == nil)
  }

  @Test(arguments: [
    (PullToActionMachine.Outcome.success, "Updated", PullToActionMachine.Icon.success),
    (.noChange, "Up to date", .noChange),
  ])
  func outcomesHaveTheirTextAndIcon(
    outcome: PullToActionMachine.Outcome, text: String, icon: PullToActionMachine.Icon
  ) {
    var driver = ControlDriver<PullToActionMachine>()
    driver.key(.f5)
    driver.waitUntilCompletable()
    driver.call { $0.actionCompleted(outcome, at: $1) }
    #expect(driver.machine.renderModel.text == text)
    #expect(driver.machine.renderModel.icon == icon)
    #expect(driver.outputs.contains(.announce(text)))
    #expect(driver.outputs.contains(.feedback(.success)))
  }

  @Test func aNewPullWhileRetractingDoesNotTriggerAgain() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.drag(by: travel(for: 150))
    driver.lift()
    driver.waitUntilCompletable()
    driver.call { $0.actionCompleted(at: $1) }
    driver.wait(0.05)
    driver.drag(by: travel(for: 200))
    #expect(driver.machine.state == .retracting)
    driver.lift()
    driver.settle()
    #expect(driver.machine.state == .idle)
    #expect(driver.count(of: .triggeredAction) == 1)
    #expect(driver.machine.pulledAmount == 0)
  }

  @Test func pullingFurtherWhileExecutingRubberBandsFromTheHold() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.drag(by: travel(for: 150))
    driver.lift()
    driver.wait(1)
    driver.drag(by: 300)
    #expect(driver.machine.state == .executing)
    #expect(driver.machine.pulledAmount > 50)
    driver.lift()
    driver.settle(limit: 1)
    #expect(isClose(driver.machine.pulledAmount, 50, within: 0.01))
    #expect(driver.count(of: .triggeredAction) == 1)
  }

  @Test func theKeyboardTriggersAndRevealsTheStatusView() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.key(.f5, isRepeat: true)
    #expect(driver.machine.state == .idle)
    driver.key(.f5)
    #expect(driver.machine.state == .triggered)
    driver.wait(1)
    #expect(driver.machine.state == .executing)
    #expect(isClose(driver.machine.pulledAmount, 50, within: 0.01))
    #expect(!driver.outputs.contains(.feedback(.trigger)))

    var control = ControlDriver<PullToActionMachine>()
    control.key(Key(rawValue: "r"), modifiers: .control)
    #expect(control.machine.state == .triggered)
    var plain = ControlDriver<PullToActionMachine>()
    plain.key(Key(rawValue: "r"))
    #expect(plain.machine.state == .idle)
  }

  @Test func aDisabledControlScrollsButNeverPulls() {
    var driver = ControlDriver<PullToActionMachine> { $0.isEnabled = false }
    driver.drag(by: travel(for: 150))
    #expect(driver.machine.pulledAmount > 100)
    #expect(driver.machine.state == .idle)
    driver.key(.f5)
    driver.lift()
    driver.settle()
    #expect(driver.outputs.allSatisfy { if case .stateChanged = $0 { false } else { true } })
  }

  @Test func aWheelScrollsTheContentButNeverPulls() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.scroll(-120, .wheel)
    #expect(driver.machine.scroll.offset == 0)
    driver.scroll(300, .wheel)
    #expect(driver.machine.scroll.offset == 300)
    driver.scroll(-1000, .wheel)
    #expect(driver.machine.scroll.offset == 0)
    #expect(driver.machine.state == .idle)
  }

  @Test func aTouchpadScrollAtTheTopPulls() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.scroll(0, .continuous(.began))
    for _ in 0..<40 {
      driver.wait(1.0 / 120)
      driver.scroll(-10, .continuous(.changed))
    }
    #expect(driver.machine.state == .triggered)
    driver.wait(0.1)
    driver.scroll(0, .continuous(.ended))
    driver.wait(1)
    #expect(driver.machine.state == .executing)
  }

  @Test func aTouchpadScrollFromInsideTheListStopsAtTheTop() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.scroll(300, .wheel)
    driver.scroll(0, .continuous(.began))
    for _ in 0..<60 {
      driver.wait(1.0 / 120)
      driver.scroll(-20, .continuous(.changed))
    }
    #expect(driver.machine.scroll.offset == 0)
    #expect(driver.machine.state == .idle)
    driver.scroll(0, .continuous(.ended))
    driver.settle()
    #expect(driver.count(of: .triggeredAction) == 0)
  }

  @Test func aTouchpadThatNeverEndsDoesNotLockOutFingers() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.scroll(0, .continuous(.began))
    driver.scroll(40, .continuous(.changed))
    #expect(driver.machine.scroll.offset == 40)
    driver.wait(0.5)
    driver.drag(from: 300, by: -100)
    #expect(driver.machine.scroll.offset > 100)
  }

  @Test func aShortListStillPulls() {
    var driver = ControlDriver<PullToActionMachine>(contentHeight: 120)
    driver.drag(by: travel(for: 150))
    #expect(driver.machine.state == .triggered)
  }

  @Test func aCustomVisualizerDecidesWhenToExecuteAndReset() {
    struct Manual: PullToActionVisualizer {
      func triggeredAction(_ context: inout PullToActionVisualizerContext) {}
      func actionCompleted(_ context: inout PullToActionVisualizerContext) {}
      func statusViewFrame(
        revealed: Rect, preferredHeight: Double, edge: PullToActionMachine.Edge
      ) -> Rect { revealed.insetBy(dx: 10, dy: 0) }
    }
    var driver = ControlDriver<PullToActionMachine>(visualizer: Manual())
    driver.drag(by: travel(for: 150))
    driver.lift()
    driver.settle()
    #expect(driver.machine.state == .triggered)
    #expect(driver.machine.pulledAmount == 0)
    driver.call { $0.executeAction(at: $1) }
    #expect(driver.machine.state == .executing)
    driver.call { $0.actionCompleted(at: $1) }
    driver.settle()
    #expect(driver.machine.state == .retracting)
    driver.call { $0.resetToIdle(at: $1) }
    #expect(driver.machine.state == .idle)
    #expect(driver.machine.renderModel.statusFrame.minX == 10)
  }

  @Test func aVisualizerCanExecuteAfterItsOwnAnimation() {
    struct Delayed: PullToActionVisualizer {
      func triggeredAction(_ context: inout PullToActionVisualizerContext) {
        context.hold(height: 80)
        context.executeAction(when: .after(0.75))
      }
      func statusViewFrame(
        revealed: Rect, preferredHeight: Double, edge: PullToActionMachine.Edge
      ) -> Rect { revealed }
    }
    var driver = ControlDriver<PullToActionMachine>(visualizer: Delayed())
    driver.drag(by: travel(for: 150))
    driver.lift()
    driver.wait(0.7)
    #expect(driver.machine.state == .triggered)
    driver.wait(0.1)
    #expect(driver.machine.state == .executing)
    driver.settle(limit: 1)
    #expect(isClose(driver.machine.pulledAmount, 80, within: 0.01))
  }

  @Test func anExecuteAskedForBeforeTheTriggerDoesNotExecuteIt() {
    // A request belongs to the state it was made in: one made while pulling has no trigger to
    // move on, so the committed pull waits for the host's own call.
    struct Early: PullToActionVisualizer {
      func triggeredAction(_ context: inout PullToActionVisualizerContext) {}
      func stateChanged(
        from old: PullToActionMachine.State, to new: PullToActionMachine.State,
        _ context: inout PullToActionVisualizerContext
      ) {
        if new == .pulling { context.executeAction(when: .after(1)) }
      }
      func statusViewFrame(
        revealed: Rect, preferredHeight: Double, edge: PullToActionMachine.Edge
      ) -> Rect { revealed }
    }
    var driver = ControlDriver<PullToActionMachine>(visualizer: Early())
    driver.drag(by: travel(for: 150))
    driver.lift()
    #expect(driver.machine.state == .triggered)
    driver.wait(2)
    #expect(driver.machine.state == .triggered)
    #expect(driver.count(of: .triggeredAction) == 0)
    driver.call { $0.executeAction(at: $1) }
    #expect(driver.machine.state == .executing)
  }

  @Test func aResetAskedForWhileExecutingDoesNotCutTheOutcomeShort() {
    // Asked for before the action completed, a reset has no retraction to end: the outcome stays
    // on show until the visualizer (here the host) resets.
    struct Eager: PullToActionVisualizer {
      func triggeredAction(_ context: inout PullToActionVisualizerContext) {}
      func actionCompleted(_ context: inout PullToActionVisualizerContext) {}
      func stateChanged(
        from old: PullToActionMachine.State, to new: PullToActionMachine.State,
        _ context: inout PullToActionVisualizerContext
      ) {
        if new == .executing { context.resetToIdle(when: .holdReached) }
      }
      func statusViewFrame(
        revealed: Rect, preferredHeight: Double, edge: PullToActionMachine.Edge
      ) -> Rect { revealed }
    }
    var driver = ControlDriver<PullToActionMachine>(visualizer: Eager())
    driver.call { $0.trigger(at: $1) }
    driver.call { $0.executeAction(at: $1) }
    #expect(driver.machine.state == .executing)
    driver.waitUntilCompletable()
    driver.call { $0.actionCompleted(.success, at: $1) }
    driver.wait(1)
    #expect(driver.machine.state == .retracting)
    #expect(driver.machine.outcome == .success)
    driver.call { $0.resetToIdle(at: $1) }
    #expect(driver.machine.state == .idle)
    #expect(driver.machine.outcome == nil)
  }

  @Test func theBottomVisualizerKeepsAFixedStatusViewAgainstTheContent() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.drag(by: travel(for: 120))
    let model = driver.machine.renderModel
    #expect(isClose(Double(model.revealedFrame.height), 120, within: 1e-6))
    #expect(model.statusFrame.height == 50)
    #expect(isClose(Double(model.statusFrame.maxY), 120, within: 1e-6))
    #expect(isClose(Double(model.contentFrame.minY), 120, within: 1e-6))
  }

  @Test func theStretchVisualizerFillsTheRevealedArea() {
    var driver = ControlDriver<PullToActionMachine>(visualizer: .stretch)
    driver.drag(by: travel(for: 120))
    let model = driver.machine.renderModel
    #expect(model.statusFrame == model.revealedFrame)
  }

  @Test func theBottomEdgeLoadsMore() {
    var driver = ControlDriver<PullToActionMachine> { $0 = .init(edge: .bottom) }
    driver.scroll(5000, .wheel)
    #expect(driver.machine.scroll.offset == 1520)
    driver.drag(from: 400, by: -travel(for: 150))
    #expect(driver.machine.state == .triggered)
    #expect(driver.machine.renderModel.text == "Release to load more")
    let model = driver.machine.renderModel
    #expect(isClose(Double(model.revealedFrame.maxY), 480, within: 1e-6))
    #expect(isClose(Double(model.statusFrame.minY), Double(model.revealedFrame.minY), within: 1e-6))
    driver.lift()
    driver.wait(1)
    #expect(driver.machine.state == .executing)
    #expect(isClose(driver.machine.scroll.offset, 1570, within: 0.01))
    // The app appends rows; the content grows under the status view.
    driver.call {
      $0.resize(viewportSize: Size(width: 360, height: 480), contentHeight: 2600, at: $1)
    }
    driver.call { $0.actionCompleted(.success, at: $1) }
    driver.settle()
    #expect(driver.machine.state == .idle)
    #expect(driver.machine.pulledAmount == 0)
    #expect(isClose(driver.machine.scroll.offset, 1570, within: 0.01))
  }

  @Test func theTopEdgeIgnoresPullsAtTheBottom() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.scroll(5000, .wheel)
    driver.drag(from: 400, by: -300)
    #expect(driver.machine.scroll.overscrollAtEnd > 0)
    #expect(driver.machine.state == .idle)
  }

  @Test func theArrowTurnsPastTheThresholdAndBack() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.drag(by: travel(for: 150))
    #expect(driver.machine.arrowAngle < .pi)
    driver.wait(0.25)
    #expect(driver.machine.arrowAngle == .pi)
    driver.moveFinger(to: travel(for: 50))
    driver.wait(0.25)
    #expect(driver.machine.arrowAngle == 0)

    var still = ControlDriver<PullToActionMachine> { $0.reducesMotion = true }
    still.drag(by: travel(for: 150))
    #expect(still.machine.arrowAngle == .pi)
    still.lift()
    still.wait(1)
    #expect(still.machine.renderModel.spinnerAngle == 0)
    #expect(still.machine.renderModel.icon == .spinner)
  }

  @Test func theStatusTextFollowsTheStates() {
    var driver = ControlDriver<PullToActionMachine>()
    #expect(driver.machine.renderModel.text == nil)
    #expect(driver.machine.renderModel.icon == .none)
    driver.drag(by: travel(for: 60))
    #expect(driver.machine.renderModel.text == "Pull to update")
    #expect(isClose(driver.machine.renderModel.progress, 0.6, within: 1e-6))
    driver.moveFinger(to: travel(for: 150))
    #expect(driver.machine.renderModel.text == "Release to update")
    driver.lift()
    driver.wait(1)
    #expect(driver.machine.renderModel.text == "Loading…")
    #expect(driver.machine.renderModel.icon == .spinner)
  }

  @Test func aMomentumOvershootPastTheTopDoesNotPull() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.scroll(200, .wheel)
    // A quick flick towards the top: the content coasts past the edge and bounces.
    driver.pointer(.down, 100)
    for step in 1...6 {
      driver.wait(1.0 / 120)
      driver.pointer(.move, 100 + Double(step) * 30)
    }
    driver.pointer(.up, 280)
    driver.settle()
    #expect(driver.count(of: .triggeredAction) == 0)
    #expect(driver.machine.scroll.offset == 0)
  }

  @Test func stateChangesComeInTheOriginalsOrder() {
    var driver = ControlDriver<PullToActionMachine>()
    driver.drag(by: travel(for: 150))
    driver.lift()
    driver.waitUntilCompletable()
    driver.call { $0.actionCompleted(at: $1) }
    driver.settle()
    var previous = PullToActionMachine.State.idle
    for case .stateChanged(let from, let to) in driver.outputs {
      #expect(from == previous)
      previous = to
    }
    #expect(
      PullToActionMachine.State.allCases.sorted() == [
        .idle, .pulling, .triggered, .executing, .retracting,
      ])
  }

  @Test func theConfigurationReportsItsProblems() {
    var configuration = PullToActionMachine.Configuration()
    #expect(configuration.problems().isEmpty)
    configuration.pullThreshold = 0
    configuration.executingHeight = .nan
    configuration.minimumExecutingDuration = -1
    let problems = configuration.problems()
    #expect(
      problems.map(\.option) == ["pullThreshold", "executingHeight", "minimumExecutingDuration"])
    #expect(problems[0].message == "must be positive")
  }
}

@Test func assistiveTechnologiesHearWhatThePullDoesAndHowToRunIt() {
  var machine = PullToActionMachine(
    viewportSize: Size(width: 320, height: 480), contentHeight: 900)
  #expect(machine.accessibilityLabel == "Pull to refresh")
  #expect(
    machine.accessibilityDescription(action: "Refresh", keys: "press F5 or Ctrl+R")
      == "Pull down, or press F5 or Ctrl+R, to refresh")
  #expect(machine.accessibilityDescription(action: "Refresh", keys: nil) == "Pull down to refresh")
  var configuration = machine.configuration
  configuration.edge = .bottom
  _ = machine.reconfigure(configuration, at: 0)
  #expect(machine.accessibilityLabel == "Pull to load more")
}
