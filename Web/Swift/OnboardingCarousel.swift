@_spi(Hosts) import Kinetic

// <kinetic-onboarding-carousel>: a spec decoded from the page's bytes, a scene laid out at the
// design size once the page has measured the images, and the machine that pages it.

/// One carousel: the spec while its images load, then the machine.
final class Carousel {
  var spec: OnboardingCarouselSpec?
  var imageSizes: [UTF8Key: Size] = [:]
  var running: Running?
}

/// A built carousel's machine, kept in one place and mutated there.
final class Running {
  var machine: OnboardingCarouselMachine

  init(_ machine: OnboardingCarouselMachine) { self.machine = machine }
}

nonisolated(unsafe) var carousels: [Carousel?] = []

/// Creates an empty carousel and returns its id.
@_cdecl("kinetic_carousel_new")
func carouselNew() -> Int32 { claimSlot(in: &carousels, Carousel()) }

/// Forgets a carousel.
@_cdecl("kinetic_carousel_free")
func carouselFree(_ id: Int32) { carousels[Int(id)] = nil }

private func valid(_ id: Int32) -> Bool {
  id >= 0 && Int(id) < carousels.count && carousels[Int(id)] != nil
}

/// Decodes the spec in the text buffer.
///
/// Reports each error as `line:column: error: path:
/// message` with the line as its number (code 9), then its column with its JSON path (13) and
/// its message (14); each warning as text (10); then, when it decoded,
/// the base image URL (code 12) and every image name (code 11). Returns the number of outputs.
@_cdecl("kinetic_carousel_load")
func carouselLoad(_ id: Int32, _ length: Int32) -> Int32 {
  let count = Swift.max(0, Swift.min(Int(length), textCapacity))
  let bytes = Array(UnsafeBufferPointer(start: textIn, count: count))
  beginReport()
  guard valid(id), let carousel = carousels[Int(id)] else { return 0 }
  carousel.spec = nil
  carousel.running = nil
  carousel.imageSizes = [:]
  do {
    let decoded = try OnboardingCarouselSpec.decode(bytes)
    for warning in decoded.warnings.all {
      report(10, Double(warning.location.line), warning.description)
    }
    carousel.spec = decoded.spec
    report(12, 0, decoded.spec.baseImageURL ?? "")
    var seen: [String] = []
    for image in decoded.spec.images where !seen.containsUTF8(image.imageName) {
      seen.append(image.imageName)
      report(11, 0, image.imageName)
    }
  } catch {
    for problem in error.all where problem.severity == .error {
      report(9, Double(problem.location.line), problem.description)
      report(13, Double(problem.location.column), problem.path)
      report(14, 0, problem.message)
    }
  }
  return Int32(outputCount)
}

/// Records an image's size in points (the name in the text buffer).
@_cdecl("kinetic_carousel_image")
func carouselImage(_ id: Int32, _ length: Int32, _ width: Double, _ height: Double) {
  guard valid(id) else { return }
  carousels[Int(id)]?.imageSizes[UTF8Key(readText(length))] = Size(width: width, height: height)
}

/// The machine's configuration from the options, interval and resume delay
/// `kinetic_carousel_build` and `kinetic_carousel_configure` take.
private func carouselConfiguration(
  _ options: Int32, _ interval: Double, _ resume: Double
) -> OnboardingCarouselMachine.Configuration {
  var configuration = OnboardingCarouselMachine.Configuration()
  configuration.reducesMotion = options & 1 != 0
  configuration.isRightToLeft = options & 2 != 0
  if interval > 0 { configuration.autoAdvance = interval }
  if resume >= 0 { configuration.autoAdvanceResumeDelay = resume }
  return configuration
}

/// Applies new auto-advance timing at `time` where the built carousel stands: a swipe under way
/// goes on.
///
/// Takes `kinetic_carousel_build`'s options, interval and resume delay. Returns -1, changing
/// nothing, when the carousel must be built again (none is built, or its motion or direction
/// changed), 0 otherwise.
@_cdecl("kinetic_carousel_configure")
func carouselConfigure(
  _ id: Int32, _ options: Int32, _ interval: Double, _ resume: Double, _ time: Double
) -> Int32 {
  guard valid(id), let running = carousels[Int(id)]?.running,
    running.machine.reconfigure(carouselConfiguration(options, interval, resume), at: time)
  else { return -1 }
  return 0
}

