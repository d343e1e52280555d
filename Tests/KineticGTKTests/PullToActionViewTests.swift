import CGTK
import Foundation
import Kinetic
import KineticCairo
import KineticGTK
import Testing

/// Records what a delegate and a status view hear, in one list, to check their order.
@MainActor
private final class Recorder: PullToActionDelegate, PullToActionStatusView {
  let widget: UnsafeMutablePointer<GtkWidget>
  var events: [String] = []
  weak var view: PullToActionView?
  var statesSeenInWillChange: [PullToActionMachine.State] = []

  init() {
    widget = gtk_label_new("Status").unsafelyUnwrapped
    g_object_ref_sink(widget)
  }

  isolated deinit {
    g_object_unref(widget)
  }

  func willChange(from old: PullToActionMachine.State, to new: PullToActionMachine.State) {
    events.append("will \(old)→\(new)")
    if let view { statesSeenInWillChange.append(view.state) }
  }

  func didChange(from old: PullToActionMachine.State, to new: PullToActionMachine.State) {
    events.append("did \(old)→\(new)")
  }

  func triggeredAction(_ view: PullToActionView) {
    events.append("triggeredAction")
  }

  func update(for state: PullToActionMachine.State) {
    events.append("status \(state)")
  }
}

/// A status view of any widget, which hears nothing.
@MainActor
private final class LabelStatusView: PullToActionStatusView {
  let widget: UnsafeMutablePointer<GtkWidget>
  init(_ widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }
}

/// A list of `rows` labels, each 40 points tall.
@MainActor
private func makeList(rows: Int) -> UnsafeMutablePointer<GtkWidget> {
  let list = gtk_list_box_new().unsafelyUnwrapped
  for index in 0..<rows {
    let label = gtk_label_new("Row \(index)").unsafelyUnwrapped
    gtk_widget_set_size_request(label, -1, 40)
    gtk_list_box_append(OpaquePointer(list), label)
  }
  return list
}

/// A shown window holding `view` at 300 × 400 points.
@MainActor
private func show(_ view: PullToActionView) throws -> UnsafeMutablePointer<GtkWidget> {
  let window = try #require(gtk_window_new())
  gtk_widget_set_size_request(view.widget, 300, 400)
  gtk_window_set_child(cgtk_window(window), view.widget)
  gtk_window_present(cgtk_window(window))
  iterate(for: 2) { gtk_widget_get_height(view.widget) == 400 }
  iterate(for: 0.1)
  return window
}

/// Where the content is drawn, in the view's coordinates.
@MainActor
private func contentTop(of view: PullToActionView) -> Double? {
  var bounds = graphene_rect_t()
  guard gtk_widget_compute_bounds(view.content, view.widget, &bounds) != 0 else { return nil }
  return Double(bounds.origin.y)
}

@Suite(.serialized) @MainActor struct PullToActionViewTests {
  @Test(.needsDisplay) func theDrawnStatusViewTakesANewLookAtOnce() throws {
    let view = PullToActionView(content: makeList(rows: 5))
    let host = try #require(WidgetHost.of(view.widget) as? PullToActionHost)
    // The renderer is kept from frame to frame, and made again for a new look.
    let first = host.look.value.style
    var style = view.style
    style.progressColor = Color(hex: 0xC01C28)
    view.style = style
    #expect(host.look.value.style == style)
    #expect(host.look.value.style != first)
  }

