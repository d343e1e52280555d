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
    spec: spec, size: CGSize(width: 300, height: 500),
    imageSizes: ["dot.png": CGSize(width: 40, height: 40)])
  var configuration = OnboardingCarouselMachine.Configuration()
  configure(&configuration)
  return OnboardingCarouselMachine(scene: scene, configuration: configuration)
}

/// Runs `machine` to `end` at 120 frames a second, collecting its outputs.
private func run(
  _ machine: inout OnboardingCarouselMachine, from start: Double, to end: Double,
  into outputs: inout [OnboardingCarouselMachine.Output]
) {
  var time = start
  while time < end {
    time += 1.0 / 120
    outputs.append(contentsOf: machine.tick(at: time))
  }
}

private func swipe(
  _ machine: inout OnboardingCarouselMachine, by dx: CGFloat, from start: Double,
  into outputs: inout [OnboardingCarouselMachine.Output]
) {
  var time = start
  outputs.append(
    contentsOf: machine.handle(
      .pointer(PointerEvent(phase: .down, location: CGPoint(x: 150, y: 250), time: time))))
  for step in 1...12 {
    time += 1.0 / 60
    let x = 150 + dx * CGFloat(step) / 12
    outputs.append(
      contentsOf: machine.handle(
        .pointer(PointerEvent(phase: .move, location: CGPoint(x: x, y: 250), time: time))))
  }
  outputs.append(
    contentsOf: machine.handle(
      .pointer(PointerEvent(phase: .up, location: CGPoint(x: 150 + dx, y: 250), time: time))))
}

struct OnboardingCarouselTests {
  @Test func aSwipePastHalfwayTurnsOnePage() throws {
    var machine = try carousel()
    var outputs: [OnboardingCarouselMachine.Output] = []
    swipe(&machine, by: -200, from: 0, into: &outputs)
    run(&machine, from: 0.2, to: 2, into: &outputs)
    #expect(machine.page == 1)
    #expect(outputs.contains(.pageShown(1)))
    #expect(outputs.contains(.announce("Page 2 of 3. Swipe")))
    #expect(machine.scene.offset == 300)
  }

  @Test func aShortSlowDragSpringsBack() throws {
    var machine = try carousel()
    var outputs: [OnboardingCarouselMachine.Output] = []
    var time = 0.0
    _ = machine.handle(
      .pointer(PointerEvent(phase: .down, location: CGPoint(x: 150, y: 250), time: time)))
    for step in 1...10 {
      time += 0.05
      _ = machine.handle(
        .pointer(
          PointerEvent(
            phase: .move, location: CGPoint(x: 150 - CGFloat(step) * 5, y: 250), time: time)))
    }
    time += 0.2
    _ = machine.handle(
      .pointer(PointerEvent(phase: .up, location: CGPoint(x: 100, y: 250), time: time)))
    run(&machine, from: time, to: time + 2, into: &outputs)
    #expect(machine.page == 0)
    #expect(machine.scene.offset == 0)
    #expect(!outputs.contains(.pageShown(1)))
  }

  @Test func theKeysPageAndEscapeSkips() throws {
    var machine = try carousel()
    var outputs: [OnboardingCarouselMachine.Output] = []
    outputs += machine.handle(.key(KeyEvent(key: .right, time: 0.1)))
    run(&machine, from: 0.1, to: 1.5, into: &outputs)
    #expect(machine.page == 1)
    outputs += machine.handle(.key(KeyEvent(key: .end, time: 1.6)))
    run(&machine, from: 1.6, to: 3, into: &outputs)
    #expect(machine.page == 2)
    outputs += machine.handle(.key(KeyEvent(key: .escape, time: 3.1)))
    #expect(outputs.last == .closed(page: 2, skipped: true))
    #expect(machine.isClosed)
  }

