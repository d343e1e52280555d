extension GestureBehavioursMachine {
  /// The behaviours a view can have; any combination works at once, with the same fingers.
  public struct Behaviours: OptionSet, Sendable, Hashable {
    /// The behaviours as bits.
    public var rawValue: UInt8
    /// Creates a set of behaviours from its raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// One or two fingers drag the view.
    public static let movable = Behaviours(rawValue: 1 << 0)
    /// Two fingers scale the view.
    public static let pinchable = Behaviours(rawValue: 1 << 1)
    /// Two fingers turn the view.
    public static let rotatable = Behaviours(rawValue: 1 << 2)
    /// A press dims the view and a release on it taps.
    public static let tappable = Behaviours(rawValue: 1 << 3)
    /// All four.
    public static let all: Behaviours = [.movable, .pinchable, .rotatable, .tappable]
  }

  /// Rotation snapping: a release near a multiple of `step` settles on it.
  public struct RotationSnap: Sendable, Hashable {
    /// The multiple to snap to, in radians.
    public var step: Double
    /// How close the rotation must come to a multiple, in radians.
    public var tolerance: Double

    /// Snaps to multiples of `step` within `tolerance` (90° within 10° by default).
    public init(step: Double = .pi / 2, tolerance: Double = .pi / 18) {
      self.step = step
      self.tolerance = tolerance
    }
  }

  /// Everything that shapes the behaviours; the defaults are Standard Template Protocols' where it
  /// had one.
  public struct Configuration: ControlConfiguration {
    /// The behaviours the view has; `makeMovable()` and its siblings add to it.
    public var behaviours: Behaviours = []
    /// Whether the view stays inside its container (the original's bounds check), rubber banding
    /// past its edges while dragged.
    public var keepsInsideContainer = true
    /// The smallest and largest scale (the original's `minimumPinchScale` and
    /// `maximumPinchScale`, which it never applied).
    public var scaleRange: ClosedRange<Double> = 0.1...2
    /// The rotations allowed, in radians; `nil` turns freely (the original's limits were unused).
    public var rotationRange: ClosedRange<Double>?
    /// Whether dragging past a bound rubber-bands (otherwise it stops at the bound).
    public var rubberBands = true
    /// Whether a release carries on with the fingers' speed before settling.
    public var hasMomentum = true
    /// Snapping of the rotation on release, if any.
    public var rotationSnap: RotationSnap?
    /// How close to 1 a released scale must be to snap to 1, if at all.
    public var scaleSnapTolerance: Double?
    /// Whether a double tap animates the view back to where it started.
    public var doubleTapResets = true
    /// How long a press must last before the view dims (the original's default, 1 ms).
    public var minimumPressDuration: TimeInterval = 0.001
    /// How far a press may drift before it is held long enough, in points.
    public var allowableMovement = 10.0
    /// How far the fingers must move before a drag begins, in points: inside a scrolling view this
    /// slop lets the scroll have vertical swipes that do not move the view.
    public var dragThreshold = 10.0
    /// The view's opacity while pressed (the original's `didTouchDown` default).
    public var pressedAlpha = 0.5
    /// How far an arrow key moves the view, in points.
    public var keyboardStep = 10.0
    /// How much + and − scale the view by.
    public var keyboardScaleFactor = 1.1
    /// How far [ and ] turn the view, in radians.
    public var keyboardRotation = Double.pi / 12
    /// The spring that settles the view after a release or a key.
    public var spring = DampedSpring(duration: 0.5, bounce: 0.15)
    /// Whether to avoid decorative motion: no momentum, no overshoot.
    public var reducesMotion = false

    /// The defaults, with no behaviour yet.
    public init() {}

    /// The defaults with `behaviours`.
    public init(behaviours: Behaviours) {
      self.behaviours = behaviours
    }

    /// What is wrong with this configuration, option by option; empty when it can be used.
    public func problems() -> [(option: String, message: String)] {
      var problems: [(option: String, message: String)] = []
      if !(scaleRange.lowerBound > 0 && scaleRange.upperBound.isFinite) {
        problems.append(("scaleRange", "must run between two positive, finite scales"))
      }
      if let range = rotationRange, !(range.lowerBound.isFinite && range.upperBound.isFinite) {
        problems.append(("rotationRange", "must run between two finite angles"))
      }
      for (value, option) in [
        (minimumPressDuration, "minimumPressDuration"), (allowableMovement, "allowableMovement"),
        (dragThreshold, "dragThreshold"), (keyboardStep, "keyboardStep"),
      ] where !(value.isFinite && value >= 0) {
        problems.append((option, "must be a finite number, not negative"))
      }
      if !(pressedAlpha.isFinite && (0...1).contains(pressedAlpha)) {
        problems.append(("pressedAlpha", "must be from 0 to 1"))
      }
      if !(keyboardScaleFactor.isFinite && keyboardScaleFactor > 1) {
        problems.append(("keyboardScaleFactor", "must be greater than 1"))
      }
      return problems
    }

    /// The scales a configuration may allow: the bounds math works in log space and multiplies
    /// the view's size, so a scale range is held inside this one.
    package static let scaleLimits = 1e-4...1e4

    /// This configuration with every option the machine cannot use replaced, so that no value an
    /// app hands it stops the process or leaves the view unusable.
    ///
    /// What ``problems()`` reports is repaired: a scale bound that is not a positive, finite
    /// number becomes the default's (0.1 or 2), the bounds are put in order and held within
    /// ``scaleLimits``; a rotation range with a NaN bound turns freely and one given backwards is
    /// put in order; a distance or duration that is negative or not finite becomes its default; an
    /// opacity is held from 0 to 1; a keyboard scale factor not greater than 1 becomes 1.1; a
    /// rotation snap whose step is not a positive, finite angle is dropped. Values that could be
    /// used are left as they are.
    package var repaired: Configuration {
      let defaults = Configuration()
      var repaired = self
      func usable(_ value: Double, _ fallback: Double) -> Double {
        value.isFinite && value >= 0 ? value : fallback
      }
      func scale(_ value: Double, _ fallback: Double) -> Double {
        let bound = value.isFinite && value > 0 ? value : fallback
        return Swift.min(
          Swift.max(bound, Self.scaleLimits.lowerBound), Self.scaleLimits.upperBound)
      }
      let low = scale(scaleRange.lowerBound, defaults.scaleRange.lowerBound)
      let high = scale(scaleRange.upperBound, defaults.scaleRange.upperBound)
      repaired.scaleRange = Swift.min(low, high)...Swift.max(low, high)
      if let range = rotationRange {
        let (low, high) = (range.lowerBound, range.upperBound)
        repaired.rotationRange =
          low.isNaN || high.isNaN ? nil : Swift.min(low, high)...Swift.max(low, high)
      }
      repaired.minimumPressDuration = usable(
        minimumPressDuration, defaults.minimumPressDuration)
      repaired.allowableMovement = usable(allowableMovement, defaults.allowableMovement)
      repaired.dragThreshold = usable(dragThreshold, defaults.dragThreshold)
      repaired.keyboardStep = usable(keyboardStep, defaults.keyboardStep)
      repaired.pressedAlpha =
        pressedAlpha.isNaN ? defaults.pressedAlpha : Swift.min(Swift.max(pressedAlpha, 0), 1)
      if !(keyboardScaleFactor.isFinite && keyboardScaleFactor > 1) {
        repaired.keyboardScaleFactor = defaults.keyboardScaleFactor
      }
      if !keyboardRotation.isFinite { repaired.keyboardRotation = defaults.keyboardRotation }
      if let snap = rotationSnap {
        repaired.rotationSnap =
          snap.step.isFinite && snap.step > 0
          ? RotationSnap(step: snap.step, tolerance: usable(snap.tolerance, 0)) : nil
      }
      if let tolerance = scaleSnapTolerance, tolerance.isNaN { repaired.scaleSnapTolerance = nil }
      return repaired
    }
  }

  /// What the behaviours report; the names are Standard Template Protocols' hooks.
  public enum Output: Sendable, Hashable {
    /// A drag began (`didStartMoving`).
    case startMoving
    /// The drag moved the view.
    case move(Placement)
    /// The drag ended, with the fingers' velocity in points per second (`didFinishMoving`).
    case finishMoving(velocity: Vector)
    /// A pinch began (`didStartPinching`).
    case startPinching
    /// The pinch scaled the view.
    case pinch(Placement)
    /// The pinch ended (`didFinishPinching`), with its velocity in scale per second.
    case finishPinching(velocity: Double)
    /// A rotation began (`didStartRotating`).
    case startRotating
    /// The rotation turned the view.
    case rotate(Placement)
    /// The rotation ended (`didFinishRotating`), with its velocity in radians per second.
    case finishRotating(velocity: Double)
    /// A press held long enough, or a finger came back over the view: dim it (`didTouchDown`).
    case touchDown
    /// The press ended or left the view: restore it (`didTouchUp`).
    case touchUp
    /// Released on the view (`didTap`).
    case tap
    /// A release settled on a snapping angle or scale: a detent cue for haptics.
    case snapped
    /// Say this to screen-reader users (after a keyboard or accessible action).
    case announce(String)
  }

  /// Where the view is: its visual centre, total scale and total rotation.
  public struct Placement: Sendable, Hashable {
    /// The visual centre, in the container's coordinates.
    public var center: Point
    /// The total scale.
    public var scale: Double
    /// The total rotation in radians.
    public var rotation: Double
  }
}
