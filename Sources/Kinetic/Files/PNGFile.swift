/// What Kinetic checks in a PNG file without decoding it: the pixel size its header declares, and
/// that the file is whole, so that a decoder is never handed a file it would fail on half way.
///
/// The structure is walked chunk by chunk (PNG, section 5): the signature, `IHDR` first with 13
/// bytes of valid fields, every chunk's length within the file, every chunk's CRC-32 right, a
/// palette before the image data of a palette image, at least one `IDAT`, and `IEND` to end it.
/// Bytes after `IEND` are ignored, as libpng ignores them.
package enum PNGFile {
  /// The eight bytes every PNG file begins with.
  package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The pixel size the header of `bytes` declares, or `nil` when they do not begin as a PNG file
  /// does (the signature, then an `IHDR` chunk).
  package static func size(ofHeader bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count >= 24, bytes[0..<8].elementsEqual(signature),
      bytes[12..<16].elementsEqual([0x49, 0x48, 0x44, 0x52])
    else { return nil }
    // Clamped: on a 32-bit platform a declared size may not fit an Int, and is too large anyway.
    return (Int(clamping: number(in: bytes, at: 16)), Int(clamping: number(in: bytes, at: 20)))
  }

  /// Why `bytes`, which begin as a PNG file, are not a whole one (in words, naming the chunk and
  /// its byte offset), or `nil` when they are.
  package static func defect(in bytes: [UInt8]) -> String? {
    var offset = signature.count
    var isFirst = true
    var isPaletteImage = false
    var hasPalette = false
    var hasImageData = false
    while true {
      guard offset + 8 <= bytes.count else {
        return offset == bytes.count
          ? "it ends after \(offset) bytes without an IEND chunk"
          : "it ends inside a chunk's header at byte \(offset)"
      }
      let length = number(in: bytes, at: offset)
      guard let type = chunkType(in: bytes, at: offset + 4) else {
        return "the chunk at byte \(offset) has a type that is not four letters"
      }
      guard length <= 0x7FFF_FFFF else {
        return "its \(type) chunk at byte \(offset) declares \(length) bytes, more than PNG allows"
      }
      // Compared before it is added to anything, so that nothing overflows on a 32-bit platform.
      let available = bytes.count - offset - 12
      guard Int(length) <= available else {
        return "its \(type) chunk at byte \(offset) is cut short: it declares \(length) bytes of "
          + "data and the file has \(max(available, 0)) after the chunk's header"
      }
      let dataEnd = offset + 8 + Int(length)
      guard CRC32.checksum(bytes, in: offset + 4..<dataEnd) == number(in: bytes, at: dataEnd) else {
        return "the CRC of its \(type) chunk at byte \(offset) does not match the chunk's bytes"
      }
      if isFirst {
        guard length == 13 else { return "its IHDR chunk is \(length) bytes long, not 13" }
        if let problem = headerProblem(in: bytes, at: offset + 8) { return problem }
        isPaletteImage = bytes[offset + 17] == 3
        isFirst = false
      } else {
        switch type {
        case "IHDR":
          return "a second IHDR chunk at byte \(offset)"
        case "PLTE":
          hasPalette = true
        case "IDAT":
          guard hasPalette || !isPaletteImage else {
            return "a palette image without a PLTE chunk before its IDAT"
          }
          hasImageData = true
        case "IEND":
          guard hasImageData else { return "no IDAT chunk (no image data) before IEND" }
          return nil
        default:
          break
        }
      }
      offset = dataEnd + 4
    }
  }

  /// What is wrong with the 13 bytes of an `IHDR` chunk's data at `start`, or `nil`.
  private static func headerProblem(in bytes: [UInt8], at start: Int) -> String? {
    let width = number(in: bytes, at: start)
    let height = number(in: bytes, at: start + 4)
    guard (1...0x7FFF_FFFF).contains(width), (1...0x7FFF_FFFF).contains(height) else {
      return "its header declares \(width)×\(height) pixels"
    }
    let depth = bytes[start + 8]
    let colourType = bytes[start + 9]
    let depths: [UInt8]
    switch colourType {
    case 0: depths = [1, 2, 4, 8, 16]
    case 3: depths = [1, 2, 4, 8]
    case 2, 4, 6: depths = [8, 16]
    default: return "its header's colour type \(colourType) is not one of 0, 2, 3, 4 and 6"
    }
    guard depths.contains(depth) else {
      return "its header's bit depth \(depth) is not one that colour type \(colourType) allows"
    }
    guard bytes[start + 10] == 0, bytes[start + 11] == 0, bytes[start + 12] <= 1 else {
      return "its header names a compression, filter or interlace method PNG does not define"
    }
    return nil
  }

  /// The big-endian 32-bit number at `offset`.
  private static func number(in bytes: [UInt8], at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
      | UInt32(bytes[offset + 3])
  }

  /// The four ASCII letters of a chunk type at `offset`, or `nil` when they are not letters.
  private static func chunkType(in bytes: [UInt8], at offset: Int) -> String? {
    let type = bytes[offset..<offset + 4]
    guard
      type.allSatisfy({
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
          || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
      })
    else { return nil }
    return String(decoding: type, as: UTF8.self)
  }
}
