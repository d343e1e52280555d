import CGTK
import Foundation
import Kinetic
import KineticGTK
import KineticPlay

/// The gallery window: a page per control, each with the control and knobs for its options.
@MainActor
final class Gallery {
  nonisolated static let pages = ["slide-to-confirm"]

  private let application = GalleryApplication(
    applicationID: "org.kinetic.Gallery", title: "Kinetic Gallery")
  private let pagesShown: [String]
  private let logs: Bool
  private let start = Double(g_get_monotonic_time()) / 1_000_000
  private var slidePage: SlideToConfirmPage?

  init(pages: [String], logs: Bool) {
    pagesShown = pages
    self.logs = logs
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
    if let window = application.window {
      gtk_window_set_default_size(cgtk_window(window), 640, 560)
    }
    if pagesShown.contains("slide-to-confirm") {
      let page = SlideToConfirmPage { [weak self] line in self?.emit(line) }
      slidePage = page
      gtk_box_append(cgtk_box(root), page.root)
    }
    return root
  }

  private func shown() {
    guard logs else { return }
    var controls: [String] = []
    if let frame = slidePage?.view.surface.frameInWindowSurface {
      let numbers = [frame.x, frame.y, frame.width, frame.height].map { formatNumber($0) }
      controls.append("\"slide-to-confirm\": [\(numbers.joined(separator: ", "))]")
    }
    write("{\"t\": 0, \"event\": \"ready\", \"controls\": {\(controls.joined(separator: ", "))}}")
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
