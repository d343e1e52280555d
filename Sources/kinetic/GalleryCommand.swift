import ArgumentParser
import CGTK
import Foundation
import Kinetic
import KineticGTK
import KineticPlay

/// `kinetic gallery`: a window with every control and live knobs for its options.
struct GalleryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Open a window with every control and live knobs for its options.",
    discussion: """
      With --log, prints the same JSON lines as `kinetic play` for real interactions (t = seconds \
      since start), preceded, once the window is shown, by a "ready" line with each control's \
      frame [x, y, w, h] in the coordinates of the window's surface.
      """
  )

  @Option(
    help: """
      Show only this control's page: \(Gallery.pages.dropLast().joined(separator: ", ")) or \
      \(Gallery.pages.last ?? "").
      """
  )
  var page: String?

  @Flag(help: "Print every interaction as a JSON line on standard output.")
  var log = false

  @Flag(help: "Hide the pages' knobs, leaving each control where it is.")
  var hideKnobs = false

  func validate() throws {
    if let page, !Gallery.pages.contains(page) {
      throw ValidationError(
        "unknown page \"\(page)\"; expected one of \(Gallery.pages.joined(separator: ", "))")
    }
  }

  func run() throws {
    let status = MainActor.assumeIsolated {
      guard gtk_init_check() != 0 else { return Int32(-1) }
      let gallery = Gallery(
        pages: page.map { [$0] } ?? Gallery.pages, logs: log, hidesKnobs: hideKnobs)
      return gallery.run()
    }
    if status == -1 {
      printError("kinetic: error: cannot open a display (is DISPLAY or WAYLAND_DISPLAY set?)")
      throw ExitCode(1)
    }
    if status != 0 { throw ExitCode(status) }
  }
}
