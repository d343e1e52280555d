import CGTK
import Kinetic
import KineticCairo
import KineticGTK
import Testing

/// Which render nodes the snapshot canvas makes: few pixels shaded against a curve, icons made
/// once and placed on whole device pixels.
@Suite(.serialized) @MainActor struct SnapshotCanvasNodeTests {
  @Test(.needsDisplay, arguments: [1.0, 2.0])
  func aWidePillsStraightPartIsAColourNodeWithoutAClip(scale: Double) throws {
    let pill = Rect(x: 10, y: 4, width: 300, height: 40)
    let nodes = try drawnNodes(scale: scale) {
      $0.fillRoundedRect(pill, radius: 20, color: Color(hex: 0x888888))
    }
    let clipped = nodes.filter { $0.type == GSK_COLOR_NODE && $0.isUnderRoundedClip }
    let open = nodes.filter { $0.type == GSK_COLOR_NODE && !$0.isUnderRoundedClip }
    // Only the two corner columns are clipped; the straight part between them is not.
    #expect(clipped.count == 2)
    #expect(clipped.allSatisfy { $0.bounds.width <= 20 + 1 / scale })
    try #require(open.count == 1)
    #expect(open[0].bounds.minX * scale == (open[0].bounds.minX * scale).rounded())
    #expect(open[0].bounds.maxX * scale == (open[0].bounds.maxX * scale).rounded())
    // Together they cover the pill's width, without a gap or an overlap.
    let columns = (clipped + open).map(\.bounds).sorted { $0.minX < $1.minX }
    #expect(columns.first?.minX == pill.minX)
    #expect(columns.last?.maxX == pill.maxX)
    #expect(zip(columns, columns.dropFirst()).allSatisfy { $0.maxX == $1.minX })
  }

  @Test(.needsDisplay, arguments: [1.0, 2.0])
  func aPillDrawnInPiecesShowsNoSeamUnderCairo(scale: Double) throws {
    let size = Size(width: 320, height: 48)
    let pill = Rect(x: 10, y: 4, width: 300, height: 40)
    let snapshot = try renderSnapshot(size: size, scale: scale) {
      $0.fillRoundedRect(
        pill, radius: 20, color: Color(hex: 0x3584E4), outline: Color(hex: 0x1C71D8), width: 1)
    }
    // Along the middle row, from the end of one curve to the start of the other, one colour.
    let row = Int(pill.midY * scale)
    let inside = snapshot.pixels[
      (row * snapshot.width + Int((pill.minX + 21) * scale))..<(row * snapshot.width
        + Int((pill.maxX - 21) * scale))]
    #expect(Set(inside).count == 1)
  }

  @Test(.needsDisplay) func anOutlinesCurvesAreBorderNodesNoWiderThanTheCorners() throws {
    let track = Rect(x: 1, y: 1, width: 300, height: 46)
    let nodes = try drawnNodes(scale: 1) {
      $0.fillRoundedRect(
        track, radius: 23, color: Color(hex: 0xFFFFFF), outline: Color(hex: 0x888888), width: 1)
    }
    let borders = nodes.filter { $0.type == GSK_BORDER_NODE }
    #expect(borders.count == 2)
    #expect(borders.allSatisfy { $0.bounds.width <= 2 * 23 + 2 })
  }

  @Test(.needsDisplay, arguments: [1.0, 2.0])
  func anIconMovedByAFractionLandsOnWholeDevicePixels(scale: Double) throws {
    let nodes = try drawnNodes(scale: scale) { canvas in
      canvas.translated(x: 10.3, y: 5.7) {
        canvas.drawIcon(key: "dot", in: Rect(x: -4.1, y: -4, width: 8, height: 8)) {
          $0.fillCircle(center: Point(x: 0, y: 0), radius: 3, color: Color(hex: 0))
        }
      }
    }
    let texture = try #require(nodes.first { $0.type == GSK_TEXTURE_NODE })
    // On whole device pixels (the node's bounds are single precision).
    #expect(abs(texture.bounds.minX * scale - (texture.bounds.minX * scale).rounded()) < 1e-4)
    #expect(abs(texture.bounds.minY * scale - (texture.bounds.minY * scale).rounded()) < 1e-4)
    #expect(abs(texture.bounds.minX - 6.2) <= 0.5 / scale)
    #expect(abs(texture.bounds.minY - 1.7) <= 0.5 / scale)
  }

