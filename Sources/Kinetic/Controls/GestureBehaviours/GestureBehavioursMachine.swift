import CKineticLibc

/// The headless gesture behaviours: a view made movable, pinchable, rotatable and tappable.
///
/// The machine is a value that owns one view's ``ViewTransform``. Feed it pointer and key events
/// with ``handle(_:)``, call ``tick(at:)`` on every frame while ``needsTicks``, and set the view's
/// transform from ``transform`` (and its opacity from ``alpha``) after each call. Events are in the
/// container's coordinates; a gesture starts only on the view itself. The protocols
/// (``Movable``, ``Pinchable``, ``Rotatable``, ``Tappable``) wrap it with Standard Template
/// Protocols' hooks.
///
/// Beyond the original: the scale is multiplicative and bounded, bounds are checked against where
/// the view is now, pinch and rotation turn about the fingers' centroid fixed when they start,
/// every release carries momentum into a spring that ends inside the bounds, optional snapping,
/// double tap to reset, keyboard and accessible equivalents, reduced motion, and a drag that
/// would only push the view against a bound is left to an enclosing scroll.
public struct GestureBehavioursMachine: Control {
  /// The behaviours' configuration.
  public private(set) var configuration: Configuration
  /// The view's centre in the container's coordinates, as its layout put it.
  public private(set) var center: Point
  /// The view's untransformed size.
  public private(set) var size: Size
  /// The container's bounds, when there is one.
  public private(set) var container: Rect?
  /// Where the behaviours have put the view.
  public private(set) var transform = ViewTransform.identity
  /// The view's opacity: dimmed while pressed.
  public private(set) var alpha = 1.0
  /// The latest time the machine has been told of, in seconds.
  public private(set) var time: TimeInterval = 0

  private var pan: PanRecognizer
  private var pinch = PinchRecognizer()
  private var rotation = RotationRecognizer()
  private var press: LongPressRecognizer
  private var doubleTap = TapRecognizer(
    configuration: .init(numberOfTapsRequired: 2, maximumTapInterval: 0.35))
  /// The fingers on the view and what they have decided, or `nil` while none touches it.
  private var contact: Contact?
  private var isMoving = false
  private var isPinching = false
  private var isRotating = false
  private var isPressed = false
  private var panTranslation = Vector.zero
  /// How fast the fingers drag the view, in points per second.
  public private(set) var translationVelocity = Vector.zero
  /// How fast the pinch scales the view, in scale per second.
  public private(set) var scaleVelocity = 0.0
  /// How fast the rotation turns the view, in radians per second.
  public private(set) var rotationVelocity = 0.0
  private var pinchScale = 1.0
  private var rotationAngle = 0.0
  private var base = Base()
  private var settle: Settle?
  /// Whether the bounds changed under a view at rest and it must spring back inside on the next
  /// tick (the geometry comes without a time).
  private var needsContainment = false
  /// What the bounds' springs added to the translation, and where they left the view heading,
  /// while nothing else has moved it since: the board's correction, not a move of anyone's.
  private var correction: (shift: Vector, target: ViewTransform)?

  /// The fingers on the view: at most two, the second only with a first (who lifts first hands
  /// over to the other), and what they decided, which ends when the last one lifts.
  private struct Contact: Sendable {
    /// The finger that came down first (or the one left after it lifted).
    var first: PointerID
    /// A second finger, for pinching and turning.
    var second: PointerID?
    /// Whether a drag that would only push the view against a bound was left to an enclosing
    /// scroll, so these fingers never move the view.
    var yielded = false
    /// Whether a drag, pinch or rotation started, so the press is no longer a tap.
    var pressSpoiled = false
    /// Where the first finger was last seen, for a lift that comes without a location.
    var firstLocation = Point.zero
    /// Where the second finger was last seen.
    var secondLocation = Point.zero

    /// Where `pointer` was last seen, if it is one of these fingers.
    func lastLocation(of pointer: PointerID) -> Point? {
      pointer == first ? firstLocation : pointer == second ? secondLocation : nil
    }

    /// Notes where `pointer`, one of these fingers, is now.
    mutating func see(_ pointer: PointerID, at location: Point) {
      if pointer == first {
        firstLocation = location
      } else if pointer == second {
        secondLocation = location
      }
    }
  }

  /// The gesture values from which the transform is measured, taken whenever a gesture starts or
  /// ends so that each keeps going from where the view is.
  private struct Base: Sendable {
    var transform = ViewTransform.identity
    var anchor = Point.zero
    var panTranslation = Vector.zero
    var pinchScale = 1.0
    var rotationAngle = 0.0
  }

  /// The animation that settles the view after a release, a key or a reset.
  private struct Settle: Sendable {
    var x: Trajectory
    var y: Trajectory
    var scale: Trajectory
    var rotation: Trajectory

    var end: TimeInterval { Swift.max(x.end, y.end, scale.end, rotation.end) }
  }