/// Lays the scene out at the design size and starts the machine on `page`.
///
/// Writes 5 numbers per view (kind: 0 image, 1 custom, 2 wrapper, 3 page control, 4 skip, 5 page
/// text, 6 close; width, height, the page of a page text or the close button, whether it clips)
/// and reports each view's text (code 20: the image name, custom key, page text or button
/// title). Options: 1 reduces motion, 2 right to left; auto-advance every `interval` seconds when
/// above 0 (the spec's otherwise), resuming `resume` seconds after a touch.
@_cdecl("kinetic_carousel_build")
func carouselBuild(
  _ id: Int32, _ width: Double, _ height: Double, _ options: Int32, _ interval: Double,
  _ resume: Double, _ page: Int32, _ time: Double
) -> Int32 {
  beginReport()
  guard valid(id), let carousel = carousels[Int(id)], let spec = carousel.spec else { return -1 }
  let scene = OnboardingCarouselScene(
    spec: spec, size: Size(width: width, height: height), imageSizesByName: carousel.imageSizes,
    customViewsByKey: [:], customAnimationsByKey: [:])
  // Made in its box and mutated there: the machine is never copied.
  let running = Running(
    OnboardingCarouselMachine(
      scene: scene, configuration: carouselConfiguration(options, interval, resume)))
  _ = running.machine.tick(at: time)
  if page > 0 {
    // Rebuilt on the page it showed: no page change to report.
    _ = running.machine.jump(toPage: Int(page), at: time)
    _ = running.machine.tick(at: time)
  }
  var out = RenderWriter()
  for (index, view) in running.machine.scene.views.enumerated() {
    var kind = 0.0
    var pageIndex = 0.0
    let text: String
    switch view.content {
    case .image(let name): text = name
    case .custom(let key):
      kind = 1
      text = key
    case .wrapper:
      kind = 2
      text = ""
    case .pageControl:
      kind = 3
      text = ""
    case .skip:
      kind = 4
      text = "Skip"
    case .pageText(let page, let words):
      kind = 5
      pageIndex = Double(page)
      text = words
    case .close(let title):
      kind = 6
      // The page it closes from: its centre is that page's (left to right or right to left).
      pageIndex = abs((view.position.x - width / 2) / width).rounded()
      text = title
    }
    out.put(kind)
    out.put(view.size.width)
    out.put(view.size.height)
    out.put(pageIndex)
    out.put(view.clips)
    report(20, Double(index), text)
  }
  carousel.running = running
  return Int32(running.machine.scene.views.count)
}

private func withCarousel(
  _ id: Int32,
  _ body: (inout OnboardingCarouselMachine) -> Outputs<OnboardingCarouselMachine.Output>
) -> Int32 {
  guard valid(id), let running = carousels[Int(id)]?.running else { return 0 }
  return reportCarousel(body(&running.machine))
}

@inline(never)
private func reportCarousel(_ outputs: consuming Outputs<OnboardingCarouselMachine.Output>) -> Int32
{
  beginReport()
  outputs.forEachOutput { output in
    switch output {
    case .pageShown(let page): report(1, Double(page))
    case .closed(let page, let skipped): report(skipped ? 3 : 2, Double(page))
    case .announce(let text): report(4, 0, text)
    }
  }
  return Int32(outputCount)
}

/// A pointer event in the design's coordinates.
@_cdecl("kinetic_carousel_pointer")
func carouselPointer(
  _ id: Int32, _ pointer: Int32, _ phase: Int32, _ x: Double, _ y: Double, _ time: Double,
  _ device: Int32
) -> Int32 {
  withCarousel(id) { machine in
    machine.setPointer(Point(x: x, y: y))
    return machine.handle(pointerEvent(pointer, phase, x, y, time, device))
  }
}

