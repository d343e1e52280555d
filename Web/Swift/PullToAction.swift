@_spi(Hosts) import Kinetic

// <kinetic-pull-to-action>: one PullToActionMachine per element; the machine scrolls the content.

/// A pull to action's machine, kept in one place and mutated there.
final class PullBox {
  var machine = PullToActionMachine(viewportSize: Size(width: 300, height: 400), contentHeight: 400)
}

nonisolated(unsafe) var pulls: [PullBox?] = []

/// Creates a pull to action and returns its id.
@_cdecl("kinetic_pull_new")
func pullNew() -> Int32 {
  claimSlot(in: &pulls, PullBox())
}

/// Forgets a pull to action.
@_cdecl("kinetic_pull_free")
func pullFree(_ id: Int32) { pulls[Int(id)] = nil }

private func withPull(
  _ id: Int32, _ body: (inout PullToActionMachine) -> Outputs<PullToActionMachine.Output>
) -> Int32 {
  guard id >= 0, Int(id) < pulls.count, let box = pulls[Int(id)] else { return 0 }
  return reportPull(body(&box.machine))
}

@inline(never)
private func reportPull(_ outputs: consuming Outputs<PullToActionMachine.Output>) -> Int32 {
  beginReport()
  outputs.forEachOutput { output in
    switch output {
    case .stateChanged(_, let to): report(1, Double(pullStateIndex(to)))
    case .pulledAmountChanged(let amount): report(2, amount)
    case .triggeredAction: report(3)
    case .completed(let outcome):
      switch outcome {
      case nil: report(4, 0)
      case .success: report(4, 1)
      case .failure(let message): report(4, 2, message)
      case .noChange: report(4, 3)
      }
    case .feedback(let feedback):
      report(5, Double(PullToActionMachine.Feedback.allCases.firstIndex(of: feedback) ?? 0))
    case .announce(let text): report(6, 0, text)
    }
  }
  return Int32(outputCount)
}

private func pullStateIndex(_ state: PullToActionMachine.State) -> Int {
  PullToActionMachine.State.allCases.firstIndex(of: state) ?? 0
}

/// A pointer event; returns the number of outputs.
@_cdecl("kinetic_pull_pointer")
func pullPointer(
  _ id: Int32, _ pointer: Int32, _ phase: Int32, _ x: Double, _ y: Double, _ time: Double,
  _ device: Int32
) -> Int32 {
  withPull(id) { $0.handle(pointerEvent(pointer, phase, x, y, time, device)) }
}

/// A wheel or touchpad scroll of `dy` points: `phase` 0 a wheel's click (it scrolls, and never
/// pulls), or a continuous scroll that can pull: 1 began, 2 changed, 3 ended (the page's wheel
/// events stopped).
@_cdecl("kinetic_pull_scroll")
func pullScroll(
  _ id: Int32, _ dy: Double, _ modifiers: Int32, _ phase: Int32, _ time: Double
) -> Int32 {
  let source: ScrollEvent.Source =
    switch phase {
    case 1: .continuous(.began)
    case 2: .continuous(.changed)
    case 3: .continuous(.ended)
    default: .wheel
    }
  return withPull(id) { machine in
    machine.handle(
      .scroll(
        ScrollEvent(
          delta: Vector(dx: 0, dy: dy), source: source,
          modifiers: KeyModifiers(rawValue: UInt8(truncatingIfNeeded: modifiers)), time: time)))
  }
}

/// A key event (the key's name in the text buffer): F5 or Ctrl+R trigger.
@_cdecl("kinetic_pull_key")
func pullKey(
  _ id: Int32, _ length: Int32, _ release: Int32, _ modifiers: Int32, _ isRepeat: Int32,
  _ time: Double
) -> Int32 {
  withPull(id) { $0.handle(keyEvent(length, release, modifiers, isRepeat, time)) }
}

/// Lets time pass.
@_cdecl("kinetic_pull_tick")
func pullTick(_ id: Int32, _ time: Double) -> Int32 {
  withPull(id) { $0.tick(at: time) }
}

/// The API calls: 0 trigger, 1 success, 2 failure (message in the text buffer), 3 no change,
/// 4 completed without an outcome, 5 execute (a custom visualizer), 6 reset to idle, 7 scroll
/// to `value` points (kept within the content).
@_cdecl("kinetic_pull_call")
func pullCall(_ id: Int32, _ call: Int32, _ value: Double, _ length: Int32, _ time: Double)
  -> Int32
{
  withPull(id) { machine in
    switch call {
    case 0: machine.trigger(at: time)
    case 1: machine.actionCompleted(.success, at: time)
    case 2: machine.actionCompleted(.failure(message: readText(length)), at: time)
    case 3: machine.actionCompleted(.noChange, at: time)
    case 4: machine.actionCompleted(nil, at: time)
    case 5: machine.executeAction(at: time)
    case 6: machine.resetToIdle(at: time)
    // Within the content, as a page's own scrollTo stays: from an offset beyond it the content
    // would spring back, for a minute from 1e308.
    default:
      machine.jumpScroll(to: value.held(in: machine.scroll.restingRange, fallback: .nan), at: time)
    }
  }
}