  /// Creates the behaviours for a view of `size` centred at `center` in `container`.
  ///
  /// Options the machine cannot use are repaired (see `Configuration.repaired`); a centre or a
  /// size that is not finite counts as zero, and a container that is not finite as none.
  public init(
    center: Point, size: Size, container: Rect?,
    configuration: Configuration = Configuration()
  ) {
    self.center = center.isFinite ? center : .zero
    self.size = Self.usable(size) ?? .zero
    self.container = Self.usable(container)
    self.configuration = configuration.repaired
    pan = Self.makePan(self.configuration)
    press = Self.makePress(self.configuration)
  }

  /// `size` with its sides made positive, or `nil` when a side is not finite.
  private static func usable(_ size: Size) -> Size? {
    guard size.width.isFinite, size.height.isFinite else { return nil }
    return Size(width: abs(size.width), height: abs(size.height))
  }

  /// `container` standardized, or `nil` (no container) when it is not finite: the bounds would
  /// otherwise be NaN.
  private static func usable(_ container: Rect?) -> Rect? {
    guard let container, container.origin.isFinite, let size = usable(container.size) else {
      return nil
    }
    return Rect(origin: container.standardized.origin, size: size)
  }

  private static func makePan(_ configuration: Configuration) -> PanRecognizer {
    PanRecognizer(
      configuration: .init(
        minimumDistance: Double(configuration.dragThreshold), maximumPointers: 2))
  }

  private static func makePress(_ configuration: Configuration) -> LongPressRecognizer {
    LongPressRecognizer(
      configuration: .init(
        minimumPressDuration: configuration.minimumPressDuration,
        allowableMovement: Double(configuration.allowableMovement)))
  }

  /// Where the view is now.
  public var placement: Placement {
    Placement(
      center: transform.visualCenter(of: center), scale: transform.scale,
      rotation: transform.rotation)
  }

  /// Whether a drag, pinch or rotation holds the view: a host inside a scrolling view claims the
  /// pointers only then, so swipes that do not move the view still scroll.
  public var claimsPointers: Bool { isMoving || isPinching || isRotating }

  /// Whether an animation or a pending press needs the host to keep calling ``tick(at:)``.
  public var needsTicks: Bool {
    settle != nil || needsContainment
      || (contact != nil && configuration.behaviours.contains(.tappable) && !isPressed)
  }

  // MARK: Input

  /// Handles one pointer, key or scroll event.
  ///
  /// A scroll with Control scales the view (about the pointer, when the host knows where it is)
  /// and one with Shift turns it, for mice and touchpads; other scrolls are left to the host.
  public mutating func handle(_ event: InputEvent) -> Outputs<Output> {
    var outputs = advance(to: event.time)
    switch event {
    case .pointer(let pointer): handlePointer(pointer, into: &outputs)
    case .key(let key): handleKey(key, into: &outputs)
    case .scroll(let scroll): handleScroll(scroll, into: &outputs)
    }
    return outputs
  }

  /// Lets time pass: runs the settling animation and a pending press.
  public mutating func tick(at time: TimeInterval) -> Outputs<Output> {
    advance(to: time)
  }

  private mutating func handlePointer(_ event: PointerEvent, into outputs: inout Outputs<Output>) {
    var event = event
    if !event.location.isFinite {
      // A finger that lifts where no number says (NaN, an infinity) still lifts, as a cancel
      // where it was last seen: otherwise the board would be held for good by a finger that is
      // gone, and ignore every later touch.
      guard event.isFinal, let last = contact?.lastLocation(of: event.pointer) else { return }
      event.location = last
      event.phase = .cancel
    }
    if event.phase == .down {
      if let touching = contact {
        guard touching.second == nil, event.pointer != touching.first else { return }
        contact?.second = event.pointer
      } else {
        // A gesture starts on the view itself.
        guard transform.contains(event.location, viewCenter: center, size: size) else { return }
        contact = Contact(first: event.pointer)
        freezeSettle()
      }
    } else if let touching = contact {
      guard event.pointer == touching.first || event.pointer == touching.second else { return }
    } else {
      return
    }
    contact?.see(event.pointer, at: event.location)
    let behaviours = configuration.behaviours
    if behaviours.contains(.tappable) {
      if let update = press.handle(event) { pressed(update, into: &outputs) }
    }
    if configuration.doubleTapResets, let update = doubleTap.handle(event), update.phase == .ended,
      update.tapCount >= 2
    {
      outputs.append(contentsOf: reset(at: time))
    }
    if behaviours.contains(.pinchable), let update = pinch.handle(event) {
      pinched(update, into: &outputs)
    }
    if behaviours.contains(.rotatable), let update = rotation.handle(event) {
      rotated(update, into: &outputs)
    }
    if behaviours.contains(.movable), let update = pan.handle(event) {
      panned(update, into: &outputs)
    }
    if event.phase == .up || event.phase == .cancel, var lifted = contact {
      if event.pointer == lifted.first {
        if let second = lifted.second {
          lifted.first = second
          lifted.firstLocation = lifted.secondLocation
          lifted.second = nil
          contact = lifted
        } else {
          contact = nil
        }
      } else if event.pointer == lifted.second {
        lifted.second = nil
        contact = lifted
      }
      if contact == nil {
        // A finger that only held the view mid-spring lets it finish inside its bounds.
        if !claimsPointers, settle == nil {
          let inside = bounded(transform, rubberBanding: false)
          if inside != transform { animate(to: inside) }
        }
      }
    }
  }

