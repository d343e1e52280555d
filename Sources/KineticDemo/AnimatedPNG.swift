public import Foundation
import Kinetic
public import KineticCairo

/// Assembles PNG frames into an animated PNG (APNG), which browsers and GitHub show as an animation.
///
/// Frames come in as ordinary PNG files (Cairo writes them); their compressed image data is moved
/// into APNG frame chunks, so no second encoder is needed. Consecutive identical frames are merged
/// into one longer frame, and frames added as images keep only the rectangle that changed since
/// the previous one, which keeps recordings with pauses and small movements small.
public struct AnimatedPNG {
  /// Why frames could not be assembled.
  public enum AssemblyError: Error, CustomStringConvertible {
    /// A frame is not a PNG file this assembler understands.
    case notAPNG(frame: Int)
    /// A frame's size differs from the first frame's.
    case sizeMismatch(frame: Int)
    /// There are no frames.
    case empty

    /// A message for the user.
    public var description: String {
      switch self {
      case .notAPNG(let frame): "frame \(frame) is not a PNG image"
      case .sizeMismatch(let frame): "frame \(frame) has a different size from the first frame"
      case .empty: "there are no frames to write"
      }
    }
  }

  /// One frame: a PNG of the whole image or of the rectangle at `x`, `y` that changed.
  private struct Frame {
    var png: [UInt8]
    var x = 0
    var y = 0
    var duration: TimeInterval
  }

  private var frames: [Frame] = []
  /// The bytes of compressed image data kept so far, to keep a recording within a memory budget.
  public private(set) var storedBytes = 0
  /// The previous image's pixels, for finding what changed.
  private var previous: (pixels: [UInt32], width: Int, height: Int)?

  /// Creates an empty animation.
  public init() {}

  /// Adds a frame shown for `duration` seconds.
  public mutating func append(png: [UInt8], duration: TimeInterval) {
    previous = nil
    if let last = frames.last, last.png == png, last.x == 0, last.y == 0 {
      frames[frames.count - 1].duration += duration
    } else {
      frames.append(Frame(png: png, duration: duration))
      storedBytes += png.count
    }
  }

  /// Adds an image shown for `duration` seconds, keeping only the rectangle that differs from
  /// the previous image (or lengthening the previous frame when nothing does).
  public mutating func append(_ image: OffscreenImage, duration: TimeInterval) {
    let (pixels, width, height) = image.premultipliedPixels()
    defer { previous = (pixels, width, height) }
    guard let previous, previous.width == width, previous.height == height, !frames.isEmpty else {
      frames.append(Frame(png: image.pngData(), duration: duration))
      storedBytes += frames[frames.count - 1].png.count
      return
    }
    guard let changed = changedRectangle(from: previous.pixels, to: pixels, width: width) else {
      frames[frames.count - 1].duration += duration
      return
    }
    frames.append(
      Frame(
        png: image.pngData(
          x: changed.x, y: changed.y, width: changed.width, height: changed.height),
        x: changed.x, y: changed.y, duration: duration))
    storedBytes += frames[frames.count - 1].png.count
  }

  /// The smallest rectangle holding every pixel that differs, or `nil` when none does.
  private func changedRectangle(from old: [UInt32], to new: [UInt32], width: Int) -> (
    x: Int, y: Int, width: Int, height: Int
  )? {
    guard width > 0 else { return nil }
    let height = new.count / width
    var top = height
    var bottom = -1
    var left = width
    var right = -1
    for row in 0..<height {
      let start = row * width
      var first = -1
      var last = -1
      for column in 0..<width where old[start + column] != new[start + column] {
        if first < 0 { first = column }
        last = column
      }
      guard first >= 0 else { continue }
      top = Swift.min(top, row)
      bottom = row
      left = Swift.min(left, first)
      right = Swift.max(right, last)
    }
    guard bottom >= 0 else { return nil }
    return (left, top, right - left + 1, bottom - top + 1)
  }

