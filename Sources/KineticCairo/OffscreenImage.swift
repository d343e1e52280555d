import CCairo
import Glibc
public import Kinetic

/// A bitmap drawn with Cairo away from any screen, at a chosen pixel density.
public final class OffscreenImage {
  /// The size in points.
  public let size: Size
  /// Pixels per point.
  public let scale: Double
  private let surface: OpaquePointer
  private let cache = DrawingCache()

  /// Creates a transparent image of `size` points at `scale` pixels per point.
  public init(size: Size, scale: Double = 2) {
    self.size = size
    self.scale = scale
    surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32((size.width * scale).rounded(.up)),
      Int32((size.height * scale).rounded(.up)))
  }

  /// Reads a PNG file, or returns `nil` when the file is missing or not a PNG.
  public convenience init?(contentsOfPNG path: String, scale: Double = 2) {
    guard let loaded = cairo_image_surface_create_from_png(path) else { return nil }
    self.init(adopting: loaded, scale: scale)
  }

  /// Takes ownership of a Cairo image surface; fails (destroying it) when Cairo reports an error.
  init?(adopting loaded: OpaquePointer, scale: Double) {
    guard cairo_surface_status(loaded) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(loaded)
      return nil
    }
    surface = loaded
    self.scale = scale
    size = Size(
      width: Double(cairo_image_surface_get_width(loaded)) / scale,
      height: Double(cairo_image_surface_get_height(loaded)) / scale)
  }

  deinit {
    cairo_surface_destroy(surface)
  }

  /// Runs `body` with the Cairo surface, for encoders in this module.
  func withSurface<Result>(_ body: (OpaquePointer) -> Result) -> Result {
    cairo_surface_flush(surface)
    return body(surface)
  }

  /// The width in pixels.
  public var pixelWidth: Int { Int(cairo_image_surface_get_width(surface)) }
  /// The height in pixels.
  public var pixelHeight: Int { Int(cairo_image_surface_get_height(surface)) }

  /// Clears the image and draws into it, in points.
  public func draw(
    background: Color? = nil, cache: DrawingCache? = nil, _ body: (CairoCanvas) -> Void
  ) {
    let context = cairo_create(surface).unsafelyUnwrapped
    defer { cairo_destroy(context) }
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_rgba(context, 0, 0, 0, 0)
    cairo_paint(context)
    cairo_set_operator(context, CAIRO_OPERATOR_OVER)
    cairo_scale(context, scale, scale)
    let canvas = CairoCanvas(context: context, cache: cache ?? self.cache)
    if let background { canvas.paint(background) }
    body(canvas)
    cairo_surface_flush(surface)
  }

  /// The pixels as straight-alpha RGBA bytes, row by row.
  public func rgbaPixels() -> [UInt8] {
    cairo_surface_flush(surface)
    let width = pixelWidth
    let height = pixelHeight
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else { return [] }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) {
        $0
      }
      for x in 0..<width {
        // Cairo stores premultiplied ARGB in native-endian 32-bit words.
        let argb = row[x]
        let a = UInt32((argb >> 24) & 0xFF)
        func unpremultiply(_ c: UInt32) -> UInt8 {
          a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
        }
        let index = (y * width + x) * 4
        pixels[index] = unpremultiply((argb >> 16) & 0xFF)
        pixels[index + 1] = unpremultiply((argb >> 8) & 0xFF)
        pixels[index + 2] = unpremultiply(argb & 0xFF)
        pixels[index + 3] = UInt8(a)
      }
    }
    return pixels
  }

  /// Writes the image as a PNG file.
  public func writePNG(to path: String) throws {
    let status = cairo_surface_write_to_png(surface, path)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw OffscreenImageError.cannotWrite(
        path: path, reason: String(cString: cairo_status_to_string(status)))
    }
  }
}

/// Why an image could not be written.
public enum OffscreenImageError: Error, CustomStringConvertible {
  /// The file could not be written.
  case cannotWrite(path: String, reason: String)

  /// A message for the user.
  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
    }
  }
}
