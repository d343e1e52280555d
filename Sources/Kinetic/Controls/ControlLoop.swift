/// What a host keeps for ``ControlLoopHost/perform(_:at:)``: the outputs waiting their turn.
///
/// A host stores one and leaves it to the loop.
package struct ControlLoop<Output: Sendable> {
  fileprivate var queued: [(outputs: Outputs<Output>, time: TimeInterval)] = []
  fileprivate var isPerforming = false

  /// An empty loop, as a new host starts with.
  package init() {}
}

/// A host that drives one control's machine the way ``Control`` describes, with the loop written
/// once: outputs carried out in order, ticks only while the machine needs them, nothing after
/// the host has gone.
///
/// A host says what an output means on its platform (``carryOut(_:at:)``: a signal, an
/// announcement), what follows a batch of outputs (``outputsCarried()``: notify, lay out,
/// redraw) and how it ticks (``startTicking()``: a frame clock, `requestAnimationFrame`); the
/// loop does the rest. An output whose handler causes more outputs (a `confirmed` handler that
/// reports the outcome at once) runs those after the ones under way, in the machine's order.
package protocol ControlLoopHost: AnyObject {
  associatedtype Machine: Control

  /// The machine the host drives.
  var machine: Machine { get set }
  /// The loop's bookkeeping, stored by the host.
  var loop: ControlLoop<Machine.Output> { get set }
  /// Whether the host has been torn down: outputs still queued are dropped.
  var isTornDown: Bool { get }

  /// Carries out one output, at `time` on the host's clock.
  func carryOut(_ output: Machine.Output, at time: TimeInterval)
  /// Called once the outputs of a call have all been carried out.
  func outputsCarried()
  /// Calls ``tick(at:)`` on every frame from now on until it returns `false`, unless it already
  /// does.
  func startTicking()
}

extension ControlLoopHost {
  /// Carries out `outputs` in order, then ``outputsCarried()``, then ticks if the machine needs
  /// it.
  package func perform(_ outputs: Outputs<Machine.Output>, at time: TimeInterval) {
    loop.queued.append((outputs, time))
    guard !loop.isPerforming else { return }
    loop.isPerforming = true
    while !loop.queued.isEmpty, !isTornDown {
      let next = loop.queued.removeFirst()
      for output in next.outputs where !isTornDown {
        carryOut(output, at: next.time)
      }
    }
    loop.queued.removeAll()
    loop.isPerforming = false
    guard !isTornDown else { return }
    outputsCarried()
    if machine.needsTicks { startTicking() }
  }

  /// Hands the machine one input event and carries out what it returns.
  package func handle(_ event: InputEvent) {
    perform(machine.handle(event), at: event.time)
  }

  /// One frame: lets time pass up to `time`; returns whether the machine needs more frames.
  package func tick(at time: TimeInterval) -> Bool {
    perform(machine.tick(at: time), at: time)
    return !isTornDown && machine.needsTicks
  }
}
