import CGTK
import Foundation
import Kinetic
import KineticGTK
import KineticPlay

/// The gallery's pull-to-action page: an inbox in a pull to action, what it last did, and its
/// knobs.
@MainActor
final class PullToActionPage {
  /// What the simulated work reports.
  enum OutcomeKind: Int, CaseIterable {
    case success
    case failure
    case noChange

    var title: String {
      switch self {
      case .success: "Success: new messages"
      case .failure: "Failure: “No connection”"
      case .noChange: "Nothing new"
      }
    }
  }

  let root: UnsafeMutablePointer<GtkWidget>
  let view: PullToActionView
  private let inbox: Inbox
  private let status: UnsafeMutablePointer<GtkWidget>
  private let unread: UnsafeMutablePointer<GtkWidget>
  private let connections = SignalConnections()
  /// The knobs beside the inbox.
  let knobControls = KnobGrid(classes: ["knobs", "side-knobs"])
  private let emit: (TraceLine) -> Void
  private var knobs = Knobs()
  private var runs = 0
  private var lastEvent = "Pull the list down to check for new mail."

  /// The knobs' values, from which the configuration is built.
  private struct Knobs {
    var pullThreshold = 100.0
    var executingHeight = 50.0
    var stretches = false
    var triggerMode = PullToActionMachine.TriggerMode.onRelease
    var edge = PullToActionMachine.Edge.top
    var workDuration = 1.5
    var outcome = OutcomeKind.success
    var reducesMotion = false
    var isEnabled = true

    var configuration: PullToActionMachine.Configuration {
      var configuration = PullToActionMachine.Configuration(edge: edge)
      configuration.pullThreshold = pullThreshold
      configuration.executingHeight = executingHeight
      configuration.triggerMode = triggerMode
      configuration.reducesMotion = reducesMotion
      configuration.isEnabled = isEnabled
      if edge == .top {
        configuration.textForStates = [
          .pulling: "Pull to refresh", .triggered: "Release to refresh",
          .executing: "Checking for mail…",
        ]
        configuration.successText = "New mail"
        configuration.noChangeText = "You’re up to date"
      } else {
        configuration.textForStates = [
          .pulling: "Pull to load older mail", .triggered: "Release to load older mail",
          .executing: "Loading older mail…",
        ]
        configuration.successText = "Older mail loaded"
        configuration.noChangeText = "No older mail"
      }
      return configuration
    }
  }

  init(emit: @escaping (TraceLine) -> Void) {
    self.emit = emit
    inbox = Inbox()
    view = PullToActionView(content: inbox.list, configuration: knobs.configuration)
    root = Widgets.box(.vertical, spacing: 0, classes: ["page"])
    status = Widgets.label(lastEvent, classes: ["status"], wraps: true)
    unread = Widgets.label("", classes: ["inbox-unread"])

    Widgets.append(root, Widgets.label("Pull to action", classes: ["page-title"]))
    Widgets.append(
      root,
      Widgets.label(
        "Drag the list down past the threshold and let go to refresh; a click still opens a "
          + "message. Touchpads pull too. From the keyboard: focus a message, then F5 or Ctrl+R.",
        classes: ["page-subtitle"], wraps: true))

    let columns = Widgets.box(.horizontal, spacing: 28, classes: [])
    let left = Widgets.box(.vertical, spacing: 0, classes: [])
    Widgets.append(left, phone())
    gtk_widget_set_size_request(status, 390, -1)
    gtk_label_set_max_width_chars(OpaquePointer(status), 44)
    Widgets.append(left, status)
    Widgets.append(columns, left)
    Widgets.append(columns, knobGrid())
    Widgets.append(root, columns)

    view.onOutput = { [weak self] output, time in self?.report(output, at: time) }
    view.action = { [weak self] in await self?.work() }
    inbox.onOpen = { [weak self] message in
      self?.lastEvent = "Opened “\(message.subject)” from \(message.sender)."
      self?.updateStatus()
    }
    updateUnread()
    updateStatus()
  }

  /// The card that looks like a phone's mail app: a fixed header over the pull to action.
  private func phone() -> UnsafeMutablePointer<GtkWidget> {
    let card = GalleryCard.new(classes: ["mail-card"], radius: 18)
    let header = Widgets.box(.horizontal, spacing: 8, classes: ["mail-header"])
    let title = Widgets.label("Inbox", classes: ["mail-title"])
    gtk_widget_set_hexpand(title, 1)
    Widgets.append(header, title)
    gtk_widget_set_valign(unread, GTK_ALIGN_CENTER)
    Widgets.append(header, unread)
    Widgets.append(card, header)
    gtk_widget_add_css_class(view.widget, "mail-viewport")
    gtk_widget_set_size_request(view.widget, 390, 470)
    gtk_widget_set_vexpand(view.widget, 1)
    // The rows' and the header's labels expand; the phone keeps its width.
    gtk_widget_set_hexpand(view.widget, 0)
    gtk_widget_set_hexpand(card, 0)
    Widgets.append(card, view.widget)
    return card
  }

  // MARK: The simulated work

  private func work() async -> PullToActionMachine.Outcome? {
    let edge = knobs.edge
    let outcome = knobs.outcome
    try? await Task.sleep(for: .seconds(knobs.workDuration))
    switch outcome {
    case .success:
      if edge == .top {
        inbox.receiveNewMail()
      } else {
        inbox.loadOlderMail()
      }
      updateUnread()
      return .success
    case .failure:
      return .failure(message: "No connection")
    case .noChange:
      return .noChange
    }
  }

