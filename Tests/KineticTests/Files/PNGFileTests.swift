import Foundation
import Kinetic
import Testing

struct PNGFileTests {
  @Test func theCRCIsTheOnePNGAndZlibUse() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(CRC32.checksum([]) == 0)
    // IEND's CRC, as every PNG file ends with it.
    #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    let bytes = Array("xx123456789yy".utf8)
    #expect(CRC32.checksum(bytes, in: 2..<11) == 0xCBF4_3926)
  }

  @Test func theDemosImagesAreWholePNGFiles() throws {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Sources/KineticPlay/Demos/onboarding/images")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".png") }
    #expect(!names.isEmpty)
    for name in names {
      let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
      #expect(PNGFile.size(ofHeader: bytes) != nil, "\(name)")
      #expect(PNGFile.defect(in: bytes) == nil, "\(name)")
    }
  }

  @Test func aFileWrittenWholeHasNoDefect() {
    let png = PNGBytes.file(width: 3, height: 2)
    #expect(PNGFile.size(ofHeader: png)! == (3, 2))
    #expect(PNGFile.defect(in: png) == nil)
    // Bytes after IEND are ignored, as libpng ignores them.
    #expect(PNGFile.defect(in: png + [1, 2, 3]) == nil)
  }

  @Test func aTruncatedFileIsNamedAsSuch() {
    let png = PNGBytes.file(width: 3, height: 2)
    // Cut in the image data, in a chunk's header, and just before IEND.
    #expect(
      PNGFile.defect(in: Array(png.prefix(png.count - 20)))?.contains(
        "its IDAT chunk at byte 33 is cut short: it declares 37 bytes of data and the file "
          + "has 29 after the chunk's header") == true)
    #expect(
      PNGFile.defect(in: Array(png.prefix(png.count - 8)))
        == "it ends inside a chunk's header at byte \(png.count - 12)")
    #expect(
      PNGFile.defect(in: Array(png.prefix(png.count - 12)))
        == "it ends after \(png.count - 12) bytes without an IEND chunk")
    // The header alone (what the size is read from) is not a whole file either.
    #expect(PNGFile.defect(in: Array(png.prefix(24))) != nil)
  }

  @Test func aWrongCRCIsNamedWithItsChunk() {
    var png = PNGBytes.file(width: 3, height: 2)
    png[45] ^= 0x01  // a byte of the image data
    #expect(
      PNGFile.defect(in: png)
        == "the CRC of its IDAT chunk at byte 33 does not match the chunk's bytes")
    var header = PNGBytes.file(width: 3, height: 2)
    header[29] ^= 0xFF  // IHDR's CRC itself
    #expect(PNGFile.defect(in: header)?.contains("CRC of its IHDR chunk at byte 8") == true)
  }

  /// Files wrong in one way each, and how the walk names it.
  static let malformed: [(bytes: [UInt8], defect: String)] = {
    let start: [UInt8] = PNGFile.signature
    let header: [UInt8] = PNGBytes.chunk("IHDR", PNGBytes.header(width: 1, height: 1))
    let data: [UInt8] = PNGBytes.chunk("IDAT")
    let end: [UInt8] = PNGBytes.chunk("IEND")
    let palette: [UInt8] = PNGBytes.chunk(
      "IHDR", PNGBytes.header(width: 1, height: 1, colourType: 3))
    let badDepth: [UInt8] = PNGBytes.chunk(
      "IHDR", PNGBytes.header(width: 1, height: 1, depth: 4, colourType: 2))
    let long: [UInt8] = PNGBytes.chunk("IHDR", PNGBytes.header(width: 1, height: 1) + [0])
    let empty: [UInt8] = PNGBytes.chunk("IHDR", PNGBytes.header(width: 0, height: 1))
    let huge: [UInt8] = PNGBytes.bigEndian(0x8000_0000) + Array("IDAT".utf8)
    return [
      (start + header + end, "no IDAT chunk (no image data) before IEND"),
      (start + long + data + end, "its IHDR chunk is 14 bytes long, not 13"),
      (start + header + header + end, "a second IHDR chunk at byte 33"),
      (start + palette + data + end, "a palette image without a PLTE chunk before its IDAT"),
      (
        start + badDepth + data + end,
        "its header's bit depth 4 is not one that colour type 2 allows"
      ),
      (start + empty + data + end, "its header declares 0×1 pixels"),
      (
        start + header + PNGBytes.chunk("ID4T") + end,
        "the chunk at byte 33 has a type that is not four letters"
      ),
      (
        start + header + huge,
        "its IDAT chunk at byte 33 declares 2147483648 bytes, more than PNG allows"
      ),
    ]
  }()

  @Test(arguments: malformed)
  func aMalformedStructureIsNamed(bytes: [UInt8], defect: String) {
    #expect(PNGFile.defect(in: bytes) == defect)
  }

  @Test func onlyASignatureAndAHeaderMakeAPNG() {
    #expect(PNGFile.size(ofHeader: Array("not a png, only some bytes".utf8)) == nil)
    #expect(PNGFile.size(ofHeader: Array(PNGBytes.file(width: 1, height: 1).prefix(23))) == nil)
    #expect(
      PNGFile.size(ofHeader: PNGBytes.file(width: 30_000, height: 30_000))! == (30_000, 30_000))
  }
}
