import Kinetic
import Testing

/// A small Kinetic spec: three pages with texts, Skip and dots, and one floating image that pops
/// in on each page, appears on the second and leaves on the third.
private func spec(pages: Int = 3) throws -> OnboardingCarouselSpec {
  let json = """
    {"version": 2, "baseImageURL": "", "pages": 3, "showSkip": true, "showPageControl": true,
     "floatingImages": ["dot"], "pageTexts": {"0": "Welcome", "1": "Swipe", "2": "Done"},
     "images": [{"key": "dot", "imageName": "dot.png", "relativePosition": [0.5, 0.4]}],
     "elements": [{"views": ["dot"], "startScale": 0, "item": [0, 1, 2], "appear": [1],
       "disappear": [2]}]}
    """
  var (spec, _) = try OnboardingCarouselSpec.decode(Array(json.utf8))
  spec.pages = pages
  return spec
}

/// A carousel of `size` over ``spec(pages:)``.
private func carousel(
  size: Size = Size(width: 320, height: 568), pages: Int = 3,
  configuration: OnboardingCarouselMachine.Configuration = .init()
) throws -> OnboardingCarouselMachine {
  let scene = OnboardingCarouselScene(
    spec: try spec(pages: pages), size: size, imageSizes: ["dot.png": Size(width: 40, height: 40)])
  return OnboardingCarouselMachine(scene: scene, configuration: configuration)
}

/// Sends `events`, drawing the scene after each, as a host renders after every event.
private func send(_ events: [InputEvent], to machine: inout OnboardingCarouselMachine) {
  for event in events {
    _ = machine.handle(event)
    _ = machine.scene.drawables
  }
}

/// Lets `seconds` of frames pass from `time`, drawing each.
private func run(
  _ machine: inout OnboardingCarouselMachine, from time: TimeInterval, for seconds: Double
) {
  for frame in 0...Int(seconds * 60) {
    _ = machine.tick(at: time + Double(frame) / 60)
    _ = machine.scene.drawables
  }
}

/// Whether the carousel still pages: the right arrow turns to the page after the one it rests
/// on, and it reports that page once it settles.
private func stillPages(_ machine: inout OnboardingCarouselMachine, at time: TimeInterval) -> Bool {
  _ = machine.jump(toPage: 0, at: time)
  run(&machine, from: time, for: 0.5)
  var shown: [Int] = []
  for output in machine.handle(Hostile.key(.right, at: time + 1)) {
    if case .pageShown(let page) = output { shown.append(page) }
  }
  for frame in 0...120 {
    for output in machine.tick(at: time + 1 + Double(frame) / 60) {
      if case .pageShown(let page) = output { shown.append(page) }
    }
  }
  return machine.page == 1 && shown == [1]
}

@Suite(.timeLimit(.minutes(1)))
struct OnboardingCarouselHostileValuesTests {
  @Test func theWebsHugeDesignSizeAndFarPointersNoLongerStopTheRender() throws {
    // Web: built 1e308 × 568, pointer 4 down, moved and lifted around 1e307, rendered after each.
    var machine = try carousel(size: Size(width: 1e308, height: 568))
    let xs = [1.25e307, 2.5e307, 3.75e307, 5e307, 6.25e307]
    var events: [InputEvent] = []
    for (step, x) in xs.enumerated() {
      events.append(
        Hostile.pointer(
          step == 0 ? .down : .move, x, -7e307 + Double(step) * 1e307, at: 1 + Double(step) / 60,
          id: 4))
    }
    events.append(Hostile.pointer(.up, 6.25e307, -3e307, at: 1.1, id: 4))
    send(events, to: &machine)
    run(&machine, from: 1.1, for: 2)
    let works = stillPages(&machine, at: 5)
    #expect(works)
  }

  @Test(arguments: Hostile.doubles)
  func anyDesignSizeNeitherStopsNorStallsTheCarousel(value: Double) throws {
    for size in [
      Size(width: value, height: 568), Size(width: 320, height: value),
      Size(width: value, height: value),
    ] {
      var machine = try carousel(size: size)
      let width = machine.scene.size.width
      let (events, end) = Hostile.drag(
        from: Point(x: width / 2, y: 284), by: Vector(dx: -width * 0.6, dy: 0), at: 1)
      send(events, to: &machine)
      send(
        [Hostile.pointer(.down, 1.25e307, -7e307, at: end + 0.1)]
          + [Hostile.pointer(.move, 6.25e307, -3e307, at: end + 0.2)]
          + [Hostile.pointer(.up, 6.25e307, -3e307, at: end + 0.3)], to: &machine)
      run(&machine, from: end + 0.3, for: 2)
      // A carousel with pages to turn still turns them.
      if width > 0 {
        let works = stillPages(&machine, at: 10)
        #expect(works, "\(size)")
      }
    }
  }

