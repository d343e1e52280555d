#if canImport(KineticCairo)
import Foundation
import Kinetic
import KineticCairo
import KineticDemo
import Testing

/// Renders the default pull to action look in each state at 2x and compares it with the reviewed
/// goldens.
///
/// Every state comes from a real machine driven by a scripted finger on the virtual clock.
/// ``Golden`` says how to record new goldens.
struct PullToActionRenderingTests {
  static let viewport = Size(width: 360, height: 480)

  /// Pulls the content down by `distance` finger points and keeps holding it.
  static func pulled(
    _ distance: Double, visualizer: any PullToActionVisualizer = .bottom,
    configure: (inout PullToActionMachine.Configuration) -> Void = { _ in }
  ) -> ControlDriver<PullToActionMachine> {
    var driver = ControlDriver<PullToActionMachine>(visualizer: visualizer, configure: configure)
    driver.drag(from: 100, by: distance)
    // Long enough for the arrow to finish turning.
    driver.wait(0.3)
    return driver
  }

  /// Pulls past the threshold, lets go and waits while the action runs.
  static func executing(
    visualizer: any PullToActionVisualizer = .bottom,
    configure: (inout PullToActionMachine.Configuration) -> Void = { _ in }
  ) -> ControlDriver<PullToActionMachine> {
    var driver = pulled(260, visualizer: visualizer, configure: configure)
    driver.lift()
    driver.wait(until: .executing, extra: 0.6)
    return driver
  }

  /// Runs the action to `outcome` and waits `seconds` (the outcome shows for a second, then the
  /// control closes).
  static func completed(
    _ outcome: PullToActionMachine.Outcome, visualizer: any PullToActionVisualizer = .bottom,
    after seconds: Double = 0.25
  ) -> ControlDriver<PullToActionMachine> {
    var driver = executing(visualizer: visualizer)
    driver.call { $0.actionCompleted(outcome, at: $1) }
    driver.wait(seconds)
    return driver
  }

  static let cases: [(name: String, make: @Sendable () -> ControlDriver<PullToActionMachine>)] = [
    ("pulling", { pulled(90) }),
    ("triggered", { pulled(260) }),
    ("executing", { executing() }),
    ("success", { completed(.success) }),
    ("failure", { completed(.failure(message: "No internet connection")) }),
    ("no-change", { completed(.noChange) }),
    ("stretch-triggered", { pulled(300, visualizer: .stretch) }),
    ("stretch-pulling", { pulled(70, visualizer: .stretch) }),
    ("stretch-closing", { completed(.success, visualizer: .stretch, after: 1.1) }),
    ("reduced-motion-executing", { executing { $0.reducesMotion = true } }),
    (
      "bottom-edge",
      {
        var driver = ControlDriver<PullToActionMachine> {
          $0 = PullToActionMachine.Configuration(edge: .bottom)
        }
        // Scroll to the end of the content, then pull it up past the threshold.
        driver.scroll(2000, .wheel)
        driver.settle()
        driver.drag(from: 400, by: -260)
        driver.wait(0.3)
        return driver
      }
    ),
  ]

  static func image(_ model: PullToActionMachine.RenderModel, scale: Double = 2) -> OffscreenImage {
    let image = OffscreenImage(size: viewport, scale: scale)
    image.draw { PullToActionRenderer().draw(model, in: $0) }
    return image
  }

  @Test(arguments: cases.map(\.name))
  func theDefaultLookMatchesItsGolden(name: String) throws {
    let make = try #require(Self.cases.first { $0.name == name }?.make)
    let image = Self.image(make().machine.renderModel)
    try Golden.check(image, named: "pull-to-action-\(name)", pixelWidth: 720, pixelHeight: 960)
  }

  @Test func theScriptedStatesAreTheOnesDrawn() {
    #expect(Self.pulled(90).machine.state == .pulling)
    #expect(Self.pulled(260).machine.state == .triggered)
    #expect(Self.executing().machine.renderModel.icon == .spinner)
    #expect(Self.completed(.noChange).machine.renderModel.icon == .noChange)
  }

