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
