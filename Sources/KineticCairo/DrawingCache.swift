import CCairo
import Glibc
import Kinetic

/// Keeps what is expensive to draw between frames: shaped Pango layouts and rendered shadows.
///
/// A canvas takes them from its cache; a widget or an offscreen image keeps one cache for all its
/// frames. Layouts are re-targeted at each frame's Cairo context, so one cache serves a window and
/// offscreen images alike. Not thread-safe: use it from one thread.
public final class DrawingCache {
  private var layouts: [String: OpaquePointer] = [:]
  private var shadows: [ShadowKey: OpaquePointer] = [:]
  private static let capacity = 64

  /// Creates an empty cache.
  public init() {}

  deinit {
    for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
    for shadow in shadows.values { cairo_surface_destroy(shadow) }
  }

  /// A shadow image for a rounded rectangle `size` points large, with `blur` points of softness,
  /// drawn at `scale` pixels per point; its origin lies `blur` points above and left of the shape.
  func shadow(size: Size, radius: Double, blur: Double, color: Color, scale: Double)
    -> OpaquePointer
  {
    let key = ShadowKey(size: size, radius: radius, blur: blur, scale: scale, color: color)
    if let shadow = shadows[key] { return shadow }
    if shadows.count >= Self.capacity {
      for shadow in shadows.values { cairo_surface_destroy(shadow) }
      shadows.removeAll(keepingCapacity: true)
    }
    let width = Int32(((size.width + 2 * blur) * scale).rounded(.up))
    let height = Int32(((size.height + 2 * blur) * scale).rounded(.up))
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height).unsafelyUnwrapped
    cairo_surface_set_device_scale(surface, scale, scale)
    let context = cairo_create(surface).unsafelyUnwrapped
    let canvas = CairoCanvas(context: context, cache: self)
    let shape = Rect(x: blur, y: blur, width: size.width, height: size.height)
    let layers = 6
    for layer in 0..<layers {
      let spread = blur * Double(layers - layer) / Double(layers)
      canvas.fillRoundedRect(
        shape.insetBy(dx: -spread, dy: -spread), radius: radius + spread,
        color: color.withAlpha(multipliedBy: 1 / Double(layers)))
    }
    cairo_destroy(context)
    shadows[key] = surface
    return surface
  }

  /// What a shadow image depends on: compared and hashed as numbers, so a frame that finds its
  /// shadow formats nothing.
  private struct ShadowKey: Hashable {
    var size: Size
    var radius: Double
    var blur: Double
    var scale: Double
    var color: Color
  }

  /// The layout of `text` in `style`, made for `context`, ellipsised at `maxWidth` points if given.
  ///
  /// Each width gets its own layout: changing a layout's width makes Pango shape it again.
  func layout(_ text: String, style: TextStyle, maxWidth: Double? = nil, context: OpaquePointer)
    -> OpaquePointer
  {
    let width = PangoText.lineWidth(maxWidth)
    let key = style.pangoDescription + "\u{0}\(width)\u{0}" + text
    if let layout = layouts[key] {
      pango_cairo_update_layout(context, layout)
      return layout
    }
    if layouts.count >= Self.capacity {
      for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
      layouts.removeAll(keepingCapacity: true)
    }
    let layout = pango_cairo_create_layout(context).unsafelyUnwrapped
    PangoText.configureLine(layout, text, style: style, width: width)
    layouts[key] = layout
    return layout
  }
}
