import CGTK
import Foundation
import Kinetic
import KineticCairo
import KineticDemo
import KineticGTK
import Testing

/// The snapshot canvas draws the same look as the Cairo canvas: both are drawn into images and
/// compared pixel by pixel.
@Suite(.serialized) @MainActor struct SnapshotCanvasTests {
  static let size = Size(width: 300, height: 60)

  /// The most pixels that may differ, and the largest mean error, at each scale.
  ///
  /// At 1x only antialiasing and the shadow's
  /// blur differ. At 2x text differs more: GTK lays a widget's text out at 1x (its Pango
  /// context knows no device scale) and scales the glyph positions, while Cairo lays it out at
  /// the device scale, so a word can be a pixel or two narrower.
  static func tolerance(scale: Double) -> (differing: Double, meanError: Double) {
    scale == 1 ? (0.005, 1) : (0.05, 4)
  }

  @Test(.needsDisplay, arguments: [1.0, 2.0])
  func theSlideAtRestLooksAsTheCairoCanvasDrawsIt(scale: Double) throws {
    let model = SlideToConfirmMachine(size: Self.size).renderModel
    let renderer = SlideToConfirmRenderer()
    let cairo = RenderedImage(size: Self.size, scale: scale) { context in
      renderer.draw(model, in: CairoCanvas(context: context))
    }
    let snapshot = try renderSnapshot(size: Self.size, scale: scale) {
      renderer.draw(model, in: $0)
    }
    let difference = PixelDifference(cairo, snapshot)
    print("slide at rest, \(scale)x: \(difference)")
    keepImages(cairo, snapshot, name: "slide-idle-\(Int(scale))x")
    #expect(difference.differingFraction < Self.tolerance(scale: scale).differing, "\(difference)")
    #expect(difference.meanError < Self.tolerance(scale: scale).meanError, "\(difference)")
  }

  @Test(.needsDisplay, arguments: [1.0, 2.0])
  func theSlideArmedAndFocusedLooksAsTheCairoCanvasDrawsIt(scale: Double) throws {
    var machine = SlideToConfirmMachine(size: Self.size)
    _ = machine.activate(at: 0)
    let model = machine.renderModel
    #expect(model.state == .armed)
    let renderer = SlideToConfirmRenderer()
    let cairo = RenderedImage(size: Self.size, scale: scale) { context in
      renderer.draw(model, in: CairoCanvas(context: context), isFocused: true)
    }
    let snapshot = try renderSnapshot(size: Self.size, scale: scale) {
      renderer.draw(model, in: $0, isFocused: true)
    }
    let difference = PixelDifference(cairo, snapshot)
    print("slide armed and focused, \(scale)x: \(difference)")
    keepImages(cairo, snapshot, name: "slide-armed-\(Int(scale))x")
    #expect(difference.differingFraction < Self.tolerance(scale: scale).differing, "\(difference)")
    #expect(difference.meanError < Self.tolerance(scale: scale).meanError, "\(difference)")
  }

  @Test(.needsDisplay) func aPulledInboxLooksAsTheCairoCanvasDrawsIt() throws {
    let model = Self.pulledModel()
    let size = model.bounds.size
    let cairo = RenderedImage(size: size, scale: 1) { context in
      PullToActionRenderer().draw(model, in: CairoCanvas(context: context))
    }
    let snapshot = try renderSnapshot(size: size, scale: 1) {
      PullToActionRenderer().draw(model, in: $0)
    }
    let difference = PixelDifference(cairo, snapshot)
    print("pull to action pulled, 1x: \(difference)")
    keepImages(cairo, snapshot, name: "pull-pulled-1x")
    #expect(difference.differingFraction < Self.tolerance(scale: 1).differing, "\(difference)")
    #expect(difference.meanError < Self.tolerance(scale: 1).meanError, "\(difference)")
  }

  @Test(.needsDisplay) func withAWidgetsOwnTextSettingsTheInboxStaysWithinTheScreenshotBudget()
    throws
  {
    // GTK's unhinted metrics move some lines of text by a pixel; the end-to-end check allows 3 %.
    let model = Self.pulledModel()
    let size = model.bounds.size
    let cairo = RenderedImage(size: size, scale: 1) { context in
      PullToActionRenderer().draw(model, in: CairoCanvas(context: context))
    }
    let snapshot = try renderSnapshot(size: size, scale: 1, text: .widget) {
      PullToActionRenderer().draw(model, in: $0)
    }
    let difference = PixelDifference(cairo, snapshot)
    print("pull to action pulled, widget text settings, 1x: \(difference)")
    #expect(difference.differingFraction < 0.03, "\(difference)")
  }