/// A key event (the key's name in the text buffer): arrows, Home, End, Page Up and Down.
@_cdecl("kinetic_carousel_key")
func carouselKey(
  _ id: Int32, _ length: Int32, _ release: Int32, _ modifiers: Int32, _ isRepeat: Int32,
  _ time: Double
) -> Int32 {
  withCarousel(id) { $0.handle(keyEvent(length, release, modifiers, isRepeat, time)) }
}

/// A sideways wheel or touchpad scroll of `dx` points.
@_cdecl("kinetic_carousel_scroll")
func carouselScroll(_ id: Int32, _ dx: Double, _ dy: Double, _ time: Double) -> Int32 {
  withCarousel(id) { $0.handle(.scroll(ScrollEvent(delta: Vector(dx: dx, dy: dy), time: time))) }
}

/// Lets time pass.
@_cdecl("kinetic_carousel_tick")
func carouselTick(_ id: Int32, _ time: Double) -> Int32 {
  withCarousel(id) { $0.tick(at: time) }
}

/// The API calls: 0 next, 1 previous, 2 skip, 3 close (Done), 4 scroll to `page`, 5 jump to
/// `page` without animation.
///
/// `number` is what a page passed, whatever it is: its whole part names a page, and NaN, an
/// infinity or a number beyond the pages names none (as a page past the last does), rather than
/// wrapping as a 32-bit integer would (2³² is not page 0, nor NaN).
@_cdecl("kinetic_carousel_call")
func carouselCall(_ id: Int32, _ call: Int32, _ number: Double, _ time: Double) -> Int32 {
  let page = number.wholeNumber(in: -1...Int(Int32.max), rounding: .towardZero, fallback: -1)
  return withCarousel(id) { machine in
    switch call {
    case 0: return machine.next(at: time)
    case 1:
      _ = machine.goTo(page: Swift.max(0, machine.targetPage - 1), at: time)
      return machine.tick(at: time)
    case 2: return machine.close(at: time, skipped: true)
    case 3: return machine.close(at: time, skipped: false)
    case 4:
      _ = machine.goTo(page: page, at: time)
      return machine.tick(at: time)
    default:
      // A jump reports its new page from the next tick, as a scroll does.
      _ = machine.jump(toPage: page, at: time)
      return machine.tick(at: time)
    }
  }
}

/// Writes where the carousel stands and every drawable view.
///
/// The page, target page, page count, the pages' opacity, whether it is closed, the scroll
/// position in pages and the number of drawables, then 9 numbers per drawable in drawing
/// order (view index, transform a, b, c, d, tx, ty, opacity, the nearest ancestor that clips
/// it or -1). Returns whether the
/// machine needs ticks: 0 no, 1 yes, 2 yes while a finger or touchpad holds the pages; -1 (nothing
/// written) when no carousel is built under `id`.
@_cdecl("kinetic_carousel_render")
func carouselRender(_ id: Int32) -> Int32 {
  beginReport()
  guard valid(id), let running = carousels[Int(id)]?.running else { return -1 }
  return render(&running.machine)
}

/// ``carouselRender(_:)`` for one machine, read in place rather than copied.
private func render(_ machine: inout OnboardingCarouselMachine) -> Int32 {
  let drawables = machine.scene.drawables
  let width = Swift.max(1, machine.scene.size.width)
  var out = RenderWriter()
  out.put(Double(machine.page))
  out.put(Double(machine.targetPage))
  out.put(Double(machine.pageCount))
  out.put(machine.pageOpacity)
  out.put(machine.isClosed)
  out.put(machine.scene.offset / width)
  out.put(Double(drawables.count))
  for drawable in drawables {
    let t = drawable.transform
    out.put(Double(drawable.index))
    out.put(t.a)
    out.put(t.b)
    out.put(t.c)
    out.put(t.d)
    out.put(t.tx)
    out.put(t.ty)
    out.put(drawable.alpha)
    out.put(Double(drawable.clippedBy.first ?? -1))
  }
  return machine.needsTicks ? machine.isDragging ? 2 : 1 : 0
}
