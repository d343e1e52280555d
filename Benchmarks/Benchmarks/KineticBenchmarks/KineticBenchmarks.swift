import Benchmark
import Foundation
import Kinetic
import KineticCairo

/// One-finger drags: a press, 48 moves along a curve, a release, over and over.
private func oneFingerStream(count: Int) -> [PointerEvent] {
  var events: [PointerEvent] = []
  events.reserveCapacity(count)
  var time = 0.0
  while events.count < count {
    let gesture = Double(events.count / 50)
    for step in 0..<50 where events.count < count {
      let phase: PointerEvent.Phase = step == 0 ? .down : (step == 49 ? .up : .move)
      let s = Double(step)
      let location = Point(x: 20 + 6 * s + gesture, y: 100 + 30 * sin(s / 8))
      events.append(PointerEvent(phase: phase, location: location, time: time))
      time += 1.0 / 120
    }
  }
  return events
}

/// Two-finger pinches and turns: both fingers down, 48 moves of each, both up, over and over.
private func twoFingerStream(count: Int) -> [PointerEvent] {
  var events: [PointerEvent] = []
  events.reserveCapacity(count)
  var time = 0.0
  while events.count < count {
    for step in 0..<50 {
      let phase: PointerEvent.Phase = step == 0 ? .down : (step == 49 ? .up : .move)
      let s = Double(step)
      let center = Point(x: 200 + 2 * s, y: 300)
      let radius = 60 + 2 * s
      let angle = 0.02 * s
      let offset = Vector(dx: cos(angle) * radius, dy: sin(angle) * radius)
      events.append(
        PointerEvent(
          pointer: 1, phase: phase, location: center.offset(by: offset.scaled(by: -1)), time: time))
      events.append(
        PointerEvent(pointer: 2, phase: phase, location: center.offset(by: offset), time: time))
      time += 1.0 / 120
    }
  }
  return Array(events.prefix(count))
}

