import CGTK
import Kinetic
import KineticCairo
import KineticGTK
import Testing

/// A widget's text is fitted and drawn once, then kept between frames: what is kept is what a
/// fresh fit and a fresh layout give, and a changed text, width, style or text setting is fitted
/// and drawn again.
@Suite(.serialized) @MainActor struct SnapshotTextCacheTests {
  nonisolated static let status = TextStyle(size: 15)

  /// Texts and widths that fit as they are, are shrunk to fit, and are ellipsised even shrunk.
  nonisolated static let fits: [(text: String, width: Double)] = [
    ("Pull to refresh", 400), ("Pull to refresh", 80), ("Release to refresh", 30),
    ("Refreshing…", 0), ("مرحبا بالعالم", 60),
  ]

  @Test(.needsDisplay, arguments: fits)
  func aKeptFitIsWhatAFreshFitGives(text: String, width: Double) throws {
    try withWidgetContext { context in
      let cache = SnapshotCache()
      let kept = (0..<3).map { _ in
        frame(context: context, cache: cache) { $0.fitLine(text, style: Self.status, width: width) }
      }
      let fresh = frame(context: context, cache: SnapshotCache()) {
        $0.fitLineByMeasuring(text, style: Self.status, width: width)
      }
      #expect(kept.allSatisfy { $0 == fresh }, "\(kept) against \(fresh)")
      #expect(cache.fitCount == 1)
    }
  }

  @Test(.needsDisplay) func aChangedTextWidthStyleOrScaleIsFittedAfresh() throws {
    try withWidgetContext { context in
      let cache = SnapshotCache()
      let wide = frame(context: context, cache: cache) {
        $0.fitLine("Pull to refresh", style: Self.status, width: 400)
      }
      #expect(wide.style == Self.status)
      let changes: [(what: String, text: String, style: TextStyle, width: Double, scale: Double)] =
        [
          ("narrower", "Pull to refresh", Self.status, 80, 1),
          ("longer", "Pull down to refresh the inbox", Self.status, 400, 1),
          ("bold", "Pull to refresh", TextStyle(size: 15, isBold: true), 400, 1),
          ("larger", "Pull to refresh", TextStyle(size: 22), 400, 1),
          (
            "another family", "Pull to refresh", TextStyle(family: "DejaVu Serif", size: 15), 400, 1
          ),
          ("scale 2", "Pull to refresh", Self.status, 400, 2),
        ]
      for change in changes {
        let kept = frame(context: context, cache: cache, scale: change.scale) {
          $0.fitLine(change.text, style: change.style, width: change.width)
        }
        let fresh = frame(context: context, cache: SnapshotCache(), scale: change.scale) {
          $0.fitLineByMeasuring(change.text, style: change.style, width: change.width)
        }
        #expect(kept == fresh, "\(change.what)")
      }
      // Each change but the scale's (text in points does not depend on it) fits differently.
      let narrower = frame(context: context, cache: cache) {
        $0.fitLine("Pull to refresh", style: Self.status, width: 80)
      }
      #expect(narrower.style.size < Self.status.size && narrower.width <= 80)
      #expect(cache.fitCount == changes.count + 1)
    }
  }

  @Test(.needsDisplay) func aChangedTextSizeOrDirectionDropsTheKeptFits() throws {
    try withWidgetContext { context in
      let cache = SnapshotCache()
      let fit = { (canvas: SnapshotCanvas) in
        canvas.fitLine("Pull to refresh", style: Self.status, width: 400)
      }
      pango_cairo_context_set_resolution(context, 96)
      let normal = frame(context: context, cache: cache, fit)
      // XSETTINGS Xft/DPI 144 (1.5 × the text) reaches a widget's context as its resolution.
      pango_cairo_context_set_resolution(context, 144)
      let larger = frame(context: context, cache: cache, fit)
      #expect(abs(larger.width / normal.width - 1.5) < 0.05, "\(normal) then \(larger)")
      #expect(larger == frame(context: context, cache: SnapshotCache(), fit))
      // A right-to-left widget's context: what was fitted and drawn before is dropped.
      frame(context: context, cache: cache) { canvas in
        _ = canvas.fitLine("Refreshing…", style: Self.status, width: 400)
        canvas.drawLine(
          "Refreshing…", x: 0, midY: 20, maxWidth: 400, style: Self.status,
          color: Color(hex: 0), alignment: .leading)
      }
      #expect(cache.fitCount == 2 && cache.lineCount == 1)
      pango_context_set_base_dir(context, PANGO_DIRECTION_RTL)
      let rightToLeft = frame(context: context, cache: cache, fit)
      #expect(cache.fitCount == 1 && cache.lineCount == 0)
      #expect(rightToLeft == frame(context: context, cache: SnapshotCache(), fit))
    }
  }

