import CGTK
import Foundation
import Kinetic
import KineticGTK
import KineticPlay

/// The gallery's onboarding page: Kinetic's demo carousel (or any spec the user opens, reloaded
/// whenever its file changes), what it last did, and its knobs.
@MainActor
final class OnboardingCarouselPage {
  /// The size the pages are laid out and shown at; docs/kinetic-gallery-and-demo.md and the
  /// end-to-end test rely on it.
  static let size = Size(width: 320, height: 568)

  let root: UnsafeMutablePointer<GtkWidget>
  /// The carousel; `nil` only when the bundled demo spec cannot be read.
  private(set) var view: OnboardingCarouselView?
  private let stageHolder: UnsafeMutablePointer<GtkWidget>
  private let status: UnsafeMutablePointer<GtkWidget>
  private let source: UnsafeMutablePointer<GtkWidget>
  private let problems: UnsafeMutablePointer<GtkWidget>
  private let connections = SignalConnections()
  /// The knobs beside the carousel.
  let knobControls = KnobGrid(classes: ["knobs"])
  private let chooser = SpecFileChooser()
  private let emit: (TraceLine) -> Void
  private var lastEvent = "Swipe, drag, scroll sideways or use the arrow keys."
  private var reloads = 0

  init(emit: @escaping (TraceLine) -> Void) {
    self.emit = emit
    root = Widgets.box(.vertical, spacing: 0, classes: ["page"])
    status = Widgets.label("", classes: ["status"], wraps: true)
    source = Widgets.label("", classes: ["onboarding-source"], wraps: true)
    problems = Widgets.label("", classes: ["onboarding-problems"], wraps: true)
    stageHolder = Widgets.box(.vertical, spacing: 0, classes: ["card", "onboarding-card"])
    StyleSheet.add(Self.css)

    Widgets.append(root, Widgets.label("Onboarding carousel", classes: ["page-title"]))
    Widgets.append(
      root,
      Widgets.label(
        "Swipe or drag between pages; touchpads swipe sideways, a wheel turns one page a click. "
          + "From the keyboard: arrows, Page Up/Down, Home and End; Escape skips.",
        classes: ["page-subtitle"], wraps: true))

    let columns = Widgets.box(.horizontal, spacing: 28, classes: [])
    gtk_widget_set_valign(stageHolder, GTK_ALIGN_START)
    Widgets.append(columns, stageHolder)
    let side = Widgets.box(.vertical, spacing: 0, classes: [])
    gtk_widget_set_hexpand(side, 1)
    Widgets.append(side, sourceRow())
    gtk_label_set_selectable(OpaquePointer(problems), 1)
    gtk_widget_set_visible(problems, 0)
    Widgets.append(side, problems)
    Widgets.append(side, knobGrid())
    gtk_label_set_max_width_chars(OpaquePointer(status), 48)
    Widgets.append(side, status)
    Widgets.append(columns, side)
    Widgets.append(root, columns)

    showDemo()
  }

  // MARK: The carousel

  /// The bundled demo spec: `onboarding/onboarding.json` beside the demo scripts in KineticPlay's
  /// resource bundle.
  private static func demoURL() -> URL? {
    guard let scripts = try? DemoScripts.all(),
      let folder = scripts.first(where: { $0.name == "onboarding" })?.folder
    else { return nil }
    return URL(fileURLWithPath: folder).appendingPathComponent("onboarding/onboarding.json")
  }

  private func showDemo() {
    guard let url = Self.demoURL() else {
      showProblems("Kinetic's demo spec is missing from the KineticPlay bundle (Demos/onboarding).")
      return
    }
    // The bundled demo does not change while the gallery runs: no need to watch it.
    open(url, watches: false, describedAs: "Kinetic’s demo (\(url.lastPathComponent))")
  }