  // MARK: Gestures

  private mutating func panned(_ update: PanRecognizer.Update, into outputs: inout Outputs<Output>)
  {
    guard contact?.yielded != true else { return }
    switch update.phase {
    case .began:
      if update.pointerCount == 1, !isPinching, !isRotating, pushesAgainstBound(update.translation)
      {
        // Moving the view is not possible this way: let an enclosing scroll have the swipe.
        contact?.yielded = true
        return
      }
      freezeSettle()
      rebase(at: update.location)
      isMoving = true
      // Measured from the touch-down, so the view stays under the finger after the slop.
      panTranslation = update.translation
      base.panTranslation = .zero
      spoilPress(into: &outputs)
      outputs.append(.startMoving)
      follow(into: &outputs, .move(placement))
    case .changed:
      guard isMoving else { return }
      panTranslation = update.translation
      translationVelocity = update.velocity
      follow(into: &outputs, .move(placement))
    case .ended, .cancelled:
      guard isMoving else { return }
      panTranslation = update.translation
      translationVelocity = update.phase == .ended ? update.velocity : .zero
      follow(into: &outputs, .move(placement))
      isMoving = false
      outputs.append(.finishMoving(velocity: translationVelocity))
      rebase(at: update.location)
      releaseIfIdle(cancelled: update.phase == .cancelled, into: &outputs)
    }
  }

  private mutating func pinched(
    _ update: PinchRecognizer.Update, into outputs: inout Outputs<Output>
  ) {
    switch update.phase {
    case .began:
      freezeSettle()
      rebase(at: update.anchor)
      isPinching = true
      pinchScale = Double(update.scale)
      base.pinchScale = 1
      spoilPress(into: &outputs)
      outputs.append(.startPinching)
      follow(into: &outputs, .pinch(placement))
    case .changed:
      guard isPinching, update.scale > 0 else { return }
      pinchScale = Double(update.scale)
      scaleVelocity = Double(update.velocity)
      follow(into: &outputs, .pinch(placement))
    case .ended, .cancelled:
      guard isPinching else { return }
      isPinching = false
      // The original skipped `didFinishPinching` on a cancel and kept a stale scale: not here.
      scaleVelocity = update.phase == .ended ? Double(update.velocity) : 0
      outputs.append(.finishPinching(velocity: scaleVelocity))
      rebase(at: update.location)
      releaseIfIdle(cancelled: update.phase == .cancelled, into: &outputs)
    }
  }

  private mutating func rotated(
    _ update: RotationRecognizer.Update, into outputs: inout Outputs<Output>
  ) {
    switch update.phase {
    case .began:
      freezeSettle()
      rebase(at: update.anchor)
      isRotating = true
      rotationAngle = Double(update.rotation)
      base.rotationAngle = 0
      spoilPress(into: &outputs)
      outputs.append(.startRotating)
      follow(into: &outputs, .rotate(placement))
    case .changed:
      guard isRotating else { return }
      rotationAngle = Double(update.rotation)
      rotationVelocity = Double(update.velocity)
      follow(into: &outputs, .rotate(placement))
    case .ended, .cancelled:
      guard isRotating else { return }
      isRotating = false
      rotationVelocity = update.phase == .ended ? Double(update.velocity) : 0
      outputs.append(.finishRotating(velocity: rotationVelocity))
      rebase(at: update.location)
      releaseIfIdle(cancelled: update.phase == .cancelled, into: &outputs)
    }
  }

  private mutating func pressed(
    _ update: LongPressRecognizer.Update, into outputs: inout Outputs<Output>
  ) {
    // The pre-regression intent of the original's hit test: the view grown by half its size on
    // every side, in one coordinate space.
    let inside = transform.contains(update.location, viewCenter: center, size: size, margin: 0.5)
    let pressSpoiled = contact?.pressSpoiled ?? false
    switch update.phase {
    case .began:
      guard !pressSpoiled, !claimsPointers else { return }
      setPressed(true, into: &outputs)
    case .changed:
      guard !pressSpoiled else { return }
      // Reported when the finger crosses the edge, not on every move as the original did.
      setPressed(inside, into: &outputs)
    case .ended:
      let taps = isPressed && inside && !pressSpoiled
      setPressed(false, into: &outputs)
      if taps { outputs.append(.tap) }
      contact?.pressSpoiled = false
    case .cancelled:
      setPressed(false, into: &outputs)
      contact?.pressSpoiled = false
    }
  }

  private mutating func setPressed(_ pressed: Bool, into outputs: inout Outputs<Output>) {
    guard pressed != isPressed else { return }
    isPressed = pressed
    alpha = pressed ? configuration.pressedAlpha : 1
    outputs.append(pressed ? .touchDown : .touchUp)
  }

