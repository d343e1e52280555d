#if canImport(KineticCairo)
import Foundation
import Kinetic
import KineticCairo
import KineticDemo
import Testing

/// Decodes the first image of a GIF into palette colours: a small, independent LZW decoder.
private func firstFrameColors(of gif: [UInt8]) throws -> [(UInt8, UInt8, UInt8)] {
  let width = Int(gif[6]) | Int(gif[7]) << 8
  let height = Int(gif[8]) | Int(gif[9]) << 8
  let palette = Array(gif[13..<13 + 768])
  var offset = 13 + 768
  // Skip extensions up to the first image descriptor.
  while gif[offset] == 0x21 {
    offset += 2
    while gif[offset] != 0 { offset += Int(gif[offset]) + 1 }
    offset += 1
  }
  try #require(gif[offset] == 0x2C)
  offset += 10
  let minimum = Int(gif[offset])
  offset += 1
  var data: [UInt8] = []
  while gif[offset] != 0 {
    data += gif[offset + 1..<offset + 1 + Int(gif[offset])]
    offset += Int(gif[offset]) + 1
  }
  let clear = 1 << minimum
  var dictionary: [[UInt8]] = []
  func reset() { dictionary = (0..<clear).map { [UInt8($0)] } + [[], []] }
  reset()
  var width9 = minimum + 1
  var bitPosition = 0
  var output: [UInt8] = []
  var previous: [UInt8]?
  while bitPosition + width9 <= data.count * 8 {
    var code = 0
    for bit in 0..<width9 {
      let position = bitPosition + bit
      code |= Int(data[position / 8] >> (position % 8) & 1) << bit
    }
    bitPosition += width9
    if code == clear {
      reset()
      width9 = minimum + 1
      previous = nil
      continue
    }
    if code == clear + 1 { break }
    let entry: [UInt8]
    if code < dictionary.count {
      entry = dictionary[code]
    } else {
      let last = try #require(previous)
      entry = last + [last[0]]
    }
    output += entry
    if let previous { dictionary.append(previous + [entry[0]]) }
    previous = entry
    if dictionary.count == 1 << width9, width9 < 12 { width9 += 1 }
  }
  try #require(output.count == width * height)
  return output.map { (palette[Int($0) * 3], palette[Int($0) * 3 + 1], palette[Int($0) * 3 + 2]) }
}

struct AnimatedImageTests {
  @Test func aGIFHoldsTheFramesColoursAndLoops() throws {
    let image = OffscreenImage(size: Size(width: 40, height: 10), scale: 1)
    var gif = AnimatedGIF()
    image.draw(background: Color(hex: 0x2563EB)) { canvas in
      canvas.fillRoundedRect(
        Rect(x: 20, y: 0, width: 20, height: 10), radius: 0, color: Color(hex: 0xFFFFFF))
    }
    try gif.append(image, duration: 0.5)
    try gif.append(image, duration: 0.5)  // identical: merged into one frame shown for 1 s
    image.draw(background: Color(hex: 0x16A34A)) { _ in }
    try gif.append(image, duration: 0.25)
    #expect(gif.frameCount == 2)
    let bytes = try gif.encoded()
    #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
    #expect(bytes.last == 0x3B)
    #expect(bytes[6] == 40 && bytes[8] == 10)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("NETSCAPE2.0"))
    let colors = try firstFrameColors(of: bytes)
    // 5 bits per primary: each colour lands within 4 of the original.
    #expect(abs(Int(colors[0].0) - 0x25) <= 4 && abs(Int(colors[0].2) - 0xEB) <= 4)
    #expect(colors[39] == (252, 252, 252))
  }

  @Test func anAnimatedPNGCountsItsDistinctFrames() throws {
    let image = OffscreenImage(size: Size(width: 8, height: 8), scale: 1)
    var animation = AnimatedPNG()
    image.draw(background: Color(hex: 0xFF0000)) { _ in }
    animation.append(png: image.pngData(), duration: 0.1)
    animation.append(png: image.pngData(), duration: 0.1)
    image.draw(background: Color(hex: 0x00FF00)) { _ in }
    animation.append(png: image.pngData(), duration: 0.1)
    #expect(animation.frameCount == 2)
    let bytes = try animation.encoded()
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("acTL") && text.contains("fdAT"))
    #expect(
      OffscreenImage(pngData: bytes) != nil, "a viewer without APNG support shows the first frame")
  }

  @Test func anAnimatedPNGKeepsOnlyTheRectangleThatChanged() throws {
    let image = OffscreenImage(size: Size(width: 40, height: 30), scale: 1)
    var animation = AnimatedPNG()
    image.draw(background: Color(hex: 0xFFFFFF)) { _ in }
    animation.append(image, duration: 0.1)
    image.draw(background: Color(hex: 0xFFFFFF)) { _ in }
    animation.append(image, duration: 0.1)
    image.draw(background: Color(hex: 0xFFFFFF)) { canvas in
      canvas.fillRoundedRect(
        Rect(x: 12, y: 5, width: 6, height: 4), radius: 0, color: Color(hex: 0x2563EB))
    }
    animation.append(image, duration: 0.1)
    #expect(animation.frameCount == 2)
    let bytes = try animation.encoded()
    // The second frame control: sequence, width, height, x, y (big-endian words).
    let controls = chunkOffsets(of: "fcTL", in: bytes)
    #expect(controls.count == 2)
    let second = controls[1]
    let words = (0..<5).map { index in
      bytes[second + index * 4..<second + index * 4 + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    #expect(Array(words[1...]) == [6, 4, 12, 5])
    // The first frame lasts both identical frames: 20 hundredths of a second.
    let first = controls[0]
    #expect(Int(bytes[first + 20]) << 8 | Int(bytes[first + 21]) == 20)
  }

  /// Where the data of each chunk of `type` starts.
  private func chunkOffsets(of type: String, in bytes: [UInt8]) -> [Int] {
    var offsets: [Int] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      if String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) == type {
        offsets.append(offset + 8)
      }
      offset += 12 + length
    }
    return offsets
  }

  @Test func nothingToEncodeIsAnError() {
    #expect(throws: AnimatedPNG.AssemblyError.self) { try AnimatedGIF().encoded() }
    #expect(throws: AnimatedPNG.AssemblyError.self) { try AnimatedPNG().encoded() }
  }
}
#endif
