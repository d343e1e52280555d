import CGTK
import Foundation
@_spi(Hosts) import Kinetic
import KineticCairo
import KineticGObject
import KineticGTK
import Testing

/// `KineticPullToAction` as C, GtkBuilder and other languages see it: GObject properties,
/// notify, signals, actions and `.ui` files.
@Suite(.serialized) @MainActor struct PullToActionClassTests {
  /// Every writable property but `edge` with a value to set that differs from its default.
  static let newValues: [String: String] = [
    "pull-threshold": "80", "executing-height": "60", "trigger-mode": "at-threshold",
    "minimum-executing-duration": "1", "outcome-display-duration": "2",
    "arrow-turn-duration": "0.5", "spring-duration": "0.6", "spring-bounce": "0.3",
    "reduces-motion": "true", "enabled": "false", "pulling-text": "Keep pulling",
    "triggered-text": "Let go", "executing-text": "Working", "retracting-text": "Done!",
    "success-text": "Fresh", "no-change-text": "Nothing new", "completed-announcement": "Finished",
    "rubber-band": "0.4", "deceleration-rate": "0.99", "bounce-duration": "0.3",
    "bounce-bounce": "0.2", "always-bounces": "false", "visualizer": "stretch",
    "awaits-result": "true", "action-label": "Reload", "failure-text": "Oops",
    "hint": "Drag the list down to reload",
  ]