  @Test(.needsDisplay) func theGestureBoardLooksAsTheCairoCanvasDrawsIt() throws {
    let size = Size(width: 360, height: 300)
    let machine = GestureBehavioursMachine(
      center: Point(x: 180, y: 150), size: Size(width: 160, height: 120),
      container: Rect(origin: .zero, size: size))
    let model = machine.renderModel
    let cairo = RenderedImage(size: size, scale: 1) { context in
      GestureBoardRenderer().draw(model, in: CairoCanvas(context: context))
    }
    let snapshot = try renderSnapshot(size: size, scale: 1) {
      GestureBoardRenderer().draw(model, in: $0)
    }
    let difference = PixelDifference(cairo, snapshot)
    print("gesture board, 1x: \(difference)")
    keepImages(cairo, snapshot, name: "gestures-1x")
    #expect(difference.differingFraction < Self.tolerance(scale: 1).differing, "\(difference)")
    #expect(difference.meanError < Self.tolerance(scale: 1).meanError, "\(difference)")
  }

  @Test(.needsDisplay, arguments: [0.0, 0.5, 3.0])
  func theOnboardingDemoLooksAsTheCairoCanvasDrawsIt(page: Double) throws {
    // Halfway between pages the views are moved, turned, scaled, faded and clipped.
    let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/KineticPlay/Demos/onboarding/onboarding.json")
    let loaded = try OnboardingCarouselSpec.load(contentsOf: spec.path, assets: nil)
    try #require(!loaded.hasErrors && !loaded.images.isEmpty)
    let size = Size(width: 320, height: 568)
    var scene = OnboardingCarouselScene(
      spec: loaded.spec, size: size, imageSizes: loaded.images.mapValues(\.size))
    scene.drag(toOffset: page * Double(size.width))
    let images = OnboardingCarouselImageCache()
    let cairo = RenderedImage(size: size, scale: 1) { context in
      OnboardingCarouselRenderer().draw(
        scene, images: loaded.images, cache: images, in: CairoCanvas(context: context))
    }
    let snapshot = try renderSnapshot(size: size, scale: 1) {
      OnboardingCarouselRenderer().draw(scene, images: loaded.images, cache: images, in: $0)
    }
    let difference = PixelDifference(cairo, snapshot)
    print("onboarding at page \(page), 1x: \(difference)")
    keepImages(cairo, snapshot, name: "onboarding-\(page)-1x")
    #expect(difference.differingFraction < 0.01, "\(difference)")
    #expect(difference.meanError < 1.5, "\(difference)")
  }

  /// A pull to action over an inbox, pulled part of the way: the arrow shows, with its text.
  static func pulledModel() -> PullToActionMachine.RenderModel {
    var machine = PullToActionMachine(
      viewportSize: Size(width: 320, height: 400), contentHeight: 1000)
    for (index, y) in [50.0, 90, 130, 170].enumerated() {
      let event = PointerEvent(
        pointer: .primary, phase: index == 0 ? .down : .move, location: Point(x: 100, y: y),
        time: Double(index) * 0.05)
      _ = machine.handle(.pointer(event))
    }
    return machine.renderModel
  }

  /// With KINETIC_KEEP_IMAGES=1, writes both images to the temporary folder to look at.
  private func keepImages(_ cairo: RenderedImage, _ snapshot: RenderedImage, name: String) {
    guard ProcessInfo.processInfo.environment["KINETIC_KEEP_IMAGES"] == "1" else { return }
    cairo.writePNG(to: NSTemporaryDirectory() + "\(name)-cairo.png")
    snapshot.writePNG(to: NSTemporaryDirectory() + "\(name)-snapshot.png")
  }

  @Test(.needsDisplay) func aDifferentLookIsSeenAsDifferent() throws {
    // The comparison itself must notice a wrong colour: a dark track against the default.
    let model = SlideToConfirmMachine(size: Self.size).renderModel
    var dark = SlideToConfirmStyle()
    dark.track = Color(hex: 0x303030)
    let cairo = RenderedImage(size: Self.size, scale: 1) { context in
      SlideToConfirmRenderer().draw(model, in: CairoCanvas(context: context))
    }
    let snapshot = try renderSnapshot(size: Self.size, scale: 1) {
      SlideToConfirmRenderer(style: dark).draw(model, in: $0)
    }
    #expect(PixelDifference(cairo, snapshot).differingFraction > 0.2)
  }