  /// The status view alone, drawn at `size` with `style`, as RGBA pixels at 1x.
  static func statusPixels(
    _ model: PullToActionMachine.RenderModel, size: Size = Size(width: 360, height: 50),
    style: PullToActionStyle = PullToActionStyle()
  ) -> [UInt8] {
    let image = OffscreenImage(size: size, scale: 1)
    image.draw { PullToActionRenderer(style: style).drawStatusView(model, in: $0, size: size) }
    return image.rgbaPixels()
  }

  @Test func theArrowTurnsWhenThePullPassesTheThreshold() {
    let pulling = Self.statusPixels(Self.pulled(110).machine.renderModel)
    let triggered = Self.statusPixels(Self.pulled(260).machine.renderModel)
    let difference = ImageDifference(pulling, triggered)
    #expect(difference.differingFraction > 0.003, "\(difference)")
  }

  /// The vertical centre of the arrow's ink in a status view with no text or ring, relative to
  /// the view's middle: positive below it.
  static func arrowInkOffset(_ model: PullToActionMachine.RenderModel) -> Double {
    var model = model
    model.text = nil
    var style = PullToActionStyle()
    style.showsProgressRing = false
    style.statusViewBackgroundColor = Color(hex: 0xFFFFFF)
    let size = Size(width: 60, height: 60)
    let pixels = statusPixels(model, size: size, style: style)
    var weight = 0.0
    var moment = 0.0
    for y in 0..<60 {
      for x in 0..<60 {
        let ink = 255 - Double(pixels[(y * 60 + x) * 4 + 1])
        weight += ink
        moment += ink * (Double(y) + 0.5 - 30)
      }
    }
    return weight > 0 ? moment / weight : 0
  }

  @Test func theArrowPointsTheWayTheContentIsPulled() {
    // From the top the content goes down: the arrow's head, its heavy end, is below the middle.
    #expect(Self.arrowInkOffset(Self.pulled(90).machine.renderModel) > 0.15)
    // Past the threshold it has turned back to the edge.
    #expect(Self.arrowInkOffset(Self.pulled(260).machine.renderModel) < -0.15)
    // From the bottom the content goes up.
    var driver = ControlDriver<PullToActionMachine> {
      $0 = PullToActionMachine.Configuration(edge: .bottom)
    }
    driver.scroll(2000, .wheel)
    driver.settle()
    driver.drag(from: 400, by: -90)
    #expect(driver.machine.state == .pulling)
    #expect(Self.arrowInkOffset(driver.machine.renderModel) < -0.15)
  }

  @Test func theRevealedAreaTheStatusViewAndTheContentGoWhereTheModelSays() throws {
    var style = PullToActionStyle()
    style.backgroundColor = Color(hex: 0xFF0000)
    style.statusViewBackgroundColor = Color(hex: 0x00FF00)
    let model = Self.pulled(260).machine.renderModel
    let image = OffscreenImage(size: Self.viewport, scale: 1)
    image.draw { PullToActionRenderer(style: style).draw(model, in: $0) }
    let pixels = image.rgbaPixels()
    func pixel(_ x: Double, _ y: Double) -> [UInt8] {
      let index = (Int(y) * Int(Self.viewport.width) + Int(x)) * 4
      return Array(pixels[index..<index + 3])
    }
    #expect(model.revealedFrame.height > 100)
    #expect(pixel(4, model.statusFrame.minY - 20) == [255, 0, 0])
    #expect(pixel(4, model.statusFrame.midY) == [0, 255, 0])
    #expect(pixel(4, model.contentFrame.minY + 20) == [255, 255, 255])
  }

  @Test func aLongMessageStaysInsideTheStatusView() {
    var model = Self.completed(.failure(message: "x")).machine.renderModel
    model.text = String(repeating: "The server could not be reached. ", count: 6)
    let size = Size(width: 320, height: 50)
    let pixels = Self.statusPixels(model, size: size)
    let background = Self.statusPixels(
      PullToActionMachine(viewportSize: Self.viewport, contentHeight: 100).renderModel, size: size)
    // The margins at either side show nothing but the status view's background.
    for y in 0..<50 {
      for x in [0, 1, 2, 3, 4, 5, 6, 7, 8, 312, 313, 314, 315, 316, 317, 318, 319] {
        let index = (y * 320 + x) * 4
        #expect(pixels[index..<index + 4] == background[index..<index + 4])
      }
    }
    #expect(ImageDifference(pixels, background).differingFraction > 0.05)
  }
}
#endif
