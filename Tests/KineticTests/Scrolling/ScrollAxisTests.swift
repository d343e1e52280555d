import Foundation
import Kinetic
import Testing

/// Ticks an axis at 120 frames a second from `start` to `end`, returning the offsets it showed.
private func run(_ axis: inout ScrollAxis, from start: Double, to end: Double) -> [Double] {
  var offsets: [Double] = []
  var time = start
  while time < end {
    time += 1.0 / 120
    axis.tick(at: time)
    offsets.append(axis.offset)
  }
  return offsets
}

struct ScrollAxisTests {
  @Test func draggingWithinTheContentFollowsTheFinger() {
    var axis = ScrollAxis(contentLength: 2000, viewportLength: 600)
    axis.beginDrag(at: 0)
    axis.drag(by: -300)
    #expect(axis.offset == 300)
    axis.drag(by: -250)
    #expect(axis.offset == 250)
    #expect(axis.overscrollAtStart == 0)
  }

  @Test func pullingPastTheStartIsRubberBanded() {
    var axis = ScrollAxis(contentLength: 2000, viewportLength: 600)
    axis.beginDrag(at: 0)
    axis.drag(by: 150)
    let shown = RubberBand.standard.offset(for: 150, dimension: 600)
    #expect(isClose(axis.overscrollAtStart, shown))
    #expect(axis.overscrollAtStart < 150)
    axis.drag(by: 100_000)
    #expect(axis.overscrollAtStart < 600)
  }

  @Test func aShortListStillPullsWhenItAlwaysBounces() {
    var bouncy = ScrollAxis(contentLength: 200, viewportLength: 600)
    bouncy.beginDrag(at: 0)
    bouncy.drag(by: 120)
    #expect(bouncy.overscrollAtStart > 0)

    var configuration = ScrollAxis.Configuration()
    configuration.alwaysBounces = false
    var stiff = ScrollAxis(contentLength: 200, viewportLength: 600, configuration: configuration)
    stiff.beginDrag(at: 0)
    stiff.drag(by: 120)
    #expect(stiff.offset == 0)
  }

  @Test func releasingAnOverscrollSpringsBackToTheEdge() {
    var axis = ScrollAxis(contentLength: 2000, viewportLength: 600)
    axis.beginDrag(at: 0)
    axis.drag(by: 200)
    axis.endDrag(velocity: 0, at: 0.2)
    #expect(axis.isMoving)
    let offsets = run(&axis, from: 0.2, to: 2)
    #expect(offsets.allSatisfy { $0 <= 0.001 })
    #expect(axis.offset == 0)
    #expect(!axis.isMoving)
  }

  @Test func aFlickCoastsAndSlowsDownWithUIScrollViewsDeceleration() {
    var axis = ScrollAxis(contentLength: 10_000, viewportLength: 600)
    axis.beginDrag(at: 0)
    axis.drag(by: -100)
    axis.endDrag(velocity: -1000, at: 0.1)
    _ = run(&axis, from: 0.1, to: 10)
    // 100 points dragged plus the projection of 1,000 pt/s at 0.998 per ms.
    #expect(isClose(axis.offset, 100 + 499.5, within: 1))
    #expect(!axis.isMoving)
  }

  @Test func aCoastThatHitsTheEdgeBouncesAndComesBack() {
    var axis = ScrollAxis(contentLength: 1000, viewportLength: 600)
    axis.beginDrag(at: 0)
    axis.drag(by: -350)
    axis.endDrag(velocity: -3000, at: 0.1)
    let offsets = run(&axis, from: 0.1, to: 4)
    #expect(offsets.contains { $0 > 400.5 }, "it passes the end for a moment")
    #expect(axis.offset == 400)
    #expect(!axis.isMoving)
  }

  @Test func grabbingDuringABounceResumesWithoutAJump() {
    var axis = ScrollAxis(contentLength: 2000, viewportLength: 600)
    axis.beginDrag(at: 0)
    axis.drag(by: 200)
    axis.endDrag(velocity: 0, at: 0.1)
    _ = run(&axis, from: 0.1, to: 0.15)
    let before = axis.offset
    axis.beginDrag(at: 0.15)
    axis.drag(by: 0)
    #expect(isClose(axis.offset, before, within: 1e-6))
  }

  @Test func settlingHoldsAnOffsetSuchAsAnOpenStatusView() {
    var axis = ScrollAxis(contentLength: 2000, viewportLength: 600)
    axis.beginDrag(at: 0)
    axis.drag(by: 200)
    axis.endDrag(velocity: 0, at: 0.1)
    axis.settle(at: -50, time: 0.1)
    _ = run(&axis, from: 0.1, to: 2)
    #expect(axis.offset == -50)
    #expect(axis.overscrollAtStart == 50)
  }

  @Test func shrinkingTheContentBringsAnOffsetPastTheEndBack() {
    var axis = ScrollAxis(contentLength: 2000, viewportLength: 600)
    axis.beginDrag(at: 0)
    axis.drag(by: -1400)
    axis.endDrag(velocity: 0, at: 0.1)
    axis.resize(contentLength: 900, viewportLength: 600, at: 0.2)
    _ = run(&axis, from: 0.2, to: 3)
    #expect(axis.offset == 300)
  }

  @Test func nonFiniteInputIsIgnored() {
    var axis = ScrollAxis(contentLength: .nan, viewportLength: 600)
    axis.beginDrag(at: 0)
    axis.drag(by: .infinity)
    axis.endDrag(velocity: .nan, at: 0.1)
    axis.tick(at: .nan)
    #expect(axis.offset.isFinite)
  }
}
