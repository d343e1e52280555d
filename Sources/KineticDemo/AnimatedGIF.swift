public import Foundation
import Kinetic
public import KineticCairo

/// Encodes frames as an animated GIF that loops forever.
///
/// GIF has 256 colours: the palette is chosen from every frame's colours (the most used, counted
/// at 15 bits per pixel), so a control's few flat colours come out exact and only antialiased
/// edges are approximated. Frames are kept as PNG bytes until encoding, so a long recording
/// does not hold raw pixels; consecutive identical frames are merged into one longer frame.
public struct AnimatedGIF {
  private var frames: [(png: [UInt8], duration: TimeInterval)] = []
  /// The bytes of compressed image data kept so far, to keep a recording within a memory budget.
  public private(set) var storedBytes = 0
  private var histogram = [UInt32](repeating: 0, count: 1 << 15)
  private var width = 0
  private var height = 0

  /// Creates an empty animation.
  public init() {}

  /// The number of distinct frames.
  public var frameCount: Int { frames.count }

  /// Adds a frame shown for `duration` seconds; every frame must have the first one's size.
  public mutating func append(_ image: OffscreenImage, duration: TimeInterval) throws(AnimatedPNG
    .AssemblyError)
  {
    let png = image.pngData()
    if let last = frames.last, last.png == png {
      frames[frames.count - 1].duration += duration
      return
    }
    if frames.isEmpty {
      width = image.pixelWidth
      height = image.pixelHeight
    } else if image.pixelWidth != width || image.pixelHeight != height {
      throw .sizeMismatch(frame: frames.count)
    }
    let pixels = image.rgbaPixels()
    for offset in stride(from: 0, to: pixels.count, by: 4) {
      histogram[Self.bucket(pixels, offset)] &+= 1
    }
    frames.append((png, duration))
    storedBytes += png.count
  }

  /// The GIF file.
  public func encoded() throws(AnimatedPNG.AssemblyError) -> [UInt8] {
    guard !frames.isEmpty else { throw .empty }
    let (palette, lookup) = makePalette()
    var output = Array("GIF89a".utf8)
    output += le16(width) + le16(height)
    output += [0xF7, 0, 0]  // A global table of 256 colours, 8 bits per primary.
    output += palette
    // Loop forever (the NETSCAPE2.0 application extension).
    output += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
    for (index, frame) in frames.enumerated() {
      guard let image = OffscreenImage(pngData: frame.png) else { throw .notAPNG(frame: index) }
      let pixels = image.rgbaPixels()
      var indices = [UInt8](repeating: 0, count: width * height)
      for pixel in 0..<indices.count {
        indices[pixel] = lookup[Self.bucket(pixels, pixel * 4)]
      }
      let hundredths = min(65_535, max(2, Int((frame.duration * 100).rounded())))
      output += [0x21, 0xF9, 0x04, 0x00] + le16(hundredths) + [0x00, 0x00]
      output += [0x2C] + le16(0) + le16(0) + le16(width) + le16(height) + [0x00]
      output.append(8)
      output += subBlocks(lzw(indices))
    }
    output.append(0x3B)
    return output
  }

  /// A pixel's colour at 5 bits per primary, composited over white.
  private static func bucket(_ pixels: [UInt8], _ offset: Int) -> Int {
    let alpha = Int(pixels[offset + 3])
    func flatten(_ value: UInt8) -> Int { (Int(value) * alpha + 255 * (255 - alpha)) / 255 }
    return (flatten(pixels[offset]) >> 3) << 10 | (flatten(pixels[offset + 1]) >> 3) << 5
      | flatten(pixels[offset + 2]) >> 3
  }

