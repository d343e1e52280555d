import CCairo

extension OffscreenImage {
  /// The image's pixels as Cairo stores them (premultiplied ARGB, one word each), row by row,
  /// with its width and height in pixels.
  package func premultipliedPixels() -> (pixels: [UInt32], width: Int, height: Int) {
    withSurface { surface in
      let width = Int(cairo_image_surface_get_width(surface))
      let height = Int(cairo_image_surface_get_height(surface))
      let stride = Int(cairo_image_surface_get_stride(surface))
      guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
        return ([], 0, 0)
      }
      var pixels = [UInt32](repeating: 0, count: width * height)
      pixels.withUnsafeMutableBytes { target in
        for row in 0..<height {
          (target.baseAddress.unsafelyUnwrapped + row * width * 4).copyMemory(
            from: data + row * stride, byteCount: width * 4)
        }
      }
      return (pixels, width, height)
    }
  }

  /// The pixels of a rectangle of the image (in pixels) encoded as PNG bytes.
  package func pngData(x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
    guard
      let part = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return [] }
    withSurface { surface in
      let context = cairo_create(part)
      cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_surface(context, surface, Double(-x), Double(-y))
      cairo_paint(context)
      cairo_destroy(context)
    }
    let image = OffscreenImage(adopting: part, scale: 1)
    return image?.pngData() ?? []
  }

  /// The image encoded as PNG bytes, in memory.
  public func pngData() -> [UInt8] {
    final class Sink {
      var bytes: [UInt8] = []
    }
    let sink = Sink()
    let unmanaged = Unmanaged.passRetained(sink)
    defer { unmanaged.release() }
    withSurface { surface in
      _ = cairo_surface_write_to_png_stream(
        surface,
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
          let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
          sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
          return CAIRO_STATUS_SUCCESS
        },
        unmanaged.toOpaque())
    }
    return sink.bytes
  }
}

extension OffscreenImage {
  /// Decodes PNG bytes, or returns `nil` when they are not a PNG image.
  public convenience init?(pngData: [UInt8], scale: Double = 2) {
    final class Source {
      let bytes: [UInt8]
      var offset = 0
      init(_ bytes: [UInt8]) { self.bytes = bytes }
    }
    let source = Source(pngData)
    let unmanaged = Unmanaged.passRetained(source)
    defer { unmanaged.release() }
    let surface = cairo_image_surface_create_from_png_stream(
      { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
        source.bytes.withUnsafeBufferPointer { buffer in
          data.update(
            from: buffer.baseAddress.unsafelyUnwrapped.advanced(by: source.offset), count: count)
        }
        source.offset += count
        return CAIRO_STATUS_SUCCESS
      },
      unmanaged.toOpaque())
    guard let surface else { return nil }
    self.init(adopting: surface, scale: scale)
  }
}
