import Foundation
import Testing

/// A whole PNG file that Kinetic's demo ships (a known-good fixture, not written by the tests).
private func demoImage() throws -> Data {
  let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/KineticPlay/Demos/onboarding/images/hills@2x.png")
  return try Data(contentsOf: url)
}

/// A spec of one image, `image.png`.
private let oneImage =
  #"{"baseImageURL": "", "pages": 1, "images": [{"key": "i", "imageName": "image.png"}]}"#

struct CLIValidateLimitsTests {
  @Test func validateRefusesAnImageWhoseHeaderDeclaresTooManyPixels() throws {
    // The demo's image with its header's size changed to 30000×30000: refused from the header
    // (before its CRC, which the change breaks, is even looked at).
    var bomb = try demoImage()
    bomb.replaceSubrange(16..<24, with: [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30])
    let here = try folder(["spec.json": oneImage])
    defer { try? FileManager.default.removeItem(at: here) }
    try bomb.write(to: here.appendingPathComponent("image.png"))
    let run = try kinetic(["validate", "spec.json"], in: here, timeout: 10)
    #expect(run.status == 1)
    #expect(
      run.errors
        == "spec.json:1:71: error: images[0].imageName: image.png is 30000×30000 pixels; the most "
        + "accepted is 16777216 pixels (4096×4096) per image and 16384 on a side\n",
      "\(run.errors)")
  }

  @Test func validateRefusesATruncatedImage() throws {
    let whole = try demoImage()
    let here = try folder(["spec.json": oneImage])
    defer { try? FileManager.default.removeItem(at: here) }
    try whole.prefix(whole.count / 2).write(to: here.appendingPathComponent("image.png"))
    let run = try kinetic(["validate", "spec.json"], in: here, timeout: 10)
    #expect(run.status == 1)
    #expect(
      run.errors.hasPrefix(
        "spec.json:1:71: error: images[0].imageName: image.png is not a complete PNG image ("),
      "\(run.errors)")
    // The whole file is valid.
    try whole.write(to: here.appendingPathComponent("image.png"))
    let valid = try kinetic(["validate", "spec.json"], in: here, timeout: 10)
    #expect(valid.status == 0, "\(valid.errors)")
  }

  @Test func validatePrintsAHundredProblemsThenHowManyMore() throws {
    let json = "{" + String(repeating: #""pages": 1, "#, count: 100_001) + "}"
    let here = try folder(["spec.json": json])
    defer { try? FileManager.default.removeItem(at: here) }
    let run = try kinetic(["validate", "spec.json"], in: here, timeout: 20)
    #expect(run.status == 0)
    let lines = run.errors.split(separator: "\n")
    #expect(lines.count == 101)
    #expect(
      lines.last?.hasSuffix(
        "warning: … and 99900 more problems (99900 warnings) not listed: only the first 100 are")
        == true, "\(lines.last ?? "")")
    #expect(run.errors.utf8.count < 20_000)
    #expect(run.output.hasSuffix("100000 warnings\n"), "\(run.output)")
  }
}