  @Test(.needsDisplay, arguments: [1.0, 2.0])
  func aKeptLineLooksAsALineLaidOutInEveryFrame(scale: Double) throws {
    try withWidgetContext { context in
      let cache = SnapshotCache()
      let size = Size(width: 240, height: 40)
      let color = Color(hex: 0x241F31)
      for (x, midY, maxWidth) in [(10.0, 20.0, 200.0), (13.37, 19.6, 200), (8.5, 21.25, 60)] {
        let draw = { (canvas: SnapshotCanvas) in
          canvas.drawLine(
            "Pull to refresh", x: x, midY: midY, maxWidth: maxWidth, style: Self.status,
            color: color, alignment: .leading)
        }
        // Twice through the same cache: the second frame only places what the first drew.
        _ = render(size: size, scale: scale, context: context, cache: cache, draw)
        let kept = render(size: size, scale: scale, context: context, cache: cache, draw)
        let laidOut = render(size: size, scale: scale, context: context, cache: SnapshotCache()) {
          canvas in
          guard
            let placed = PangoText.alignedLine(
              "Pull to refresh", x: x, midY: midY, maxWidth: maxWidth, style: Self.status,
              alignment: .leading,
              line: { style, width in
                canvas.cache.layout(
                  "Pull to refresh", style: style, maxWidth: width, context: context)
              })
          else { return }
          gtk_snapshot_save(canvas.snapshot)
          var origin = graphene_point_t(x: Float(placed.origin.x), y: Float(placed.origin.y))
          gtk_snapshot_translate(canvas.snapshot, &origin)
          var rgba = SnapshotCanvas.rgba(color)
          gtk_snapshot_append_layout(canvas.snapshot, placed.layout, &rgba)
          gtk_snapshot_restore(canvas.snapshot)
        }
        #expect(kept.image.pixels.contains { $0 != 0 }, "something is drawn at \(x), \(midY)")
        #expect(
          differingPixels(kept.image, laidOut.image) == 0, "at \(x), \(midY), \(maxWidth)")
      }
      #expect(cache.lineCount == 2)
    }
  }

  @Test(.needsDisplay) func aLineInAnotherColourOrTextIsDrawnAgain() throws {
    try withWidgetContext { context in
      let cache = SnapshotCache()
      let size = Size(width: 240, height: 40)
      let lines: [(text: String, color: UInt32)] = [
        ("Pull to refresh", 0x241F31), ("Pull to refresh", 0xC01C28), ("Refreshing…", 0xC01C28),
      ]
      let drawn = lines.map { text, hex in
        render(size: size, scale: 1, context: context, cache: cache) {
          $0.drawLine(
            text, x: 10, midY: 20, maxWidth: 200, style: Self.status, color: Color(hex: hex),
            alignment: .leading)
        }
      }
      #expect(cache.lineCount == 3)
      #expect(Set(drawn.flatMap(\.textNodes)).count == 3)
      #expect(differingPixels(drawn[0].image, drawn[1].image) > 0)
      #expect(differingPixels(drawn[1].image, drawn[2].image) > 0)
    }
  }

  @Test(.needsDisplay, arguments: [1.0, 2.0])
  func thePullsStatusTextIsFittedAndDrawnOnceWhileItIsPulled(scale: Double) throws {
    try withWidgetContext { context in
      let cache = SnapshotCache()
      var model = SnapshotCanvasTests.pulledModel()
      let text = try #require(model.text)
      #expect(!text.isEmpty)
      let size = Size(width: 320, height: 60)
      var frames: [(image: RenderedImage, textNodes: [UInt])] = []
      for progress in [0.2, 0.45, 0.45, 0.7] {
        model.progress = progress
        frames.append(
          render(size: size, scale: scale, context: context, cache: cache) {
            PullToActionRenderer().drawStatusView(model, in: $0, size: size)
          })
      }
      #expect(cache.fitCount == 1)
      #expect(cache.lineCount == 1)
      // Every frame placed the text node the first one drew.
      #expect(frames.allSatisfy { $0.textNodes.count == 1 && $0.textNodes == frames[0].textNodes })
      // And looks as a frame drawn from nothing.
      let fresh = render(size: size, scale: scale, context: context, cache: SnapshotCache()) {
        PullToActionRenderer().drawStatusView(model, in: $0, size: size)
      }
      #expect(differingPixels(frames[3].image, fresh.image) == 0)
      #expect(differingPixels(frames[1].image, frames[2].image) == 0)
    }
  }

  /// How many pixels of two images of one size differ (all of them when the sizes differ).
  private func differingPixels(_ a: RenderedImage, _ b: RenderedImage) -> Int {
    guard a.pixels.count == b.pixels.count else { return max(a.pixels.count, b.pixels.count) }
    return zip(a.pixels, b.pixels).filter { $0 != $1 }.count
  }

  /// Runs `body` with a label's Pango context, as a widget's snapshot would use.
  private func withWidgetContext(_ body: (OpaquePointer) throws -> Void) throws {
    let widget = try #require(gtk_label_new(""))
    g_object_ref_sink(UnsafeMutableRawPointer(widget))
    defer { g_object_unref(UnsafeMutableRawPointer(widget)) }
    try body(try #require(gtk_widget_get_pango_context(widget)))
  }

  /// What `body` answers, drawing one frame through a snapshot canvas.
  private func frame<Answer>(
    context: OpaquePointer, cache: SnapshotCache, scale: Double = 1,
    _ body: (SnapshotCanvas) -> Answer
  ) -> Answer {
    let snapshot = gtk_snapshot_new().unsafelyUnwrapped
    defer { if let node = gtk_snapshot_free_to_node(snapshot) { gsk_render_node_unref(node) } }
    return body(
      SnapshotCanvas(snapshot: snapshot, pangoContext: context, scale: scale, cache: cache))
  }

  /// One frame drawn through a snapshot canvas, rendered by GSK's Cairo renderer into an image,
  /// and the addresses of the text nodes in it.
  private func render(
    size: Size, scale: Double, context: OpaquePointer, cache: SnapshotCache,
    _ body: (SnapshotCanvas) -> Void
  ) -> (image: RenderedImage, textNodes: [UInt]) {
    let snapshot = gtk_snapshot_new().unsafelyUnwrapped
    body(SnapshotCanvas(snapshot: snapshot, pangoContext: context, scale: scale, cache: cache))
    guard let root = gtk_snapshot_free_to_node(snapshot) else {
      return (RenderedImage(size: size, scale: scale) { _ in }, [])
    }
    defer { gsk_render_node_unref(root) }
    var textNodes: [UInt] = []
    func visit(_ node: OpaquePointer?) {
      guard let node else { return }
      switch gsk_render_node_get_node_type(node) {
      case GSK_TEXT_NODE: textNodes.append(UInt(bitPattern: Int(bitPattern: node)))
      case GSK_CONTAINER_NODE:
        for index in 0..<gsk_container_node_get_n_children(node) {
          visit(gsk_container_node_get_child(node, index))
        }
      case GSK_CLIP_NODE: visit(gsk_clip_node_get_child(node))
      case GSK_ROUNDED_CLIP_NODE: visit(gsk_rounded_clip_node_get_child(node))
      case GSK_OPACITY_NODE: visit(gsk_opacity_node_get_child(node))
      case GSK_TRANSFORM_NODE: visit(gsk_transform_node_get_child(node))
      default: break
      }
    }
    visit(root)
    let image = RenderedImage(size: size, scale: scale) { gsk_render_node_draw(root, $0) }
    return (image, textNodes)
  }
}