  /// A drag, pinch or rotation started: the press is no longer a tap.
  private mutating func spoilPress(into outputs: inout Outputs<Output>) {
    guard configuration.behaviours.contains(.tappable) else { return }
    contact?.pressSpoiled = true
    setPressed(false, into: &outputs)
  }

  /// Takes the current gesture values as the new starting point.
  private mutating func rebase(at anchor: Point) {
    base = Base(
      transform: transform, anchor: anchor, panTranslation: panTranslation,
      pinchScale: pinchScale, rotationAngle: rotationAngle)
  }

  /// Applies the gestures to the transform, bounded, and reports `output`.
  private mutating func follow(into outputs: inout Outputs<Output>, _ output: (Output)) {
    transform = bounded(rawTransform(), rubberBanding: configuration.rubberBands)
    switch output {
    case .move: outputs.append(.move(placement))
    case .pinch: outputs.append(.pinch(placement))
    case .rotate: outputs.append(.rotate(placement))
    default: outputs.append(output)
    }
  }

  /// The transform the fingers ask for, before bounds: scale and rotation about the anchor the
  /// gesture started at, then the fingers' translation.
  private func rawTransform() -> ViewTransform {
    let relativeScale = isPinching && base.pinchScale > 0 ? pinchScale / base.pinchScale : 1
    let relativeRotation = isRotating ? rotationAngle - base.rotationAngle : 0
    let start = base.transform.visualCenter(of: center)
    let movable = configuration.behaviours.contains(.movable)
    // A view that cannot move scales and turns about its own centre.
    let anchor = movable ? base.anchor : start
    let offset = anchor.vector(to: start)
    let cosine = cos(relativeRotation)
    let sine = sin(relativeRotation)
    let turned = Vector(
      dx: (Double(offset.dx) * cosine - Double(offset.dy) * sine) * relativeScale,
      dy: (Double(offset.dx) * sine + Double(offset.dy) * cosine) * relativeScale)
    let moved =
      isMoving && movable ? panTranslation.subtracting(base.panTranslation) : Vector.zero
    let visual = anchor.offset(by: turned).offset(by: moved)
    return ViewTransform(
      translation: center.vector(to: visual),
      scale: base.transform.scale * relativeScale,
      rotation: base.transform.rotation + relativeRotation)
  }

  // MARK: Bounds

  /// The transform held within the bounds, rubber banded past them while dragging.
  ///
  /// A part of `raw` that is not finite (a fling or a key pushed past what a `Double` holds) keeps
  /// the view's current value, so the transform stays finite.
  private func bounded(_ raw: ViewTransform, rubberBanding: Bool) -> ViewTransform {
    var raw = raw
    if !raw.translation.isFinite { raw.translation = transform.translation }
    if !raw.scale.isFinite { raw.scale = transform.scale }
    if !raw.rotation.isFinite { raw.rotation = transform.rotation }
    var result = raw
    let band = RubberBand.standard
    let scaleRange = configuration.scaleRange
    // Scale is banded in log space, so shrinking and growing resist alike.
    let logScale = log(Swift.max(raw.scale, 1e-6))
    // The configuration is repaired on the way in, so both bounds are positive and in order.
    let logRange = log(scaleRange.lowerBound)...log(scaleRange.upperBound)
    result.scale = exp(
      rubberBanding
        ? band.clamp(logScale, to: logRange, dimension: 0.5) : clamp(logScale, to: logRange))
    if let range = configuration.rotationRange {
      result.rotation =
        rubberBanding
        ? band.clamp(raw.rotation, to: range, dimension: .pi / 2) : clamp(raw.rotation, to: range)
    }
    if let region = centerRegion(for: result) {
      let visual = raw.visualCenter(of: center)
      let x =
        rubberBanding
        ? band.clamp(Double(visual.x), to: region.x, dimension: Double(container?.width ?? 1))
        : clamp(Double(visual.x), to: region.x)
      let y =
        rubberBanding
        ? band.clamp(Double(visual.y), to: region.y, dimension: Double(container?.height ?? 1))
        : clamp(Double(visual.y), to: region.y)
      result.translation = center.vector(to: Point(x: x, y: y))
    }
    // A layout centre far from the container (1e308 points away) can overflow the difference.
    if !result.translation.isFinite { result.translation = transform.translation }
    return result
  }

  /// Where the view's visual centre may be so that its bounding box stays in the container; on an
  /// axis where the view is larger than the container, only the container's middle (and
  /// anywhere when even that is not a number, as for a container of infinite size).
  private func centerRegion(for transform: ViewTransform) -> (
    x: ClosedRange<Double>, y: ClosedRange<Double>
  )? {
    guard configuration.keepsInsideContainer, let container else { return nil }
    let box = transform.boundingSize(of: size)
    func range(_ low: Double, _ high: Double, _ extent: Double) -> ClosedRange<Double> {
      let lower = Double(low + extent / 2)
      let upper = Double(high - extent / 2)
      if lower <= upper { return lower...upper }
      let middle = (lower + upper) / 2
      if middle.isFinite { return middle...middle }
      let centre = low / 2 + high / 2
      return centre.isFinite ? centre...centre : -Double.infinity...Double.infinity
    }
    return (
      range(container.minX, container.maxX, box.width),
      range(container.minY, container.maxY, box.height)
    )
  }