  @Test(.needsDisplay) func theSlidesArrowIsDrawnOnceForEveryPosition() throws {
    let cache = SnapshotCache()
    let model = SlideToConfirmMachine(size: Size(width: 300, height: 48)).renderModel
    for travel in [0.0, 13.3, 40.5, 177.25] {
      var moved = model
      moved.thumbFrame = Rect(
        x: model.thumbFrame.minX + travel, y: model.thumbFrame.minY,
        width: model.thumbFrame.width, height: model.thumbFrame.height)
      _ = try drawnNodes(scale: 1, cache: cache) { SlideToConfirmRenderer().draw(moved, in: $0) }
    }
    // Two icons, each made once: the arrow and the thumb's shadow.
    #expect(cache.iconCount == 2)
  }

  @Test(.needsDisplay, arguments: [1.0, 2.0])
  func aShadowIsBlurredOnceAndThenOnlyMoved(scale: Double) throws {
    let cache = SnapshotCache()
    let shape = Size(width: 80, height: 36)
    for x in [0.0, 13.3, 40.5, 177.25] {
      let nodes = try drawnNodes(scale: scale, cache: cache) {
        $0.shadow(
          under: Rect(x: 10 + x, y: 6, width: shape.width, height: shape.height), radius: 12,
          offset: 1.5, blur: 4, color: Color(hex: 0x0F172A, alpha: 0.22))
      }
      // A texture, not an outset-shadow node that GTK's Cairo renderer would blur again.
      #expect(!nodes.contains { $0.type == GSK_OUTSET_SHADOW_NODE }, "at \(x)")
      let texture = try #require(nodes.first { $0.type == GSK_TEXTURE_NODE }, "at \(x)")
      // Around its shape, wherever the shape is.
      #expect(texture.bounds.minX < 10 + x && texture.bounds.maxX > 10 + x + shape.width)
      #expect(texture.bounds.minY < 6 && texture.bounds.maxY > 6 + shape.height + 1.5)
    }
    #expect(cache.iconCount == 1)
  }

  @Test(.needsDisplay, arguments: [1.0, 2.0])
  func underCairoAnIconIsPaintedFromItsImageAndLooksTheSame(scale: Double) throws {
    let cache = SnapshotCache()
    func draw(_ canvas: SnapshotCanvas) {
      canvas.translated(x: 10.3, y: 5.7) {
        canvas.shadow(
          under: Rect(x: 0, y: 0, width: 60, height: 30), radius: 12, offset: 1.5, blur: 4,
          color: Color(hex: 0x0F172A, alpha: 0.22))
      }
    }
    // A Cairo node where the GL renderer gets a texture node, both from the one kept icon.
    let nodes = try drawnNodes(scale: scale, cache: cache, isCairoRendered: true, draw)
    #expect(nodes.map(\.type) == [GSK_CAIRO_NODE])
    #expect(try drawnNodes(scale: scale, cache: cache, draw).map(\.type) == [GSK_TEXTURE_NODE])
    #expect(cache.iconCount == 1)
    let textured = try renderSnapshot(size: Size(width: 100, height: 60), scale: scale, draw)
    let painted = try renderSnapshot(
      size: Size(width: 100, height: 60), scale: scale, isCairoRendered: true, draw)
    let difference = PixelDifference(textured, painted)
    #expect(difference.differingFraction == 0 && difference.meanError == 0, "\(difference)")
    #expect(painted.pixels.contains { $0 != 0 })
  }

  @Test(.needsDisplay) func aWidgetKnowsWhenGTKsCairoRendererDrawsIt() throws {
    let unparented = try #require(gtk_label_new(""))
    g_object_ref_sink(UnsafeMutableRawPointer(unparented))
    defer { g_object_unref(UnsafeMutableRawPointer(unparented)) }
    #expect(!SnapshotCanvas.isCairoRendered(unparented))
    // The renderer GTK chose for this display (GSK_RENDERER, or Cairo where GL cannot start).
    let window = try #require(gtk_window_new())
    defer { gtk_window_destroy(cgtk_window(window)) }
    let label = try #require(gtk_label_new("Kinetic"))
    gtk_window_set_child(cgtk_window(window), label)
    gtk_window_present(cgtk_window(window))
    iterate(for: 0.5) { gtk_widget_get_mapped(label) != 0 }
    let made = try #require(gtk_native_get_renderer(OpaquePointer(window)))
    let name = String(
      cString: g_type_name_from_instance(
        UnsafeMutableRawPointer(made).assumingMemoryBound(to: GTypeInstance.self)))
    #expect(SnapshotCanvas.isCairoRendered(label) == (name == "GskCairoRenderer"), "\(name)")
  }