  @Test func rightToLeftMirrorsTheKeysAndTheDrag() throws {
    var machine = try carousel(#""rightToLeft": true,"#)
    var outputs: [OnboardingCarouselMachine.Output] = []
    outputs += machine.handle(.key(KeyEvent(key: .left, time: 0.1)))
    run(&machine, from: 0.1, to: 1.5, into: &outputs)
    #expect(machine.page == 1)
    swipe(&machine, by: 200, from: 1.6, into: &outputs)
    run(&machine, from: 1.8, to: 3.5, into: &outputs)
    #expect(machine.page == 2)
  }

  @Test func nextTurnsThenDoneCloses() throws {
    var machine = try carousel()
    var outputs: [OnboardingCarouselMachine.Output] = []
    outputs += machine.next(at: 0.1)
    run(&machine, from: 0.1, to: 1.5, into: &outputs)
    outputs += machine.next(at: 1.6)
    run(&machine, from: 1.6, to: 3, into: &outputs)
    outputs += machine.next(at: 3.1)
    #expect(outputs.last == .closed(page: 2, skipped: false))
    let reopened = machine.goTo(page: 0, at: 3.2)
    #expect(!reopened)
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
    var machine = try carousel(#""autoAdvance": 2,"#)
    var outputs: [OnboardingCarouselMachine.Output] = []
    run(&machine, from: 0, to: 3.6, into: &outputs)
    #expect(machine.page == 1)
    // A key press holds the timer off for the resume delay (4 s).
    outputs += machine.handle(.key(KeyEvent(key: .left, time: 3.7)))
    run(&machine, from: 3.7, to: 7.6, into: &outputs)
    #expect(machine.page == 0)
    run(&machine, from: 7.6, to: 9.5, into: &outputs)
    #expect(machine.page == 1)
  }

  @Test(arguments: [0.5, 0.55, 0.6, 1])
  func everyAcceptedAutoAdvanceIntervalSettlesEachPageBeforeTheNextTurn(interval: Double) throws {
    var machine = try carousel(#""autoAdvance": \#(interval),"#)
    var shown: [Int] = []
    var announced = 0
    var time = 0.0
    while time < 15 {
      time += 1.0 / 120
      for output in machine.tick(at: time) {
        switch output {
        case .pageShown(let page):
          shown.append(page)
          // The page really rests: no view of a neighbour is half scrolled in.
          #expect(machine.scene.offset == Double(page) * machine.scene.pageWidth)
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
      .pointer(PointerEvent(phase: .down, location: CGPoint(x: 241, y: 475), time: 0.1)))
    let outputs = machine.handle(
      .pointer(PointerEvent(phase: .up, location: CGPoint(x: 241, y: 475), time: 0.15)))
    #expect(outputs.contains(.closed(page: 0, skipped: true)))
  }

  @Test func theItemPopsInWithASpringOnEachPage() throws {
    var machine = try carousel()
    let dot = try #require(machine.scene.views.firstIndex { $0.key == "dot" })
    var outputs: [OnboardingCarouselMachine.Output] = []
    // At first the pop-in runs from scale 0.
    let early = machine.scene.presentation(of: dot).transform
    #expect(early.a < 1)
    run(&machine, from: 0, to: 1, into: &outputs)
    #expect(machine.scene.presentation(of: dot).transform.a == 1)
    #expect(!machine.needsTicks)
  }
}

extension Array {
  fileprivate static func += (lhs: inout [Element], rhs: Outputs<Element>) where Element: Sendable {
    lhs.append(contentsOf: rhs)
  }
}

struct OnboardingCarouselRightToLeftTests {
  @Test func skipSitsAtTheTrailingBottomCorner() throws {
    func skip(rightToLeft: Bool) throws -> CGRect {
      let json = """
        {"version": 2, "rightToLeft": \(rightToLeft), "baseImageURL": "", "pages": 3,
         "showSkip": true}
        """
      let (spec, _) = try OnboardingCarouselSpec.decode(Array(json.utf8))
      let scene = OnboardingCarouselScene(spec: spec, size: CGSize(width: 300, height: 500))
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
    var scene = OnboardingCarouselScene(spec: spec, size: CGSize(width: 300, height: 500))
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
      spec: spec, size: CGSize(width: 300, height: 500),
      imageSizes: ["sky.png": CGSize(width: 600, height: 100)])
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
