import CGTK
import Foundation
import Kinetic
import KineticGObject
import KineticGTK
import Testing

@Suite(.serialized) @MainActor struct OnboardingCarouselViewTests {
  /// Kinetic's demo spec and artwork, in the source tree.
  private static let demo = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/KineticPlay/Demos/onboarding/onboarding.json")

  /// A shown window holding the demo carousel at 320 × 568.
  private func showDemo() throws -> (
    window: UnsafeMutablePointer<GtkWidget>, view: OnboardingCarouselView
  ) {
    let document = try OnboardingCarouselView.load(path: Self.demo.path)
    let view = OnboardingCarouselView(
      document: document, sizing: .fixed(Size(width: 320, height: 568)))
    let window = try #require(gtk_window_new())
    gtk_window_set_child(cgtk_window(window), view.widget)
    gtk_window_present(cgtk_window(window))
    iterate(for: 2) { gtk_widget_get_width(view.stage) == 320 && view.isTicking }
    return (window, view)
  }

  /// Runs the main loop until the carousel's animations are over.
  private func settle(_ view: OnboardingCarouselView, within seconds: Double = 4) {
    iterate(for: seconds) { !view.machine.needsTicks }
    iterate(for: 0.1)
  }

  /// A widget's box on the stage, through every transform and clip host above it.
  private func bounds(of widget: UnsafeMutablePointer<GtkWidget>, on view: OnboardingCarouselView)
    -> Rect?
  {
    var rect = graphene_rect_t()
    guard let fixed = view.stageFixed else { return nil }
    let stage = UnsafeMutableRawPointer(fixed).assumingMemoryBound(to: GtkWidget.self)
    guard gtk_widget_compute_bounds(widget, stage, &rect) != 0 else { return nil }
    return Rect(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }

  /// The axis-aligned box of a view's bounds under its transform to the container.
  private func frame(of size: Size, under transform: AffineTransform2D) -> Rect {
    let corners = [
      Point.zero, Point(x: size.width, y: 0), Point(x: 0, y: size.height),
      Point(x: size.width, y: size.height),
    ].map { $0.applying(transform) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  private func button(_ cssClass: String, of view: OnboardingCarouselView)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    view.parts.lazy.compactMap { $0?.content }.first { gtk_widget_has_css_class($0, cssClass) != 0 }
  }

  /// Presses a key as the carousel's class key bindings see it.
  private func pressKey(_ name: String, on view: OnboardingCarouselView) throws {
    let handled = pressBoundKey(name, on: view.widget)
    #expect(handled)
  }

  @Test(.needsDisplay) func everyPictureSitsWhereTheSceneSays() throws {
    let (window, view) = try showDemo()
    defer { gtk_window_destroy(cgtk_window(window)) }
    settle(view)
    let scene = view.scene
    var checked = 0
    for drawable in scene.drawables {
      guard case .image = scene.views[drawable.index].content,
        let slot = view.parts[drawable.index]?.slot, gtk_widget_get_visible(slot) != 0,
        let shown = bounds(of: slot, on: view)
      else { continue }
      let expected = frame(of: scene.views[drawable.index].size, under: drawable.transform)
      #expect(abs(shown.minX - expected.minX) < 0.6, "\(scene.views[drawable.index].key)")
      #expect(abs(shown.minY - expected.minY) < 0.6, "\(scene.views[drawable.index].key)")
      #expect(abs(shown.width - expected.width) < 0.6, "\(scene.views[drawable.index].key)")
      #expect(abs(shown.height - expected.height) < 0.6, "\(scene.views[drawable.index].key)")
      #expect(abs(gtk_widget_get_opacity(slot) - min(1, drawable.alpha)) < 0.01)
      checked += 1
    }
    #expect(checked >= 5)  // The backgrounds, the balloon, the phone, its screen, the badges.
    #expect(view.accessibleLabel == "Page 1 of 5")
  }

  @Test(.needsDisplay) func everyTransformIsOneTheCairoRendererDraws() throws {
    let (window, view) = try showDemo()
    defer { gtk_window_destroy(cgtk_window(window)) }
    // Page 4: the phone steps aside and tilts, the balloon floats (rotated and scaled views).
    view.goTo(page: 3)
    settle(view)
    var checked = 0
    var turned = 0
    for part in view.parts.compactMap({ $0 }) {
      for widget in [part.slot, part.clipHost].compactMap({ $0 }) {
        guard gtk_widget_get_visible(widget) != 0, let parent = gtk_widget_get_parent(widget),
          let transform = kinetic_stage_get_child_transform(OpaquePointer(parent), widget)
        else { continue }
        // GTK 4.8's Cairo renderer draws a pink box for anything below the 2D category.
        #expect(
          gsk_transform_get_category(transform).rawValue >= GSK_TRANSFORM_CATEGORY_2D.rawValue)
        if gsk_transform_get_category(transform).rawValue
          < GSK_TRANSFORM_CATEGORY_2D_AFFINE.rawValue
        {
          turned += 1
        }
        checked += 1
      }
    }
    #expect(checked >= 5)
    #expect(turned >= 1)
  }

  @Test(.needsDisplay) func decomposedTransformsReproduceTheAffineTransform() throws {
    let cases = [
      AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 12, ty: -3),
      AffineTransform2D(rotationAngle: 0.4).scaledBy(x: 1.5, y: 1.5),
      AffineTransform2D(a: 1.2, b: 0.3, c: -0.7, d: 0.4, tx: 5, ty: 9),
      AffineTransform2D(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0),
      AffineTransform2D(a: 0.5, b: 0, c: 0.25, d: 2, tx: 1, ty: 2),
    ]
    for affine in cases {
      let transform = RendererTransforms.append(affine, to: nil)
      defer { gsk_transform_unref(transform) }
      #expect(gsk_transform_get_category(transform).rawValue >= GSK_TRANSFORM_CATEGORY_2D.rawValue)
      var (xx, yx, xy, yy, dx, dy): (Float, Float, Float, Float, Float, Float) = (0, 0, 0, 0, 0, 0)
      gsk_transform_to_2d(transform, &xx, &yx, &xy, &yy, &dx, &dy)
      let values = [xx, yx, xy, yy, dx, dy]
      let expected = [affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty]
      for (got, want) in zip(values, expected) {
        #expect(abs(Double(got) - want) < 1e-4, "\(affine): \(values)")
      }
    }
  }