  @Test(.needsDisplay) func textFollowsTheContextsResolutionAsXftDPIDoes() throws {
    // GTK sets a widget context's resolution from XSETTINGS Xft/DPI; 144 dpi is 1.5 × text.
    let widget = try #require(gtk_label_new(""))
    g_object_ref_sink(UnsafeMutableRawPointer(widget))
    defer { g_object_unref(UnsafeMutableRawPointer(widget)) }
    let context = try #require(gtk_widget_create_pango_context(widget))
    defer { g_object_unref(UnsafeMutableRawPointer(context)) }
    let style = TextStyle(size: 20, isBold: true)
    let widths = [96.0, 144].map { dpi -> Double in
      pango_cairo_context_set_resolution(context, dpi)
      let snapshot = gtk_snapshot_new().unsafelyUnwrapped
      defer { if let node = gtk_snapshot_free_to_node(snapshot) { gsk_render_node_unref(node) } }
      return SnapshotCanvas(snapshot: snapshot, pangoContext: context, cache: SnapshotCache())
        .measure("Slide to confirm", style: style).width
    }
    #expect(widths[0] > 100)
    #expect(abs(widths[1] / widths[0] - 1.5) < 0.05, "\(widths)")
  }

  @Test(.needsDisplay) func aWidgetsTextFollowsGTKsXftDPISetting() throws {
    // XSETTINGS Xft/DPI reaches GTK as gtk-xft-dpi; 147456 is 144 dpi, 1.5 × the text.
    let settings = try #require(gtk_settings_get_default())
    let window = try #require(gtk_window_new())
    defer { gtk_window_destroy(cgtk_window(window)) }
    let widget = try #require(gtk_drawing_area_new())
    gtk_window_set_child(cgtk_window(window), widget)
    gtk_window_present(cgtk_window(window))
    let style = TextStyle(size: 20, isBold: true)
    var widths: [Double] = []
    for dpi in [96, 144] {
      cgtk_object_set_int(UnsafeMutableRawPointer(settings), "gtk-xft-dpi", Int32(dpi * 1024))
      iterate(for: 0.1)
      let snapshot = try #require(gtk_snapshot_new())
      let canvas = SnapshotCanvas(
        snapshot: snapshot, pangoContext: gtk_widget_get_pango_context(widget),
        cache: SnapshotCache())
      widths.append(canvas.measure("Slide to confirm", style: style).width)
      if let node = gtk_snapshot_free_to_node(snapshot) { gsk_render_node_unref(node) }
    }
    // -1 is GTK's default: 96 dpi unless the display says otherwise.
    cgtk_object_set_int(UnsafeMutableRawPointer(settings), "gtk-xft-dpi", -1)
    #expect(abs(widths[1] / widths[0] - 1.5) < 0.05, "\(widths)")
  }

  @Test(.needsDisplay) func iconsAreRenderedOnceAndThenReused() throws {
    let model = Self.pulledModel()
    try #require(model.icon == .arrow)
    let cache = SnapshotCache()
    let widget = try #require(gtk_label_new(""))
    g_object_ref_sink(UnsafeMutableRawPointer(widget))
    defer { g_object_unref(UnsafeMutableRawPointer(widget)) }
    for _ in 0..<3 {
      let snapshot = try #require(gtk_snapshot_new())
      let canvas = SnapshotCanvas(
        snapshot: snapshot, pangoContext: gtk_widget_get_pango_context(widget), cache: cache)
      PullToActionRenderer().draw(model, in: canvas)
      if let node = gtk_snapshot_free_to_node(snapshot) { gsk_render_node_unref(node) }
    }
    #expect(cache.iconCount == 1)
  }
}

/// An ARGB32 image drawn by Cairo at `scale` pixels per point.
struct RenderedImage {
  let width: Int
  let height: Int
  /// Premultiplied ARGB words, row after row.
  let pixels: [UInt32]

