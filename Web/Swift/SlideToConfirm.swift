@_spi(Hosts) import Kinetic

// <kinetic-slide-to-confirm>: one SlideToConfirmMachine per element.

/// A slide to confirm's machine, kept in one place and mutated there.
final class SlideBox {
  var machine = SlideToConfirmMachine(size: Size(width: 300, height: 56))
}

nonisolated(unsafe) var slides: [SlideBox?] = []

/// Creates a slide to confirm and returns its id.
@_cdecl("kinetic_slide_new")
func slideNew() -> Int32 {
  claimSlot(in: &slides, SlideBox())
}

/// Forgets a slide to confirm.
@_cdecl("kinetic_slide_free")
func slideFree(_ id: Int32) { slides[Int(id)] = nil }

private func withSlide(
  _ id: Int32, _ body: (inout SlideToConfirmMachine) -> Outputs<SlideToConfirmMachine.Output>
) -> Int32 {
  guard id >= 0, Int(id) < slides.count, let box = slides[Int(id)] else { return 0 }
  return reportSlide(body(&box.machine))
}

@inline(never)
private func reportSlide(_ outputs: consuming Outputs<SlideToConfirmMachine.Output>) -> Int32 {
  beginReport()
  outputs.forEachOutput { output in
    switch output {
    case .stateChanged(let state): report(1, Double(stateIndex(state)))
    case .update(let progress): report(2, progress)
    case .complete: report(3)
    case .idle: report(4)
    case .success: report(5)
    case .failure(let message): report(6, 0, message)
    case .feedback(let feedback):
      report(7, Double(SlideToConfirmMachine.Feedback.allCases.firstIndex(of: feedback) ?? 0))
    case .announce(let text): report(8, 0, text)
    }
  }
  return Int32(outputCount)
}

private func stateIndex(_ state: SlideToConfirmMachine.State) -> Int {
  SlideToConfirmMachine.State.allCases.firstIndex(of: state) ?? 0
}

/// A pointer event; returns the number of outputs.
@_cdecl("kinetic_slide_pointer")
func slidePointer(
  _ id: Int32, _ pointer: Int32, _ phase: Int32, _ x: Double, _ y: Double, _ time: Double,
  _ device: Int32
) -> Int32 {
  withSlide(id) { $0.handle(pointerEvent(pointer, phase, x, y, time, device)) }
}

/// A key event (the key's name in the text buffer).
@_cdecl("kinetic_slide_key")
func slideKey(
  _ id: Int32, _ length: Int32, _ release: Int32, _ modifiers: Int32, _ isRepeat: Int32,
  _ time: Double
) -> Int32 {
  withSlide(id) { $0.handle(keyEvent(length, release, modifiers, isRepeat, time)) }
}

/// Lets time pass.
@_cdecl("kinetic_slide_tick")
func slideTick(_ id: Int32, _ time: Double) -> Int32 {
  withSlide(id) { $0.tick(at: time) }
}

/// The API calls: 0 activate (a key press or an assistive technology), 1 complete, 2 reset,
/// 3 success, 4 failure (message in the text buffer, `length` bytes).
@_cdecl("kinetic_slide_call")
func slideCall(_ id: Int32, _ call: Int32, _ length: Int32, _ time: Double) -> Int32 {
  withSlide(id) { machine in
    switch call {
    case 0: machine.activate(at: time)
    case 1: machine.complete(at: time)
    case 2: machine.reset(at: time)
    case 3: machine.actionSucceeded(at: time)
    default: machine.actionFailed(message: readText(length), at: time)
    }
  }
}

/// Changes the size or one option.
///
/// Options: 0 thumbWidth, 1 resetsWhenCompleted,
/// 2 completionResetDelay, 3 resetAnimationDuration, 4 completionThreshold, 5 completesOnFling,
/// 6 flingMinimumProgress, 7 flingMinimumVelocity, 8 snapsBackWithSpring, 9 snapBackBounce,
/// 10 dragsFromAnywhere, 11 awaitsActionResult, 12 resultDisplayDuration, 13 confirmationWindow,
/// 14 reducesMotion, 15 isEnabled, 16 vertical, 17 right to left, 18 title (text), 19 prompt
/// (text), 20 width, 21 height.
@_cdecl("kinetic_slide_set")
func slideSet(_ id: Int32, _ option: Int32, _ value: Double, _ length: Int32, _ time: Double)
  -> Int32
{
  withSlide(id) { machine in
    var c = machine.configuration
    var size = machine.layout.size
    let flag = value != 0
    switch option {
    case 0: c.thumbWidth = value
    case 1: c.resetsWhenCompleted = flag
    case 2: c.completionResetDelay = value
    case 3: c.resetAnimationDuration = value
    case 4: c.completionThreshold = value
    case 5: c.completesOnFling = flag
    case 6: c.flingMinimumProgress = value
    case 7: c.flingMinimumVelocity = value
    case 8: c.snapsBackWithSpring = flag
    case 9: c.snapBackBounce = value
    case 10: c.dragsFromAnywhere = flag
    case 11: c.awaitsActionResult = flag
    case 12: c.resultDisplayDuration = value
    case 13: c.confirmationWindow = value
    case 14: c.reducesMotion = flag
    case 15: c.isEnabled = flag
    case 16: c.orientation = flag ? .vertical : .horizontal
    case 17: c.layoutDirection = flag ? .rightToLeft : .leftToRight
    case 18: c.title = readText(length)
    case 19: c.prompt = readText(length)
    case 20: size.width = value
    case 21: size.height = value
    default: break
    }
    return machine.reconfigure(size: size, configuration: c, at: time)
  }
}

/// Writes the render model.
///
/// Track, filled and thumb frames (12 numbers), progress, state, prompt opacity, spinner angle,
/// arrow (0 right, 1 left, 2 up), enabled, needs ticks; then, when `texts` is not 0, the status,
/// prompt, title, accessible label and hint as text (offset, length; status length -1 when
/// none). Returns whether the machine needs ticks, or -1 (nothing written) for no machine.
@_cdecl("kinetic_slide_render")
func slideRender(_ id: Int32, _ texts: Int32) -> Int32 {
  beginReport()
  guard id >= 0, Int(id) < slides.count, let box = slides[Int(id)] else { return -1 }
  return render(&box.machine, texts)
}

/// ``slideRender(_:_:)`` for one machine, read in place rather than copied.
private func render(_ machine: inout SlideToConfirmMachine, _ texts: Int32) -> Int32 {
  let model = machine.renderModel
  var out = RenderWriter()
  out.put(model.trackFrame)
  out.put(model.filledFrame)
  out.put(model.thumbFrame)
  out.put(model.progress)
  out.put(Double(stateIndex(model.state)))
  out.put(model.promptOpacity)
  out.put(model.spinnerAngle)
  switch model.arrow {
  case .right: out.put(0)
  case .left: out.put(1)
  case .up: out.put(2)
  }
  out.put(model.isEnabled)
  out.put(machine.needsTicks)
  if texts != 0 {
    out.put(text: model.status)
    out.put(text: model.prompt)
    out.put(text: model.title)
    out.put(text: machine.accessibilityLabel)
    out.put(text: machine.accessibilityHint)
  }
  return machine.needsTicks ? 1 : 0
}