/// A synthetic onboarding spec: `pages` pages, a device image holding one screen per page, and
/// `elementsPerPage` elements per page that pop in, appear on the drag in and disappear on the
/// drag out (the shape of SlidingCarousel's demo, repeated).
private func onboardingSpec(pages: Int, elementsPerPage: Int) -> [UInt8] {
  var images = [
    #"{"key": "device", "imageName": "device.png", "relativePosition": [0.5, 0.5], "addImmediately": 1}"#,
    #"{"key": "cloud", "imageName": "cloud.png", "anchorPoint": [0, 0.5], "relativePosition": [0, 1]}"#,
  ]
  var elements: [String] = []
  for page in 0..<pages {
    images.append(
      #"{"key": "screen\#(page)", "imageName": "screen.png", "relativePosition": [0.5, 0.5]}"#)
    elements.append(
      #"{"views": ["screen\#(page)"], "superview": "device", "startPosition": [100, 0], "appear": [\#(page)], "disappear": [\#(page + 1)], "remove": 1}"#
    )
    for index in 1..<elementsPerPage {
      let key = "badge\(page).\(index)"
      images.append(
        #"{"key": "\#(key)", "imageName": "badge.png", "relativePosition": [0.\#(index % 9 + 1), 0.3], "relativeKey": "device"}"#
      )
      elements.append(
        #"{"views": ["\#(key)"], "startScale": 0, "endScale": 0, "endPosition": [80, 0], "duration": 0.3, "springDamping": 0.7, "item": [\#(page)], "disappear": [\#(page + 1)], "dragDisappear": [\#(page)], "remove": 1}"#
      )
    }
  }
  let json = """
    {"baseImageURL": "", "pages": \(pages), "parallaxBackground": ["cloud"], "floatingImages": ["cloud"],
     "showSkip": 1, "showPageControl": 1, "pageTexts": {"0": "Welcome", "1": "Swipe on"},
     "images": [\(images.joined(separator: ",\n"))],
     "elements": [\(elements.joined(separator: ",\n"))]}
    """
  return Array(json.utf8)
}

private let onboardingImageSizes: [String: Size] = [
  "device.png": Size(width: 145, height: 300), "cloud.png": Size(width: 1371.5, height: 450),
  "screen.png": Size(width: 125, height: 230), "badge.png": Size(width: 44, height: 44),
]

/// The spec `bytes` decodes to; the benchmarks' specs are valid by construction.
private func decodedSpec(_ bytes: [UInt8]) -> OnboardingCarouselSpec {
  do {
    return try OnboardingCarouselSpec.decode(bytes).spec
  } catch {
    fatalError("The benchmark's onboarding spec does not decode: \(error.all)")
  }
}

/// A scene of `spec` on 320×568, settled on `page`.
private func onboardingScene(_ spec: [UInt8], page: Int) -> OnboardingCarouselScene {
  var scene = OnboardingCarouselScene(
    spec: decodedSpec(spec), size: Size(width: 320, height: 568),
    imageSizes: onboardingImageSizes)
  scene.drag(toOffset: Double(page) * 320)
  return scene
}

/// Scroll frames dragging into `page` and settling there, over and over: the work of one frame.
private func scrollFrames(_ scene: inout OnboardingCarouselScene, page: Int, count: Int) {
  for frame in 0..<count {
    let step = frame % 120
    let offset = Double(page - 1) * 320 + Double(step) / 120 * 320
    scene.scroll(to: step == 0 ? Double(page) * 320 : offset, at: scene.time + 1.0 / 120)
  }
}

/// What `make bench` reports against the committed baseline (Benchmarks/.benchmarkBaselines):
/// a median time more than 1.5 times the baseline's, a median throughput below two thirds of it,
/// and a median count of mallocs more than 1.5 times it or, where the baseline allocates nothing,
/// any malloc at all.
private func moreThanHalfWorse(allocates: Bool = false) -> [BenchmarkMetric: BenchmarkThresholds] {
  [
    .wallClock: .init(relative: [.p50: 50]),
    .throughput: .init(relative: [.p50: 100.0 / 3]),
    .mallocCountTotal: allocates
      ? .init(relative: [.p50: 50]) : .init(relative: [.p50: 50], absolute: [.p50: 0]),
  ]
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal],
    timeUnits: .nanoseconds,
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 100_000,
    thresholds: moreThanHalfWorse()
  )

  Benchmark("Spring evaluation, 1,000 samples") { benchmark in
    let springs = [
      DampedSpring(duration: 0.5, bounce: 0.3), DampedSpring(duration: 0.5, bounce: 0),
      DampedSpring(duration: 0.5, bounce: -0.5),
    ]
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      let spring = springs[i % 3]
      blackHole(spring.state(at: Double(i) * 1e-3, displacement: -200, velocity: 850))
    }
  }

  Benchmark("Trajectory value, spring, 1,000 samples") { benchmark in
    let motion = Trajectory(
      from: 0, to: 300, start: 0, curve: .spring(.snappy), initialVelocity: 900)
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      blackHole(motion.value(at: Double(i) * 1e-3))
    }
  }

  Benchmark("Timing curve evaluation, ease-in-out, 1,000 samples") { benchmark in
    let curve = TimingCurve.easeInOut
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      blackHole(curve.value(at: Double(i) * 1e-3))
    }
  }

  Benchmark("Velocity tracker, add + estimate, 1,000 events") { benchmark in
    let events = oneFingerStream(count: 1000)
    var tracker = VelocityTracker()
    benchmark.startMeasurement()
    for event in events {
      tracker.add(event.location, at: event.time)
      blackHole(tracker.velocity(at: event.time))
    }
  }

  Benchmark("Pan recognizer, one-finger stream, 1,000 events") { benchmark in
    let events = oneFingerStream(count: 1000)
    var pan = PanRecognizer()
    benchmark.startMeasurement()
    for event in events {
      blackHole(pan.handle(event))
    }
  }

  Benchmark("Pinch recognizer, two-finger stream, 1,000 events") { benchmark in
    let events = twoFingerStream(count: 1000)
    var pinch = PinchRecognizer()
    benchmark.startMeasurement()
    for event in events {
      blackHole(pinch.handle(event))
    }
  }

  Benchmark("Rotation recognizer, two-finger stream, 1,000 events") { benchmark in
    let events = twoFingerStream(count: 1000)
    var rotation = RotationRecognizer()
    benchmark.startMeasurement()
    for event in events {
      blackHole(rotation.handle(event))
    }
  }

  Benchmark("Slide to confirm machine, drag stream, 1,000 events") { benchmark in
    // Drags from the thumb along the track and back, released short of the end, over and over.
    var events: [InputEvent] = []
    var time = 0.0
    while events.count < 1000 {
      for step in 0..<50 {
        let phase: PointerEvent.Phase = step == 0 ? .down : (step == 49 ? .up : .move)
        let x = 50 + 4 * Double(step < 25 ? step : 49 - step)
        events.append(
          .pointer(PointerEvent(phase: phase, location: Point(x: x, y: 30), time: time)))
        time += 1.0 / 120
      }
      time += 1
    }
    var machine = SlideToConfirmMachine(size: Size(width: 300, height: 60))
    benchmark.startMeasurement()
    for event in events.prefix(1000) {
      blackHole(machine.handle(event))
    }
  }

  Benchmark("Slide to confirm frame (tick + render model), 1,000 frames") { benchmark in
    var machine = SlideToConfirmMachine(size: Size(width: 300, height: 60))
    _ = machine.complete(at: 0)
    benchmark.startMeasurement()
    for frame in benchmark.scaledIterations {
      // The completion rests, resets and idles within the first 0.6 s; then frames are at rest.
      blackHole(machine.tick(at: Double(frame) / 1200))
      blackHole(machine.renderModel)
    }
  }

  Benchmark("Pull to action machine, drags and scrolls, 1,000 events") { benchmark in
    // Pulls past the threshold and short pulls with a finger, touchpad pulls at the top and wheel
    // scrolls through the list, with the app completing each action as soon as it starts (the
    // machine holds it for the minimum executing time).
    var events: [InputEvent] = []
    var time = 0.0
    var gesture = 0
    while events.count < 1000 {
      let depth = gesture % 3 == 0 ? 120.0 : 420.0
      for step in 0..<50 {
        let s = Double(step)
        switch gesture % 4 {
        case 0, 1:
          let phase: PointerEvent.Phase = step == 0 ? .down : (step == 49 ? .up : .move)
          let y = 80 + depth * min(s, 40) / 40
          events.append(
            .pointer(PointerEvent(phase: phase, location: Point(x: 180, y: y), time: time)))
        case 2:
          let phase: ScrollEvent.Phase = step == 0 ? .began : (step == 49 ? .ended : .changed)
          events.append(
            .scroll(
              ScrollEvent(
                delta: Vector(dx: 0, dy: step < 40 ? -9 : 0), source: .continuous(phase),
                time: time)))
        default:
          events.append(
            .scroll(ScrollEvent(delta: Vector(dx: 0, dy: step < 25 ? 40 : -40), time: time)))
        }
        time += 1.0 / 120
      }
      time += 1.5
      gesture += 1
    }
    var machine = PullToActionMachine(
      viewportSize: Size(width: 360, height: 560), contentHeight: 2400)
    benchmark.startMeasurement()
    for event in events.prefix(1000) {
      blackHole(machine.handle(event))
      if machine.state == .executing {
        blackHole(machine.actionCompleted(.success, at: event.time))
      }
    }
  }

  Benchmark("Pull to action frame (tick + render model), 1,000 frames") { benchmark in
    // Executing (the spinner turns on every frame), then completing and retracting.
    var machine = PullToActionMachine(
      viewportSize: Size(width: 360, height: 560), contentHeight: 2400)
    _ = machine.trigger(at: 0)
    benchmark.startMeasurement()
    for frame in benchmark.scaledIterations {
      let time = Double(frame) / 600
      blackHole(machine.tick(at: time))
      blackHole(machine.renderModel)
      if frame == 600 { blackHole(machine.actionCompleted(.success, at: time)) }
    }
  }

  Benchmark("Gesture behaviours, two-finger stream, 1,000 events") { benchmark in
    // Two fingers pinch, turn and drag a view with every behaviour on (pan, pinch, rotation, press
    // and double-tap recognizers, bounds, rubber banding), lifting to settle every 50 frames.
    let events = twoFingerStream(count: 1000).map { InputEvent.pointer($0) }
    var machine = GestureBehavioursMachine(
      center: Point(x: 200, y: 300), size: Size(width: 200, height: 200),
      container: Rect(x: 0, y: 0, width: 800, height: 800),
      configuration: .init(behaviours: .all))
    benchmark.startMeasurement()
    for event in events {
      blackHole(machine.handle(event))
    }
  }

  // The library draws the status view; the sample inbox around it is the kinetic tool's.
  Benchmark(
    "Pull to action status view Cairo render, executing, 360 wide at 2x",
    configuration: .init(
      scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 2000,
      thresholds: moreThanHalfWorse(allocates: true))
  ) { benchmark in
    var machine = PullToActionMachine(
      viewportSize: Size(width: 360, height: 560), contentHeight: 2400)
    _ = machine.trigger(at: 0)
    _ = machine.tick(at: 1)
    let model = machine.renderModel
    let size = model.statusFrame.size
    let image = OffscreenImage(size: size, scale: 2)
    let renderer = PullToActionRenderer()
    // A frame of a recording: the image and its cache are kept from the frame before.
    image.draw { renderer.drawStatusView(model, in: $0, size: size) }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      image.draw { renderer.drawStatusView(model, in: $0, size: size) }
    }
  }

  Benchmark(
    "Onboarding: load and validate a 1,000-element spec (and lay out its scene)",
    configuration: .init(
      scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 200,
      thresholds: moreThanHalfWorse(allocates: true))
  ) { benchmark in
    let spec = onboardingSpec(pages: 100, elementsPerPage: 10)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(
        OnboardingCarouselScene(
          spec: decodedSpec(spec), size: Size(width: 320, height: 568),
          imageSizes: onboardingImageSizes))
    }
  }

  Benchmark("Onboarding scroll frame, 10,000 elements over 1,000 pages, 1,000 frames") {
    benchmark in
    var scene = onboardingScene(onboardingSpec(pages: 1000, elementsPerPage: 10), page: 499)
    scrollFrames(&scene, page: 500, count: 240)
    benchmark.startMeasurement()
    scrollFrames(&scene, page: 500, count: benchmark.scaledIterations.count)
  }

  Benchmark("Onboarding scroll frame, 200 elements over 20 pages, 1,000 frames") { benchmark in
    var scene = onboardingScene(onboardingSpec(pages: 20, elementsPerPage: 10), page: 9)
    scrollFrames(&scene, page: 10, count: 240)
    benchmark.startMeasurement()
    scrollFrames(&scene, page: 10, count: benchmark.scaledIterations.count)
  }

  Benchmark("Onboarding scroll frame, SlidingCarousel's demo spec, 1,000 frames") { benchmark in
    // SlidingCarousel's own demo when ../shared is beside the project (run from Benchmarks/),
    // otherwise Kinetic's demo spec.
    let fixture = URL(fileURLWithPath: "../../shared/compat/slidingcarousel-demo")
    let folder =
      FileManager.default.fileExists(atPath: fixture.appendingPathComponent("onboarding.json").path)
      ? fixture : URL(fileURLWithPath: "../Sources/KineticPlay/Demos/onboarding")
    guard let bytes = try? Data(contentsOf: folder.appendingPathComponent("onboarding.json")) else {
      return
    }
    let spec = decodedSpec(Array(bytes))
    var problems = Diagnostics()
    let images = OnboardingCarouselAssets(
      folder: folder.appendingPathComponent(
        folder == fixture ? "OnboardImages" : "images"
      ).path
    ).images(for: spec, &problems)
    var scene = OnboardingCarouselScene(
      spec: spec, size: Size(width: 320, height: 568), imageSizes: images.mapValues(\.size))
    scene.drag(toOffset: 320)
    scrollFrames(&scene, page: 2, count: 240)
    benchmark.startMeasurement()
    scrollFrames(&scene, page: 2, count: benchmark.scaledIterations.count)
  }

  Benchmark("Onboarding scroll frame, a demo-sized spec (5 pages, 20 elements), 1,000 frames") {
    benchmark in
    var scene = onboardingScene(onboardingSpec(pages: 5, elementsPerPage: 4), page: 1)
    scrollFrames(&scene, page: 2, count: 240)
    benchmark.startMeasurement()
    scrollFrames(&scene, page: 2, count: benchmark.scaledIterations.count)
  }

  Benchmark(
    "Slide to confirm Cairo render, 300x60 at 2x",
    configuration: .init(
      scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 2000,
      thresholds: moreThanHalfWorse(allocates: true))
  ) { benchmark in
    var machine = SlideToConfirmMachine(size: Size(width: 300, height: 60))
    _ = machine.handle(
      .pointer(PointerEvent(phase: .down, location: Point(x: 50, y: 30), time: 0)))
    _ = machine.handle(
      .pointer(PointerEvent(phase: .move, location: Point(x: 150, y: 30), time: 0.1)))
    let model = machine.renderModel
    let image = OffscreenImage(size: Size(width: 300, height: 60), scale: 2)
    let renderer = SlideToConfirmRenderer()
    // A frame of a recording: the image and its cache (the thumb's shadow) are kept from the
    // frame before.
    image.draw { renderer.draw(model, in: $0) }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      image.draw { renderer.draw(model, in: $0) }
    }
  }
}
