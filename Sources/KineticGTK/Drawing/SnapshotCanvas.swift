package import CGTK
import Glibc
public import Kinetic
public import KineticCairo

/// A ``Canvas`` that turns Kinetic's looks into GSK render nodes in a widget's `GtkSnapshot`.
///
/// Rounded rectangles become colour and gradient nodes under rounded clips, outlines border
/// nodes, shadows GSK's outset shadows blurred once into textures, text Pango layouts made with
/// the widget's own Pango context (so it follows the desktop's font and text scaling), images and
/// icons textures that are made once; all of them are kept in a ``SnapshotCache``. A line of text
/// fitted to a width (``fitLine(_:style:width:)``) and drawn at a place
/// (``drawLine(_:x:midY:maxWidth:style:color:alignment:)``) is measured and turned into text
/// nodes once, then only placed while it stays the same, as the pull's status text does while
/// the content is dragged. Nothing is rasterised by the widget each frame except strokes (a
/// spinner, a tick, an arrow), which GTK 4.8 has no node for: each becomes a small Cairo node
/// around just its own lines.
///
/// A widget's `snapshot` function makes one per frame:
///
/// ```swift
/// let canvas = SnapshotCanvas(
///   snapshot: snapshot, pangoContext: gtk_widget_get_pango_context(widget),
///   scale: Double(gtk_widget_get_scale_factor(widget)), cache: cache)
/// SlideToConfirmRenderer(style: style).draw(model, in: canvas)
/// ```
///
/// Keep one ``SnapshotCache`` per widget for all its frames. Use it on one thread (GTK's).
public struct SnapshotCanvas: Canvas {
  /// The snapshot drawn into.
  public let snapshot: OpaquePointer
  /// The Pango context text is laid out with: the widget's.
  public let pangoContext: OpaquePointer
  /// The device pixels per point of the surface the snapshot is shown on.
  public let scale: Double
  /// Where layouts and textures are kept between frames.
  public let cache: SnapshotCache
  /// Whether GTK's Cairo renderer draws the frame (`GSK_RENDERER=cairo`, or no GPU): icons
  /// (shadows among them) are then painted from their Cairo images, where a texture node would
  /// convert every pixel of its texture again in every frame (GTK 4.8 converts a memory texture
  /// through floats even into its own format).
  public let isCairoRendered: Bool
  /// How much the transforms pushed so far enlarge what is drawn, for sharp icon textures.
  private let magnification: Magnification

  /// Wraps a widget's snapshot for one frame.
  ///
  /// - Parameters:
  ///   - snapshot: the `GtkSnapshot` a widget's `snapshot` function is given.
  ///   - pangoContext: the Pango context to lay text out with, `gtk_widget_get_pango_context`.
  ///   - scale: device pixels per point, `gtk_widget_get_scale_factor`; icons and images are
  ///     rendered at it.
  ///   - cache: the widget's cache, the same every frame.
  ///   - isCairoRendered: whether GTK's Cairo renderer draws the frame,
  ///     ``isCairoRendered(_:)``.
  public init(
    snapshot: OpaquePointer, pangoContext: OpaquePointer, scale: Double = 1,
    cache: SnapshotCache, isCairoRendered: Bool = false
  ) {
    self.snapshot = snapshot
    self.pangoContext = pangoContext
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    self.cache = cache
    self.isCairoRendered = isCairoRendered
    magnification = Magnification()
    cache.use(pangoContext)
  }

  /// Wraps a widget's snapshot for one frame, with the widget's Pango context, scale and
  /// renderer.
  init(snapshot: OpaquePointer, widget: UnsafeMutablePointer<GtkWidget>, cache: SnapshotCache) {
    self.init(
      snapshot: snapshot, pangoContext: gtk_widget_get_pango_context(widget),
      scale: Double(gtk_widget_get_scale_factor(widget)), cache: cache,
      isCairoRendered: Self.isCairoRendered(widget))
  }

