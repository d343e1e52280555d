import Foundation
import Kinetic
import Testing

/// A small Kinetic spec: three pages, one image that pops in on each.
private func carousel(
  _ extra: String = "",
  configure: (inout OnboardingCarouselMachine.Configuration) -> Void = { _ in }
) throws -> OnboardingCarouselMachine {
  let json = """
    {"version": 2, "baseImageURL": "", "pages": 3, "showSkip": true, "showPageControl": true,
     "pageTexts": {"0": "Welcome", "1": "Swipe", "2": "Done"}, \(extra)
     "images": [{"key": "dot", "imageName": "dot.png", "relativePosition": [0.5, 0.4]}],
     "elements": [{"views": ["dot"], "startScale": 0, "item": [0, 1, 2]}]}
    """
  let (spec, _) = try OnboardingCarouselSpec.decode(Array(json.utf8))
  let scene = OnboardingCarouselScene(
    spec: spec, size: Size(width: 300, height: 500),
    imageSizes: ["dot.png": Size(width: 40, height: 40)])
  var configuration = OnboardingCarouselMachine.Configuration()
  configure(&configuration)
  return OnboardingCarouselMachine(scene: scene, configuration: configuration)
}

extension ControlDriver where Machine == OnboardingCarouselMachine {
  /// A finger that goes down in the middle at `time`, moves by `dx` in twelve steps of 1/60 s,
  /// and lifts where it is.
  fileprivate mutating func swipe(by dx: Double, at time: TimeInterval) {
    pointer(.down, 150, 250, at: time)
    var now = time
    for step in 1...12 {
      now += 1.0 / 60
      pointer(.move, 150 + dx * Double(step) / 12, 250, at: now)
    }
    pointer(.up, 150 + dx, 250, at: now)
  }
}

struct OnboardingCarouselTests {
  @Test func aSwipePastHalfwayTurnsOnePage() throws {
    var driver = ControlDriver(try carousel())
    driver.swipe(by: -200, at: 0)
    driver.run(until: 2)
    #expect(driver.machine.page == 1)
    #expect(driver.outputs.contains(.pageShown(1)))
    #expect(driver.outputs.contains(.announce("Page 2 of 3. Swipe")))
    #expect(driver.machine.scene.offset == 300)
  }

  @Test func aShortSlowDragSpringsBack() throws {
    var driver = ControlDriver(try carousel())
    driver.pointer(.down, 150, 250, at: 0)
    for step in 1...10 {
      driver.pointer(.move, 150 - Double(step) * 5, 250, at: Double(step) * 0.05)
    }
    driver.pointer(.up, 100, 250, at: 0.7)
    driver.run(until: 2.7)
    #expect(driver.machine.page == 0)
    #expect(driver.machine.scene.offset == 0)
    #expect(!driver.outputs.contains(.pageShown(1)))
  }

  @Test func theKeysPageAndEscapeSkips() throws {
    var driver = ControlDriver(try carousel())
    driver.key(.right, at: 0.1)
    driver.run(until: 1.5)
    #expect(driver.machine.page == 1)
    driver.key(.end, at: 1.6)
    driver.run(until: 3)
    #expect(driver.machine.page == 2)
    driver.key(.escape, at: 3.1)
    #expect(driver.outputs.last == .closed(page: 2, skipped: true))
    #expect(driver.machine.isClosed)
  }