  @Test(.needsDisplay) func aCarouselOffScreenHasNoTickCallbackAndResumesWhenShown() throws {
    let (window, view) = try showDemo()
    defer { gtk_window_destroy(cgtk_window(window)) }
    // The demo's balloon floats: shown, the carousel ticks.
    settle(view)
    #expect(view.isTicking)
    // Another page of the gallery's stack: unmapped, nothing ticks.
    gtk_widget_set_visible(view.widget, 0)
    iterate(for: 0.2)
    #expect(!view.isTicking)
    let frozen = view.machine.time
    iterate(for: 0.2)
    #expect(view.machine.time == frozen)
    gtk_widget_set_visible(view.widget, 1)
    iterate(for: 0.5) { view.isTicking && view.machine.time > frozen }
    #expect(view.isTicking)
    #expect(view.machine.time > frozen)
  }

  @Test(.needsDisplay) func aClosedCarouselHasNoTickCallback() throws {
    let (window, view) = try showDemo()
    defer { gtk_window_destroy(cgtk_window(window)) }
    view.close(skipped: true)
    // What was moving comes to rest (the first page's pop-ins), then nothing ticks.
    iterate(for: 3) { !view.isTicking }
    #expect(!view.isTicking)
    let rested = view.machine.time
    iterate(for: 0.3)
    #expect(!view.isTicking)
    #expect(view.machine.time == rested)
  }

  @Test(.needsDisplay) func aViewInsideAClippingViewIsPlacedInItsClipHost() throws {
    let (window, view) = try showDemo()
    defer { gtk_window_destroy(cgtk_window(window)) }
    view.goTo(page: 3)  // The phone steps aside and tilts: its screen's contents turn with it.
    settle(view)
    let scene = view.scene
    let clipped = scene.drawables.filter { !$0.clippedBy.isEmpty }
    for drawable in clipped {
      guard let slot = view.parts[drawable.index]?.slot, gtk_widget_get_visible(slot) != 0,
        let host = view.parts[drawable.clippedBy[0]]?.clipHost
      else { continue }
      #expect(gtk_widget_is_ancestor(slot, host) != 0)
      #expect(gtk_widget_get_overflow(host) == GTK_OVERFLOW_HIDDEN)
      let shown = try #require(bounds(of: slot, on: view))
      let expected = frame(of: scene.views[drawable.index].size, under: drawable.transform)
      #expect(abs(shown.midX - expected.midX) < 0.6 && abs(shown.midY - expected.midY) < 0.6)
    }
  }

  @Test(.needsDisplay) func aKeyPressTurnsThePageAndRelabelsTheGroup() throws {
    let (window, view) = try showDemo()
    defer { gtk_window_destroy(cgtk_window(window)) }
    var shown: [Int] = []
    var announced: [String] = []
    view.onPageShown = { shown.append($0) }
    view.onAnnounce = { announced.append($0) }
    try pressKey("Right", on: view)
    iterate(for: 3) { !shown.isEmpty }
    #expect(shown == [1])
    #expect(view.page == 1)
    #expect(view.accessibleLabel == "Page 2 of 5")
    #expect(announced.first?.hasPrefix("Page 2 of 5.") == true)
    // The page's text is one sentence (it ends with its own full stop), then the hint.
    let text = try #require(view.spec.pageTexts[1])
    #expect(view.accessibleDescription == text + " Swipe, or use the arrow keys, to turn the page")
    try pressKey("End", on: view)
    iterate(for: 3) { shown.count >= 2 }
    #expect(shown == [1, 4])
    // On the last page the close button is on screen; Skip has faded away.
    settle(view)
    let close = try #require(button("onboarding-close", of: view))
    #expect(gtk_widget_get_mapped(close) != 0)
  }

