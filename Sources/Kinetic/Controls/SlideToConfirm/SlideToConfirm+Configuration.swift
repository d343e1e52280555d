extension SlideToConfirmMachine {
  /// The axis the thumb travels along.
  public enum Orientation: String, Sendable, Hashable, CaseIterable {
    /// Left to right, or right to left in a right-to-left layout.
    case horizontal
    /// Bottom to top: slide up to confirm.
    case vertical
  }

  /// The reading direction of the control's surroundings.
  public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Left-to-right scripts: a horizontal thumb travels to the right.
    case leftToRight = "ltr"
    /// Right-to-left scripts: a horizontal thumb travels to the left and its arrow points left.
    case rightToLeft = "rtl"
  }

  /// How a slide to confirm looks and behaves; the defaults are DESlideToConfirmView's.
  public struct Configuration: ControlConfiguration {
    /// The thumb's extent along the track, in points (DESlideToConfirmView's `defaultThumbWidth`).
    public var thumbWidth: Double = 100
    /// Whether the thumb goes back to the start after a confirmed slide.
    public var resetsWhenCompleted = true
    /// How long, in seconds, the thumb rests at the end before it goes back.
    public var completionResetDelay: TimeInterval = 0.3
    /// How long, in seconds, the thumb takes to go back to the start.
    ///
    /// DESlideToConfirmView's value: the timed reset after a confirmed slide eases in and out over
    /// it, and the snap-back spring after an early release is tuned so that, released at rest, the
    /// thumb settles at the start this long after the release. A fling back may arrive sooner.
    public var resetAnimationDuration: TimeInterval = 0.2
    /// The fraction of the track the thumb must reach; 1 is the end (within one point), as the original.
    public var completionThreshold: Double = 1
    /// Whether a fast fling towards the end confirms even though the thumb was released short of it.
    public var completesOnFling = true
    /// How far along, as a fraction, a fling must start to confirm, so a flick from rest never does.
    public var flingMinimumProgress: Double = 0.5
    /// How fast, in points per second towards the end, a release must be to count as a fling.
    public var flingMinimumVelocity: Double = 1000
    /// Whether a release short of the end springs back carrying the finger's velocity.
    ///
    /// The spring takes ``resetAnimationDuration`` from a release at rest. When false, the thumb
    /// slides back along an ease-in-out curve over the same duration, as in the original.
    public var snapsBackWithSpring = true
    /// How much the snap-back spring overshoots the start, from 0 (none, the default) towards 1.
    ///
    /// Only the spring's shape: how long it takes is ``resetAnimationDuration``.
    public var snapBackBounce: Double = 0
    /// Whether a drag may start anywhere on the control and make the thumb jump under the finger,
    /// as in the original; by default only a drag that starts on the thumb moves it.
    public var dragsFromAnywhere = false
    /// The axis of travel.
    public var orientation = Orientation.horizontal
    /// The surroundings' reading direction; it mirrors a horizontal travel and the arrow, never the text.
    public var layoutDirection = LayoutDirection.leftToRight
    /// Whether the host runs an action whose result it reports with
    /// ``SlideToConfirmMachine/actionSucceeded(at:)`` or ``SlideToConfirmMachine/actionFailed(message:at:)``.
    public var awaitsActionResult = false
    /// How long, in seconds, a success or failure stays on show.
    public var resultDisplayDuration: TimeInterval = 1.2
    /// How long, in seconds, a keyboard or assistive activation stays armed waiting for the second one.
    public var confirmationWindow: TimeInterval = 3
    /// Whether motion is reduced: positions jump instead of travelling; states still show.
    public var reducesMotion = false
    /// Whether the control responds to input.
    public var isEnabled = true
    /// The text on the thumb; the look adds an arrow pointing the way to slide.
    public var title = "Confirm"
    /// The text on the track, which says what sliding does; it is also the accessible label.
    public var prompt = "Slide to confirm"
    /// What the control shows and announces beside its title and prompt, in English unless a
    /// front end that translates sets them.
    package var texts = Texts()

    /// Creates the default configuration.
    public init() {}

    /// Problems that make this configuration unusable for a control of `size`, as (option, message) pairs.
    ///
    /// Hosts that take options from users (`kinetic play`, the gallery's knobs) report these;
    /// the machine itself clamps whatever it is given so it can never misbehave.
    public func problems(for size: Size) -> [(option: String, message: String)] {
      var found: [(option: String, message: String)] = []
      let length = orientation == .horizontal ? size.width : size.height
      if !thumbWidth.isFinite || thumbWidth <= 0 {
        found.append(("thumbWidth", "expected a positive number of points"))
      } else if length.isFinite, thumbWidth >= length {
        found.append(
          (
            "thumbWidth",
            DiagnosticMessage("expected less than the control's length (\(length) points)").text
          ))
      }
      for (name, value) in [
        ("completionResetDelay", completionResetDelay),
        ("resetAnimationDuration", resetAnimationDuration),
        ("resultDisplayDuration", resultDisplayDuration),
        ("confirmationWindow", confirmationWindow),
      ] where !value.isFinite || value < 0 || value > 3600 {
        found.append((name, "expected a number of seconds from 0 to 3600"))
      }
      if !completionThreshold.isFinite || completionThreshold <= 0 || completionThreshold > 1 {
        found.append(("completionThreshold", "expected a fraction greater than 0 and at most 1"))
      }
      if !flingMinimumVelocity.isFinite || flingMinimumVelocity < 0 {
        found.append(
          ("flingMinimumVelocity", "expected a non-negative number of points per second"))
      }
      if !flingMinimumProgress.isFinite || flingMinimumProgress < 0 || flingMinimumProgress > 1 {
        found.append(("flingMinimumProgress", "expected a fraction from 0 to 1"))
      }
      return found
    }

    /// The longest any of the slide's durations may be, in seconds (as ``problems(for:)`` says).
    package static let longestDuration: TimeInterval = 3600

    /// This configuration with every number the machine cannot use replaced, so that no value an
    /// app hands it stops or stalls the slide.
    ///
    /// A number that is not finite becomes the default's; a duration is held from 0 to
    /// ``longestDuration`` (an endless reset animation or result would leave the slide busy for
    /// good); the fractions are held from 0 to 1 and the fling speed is not negative. Values that
    /// could be used are left as they are; the thumb's width is fitted by the layout.
    package var repaired: Configuration {
      let defaults = Configuration()
      var repaired = self
      let durations = 0...Self.longestDuration
      repaired.completionResetDelay = completionResetDelay.held(
        in: durations, fallback: defaults.completionResetDelay)
      repaired.resetAnimationDuration = resetAnimationDuration.held(
        in: durations, fallback: defaults.resetAnimationDuration)
      repaired.resultDisplayDuration = resultDisplayDuration.held(
        in: durations, fallback: defaults.resultDisplayDuration)
      repaired.confirmationWindow = confirmationWindow.held(
        in: durations, fallback: defaults.confirmationWindow)
      repaired.completionThreshold = completionThreshold.held(
        in: 0...1, fallback: defaults.completionThreshold)
      repaired.flingMinimumProgress = flingMinimumProgress.held(
        in: 0...1, fallback: defaults.flingMinimumProgress)
      repaired.flingMinimumVelocity = flingMinimumVelocity.held(
        in: 0...Double.greatestFiniteMagnitude, fallback: defaults.flingMinimumVelocity)
      if !snapBackBounce.isFinite { repaired.snapBackBounce = defaults.snapBackBounce }
      return repaired
    }
  }
}

extension SlideToConfirmMachine {
  /// The words a slide to confirm shows and announces beside its title and prompt.
  ///
  /// English by default; KineticGTK sets them in the user's language (gettext) or as the app
  /// asks. What is announced is what is shown, so each text is set in one place.
  package struct Texts: Hashable, Sendable {
    /// Shown and announced while one activation waits for the second.
    package var armed = "Press again to confirm"
    /// Shown and announced while the app's action runs.
    package var working = "Working…"
    /// Shown and announced when the app's action succeeded, or when a confirmation needs no
    /// result.
    package var succeeded = "Done"
    /// Shown and announced for a failure the app gave no message for.
    package var failure = "Something went wrong"
    /// How to use the control, for assistive technologies.
    package var hint = "Slide to the end, or press Enter twice, to confirm"

    package init() {}
  }
}