  /// Whether a one-finger drag in `direction` would only push the view against a bound it is at.
  private func pushesAgainstBound(_ direction: Vector) -> Bool {
    guard let region = centerRegion(for: transform) else { return false }
    let visual = transform.visualCenter(of: center)
    let horizontal = abs(direction.dx) >= abs(direction.dy)
    let value = Double(horizontal ? visual.x : visual.y)
    let push = Double(horizontal ? direction.dx : direction.dy)
    let range = horizontal ? region.x : region.y
    return (push > 0 && value >= range.upperBound - 0.5)
      || (push < 0 && value <= range.lowerBound + 0.5)
  }

  // MARK: Release and settling

  /// Once no gesture holds the view, it settles: momentum, then a spring inside the bounds.
  private mutating func releaseIfIdle(cancelled: Bool, into outputs: inout Outputs<Output>) {
    guard !claimsPointers else { return }
    let momentum = configuration.hasMomentum && !configuration.reducesMotion && !cancelled
    let visual = transform.visualCenter(of: center)
    let velocity =
      momentum
      ? (
        translationVelocity, scaleVelocity * transform.scale / Swift.max(base.pinchScale, 1e-6),
        rotationVelocity
      )
      : (Vector.zero, 0.0, 0.0)
    var target = transform
    // Where the release would coast to, then held inside the bounds and snapped.
    let deceleration = Deceleration.normal
    let slow = Deceleration.fast
    target.scale = transform.scale + slow.projectedDistance(velocity: velocity.1)
    target.rotation = transform.rotation + slow.projectedDistance(velocity: velocity.2)
    let projectedCenter = Point(
      x: Double(visual.x) + deceleration.projectedDistance(velocity: Double(velocity.0.dx)),
      y: Double(visual.y) + deceleration.projectedDistance(velocity: Double(velocity.0.dy)))
    target.translation = center.vector(to: projectedCenter)
    target = bounded(target, rubberBanding: false)
    var snapped = false
    if let snap = configuration.rotationSnap, snap.step > 0 {
      let nearest = (target.rotation / snap.step).rounded() * snap.step
      if nearest.isFinite, abs(target.rotation - nearest) <= snap.tolerance,
        nearest != target.rotation
      {
        target.rotation = nearest
        snapped = true
      }
    }
    if let tolerance = configuration.scaleSnapTolerance, abs(target.scale - 1) <= tolerance,
      target.scale != 1
    {
      target.scale = 1
      snapped = true
    }
    if snapped {
      target = bounded(target, rubberBanding: false)
      outputs.append(.snapped)
    }
    animate(to: target, velocity: velocity)
    translationVelocity = .zero
    scaleVelocity = 0
    rotationVelocity = 0
  }

  /// Starts the settling springs from the current transform towards `target`.
  private mutating func animate(
    to target: ViewTransform, velocity: (Vector, Double, Double) = (.zero, 0, 0)
  ) {
    guard target != transform || velocity != (.zero, 0, 0) else {
      settle = nil
      return
    }
    let spring =
      configuration.reducesMotion ? DampedSpring(duration: 0.3, bounce: 0) : configuration.spring
    func motion(_ from: Double, _ to: Double, _ speed: Double) -> Trajectory {
      Trajectory(
        from: from, to: to, start: time, curve: .spring(spring),
        initialVelocity: configuration.reducesMotion ? 0 : speed)
    }
    let visual = transform.visualCenter(of: center)
    let goal = target.visualCenter(of: center)
    settle = Settle(
      x: motion(Double(visual.x), Double(goal.x), Double(velocity.0.dx)),
      y: motion(Double(visual.y), Double(goal.y), Double(velocity.0.dy)),
      scale: motion(transform.scale, target.scale, velocity.1),
      rotation: motion(transform.rotation, target.rotation, velocity.2))
    if settle?.end ?? 0 <= time { finishSettle(at: time) }
  }

  /// The settling animation's velocities at `time` (none when nothing settles): translation,
  /// scale and rotation per second.
  private func settleVelocity(at time: TimeInterval) -> (Vector, Double, Double) {
    guard let settle else { return (.zero, 0, 0) }
    return (
      Vector(dx: settle.x.velocity(at: time), dy: settle.y.velocity(at: time)),
      settle.scale.velocity(at: time), settle.rotation.velocity(at: time)
    )
  }

  /// A finger grabbed the view mid-animation: it stays where it is.
  private mutating func freezeSettle() {
    guard settle != nil else { return }
    applySettle(at: time)
    settle = nil
  }

