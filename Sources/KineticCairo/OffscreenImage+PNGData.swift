import CCairo

extension OffscreenImage {
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
