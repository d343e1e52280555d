#if canImport(KineticCairo)
import Foundation
import Kinetic
import KineticCairo
import KineticPlay
import Testing

/// Renders Kinetic's own onboarding demo (Sources/KineticPlay/Demos/onboarding) at rest on a
/// page at 1x and compares it with the reviewed goldens.
///
/// ``Golden`` says how to record new goldens after a deliberate change of the look or the demo.
struct OnboardingCarouselRenderingTests {
  static let demoSpec = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/KineticPlay/Demos/onboarding/onboarding.json")
  static let size = Size(width: 320, height: 568)

  /// The demo's spec and images, read as `kinetic play` reads them.
  static func demo() throws -> OnboardingCarouselContent {
    try OnboardingCarouselSetup(spec: demoSpec.path).load(relativeTo: "")
  }

  /// The demo at rest on `page`, reached by dragging from page 0, every animation finished.
  static func scene(onPage page: Int, content: OnboardingCarouselContent) -> OnboardingCarouselScene
  {
    var scene = OnboardingCarouselScene(
      spec: content.spec, size: size, imageSizes: content.images.mapValues(\.size))
    scene.drag(toOffset: Double(page) * Double(size.width))
    return scene
  }

  static func image(
    _ scene: OnboardingCarouselScene, content: OnboardingCarouselContent, scale: Double = 1
  )
    -> OffscreenImage
  {
    let image = OffscreenImage(size: size, scale: scale)
    let cache = OnboardingCarouselImageCache()
    image.draw {
      OnboardingCarouselRenderer().draw(scene, images: content.images, cache: cache, in: $0)
    }
    return image
  }

  @Test(arguments: [0, 3])
  func theDemoMatchesItsGolden(page: Int) throws {
    let content = try Self.demo()
    let image = Self.image(Self.scene(onPage: page, content: content), content: content)
    try Golden.check(
      image, named: "onboarding-page-\(page)", pixelWidth: 320, pixelHeight: 568, scale: 1)
  }

  @Test func anImageThatBecameAFIFOIsDrawnAsNothingWithoutBlocking() throws {
    var content = try Self.demo()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kinetic-fifo-image-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("fifo.png")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    func imagesRead(_ content: OnboardingCarouselContent) -> Int {
      let cache = OnboardingCarouselImageCache()
      OffscreenImage(size: Self.size, scale: 1).draw {
        OnboardingCarouselRenderer().draw(
          Self.scene(onPage: 0, content: content), images: content.images, cache: cache, in: $0)
      }
      return cache.count
    }
    #expect(imagesRead(content) > 0)
    // The files found when the spec was read are FIFOs by the time they are drawn. Handing one
    // to Cairo would block the drawing thread for good (the test would hang).
    for name in content.images.keys { content.images[name]?.path = fifo.path }
    #expect(imagesRead(content) == 0)
  }
}
#endif