  private mutating func applySettle(at time: TimeInterval) {
    guard let settle else { return }
    let visual = Point(x: settle.x.value(at: time), y: settle.y.value(at: time))
    // An overshoot past a bound is rubber banded like a drag, so a hard fling never shows the
    // view far outside its limits.
    transform = bounded(
      ViewTransform(
        translation: center.vector(to: visual), scale: settle.scale.value(at: time),
        rotation: settle.rotation.value(at: time)),
      rubberBanding: configuration.rubberBands)
  }

  /// Ends the settling animation exactly on its targets (a spring's last sample may sit within
  /// its resting tolerance of them).
  private mutating func finishSettle(at time: TimeInterval) {
    guard let settle else { return }
    transform = ViewTransform(
      translation: center.vector(to: Point(x: settle.x.to, y: settle.y.to)),
      scale: settle.scale.to, rotation: settle.rotation.to)
    self.settle = nil
  }

  // MARK: Wheels

  /// How many points of scrolling make one step: a scale by the keyboard factor, or a turn by the
  /// keyboard angle.
  public static let scrollStep = 50.0

  private mutating func handleScroll(_ event: ScrollEvent, into outputs: inout Outputs<Output>) {
    guard !claimsPointers else { return }
    let dy = Double(event.delta.dy)
    let amount = (dy != 0 ? dy : Double(event.delta.dx)) / Self.scrollStep
    guard amount.isFinite, amount != 0 else { return }
    let behaviours = configuration.behaviours
    if event.modifiers.contains(.control), behaviours.contains(.pinchable) {
      // Scrolling up (a negative delta) enlarges, as zooming does everywhere.
      let factor = pow(configuration.keyboardScaleFactor, -amount)
      var target = settleTarget
      let visual = target.visualCenter(of: center)
      if let anchor = event.location, behaviours.contains(.movable), anchor.x.isFinite,
        anchor.y.isFinite
      {
        let offset = anchor.vector(to: visual).scaled(by: Double(factor))
        target.translation = center.vector(to: anchor.offset(by: offset))
      }
      target.scale *= factor
      place(immediately: bounded(target, rubberBanding: false))
      outputs.append(.startPinching)
      outputs.append(.pinch(placement))
      outputs.append(.finishPinching(velocity: 0))
    } else if event.modifiers.contains(.shift), behaviours.contains(.rotatable) {
      var target = settleTarget
      target.rotation += amount * configuration.keyboardRotation
      place(immediately: bounded(target, rubberBanding: false))
      outputs.append(.startRotating)
      outputs.append(.rotate(placement))
      outputs.append(.finishRotating(velocity: 0))
    }
  }

  /// Jumps to `target`, stopping any animation: a wheel moves in small steps of its own.
  private mutating func place(immediately target: ViewTransform) {
    settle = nil
    transform = target
  }

  // MARK: Keyboard and accessible actions

  private mutating func handleKey(_ event: KeyEvent, into outputs: inout Outputs<Output>) {
    guard event.phase == .press else { return }
    let step = configuration.keyboardStep
    switch event.key {
    case .left: outputs.append(contentsOf: move(by: Vector(dx: -step, dy: 0), at: time))
    case .right: outputs.append(contentsOf: move(by: Vector(dx: step, dy: 0), at: time))
    case .up: outputs.append(contentsOf: move(by: Vector(dx: 0, dy: -step), at: time))
    case .down: outputs.append(contentsOf: move(by: Vector(dx: 0, dy: step), at: time))
    case .plus, .equal, Key(rawValue: "KP_Add"):
      outputs.append(contentsOf: scale(by: configuration.keyboardScaleFactor, at: time))
    case .minus, Key(rawValue: "KP_Subtract"):
      outputs.append(contentsOf: scale(by: 1 / configuration.keyboardScaleFactor, at: time))
    case .bracketLeft:
      outputs.append(contentsOf: rotate(by: -configuration.keyboardRotation, at: time))
    case .bracketRight:
      outputs.append(contentsOf: rotate(by: configuration.keyboardRotation, at: time))
    case .zero, Key(rawValue: "KP_0"):
      guard !event.isRepeat else { return }
      outputs.append(contentsOf: reset(at: time))
    default:
      break
    }
  }

  /// Moves the view by `offset` points, kept inside the bounds.
  ///
  /// Arrow keys and an accessible "move" action call it. Ignored unless movable or while fingers
  /// hold the view.
  public mutating func move(by offset: Vector, at time: TimeInterval) -> Outputs<Output> {
    var outputs = advance(to: time)
    guard configuration.behaviours.contains(.movable), !claimsPointers else { return outputs }
    var target = settleTarget
    target.translation = target.translation.adding(offset)
    target = bounded(target, rubberBanding: false)
    outputs.append(.startMoving)
    outputs.append(.move(placement(of: target)))
    outputs.append(.finishMoving(velocity: .zero))
    outputs.append(.announce(target == settleTarget ? "Cannot move further" : "Moved"))
    animate(to: target)
    return outputs
  }