  /// The 256 most used colours, and for every 15-bit colour the index of the nearest of them.
  private func makePalette() -> (table: [UInt8], lookup: [UInt8]) {
    let used = histogram.indices.filter { histogram[$0] > 0 }
      .sorted { histogram[$0] > histogram[$1] }
      .prefix(256)
    let colors = used.map { bucket in
      (r: (bucket >> 10 & 31) << 3 | 4, g: (bucket >> 5 & 31) << 3 | 4, b: (bucket & 31) << 3 | 4)
    }
    var table = [UInt8](repeating: 0, count: 768)
    for (index, color) in colors.enumerated() {
      table[index * 3] = UInt8(color.r)
      table[index * 3 + 1] = UInt8(color.g)
      table[index * 3 + 2] = UInt8(color.b)
    }
    var lookup = [UInt8](repeating: 0, count: 1 << 15)
    for bucket in 0..<(1 << 15) {
      let r = (bucket >> 10 & 31) << 3 | 4
      let g = (bucket >> 5 & 31) << 3 | 4
      let b = (bucket & 31) << 3 | 4
      var best = 0
      var bestDistance = Int.max
      for (index, color) in colors.enumerated() {
        let distance =
          (r - color.r) * (r - color.r) + (g - color.g) * (g - color.g) + (b - color.b)
          * (b - color.b)
        if distance < bestDistance {
          bestDistance = distance
          best = index
          if distance == 0 { break }
        }
      }
      lookup[bucket] = UInt8(best)
    }
    return (table, lookup)
  }
}

/// GIF's variable-width LZW for 8-bit indices, as Go's `compress/lzw` writes it.
private func lzw(_ indices: [UInt8]) -> [UInt8] {
  let clear = 256
  let end = 257
  let maximumCode = 4095
  var table = [Int32](repeating: 0, count: 4096 << 8)
  var generation = [UInt32](repeating: 0, count: 4096 << 8)
  var currentGeneration: UInt32 = 1
  var width = 9
  var highest = end
  var overflow = 512
  var bits = BitWriter()
  bits.write(clear, width: width)
  guard var saved = indices.first.map(Int.init) else {
    bits.write(end, width: width)
    return bits.finish()
  }
  for literal in indices.dropFirst() {
    let key = saved << 8 | Int(literal)
    if generation[key] == currentGeneration {
      saved = Int(table[key])
      continue
    }
    bits.write(saved, width: width)
    saved = Int(literal)
    highest += 1
    if highest == overflow {
      width += 1
      overflow <<= 1
    }
    if highest == maximumCode {
      bits.write(clear, width: width)
      width = 9
      highest = end
      overflow = 512
      currentGeneration += 1
      continue
    }
    table[key] = Int32(highest)
    generation[key] = currentGeneration
  }
  bits.write(saved, width: width)
  highest += 1
  if highest == overflow { width += 1 }
  if highest == maximumCode {
    bits.write(clear, width: width)
    width = 9
  }
  bits.write(end, width: width)
  return bits.finish()
}

/// Packs codes least significant bit first, as GIF stores them.
private struct BitWriter {
  private var bytes: [UInt8] = []
  private var accumulator: UInt32 = 0
  private var count = 0

  mutating func write(_ code: Int, width: Int) {
    accumulator |= UInt32(code) << UInt32(count)
    count += width
    while count >= 8 {
      bytes.append(UInt8(accumulator & 0xFF))
      accumulator >>= 8
      count -= 8
    }
  }

  mutating func finish() -> [UInt8] {
    if count > 0 { bytes.append(UInt8(accumulator & 0xFF)) }
    return bytes
  }
}

/// Data split into GIF sub-blocks of at most 255 bytes, then the empty terminator block.
private func subBlocks(_ data: [UInt8]) -> [UInt8] {
  var output: [UInt8] = []
  output.reserveCapacity(data.count + data.count / 255 + 2)
  var start = 0
  while start < data.count {
    let length = min(255, data.count - start)
    output.append(UInt8(length))
    output += data[start..<start + length]
    start += length
  }
  output.append(0)
  return output
}

private func le16(_ value: Int) -> [UInt8] {
  [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
}