  /// The number of distinct frames.
  public var frameCount: Int { frames.count }

  /// The animated PNG file, looping forever.
  public func encoded() throws(AssemblyError) -> [UInt8] {
    guard let first = frames.first else { throw .empty }
    guard let header = chunks(of: first.png)?.first(where: { $0.type == "IHDR" }),
      header.data.count == 13
    else {
      throw .notAPNG(frame: 0)
    }
    let fullWidth = header.data[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let fullHeight = header.data[4..<8].reduce(0) { $0 << 8 | Int($1) }
    var output: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    append(chunk: "IHDR", data: header.data, to: &output)
    append(chunk: "acTL", data: be32(UInt32(frames.count)) + be32(0), to: &output)
    var sequence: UInt32 = 0
    for (index, frame) in frames.enumerated() {
      guard let parts = chunks(of: frame.png),
        let frameHeader = parts.first(where: { $0.type == "IHDR" })?.data, frameHeader.count == 13
      else { throw .notAPNG(frame: index) }
      // A frame may cover part of the image, but must fit in it and share its pixel format.
      let width = frameHeader[0..<4].reduce(0) { $0 << 8 | Int($1) }
      let height = frameHeader[4..<8].reduce(0) { $0 << 8 | Int($1) }
      guard frameHeader[8...] == header.data[8...], frame.x + width <= fullWidth,
        frame.y + height <= fullHeight, index > 0 || (width == fullWidth && height == fullHeight)
      else {
        throw .sizeMismatch(frame: index)
      }
      // Delays are in hundredths of a second, the resolution every APNG viewer honours. Each
      // frame is drawn over the last (dispose none, blend source).
      let hundredths = UInt16(min(65_535, max(1, (frame.duration * 100).rounded())))
      var control = be32(sequence) + Array(frameHeader[0..<8])
      control += be32(UInt32(frame.x)) + be32(UInt32(frame.y))
      control += be16(hundredths) + be16(100) + [0, 0]
      append(chunk: "fcTL", data: control, to: &output)
      sequence += 1
      for part in parts where part.type == "IDAT" {
        if index == 0 {
          append(chunk: "IDAT", data: part.data, to: &output)
        } else {
          append(chunk: "fdAT", data: be32(sequence) + part.data, to: &output)
          sequence += 1
        }
      }
    }
    append(chunk: "IEND", data: [], to: &output)
    return output
  }

  private func chunks(of png: [UInt8]) -> [(type: String, data: [UInt8])]? {
    guard png.count > 8, png[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    else {
      return nil
    }
    var result: [(type: String, data: [UInt8])] = []
    var offset = 8
    while offset + 12 <= png.count {
      let length =
        Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8
        | Int(png[offset + 3])
      guard length >= 0, offset + 12 + length <= png.count else { return nil }
      let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
      result.append((type, Array(png[offset + 8..<offset + 8 + length])))
      offset += 12 + length
    }
    return result
  }

  private func append(chunk type: String, data: [UInt8], to output: inout [UInt8]) {
    let typeBytes = Array(type.utf8)
    output += be32(UInt32(data.count))
    output += typeBytes
    output += data
    output += be32(crc32(typeBytes + data))
  }
}

private func be32(_ value: UInt32) -> [UInt8] {
  [
    UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
    UInt8(value & 0xFF),
  ]
}

private func be16(_ value: UInt16) -> [UInt8] {
  [UInt8(value >> 8), UInt8(value & 0xFF)]
}

private let crcTable: [UInt32] = (0..<256).map { index in
  var value = UInt32(index)
  for _ in 0..<8 {
    value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
  }
  return value
}

/// The CRC-32 that PNG chunks carry.
func crc32(_ bytes: [UInt8]) -> UInt32 {
  var crc: UInt32 = 0xFFFF_FFFF
  for byte in bytes {
    crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
  }
  return crc ^ 0xFFFF_FFFF
}
