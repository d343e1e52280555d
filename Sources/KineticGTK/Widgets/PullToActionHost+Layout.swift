import CGTK
import Glibc
@_spi(Hosts) package import Kinetic
import KineticCairo
import KineticGObject

// Layout: the content is as tall as it wants for the control's width (so the machine knows how
// far it scrolls), while the control itself does not ask for that height, as a
// `GtkScrolledWindow` does not. Each child goes where the render model says, the content moved
// by a translation (so picking and drawing follow it) and clipped by the widget's hidden
// overflow.

extension PullToActionHost {
  /// The least height the drawn status view is given: a shorter frame keeps its edge against
  /// the content and lets the rest hang out of view behind the control's edge.
  static let minimumDrawnStatusHeight = 34.0

  /// Like a `GtkScrolledWindow`: as wide as the content wants, and only as tall as the status
  /// view, since the content scrolls.
  func measureLayout(_ orientation: GtkOrientation) -> (minimum: Int32, natural: Int32) {
    if orientation == GTK_ORIENTATION_HORIZONTAL {
      var minimum: Int32 = 0
      var natural: Int32 = 0
      if let content {
        gtk_widget_measure(content, orientation, -1, &minimum, &natural, nil, nil)
      }
      // A scrollable content scrolls sideways rather than widen the control.
      return (scrollableContent == nil ? minimum : 0, natural)
    }
    let height = Int32(machine.preferredStatusHeight.rounded(.up))
    return (height, height)
  }