  @Test(.needsDisplay) func stateChangesReachTheDelegateAndTheStatusViewInOrder() {
    let view = PullToActionView(content: makeList(rows: 5))
    let recorder = Recorder()
    recorder.view = view
    view.delegate = recorder
    view.statusView = recorder
    recorder.events.removeAll()
    view.trigger()
    #expect(
      recorder.events.prefix(3) == [
        "will idle→triggered", "status triggered", "did idle→triggered",
      ])
    // "Will" comes before the change: the view still reads the old state.
    #expect(recorder.statesSeenInWillChange == [.idle])
    #expect(view.state == .triggered)
  }

  @Test(.needsDisplay) func triggerHoldsTheContentOpenExecutesThenRetracts() throws {
    let view = PullToActionView(content: makeList(rows: 30))
    let window = try show(view)
    defer { gtk_window_destroy(cgtk_window(window)) }
    var states: [PullToActionMachine.State] = []
    var triggered = 0
    view.onOutput = { output, _ in
      switch output {
      case .stateChanged(_, let state): states.append(state)
      case .triggeredAction: triggered += 1
      default: break
      }
    }
    view.trigger()
    iterate(for: 3) { view.state == .executing }
    #expect(states == [.triggered, .executing])
    #expect(triggered == 1)
    iterate(for: 1) { abs(view.pulledAmount - 50) < 0.5 && !view.isTicking }
    #expect(abs(view.pulledAmount - 50) < 1)
    view.actionCompleted(.noChange)
    iterate(for: 4) { view.state == .idle }
    #expect(states == [.triggered, .executing, .retracting, .idle])
    // Idle comes within a point of closed; the spring then settles exactly.
    iterate(for: 2) { !view.isTicking }
    #expect(view.pulledAmount == 0)
    #expect(contentTop(of: view) == 0)
  }

  @Test(.needsDisplay) func anAsyncActionCompletesTheControlByItself() async throws {
    let view = PullToActionView(content: makeList(rows: 30))
    let window = try show(view)
    defer { gtk_window_destroy(cgtk_window(window)) }
    var outcomes: [PullToActionMachine.Outcome?] = []
    var announcements: [String] = []
    view.onOutput = { output, _ in
      if case .completed(let outcome) = output { outcomes.append(outcome) }
    }
    view.onAnnounce = { announcements.append($0) }
    view.action = {
      try? await Task.sleep(for: .milliseconds(100))
      return .failure(message: "No connection")
    }
    view.trigger()
    // Generous: other suites share the main actor and the frame clock when tests run in parallel.
    await run(for: 20) { view.state == .idle && !outcomes.isEmpty }
    #expect(outcomes == [.failure(message: "No connection")])
    #expect(announcements == ["Loading…", "No connection"])
    #expect(view.state == .idle)
  }

  @Test(.needsDisplay) func anOutputReportingAStateChangeFindsTheViewInTheNewState() throws {
    // The gallery's status line reads the view's state when it hears of a change.
    let view = PullToActionView(content: makeList(rows: 30))
    let window = try show(view)
    defer { gtk_window_destroy(cgtk_window(window)) }
    var seen: [String] = []
    view.onOutput = { output, _ in
      if case .stateChanged(_, let state) = output { seen.append("\(state)=\(view.state)") }
    }
    view.trigger()
    iterate(for: 3) { view.state == .executing }
    view.actionCompleted(.noChange)
    iterate(for: 4) { view.state == .idle }
    #expect(
      seen == [
        "triggered=triggered", "executing=executing", "retracting=retracting", "idle=idle",
      ])
  }

  @Test(.needsDisplay) func aHiddenViewComesToRestAndThenNothingTicks() throws {
    let view = PullToActionView(content: makeList(rows: 30))
    let window = try show(view)
    defer { gtk_window_destroy(cgtk_window(window)) }
    view.trigger()
    #expect(view.isTicking)
    // Another page of a stack, mid-animation: without frames the pull still comes to execute
    // (an app's refresh starts while the user looks elsewhere), and then nothing ticks.
    gtk_widget_set_visible(view.widget, 0)
    iterate(for: 3) { view.state == .executing }
    #expect(view.state == .executing)
    #expect(abs(view.pulledAmount - 50) < 1)
    view.actionCompleted(.success)
    iterate(for: 5) { view.state == .idle && !view.isTicking }
    #expect(view.state == .idle)
    #expect(!view.isTicking)
    gtk_widget_set_visible(view.widget, 1)
    iterate(for: 0.3)
    #expect(view.state == .idle)
    #expect(view.pulledAmount == 0)
  }

  @Test(.needsDisplay) func theContentIsPlacedAtTheContentFrame() throws {
    let view = PullToActionView(content: makeList(rows: 30))
    let status = try #require(gtk_label_new("Status"))
    view.statusView = LabelStatusView(status)
    let window = try show(view)
    defer { gtk_window_destroy(cgtk_window(window)) }
    let model = view.renderModel
    // Measured at its natural height for the view's width: 30 rows of 40 points at least.
    #expect(model.contentFrame.height >= 1_200)
    #expect(model.bounds.size == Size(width: 300, height: 400))
    #expect(contentTop(of: view) == 0)
    #expect(gtk_widget_get_width(view.content) == 300)

    view.trigger()
    iterate(for: 3) { view.state == .executing && !view.isTicking }
    iterate(for: 1) { abs(view.renderModel.contentFrame.minY - 50) < 0.5 }
    iterate(for: 0.1)
    let top = try #require(contentTop(of: view))
    #expect(abs(top - Double(view.renderModel.contentFrame.minY)) < 0.5)
    #expect(abs(top - 50) < 1)
    // The status view fills the executing height above the content.
    var bounds = graphene_rect_t()
    #expect(gtk_widget_compute_bounds(status, view.widget, &bounds) != 0)
    #expect(abs(Double(bounds.origin.y + bounds.size.height) - top) < 1)
    #expect(gtk_widget_get_parent(status) == view.widget)
  }

  @Test(.needsDisplay) func assistiveTechnologiesRunTheRefreshAction() throws {
    let view = PullToActionView(content: makeList(rows: 10))
    let window = try show(view)
    defer { gtk_window_destroy(cgtk_window(window)) }
    #expect(
      gtk_accessible_get_accessible_role(OpaquePointer(view.widget)) == GTK_ACCESSIBLE_ROLE_GROUP)
    // AT-SPI's Action interface runs the class's installed action.
    #expect(gtk_widget_activate_action_variant(view.widget, "pull-to-action.refresh", nil) != 0)
    iterate(for: 1) { view.state != .idle }
    #expect(view.state == .triggered || view.state == .executing)
  }

  @Test(.needsDisplay) func destroyingTheWindowMidAnimationIsSafe() throws {
    weak var weakView: PullToActionView?
    let probe: FinalizationProbe
    do {
      let view = PullToActionView(content: makeList(rows: 30))
      weakView = view
      probe = FinalizationProbe(view.widget)
      let window = try show(view)
      view.trigger()
      #expect(view.isTicking)
      iterate(for: 0.1)
      gtk_window_destroy(cgtk_window(window))
      // Off screen there are no frames: the motion runs on from a timer, on the view, which is
      // alive, to the action.
      iterate(for: 3) { view.state == .executing }
      #expect(view.state == .executing)
      // The view still answers its API without a widget on screen.
      view.actionCompleted(.success)
      view.resetToIdle()
      #expect(view.state != .idle || view.pulledAmount == 0)
    }
    #expect(weakView == nil)
    #expect(probe.isFinalized)
  }

  @Test(.needsDisplay) func disposingTheWidgetTearsTheViewDown() {
    let view = PullToActionView(content: makeList(rows: 3))
    view.trigger()
    g_object_run_dispose(cgtk_object(view.widget))  // Emits `destroy`.
    #expect(!view.isTicking)
    view.resetToIdle()
  }
}