  init(size: Size, scale: Double, draw: (OpaquePointer) -> Void) {
    width = Int((size.width * scale).rounded(.up))
    height = Int((size.height * scale).rounded(.up))
    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)
    ).unsafelyUnwrapped
    defer { cairo_surface_destroy(surface) }
    let context = cairo_create(surface).unsafelyUnwrapped
    cairo_scale(context, scale, scale)
    draw(context)
    cairo_destroy(context)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface).unsafelyUnwrapped
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for row in 0..<height {
      let line = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
      for column in 0..<width { pixels.append(line[column]) }
    }
    self.pixels = pixels
  }

  /// Writes the image as a PNG (to look at a failed comparison).
  func writePNG(to path: String) {
    var words = pixels
    words.withUnsafeMutableBytes { buffer in
      let surface = cairo_image_surface_create_for_data(
        buffer.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self),
        CAIRO_FORMAT_ARGB32,
        Int32(width), Int32(height), Int32(width * 4))
      cairo_surface_write_to_png(surface, path)
      cairo_surface_destroy(surface)
    }
  }
}

/// Which text settings the snapshot canvas's Pango context has.
enum TextSettings {
  /// A widget's own: GTK 4.8 leaves font metrics unhinted (`gtk-hint-font-metrics` is off), so
  /// advances and line heights are fractional.
  case widget
  /// A widget's, with metrics hinted as on a Cairo image surface: what the headless canvas
  /// uses, so only the canvases differ.
  case headless
}

/// Draws through a snapshot canvas (with a label's Pango context, as a widget would) and renders
/// the resulting node with GSK's Cairo renderer into an image.
@MainActor
func renderSnapshot(
  size: Size, scale: Double, text: TextSettings = .headless, isCairoRendered: Bool = false,
  _ body: (SnapshotCanvas) -> Void
) throws -> RenderedImage {
  let widget = try #require(gtk_label_new(""))
  g_object_ref_sink(UnsafeMutableRawPointer(widget))
  defer { g_object_unref(UnsafeMutableRawPointer(widget)) }
  let context = try #require(gtk_widget_get_pango_context(widget))
  if text == .headless {
    let options = cairo_font_options_create()
    defer { cairo_font_options_destroy(options) }
    if let current = pango_cairo_context_get_font_options(context) {
      cairo_font_options_merge(options, current)
    }
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_ON)
    pango_cairo_context_set_font_options(context, options)
  }
  let snapshot = try #require(gtk_snapshot_new())
  let canvas = SnapshotCanvas(
    snapshot: snapshot, pangoContext: context, scale: scale, cache: SnapshotCache(),
    isCairoRendered: isCairoRendered)
  body(canvas)
  let node = gtk_snapshot_free_to_node(snapshot)
  defer { if let node { gsk_render_node_unref(node) } }
  return RenderedImage(size: size, scale: scale) { context in
    if let node { gsk_render_node_draw(node, context) }
  }
}

/// How two equally sized images differ: the share of pixels with a channel more than 24 apart,
/// and the mean difference per channel.
struct PixelDifference: CustomStringConvertible {
  var differingFraction: Double
  var meanError: Double

  /// Compares the whole images, or only the pixels of `columns` × `rows`.
  init(
    _ a: RenderedImage, _ b: RenderedImage, columns: Range<Int>? = nil, rows: Range<Int>? = nil
  ) {
    guard a.width == b.width, a.height == b.height, !a.pixels.isEmpty else {
      differingFraction = 1
      meanError = 255
      return
    }
    let columns = (columns ?? 0..<a.width).clamped(to: 0..<a.width)
    let rows = (rows ?? 0..<a.height).clamped(to: 0..<a.height)
    let indices = rows.flatMap { row in columns.map { row * a.width + $0 } }
    var differing = 0
    var total = 0
    for (p, q) in indices.lazy.map({ (a.pixels[$0], b.pixels[$0]) }) {
      var worst: UInt32 = 0
      for shift: UInt32 in [0, 8, 16, 24] {
        let x = (p >> shift) & 0xFF
        let y = (q >> shift) & 0xFF
        let d = x > y ? x - y : y - x
        worst = max(worst, d)
        total += Int(d)
      }
      if worst > 24 { differing += 1 }
    }
    differingFraction = Double(differing) / Double(max(1, indices.count))
    meanError = Double(total) / Double(max(1, indices.count * 4))
  }

  var description: String {
    "\(String(format: "%.3f", differingFraction * 100))% of pixels differ, mean error "
      + String(format: "%.2f", meanError)
  }
}