  @Test(.needsDisplay) func skipIsARealButtonThatCloses() throws {
    let (window, view) = try showDemo()
    defer { gtk_window_destroy(cgtk_window(window)) }
    var closes: [(Int, Bool)] = []
    view.onClose = { closes.append(($0, $1)) }
    let skip = try #require(button("onboarding-skip", of: view))
    #expect(gtk_widget_get_mapped(skip) != 0)
    #expect(gtk_accessible_get_accessible_role(cgtk_accessible(skip)) == GTK_ACCESSIBLE_ROLE_BUTTON)
    #expect(gtk_widget_activate(skip) != 0)
    // A button shows itself pressed for a moment and then emits `clicked`.
    iterate(for: 1) { !closes.isEmpty }
    #expect(closes.count == 1)
    #expect(closes.first?.0 == 0 && closes.first?.1 == true)
    #expect(view.isClosed)
    _ = gtk_widget_activate(skip)
    iterate(for: 0.5)
    #expect(closes.count == 1)  // Closed once.
  }

  @Test(.needsDisplay) func destroyingTheWindowMidAnimationIsSafe() throws {
    weak var released: OnboardingCarouselView?
    do {
      let (window, view) = try showDemo()
      released = view
      view.goTo(page: 2)
      iterate(for: 0.1)
      #expect(view.isTicking)
      gtk_window_destroy(cgtk_window(window))
      iterate(for: 0.3)
      #expect(!view.isTicking)  // Off screen: the tick callback went with the frame clock.
      #expect(view.goTo(page: 1))  // Still usable; nothing runs until it is shown again.
      iterate(for: 0.2)
    }
    #expect(released == nil)
  }

  @Test(.needsDisplay) func theSpecReloadsWhenItsFileChanges() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kinetic-onboarding-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Self.demo.deletingLastPathComponent().appendingPathComponent("images"),
      to: folder.appendingPathComponent("images"))
    let spec = folder.appendingPathComponent("onboarding.json")
    let original = try String(contentsOf: Self.demo, encoding: .utf8)
    try original.write(to: spec, atomically: true, encoding: .utf8)

    let view = OnboardingCarouselView(
      spec: OnboardingCarouselSpec(), assets: OnboardingCarouselAssets(folder: folder.path),
      sizing: .scaledToFit(Size(width: 320, height: 568)))
    let window = try #require(gtk_window_new())
    defer { gtk_window_destroy(cgtk_window(window)) }
    gtk_window_set_default_size(cgtk_window(window), 160, 284)
    gtk_window_set_child(cgtk_window(window), view.widget)
    gtk_window_present(cgtk_window(window))
    try view.show(contentsOf: spec.path)
    #expect(view.pageCount == 5)
    #expect(view.isWatchingFile)
    var results: [Result<OnboardingCarouselView.Document, OnboardingCarouselView.LoadError>] = []
    view.onReload = { results.append($0) }

    // An editor's save: a new file renamed over the old one.
    try original.replacingOccurrences(of: "\"pages\": 5", with: "\"pages\": 3")
      .write(to: spec, atomically: true, encoding: .utf8)
    iterate(for: 5) { !results.isEmpty }
    #expect(results.count == 1)
    #expect(view.pageCount == 3)

    // A broken save is reported, located, and the last good spec stays.
    try "{ \"pages\": 3, \"images\": [ }".write(to: spec, atomically: false, encoding: .utf8)
    iterate(for: 5) { results.count >= 2 }
    guard case .failure(let error)? = results.last else {
      Issue.record("a broken spec reloaded without an error")
      return
    }
    #expect(error.lines.first?.contains("onboarding.json:1:") == true)
    #expect(error.lines.first?.contains("error:") == true)
    #expect(view.pageCount == 3)
  }

  @Test func loadingReportsEveryProblemWithItsLocation() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kinetic-onboarding-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("bad.json")
    try """
    {
      "baseImageURL": "",
      "pages": 2,
      "images": [{"key": "a", "imageName": "../secret.png"}]
    }
    """.write(to: spec, atomically: true, encoding: .utf8)
    #expect(throws: OnboardingCarouselView.LoadError.self) {
      try OnboardingCarouselView.load(path: spec.path)
    }
    do {
      _ = try OnboardingCarouselView.load(path: spec.path)
    } catch {
      #expect(error.lines.count == 1)
      #expect(error.lines[0].hasPrefix(spec.path + ":4:"))
      #expect(error.lines[0].contains("refused"))
    }
  }
}
