package import Kinetic

/// The gesture behaviours as a script, the gallery or the demo sets them up: the view's frame in
/// the control's area and the behaviours' configuration.
package struct GestureBehavioursSetup: Sendable {
  /// The option names a script, the gallery and the documentation use, in the order they are listed.
  package static let optionNames = [
    "frame", "behaviours", "keepsInsideContainer", "scaleRange", "rotationRange", "rubberBands",
    "momentum", "rotationSnap", "scaleSnapTolerance", "doubleTapResets", "minimumPressDuration",
    "allowableMovement", "reducedMotion",
  ]

  /// The behaviour names, as scripts write them.
  package static let behaviourNames: [(String, GestureBehavioursMachine.Behaviours)] = [
    ("movable", .movable), ("pinchable", .pinchable), ("rotatable", .rotatable),
    ("tappable", .tappable),
  ]

  /// The view's frame inside the control's area, before any transform.
  package var frame: Rect
  /// The behaviours' configuration.
  package var configuration = GestureBehavioursMachine.Configuration(behaviours: .all)

  /// The defaults for an area of `size`: a view a third as wide, centred, with every behaviour.
  package init(size: Size) {
    let side = Swift.max(1, Swift.min(size.width, size.height) / 3)
    frame = Rect(
      x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
  }

  /// The machine for an area of `size`, at rest.
  package func makeMachine(size: Size) -> GestureBehavioursMachine {
    GestureBehavioursMachine(
      center: Point(x: frame.midX, y: frame.midY), size: frame.size,
      container: Rect(origin: .zero, size: size), configuration: configuration)
  }

  /// Reads the options of a script for an area of `size`, recording every problem.
  package static func decode(
    _ options: JSONValue?, size: Size, path: JSONPath, _ problems: inout Diagnostics
  ) -> Self {
    var setup = Self(size: size)
    guard let options, let members = options.members(path, &problems) else { return setup }
    for (key, value) in members {
      let at = path.appending(key)
      switch key {
      case "frame":
        if let frame = decodeFrame(value, at, &problems) { setup.frame = frame }
      case "behaviours":
        if let behaviours = decodeBehaviours(value, at, &problems) {
          setup.configuration.behaviours = behaviours
        }
      case "keepsInsideContainer":
        value.bool(at, &problems).map { setup.configuration.keepsInsideContainer = $0 }
      case "scaleRange":
        if let (low, high) = value.pair(at, &problems, expecting: "[smallest, largest] scales") {
          if low > 0, high >= low, high <= 1000 {
            setup.configuration.scaleRange = low...high
          } else {
            problems.error(
              "expected two scales with 0 < smallest ≤ largest ≤ 1000", at: value, path: at)
          }
        }
      case "rotationRange":
        if let (low, high) = value.pair(at, &problems, expecting: "[smallest, largest] in degrees")
        {
          if low <= high, abs(low) <= 36_000, abs(high) <= 36_000 {
            setup.configuration.rotationRange = low * .pi / 180...high * .pi / 180
          } else {
            problems.error(
              "expected two angles in degrees, smallest first, within ±36000", at: value, path: at)
          }
        }
      case "rubberBands":
        value.bool(at, &problems).map { setup.configuration.rubberBands = $0 }
      case "momentum":
        value.bool(at, &problems).map { setup.configuration.hasMomentum = $0 }
      case "rotationSnap":
        if let (step, tolerance) = value.pair(
          at, &problems, expecting: "[step, tolerance] in degrees")
        {
          if step > 0, step <= 360, tolerance >= 0, tolerance <= step / 2 {
            setup.configuration.rotationSnap = .init(
              step: step * .pi / 180, tolerance: tolerance * .pi / 180)
          } else {
            problems.error(
              "expected a step from 0 to 360 degrees and a tolerance up to half of it", at: value,
              path: at)
          }
        }
      case "scaleSnapTolerance":
        value.number(in: 0...1, at, &problems).map { setup.configuration.scaleSnapTolerance = $0 }
      case "doubleTapResets":
        value.bool(at, &problems).map { setup.configuration.doubleTapResets = $0 }
      case "minimumPressDuration":
        value.number(in: 0...60, at, &problems).map {
          setup.configuration.minimumPressDuration = $0
        }
      case "allowableMovement":
        value.number(in: 0...10_000, at, &problems).map {
          setup.configuration.allowableMovement = $0
        }
      case "reducedMotion":
        value.bool(at, &problems).map { setup.configuration.reducesMotion = $0 }
      default:
        problems.error(
          "unknown option; expected one of \(optionNames.joined(separator: ", "))", at: value,
          path: at)
      }
    }
    for (option, message) in setup.configuration.problems() {
      problems.error(
        DiagnosticMessage(message), at: options[option] ?? options, path: path.appending(option))
    }
    return setup
  }

  private static func decodeFrame(
    _ value: JSONValue, _ path: JSONPath, _ problems: inout Diagnostics
  )
    -> Rect?
  {
    let expected = "[x, y, width, height] in points"
    guard let elements = value.elements(path, &problems) else { return nil }
    guard elements.count == 4 else {
      problems.error("expected \(expected)", at: value, path: path)
      return nil
    }
    var numbers: [Double] = []
    for (index, element) in elements.enumerated() {
      guard let number = element.number(in: -100_000...100_000, path.appending(index), &problems)
      else { return nil }
      numbers.append(number)
    }
    guard numbers[2] > 0, numbers[3] > 0 else {
      problems.error("expected a positive width and height", at: value, path: path)
      return nil
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  private static func decodeBehaviours(
    _ value: JSONValue, _ path: JSONPath, _ problems: inout Diagnostics
  ) -> GestureBehavioursMachine.Behaviours? {
    guard let elements = value.elements(path, &problems) else { return nil }
    var behaviours: GestureBehavioursMachine.Behaviours = []
    let names = behaviourNames.map(\.0)
    for (index, element) in elements.enumerated() {
      guard let name = element.choice(names, path.appending(index), &problems),
        let behaviour = behaviourNames.first(where: { $0.0 == name })?.1
      else { continue }
      behaviours.insert(behaviour)
    }
    return behaviours
  }
}