  @Test(.needsDisplay) func everyPropertyIsDeclaredOnTheClassWithTheCoresDefault() throws {
    let widget = try #require(kinetic_pull_to_action_new())
    g_object_ref_sink(widget)
    defer { g_object_unref(widget) }
    let names = Set(GObjectProperties.ownProperties(of: kinetic_pull_to_action_get_type()))
    let parts: Set = ["child", "status-view"]  // Widgets, none by default.
    #expect(
      names == Set(Self.newValues.keys).union(["edge", "state", "pulled-amount"]).union(parts))
    // The C defaults are the core's: a fresh widget reads each property's default.
    for name in names.subtracting(parts) {
      let read = try #require(GObjectProperties.string(widget, name))
      let fallback = try #require(GObjectProperties.defaultString(widget, name))
      #expect(sameValue(read, fallback), "\(name): \(read) against the default \(fallback)")
    }
    let defaults = PullToActionMachine.Configuration()
    #expect(GObjectProperties.double(widget, "pull-threshold") == defaults.pullThreshold)
    #expect(GObjectProperties.double(widget, "executing-height") == defaults.executingHeight)
    #expect(
      abs(GObjectProperties.double(widget, "spring-duration") - defaults.spring.duration) < 1e-9)
    #expect(
      GObjectProperties.double(widget, "deceleration-rate")
        == defaults.scrolling.deceleration.rate)
    #expect(
      GObjectProperties.string(widget, "executing-text") == defaults.textForStates[.executing])
    #expect(GObjectProperties.string(widget, "state") == "idle")
    #expect(GObjectProperties.string(widget, "visualizer") == "bottom")
  }

  @Test(.needsDisplay) func settingAPropertyAppliesItAndNotifiesOnlyWhenItChanges() throws {
    let view = PullToActionView(content: makeList(rows: 3))
    let widget = view.widget
    GObjectProperties.set(widget, "awaits-result", "false")
    let connections = SignalConnections()
    var notified: [String] = []
    for name in Self.newValues.keys + ["edge"] {
      connections.connectNotify(widget, property: name) { notified.append(name) }
    }
    for (name, text) in Self.newValues.sorted(by: { $0.key < $1.key }) {
      #expect(GObjectProperties.set(widget, name, text), "\(name)")
      let read = try #require(GObjectProperties.string(widget, name))
      #expect(sameValue(read, text), "\(name) reads \(read) after being set to \(text)")
    }
    #expect(notified.sorted() == Self.newValues.keys.sorted())
    // The texts are no longer the defaults: moving to the bottom changes the edge alone.
    notified.removeAll()
    #expect(GObjectProperties.set(widget, "edge", "bottom"))
    #expect(notified == ["edge"])
    // Setting the same values again notifies nothing, nor does the same configuration.
    notified.removeAll()
    for (name, text) in Self.newValues { GObjectProperties.set(widget, name, text) }
    GObjectProperties.set(widget, "edge", "bottom")
    view.configuration = view.configuration
    #expect(notified.isEmpty)
    // The machine runs what the properties say.
    let configuration = view.configuration
    #expect(configuration.pullThreshold == 80)
    #expect(configuration.edge == .bottom)
    #expect(configuration.triggerMode == .atThreshold)
    #expect(abs(configuration.spring.duration - 0.6) < 1e-9)
    #expect(abs(configuration.spring.bounce - 0.3) < 1e-9)
    #expect(configuration.scrolling.deceleration.rate == 0.99)
    #expect(!configuration.scrolling.alwaysBounces)
    #expect(configuration.textForStates[.retracting] == "Done!")
    #expect(view.visualizer is PullToActionVisualizers.Stretch)
    #expect(view.actionName == "Reload")
    // The Swift side notifies as GObject's does.
    var changed = configuration
    changed.pullThreshold = 120
    view.configuration = changed
    #expect(notified == ["pull-threshold"])
    connections.disconnectAll()
  }

  @Test(.needsDisplay) func movingToTheBottomCarriesTheDefaultTextsAlong() throws {
    let widget = try #require(kinetic_pull_to_action_new())
    g_object_ref_sink(widget)
    defer { g_object_unref(widget) }
    #expect(GObjectProperties.set(widget, "edge", "bottom"))
    let bottom = PullToActionMachine.Configuration(edge: .bottom)
    #expect(GObjectProperties.string(widget, "pulling-text") == bottom.textForStates[.pulling])
    #expect(GObjectProperties.string(widget, "success-text") == bottom.successText)
    #expect(GObjectProperties.string(widget, "action-label") == "Load more")
  }

  @Test(.needsDisplay) func theRefreshActionEmitsTriggeredAndFinishReportsTheOutcome() throws {
    let pull = try #require(kinetic_pull_to_action_new())
    let window = try show(pull, content: makeList(rows: 30))
    defer { gtk_window_destroy(cgtk_window(window)) }
    GObjectProperties.set(pull, "awaits-result", "true")
    GObjectProperties.set(pull, "minimum-executing-duration", "0")
    let connections = SignalConnections()
    var triggered = 0
    var states: [String] = []
    connections.connect(pull, "triggered") { triggered += 1 }
    connections.connectNotify(pull, property: "state") {
      states.append(GObjectProperties.string(pull, "state") ?? "?")
    }
    // AT-SPI's Action interface and the F5 binding run the class's installed action.
    #expect(gtk_widget_activate_action_variant(pull, "pull-to-action.refresh", nil) != 0)
    iterate(for: 3) { triggered == 1 }
    #expect(triggered == 1)
    #expect(states == ["triggered", "executing"])
    // A second activation while the action runs triggers nothing.
    #expect(gtk_widget_activate_action_variant(pull, "pull-to-action.refresh", nil) != 0)
    iterate(for: 0.2)
    #expect(triggered == 1)
    let control = OpaquePointer(pull)
    kinetic_pull_to_action_finish(control, 0, "No connection")
    #expect(kinetic_pull_to_action_get_state(control) == KINETIC_PULL_TO_ACTION_STATE_RETRACTING)
    #expect(view(pull).renderModel.outcome == .failure(message: "No connection"))
    iterate(for: 4) {
      kinetic_pull_to_action_get_state(control) == KINETIC_PULL_TO_ACTION_STATE_IDLE
    }
    #expect(states == ["triggered", "executing", "retracting", "idle"])
    connections.disconnectAll()
  }

  @Test(.needsDisplay) func withoutAwaitingAResultTheControlRetractsByItself() throws {
    let pull = try #require(kinetic_pull_to_action_new())
    let window = try show(pull, content: makeList(rows: 30))
    defer { gtk_window_destroy(cgtk_window(window)) }
    let connections = SignalConnections()
    var triggered = 0
    connections.connect(pull, "triggered") { triggered += 1 }
    kinetic_pull_to_action_trigger(OpaquePointer(pull))
    iterate(for: 6) {
      kinetic_pull_to_action_get_state(OpaquePointer(pull)) == KINETIC_PULL_TO_ACTION_STATE_IDLE
    }
    #expect(triggered == 1)
    #expect(
      kinetic_pull_to_action_get_state(OpaquePointer(pull)) == KINETIC_PULL_TO_ACTION_STATE_IDLE)
    connections.disconnectAll()
  }

  @Test(.needsDisplay) func aScriptedPullPastTheThresholdEmitsTriggeredAndNotifiesTheAmount()
    throws
  {
    let pull = try #require(kinetic_pull_to_action_new())
    let window = try show(pull, content: makeList(rows: 30))
    defer { gtk_window_destroy(cgtk_window(window)) }
    let host = try #require(WidgetHost.of(pull) as? PullToActionHost)
    let connections = SignalConnections()
    var triggered = 0
    var amounts: [Double] = []
    connections.connect(pull, "triggered") { triggered += 1 }
    connections.connectNotify(pull, property: "pulled-amount") {
      amounts.append(GObjectProperties.double(pull, "pulled-amount"))
    }
    // The events the control's drag gesture sends: down, a drag 450 points down, up.
    let start = host.now
    func send(_ phase: PointerEvent.Phase, y: Double, at time: Double) {
      let event = PointerEvent(
        pointer: .primary, phase: phase, location: Point(x: 150, y: y), time: time,
        device: .touch)
      host.perform(host.machine.handle(.pointer(event)), at: time)
    }
    send(.down, y: 50, at: start)
    for step in 1...18 {
      send(.move, y: 50 + Double(step) * 25, at: start + Double(step) * 0.016)
    }
    #expect(GObjectProperties.string(pull, "state") == "triggered")
    let pulled = GObjectProperties.double(pull, "pulled-amount")
    #expect(pulled > GObjectProperties.double(pull, "pull-threshold"))
    #expect(amounts.count >= 10)
    #expect(amounts.last == pulled)
    send(.up, y: 500, at: start + 0.3)
    iterate(for: 3) { triggered == 1 }
    #expect(triggered == 1)
    connections.disconnectAll()
  }

  @Test(.needsDisplay) func disablingMidPullNotifiesTheStateOnce() throws {
    let pull = try #require(kinetic_pull_to_action_new())
    let window = try show(pull, content: makeList(rows: 30))
    defer { gtk_window_destroy(cgtk_window(window)) }
    let host = try #require(WidgetHost.of(pull) as? PullToActionHost)
    let start = host.now
    for (step, phase) in [PointerEvent.Phase.down, .move, .move, .move].enumerated() {
      let event = PointerEvent(
        pointer: .primary, phase: phase, location: Point(x: 150, y: 50 + Double(step) * 20),
        time: start + Double(step) * 0.016, device: .touch)
      host.perform(host.machine.handle(.pointer(event)), at: event.time)
    }
    #expect(GObjectProperties.string(pull, "state") == "pulling")
    let connections = SignalConnections()
    var states: [String] = []
    connections.connectNotify(pull, property: "state") {
      states.append(GObjectProperties.string(pull, "state") ?? "?")
    }
    // Disabled from Swift (g_object_set_property would merge a repeat while it freezes
    // notifications), the pull goes back to idle: one change of state, one notification.
    let view = PullToActionView(pull)
    view.configuration.isEnabled = false
    #expect(states == ["idle"])
    connections.disconnectAll()
  }

  @Test(.needsDisplay) func anInsensitiveControlDoesNotTrigger() throws {
    let pull = try #require(kinetic_pull_to_action_new())
    let window = try show(pull, content: makeList(rows: 30))
    defer { gtk_window_destroy(cgtk_window(window)) }
    let connections = SignalConnections()
    var triggered = 0
    connections.connect(pull, "triggered") { triggered += 1 }
    gtk_widget_set_sensitive(pull, 0)
    kinetic_pull_to_action_trigger(OpaquePointer(pull))
    iterate(for: 0.3)
    #expect(triggered == 0)
    #expect(GObjectProperties.string(pull, "state") == "idle")
    // The `enabled` property is the app's wish, unchanged by the sensitivity.
    #expect(GObjectProperties.string(pull, "enabled") == "TRUE")
    gtk_widget_set_sensitive(pull, 1)
    kinetic_pull_to_action_trigger(OpaquePointer(pull))
    iterate(for: 3) { triggered == 1 }
    #expect(triggered == 1)
    connections.disconnectAll()
  }

  @Test(.needsDisplay) func aUIFileDeclaresTheControlWithContentAndStatusChildren() throws {
    // As an app does before loading a .ui file: GtkBuilder finds registered types by name.
    g_type_ensure(kinetic_pull_to_action_get_type())
    let builder = try build(
      """
      <interface>
        <object class="GtkWindow" id="window">
          <property name="default-width">300</property>
          <property name="default-height">400</property>
          <property name="child">
            <object class="KineticPullToAction" id="pull">
              <property name="pull-threshold">80</property>
              <property name="executing-height">64</property>
              <property name="edge">bottom</property>
              <property name="visualizer">stretch</property>
              <property name="action-label">Load older mail</property>
              <child><object class="GtkListBox" id="content"/></child>
              <child type="status"><object class="GtkLabel" id="status"><property name="label">Loading older mail</property></object></child>
            </object>
          </property>
        </object>
      </interface>
      """)
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    let window = try #require(object(builder, "window"))
    let pull = try #require(object(builder, "pull"))
    let content = try #require(object(builder, "content"))
    let status = try #require(object(builder, "status"))
    #expect(
      g_type_check_instance_is_a(
        UnsafeMutableRawPointer(pull).assumingMemoryBound(to: GTypeInstance.self),
        kinetic_pull_to_action_get_type()) != 0)
    #expect(GObjectProperties.double(pull, "pull-threshold") == 80)
    #expect(GObjectProperties.string(pull, "edge") == "bottom")
    #expect(GObjectProperties.string(pull, "visualizer") == "stretch")
    #expect(kinetic_pull_to_action_get_child(OpaquePointer(pull)) == content)
    #expect(kinetic_pull_to_action_get_status_view(OpaquePointer(pull)) == status)
    #expect(gtk_widget_get_parent(content) == pull)
    #expect(gtk_widget_get_parent(status) == pull)
    // The status view shows without taking input: the control drags.
    #expect(gtk_widget_get_can_target(status) == 0)
    #expect(String(cString: gtk_widget_get_css_name(pull)) == "kinetic-pull-to-action")
    gtk_window_present(cgtk_window(window))
    iterate(for: 1) { gtk_widget_get_width(content) == gtk_widget_get_width(pull) }
    #expect(gtk_widget_get_width(content) == gtk_widget_get_width(pull))
    // A handle wraps the widget from the file and reads what it declared.
    let handle = PullToActionView(pull)
    #expect(handle.configuration.executingHeight == 64)
    #expect(handle.actionName == "Load older mail")
    gtk_window_destroy(cgtk_window(window))
    iterate(for: 0.1)
  }

  @Test(.needsDisplay) func aUIFileSetsEveryProperty() throws {
    // As an app does before loading a .ui file: GtkBuilder finds registered types by name.
    g_type_ensure(kinetic_pull_to_action_get_type())
    let values = Self.newValues.merging(["edge": "bottom"]) { first, _ in first }
    let properties = values.sorted { $0.key < $1.key }
      .map { "<property name=\"\($0.key)\">\($0.value)</property>" }
      .joined(separator: "\n")
    let builder = try build(
      """
      <interface>
        <object class="KineticPullToAction" id="pull">
          \(properties)
        </object>
      </interface>
      """)
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    let pull = try #require(object(builder, "pull"))
    for (name, text) in values {
      let read = try #require(GObjectProperties.string(pull, name))
      #expect(sameValue(read, text), "\(name) reads \(read) from the file's \(text)")
    }
  }

  @Test(.needsDisplay) func aTypedContentChildIsTheContent() throws {
    // As an app does before loading a .ui file: GtkBuilder finds registered types by name.
    g_type_ensure(kinetic_pull_to_action_get_type())
    let builder = try build(
      """
      <interface>
        <object class="KineticPullToAction" id="pull">
          <child type="content"><object class="GtkLabel" id="content"/></child>
        </object>
      </interface>
      """)
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    let pull = try #require(object(builder, "pull"))
    let content = try #require(object(builder, "content"))
    #expect(kinetic_pull_to_action_get_child(OpaquePointer(pull)) == content)
    #expect(kinetic_pull_to_action_get_status_view(OpaquePointer(pull)) == nil)
  }

  @Test(.needsDisplay) func rightToLeftMirrorsWhatIsHorizontal() throws {
    let view = PullToActionView(content: makeList(rows: 30), visualizer: Leading())
    let pull = view.widget
    let status = try #require(gtk_label_new("Status"))
    kinetic_pull_to_action_set_status_view(OpaquePointer(pull), status)
    let window = try show(pull)
    defer { gtk_window_destroy(cgtk_window(window)) }
    let host = try #require(WidgetHost.of(pull) as? PullToActionHost)
    // The visualizer puts the status view 20 points from the left, 100 wide.
    #expect(originX(of: status, in: pull) == 20)
    #expect(!host.isRightToLeft)
    gtk_widget_set_direction(pull, GTK_TEXT_DIR_RTL)
    // Under RTL the chrome runs from the right: 20 points from the right edge.
    iterate(for: 1) { originX(of: status, in: pull) == 180 }
    #expect(originX(of: status, in: pull) == 180)
    #expect(gtk_widget_get_width(status) == 100)
    #expect(host.isRightToLeft)
    // The content keeps the full width.
    #expect(originX(of: try #require(view.content), in: pull) == 0)
    // The drawn status view puts its icon after the text: on the right.
    var machine = PullToActionMachine(
      viewportSize: Size(width: 300, height: 400), contentHeight: 1_000)
    _ = machine.trigger(at: 0)
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 300, 50))
    defer { cairo_surface_destroy(surface) }
    let context = try #require(cairo_create(surface))
    defer { cairo_destroy(context) }
    let canvas = CairoCanvas(context: context, cache: DrawingCache())
    let renderer = PullToActionRenderer()
    let ltr = renderer.statusGroupLayout(machine.renderModel, width: 300, canvas: canvas)
    let rtl = renderer.statusGroupLayout(
      machine.renderModel, width: 300, canvas: canvas, isRightToLeft: true)
    let ltrIcon = try #require(ltr.iconCenterX)
    let rtlIcon = try #require(rtl.iconCenterX)
    let ltrText = try #require(ltr.text)
    let rtlText = try #require(rtl.text)
    #expect(ltrIcon < ltrText.x)
    #expect(rtlIcon > rtlText.x + rtlText.width)
    // Mirror images of each other about the centre.
    #expect(abs((300 - ltrIcon) - rtlIcon) < 0.001)
  }

  @Test(.needsDisplay) func theControlKeepsWorkingWhenItsHandleIsDropped() async throws {
    let window = try #require(gtk_window_new())
    defer { gtk_window_destroy(cgtk_window(window)) }
    var outcomes: [PullToActionMachine.Outcome?] = []
    let widget: UnsafeMutablePointer<GtkWidget>
    do {
      let view = PullToActionView(content: makeList(rows: 30))
      view.onOutput = { output, _ in
        if case .completed(let outcome) = output { outcomes.append(outcome) }
      }
      view.action = { .noChange }
      widget = view.widget
      gtk_widget_set_size_request(widget, 300, 400)
      gtk_window_set_child(cgtk_window(window), widget)
    }
    gtk_window_present(cgtk_window(window))
    iterate(for: 0.3)
    #expect(gtk_widget_activate_action_variant(widget, "pull-to-action.refresh", nil) != 0)
    // Generous: under `swift test --parallel` the other GTK suites share the main actor, and one
    // that holds it for seconds delays this one's frames; the loop ends as soon as it is idle.
    let deadline = Date().addingTimeInterval(30)
    while outcomes.isEmpty
      || kinetic_pull_to_action_get_state(OpaquePointer(widget))
        != KINETIC_PULL_TO_ACTION_STATE_IDLE,
      Date() < deadline
    {
      iterate(for: 0.01)
      try? await Task.sleep(for: .milliseconds(5))
    }
    #expect(outcomes == [.noChange])
    #expect(
      kinetic_pull_to_action_get_state(OpaquePointer(widget)) == KINETIC_PULL_TO_ACTION_STATE_IDLE)
  }

  @Test(.needsDisplay) func aThousandWidgetsCreatedAndDestroyedMidAnimationLeaveNothingBehind()
    throws
  {
    let before = WidgetHost.liveCount
    let window = try #require(gtk_window_new())
    gtk_window_set_default_size(cgtk_window(window), 300, 400)
    gtk_window_present(cgtk_window(window))
    var probes: [FinalizationProbe] = []
    for index in 0..<1000 {
      guard let widget = kinetic_pull_to_action_new() else { continue }
      let content = makeList(rows: 3)
      probes.append(FinalizationProbe(widget))
      probes.append(FinalizationProbe(content))
      kinetic_pull_to_action_set_child(OpaquePointer(widget), content)
      gtk_window_set_child(cgtk_window(window), widget)
      if index % 2 == 0 {
        // Mid-animation: triggered and opening, with a tick callback installed.
        kinetic_pull_to_action_trigger(OpaquePointer(widget))
        _ = g_main_context_iteration(nil, 0)
      }
      gtk_window_set_child(cgtk_window(window), nil)
    }
    iterate(for: 0.2)
    #expect(probes.allSatisfy { $0.isFinalized })
    #expect(WidgetHost.liveCount == before)
    gtk_window_destroy(cgtk_window(window))
    iterate(for: 0.1)
  }
}