  private func report(_ output: PullToActionMachine.Output, at time: TimeInterval) {
    emit(TraceLine(output, at: time))
    switch output {
    case .stateChanged(_, .executing):
      runs += 1
      lastEvent = knobs.edge == .top ? "Checking for new mail…" : "Loading older mail…"
    case .completed(let outcome):
      lastEvent =
        switch outcome {
        case .success: knobs.edge == .top ? "New mail arrived." : "Older mail loaded."
        case .failure(let message): "Failed: \(message)."
        case .noChange: "Nothing new."
        case nil: "Done."
        }
    case .stateChanged, .pulledAmountChanged:
      break
    case .triggeredAction, .feedback, .announce:
      return
    }
    updateStatus()
  }

  private func updateStatus() {
    let pulled = Int(view.pulledAmount.rounded())
    Widgets.setText(
      status,
      "\(lastEvent)\nState: \(view.state.rawValue) · pulled \(pulled) pt · ran \(runs)×")
  }

  private func updateUnread() {
    Widgets.setText(unread, "\(inbox.unreadCount) unread")
  }

  // MARK: Knobs

  private func knobGrid() -> UnsafeMutablePointer<GtkWidget> {
    let grid = knobControls
    func add(_ title: String, _ control: UnsafeMutablePointer<GtkWidget>) {
      grid.add(title, control)
    }
    func slider(
      _ range: ClosedRange<Double>, step: Double, value: Double, digits: Int32,
      _ apply: @escaping (inout Knobs, Double) -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
      let scale = gtk_scale_new_with_range(
        GTK_ORIENTATION_HORIZONTAL, range.lowerBound, range.upperBound, step
      ).unsafelyUnwrapped
      let typed = UnsafeMutableRawPointer(scale).assumingMemoryBound(to: GtkScale.self)
      gtk_scale_set_digits(typed, digits)
      gtk_scale_set_draw_value(typed, 1)
      gtk_scale_set_value_pos(typed, GTK_POS_RIGHT)
      gtk_range_set_value(cgtk_range(scale), value)
      gtk_widget_set_size_request(scale, 220, -1)
      connections.connect(scale, "value-changed") { [weak self] in
        self?.change { apply(&$0, gtk_range_get_value(cgtk_range(scale))) }
      }
      return scale
    }
    func choice(
      _ titles: [String], _ apply: @escaping (inout Knobs, Int) -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
      let dropDown = Widgets.dropDown(titles)
      connections.connectNotify(dropDown, property: "selected") { [weak self] in
        self?.change { apply(&$0, Int(gtk_drop_down_get_selected(OpaquePointer(dropDown)))) }
      }
      return dropDown
    }
    func toggle(_ initial: Bool, _ apply: @escaping (inout Knobs, Bool) -> Void)
      -> UnsafeMutablePointer<GtkWidget>
    {
      let toggle = gtk_switch_new().unsafelyUnwrapped
      gtk_switch_set_active(cgtk_switch(toggle), initial ? 1 : 0)
      connections.connectNotify(toggle, property: "active") { [weak self] in
        self?.change { apply(&$0, gtk_switch_get_active(cgtk_switch(toggle)) != 0) }
      }
      return toggle
    }

    add(
      "Edge",
      choice(["Top: pull to refresh", "Bottom: pull to load more"]) {
        $0.edge = $1 == 0 ? .top : .bottom
      })
    add(
      "Pull threshold (pt)",
      slider(40...200, step: 1, value: knobs.pullThreshold, digits: 0) { $0.pullThreshold = $1 })
    add(
      "Executing height (pt)",
      slider(30...120, step: 1, value: knobs.executingHeight, digits: 0) {
        $0.executingHeight = $1
      })
    add("Alignment", choice(["Bottom", "Stretch"]) { $0.stretches = $1 == 1 })
    add(
      "Trigger",
      choice(["On release", "At the threshold"]) {
        $0.triggerMode = $1 == 0 ? .onRelease : .atThreshold
      })
    add(
      "Work duration (s)",
      slider(0...5, step: 0.1, value: knobs.workDuration, digits: 1) { $0.workDuration = $1 })
    add(
      "Outcome",
      choice(OutcomeKind.allCases.map(\.title)) {
        $0.outcome = OutcomeKind(rawValue: $1) ?? .success
      })
    add("Reduce motion", toggle(false) { $0.reducesMotion = $1 })
    add("Enabled", toggle(true) { $0.isEnabled = $1 })

    let refresh = gtk_button_new_with_label("Refresh now").unsafelyUnwrapped
    connections.connect(refresh, "clicked") { [weak self] in self?.view.trigger() }
    add("", refresh)
    return grid.widget
  }

  private func change(_ body: (inout Knobs) -> Void) {
    let wasStretching = knobs.stretches
    let oldEdge = knobs.edge
    body(&knobs)
    if knobs.stretches != wasStretching {
      if knobs.stretches {
        view.visualizer = .stretch
      } else {
        view.visualizer = .bottom
      }
    }
    view.configuration = knobs.configuration
    if knobs.edge != oldEdge {
      lastEvent =
        knobs.edge == .top
        ? "Pull the list down to check for new mail."
        : "Press End (or scroll) to the end, then pull up to load older mail."
      updateStatus()
    }
  }
}

extension PullToActionPage: GalleryPage {
  nonisolated static let name = PullToActionKind.name
  static let title = "Pull to action"
  static let isTall = true

  var controlWidget: UnsafeMutablePointer<GtkWidget>? { view.widget }
}