  @Test func rightToLeftMirrorsTheKeysAndTheDrag() throws {
    var driver = ControlDriver(try carousel(#""rightToLeft": true,"#))
    driver.key(.left, at: 0.1)
    driver.run(until: 1.5)
    #expect(driver.machine.page == 1)
    driver.swipe(by: 200, at: 1.6)
    driver.run(until: 3.5)
    #expect(driver.machine.page == 2)
  }

  @Test func nextTurnsThenDoneCloses() throws {
    var driver = ControlDriver(try carousel())
    driver.call({ $0.next(at: $1) }, at: 0.1)
    driver.run(until: 1.5)
    driver.call({ $0.next(at: $1) }, at: 1.6)
    driver.run(until: 3)
    driver.call({ $0.next(at: $1) }, at: 3.1)
    #expect(driver.outputs.last == .closed(page: 2, skipped: false))
    let reopened = driver.machine.goTo(page: 0, at: 3.2)
    #expect(!reopened)
  }

  @Test func nextBeforeThePageSettledTurnsOneFurther() throws {
    var driver = ControlDriver(try carousel())
    driver.call({ $0.next(at: $1) }, at: 0.1)
    driver.run(until: 0.15)
    #expect(driver.machine.targetPage == 1)
    driver.call({ $0.next(at: $1) }, at: 0.15)
    driver.run(until: 2)
    #expect(driver.machine.page == 2)
    #expect(driver.outputs.contains(.pageShown(2)))
  }

  @Test func aJumpReportsTheNewPageByTheNextTick() throws {
    var machine = try carousel()
    _ = machine.tick(at: 0)
    let jumped = machine.jump(toPage: 2, at: 0.1)
    #expect(jumped)
    #expect(machine.needsTicks)
    #expect(machine.tick(at: 0.1).contains(.pageShown(2)))
    _ = machine.jump(toPage: 2, at: 0.2)
    #expect(!machine.tick(at: 0.2).contains(.pageShown(2)), "the same page is not shown again")
  }

  @Test func aPageTurnedAtOnceUnderReducedMotionIsReportedByTheNextTick() throws {
    var machine = try carousel { $0.reducesMotion = true }
    let exists = machine.goTo(page: 2, at: 0.1)
    #expect(exists)
    #expect(machine.needsTicks)
    let outputs = machine.tick(at: 0.1)
    #expect(outputs.contains(.pageShown(2)))
    #expect(!machine.tick(at: 0.2).contains(.pageShown(2)))
  }

  @Test func goToRefusesPagesThatDoNotExist() throws {
    var machine = try carousel()
    let past = machine.goTo(page: 3, at: 0.1)
    let before = machine.goTo(page: -1, at: 0.1)
    let last = machine.goTo(page: 2, at: 0.1)
    #expect(!past && !before && last)
  }

  @Test func autoAdvanceTurnsPagesAndPausesWhileTheUserInteracts() throws {
    var driver = ControlDriver(try carousel(#""autoAdvance": 2,"#))
    driver.run(until: 3.6)
    #expect(driver.machine.page == 1)
    // A key press holds the timer off for the resume delay (4 s).
    driver.key(.left, at: 3.7)
    driver.run(until: 7.6)
    #expect(driver.machine.page == 0)
    driver.run(until: 9.5)
    #expect(driver.machine.page == 1)
  }

  @Test func changingAutoAdvanceKeepsAFingersDragAndTimesTheNextTurnAnew() throws {
    var driver = ControlDriver(try carousel(#""autoAdvance": 2,"#))
    driver.pointer(.down, 150, 250, at: 0.5)
    for step in 1...6 {
      driver.pointer(.move, 150 - Double(step) * 20, 250, at: 0.5 + Double(step) / 60)
    }
    let held = driver.machine.scene.offset
    var configuration = driver.machine.configuration
    configuration.autoAdvance = 6
    configuration.autoAdvanceResumeDelay = 1
    let applied = driver.machine.reconfigure(configuration, at: driver.time)
    #expect(applied)
    // The drag goes on from where the finger holds the pages, and turns the page.
    #expect(driver.machine.isDragging)
    #expect(driver.machine.scene.offset == held)
    for step in 7...12 {
      driver.pointer(.move, 150 - Double(step) * 20, 250, at: 0.5 + Double(step) / 60)
    }
    driver.pointer(.up, 150 - 240, 250, at: 0.7)
    driver.run(until: 2)
    #expect(driver.machine.page == 1)
    // The old two seconds no longer turn it; six from the change do.
    driver.run(until: 6)
    #expect(driver.machine.page == 1)
    driver.run(until: 8)
    #expect(driver.machine.page == 2)
  }

  @Test func reducedMotionTurnedOnKeepsAFingersDragAndStillsTheDecoration() throws {
    var driver = ControlDriver(try carousel(#""floatingImages": ["dot"],"#))
    #expect(driver.machine.scene.isFloating)
    driver.pointer(.down, 150, 250, at: 0.5)
    for step in 1...6 {
      driver.pointer(.move, 150 - Double(step) * 20, 250, at: 0.5 + Double(step) / 60)
    }
    let held = driver.machine.scene.offset
    var configuration = driver.machine.configuration
    configuration.reducesMotion = true
    // The system's reduced motion (GTK's gtk-enable-animations) switched on under the finger.
    let applied = driver.machine.reconfigure(configuration, at: driver.time)
    #expect(applied)
    #expect(driver.machine.isDragging)
    #expect(driver.machine.scene.offset == held)
    let still = !driver.machine.scene.isFloating
    #expect(still)
    for step in 7...12 {
      driver.pointer(.move, 150 - Double(step) * 20, 250, at: 0.5 + Double(step) / 60)
    }
    #expect(driver.machine.scene.offset > held)
    driver.pointer(.up, 150 - 240, 250, at: 0.7)
    driver.settle()
    #expect(driver.machine.page == 1)
  }

  @Test func autoAdvanceTurnedOnAtRestWaitsItsIntervalFromThen() throws {
    var driver = ControlDriver(try carousel())
    // The last input; at rest nothing tells the machine the time after it.
    driver.key(.right, at: 0.5)
    var configuration = driver.machine.configuration
    configuration.autoAdvance = 2
    configuration.autoAdvanceResumeDelay = 1
    let applied = driver.machine.reconfigure(configuration, at: 4)
    #expect(applied)
    driver.run(until: 5.9)
    #expect(driver.machine.page == 1)
    driver.run(until: 7.5)
    #expect(driver.machine.page == 2)
  }

  @Test func aTurnThatFellDueWhileAFingerHeldThePagesWaitsAfterTheRelease() throws {
    var driver = ControlDriver(
      try carousel(#""autoAdvance": 0.5,"#) { $0.autoAdvanceResumeDelay = 1 })
    driver.pointer(.down, 150, 250, at: 0.1)
    for step in 1...6 {
      driver.pointer(.move, 150 - Double(step) * 15, 250, at: 0.1 + Double(step) / 60)
    }
    // The finger holds still, well past the interval and the resume delay, then goes on.
    driver.run(until: 1.8)
    for step in 7...12 {
      driver.pointer(.move, 150 - Double(step) * 15, 250, at: 1.8 + Double(step - 6) / 60)
    }
    driver.pointer(.up, 150 - 180, 250, at: 1.9)
    driver.run(until: 2.7)
    #expect(driver.machine.page == 1)
    #expect(driver.outputs.contains(.pageShown(1)))
    #expect(!driver.outputs.contains(.pageShown(2)))
  }

  @Test(arguments: [true, false])
  func closedWhileThePagesMoveTheyRestOnTheNearestPageSaidBeforeClosed(held: Bool) throws {
    var driver = ControlDriver(try carousel())
    // Two thirds of the way to the second page, held or released towards it.
    driver.pointer(.down, 250, 250, at: 0.1)
    for step in 1...6 {
      driver.pointer(.move, 250 - Double(step) * 34, 250, at: 0.1 + Double(step) / 60)
    }
    if !held { driver.pointer(.up, 46, 250, at: 0.25) }
    // Escape: Skip, under the finger or while the pages settle.
    driver.key(.escape, at: 0.3)
    #expect(driver.machine.isClosed)
    #expect(!driver.machine.isDragging)
    if held { driver.pointer(.up, 46, 250, at: 0.4) }
    driver.run(until: 2)
    #expect(!driver.machine.needsTicks)
    // Two thirds of the way: closed on the second page, which is said first; nothing after.
    #expect(driver.machine.scene.offset == 300)
    let closed = try #require(driver.outputs.firstIndex(of: .closed(page: 1, skipped: true)))
    let shown = try #require(driver.outputs.firstIndex(of: .pageShown(1)))
    #expect(shown < closed)
    #expect(driver.outputs.filter { $0 == .pageShown(1) }.count == 1)
  }

  @Test func aSwipeTheSystemCancelsGoesBackToItsPage() throws {
    var driver = ControlDriver(try carousel())
    driver.pointer(.down, 250, 250, at: 0.1)
    for step in 1...6 {
      driver.pointer(.move, 250 - Double(step) * 34, 250, at: 0.1 + Double(step) / 60)
    }
    // Two thirds of the way, then the window is hidden: the swipe did not happen.
    driver.pointer(.cancel, 46, 250, at: 0.3)
    driver.run(until: 2)
    #expect(driver.machine.scene.offset == 0)
    #expect(driver.machine.page == 0)
    #expect(!driver.outputs.contains(.pageShown(1)))
    // A release there turns the page.
    driver.pointer(.down, 250, 250, at: 2.1)
    for step in 1...6 {
      driver.pointer(.move, 250 - Double(step) * 34, 250, at: 2.1 + Double(step) / 60)
    }
    driver.pointer(.up, 46, 250, at: 2.3)
    driver.run(until: 4)
    #expect(driver.machine.page == 1)
  }

  @Test func aNewDirectionNeedsANewMachine() throws {
    var machine = try carousel(#""autoAdvance": 2,"#)
    let before = machine.configuration
    var turned = machine.configuration
    turned.autoAdvance = 9
    turned.isRightToLeft = true
    let refused = !machine.reconfigure(turned, at: 0)
    #expect(refused)
    #expect(machine.configuration == before)
    // Left unset, the interval is the spec's, as a new machine takes it.
    var configuration = machine.configuration
    configuration.autoAdvance = nil
    let applied = machine.reconfigure(configuration, at: 0)
    #expect(applied)
    #expect(machine.configuration.autoAdvance == 2)
  }

  @Test(arguments: [0.5, 0.55, 0.6, 1])
  func everyAcceptedAutoAdvanceIntervalSettlesEachPageBeforeTheNextTurn(interval: Double) throws {
    var driver = ControlDriver(try carousel(#""autoAdvance": \#(interval),"#))
    var shown: [Int] = []
    var announced = 0
    while driver.time < 15 {
      let before = driver.log.count
      driver.wait(VirtualClock.frame)
      for (_, output) in driver.log[before...] {
        switch output {
        case .pageShown(let page):
          shown.append(page)
          // The page really rests: no view of a neighbour is half scrolled in.
          let scene = driver.machine.scene
          #expect(scene.offset == Double(page) * scene.pageWidth)
        case .announce: announced += 1
        case .closed: break
        }
      }
    }
    // Fifteen seconds of turns, each a spring of under a second then `interval` at rest, and each
    // page the one after the last (the last loops to the first).
    #expect(shown.count >= 7, "\(interval) s: \(shown)")
    #expect(announced == shown.count)
    for (before, after) in zip([0] + shown, shown) {
      #expect(after == (before + 1) % 3, "\(interval) s: \(shown)")
    }
  }

  @Test func aTapOnSkipCloses() throws {
    var machine = try carousel()
    // Skip sits at (W − 59, H − 25).
    _ = machine.handle(
      .pointer(PointerEvent(phase: .down, location: Point(x: 241, y: 475), time: 0.1)))
    let outputs = machine.handle(
      .pointer(PointerEvent(phase: .up, location: Point(x: 241, y: 475), time: 0.15)))
    #expect(outputs.contains(.closed(page: 0, skipped: true)))
  }

  @Test func theItemPopsInWithASpringOnEachPage() throws {
    var driver = ControlDriver(try carousel())
    let dot = try #require(driver.machine.scene.views.firstIndex { $0.key == "dot" })
    // At first the pop-in runs from scale 0.
    let early = driver.machine.scene.presentation(of: dot).transform
    #expect(early.a < 1)
    driver.run(until: 1)
    #expect(driver.machine.scene.presentation(of: dot).transform.a == 1)
    #expect(!driver.machine.needsTicks)
  }
}

struct OnboardingCarouselRightToLeftTests {
  @Test func skipSitsAtTheTrailingBottomCorner() throws {
    func skip(rightToLeft: Bool) throws -> Rect {
      let json = """
        {"version": 2, "rightToLeft": \(rightToLeft), "baseImageURL": "", "pages": 3,
         "showSkip": true}
        """
      let (spec, _) = try OnboardingCarouselSpec.decode(Array(json.utf8))
      let scene = OnboardingCarouselScene(spec: spec, size: Size(width: 300, height: 500))
      return try #require(scene.frame(of: "skip"))
    }
    // SlidingCarousel's place, a 100 × 20 frame centred at (W − 59, H − 25), mirrored.
    #expect(try skip(rightToLeft: false).midX == 300 - 59)
    #expect(try skip(rightToLeft: true).midX == 59)
    #expect(try skip(rightToLeft: true).midY == 500 - 25)
  }

  @Test func laterPagesSitToTheLeftAndTheTextsFollowTheFingerRightwards() throws {
    let json = """
      {"version": 2, "rightToLeft": true, "baseImageURL": "", "pages": 3, "showPageControl": true,
       "pageTexts": {"0": "One", "1": "Two", "2": "Three"}}
      """
    let (spec, _) = try OnboardingCarouselSpec.decode(Array(json.utf8))
    var scene = OnboardingCarouselScene(spec: spec, size: Size(width: 300, height: 500))
    scene.drag(toOffset: 0)
    #expect(isClose(Double(scene.frame(of: "pageText.1")?.midX ?? 0), -150, within: 1e-6))
    scene.drag(toOffset: 300)
    #expect(isClose(Double(scene.frame(of: "pageText.1")?.midX ?? 0), 150, within: 1e-6))
    #expect(isClose(Double(scene.frame(of: "pageText.0")?.midX ?? 0), 450, within: 1e-6))
  }
}

struct OnboardingCarouselReducedMotionTests {
  @Test func pagesChangeAtOnceAndTheBackgroundStaysStill() throws {
    let json = """
      {"version": 2, "baseImageURL": "", "pages": 3, "parallaxBackground": ["sky"],
       "floatingImages": ["sky"],
       "images": [{"key": "sky", "imageName": "sky.png", "relativePosition": [0.5, 0.5]}]}
      """
    let (spec, _) = try OnboardingCarouselSpec.decode(Array(json.utf8))
    let scene = OnboardingCarouselScene(
      spec: spec, size: Size(width: 300, height: 500),
      imageSizes: ["sky.png": Size(width: 600, height: 100)])
    var configuration = OnboardingCarouselMachine.Configuration()
    configuration.reducesMotion = true
    var machine = OnboardingCarouselMachine(scene: scene, configuration: configuration)
    let outputs = machine.handle(.key(KeyEvent(key: .right, time: 0.1)))
    #expect(outputs.contains(.pageShown(1)))
    #expect(machine.scene.offset == 300)
    #expect(!machine.scene.isFloating)
    let sky = try #require(machine.scene.views.firstIndex { $0.key == "sky" })
    #expect(machine.scene.views[sky].transform.tx == -80)
    // The new page fades in instead of sliding.
    #expect(machine.pageOpacity == 0)
    _ = machine.tick(at: 0.225)
    #expect(isClose(machine.pageOpacity, 0.5, within: 1e-9))
    _ = machine.tick(at: 0.4)
    #expect(machine.pageOpacity == 1)
  }
}

/// Kinetic's own onboarding demo (Sources/KineticPlay/Demos/onboarding), every image 40 × 40.
private func demoCarousel() throws -> OnboardingCarouselMachine {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "Sources/KineticPlay/Demos/onboarding/onboarding.json")
  let (spec, _) = try OnboardingCarouselSpec.decode([UInt8](try Data(contentsOf: url)))
  var sizes: [String: Size] = [:]
  for image in spec.images { sizes[image.imageName] = Size(width: 40, height: 40) }
  let scene = OnboardingCarouselScene(
    spec: spec, size: Size(width: 320, height: 568), imageSizes: sizes)
  return OnboardingCarouselMachine(scene: scene, configuration: .init())
}

struct OnboardingCarouselJumpTests {
  /// The demo turned to its fourth page by `next()`, every animation run out.
  private func onFourthPage() throws -> ControlDriver<OnboardingCarouselMachine> {
    var driver = ControlDriver(try demoCarousel())
    driver.run(until: 2)
    for step in 0..<3 {
      _ = driver.machine.next(at: 2 + Double(step) * 2)
      driver.run(until: 4 + Double(step) * 2)
    }
    return driver
  }

  /// Whether two scenes draw the same views, in the same order, at the same places.
  private func expectSameDrawing(
    _ scene: OnboardingCarouselScene, _ other: OnboardingCarouselScene
  ) {
    #expect(scene.offset == other.offset)
    let drawn = scene.drawables
    let expected = other.drawables
    #expect(drawn.map(\.index) == expected.map(\.index))
    for (mine, theirs) in zip(drawn, expected) {
      #expect(abs(mine.alpha - theirs.alpha) < 1e-6, "view \(mine.index)'s opacity")
      #expect(abs(mine.transform.tx - theirs.transform.tx) < 1e-6, "view \(mine.index)'s x")
      #expect(abs(mine.transform.ty - theirs.transform.ty) < 1e-6, "view \(mine.index)'s y")
      #expect(abs(mine.transform.a - theirs.transform.a) < 1e-6, "view \(mine.index)'s scale")
    }
  }

  @Test(arguments: [0, 1, 2])
  func jumpingBackSeveralPagesDrawsWhatScrollingBackDraws(page: Int) throws {
    var jumped = try onFourthPage()
    #expect(jumped.machine.page == 3)
    jumped.machine.jump(toPage: page, at: 9)
    jumped.run(until: 12)
    var scrolled = try onFourthPage()
    scrolled.machine.goTo(page: page, at: 9)
    scrolled.run(until: 12)
    #expect(jumped.machine.page == page)
    #expect(scrolled.machine.page == page)
    expectSameDrawing(jumped.machine.scene, scrolled.machine.scene)
  }

  @Test func jumpingForwardDrawsWhatTurningPageByPageDraws() throws {
    var jumped = ControlDriver(try demoCarousel())
    jumped.run(until: 2)
    jumped.machine.jump(toPage: 3, at: 2)
    jumped.run(until: 8)
    let turned = try onFourthPage()
    #expect(jumped.machine.page == 3)
    expectSameDrawing(jumped.machine.scene, turned.machine.scene)
  }
}
