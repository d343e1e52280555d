import Kinetic

/// PNG files written byte by byte for tests: chunks with their CRCs, and image data that a decoder
/// reads (an uncompressed zlib stream of transparent RGBA rows) when the image is small enough.
enum PNGBytes {
  /// One chunk: length, type, data, CRC.
  static func chunk(_ type: String, _ data: [UInt8] = []) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(data.count) + body + bigEndian(Int(CRC32.checksum(body)))
  }

  /// The 13 bytes of an `IHDR` chunk's data: 8-bit RGBA, no interlacing unless told.
  static func header(
    width: Int, height: Int, depth: UInt8 = 8, colourType: UInt8 = 6, interlace: UInt8 = 0
  ) -> [UInt8] {
    bigEndian(width) + bigEndian(height) + [depth, colourType, 0, 0, interlace]
  }

  /// A whole PNG file of `width` × `height` pixels.
  ///
  /// Its image data decodes when the image has
  /// at most 16,000 bytes of rows; a larger one gets a token `IDAT`, whole as a file but not as
  /// an image, which is all a check that never decodes can see.
  static func file(width: Int, height: Int) -> [UInt8] {
    PNGFile.signature + chunk("IHDR", header(width: width, height: height))
      + chunk("IDAT", imageData(width: width, height: height)) + chunk("IEND")
  }

  /// An uncompressed zlib stream of transparent rows (each a filter byte and RGBA pixels), or a
  /// few bytes for an image too large for one stored block.
  static func imageData(width: Int, height: Int) -> [UInt8] {
    let rowsLength = height * (1 + 4 * width)
    guard rowsLength <= 16_000 else { return [0x78, 0x01, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01] }
    let rows = [UInt8](repeating: 0, count: rowsLength)
    let length = UInt16(rowsLength)
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in rows {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return [
      0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF),
      UInt8(~length >> 8),
    ] + rows + bigEndian(Int(b << 16 | a))
  }

  /// `value` as four big-endian bytes.
  static func bigEndian(_ value: Int) -> [UInt8] {
    [
      UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
      UInt8(value & 0xFF),
    ]
  }
}
