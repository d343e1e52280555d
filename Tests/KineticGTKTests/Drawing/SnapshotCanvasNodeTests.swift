import CGTK
import Kinetic
import KineticCairo
import Testing

@testable import KineticGTK

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
    #expect(cache.iconCount == 1)
  }
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
  scale: Double, cache: SnapshotCache = SnapshotCache(), _ body: (SnapshotCanvas) -> Void
) throws -> [DrawnNode] {
  let widget = try #require(gtk_label_new(""))
  g_object_ref_sink(UnsafeMutableRawPointer(widget))
  defer { g_object_unref(UnsafeMutableRawPointer(widget)) }
  let snapshot = try #require(gtk_snapshot_new())
  let canvas = SnapshotCanvas(
    snapshot: snapshot, pangoContext: try #require(gtk_widget_get_pango_context(widget)),
    scale: scale, cache: cache)
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
