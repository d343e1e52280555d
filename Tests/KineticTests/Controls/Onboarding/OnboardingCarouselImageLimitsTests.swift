import Foundation
import Kinetic
import Testing

/// A fresh folder holding `files` (name and bytes), removed by the caller.
private func folder(_ files: [String: [UInt8]]) throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("kinetic-image-limits-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  for (name, bytes) in files {
    try Data(bytes).write(to: folder.appendingPathComponent(name))
  }
  return folder
}

/// A spec whose images are `names`, one entry each, keyed `image0`, `image1` and so on.
private func spec(_ names: [String]) -> [UInt8] {
  let images = names.enumerated().map { #"{"key": "image\#($0)", "imageName": "\#($1)"}"# }
  return Array(
    """
    {"baseImageURL": "", "pages": 1,
     "images": [\(images.joined(separator: ",\n  "))]}
    """.utf8)
}

struct OnboardingCarouselImageLimitsTests {
  @Test func aHeaderDeclaringMorePixelsThanTheBudgetIsALocatedError() throws {
    // 30000×30000 is 900 Mpixels, 3.6 GB decoded: refused from the header, before any decoding.
    let here = try folder([
      "bomb.png": PNGBytes.file(width: 30_000, height: 30_000), "spec.json": spec(["bomb.png"]),
    ])
    defer { try? FileManager.default.removeItem(at: here) }
    let loaded = try OnboardingCarouselSpec.load(
      contentsOf: here.appendingPathComponent("spec.json").path, assets: nil)
    #expect(loaded.hasErrors)
    #expect(loaded.images.isEmpty)
    #expect(
      loaded.problems.map(\.description) == [
        "2:44: error: images[0].imageName: bomb.png is 30000×30000 pixels; the most accepted is "
          + "16777216 pixels (4096×4096) per image and 16384 on a side"
      ])
  }

  @Test(arguments: [
    (4096, 4096, true), (4097, 4096, false), (16_384, 1024, true), (16_385, 1, false),
  ])
  func oneImageIsHeldToItsPixelsAndSides(width: Int, height: Int, isAccepted: Bool) throws {
    let here = try folder(["image.png": PNGBytes.file(width: width, height: height)])
    defer { try? FileManager.default.removeItem(at: here) }
    let found = OnboardingCarouselAssets(folder: here.path).locate("image.png")
    switch found {
    case .success(let image):
      #expect(isAccepted)
      #expect(image.size == Size(width: Double(width), height: Double(height)))
    case .failure(let problem):
      #expect(!isAccepted, "\(problem.message)")
      #expect(problem.message.hasPrefix("image.png is \(width)×\(height) pixels"))
    }
  }

  @Test func theSpecsImagesTogetherAreHeldToATotalBudget() throws {
    // Four images of 16 Mpixels fit the 64 Mpixel budget (64 × 2²⁰); the fifth does not, but a
    // smaller one after it still fits.
    var files: [String: [UInt8]] = [:]
    for index in 0..<5 { files["big\(index).png"] = PNGBytes.file(width: 4000, height: 4000) }
    files["small.png"] = PNGBytes.file(width: 1, height: 1)
    // Entries that share a file (twice by the same name, once through @2x) count it once.
    let names = [
      "big0.png", "big0.png", "big1.png", "big2.png", "big3.png", "big4.png", "small.png",
    ]
    files["spec.json"] = spec(names)
    let here = try folder(files)
    defer { try? FileManager.default.removeItem(at: here) }
    let loaded = try OnboardingCarouselSpec.load(
      contentsOf: here.appendingPathComponent("spec.json").path, assets: nil)
    #expect(
      loaded.problems.map(\.description) == [
        "7:34: error: images[5].imageName: big4.png brings the spec's images to 80000000 pixels; "
          + "the most accepted for all of a spec's images together is 67108864 (64 Mpixels, "
          + "256 MB decoded)"
      ])
    #expect(
      Set(loaded.images.keys) == ["big0.png", "big1.png", "big2.png", "big3.png", "small.png"])
  }

  @Test func aTruncatedImageIsALocatedError() throws {
    let whole = PNGBytes.file(width: 4, height: 4)
    let here = try folder([
      "cut.png": Array(whole.prefix(whole.count - 30)), "spec.json": spec(["cut.png"]),
    ])
    defer { try? FileManager.default.removeItem(at: here) }
    let loaded = try OnboardingCarouselSpec.load(
      contentsOf: here.appendingPathComponent("spec.json").path, assets: nil)
    #expect(loaded.hasErrors)
    let line = loaded.problems.first?.description ?? ""
    #expect(
      line.hasPrefix(
        "2:44: error: images[0].imageName: cut.png is not a complete PNG image (its IDAT chunk "
          + "at byte 33 is cut short"), "\(line)")
  }

  @Test func anImageWithABadCRCIsALocatedError() throws {
    var png = PNGBytes.file(width: 4, height: 4)
    png[50] ^= 0x55
    let here = try folder(["crc.png": png, "spec.json": spec(["crc.png"])])
    defer { try? FileManager.default.removeItem(at: here) }
    let loaded = try OnboardingCarouselSpec.load(
      contentsOf: here.appendingPathComponent("spec.json").path, assets: nil)
    #expect(
      loaded.problems.map(\.description) == [
        "2:44: error: images[0].imageName: crc.png is not a complete PNG image (the CRC of its "
          + "IDAT chunk at byte 33 does not match the chunk's bytes)"
      ])
  }

  @Test func aBrokenImageNamedByManyEntriesIsReadOnceAndReportedAtEach() throws {
    let here = try folder([
      "bomb.png": PNGBytes.file(width: 30_000, height: 30_000),
      "spec.json": spec(Array(repeating: "bomb.png", count: 3)),
    ])
    defer { try? FileManager.default.removeItem(at: here) }
    let loaded = try OnboardingCarouselSpec.load(
      contentsOf: here.appendingPathComponent("spec.json").path, assets: nil)
    #expect(
      loaded.problems.map(\.path) == [
        "images[0].imageName", "images[1].imageName", "images[2].imageName",
      ])
  }
}