  /// Scales the view by `factor`, within its scale range, as + and − do.
  public mutating func scale(by factor: Double, at time: TimeInterval) -> Outputs<Output> {
    var outputs = advance(to: time)
    guard configuration.behaviours.contains(.pinchable), !claimsPointers, factor.isFinite,
      factor > 0
    else { return outputs }
    var target = settleTarget
    target.scale *= factor
    target = bounded(target, rubberBanding: false)
    outputs.append(.startPinching)
    outputs.append(.pinch(placement(of: target)))
    outputs.append(.finishPinching(velocity: 0))
    let percent = (target.scale * 100).wholeNumber(in: Int.min...Int.max, fallback: 100)
    outputs.append(.announce("Scale \(percent) percent"))
    animate(to: target)
    return outputs
  }

  /// Turns the view by `angle` radians, within its rotation range, as [ and ] do.
  public mutating func rotate(by angle: Double, at time: TimeInterval) -> Outputs<Output> {
    var outputs = advance(to: time)
    guard configuration.behaviours.contains(.rotatable), !claimsPointers, angle.isFinite else {
      return outputs
    }
    var target = settleTarget
    target.rotation += angle
    target = bounded(target, rubberBanding: false)
    outputs.append(.startRotating)
    outputs.append(.rotate(placement(of: target)))
    outputs.append(.finishRotating(velocity: 0))
    // A rotation range of its own lets the angle grow past what an `Int` holds.
    let degrees = (target.rotation * 180 / .pi).wholeNumber(in: Int.min...Int.max, fallback: 0)
    outputs.append(.announce("Rotated to \(degrees) degrees"))
    animate(to: target)
    return outputs
  }

  /// Animates the view back to its layout position, natural size and no rotation, as a double tap
  /// and the 0 key do.
  public mutating func reset(at time: TimeInterval) -> Outputs<Output> {
    var outputs = advance(to: time)
    guard !claimsPointers, settleTarget != .identity else { return outputs }
    outputs.append(.announce("Reset"))
    // Back to its layout's place, kept inside the bounds when it keeps inside.
    animate(to: configuration.keepsInsideContainer ? correct(.identity) : .identity)
    return outputs
  }

  /// Where the view is heading: the end of the settling animation, or where it is.
  private var settleTarget: ViewTransform {
    guard let settle else { return transform }
    return ViewTransform(
      translation: center.vector(to: Point(x: settle.x.to, y: settle.y.to)),
      scale: settle.scale.to, rotation: settle.rotation.to)
  }

  private func placement(of target: ViewTransform) -> Placement {
    Placement(
      center: target.visualCenter(of: center), scale: target.scale, rotation: target.rotation)
  }

  // MARK: Placing by hand

  /// Puts the view's visual centre at `center`, as a `translateCenter` override asks.
  public mutating func place(center: Point) {
    let translation = self.center.vector(to: center)
    guard translation.isFinite else { return }
    transform.translation = translation
  }

  /// Sets the whole transform, as a `transformWithScale` or `transformWithRotation` override
  /// asks.
  public mutating func place(_ transform: ViewTransform) {
    guard transform.scale.isFinite, transform.rotation.isFinite,
      transform.translation.dx.isFinite, transform.translation.dy.isFinite
    else { return }
    self.transform = transform
  }

  // MARK: Configuration and geometry

  /// Adds behaviours, as `makeMovable()` and its siblings do; adding one twice changes nothing.
  public mutating func add(_ behaviours: Behaviours) {
    configuration.behaviours.formUnion(behaviours)
  }

  /// Applies a new configuration; gestures in progress carry on with the new limits.
  ///
  /// Options the machine cannot use are repaired first (see `Configuration.repaired`).
  public mutating func reconfigure(_ configuration: Configuration) {
    let configuration = configuration.repaired
    let pressChanged =
      configuration.minimumPressDuration != self.configuration.minimumPressDuration
      || configuration.allowableMovement != self.configuration.allowableMovement
    let panChanged = configuration.dragThreshold != self.configuration.dragThreshold
    let nowKeepsInside =
      configuration.keepsInsideContainer && !self.configuration.keepsInsideContainer
    self.configuration = configuration
    if pressChanged, contact == nil { press = Self.makePress(configuration) }
    if panChanged, contact == nil { pan = Self.makePan(configuration) }
    // Told to keep inside from now on: a view left outside springs back in.
    if nowKeepsInside { checkContainment() }
  }