/// A visualizer that puts a 100-point status view 20 points from the leading edge.
private struct Leading: PullToActionVisualizer {
  func statusViewFrame(
    revealed: Rect, preferredHeight: Double, edge: PullToActionMachine.Edge
  ) -> Rect {
    Rect(x: 20, y: revealed.maxY - preferredHeight, width: 100, height: preferredHeight)
  }
}

/// Whether two property values as GtkBuilder writes them are the same: numbers within rounding
/// (a spring's duration reads back through its frequency), booleans in any case.
private func sameValue(_ read: String, _ expected: String) -> Bool {
  if let a = Double(read), let b = Double(expected) {
    return abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }
  return read == expected || read.lowercased() == expected.lowercased()
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

/// A shown window holding `pull` (with `content`, if any) at 300 × 400 points.
@MainActor
private func show(
  _ pull: UnsafeMutablePointer<GtkWidget>, content: UnsafeMutablePointer<GtkWidget>? = nil
) throws -> UnsafeMutablePointer<GtkWidget> {
  let window = try #require(gtk_window_new())
  if let content { kinetic_pull_to_action_set_child(OpaquePointer(pull), content) }
  gtk_widget_set_size_request(pull, 300, 400)
  gtk_window_set_child(cgtk_window(window), pull)
  gtk_window_present(cgtk_window(window))
  iterate(for: 2) { gtk_widget_get_height(pull) == 400 }
  iterate(for: 0.1)
  return window
}

/// A handle on a widget, for reading its render model.
@MainActor
private func view(_ widget: UnsafeMutablePointer<GtkWidget>) -> PullToActionView {
  PullToActionView(widget)
}

/// Where `child` starts across `parent`, from its allocation.
@MainActor
private func originX(
  of child: UnsafeMutablePointer<GtkWidget>, in parent: UnsafeMutablePointer<GtkWidget>
) -> Double {
  var origin = graphene_point_t()
  var point = graphene_point_t()
  _ = gtk_widget_compute_point(child, parent, &origin, &point)
  return Double(point.x)
}
