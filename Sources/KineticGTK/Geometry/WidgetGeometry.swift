package import CGTK

/// Where widgets are in their window's surface, the coordinate space of the `GdkSurface` (the
/// X11 window or Wayland surface) that events and screen positions refer to.
///
/// A `GtkWindow` with client-side decorations does not start at its surface's corner: the
/// surface also holds the shadow (and the resize border), and `gtk_native_get_surface_transform`
/// gives the window's offset inside it. A header bar is a child of the window, so it is already
/// part of a widget's position within the window.
@MainActor
package enum WidgetGeometry {
  /// The widget's content rectangle (the box its events and drawing use, without CSS margin,
  /// border or padding) in its native's surface coordinates; `nil` before it is realized.
  ///
  /// For a widget without CSS border or padding, such as a `GtkDrawingArea`, this equals
  /// `gtk_widget_compute_bounds` against the native plus the surface transform. It uses
  /// `gtk_widget_compute_point`, the non-deprecated form of `gtk_widget_translate_coordinates`
  /// (deprecated in GTK 4.12), and ignores rotation or scaling transforms.
  package static func frameInSurface(of widget: UnsafeMutablePointer<GtkWidget>) -> SurfaceRect? {
    guard let native = gtk_widget_get_native(widget) else { return nil }
    var origin = graphene_point_t(x: 0, y: 0)
    var inNative = graphene_point_t(x: 0, y: 0)
    guard gtk_widget_compute_point(widget, cgtk_native_widget(native), &origin, &inNative) != 0
    else { return nil }
    let offset = surfaceTransform(of: native)
    return SurfaceRect(
      x: Double(inNative.x) + offset.x, y: Double(inNative.y) + offset.y,
      width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
  }

  /// The widget's border box in its native's surface coordinates, from
  /// `gtk_widget_compute_bounds`; `nil` before it is realized.
  package static func boundsInSurface(of widget: UnsafeMutablePointer<GtkWidget>) -> SurfaceRect? {
    guard let native = gtk_widget_get_native(widget) else { return nil }
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, cgtk_native_widget(native), &bounds) != 0 else {
      return nil
    }
    let offset = surfaceTransform(of: native)
    return SurfaceRect(
      x: Double(bounds.origin.x) + offset.x, y: Double(bounds.origin.y) + offset.y,
      width: Double(bounds.size.width), height: Double(bounds.size.height))
  }

  /// The offset of the native widget (a window, a popover) inside its surface: the width of
  /// the client-side shadow and resize border, or zero.
  package static func surfaceTransform(of native: OpaquePointer) -> SurfacePoint {
    var x = 0.0
    var y = 0.0
    gtk_native_get_surface_transform(native, &x, &y)
    return SurfacePoint(x: x, y: y)
  }

  /// Maps a point in the surface of the widget's native into the widget's content coordinates.
  package static func widgetPoint(
    fromSurface point: SurfacePoint, in widget: UnsafeMutablePointer<GtkWidget>
  ) -> SurfacePoint? {
    guard let native = gtk_widget_get_native(widget) else { return nil }
    let offset = surfaceTransform(of: native)
    var inNative = graphene_point_t(x: Float(point.x - offset.x), y: Float(point.y - offset.y))
    var inWidget = graphene_point_t(x: 0, y: 0)
    guard gtk_widget_compute_point(cgtk_native_widget(native), widget, &inNative, &inWidget) != 0
    else { return nil }
    return SurfacePoint(x: Double(inWidget.x), y: Double(inWidget.y))
  }
}
