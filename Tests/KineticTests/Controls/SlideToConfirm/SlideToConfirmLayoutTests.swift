import Foundation
import Kinetic
import Testing

struct SlideToConfirmLayoutTests {
  typealias Machine = SlideToConfirmMachine

  @Test func theOriginalsExampleLaysOutTheSame() {
    let layout = Machine.Layout(size: Size(width: 300, height: 50), configuration: .init())
    #expect(layout.thumbFrame(at: 0) == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(layout.trackFrame == Rect(x: 50, y: 24.5, width: 200, height: 1))
    #expect(layout.thumbFrame(at: 1) == Rect(x: 200, y: 0, width: 100, height: 50))
  }

  @Test func progressIsTheThumbCentresPlaceAlongTheTrack() {
    let layout = Machine.Layout(size: Size(width: 300, height: 50), configuration: .init())
    #expect(layout.progress(forThumbCenter: 150) == 0.5)
    #expect(layout.progress(forThumbCenter: 10) == 0)
    #expect(layout.progress(forThumbCenter: 290) == 1)
    #expect(layout.thumbCenter(at: 0.25) == 100)
  }

  @Test func rightToLeftMirrorsTheTravel() {
    var configuration = Machine.Configuration()
    configuration.layoutDirection = .rightToLeft
    let layout = Machine.Layout(size: Size(width: 300, height: 50), configuration: configuration)
    #expect(layout.thumbFrame(at: 0) == Rect(x: 200, y: 0, width: 100, height: 50))
    #expect(layout.thumbFrame(at: 1) == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(layout.progress(forThumbCenter: 100) == 0.75)
    #expect(layout.filledFrame(at: 0.5) == Rect(x: 100, y: 0, width: 200, height: 50))
  }

  @Test func verticalTravelRunsBottomToTop() {
    var configuration = Machine.Configuration()
    configuration.orientation = .vertical
    configuration.thumbWidth = 60
    let layout = Machine.Layout(size: Size(width: 70, height: 260), configuration: configuration)
    #expect(layout.thumbFrame(at: 0) == Rect(x: 0, y: 200, width: 70, height: 60))
    #expect(layout.thumbFrame(at: 1) == Rect(x: 0, y: 0, width: 70, height: 60))
    #expect(layout.trackFrame == Rect(x: 34.5, y: 30, width: 1, height: 200))
    #expect(layout.progressVelocity(Vector(dx: 0, dy: -400)) == 2)
  }

  @Test func aThumbAsLongAsTheControlHasNoTravelAndNoNaN() {
    var configuration = Machine.Configuration()
    configuration.thumbWidth = 400
    let layout = Machine.Layout(size: Size(width: 300, height: 50), configuration: configuration)
    #expect(layout.travel == 0)
    #expect(layout.progress(forThumbCenter: 200) == 0)
    #expect(layout.progressVelocity(Vector(dx: 1000, dy: 0)) == 0)
    #expect(layout.thumbFrame(at: 1).width == 300)
  }

  @Test func configurationProblemsNameTheOptionAndWhatWasExpected() {
    var configuration = Machine.Configuration()
    configuration.thumbWidth = 320
    configuration.completionThreshold = 1.5
    configuration.resetAnimationDuration = .nan
    let problems = configuration.problems(for: Size(width: 300, height: 50))
    #expect(
      problems.map(\.option) == ["thumbWidth", "resetAnimationDuration", "completionThreshold"])
    #expect(problems[0].message.contains("300"))
    #expect(Machine.Configuration().problems(for: Size(width: 300, height: 50)).isEmpty)
  }

  /// A length too large for a whole number is said as a decimal, not turned into an `Int`
  /// (which would stop the process).
  @Test func aHugeLengthIsSaidWithoutTrapping() {
    var configuration = Machine.Configuration()
    configuration.thumbWidth = 2e300
    configuration.resetAnimationDuration = 0.25
    let problems = configuration.problems(for: Size(width: 1e300, height: 50))
    #expect(problems.map(\.message) == ["expected less than the control's length (1e+300 points)"])
    configuration.thumbWidth = 400
    #expect(
      configuration.problems(for: Size(width: 300.5, height: 50)).map(\.message) == [
        "expected less than the control's length (300.5 points)"
      ])
  }
}
