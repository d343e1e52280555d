import Foundation
import Kinetic
import Testing

/// SlidingCarousel's own demo (its JSON and artwork), beside the project in ../shared when it is
/// there; the tests that use it are skipped with a message when it is not.
enum CompatibilityFixture {
  /// The demo's folder.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/compat/slidingcarousel-demo")

  /// Whether the fixture is present.
  static var isPresent: Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent("onboarding.json").path)
  }

  /// Why the fixture's tests are skipped.
  static let absence: Comment =
    "../shared/compat/slidingcarousel-demo is not beside the project; the SlidingCarousel compatibility tests are skipped"

  /// The demo's spec and its image sizes from the artwork (under OnboardImages/).
  static func load() throws -> (
    spec: OnboardingCarouselSpec, warnings: Diagnostics, sizes: [String: Size]
  ) {
    let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent("onboarding.json")))
    let (spec, warnings) = try OnboardingCarouselSpec.decode(bytes)
    var problems = Diagnostics()
    let assets = OnboardingCarouselAssets(
      folder: folder.appendingPathComponent("OnboardImages").path)
    let sizes = assets.images(for: spec, root: nil, &problems).mapValues(\.size)
    return (spec, warnings, sizes)
  }

  /// The custom views the demo's view controller registers, for a 320×568 container
  /// (onboarding-compatibility.md, “The demo's custom views and animations”).
  static let customViews: [String: OnboardingCarouselScene.CustomView] = [
    "screen2Bubble": .init(
      size: Size(width: 175.5, height: 147), anchor: Point(x: 0, y: 0.2),
      position: Point(x: 151.75, y: 272.3)),
    "screen4Bubble": .init(
      size: Size(width: 175.5, height: 147), anchor: Point(x: 1, y: 0),
      position: Point(x: 160, y: 255.6)),
  ]

  /// The custom animations the demo registers
  /// (onboarding-compatibility.md, “The demo's custom views and animations”), bugs included.
  static let customAnimations: [String: OnboardingCarouselScene.CustomAnimation] = [
    "alpha": { view, fraction in view.alpha = fraction },
    "mdpDisappear": { view, fraction in
      let g = min(1, 2 * fraction)
      let scale = g < 0.3 ? 1 + g : 1.3 - 2 * (g - 0.3)
      view.transform = AffineTransform2D(scaleX: Double(scale), y: Double(scale))
    },
  ]

  /// The demo laid out at rest on `page`, reached by dragging from page 0.
  static func scene(onPage page: Int) throws -> OnboardingCarouselScene {
    let (spec, _, sizes) = try load()
    var scene = OnboardingCarouselScene(
      spec: spec, size: Size(width: 320, height: 568), imageSizes: sizes,
      customViews: customViews, customAnimations: customAnimations)
    scene.drag(toOffset: Double(page) * 320)
    return scene
  }
}

extension OnboardingCarouselScene {
  /// The frame of the view with `key` now, if it is on screen.
  func frame(of key: String) -> Rect? {
    placedViews.first { $0.key == key }?.frame
  }
}
