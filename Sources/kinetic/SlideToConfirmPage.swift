import CGTK
import Foundation
import Kinetic
import KineticGTK
import KineticPlay

/// The gallery's slide-to-confirm page: the control on a card, what it last did, and its knobs.
@MainActor
final class SlideToConfirmPage {
  /// What a confirmation does in the gallery.
  enum ActionKind: Int, CaseIterable {
    case immediate
    case succeeds
    case fails

    var title: String {
      switch self {
      case .immediate: "Confirms at once"
      case .succeeds: "Works 1.5 s, then succeeds"
      case .fails: "Works 1.5 s, then fails"
      }
    }
  }

  let root: UnsafeMutablePointer<GtkWidget>
  let view: SlideToConfirmView
  private let status: UnsafeMutablePointer<GtkWidget>
  private let connections = SignalConnections()
  /// The knobs under the control.
  let knobControls = KnobGrid(classes: ["knobs"])
  private let emit: (TraceLine) -> Void
  private var completions = 0

  init(emit: @escaping (TraceLine) -> Void) {
    self.emit = emit
    var configuration = SlideToConfirmMachine.Configuration()
    configuration.prompt = "Slide to delete 3 photos"
    configuration.title = "Delete"
    view = SlideToConfirmView(configuration: configuration)
    root = Widgets.box(.vertical, spacing: 0, classes: ["page"])
    status = Widgets.label("Ready.", classes: ["status"])

    Widgets.append(root, Widgets.label("Slide to confirm", classes: ["page-title"]))
    Widgets.append(
      root,
      Widgets.label(
        "Drag the thumb to the end. From the keyboard: Tab to it, then press Enter twice.",
        classes: ["page-subtitle"], wraps: true))
    let card = GalleryCard.new(classes: ["stage"])
    gtk_widget_set_size_request(view.widget, 360, 64)
    gtk_widget_set_halign(view.widget, GTK_ALIGN_CENTER)
    Widgets.append(card, view.widget)
    gtk_widget_set_halign(status, GTK_ALIGN_CENTER)
    Widgets.append(card, status)
    Widgets.append(root, card)
    Widgets.append(root, knobGrid())

    view.onOutput = { [weak self] output, time in self?.report(output, at: time) }
  }

  private func report(_ output: SlideToConfirmMachine.Output, at time: TimeInterval) {
    emit(TraceLine(output, at: time))
    switch output {
    case .stateChanged(let state):
      Widgets.setText(status, "State: \(state.rawValue) · confirmed \(completions)×")
    case .complete:
      completions += 1
    default:
      break
    }
  }

  private func knobGrid() -> UnsafeMutablePointer<GtkWidget> {
    let grid = knobControls
    func add(_ title: String, _ control: UnsafeMutablePointer<GtkWidget>) {
      grid.add(title, control)
    }

    let width = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 60, 200, 1).unsafelyUnwrapped
    gtk_range_set_value(cgtk_range(width), 100)
    gtk_widget_set_size_request(width, 220, -1)
    connections.connect(width, "value-changed") { [weak self] in
      self?.change { $0.thumbWidth = gtk_range_get_value(cgtk_range(width)) }
    }
    add("Thumb width", width)

    let actions = Widgets.dropDown(ActionKind.allCases.map(\.title))
    connections.connectNotify(actions, property: "selected") { [weak self] in
      let kind =
        ActionKind(rawValue: Int(gtk_drop_down_get_selected(OpaquePointer(actions)))) ?? .immediate
      self?.setAction(kind)
    }
    add("Action", actions)

    for (title, initial, apply) in [
      (
        "Resets when completed", true,
        { (c: inout SlideToConfirmMachine.Configuration, on: Bool) in c.resetsWhenCompleted = on }
      ),
      (
        "Springs back with the finger's speed", true,
        { (c: inout SlideToConfirmMachine.Configuration, on: Bool) in c.snapsBackWithSpring = on }
      ),
      (
        "Right to left", false,
        { (c: inout SlideToConfirmMachine.Configuration, on: Bool) in
          c.layoutDirection = on ? .rightToLeft : .leftToRight
        }
      ),
      (
        "Reduce motion", false,
        { (c: inout SlideToConfirmMachine.Configuration, on: Bool) in c.reducesMotion = on }
      ),
      (
        "Drag from anywhere (the original's way)", false,
        { (c: inout SlideToConfirmMachine.Configuration, on: Bool) in c.dragsFromAnywhere = on }
      ),
      (
        "Enabled", true,
        { (c: inout SlideToConfirmMachine.Configuration, on: Bool) in c.isEnabled = on }
      ),
    ] {
      let toggle = gtk_switch_new().unsafelyUnwrapped
      gtk_switch_set_active(cgtk_switch(toggle), initial ? 1 : 0)
      connections.connectNotify(toggle, property: "active") { [weak self] in
        let on = gtk_switch_get_active(cgtk_switch(toggle)) != 0
        self?.change { apply(&$0, on) }
      }
      add(title, toggle)
    }
    return grid.widget
  }

  private func change(_ body: (inout SlideToConfirmMachine.Configuration) -> Void) {
    var configuration = view.configuration
    body(&configuration)
    view.configuration = configuration
  }

  private func setAction(_ kind: ActionKind) {
    switch kind {
    case .immediate:
      view.onConfirm = nil
    case .succeeds:
      view.onConfirm = { try await Task.sleep(for: .seconds(1.5)) }
    case .fails:
      view.onConfirm = {
        try await Task.sleep(for: .seconds(1.5))
        throw GalleryError.declined
      }
    }
  }
}

/// The failure the gallery's simulated action reports.
enum GalleryError: Error, CustomStringConvertible {
  case declined

  var description: String { "The server said no" }
}

extension SlideToConfirmPage: GalleryPage {
  nonisolated static let name = SlideToConfirmKind.name
  static let title = "Slide to confirm"
  static let isTall = false

  var controlWidget: UnsafeMutablePointer<GtkWidget>? { view.widget }
}
