import Foundation
import Kinetic
import Testing

/// A SlidingCarousel-format scene on 100×200 with images `a`, `b` (10×10, at the container's
/// centre) and `c` (on screen from the start), and one element spliced in.
private func scene(_ element: String) throws -> OnboardingCarouselScene {
  let json = """
    {"baseImageURL": "", "pages": 3,
     "images": [
       {"key": "a", "imageName": "dot.png", "relativePosition": [0.5, 0.5]},
       {"key": "b", "imageName": "dot.png", "relativePosition": [0.5, 0.5]},
       {"key": "c", "imageName": "dot.png", "relativePosition": [0.5, 0.5], "addImmediately": 1}],
     "elements": [\(element)]}
    """
  let (spec, _) = try OnboardingCarouselSpec.decode(Array(json.utf8))
  var scene = OnboardingCarouselScene(
    spec: spec, size: Size(width: 100, height: 200),
    imageSizes: ["dot.png": Size(width: 10, height: 10)])
  scene.scroll(to: 0, at: 0)
  return scene
}

private func transform(of key: String, in scene: OnboardingCarouselScene) -> AffineTransform2D? {
  scene.views.firstIndex { $0.key == key }.map { scene.views[$0].transform }
}

struct OnboardingCarouselTransitionTests {
  @Test(arguments: [(0.25, 75.0), (0.5, 50.0), (0.9, 10.0), (0.96, 0.0)])
  func appearInterpolatesFromStartWhileDraggingIntoThePage(fraction: Double, x: Double) throws {
    var scene = try scene(#"{"views": ["a"], "startPosition": [100, 0], "appear": [1]}"#)
    scene.scroll(to: fraction * 100, at: 0.1)
    #expect(isClose(Double(transform(of: "a", in: scene)?.tx ?? .nan), x, within: 1e-9))
  }

  @Test(arguments: [(0.1, 20.0), (0.25, 50.0), (0.48, 100.0)])
  func disappearRunsAtTheMultipliersSpeed(fraction: Double, x: Double) throws {
    var scene = try scene(#"{"views": ["a"], "endPosition": [100, 0], "disappear": [1]}"#)
    scene.scroll(to: fraction * 100, at: 0.1)
    #expect(isClose(Double(transform(of: "a", in: scene)?.tx ?? .nan), x, within: 1e-9))
  }

  @Test(arguments: [(0.5, 0.0), (0.75, 50.0), (0.9, 80.0)])
  func anAppearanceDelayHoldsTheStartAndThenDividesByTheDelay(fraction: Double, x: Double) throws {
    var scene = try scene(
      #"{"views": ["a"], "appearPosition": [100, 0], "appearanceDelay": 0.5, "appear": [1]}"#)
    scene.scroll(to: fraction * 100, at: 0.1)
    #expect(isClose(Double(transform(of: "a", in: scene)?.tx ?? .nan), x, within: 1e-9))
  }

  @Test func dragDisappearRunsWhenDraggingBackOutOfThePage() throws {
    var scene = try scene(
      #"{"views": ["a"], "endPosition": [100, 0], "item": [1], "dragDisappear": [1]}"#)
    scene.drag(toOffset: 100)
    #expect(transform(of: "a", in: scene)?.tx == 0)
    // Back towards page 0: fraction 0.75 is a quarter of the way back, at twice the speed.
    scene.scroll(to: 75, at: scene.time + 0.1)
    #expect(isClose(Double(transform(of: "a", in: scene)?.tx ?? .nan), 50, within: 1e-9))
  }

  @Test func anItemPopsInWithASpringWhenThePageSettles() throws {
    var scene = try scene(#"{"views": ["a"], "startScale": 0, "duration": 0.4, "item": [1]}"#)
    let index = try #require(scene.views.firstIndex { $0.key == "a" })
    #expect(!scene.views[index].isShown)
    scene.scroll(to: 50, at: 0.1)
    scene.scroll(to: 100, at: 0.2)
    #expect(scene.views[index].isShown)
    #expect(scene.views[index].transform == .identity)
    // Shown mid-spring, then exactly at rest.
    scene.tick(at: 0.3)
    let midway = scene.presentation(of: index).transform.a
    #expect(midway > 0 && midway < 1.2)
    scene.tick(at: 2)
    #expect(scene.presentation(of: index).transform == .identity)
    #expect(!scene.needsTicks)
  }

  @Test func goingBackCollapsesAndRemovesWhatThePageBrought() throws {
    var scene = try scene(
      #"{"views": ["a"], "startScale": 0, "appear": [2], "remove": 1}"#)
    let index = try #require(scene.views.firstIndex { $0.key == "a" })
    scene.drag(toOffset: 200)
    #expect(scene.views[index].isShown)
    // Back to page 1: the drag out of page 2 is cleaned up in reverse, faded and removed.
    scene.scroll(to: 150, at: scene.time + 0.1)
    scene.scroll(to: 100, at: scene.time + 0.1)
    #expect(scene.views[index].transform.a == 0)
    #expect(scene.views[index].isShown)
    scene.tick(at: scene.time + 0.25)
    #expect(!scene.views[index].isShown)
  }

  @Test func insertIndexPutsTheViewBelowOthers() throws {
    var scene = try scene(#"{"views": ["b"], "appear": [1], "insertIndex": 0}"#)
    scene.scroll(to: 30, at: 0.1)
    #expect(scene.placedViews.map(\.key) == ["b", "c"])
  }

  @Test func minusOneIsSlidingCarouselsSentinelForNoTranslation() throws {
    var scene = try scene(
      #"{"views": ["a"], "startPosition": [-1, 0], "appearPosition": [50, 50], "startScale": 0.5, "appear": [1]}"#
    )
    scene.scroll(to: 50, at: 0.1)
    let shown = try #require(transform(of: "a", in: scene))
    #expect(shown.tx == 0 && shown.ty == 0)
    #expect(isClose(Double(shown.a), 0.75, within: 1e-9))
  }

  @Test func theVersion2FormatComposesScaleRotationAndOffset() throws {
    let json = """
      {"version": 2, "baseImageURL": "", "pages": 2,
       "images": [{"key": "a", "imageName": "dot.png", "relativePosition": [0.5, 0.5]}],
       "elements": [{"views": ["a"], "startScale": 0.5, "appearPosition": [40, 0],
                     "appearRotation": 90, "startOpacity": 0, "appear": [1]}]}
      """
    let (spec, _) = try OnboardingCarouselSpec.decode(Array(json.utf8))
    var scene = OnboardingCarouselScene(
      spec: spec, size: Size(width: 100, height: 200),
      imageSizes: ["dot.png": Size(width: 10, height: 10)])
    scene.scroll(to: 50, at: 0.1)
    let index = try #require(scene.views.firstIndex { $0.key == "a" })
    let shown = scene.views[index].transform
    // Halfway: scale 0.75, 45°, and the offset is not scaled (SlidingCarousel scaled it).
    #expect(isClose(Double(shown.tx), 20, within: 1e-9))
    #expect(isClose(Double(shown.a), 0.75 * cos(.pi / 4), within: 1e-9))
    #expect(isClose(scene.views[index].alpha, 0.5, within: 1e-9))
  }
}
