import CGTK
import Foundation
import Kinetic
import KineticGTK
import KineticPlay

/// The gallery window: a page per control, each with the control and knobs for its options.
@MainActor
final class Gallery {
  /// Every control's page, one line each, in the order the switcher and the ready line list
  /// them.
  nonisolated static let pageTypes: [any GalleryPage.Type] = [
    SlideToConfirmPage.self,
    PullToActionPage.self,
    GestureBoardPage.self,
    OnboardingCarouselPage.self,
  ]
  /// The pages' names, as `--page` takes them.
  nonisolated static let pages = pageTypes.map { $0.name }

  private let application = GalleryApplication(
    applicationID: "org.kinetic.Gallery", title: "Kinetic Gallery")
  private let pagesShown: [String]
  private let logs: Bool
  /// Whether the knobs are hidden: still measured and allocated, so every control stays where it
  /// is, but not mapped, so they draw nothing and take no input.
  private let hidesKnobs: Bool
  private let start = TimeInterval(g_get_monotonic_time()) / 1_000_000
  /// The pages built, in the order of ``pageTypes``.
  private var shownPages: [any GalleryPage] = []

  init(pages: [String], logs: Bool, hidesKnobs: Bool = false) {
    pagesShown = pages
    self.logs = logs
    self.hidesKnobs = hidesKnobs
    application.onActivate = { [weak self] _ in self?.build() }
    application.onShown = { [weak self] _ in self?.shown() }
  }

  func run() -> Int32 {
    application.run()
  }

  private func build() -> UnsafeMutablePointer<GtkWidget>? {
    GalleryStyle.install()
    guard let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0) else { return nil }
    gtk_widget_add_css_class(root, "gallery")
    var pages: [(name: String, title: String, widget: UnsafeMutablePointer<GtkWidget>)] = []
    for pageType in Self.pageTypes where pagesShown.contains(pageType.name) {
      let page = pageType.init { [weak self] line in self?.emit(line) }
      if hidesKnobs { gtk_widget_set_child_visible(page.knobControls.widget, 0) }
      shownPages.append(page)
      pages.append((pageType.name, pageType.title, page.root))
    }
    if let window = application.window {
      let isTall = shownPages.contains { type(of: $0).isTall }
      gtk_window_set_default_size(cgtk_window(window), isTall ? 920 : 640, isTall ? 760 : 560)
    }
    if pages.count == 1, let page = pages.first {
      gtk_box_append(cgtk_box(root), page.widget)
      return root
    }
    // More than one page: a stack, switched from a bar at the top.
    guard let stack = gtk_stack_new(), let switcher = gtk_stack_switcher_new() else { return nil }
    gtk_stack_set_transition_type(OpaquePointer(stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    gtk_widget_set_vexpand(stack, 1)
    for page in pages {
      gtk_stack_add_titled(OpaquePointer(stack), page.widget, page.name, page.title)
    }
    gtk_stack_switcher_set_stack(OpaquePointer(switcher), OpaquePointer(stack))
    gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
    gtk_widget_add_css_class(switcher, "page-switcher")
    gtk_box_append(cgtk_box(root), switcher)
    gtk_box_append(cgtk_box(root), stack)
    return root
  }

  private func shown() {
    guard logs else { return }
    var controls: [String] = []
    // Only the controls on screen: a page the stack hides has no frame yet.
    let frames = shownPages.map { (type(of: $0).name, $0.controlWidget) }
    for (name, widget) in frames {
      guard let widget, gtk_widget_get_mapped(widget) != 0,
        let frame = WidgetGeometry.frameInSurface(of: widget)
      else { continue }
      let numbers = [frame.x, frame.y, frame.width, frame.height].map { formatNumber($0) }
      controls.append("\"\(name)\": [\(numbers.joined(separator: ", "))]")
    }
    // The knobs on screen, by their labels: an end-to-end script clicks them where they are.
    var knobs: [String] = []
    for grid in shownPages.map(\.knobControls) {
      for knob in grid.knobs where !knob.title.isEmpty {
        guard gtk_widget_get_mapped(knob.control) != 0,
          let frame = WidgetGeometry.frameInSurface(of: knob.control)
        else { continue }
        let numbers = [frame.x, frame.y, frame.width, frame.height].map { formatNumber($0) }
        knobs.append("\(quote(knob.title)): [\(numbers.joined(separator: ", "))]")
      }
    }
    write(
      "{\"t\": 0, \"event\": \"ready\", \"controls\": {\(controls.joined(separator: ", "))}, "
        + "\"knobs\": {\(knobs.joined(separator: ", "))}}")
  }

  private func emit(_ line: TraceLine) {
    guard logs else { return }
    var shifted = line
    shifted.time = max(0, line.time - start)
    write(shifted.description)
  }

  private func write(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }
}

/// A number as the ready line prints it: whole numbers without decimals.
private func formatNumber(_ value: Double) -> String {
  value == value.rounded() ? String(Int(value)) : String(value)
}