/// Changes the size or one option.
///
/// Options: 0 pullThreshold, 1 executingHeight, 2 bottom edge,
/// 3 trigger at threshold, 4 minimumExecutingDuration, 5 outcomeDisplayDuration,
/// 6 arrowTurnDuration, 7 spring duration, 8 spring bounce, 9 reducesMotion, 10 enabled,
/// 11 alwaysBounces; text: 12 pulling, 13 triggered, 14 executing, 15 retracting, 16 success,
/// 17 no change, 18 completed announcement; 20 viewport width, 21 viewport height, 22 content
/// height.
@_cdecl("kinetic_pull_set")
func pullSet(_ id: Int32, _ option: Int32, _ value: Double, _ length: Int32, _ time: Double)
  -> Int32
{
  withPull(id) { machine in
    var c = machine.configuration
    let flag = value != 0
    switch option {
    case 20, 21, 22:
      var size = machine.viewportSize
      var content = machine.scroll.contentLength
      if option == 20 { size.width = value }
      if option == 21 { size.height = value }
      if option == 22 { content = value }
      return machine.resize(viewportSize: size, contentHeight: content, at: time)
    case 0: c.pullThreshold = value
    case 1: c.executingHeight = value
    case 2: c.edge = flag ? .bottom : .top
    case 3: c.triggerMode = flag ? .atThreshold : .onRelease
    case 4: c.minimumExecutingDuration = value
    case 5: c.outcomeDisplayDuration = value
    case 6: c.arrowTurnDuration = value
    case 7: c.spring = DampedSpring(duration: value, bounce: c.spring.bounce)
    case 8: c.spring = DampedSpring(duration: c.spring.duration, bounce: value)
    case 9: c.reducesMotion = flag
    case 10: c.isEnabled = flag
    case 11: c.scrolling.alwaysBounces = flag
    case 12: c.stateTexts[.pulling] = readText(length)
    case 13: c.stateTexts[.triggered] = readText(length)
    case 14: c.stateTexts[.executing] = readText(length)
    case 15: c.stateTexts[.retracting] = readText(length)
    case 16: c.successText = readText(length)
    case 17: c.noChangeText = readText(length)
    case 18: c.completedAnnouncement = readText(length)
    case 19:
      // Every text the default for the pull's edge (the page then sets those it has).
      c.useDefaultTexts()
    default: break
    }
    return machine.reconfigure(c, at: time)
  }
}

/// Writes the render model.
///
/// Content, revealed and status frames (12 numbers), state, pulled amount, threshold,
/// progress, icon (0 arrow, 1 spinner, 2 success, 3 failure, 4 no change, 5 none), arrow angle,
/// spinner angle, outcome (0 none, 1 success, 2 failure, 3 no change), enabled, needs ticks,
/// scroll offset, content end offset, status height; then, when `length` is not negative, the
/// status text, the accessible label and the description as text (offset, length; -1 when
/// none), the description naming `length` bytes of keys from the text buffer ("press F5 or
/// Ctrl+R"). Returns whether the machine needs ticks, or -1 (nothing written) for no machine.
@_cdecl("kinetic_pull_render")
func pullRender(_ id: Int32, _ length: Int32) -> Int32 {
  let keys = length >= 0 ? readText(length) : ""
  beginReport()
  guard id >= 0, Int(id) < pulls.count, let box = pulls[Int(id)] else { return -1 }
  return render(&box.machine, length, keys)
}

/// ``pullRender(_:_:)`` for one machine, read in place rather than copied.
private func render(_ machine: inout PullToActionMachine, _ length: Int32, _ keys: String) -> Int32
{
  let model = machine.renderModel
  var out = RenderWriter()
  out.put(model.contentFrame)
  out.put(model.revealedFrame)
  out.put(model.statusFrame)
  out.put(Double(pullStateIndex(model.state)))
  out.put(model.pulledAmount)
  out.put(model.pullThreshold)
  out.put(model.progress)
  switch model.icon {
  case .arrow: out.put(0)
  case .spinner: out.put(1)
  case .success: out.put(2)
  case .failure: out.put(3)
  case .noChange: out.put(4)
  case .none: out.put(5)
  }
  out.put(model.arrowAngle)
  out.put(model.spinnerAngle)
  switch model.outcome {
  case nil: out.put(0)
  case .success: out.put(1)
  case .failure: out.put(2)
  case .noChange: out.put(3)
  }
  out.put(model.isEnabled)
  out.put(machine.needsTicks)
  out.put(machine.scroll.offset)
  out.put(machine.scroll.contentEndOffset)
  out.put(machine.preferredStatusHeight)
  if length >= 0 {
    out.put(text: model.text)
    out.put(text: machine.accessibilityLabel)
    out.put(
      text: machine.accessibilityDescription(
        lowercasedAction: machine.configuration.edge == .top ? "refresh" : "load more",
        keys: keys.isEmpty ? nil : keys))
  }
  return machine.needsTicks ? 1 : 0
}