  @Test(.needsDisplay, arguments: [1.0, 2.0])
  func aKeptShadowLooksAsGTKsOwnOutsetShadow(scale: Double) throws {
    let size = Size(width: 120, height: 60)
    let shape = Rect(x: 20, y: 12, width: 80, height: 36)
    let color = Color(hex: 0x0F172A, alpha: 0.22)
    let kept = try renderSnapshot(size: size, scale: scale) {
      $0.shadow(under: shape, radius: 12, offset: 1.5, blur: 4, color: color)
    }
    let own = try renderSnapshot(size: size, scale: scale) { canvas in
      var outline = SnapshotCanvas.roundedRect(shape, radius: 12)
      var rgba = SnapshotCanvas.rgba(color)
      gtk_snapshot_append_outset_shadow(canvas.snapshot, &outline, &rgba, 0, 1.5, 2, 4)
    }
    // The same pixels, to within the blur's rounding at 2× (a mean of 0.08 of 255 here).
    let difference = PixelDifference(kept, own)
    #expect(difference.differingFraction == 0, "\(difference)")
    #expect(difference.meanError < 0.2, "\(difference)")
    // Not an empty picture: the shadow shows below the shape.
    let below = Int((shape.maxY + 1) * scale) * kept.width + Int(shape.midX * scale)
    #expect(kept.pixels[below] != kept.pixels[0])
  }
}

/// The pull's status view while the content is pulled: its ring and arrow cost GTK's GL renderer
/// no offscreen group and no new texture in any frame.
@Suite(.serialized) @MainActor struct PullToActionStatusNodeTests {
  @Test(.needsDisplay, arguments: [1.0, 2.0])
  func theRingAndTheArrowNeedNoOffscreenGroupAndNoNewTextureAsThePullGrows(scale: Double) throws {
    let cache = SnapshotCache()
    var model = SnapshotCanvasTests.pulledModel()
    try #require(model.icon == .arrow)
    let size = Size(width: 320, height: 60)
    for progress in [0.0, 0.2, 0.45, 0.7, 0.95, 1] {
      model.progress = progress
      let nodes = try drawnTree(scale: scale, cache: cache) {
        PullToActionRenderer().drawStatusView(model, in: $0, size: size)
      }
      // No Cairo node (a new texture in every frame under GL) and one texture, the arrow's.
      #expect(!nodes.contains { $0.type == GSK_CAIRO_NODE }, "progress \(progress)")
      #expect(nodes.filter { $0.type == GSK_TEXTURE_NODE }.count == 1, "progress \(progress)")
      // An opacity node over one node that holds no others is drawn at that opacity directly;
      // over a group, GL draws the group offscreen first.
      for opacity in nodes where opacity.type == GSK_OPACITY_NODE {
        #expect(opacity.leavesBelow == 1, "progress \(progress)")
      }
      // A partial ring is a conic gradient GL draws itself: fewer than six stops.
      let gradients = nodes.filter { $0.type == GSK_CONIC_GRADIENT_NODE }
      #expect(gradients.count == (progress > 0 && progress < 1 ? 1 : 0), "progress \(progress)")
      #expect(gradients.allSatisfy { $0.colorStops < 6 }, "progress \(progress)")
    }
    // Every frame placed the arrow drawn in the first.
    #expect(cache.iconCount == 1)
  }

  @Test(.needsDisplay, arguments: [1.0, 2.0])
  func theRingLooksAsTheCairoCanvasDrawsIt(scale: Double) throws {
    var model = SnapshotCanvasTests.pulledModel()
    // Without the text, which each canvas measures its own way, the icon is in the same place.
    model.text = nil
    let size = Size(width: 320, height: 60)
    for progress in [0.3, 0.62, 1] {
      model.progress = progress
      var iconCenterX: Double?
      let cairo = RenderedImage(size: size, scale: scale) { context in
        let canvas = CairoCanvas(context: context)
        iconCenterX =
          PullToActionRenderer().statusGroupLayout(model, width: size.width, canvas: canvas)
          .iconCenterX
        PullToActionRenderer().drawStatusView(model, in: canvas, size: size)
      }
      for isCairoRendered in [false, true] {
        let snapshot = try renderSnapshot(
          size: size, scale: scale, isCairoRendered: isCairoRendered
        ) {
          PullToActionRenderer().drawStatusView(model, in: $0, size: size)
        }
        expectRing(
          of: snapshot, as: cairo, around: try #require(iconCenterX), size: size, scale: scale,
          "progress \(progress), Cairo renderer \(isCairoRendered)")
      }
    }
  }