  /// Tells the machine where the layout put the view and how large its container is.
  ///
  /// When the view keeps inside its container and the container shrinks (a window made smaller)
  /// so that the view, or the place it is heading for, is no longer inside, it springs back in
  /// from the next ``tick(at:)``, as after a release; ``needsTicks`` says so. A first layout, or
  /// a container that grows, leaves the view where it is; a view that fingers hold is bounded
  /// when they let go.
  ///
  /// What those springs add is the bounds' own while nothing else moves the view. When the
  /// layout moves or resizes the view (an app places it anew, a mirrored layout follows a new
  /// width), it is taken back: the view goes where the layout now puts it, with the moves of its
  /// own, and inside at once if it must. When the bounds change again, the view springs to where
  /// they now let it be: back towards its layout's place when they grew. A reset comes to rest
  /// inside too. A glide or a spring of the user's goes on from the layout's new place; fingers
  /// that hold the view keep it under them, and the layout's move becomes theirs.
  ///
  /// A centre or a size that is not finite is ignored; a container that is not finite counts as
  /// none.
  public mutating func setGeometry(center: Point, size: Size, container: Rect?) {
    guard center.isFinite, let size = Self.usable(size) else { return }
    let container = Self.usable(container)
    let old = self.container
    let step = self.center.vector(to: center)
    var target = settleTarget
    let wasInside =
      old.map { !$0.isEmpty } == true && bounded(target, rubberBanding: false) == target
    let moved = old != nil && (center != self.center || size != self.size)
    let resized = old != nil && container != old
    let shrank = old.map { container?.contains($0) == false } == true
    // What the bounds' springs added, while nothing else has moved the view since.
    let standing = correction?.target == target ? correction?.shift : nil
    if claimsPointers {
      // Fingers hold the view: it stays under them, and the layout's move becomes theirs.
      let held = transform.translation.subtracting(step)
      let from = base.transform.translation.subtracting(step)
      if moved, held.isFinite, from.isFinite {
        transform.translation = held
        base.transform.translation = from
      }
      if moved || resized { correction = nil }
      self.center = center
      self.size = size
      self.container = container
      return
    }
    if moved, let standing {
      // The layout moved the view (an app's new position, a mirrored layout's new width): what
      // the bounds added is taken back, and it goes where the layout now puts it, with the moves
      // of its own.
      finishSettle(at: time)
      target.translation = target.translation.subtracting(standing)
      transform = target
    } else if moved, let settle, step.isFinite {
      // A glide or a spring of the user's goes on from the layout's new place.
      func shifted(_ motion: Trajectory, by delta: Double) -> Trajectory {
        Trajectory(
          from: motion.from + delta, to: motion.to + delta, start: motion.start,
          curve: motion.curve, initialVelocity: motion.initialVelocity)
      }
      self.settle?.x = shifted(settle.x, by: step.dx)
      self.settle?.y = shifted(settle.y, by: step.dy)
    }
    if moved { correction = nil }
    self.center = center
    self.size = size
    self.container = container
    guard configuration.keepsInsideContainer, let container, !container.isEmpty else { return }
    if moved, settle == nil {
      // Inside at once: the layout's move is a jump of its own.
      transform = correct(transform)
    } else if !moved, resized, standing != nil {
      // New bounds under a view they had moved: it springs to where they now let it be, nearer
      // its layout's place when they grew.
      needsContainment = contact == nil
    } else if moved || wasInside && shrank {
      checkContainment()
    }
  }

  /// `target` held inside the bounds, the shift recorded as the bounds' correction.
  private mutating func correct(_ target: ViewTransform) -> ViewTransform {
    let goal = bounded(target, rubberBanding: false)
    let shift = goal.translation.subtracting(target.translation)
    correction = shift.isFinite ? (shift, goal) : nil
    return goal
  }

  /// Notes whether the view at rest (or settling) ends outside its bounds.
  private mutating func checkContainment() {
    guard contact == nil, !claimsPointers, configuration.keepsInsideContainer,
      let container, !container.isEmpty
    else {
      needsContainment = false
      return
    }
    let target = settleTarget
    needsContainment = bounded(target, rubberBanding: false) != target
  }

  // MARK: Time

  private mutating func advance(to newTime: TimeInterval) -> Outputs<Output> {
    var outputs = Outputs<Output>()
    guard newTime.isUsableTime, newTime > time else { return outputs }
    time = newTime
    if let update = press.advance(to: time) { pressed(update, into: &outputs) }
    // A first tap whose second never came is forgotten now, so a later press starts afresh.
    _ = doubleTap.advance(to: time)
    if let settle {
      if settle.end <= time { finishSettle(at: time) } else { applySettle(at: time) }
    }
    if needsContainment {
      needsContainment = false
      if contact == nil, !claimsPointers {
        // From where the view is, with the speed of a settle in progress, to inside the bounds.
        let velocity = settleVelocity(at: time)
        // Measured from where the view would be without what the bounds added before.
        var loose = settleTarget
        if let correction, correction.target == loose {
          loose.translation = loose.translation.subtracting(correction.shift)
        }
        let goal = correct(loose)
        let from = transform.visualCenter(of: center)
        let to = goal.visualCenter(of: center)
        // From further than the bounds are large (a hostile layout), it is put inside at once:
        // a spring across that distance would take minutes.
        let reach = container.map { Swift.max($0.size.width, $0.size.height) } ?? 0
        if abs(from.x - to.x) > reach || abs(from.y - to.y) > reach {
          settle = nil
          transform = goal
        } else {
          animate(to: goal, velocity: velocity)
        }
      }
    }
    return outputs
  }
}

private func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
  Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
}
