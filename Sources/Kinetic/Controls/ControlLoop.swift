/// What a host keeps for ``ControlLoopHost/perform(_:at:)``: the outputs waiting their turn.
///
/// A host stores one and leaves it to the loop.
///
/// The loop is Kinetic's hosts' own interface (`@_spi(Hosts) import Kinetic`), not the public
/// API; it is public within that SPI, and its functions inlinable, so that a host in another
/// module (the GTK widgets) gets them specialised for its machine. Package declarations are not
/// inlined across modules: written so, every output of every pointer event went through the
/// runtime's metadata and witness tables, a twentieth of the pull's CPU in a drag.
@_spi(Hosts) public struct ControlLoop<Output: Sendable> {
  /// Outputs that arrived while others were being carried out, in order.
  @usableFromInline var queued: [(outputs: Outputs<Output>, time: TimeInterval)] = []
  /// Whether ``ControlLoopHost/perform(_:at:)`` is under way (an output's handler called it).
  @usableFromInline var isPerforming = false

  /// An empty loop, as a new host starts with.
  @inlinable public init() {}
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
@_spi(Hosts) public protocol ControlLoopHost: AnyObject {
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

@_spi(Hosts) extension ControlLoopHost {
  /// Carries out `outputs` in order, then ``outputsCarried()``, then ticks if the machine needs
  /// it.
  @inlinable
  public func perform(_ outputs: consuming Outputs<Machine.Output>, at time: TimeInterval) {
    guard !loop.isPerforming else {
      loop.queued.append((outputs, time))
      return
    }
    loop.isPerforming = true
    // The call's own outputs are walked where they lie (consumed, not copied: a list is sixteen
    // slots), then whatever their handlers queued, in order.
    outputs.forEachOutput { output in
      if !isTornDown { carryOut(output, at: time) }
    }
    while !isTornDown, !loop.queued.isEmpty {
      let next = loop.queued.removeFirst()
      next.outputs.forEachOutput { output in
        if !isTornDown { carryOut(output, at: next.time) }
      }
    }
    loop.queued.removeAll()
    loop.isPerforming = false
    guard !isTornDown else { return }
    outputsCarried()
    if machine.needsTicks { startTicking() }
  }

  /// Hands the machine one input event and carries out what it returns.
  @inlinable
  public func handle(_ event: InputEvent) {
    perform(machine.handle(event), at: event.time)
  }

  /// One frame: lets time pass up to `time`; returns whether the machine needs more frames.
  @inlinable
  public func tick(at time: TimeInterval) -> Bool {
    perform(machine.tick(at: time), at: time)
    return !isTornDown && machine.needsTicks
  }
}