  @Test(arguments: Hostile.doubles)
  func anyPointerWheelOrTimeValueNeitherStopsNorStallsTheCarousel(value: Double) throws {
    var machine = try carousel()
    let (events, end) = Hostile.drag(
      from: Point(x: 160, y: 284), by: Vector(dx: value, dy: 0), at: 1)
    send(events, to: &machine)
    send(
      [
        Hostile.pointer(.down, 160, 200, at: end + 0.1),
        Hostile.pointer(.move, value, value, at: end + 0.2),
        Hostile.pointer(.up, value, value, at: end + 0.3),
        Hostile.pointer(.down, 160, 200, at: end + 0.4),
        Hostile.pointer(.move, 10, 200, at: value), Hostile.pointer(.up, 10, 200, at: value),
        Hostile.scroll(Vector(dx: value, dy: value), source: .continuous(.began), at: end + 1),
        Hostile.scroll(Vector(dx: value, dy: value), source: .continuous(.changed), at: end + 1.1),
        Hostile.scroll(Vector(dx: value, dy: value), source: .continuous(.ended), at: end + 1.2),
        Hostile.scroll(Vector(dx: value, dy: value), at: end + 1.3),
      ], to: &machine)
    machine.setPointer(Point(x: value, y: value))
    _ = machine.tick(at: value)
    run(&machine, from: end + 2, for: 2)
    let works = stillPages(&machine, at: 20)
    #expect(works)
  }

  @Test(arguments: [Int.max, Int.min, -1, 1 << 40, 100_000])
  func anAppsPageCountIsHeldWithinWhatASpecFileMayGive(pages: Int) throws {
    var machine = try carousel(pages: pages)
    #expect((0...10_000).contains(machine.pageCount))
    run(&machine, from: 1, for: 0.5)
    _ = machine.handle(Hostile.key(.end, at: 2))
    run(&machine, from: 2, for: 2)
    if machine.pageCount > 1 {
      let works = stillPages(&machine, at: 5)
      #expect(works)
    }
  }

  @Test(arguments: [Int.max, Int.min, -1, 3, 1 << 62])
  func pagesThatDoNotExistAreRefusedAndAnnouncedWithoutOverflow(page: Int) throws {
    var machine = try carousel()
    let went = machine.goTo(page: page, at: 1)
    let jumped = machine.jump(toPage: page, at: 2)
    #expect(!went && !jumped)
    #expect(machine.pageAnnouncement(page).hasPrefix("Page "))
    let works = stillPages(&machine, at: 5)
    #expect(works)
  }

  @Test(arguments: Hostile.doubles)
  func anyAutoAdvanceIntervalNeitherStopsNorStallsTheCarousel(value: Double) throws {
    var interval = OnboardingCarouselMachine.Configuration()
    interval.autoAdvance = value
    var resume = OnboardingCarouselMachine.Configuration()
    resume.autoAdvance = 1
    resume.autoAdvanceResumeDelay = value
    for configuration in [interval, resume] {
      var machine = try carousel(configuration: configuration)
      for step in 0..<300 { _ = machine.tick(at: Double(step) / 10) }
      _ = machine.close(at: 40, skipped: true)
      #expect(machine.isClosed)
    }
  }

  @Test(arguments: Hostile.doubles)
  func anyImageOrCustomViewSizeNeitherStopsNorStallsTheScene(value: Double) throws {
    let size = Size(width: value, height: value)
    var scene = OnboardingCarouselScene(
      spec: try spec(), size: Size(width: 320, height: 568), imageSizes: ["dot.png": size],
      customViews: [
        "dot": .init(
          size: size, anchor: Point(x: value, y: value), position: Point(x: value, y: value))
      ])
    scene.scroll(to: value, at: 1)
    scene.tick(at: value)
    scene.scroll(to: 160, at: 2)
    _ = scene.drawables
    var machine = OnboardingCarouselMachine(scene: scene)
    let works = stillPages(&machine, at: 5)
    #expect(works)
  }

  @Test(arguments: [1e15, 1e308, .greatestFiniteMagnitude, -1e308, .nan, .infinity])
  func draggingTheSceneToAHugeOffsetEnds(offset: Double) throws {
    // `kinetic layout`'s walk passed every page up to the offset: 1e15 / 320 of them.
    for width in [320, Double.leastNonzeroMagnitude, 1e-300] {
      var scene = OnboardingCarouselScene(spec: try spec(), size: Size(width: width, height: 568))
      scene.drag(toOffset: offset)
      #expect((0...2).contains(scene.currentPage))
    }
  }

  @Test func aSubnormalPageWidthStillTurnsPages() throws {
    // 5e-324 wide: every offset divided by it was infinite, and `Int` of it stopped the process.
    var machine = try carousel(size: Size(width: .leastNonzeroMagnitude, height: 568))
    let (events, end) = Hostile.drag(
      from: Point(x: 0, y: 284), by: Vector(dx: -150, dy: 0), at: 1)
    send(events, to: &machine)
    run(&machine, from: end, for: 2)
    #expect(machine.page == 1)
  }

  @Test func aContainerSideIsHeldWithinAMillionPoints() throws {
    let machine = try carousel(size: Size(width: 1e308, height: .nan))
    #expect(machine.scene.size == Size(width: 1_000_000, height: 0))
    let sane = try carousel(size: Size(width: 320, height: 568))
    #expect(sane.scene.size == Size(width: 320, height: 568))
  }
}