  func allocateLayout(width: Int32, height: Int32) {
    isAllocating = true
    defer { isAllocating = false }
    let scale = Double(max(1, gtk_widget_get_scale_factor(widget)))
    if let content = scrollableContent {
      allocateScrollable(content, width: width, height: height, scale: scale)
    } else {
      allocateWhole(content, width: width, height: height, scale: scale)
    }
    let model = machine.renderModel
    if let status = statusViewWidget {
      var minimumHeight: Int32 = 0
      gtk_widget_measure(status, GTK_ORIENTATION_VERTICAL, width, &minimumHeight, nil, nil, nil)
      var minimumWidth: Int32 = 0
      gtk_widget_measure(status, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
      let frame = statusFrame(model, minimumHeight: Double(minimumHeight))
      let statusWidth = max(minimumWidth, Int32(max(0, frame.width).rounded()))
      // A status view wider than its frame overhangs at the end: at the left under RTL.
      let x = isRightToLeft ? frame.maxX - Double(statusWidth) : frame.minX
      place(
        status, x: snapped(x, scale: scale), y: snapped(frame.minY, scale: scale),
        width: statusWidth, height: Int32(frame.height.rounded()))
    }
    noteIndicatorMotion()
  }

  /// Allocates a content that does not scroll itself at its natural height, moved whole.
  private func allocateWhole(
    _ content: UnsafeMutablePointer<GtkWidget>?, width: Int32, height: Int32, scale: Double
  ) {
    var contentWidth = width
    var contentHeight: Int32 = 0
    if let content {
      var minimumWidth: Int32 = 0
      gtk_widget_measure(content, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
      contentWidth = max(width, minimumWidth)
      var minimumHeight: Int32 = 0
      var naturalHeight: Int32 = 0
      gtk_widget_measure(
        content, GTK_ORIENTATION_VERTICAL, contentWidth, &minimumHeight, &naturalHeight, nil, nil)
      contentHeight = max(minimumHeight, naturalHeight)
    }
    let viewport = Size(width: Double(width), height: Double(height))
    if machine.viewportSize != viewport || machine.scroll.contentLength != Double(contentHeight) {
      perform(
        machine.resize(viewportSize: viewport, contentHeight: Double(contentHeight), at: now),
        at: now)
    }
    if let content {
      place(
        content, x: 0, y: snapped(machine.renderModel.contentFrame.minY, scale: scale),
        width: contentWidth, height: contentHeight)
    }
  }

  /// The status view's frame in the control: the visualizer's, at least `minimumHeight` tall
  /// with its edge against the content, and mirrored under RTL.
  func statusFrame(_ model: PullToActionMachine.RenderModel, minimumHeight: Double) -> Rect {
    let frame = model.statusFrame
    let height = max(minimumHeight, max(0, frame.height).rounded())
    let top = model.edge == .top ? frame.maxY - height : frame.minY
    let x = isRightToLeft ? model.bounds.width - frame.maxX : frame.minX
    return Rect(x: x, y: top, width: frame.width, height: height)
  }

  private func place(
    _ child: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double, width: Int32, height: Int32
  ) {
    // Every child is measured before it is allocated, as GTK requires.
    var ignored: Int32 = 0
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &ignored, nil, nil, nil)
    var point = graphene_point_t(x: Float(x), y: Float(y))
    let transform = x == 0 && y == 0 ? nil : gsk_transform_translate(nil, &point)
    gtk_widget_allocate(child, width, height, -1, transform)  // Takes the transform.
  }

  /// A coordinate on the device's pixel grid, so text moved by the scrolling stays sharp.
  private func snapped(_ value: Double, scale: Double) -> Double {
    guard value.isFinite else { return 0 }
    return (value * scale).rounded() / scale
  }

  // MARK: Drawing

  /// Draws the area the pull reveals and, without a status view child, the drawn status view;
  /// the class then draws the status child and the content over it.
  func drawSnapshot(_ snapshot: OpaquePointer) {
    let width = Double(gtk_widget_get_width(widget))
    let height = Double(gtk_widget_get_height(widget))
    let bounds = Rect(x: 0, y: 0, width: width, height: height)
    let model = machine.renderModel
    let revealed = model.revealedFrame.intersection(bounds)
    let drawsStatus = statusViewWidget == nil
    let status = statusFrame(model, minimumHeight: Self.minimumDrawnStatusHeight)
    let showsStatus = drawsStatus && status.intersects(bounds) && status.width > 0
    guard (!revealed.isNull && revealed.height > 0) || showsStatus else { return }
    // Render nodes, text in the widget's Pango context, colours from the theme.
    let canvas = SnapshotCanvas(snapshot: snapshot, widget: widget, cache: cache)
    let look = self.look
    if !revealed.isNull, revealed.width > 0, revealed.height > 0 {
      forEachRevealedBand(revealed, status: showsStatus ? status : nil, scale: canvas.scale) {
        canvas.fillRect($0, color: look.value.style.backgroundColor)
      }
    }
    guard showsStatus else { return }
    canvas.translated(x: status.minX, y: status.minY) {
      look.value.drawStatusView(
        model, in: canvas, size: status.size, isRightToLeft: isRightToLeft)
    }
  }

  /// Calls `body` with each part of the revealed area to fill, top to bottom.
  ///
  /// That is all of it, or, under a drawn status view that fills its frame with an opaque
  /// background across the whole area, the rows above and below the whole device pixels it
  /// covers, so that no pixel is filled twice. No list is made: a frame calls it.
  package func forEachRevealedBand(
    _ revealed: Rect, status: Rect?, scale: Double, _ body: (Rect) -> Void
  ) {
    guard let status, look.value.style.statusViewBackgroundColor.alpha >= 1,
      status.minX <= revealed.minX, status.maxX >= revealed.maxX
    else { return body(revealed) }
    let top = max(revealed.minY, (status.minY * scale).rounded(.up) / scale)
    let bottom = min(revealed.maxY, (status.maxY * scale).rounded(.down) / scale)
    guard bottom > top else { return body(revealed) }
    if top > revealed.minY {
      body(
        Rect(x: revealed.minX, y: revealed.minY, width: revealed.width, height: top - revealed.minY)
      )
    }
    if revealed.maxY > bottom {
      body(Rect(x: revealed.minX, y: bottom, width: revealed.width, height: revealed.maxY - bottom))
    }
  }
}