  private func open(_ url: URL, watches: Bool, describedAs title: String) {
    let view = carousel()
    lastEvent = "Opening \(url.lastPathComponent)…"
    updateStatus()
    // Read off the main thread: a slow or never-ending file (a FIFO) leaves the gallery responsive.
    view.open(contentsOf: url.path, reloadsOnChange: watches) { [weak self] result in
      guard let self else { return }
      switch result {
      case .success:
        self.clearProblems()
        self.lastEvent = "Opened \(url.lastPathComponent): \(view.pageCount) pages."
        self.reloads = 0
      case .failure(let error):
        self.showProblems(error.description)
        self.lastEvent =
          watches
          ? "\(url.lastPathComponent) cannot be shown; it reloads as soon as you fix and save it."
          : "\(url.lastPathComponent) cannot be shown."
      }
      Widgets.setText(
        self.source,
        watches
          ? "Showing \(url.path)\nReloads whenever the file changes." : "Showing \(title).")
      self.updateStatus()
    }
  }

  /// The carousel, created on first use.
  private func carousel() -> OnboardingCarouselView {
    if let view { return view }
    let view = OnboardingCarouselView(
      spec: OnboardingCarouselSpec(),
      assets: OnboardingCarouselAssets(folder: "/"),
      sizing: .fixed(Self.size))
    view.onOutput = { [weak self] output, time in self?.report(output, at: time) }
    view.onReload = { [weak self] result in self?.reloaded(result) }
    Widgets.append(stageHolder, view.widget)
    self.view = view
    return view
  }

  private func report(_ output: OnboardingCarouselMachine.Output, at time: TimeInterval) {
    emit(TraceLine(output, at: time))
    switch output {
    case .pageShown(let page):
      lastEvent = "Settled on page \(page + 1)."
    case .closed(let page, let skipped):
      lastEvent =
        skipped
        ? "Skipped on page \(page + 1). Start over to see it again."
        : "Closed on page \(page + 1). Start over to see it again."
      if let view { gtk_widget_add_css_class(view.widget, "closed") }
    case .announce:
      return
    }
    updateStatus()
  }

  private func reloaded(
    _ result: Result<OnboardingCarouselView.Document, OnboardingCarouselView.LoadError>
  ) {
    switch result {
    case .success(let document):
      reloads += 1
      clearProblems()
      if let view { gtk_widget_remove_css_class(view.widget, "closed") }
      lastEvent =
        "Reloaded \(URL(fileURLWithPath: document.path).lastPathComponent) (\(reloads)×): "
        + "\(document.spec.pages) pages, \(document.warnings.count) warnings."
    case .failure(let error):
      showProblems(error.description)
      lastEvent =
        "\(URL(fileURLWithPath: error.path).lastPathComponent) changed but cannot be shown; still showing the last good version."
    }
    updateStatus()
  }

  private func updateStatus() {
    guard let view else { return Widgets.setText(status, lastEvent) }
    let page = min(view.page + 1, max(1, view.pageCount))
    Widgets.setText(status, "\(lastEvent)\nPage \(page) of \(max(1, view.pageCount)).")
  }

  private func showProblems(_ text: String) {
    Widgets.setText(problems, text)
    gtk_widget_set_visible(problems, 1)
  }

  private func clearProblems() {
    Widgets.setText(problems, "")
    gtk_widget_set_visible(problems, 0)
  }

  // MARK: Knobs

  private func sourceRow() -> UnsafeMutablePointer<GtkWidget> {
    let column = Widgets.box(.vertical, spacing: 8, classes: ["onboarding-source-box"])
    gtk_widget_set_halign(source, GTK_ALIGN_START)
    gtk_label_set_max_width_chars(OpaquePointer(source), 48)
    Widgets.append(column, source)
    let row = Widgets.box(.horizontal, spacing: 8, classes: [])
    let open = gtk_button_new_with_label("Open spec…").unsafelyUnwrapped
    gtk_widget_add_css_class(open, "suggested-action")
    connections.connect(open, "clicked") { [weak self] in self?.chooseSpec() }
    let demo = gtk_button_new_with_label("Show the demo").unsafelyUnwrapped
    connections.connect(demo, "clicked") { [weak self] in self?.showDemo() }
    Widgets.append(row, open)
    Widgets.append(row, demo)
    Widgets.append(column, row)
    return column
  }

  private func chooseSpec() {
    chooser.choose(transientFor: root) { [weak self] path in
      guard let self, let path else { return }
      let url = URL(fileURLWithPath: path)
      self.open(url, watches: true, describedAs: url.lastPathComponent)
    }
  }

