import CGTK
import Foundation
import Kinetic
import KineticGTK
import Testing

/// Counts a GLib timeout's calls: proof that the main loop runs.
private func countCall(_ data: gpointer?) -> gboolean {
  data?.assumingMemoryBound(to: Int.self).pointee += 1
  return 1
}

@Suite(.serialized) @MainActor struct OnboardingCarouselLoadingTests {
  @Test(.needsDisplay) func openingASpecWhoseImageIsAFIFOLeavesTheMainLoopRunning() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kinetic-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("spec.json")
    try Data(
      #"""
      {"version": 2, "baseImageURL": "", "pages": 2,
       "images": [{"key": "pipe", "imageName": "fifo.png", "relativePosition": [0.5, 0.5]}],
       "elements": [{"views": ["pipe"], "item": [0]}]}
      """#.utf8
    ).write(to: spec)
    let fifo = folder.appendingPathComponent("fifo.png").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let view = OnboardingCarouselView(
      spec: OnboardingCarouselSpec(), assets: OnboardingCarouselAssets(folder: folder.path),
      sizing: .fixed(Size(width: 320, height: 568)))
    let window = try #require(gtk_window_new())
    defer { gtk_window_destroy(cgtk_window(window)) }
    gtk_window_set_child(cgtk_window(window), view.widget)
    gtk_window_present(cgtk_window(window))
    iterate(for: 0.3)

    let calls = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    calls.initialize(to: 0)
    let timeout = g_timeout_add(50, countCall, calls)
    defer {
      g_source_remove(timeout)
      calls.deallocate()
    }
    var result: Result<OnboardingCarouselView.Document, OnboardingCarouselView.LoadError>?
    // A writer turns up 1.5 s after the open with bytes that are not a PNG (so that a reader that
    // blocks in open(2) is released, and the test ends either way).
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 1.5)
      let deadline = Date().addingTimeInterval(6)
      while Date() < deadline {
        let descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 {
          _ = "this is not a PNG image, only some bytes".withCString { write(descriptor, $0, 40) }
          close(descriptor)
          return
        }
        usleep(20_000)
      }
    }

    let start = Date()
    view.open(contentsOf: spec.path, reloadsOnChange: false) { result = $0 }
    let blocked = Date().timeIntervalSince(start)
    // The call returns at once; the main loop keeps running while the file is read elsewhere.
    #expect(blocked < 0.5, "open blocked the main thread for \(blocked) s")
    await run(for: 0.5)
    #expect(calls.pointee >= 5, "the 50 ms timeout fired \(calls.pointee) times in 0.5 s")
    await run(for: 8) { result != nil }
    guard case .failure(let error) = try #require(result) else {
      Issue.record("a FIFO that delivers no PNG was shown")
      return
    }
    #expect(error.description.contains("fifo.png"), "\(error.description)")
    // Nothing half-applied: the carousel still shows what it showed.
    #expect(view.pageCount == 0 || view.spec.images.isEmpty)
  }
}