  /// Compares the ring's box around the icon's place in two images of the status view.
  private func expectRing(
    of snapshot: RenderedImage, as cairo: RenderedImage, around iconCenterX: Double, size: Size,
    scale: Double, _ what: String
  ) {
    // The ring's box, around the icon's place in the status view, in four bands 5 points
    // wide along its sides: the ring without the arrow inside it (which lands on whole
    // device pixels in a snapshot).
    let center = Point(x: iconCenterX, y: size.height / 2)
    let pixels = { (value: Double) in Int((value * scale).rounded()) }
    let (left, top) = (center.x - 15, center.y - 15)
    let bands = [
      (pixels(left)..<pixels(left + 30), pixels(top)..<pixels(top + 5)),
      (pixels(left)..<pixels(left + 30), pixels(top + 25)..<pixels(top + 30)),
      (pixels(left)..<pixels(left + 5), pixels(top)..<pixels(top + 30)),
      (pixels(left + 25)..<pixels(left + 30), pixels(top)..<pixels(top + 30)),
    ]
    for (columns, rows) in bands {
      let difference = PixelDifference(cairo, snapshot, columns: columns, rows: rows)
      // Only antialiased pixels at the ring's edges and caps may differ: a missing or
      // misplaced arc would be a fifth of a band.
      #expect(difference.differingFraction < 0.03, "\(what): \(difference)")
      #expect(difference.meanError < 2, "\(what): \(difference)")
    }
  }

  /// GTK 4.8's Cairo renderer rasterises a conic gradient as a mesh in every frame, the most
  /// costly part of a pulled frame: under it the ring is one small Cairo node.
  @Test(.needsDisplay, arguments: [1.0, 2.0])
  func underGTKsCairoRendererTheRingIsOneCairoNodeAndNoGradient(scale: Double) throws {
    var model = SnapshotCanvasTests.pulledModel()
    for progress in [0.0, 0.45, 1] {
      model.progress = progress
      let nodes = try drawnNodes(scale: scale, isCairoRendered: true) {
        PullToActionRenderer().drawStatusView(model, in: $0, size: Size(width: 320, height: 60))
      }
      #expect(!nodes.contains { $0.type == GSK_CONIC_GRADIENT_NODE }, "progress \(progress)")
      // The arrow's Cairo node (its kept image) is 15 points wide; the ring's is around the
      // ring only: its 27 points and one of antialiasing each side.
      let cairoNodes = nodes.filter { $0.type == GSK_CAIRO_NODE }.map(\.bounds)
      let rings = cairoNodes.filter { $0.width > 20 }
      #expect(rings.count == 1, "progress \(progress): \(cairoNodes)")
      #expect(rings.allSatisfy { $0.width <= 30 && $0.height <= 30 }, "\(cairoNodes)")
    }
  }

  @Test(.needsDisplay) func aTranslucentStatusBackgroundKeepsTheRingsMiddleClear() throws {
    var style = PullToActionStyle()
    style.statusViewBackgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0)
    var model = SnapshotCanvasTests.pulledModel()
    model.progress = 0.5
    let nodes = try drawnTree(scale: 1, cache: SnapshotCache()) {
      PullToActionRenderer(style: style).drawStatusView(
        model, in: $0, size: Size(width: 320, height: 60))
    }
    // Nothing fills the ring's middle: it is cut out, as two arcs.
    #expect(!nodes.contains { $0.type == GSK_CONIC_GRADIENT_NODE })
    #expect(nodes.filter { $0.type == GSK_CAIRO_NODE }.count == 2)
  }
}

/// A node of a drawn tree and how many nodes that hold no others are below it.
struct TreeNode {
  var type: GskRenderNodeType
  var leavesBelow: Int
  /// A gradient's colour stops.
  var colorStops = 0
}

