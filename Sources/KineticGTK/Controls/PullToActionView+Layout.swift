import CGTK
import Foundation
import Kinetic

// Why a custom layout
//
// The content must be as tall as it wants for the view's width (so the machine knows how far it
// scrolls), while the view itself must not ask for that height. `GtkFixed` asks for the bounds of
// its children, so a long list would make the window as tall as the list, and it allocates
// children at their minimum width. A `GtkCustomLayout` on the view's box measures the content,
// tells the machine, and allocates each child where the render model says, the content moved by
// a translation (so picking and drawing follow it) and clipped by the box's hidden overflow.
//
// The layout's C callbacks get only the widget: they find the view through a `CallbackBox` kept
// in the widget's object data, which holds the view weakly and which GLib releases when the
// data is replaced or the widget finalized.

/// What the layout callbacks call.
struct PullToActionLayoutHooks {
  var measure: @MainActor (GtkOrientation, Int32) -> (minimum: Int32, natural: Int32)
  var allocate: @MainActor (Int32, Int32) -> Void
}

private let layoutKey = "kinetic-pull-to-action-layout"

private func layoutHooks(of widget: UnsafeMutablePointer<GtkWidget>?)
  -> CallbackBox<PullToActionLayoutHooks>?
{
  guard let widget, let data = g_object_get_data(cgtk_object(widget), layoutKey) else {
    return nil
  }
  return CallbackBox<PullToActionLayoutHooks>.unretained(data)
}

extension PullToActionView {
  func installLayout() {
    let hooks = PullToActionLayoutHooks(
      measure: { [weak self] orientation, _ in
        self?.measure(orientation) ?? (0, 0)
      },
      allocate: { [weak self] width, height in
        self?.allocate(width: width, height: height)
      })
    g_object_set_data_full(
      cgtk_object(widget), layoutKey, CallbackBox(hooks).retainedPointer(), releaseCallbackBox)
    let layout = gtk_custom_layout_new(
      { _ in GTK_SIZE_REQUEST_CONSTANT_SIZE },
      { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
        minimumBaseline?.pointee = -1
        naturalBaseline?.pointee = -1
        guard let box = layoutHooks(of: widget) else { return }
        let size = MainActor.assumeIsolated { box.body.measure(orientation, forSize) }
        minimum?.pointee = size.minimum
        natural?.pointee = size.natural
      },
      { widget, width, height, _ in
        guard let box = layoutHooks(of: widget) else { return }
        MainActor.assumeIsolated { box.body.allocate(width, height) }
      })
    gtk_widget_set_layout_manager(widget, layout)  // Takes the new layout's reference.
  }

  /// Drops the layout's way back to the view; the widget lays nothing out afterwards.
  func removeLayoutHooks() {
    g_object_set_data(cgtk_object(widget), layoutKey, nil)
  }

  /// Like a `GtkScrolledWindow`: as wide as the content wants, and only as tall as the status
  /// view, since the content scrolls.
  private func measure(_ orientation: GtkOrientation) -> (minimum: Int32, natural: Int32) {
    if orientation == GTK_ORIENTATION_HORIZONTAL {
      var minimum: Int32 = 0
      var natural: Int32 = 0
      gtk_widget_measure(content, orientation, -1, &minimum, &natural, nil, nil)
      return (minimum, natural)
    }
    let height = Int32(machine.preferredStatusHeight.rounded(.up))
    return (height, height)
  }

  private func allocate(width: Int32, height: Int32) {
    isAllocating = true
    defer { isAllocating = false }
    var minimumWidth: Int32 = 0
    gtk_widget_measure(content, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
    let contentWidth = max(width, minimumWidth)
    var minimumHeight: Int32 = 0
    var naturalHeight: Int32 = 0
    gtk_widget_measure(
      content, GTK_ORIENTATION_VERTICAL, contentWidth, &minimumHeight, &naturalHeight, nil, nil)
    let contentHeight = max(minimumHeight, naturalHeight)
    let viewport = CGSize(width: Double(width), height: Double(height))
    if machine.viewportSize != viewport || machine.scroll.contentLength != Double(contentHeight) {
      perform(
        machine.resize(viewportSize: viewport, contentHeight: Double(contentHeight), at: now),
        at: now)
    }
    let model = machine.renderModel
    let scale = Double(max(1, gtk_widget_get_scale_factor(widget)))

    place(backdrop.widget, x: 0, y: 0, width: width, height: height)
    place(
      content, x: 0, y: snapped(model.contentFrame.minY, scale: scale), width: contentWidth,
      height: contentHeight)

    // The status view never gets less than its minimum height: a shorter frame keeps its edge
    // against the content and lets the rest hang out of view behind the viewport's edge.
    let frame = model.statusFrame
    var minimumStatusHeight: Int32 = 0
    gtk_widget_measure(
      triggerButton, GTK_ORIENTATION_VERTICAL, width, &minimumStatusHeight, nil, nil, nil)
    var minimumStatusWidth: Int32 = 0
    gtk_widget_measure(
      triggerButton, GTK_ORIENTATION_HORIZONTAL, -1, &minimumStatusWidth, nil, nil, nil)
    let statusHeight = max(minimumStatusHeight, Int32(max(0, frame.height).rounded()))
    let statusTop =
      model.edge == .top
      ? frame.maxY - Double(statusHeight) : frame.minY
    place(
      triggerButton, x: snapped(frame.minX, scale: scale), y: snapped(statusTop, scale: scale),
      width: max(minimumStatusWidth, Int32(max(0, frame.width).rounded())), height: statusHeight)
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
}