  /// Whether GTK's Cairo renderer draws `widget`'s window.
  package static func isCairoRendered(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let native = gtk_widget_get_native(widget),
      let renderer = gtk_native_get_renderer(native)
    else { return false }
    return g_type_check_instance_is_a(
      UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self),
      gsk_cairo_renderer_get_type()) != 0
  }

  // MARK: Shapes

  /// Fills a rectangle with a colour node.
  public func fillRect(_ rect: Rect, color: Color) {
    guard rect.width > 0, rect.height > 0, color.alpha > 0 else { return }
    var rgba = Self.rgba(color)
    var bounds = Self.rect(rect)
    gtk_snapshot_append_color(snapshot, &rgba, &bounds)
  }

  /// Fills a rectangle with a linear-gradient node from `top` to `bottom`.
  public func fillRect(_ rect: Rect, top: Color, bottom: Color) {
    guard rect.width > 0, rect.height > 0 else { return }
    var bounds = Self.rect(rect)
    var start = graphene_point_t(x: Float(rect.minX), y: Float(rect.minY))
    var end = graphene_point_t(x: Float(rect.minX), y: Float(rect.maxY))
    var stops = (
      GskColorStop(offset: 0, color: Self.rgba(top)),
      GskColorStop(offset: 1, color: Self.rgba(bottom))
    )
    Self.withElements(of: &stops, as: GskColorStop.self) { stops in
      gtk_snapshot_append_linear_gradient(snapshot, &bounds, &start, &end, stops, 2)
    }
  }

  /// Fills a rounded rectangle: the columns that hold its corners as colour nodes under a
  /// rounded clip, the straight part between them as one colour node without a clip.
  ///
  /// A renderer shades a clipped colour node pixel by pixel against the clip's curves (GL's
  /// shaders; Cairo through a mask), an unclipped one as a plain fill several times faster, so
  /// a wide pill costs little more than a rectangle.
  public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
    guard rect.width > 0, rect.height > 0, color.alpha > 0 else { return }
    guard let span = straightSpan(of: rect, radius: radius) else {
      return clipped(to: rect, radius: radius) { fillRect(rect, color: color) }
    }
    fillCorners(of: rect, radius: radius, outside: span, color: color)
    fillRect(
      Rect(x: span.lowerBound, y: rect.minY, width: span.count, height: rect.height), color: color)
  }

  /// Fills a rounded rectangle and strokes its outline inside it (a CSS background and border),
  /// as the two calls would, with few pixels shaded against a curve: the fill as
  /// ``fillRoundedRect(_:radius:color:)`` draws it, the outline's straight top and bottom edges
  /// as colour nodes, and its curves as border nodes only as large as the corner columns that
  /// show them.
  public func fillRoundedRect(
    _ rect: Rect, radius: Double, color: Color, outline: Color, width: Double
  ) {
    guard width > 0, outline.alpha > 0, let span = straightSpan(of: rect, radius: radius),
      rect.height > 2 * width
    else {
      fillRoundedRect(rect, radius: radius, color: color)
      strokeRoundedRect(rect, radius: radius, color: outline, width: width)
      return
    }
    fillRoundedRect(rect, radius: radius, color: color)
    let r = Swift.max(0, Swift.min(radius, rect.width / 2, rect.height / 2))
    let end = span.lowerBound + span.count
    // Each corner column shows the curves of an outline that ends a point past it, on the
    // other side, so that the border node is no wider than the corners.
    let reach = span.lowerBound - rect.minX + r + 1
    // Two calls, not a loop over a list: a list of tuples is allocated, and its type looked up
    // at run time, in every frame.
    func strokeCorner(_ column: Rect, _ outlined: Rect) {
      guard column.width > 0 else { return }
      clipped(to: column) {
        strokeRoundedRect(outlined, radius: r, color: outline, width: width)
      }
    }
    strokeCorner(
      Rect(x: rect.minX, y: rect.minY, width: span.lowerBound - rect.minX, height: rect.height),
      Rect(x: rect.minX, y: rect.minY, width: reach, height: rect.height))
    strokeCorner(
      Rect(x: end, y: rect.minY, width: rect.maxX - end, height: rect.height),
      Rect(x: rect.maxX - reach, y: rect.minY, width: reach, height: rect.height))
    fillRect(
      Rect(x: span.lowerBound, y: rect.minY, width: span.count, height: width), color: outline)
    fillRect(
      Rect(x: span.lowerBound, y: rect.maxY - width, width: span.count, height: width),
      color: outline)
  }

  /// The straight part of a rounded rectangle, between the columns that hold its corners, with
  /// its ends on whole device pixels so that the nodes either side of them meet without a seam
  /// or an overlap; nil when it is too short to be worth its own node, or when a scaling
  /// transform puts the device pixels elsewhere.
  private func straightSpan(of rect: Rect, radius: Double) -> (lowerBound: Double, count: Double)? {
    guard magnification.factor == 1 else { return nil }
    let r = Swift.max(0, Swift.min(radius, rect.width / 2, rect.height / 2))
    let start = ((rect.minX + r) * scale).rounded(.up) / scale
    let end = ((rect.maxX - r) * scale).rounded(.down) / scale
    guard end - start >= 4 else { return nil }
    return (start, end - start)
  }

  /// Fills the parts of a rounded rectangle left and right of `span` (its corner columns), each a
  /// colour node under the rectangle's rounded clip.
  private func fillCorners(
    of rect: Rect, radius: Double, outside span: (lowerBound: Double, count: Double), color: Color
  ) {
    let end = span.lowerBound + span.count
    func fill(_ column: Rect) {
      guard column.width > 0 else { return }
      clipped(to: rect, radius: radius) { fillRect(column, color: color) }
    }
    fill(Rect(x: rect.minX, y: rect.minY, width: span.lowerBound - rect.minX, height: rect.height))
    fill(Rect(x: end, y: rect.minY, width: rect.maxX - end, height: rect.height))
  }

  /// Fills a rounded rectangle with a vertical gradient: a gradient node under a rounded clip.
  public func fillRoundedRect(_ rect: Rect, radius: Double, top: Color, bottom: Color) {
    guard rect.width > 0, rect.height > 0 else { return }
    clipped(to: rect, radius: radius) { fillRect(rect, top: top, bottom: bottom) }
  }

  /// Strokes the outline of a rounded rectangle inside `rect`: a border node.
  public func strokeRoundedRect(_ rect: Rect, radius: Double, color: Color, width: Double) {
    guard rect.width > width, rect.height > width, width > 0, color.alpha > 0 else { return }
    var outline = Self.roundedRect(rect, radius: radius)
    let side = Float(width)
    let rgba = Self.rgba(color)
    var widths = (side, side, side, side)
    var colors = (rgba, rgba, rgba, rgba)
    Self.withElements(of: &widths, as: Float.self) { widths in
      Self.withElements(of: &colors, as: GdkRGBA.self) { colors in
        gtk_snapshot_append_border(snapshot, &outline, widths, colors)
      }
    }
  }

  /// Fills a circle: a colour node under a round clip.
  public func fillCircle(center: Point, radius: Double, color: Color) {
    guard radius > 0 else { return }
    fillRoundedRect(
      Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
      radius: radius, color: color)
  }

  /// Draws a drop shadow under a rounded rectangle: GSK's outset shadow, spread by half the
  /// blur and blurred by all of it, which matches the Cairo canvas's shadow (full strength at
  /// the shape's edge, gone `blur` points out).
  ///
  /// The shadow is blurred once per size and colour into a texture that then only moves with
  /// its shape, on whole device pixels, as an icon does: an outset-shadow node would be blurred
  /// again in every frame by GTK's Cairo renderer.
  public func shadow(
    under rect: Rect, radius: Double, offset: Double, blur: Double, color: Color
  ) {
    guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
      offset.isFinite, blur.isFinite, blur >= 0
    else { return }
    let key = ShadowKey(
      width: rect.width, height: rect.height, radius: radius, offset: offset, blur: blur,
      color: color)
    translated(x: rect.minX, y: rect.minY) {
      drawIcon(key: key, in: key.extent) { cairo in
        var outline = Self.roundedRect(
          Rect(x: 0, y: 0, width: key.width, height: key.height), radius: key.radius)
        var rgba = Self.rgba(key.color)
        guard
          let node = gsk_outset_shadow_node_new(
            &outline, &rgba, 0, Float(key.offset), Float(key.spread), Float(key.blur))
        else { return }
        gsk_render_node_draw(node, cairo.context)
        gsk_render_node_unref(node)
      }
    }
  }

  /// Strokes a polyline: a Cairo node around just the line (GTK 4.8 has no stroke node).
  public func strokeLines(_ points: [Point], color: Color, width: Double) {
    guard let first = points.first else { return }
    var box = Rect(origin: first, size: .zero)
    for point in points.dropFirst() { box = box.union(Rect(origin: point, size: .zero)) }
    stroke(in: box.insetBy(dx: -width, dy: -width)) {
      $0.strokeLines(points, color: color, width: width)
    }
  }

  /// Strokes an arc: a Cairo node around just the circle (GTK 4.8 has no stroke node).
  public func strokeArc(
    center: Point, radius: Double, from start: Double, to end: Double, color: Color,
    width: Double
  ) {
    let extent = radius + width
    let box = Rect(
      x: center.x - extent, y: center.y - extent, width: 2 * extent, height: 2 * extent)
    stroke(in: box) {
      $0.strokeArc(center: center, radius: radius, from: start, to: end, color: color, width: width)
    }
  }

  /// Strokes a progress ring with colour and gradient nodes when GTK's GL renderer draws it on
  /// an opaque `surface`, in one small Cairo node when GTK's Cairo renderer draws it, as two arcs
  /// otherwise.
  ///
  /// The nodes: a conic gradient (the arc's colour through `fraction` of the turn, the track's
  /// elsewhere) under the ring's round clip, the middle filled with `surface`, and a round cap at
  /// each end of the arc. Every colour takes `opacity` itself, so the ring needs no offscreen
  /// group and no texture in any frame (a Cairo node is a new texture in every frame under GTK's
  /// GL renderer).
  public func strokeProgressRing(
    center: Point, radius: Double, width: Double, fraction: Double, color: Color,
    trackColor: Color, opacity: Double, on surface: Color?
  ) {
    if isCairoRendered {
      return strokeProgressRingInCairoNode(
        center: center, radius: radius, width: width, fraction: fraction, color: color,
        trackColor: trackColor, opacity: opacity)
    }
    let outer = radius + width / 2
    let inner = radius - width / 2
    guard let surface, surface.alpha >= 1, width > 0, inner > 0, outer.isFinite,
      center.x.isFinite, center.y.isFinite
    else {
      return strokeProgressRingAsArcs(
        center: center, radius: radius, width: width, fraction: fraction, color: color,
        trackColor: trackColor, opacity: opacity)
    }
    let opacity = Swift.min(1, Swift.max(0, opacity.isFinite ? opacity : 0))
    guard opacity > 0 else { return }
    let fraction = Swift.min(1, Swift.max(0, fraction.isFinite ? fraction : 0))
    let arc = color.withAlpha(multipliedBy: opacity)
    let track = trackColor.withAlpha(multipliedBy: opacity)
    let filled = fraction > 0.005
    let whole = fraction >= 0.995
    let disc = Rect(x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer)
    clipped(to: disc, radius: outer) {
      guard filled, !whole else { return fillRect(disc, color: whole ? arc : track) }
      var bounds = Self.rect(disc)
      var middle = graphene_point_t(x: Float(center.x), y: Float(center.y))
      // The gradient starts (and ends) halfway along the track, where the seam GSK's Cairo
      // renderer leaves between its first and last patches hardly shows, and turns clockwise:
      // the track to the top, the arc through `fraction` of the turn, the track again. Five
      // stops, fewer than GTK's GL renderer's limit for drawing a gradient itself. The arc
      // starts a thousandth of a turn early: GL takes a pixel's colour at its corner, which for
      // the column right of the top is exactly the arc's start.
      let seam = (1 - fraction) / 2
      let start = Float(seam - 0.001)
      let end = Float(seam + fraction)
      var stops = (
        GskColorStop(offset: 0, color: Self.rgba(track)),
        GskColorStop(offset: start, color: Self.rgba(track)),
        GskColorStop(offset: start, color: Self.rgba(arc)),
        GskColorStop(offset: end, color: Self.rgba(arc)),
        GskColorStop(offset: end, color: Self.rgba(track))
      )
      Self.withElements(of: &stops, as: GskColorStop.self) { stops in
        gtk_snapshot_append_conic_gradient(
          snapshot, &bounds, &middle, Float(360 * (1 - seam)), stops, 5)
      }
    }
    fillCircle(center: center, radius: inner, color: surface)
    guard filled, !whole else { return }
    // The round caps: at the top only the half before the arc (the other half is the arc's
    // own), at the end the whole cap.
    let cap = width / 2
    let start = Point(x: center.x, y: center.y - radius)
    clipped(to: Rect(x: start.x - cap, y: start.y - cap, width: cap, height: 2 * cap)) {
      fillCircle(center: start, radius: cap, color: arc)
    }
    let angle = 2 * Double.pi * fraction
    fillCircle(
      center: Point(x: center.x + radius * sin(angle), y: center.y - radius * cos(angle)),
      radius: cap, color: arc)
  }

  /// The progress ring under GTK's Cairo renderer: the track where the arc is not and the arc
  /// with round caps, stroked into one Cairo node, every colour taking `opacity` itself.
  ///
  /// GTK 4.8's Cairo renderer draws a conic gradient as a Cairo mesh, rasterised anew in every
  /// frame: the gradient ring took 60 µs a frame (138 at scale 2), more than the rest of the
  /// pulled frame's status view together; its two arcs in a Cairo node take 18 (35), made and
  /// drawn.
  private func strokeProgressRingInCairoNode(
    center: Point, radius: Double, width: Double, fraction: Double, color: Color,
    trackColor: Color, opacity: Double
  ) {
    let opacity = Swift.min(1, Swift.max(0, opacity.isFinite ? opacity : 0))
    let fraction = Swift.min(1, Swift.max(0, fraction.isFinite ? fraction : 0))
    guard opacity > 0, width > 0, radius > 0, radius.isFinite, width.isFinite else { return }
    let arc = color.withAlpha(multipliedBy: opacity)
    let track = trackColor.withAlpha(multipliedBy: opacity)
    let extent = radius + width / 2 + 1
    let box = Rect(
      x: center.x - extent, y: center.y - extent, width: 2 * extent, height: 2 * extent)
    stroke(in: box) { canvas in
      let context = canvas.context
      cairo_set_line_width(context, width)
      let top = -Double.pi / 2
      let filled = fraction > 0.005
      let whole = fraction >= 0.995
      if !whole {
        // The track from the arc's end round to its start, or the whole circle.
        cairo_new_sub_path(context)
        cairo_arc(
          context, center.x, center.y, radius, top + (filled ? 2 * .pi * fraction : 0),
          top + 2 * .pi)
        if !filled { cairo_close_path(context) }
        canvas.setColor(track)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        cairo_stroke(context)
      }
      guard filled else { return }
      cairo_new_sub_path(context)
      cairo_arc(context, center.x, center.y, radius, top, top + 2 * .pi * fraction)
      if whole { cairo_close_path(context) }
      canvas.setColor(arc)
      cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
      cairo_stroke(context)
    }
  }

  private func stroke(in box: Rect, _ body: (CairoCanvas) -> Void) {
    guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return }
    var bounds = Self.rect(box)
    guard let context = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
    body(CairoCanvas(context: context, cache: cache.drawingCache))
    cairo_destroy(context)
  }

  // MARK: Structure

  /// Runs `body` under a clip node.
  public func clipped(to rect: Rect, _ body: () -> Void) {
    var bounds = Self.rect(rect)
    gtk_snapshot_push_clip(snapshot, &bounds)
    body()
    gtk_snapshot_pop(snapshot)
  }

  /// Runs `body` under a rounded-clip node (a clip node when `radius` is 0).
  public func clipped(to rect: Rect, radius: Double, _ body: () -> Void) {
    guard radius > 0 else { return clipped(to: rect, body) }
    var outline = Self.roundedRect(rect, radius: radius)
    gtk_snapshot_push_rounded_clip(snapshot, &outline)
    body()
    gtk_snapshot_pop(snapshot)
  }

  /// Runs `body` under a clip to `rect` as `transform` places it, drawing untransformed.
  public func clipped(to rect: Rect, placedBy transform: AffineTransform2D, _ body: () -> Void) {
    guard let inverse = transform.inverse else { return }
    gtk_snapshot_save(snapshot)
    apply(transform)
    var bounds = Self.rect(rect)
    gtk_snapshot_push_clip(snapshot, &bounds)
    apply(inverse)
    body()
    gtk_snapshot_pop(snapshot)
    gtk_snapshot_restore(snapshot)
  }

  /// Runs `body` under an opacity node.
  public func withOpacity(_ opacity: Double, _ body: () -> Void) {
    guard opacity < 1 else { return body() }
    gtk_snapshot_push_opacity(snapshot, Swift.max(0, opacity))
    body()
    gtk_snapshot_pop(snapshot)
  }

  /// Runs `body` transformed: translations, rotations and scales where `transform` is made of
  /// them (GSK keeps those cheap), a matrix otherwise.
  public func transformed(by transform: AffineTransform2D, _ body: () -> Void) {
    guard transform.determinant.isFinite, transform.determinant != 0 else { return }
    gtk_snapshot_save(snapshot)
    apply(transform)
    let previous = (magnification.factor, magnification.offset)
    magnification.factor *= abs(transform.determinant).squareRoot()
    let t = transform
    if let offset = previous.1, t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
      magnification.offset = Point(x: offset.x + t.tx, y: offset.y + t.ty)
    } else {
      magnification.offset = nil
    }
    body()
    (magnification.factor, magnification.offset) = previous
    gtk_snapshot_restore(snapshot)
  }

  private func apply(_ transform: AffineTransform2D) {
    let t = transform
    if t.tx != 0 || t.ty != 0 {
      var offset = graphene_point_t(x: Float(t.tx), y: Float(t.ty))
      gtk_snapshot_translate(snapshot, &offset)
    }
    if t.b == 0, t.c == 0 {
      if t.a != 1 || t.d != 1 { gtk_snapshot_scale(snapshot, Float(t.a), Float(t.d)) }
      return
    }
    let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
    let scaleY = (t.c * t.c + t.d * t.d).squareRoot()
    if abs(t.a * t.c + t.b * t.d) < 1e-9 * Swift.max(1, scaleX * scaleY), t.determinant > 0 {
      // A rotation of a scale: the columns are orthogonal and keep their order.
      gtk_snapshot_rotate(snapshot, Float(atan2(t.b, t.a) * 180 / .pi))
      if scaleX != 1 || scaleY != 1 { gtk_snapshot_scale(snapshot, Float(scaleX), Float(scaleY)) }
      return
    }
    var matrix = graphene_matrix_t()
    graphene_matrix_init_from_2d(&matrix, t.a, t.b, t.c, t.d, 0, 0)
    gtk_snapshot_transform_matrix(snapshot, &matrix)
  }

  // MARK: Text

  /// The size a single line of `text` takes in `style`, laid out with the widget's context.
  public func measure(_ text: String, style: TextStyle) -> Size {
    PangoText.extents(cache.layout(text, style: style, context: pangoContext)).size
  }

  /// Draws one line of `text` centred in `rect`, shrunk to fit, ellipsised if it still overflows.
  public func drawText(_ text: String, in rect: Rect, style: TextStyle, color: Color) {
    show(PangoText.centredLine(text, in: rect, style: style, line: line(text)), color: color)
  }

  /// The style and width `text` fits `width` points in, worked out once and then kept in the
  /// cache until the text, the style, the width, the scale or the Pango context changes.
  public func fitLine(_ text: String, style: TextStyle, width: Double) -> (
    style: TextStyle, width: Double
  ) {
    cache.fit(text, style: style, width: width, scale: scale) {
      fitLineByMeasuring(text, style: style, width: width)
    }
  }

  /// Draws one line of `text` from (or to) `x`, centred on `midY`, ellipsised at `maxWidth`: a
  /// render node made the first time and kept in the cache, then only placed.
  public func drawLine(
    _ text: String, x: Double, midY: Double, maxWidth: Double, style: TextStyle, color: Color,
    alignment: LineAlignment
  ) {
    let drawn = cache.line(
      text, style: style, maxWidth: maxWidth, alignment: alignment, color: color
    ) {
      PangoText.alignedLine(
        text, x: 0, midY: 0, maxWidth: maxWidth, style: style, alignment: alignment,
        line: line(text))
    }
    guard let drawn else { return }
    gtk_snapshot_save(snapshot)
    var offset = graphene_point_t(x: Float(x + drawn.offset.x), y: Float(midY + drawn.offset.y))
    gtk_snapshot_translate(snapshot, &offset)
    gtk_snapshot_append_node(snapshot, drawn.node)
    gtk_snapshot_restore(snapshot)
  }

  /// Draws a centred paragraph of at most `maximumLines` lines, ellipsised, centred in `rect`.
  public func drawParagraph(
    _ text: String, in rect: Rect, style: TextStyle, color: Color, maximumLines: Int
  ) {
    guard let layout = pango_layout_new(pangoContext) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let origin = PangoText.paragraph(
      layout, text, in: rect, style: style, maximumLines: maximumLines)
    show(origin.map { (layout, $0) }, color: color)
  }

  /// The cached line layouts of `text`, by style and ellipsising width.
  private func line(_ text: String) -> (TextStyle, Double?) -> OpaquePointer {
    { style, maxWidth in
      self.cache.layout(text, style: style, maxWidth: maxWidth, context: self.pangoContext)
    }
  }

  private func show(_ placed: (layout: OpaquePointer, origin: Point)?, color: Color) {
    guard let placed else { return }
    show(placed.layout, at: placed.origin, color: color)
  }

  private func show(_ layout: OpaquePointer, at origin: Point, color: Color) {
    gtk_snapshot_save(snapshot)
    var offset = graphene_point_t(x: Float(origin.x), y: Float(origin.y))
    gtk_snapshot_translate(snapshot, &offset)
    var rgba = Self.rgba(color)
    gtk_snapshot_append_layout(snapshot, layout, &rgba)
    gtk_snapshot_restore(snapshot)
  }

  // MARK: Images and icons

  /// Draws `image` as a texture node (made once per image) under an opacity node.
  public func drawImage(_ image: CanvasImage, in rect: Rect, opacity: Double) {
    guard rect.width > 0, rect.height > 0, opacity > 0,
      let texture = cache.texture(for: image)
    else { return }
    withOpacity(opacity) {
      var bounds = Self.rect(rect)
      gtk_snapshot_append_texture(snapshot, texture, &bounds)
    }
  }

  /// Draws an icon as a texture node: `body` runs once per key, size and pixel scale (the
  /// device scale times what the enclosing transforms enlarge, in quarter steps), into a
  /// texture the cache keeps.
  ///
  /// Under GTK's Cairo renderer (``isCairoRendered``) the icon is a Cairo node that paints the
  /// image the texture was made from.
  public func drawIcon<Key: Hashable>(
    key: Key, in rect: Rect, _ body: (CairoCanvas) -> Void
  ) {
    guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else {
      return
    }
    let pixelScale = Swift.max(0.25, (scale * magnification.factor * 4).rounded(.up) / 4)
    guard
      let icon = cache.icon(key: key, rect: rect, scale: pixelScale, drawing: body)
    else { return }
    var origin = rect.origin
    if let offset = magnification.offset {
      // Only translated: on whole device pixels, so that the texture's pixels are the screen's
      // and the icon stays as sharp as where it was drawn, wherever it moves.
      origin.x = ((offset.x + origin.x) * scale).rounded() / scale - offset.x
      origin.y = ((offset.y + origin.y) * scale).rounded() / scale - offset.y
    }
    var bounds = Self.rect(
      Rect(
        x: origin.x, y: origin.y, width: Double(icon.width) / pixelScale,
        height: Double(icon.height) / pixelScale))
    guard isCairoRendered else {
      return gtk_snapshot_append_texture(snapshot, icon.texture, &bounds)
    }
    guard let context = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
    cairo_set_source_surface(context, icon.surface, origin.x, origin.y)
    cairo_paint(context)
    cairo_destroy(context)
  }

  // MARK: Conversions

  /// Runs `body` with a pointer to the elements of `tuple`, a tuple of `Element`s, which Swift
  /// lays out as an array: the short lists GSK takes (a border's four sides, a gradient's stops)
  /// stay on the stack, where an array would be allocated in every frame.
  private static func withElements<Tuple, Element>(
    of tuple: inout Tuple, as _: Element.Type, _ body: (UnsafePointer<Element>) -> Void
  ) {
    withUnsafePointer(to: &tuple) {
      body(UnsafeRawPointer($0).assumingMemoryBound(to: Element.self))
    }
  }

  package static func rgba(_ color: Color) -> GdkRGBA {
    GdkRGBA(
      red: Float(color.red), green: Float(color.green), blue: Float(color.blue),
      alpha: Float(color.alpha))
  }

  static func rect(_ rect: Rect) -> graphene_rect_t {
    graphene_rect_t(
      origin: graphene_point_t(x: Float(rect.minX), y: Float(rect.minY)),
      size: graphene_size_t(width: Float(rect.width), height: Float(rect.height)))
  }

  /// `rect` with every corner rounded by `radius`, clamped to half the shorter side as the Cairo
  /// canvas does.
  package static func roundedRect(_ rect: Rect, radius: Double) -> GskRoundedRect {
    let r = Swift.max(0, Swift.min(radius, rect.width / 2, rect.height / 2))
    var rounded = GskRoundedRect()
    var bounds = Self.rect(rect)
    gsk_rounded_rect_init_from_rect(&rounded, &bounds, Float(r))
    return rounded
  }
}

/// How much the transforms pushed so far enlarge what is drawn, and how far they move it while
/// they only translate.
private final class Magnification {
  var factor: Double = 1
  /// The sum of the translations pushed so far; nil under any other transform.
  var offset: Point? = Point(x: 0, y: 0)
}

/// A shadow's shape, softness and colour: what its kept texture is drawn from.
private struct ShadowKey: Hashable {
  var width: Double
  var height: Double
  var radius: Double
  var offset: Double
  var blur: Double
  var color: Color

  /// How far the shadow grows beyond its shape: half its softness.
  var spread: Double { blur / 2 }

  /// Where GSK draws the shadow, around its shape at the origin, with room to spare.
  ///
  /// Its blur reaches less than twice the blur radius beyond the shape, and the offset moves it.
  /// It starts on whole points, so the texture's pixels are where GSK would shade them.
  var extent: Rect {
    let margin = (2 * blur + 1).rounded(.up)
    let shift = abs(offset).rounded(.up)
    return Rect(
      x: -margin, y: -margin - shift, width: width + 2 * margin,
      height: height + 2 * (margin + shift))
  }
}