/// Draws through a snapshot canvas and lists every node of the tree it made, depth first.
@MainActor
func drawnTree(
  scale: Double, cache: SnapshotCache, _ body: (SnapshotCanvas) -> Void
) throws -> [TreeNode] {
  let widget = try #require(gtk_label_new(""))
  g_object_ref_sink(UnsafeMutableRawPointer(widget))
  defer { g_object_unref(UnsafeMutableRawPointer(widget)) }
  let snapshot = try #require(gtk_snapshot_new())
  body(
    SnapshotCanvas(
      snapshot: snapshot, pangoContext: try #require(gtk_widget_get_pango_context(widget)),
      scale: scale, cache: cache))
  guard let root = gtk_snapshot_free_to_node(snapshot) else { return [] }
  defer { gsk_render_node_unref(root) }
  var found: [TreeNode] = []
  @discardableResult func visit(_ node: OpaquePointer) -> Int {
    let type = gsk_render_node_get_node_type(node)
    let index = found.count
    found.append(TreeNode(type: type, leavesBelow: 0))
    var children: [OpaquePointer?] = []
    switch type {
    case GSK_CONTAINER_NODE:
      children = (0..<gsk_container_node_get_n_children(node)).map {
        gsk_container_node_get_child(node, $0)
      }
    case GSK_CLIP_NODE: children = [gsk_clip_node_get_child(node)]
    case GSK_ROUNDED_CLIP_NODE: children = [gsk_rounded_clip_node_get_child(node)]
    case GSK_OPACITY_NODE: children = [gsk_opacity_node_get_child(node)]
    case GSK_TRANSFORM_NODE: children = [gsk_transform_node_get_child(node)]
    case GSK_CONIC_GRADIENT_NODE:
      found[index].colorStops = Int(gsk_conic_gradient_node_get_n_color_stops(node))
    default: break
    }
    let leaves = children.isEmpty ? 1 : children.compactMap { $0 }.reduce(0) { $0 + visit($1) }
    found[index].leavesBelow = children.isEmpty ? 0 : leaves
    return leaves
  }
  visit(root)
  return found
}

/// A render node the snapshot canvas made, in the snapshot's coordinates.
struct DrawnNode {
  var type: GskRenderNodeType
  var bounds: Rect
  var isUnderRoundedClip: Bool
}

/// Draws through a snapshot canvas and lists the leaf nodes it made, with the translations of the
/// transform nodes above them applied.
@MainActor
func drawnNodes(
  scale: Double, cache: SnapshotCache = SnapshotCache(), isCairoRendered: Bool = false,
  _ body: (SnapshotCanvas) -> Void
) throws -> [DrawnNode] {
  let widget = try #require(gtk_label_new(""))
  g_object_ref_sink(UnsafeMutableRawPointer(widget))
  defer { g_object_unref(UnsafeMutableRawPointer(widget)) }
  let snapshot = try #require(gtk_snapshot_new())
  let canvas = SnapshotCanvas(
    snapshot: snapshot, pangoContext: try #require(gtk_widget_get_pango_context(widget)),
    scale: scale, cache: cache, isCairoRendered: isCairoRendered)
  body(canvas)
  guard let root = gtk_snapshot_free_to_node(snapshot) else { return [] }
  defer { gsk_render_node_unref(root) }
  var found: [DrawnNode] = []
  func visit(_ node: OpaquePointer, dx: Double, dy: Double, rounded: Bool) {
    switch gsk_render_node_get_node_type(node) {
    case GSK_CONTAINER_NODE:
      for index in 0..<gsk_container_node_get_n_children(node) {
        if let child = gsk_container_node_get_child(node, index) {
          visit(child, dx: dx, dy: dy, rounded: rounded)
        }
      }
    case GSK_CLIP_NODE:
      if let child = gsk_clip_node_get_child(node) {
        visit(child, dx: dx, dy: dy, rounded: rounded)
      }
    case GSK_ROUNDED_CLIP_NODE:
      if let child = gsk_rounded_clip_node_get_child(node) {
        visit(child, dx: dx, dy: dy, rounded: true)
      }
    case GSK_OPACITY_NODE:
      if let child = gsk_opacity_node_get_child(node) {
        visit(child, dx: dx, dy: dy, rounded: rounded)
      }
    case GSK_TRANSFORM_NODE:
      var x: Float = 0
      var y: Float = 0
      gsk_transform_to_translate(gsk_transform_node_get_transform(node), &x, &y)
      if let child = gsk_transform_node_get_child(node) {
        visit(child, dx: dx + Double(x), dy: dy + Double(y), rounded: rounded)
      }
    default:
      var bounds = graphene_rect_t()
      gsk_render_node_get_bounds(node, &bounds)
      found.append(
        DrawnNode(
          type: gsk_render_node_get_node_type(node),
          bounds: Rect(
            x: dx + Double(bounds.origin.x), y: dy + Double(bounds.origin.y),
            width: Double(bounds.size.width), height: Double(bounds.size.height)),
          isUnderRoundedClip: rounded))
    }
  }
  visit(root, dx: 0, dy: 0, rounded: false)
  return found
}
