#if canImport(KineticCairo)
import Foundation
import Kinetic
import KineticCairo
import Testing

/// Renders the default look in each state at 2x and compares it with the reviewed goldens.
///
/// Set KINETIC_RECORD_GOLDENS=1 to write new goldens after a deliberate change of the look; look
/// at every one before committing it.
struct SlideToConfirmRenderingTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")

  static let cases: [(name: String, configure: @Sendable (inout SlideDriver) -> Void)] = [
    ("idle", { _ in }),
    (
      "dragging",
      { $0.drag(from: CGPoint(x: 50, y: 30), to: CGPoint(x: 170, y: 30), at: 0, lift: false) }
    ),
    ("armed", { $0.call({ $0.activate(at: $1) }, at: 0) }),
    (
      "working",
      { driver in
        driver.drag(from: CGPoint(x: 50, y: 30), to: CGPoint(x: 300, y: 30), at: 0)
        driver.run(until: 0.7)
      }
    ),
    (
      "succeeded",
      { driver in
        driver.drag(from: CGPoint(x: 50, y: 30), to: CGPoint(x: 300, y: 30), at: 0)
        driver.call({ $0.actionSucceeded(at: $1) }, at: 1)
      }
    ),
    (
      "failed",
      { driver in
        driver.drag(from: CGPoint(x: 50, y: 30), to: CGPoint(x: 300, y: 30), at: 0)
        driver.call({ $0.actionFailed(message: "Card declined", at: $1) }, at: 1)
        driver.run(until: 1.8)
      }
    ),
    ("rtl", { _ in }),
    ("disabled", { _ in }),
  ]

  @Test(arguments: cases.map(\.name))
  func theDefaultLookMatchesItsGolden(name: String) throws {
    let configure = try #require(Self.cases.first { $0.name == name }?.configure)
    var driver = SlideDriver(size: CGSize(width: 300, height: 60)) {
      $0.awaitsActionResult = true
      if name == "rtl" { $0.layoutDirection = .rightToLeft }
      if name == "disabled" { $0.isEnabled = false }
    }
    configure(&driver)
    let image = OffscreenImage(size: CGSize(width: 300, height: 60), scale: 2)
    image.draw { SlideToConfirmRenderer().draw(driver.machine.renderModel, in: $0) }
    let url = Self.goldens.appendingPathComponent("slide-to-confirm-\(name).png")
    if ProcessInfo.processInfo.environment["KINETIC_RECORD_GOLDENS"] == "1" {
      try image.writePNG(to: url)
      return
    }
    let golden = try #require(
      OffscreenImage(contentsOfPNG: url), "missing golden \(url.lastPathComponent)")
    #expect(golden.pixelWidth == 600 && golden.pixelHeight == 120)
    let difference = ImageDifference(image.rgbaPixels(), golden.rgbaPixels())
    #expect(difference.differingFraction < 0.005, "\(difference)")
    #expect(difference.meanError < 1.5, "\(difference)")
  }

  @Test func theFillFollowsTheThumb() {
    var driver = SlideDriver(size: CGSize(width: 300, height: 60))
    let image = OffscreenImage(size: CGSize(width: 300, height: 60), scale: 1)
    image.draw { SlideToConfirmRenderer().draw(driver.machine.renderModel, in: $0) }
    let idle = image.rgbaPixels()
    driver.drag(from: CGPoint(x: 50, y: 30), to: CGPoint(x: 250, y: 30), at: 0, lift: false)
    image.draw { SlideToConfirmRenderer().draw(driver.machine.renderModel, in: $0) }
    let dragged = image.rgbaPixels()
    // At x = 120, y = 55 (below the thumb's face) the track was grey and is now the accent blue.
    let index = (55 * 300 + 120) * 4
    #expect(idle[index + 2] < 250 && abs(Int(idle[index]) - Int(idle[index + 2])) < 20)
    #expect(dragged[index + 2] > 200 && dragged[index] < 100)
  }
}

/// How two equally sized RGBA images differ.
struct ImageDifference: CustomStringConvertible {
  var differingFraction: Double
  var meanError: Double

  init(_ a: [UInt8], _ b: [UInt8]) {
    guard a.count == b.count, !a.isEmpty else {
      differingFraction = 1
      meanError = 255
      return
    }
    var differing = 0
    var total = 0
    for pixel in stride(from: 0, to: a.count, by: 4) {
      var worst = 0
      for channel in 0..<4 {
        let delta = abs(Int(a[pixel + channel]) - Int(b[pixel + channel]))
        worst = max(worst, delta)
        total += delta
      }
      if worst > 24 { differing += 1 }
    }
    differingFraction = Double(differing) / Double(a.count / 4)
    meanError = Double(total) / Double(a.count)
  }

  var description: String {
    "\(String(format: "%.3f", differingFraction * 100))% of pixels differ, mean error \(String(format: "%.2f", meanError))"
  }
}
#endif