  private func knobGrid() -> UnsafeMutablePointer<GtkWidget> {
    let grid = knobControls
    func add(_ title: String, _ control: UnsafeMutablePointer<GtkWidget>) {
      grid.add(title, control)
    }
    // The knobs drive the widget class as a C or .ui user would: its GObject properties and its
    // text direction.
    func toggle(
      _ apply: @escaping (UnsafeMutablePointer<GtkWidget>, Bool) -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
      let toggle = gtk_switch_new().unsafelyUnwrapped
      connections.connectNotify(toggle, property: "active") { [weak self] in
        guard let self, let view = self.view else { return }
        apply(view.widget, gtk_switch_get_active(cgtk_switch(toggle)) != 0)
        gtk_widget_remove_css_class(view.widget, "closed")
        self.updateStatus()
      }
      return toggle
    }
    add("Reduce motion", toggle { Self.set($0, "reduces-motion", bool: $1) })
    add(
      "Auto-advance every 3 s",
      toggle { Self.set($0, "auto-advance-interval", double: $1 ? 3 : -1) })
    add(
      "Right to left",
      toggle { gtk_widget_set_direction($0, $1 ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_NONE) })

    let paging = Widgets.box(.horizontal, spacing: 0, classes: ["linked"])
    let previous = gtk_button_new_from_icon_name("go-previous-symbolic").unsafelyUnwrapped
    let next = gtk_button_new_from_icon_name("go-next-symbolic").unsafelyUnwrapped
    gtk_widget_set_tooltip_text(previous, "Previous page")
    gtk_widget_set_tooltip_text(next, "Next page, or Done on the last")
    "Previous page".withCString { cgtk_accessible_set_label(previous, $0) }
    "Next page".withCString { cgtk_accessible_set_label(next, $0) }
    connections.connect(previous, "clicked") { [weak self] in _ = self?.view?.previous() }
    connections.connect(next, "clicked") { [weak self] in self?.view?.next() }
    Widgets.append(paging, previous)
    Widgets.append(paging, next)
    add("Turn the page", paging)

    let restart = gtk_button_new_with_label("Start over").unsafelyUnwrapped
    connections.connect(restart, "clicked") { [weak self] in
      guard let self, let view = self.view else { return }
      view.restart()
      gtk_widget_remove_css_class(view.widget, "closed")
      self.lastEvent = "Back to the first page."
      self.updateStatus()
    }
    add("From the first page", restart)
    return grid.widget
  }

  /// Sets a boolean property of the carousel widget.
  private static func set(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, bool: Bool) {
    var value = GValue()
    g_value_init(&value, g_type_from_name("gboolean"))
    g_value_set_boolean(&value, bool ? 1 : 0)
    g_object_set_property(cgtk_object(widget), name, &value)
    g_value_unset(&value)
  }

  /// Sets a double property of the carousel widget.
  private static func set(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, double: Double)
  {
    var value = GValue()
    g_value_init(&value, g_type_from_name("gdouble"))
    g_value_set_double(&value, double)
    g_object_set_property(cgtk_object(widget), name, &value)
    g_value_unset(&value)
  }

  static let css = """
    .onboarding-card { padding: 0; border-radius: 22px; border: 6px solid #111827;
                       background-color: #111827;
                       box-shadow: 0 12px 30px rgba(15, 23, 42, 0.22); }
    .onboarding-card .onboarding-carousel { border-radius: 16px; }
    .onboarding-carousel.closed { opacity: 0.35; transition: opacity 300ms ease-out; }
    .onboarding-source { color: mix(@theme_fg_color, @theme_bg_color, 0.15); }
    .onboarding-problems { margin-top: 14px; padding: 10px 12px; border-radius: 8px;
                           background-color: #fef2f2; color: #991b1b; font-family: monospace;
                           font-size: 9pt; border: 1px solid #fecaca; }
    """
}

extension OnboardingCarouselPage: GalleryPage {
  nonisolated static let name = OnboardingCarouselKind.name
  static let title = "Onboarding"
  static let isTall = true

  var controlWidget: UnsafeMutablePointer<GtkWidget>? { view?.widget }
}
