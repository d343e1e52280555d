#if canImport(KineticCairo)
import Foundation
import Kinetic
import KineticCairo
import Testing

/// Renders the default look in each state at 2x and compares it with the reviewed goldens.
///
/// ``Golden`` says how to record new goldens.
struct SlideToConfirmRenderingTests {
  static let cases:
    [(name: String, configure: @Sendable (inout ControlDriver<SlideToConfirmMachine>) -> Void)] = [
      ("idle", { _ in }),
      (
        "dragging",
        { $0.drag(from: Point(x: 50, y: 30), to: Point(x: 170, y: 30), at: 0, lift: false) }
      ),
      ("armed", { $0.call({ $0.activate(at: $1) }, at: 0) }),
      (
        "working",
        { driver in
          driver.drag(from: Point(x: 50, y: 30), to: Point(x: 300, y: 30), at: 0)
          driver.run(until: 0.7)
        }
      ),
      (
        "succeeded",
        { driver in
          driver.drag(from: Point(x: 50, y: 30), to: Point(x: 300, y: 30), at: 0)
          driver.call({ $0.actionSucceeded(at: $1) }, at: 1)
        }
      ),
      (
        "failed",
        { driver in
          driver.drag(from: Point(x: 50, y: 30), to: Point(x: 300, y: 30), at: 0)
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
    var driver = ControlDriver<SlideToConfirmMachine>(size: Size(width: 300, height: 60)) {
      $0.awaitsActionResult = true
      if name == "rtl" { $0.layoutDirection = .rightToLeft }
      if name == "disabled" { $0.isEnabled = false }
    }
    configure(&driver)
    let image = OffscreenImage(size: Size(width: 300, height: 60), scale: 2)
    image.draw { SlideToConfirmRenderer().draw(driver.machine.renderModel, in: $0) }
    try Golden.check(
      image, named: "slide-to-confirm-\(name)", pixelWidth: 600, pixelHeight: 120)
  }

  @Test func theFillFollowsTheThumb() {
    var driver = ControlDriver<SlideToConfirmMachine>(size: Size(width: 300, height: 60))
    let image = OffscreenImage(size: Size(width: 300, height: 60), scale: 1)
    image.draw { SlideToConfirmRenderer().draw(driver.machine.renderModel, in: $0) }
    let idle = image.rgbaPixels()
    driver.drag(from: Point(x: 50, y: 30), to: Point(x: 250, y: 30), at: 0, lift: false)
    image.draw { SlideToConfirmRenderer().draw(driver.machine.renderModel, in: $0) }
    let dragged = image.rgbaPixels()
    // At x = 120, y = 55 (below the thumb's face) the track was grey and is now the accent blue.
    let index = (55 * 300 + 120) * 4
    #expect(idle[index + 2] < 250 && abs(Int(idle[index]) - Int(idle[index + 2])) < 20)
    #expect(dragged[index + 2] > 200 && dragged[index] < 100)
  }
}

#endif
