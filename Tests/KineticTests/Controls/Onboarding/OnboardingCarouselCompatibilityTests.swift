import Foundation
import Kinetic
import Testing

/// Whether two rectangles agree within a point on every edge.
private func within1(_ a: Rect?, _ b: Rect) -> Bool {
  guard let a else { return false }
  return abs(a.minX - b.minX) <= 1 && abs(a.minY - b.minY) <= 1 && abs(a.maxX - b.maxX) <= 1
    && abs(a.maxY - b.maxY) <= 1
}

@Suite(.enabled(if: CompatibilityFixture.isPresent, CompatibilityFixture.absence))
struct OnboardingCarouselCompatibilityTests {
  @Test func theDemoLoadsUnchangedTrailingCommasIncluded() throws {
    let (spec, warnings, sizes) = try CompatibilityFixture.load()
    #expect(spec.version == .slidingCarousel)
    #expect(spec.pages == 5)
    #expect(spec.images.count == 16)
    #expect(spec.elements.count == 20)
    #expect(sizes["cloud.png"] == Size(width: 1371.5, height: 450))
    // Only the code-registered custom views and animations, and the one entry that can never
    // fire (appear: [0]), are worth a word.
    #expect(
      warnings.all.allSatisfy {
        $0.message.contains("registered in code") || $0.message.contains("never fires")
      },
      "\(warnings.all.map(\.description))")
  }

  @Test func theChromeSitsWhereTheOriginalPutIt() throws {
    let scene = try CompatibilityFixture.scene(onPage: 0)
    #expect(within1(scene.frame(of: "pageControl"), Rect(x: 60, y: 533, width: 200, height: 20)))
    #expect(within1(scene.frame(of: "skip"), Rect(x: 211, y: 533, width: 100, height: 20)))
    #expect(within1(scene.frame(of: "pageText.0"), Rect(x: 28, y: 468, width: 264, height: 80)))
    #expect(within1(scene.frame(of: "iPhoneBase"), Rect(x: 87, y: 134, width: 145, height: 300)))
    #expect(
      within1(scene.frame(of: "iPhoneScreen"), Rect(x: 97, y: 169, width: 125, height: 230)))
    #expect(within1(scene.frame(of: "cloud"), Rect(x: -80, y: 343, width: 1371.5, height: 450)))
  }

  @Test(arguments: [(1, -224.0), (2, -368.0), (3, -512.0)])
  func theCloudScrollsWithTheParallax(page: Int, x: Double) throws {
    let scene = try CompatibilityFixture.scene(onPage: page)
    #expect(within1(scene.frame(of: "cloud"), Rect(x: x, y: 343, width: 1371.5, height: 450)))
    #expect(
      within1(scene.frame(of: "pageText.\(page)"), Rect(x: 28, y: 468, width: 264, height: 80)))
  }

  @Test func onTheLastPageTheCloudMoveWinsAndTheCloseButtonShows() throws {
    let scene = try CompatibilityFixture.scene(onPage: 4)
    // The cloudMove element replaces the parallax transform: (−496, −150), not −656
    // (onboarding-compatibility.md, “Bugs kept on purpose” #5).
    #expect(within1(scene.frame(of: "cloud"), Rect(x: -496, y: 193, width: 1371.5, height: 450)))
    #expect(within1(scene.frame(of: "close"), Rect(x: 28, y: 450.5, width: 264, height: 35)))
    // Skip slides 60 points down, out of the way.
    #expect(within1(scene.frame(of: "skip"), Rect(x: 211, y: 593, width: 100, height: 20)))
  }

  @Test func theBubblesPopInWhereTheDemoPlacedThem() throws {
    let second = try CompatibilityFixture.scene(onPage: 1)
    #expect(
      within1(
        second.frame(of: "screen2Bubble"), Rect(x: 151.75, y: 242.9, width: 175.5, height: 147)))
    let fourth = try CompatibilityFixture.scene(onPage: 3)
    #expect(
      within1(
        fourth.frame(of: "screen4Bubble"), Rect(x: -15.5, y: 255.6, width: 175.5, height: 147)))
  }

  @Test func whatADrawerSeesAtRestIsWhatLayoutReports() throws {
    for page in 0..<5 {
      var scene = try CompatibilityFixture.scene(onPage: page)
      // The cloud's endless floating is presentation only; layout reports the model.
      scene.setReducesMotion(true)
      for drawable in scene.drawables {
        let size = scene.views[drawable.index].size
        let box = Rect(origin: .zero, size: size).applying(drawable.transform)
        #expect(within1(scene.containerFrame(of: drawable.index), box))
      }
    }
  }

  @Test func theCloudFloatsAboutItsAnchorWithoutMovingItsModel() throws {
    var scene = try CompatibilityFixture.scene(onPage: 0)
    let cloud = try #require(scene.views.firstIndex { $0.key == "cloud" })
    let still = scene.containerFrame(of: cloud)
    scene.tick(at: scene.time + 1.5)
    let shown = Rect(origin: .zero, size: scene.views[cloud].size)
      .applying(scene.containerTransform(of: cloud))
    #expect(shown != still)
    #expect(scene.containerFrame(of: cloud) == still)
    // The left-middle anchor stays within the float's reach (3 points across, 5 down).
    #expect(abs(shown.minX - still.minX) <= 3.01)
    #expect(abs(shown.midY - still.midY) <= 5.01)
  }
}
