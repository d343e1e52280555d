@_spi(Hosts) import Kinetic
import Testing

/// The loop every host runs (``ControlLoopHost``): outputs in order, those a handler causes after
/// the ones under way, one `outputsCarried` per call, nothing after the host has gone.
@Suite struct ControlLoopTests {
  typealias Output = SlideToConfirmMachine.Output

  /// A host that records what the loop has it do; `onOutput` plays an app's handler.
  final class RecordingHost: ControlLoopHost {
    var machine = SlideToConfirmMachine(size: Size(width: 300, height: 60))
    var loop = ControlLoop<Output>()
    var isTornDown = false
    var carried: [(output: Output, time: Double)] = []
    var batches = 0
    var onOutput: ((Output) -> Void)?

    func carryOut(_ output: Output, at time: Double) {
      carried.append((output, time))
      onOutput?(output)
    }

    func outputsCarried() { batches += 1 }
    func startTicking() {}
  }

  static func outputs(_ texts: String...) -> Outputs<Output> {
    var outputs = Outputs<Output>()
    for text in texts { outputs.append(.announce(text)) }
    return outputs
  }

  @Test func outputsAHandlerCausesRunAfterTheOnesUnderWayWithTheirOwnTime() {
    let host = RecordingHost()
    host.onOutput = { output in
      if output == .announce("first") { host.perform(Self.outputs("nested"), at: 2) }
      if output == .announce("nested") { host.perform(Self.outputs("deeper"), at: 3) }
    }
    host.perform(Self.outputs("first", "second"), at: 1)
    #expect(
      host.carried.map(\.output) == [
        .announce("first"), .announce("second"), .announce("nested"), .announce("deeper"),
      ])
    #expect(host.carried.map(\.time) == [1, 1, 2, 3])
    #expect(host.batches == 1)

    // The next call starts afresh.
    host.perform(Self.outputs("later"), at: 4)
    #expect(host.carried.last?.output == .announce("later"))
    #expect(host.batches == 2)
  }

  @Test func aHostTornDownByAHandlerCarriesOutNothingMore() {
    let host = RecordingHost()
    host.onOutput = { output in
      if output == .announce("first") {
        host.perform(Self.outputs("nested"), at: 2)
        host.isTornDown = true
      }
    }
    host.perform(Self.outputs("first", "second"), at: 1)
    #expect(host.carried.map(\.output) == [.announce("first")])
    #expect(host.batches == 0)
  }
}
