package import Kinetic

extension SlideToConfirmMachine.Configuration {
  /// The option names a script, the gallery and the documentation use, in the order they are listed.
  package static let optionNames = [
    "thumbWidth", "resetsWhenCompleted", "completionResetDelay", "resetAnimationDuration",
    "completionThreshold", "completesOnFling", "flingMinimumProgress", "flingMinimumVelocity",
    "snapsBackWithSpring", "dragsFromAnywhere", "orientation", "layoutDirection", "awaitsResult",
    "resultDisplayDuration", "confirmationWindow", "reducedMotion", "enabled", "title", "prompt",
  ]

  /// Reads the options of a script for a control of `size`, recording every problem.
  package static func decode(
    _ options: JSONValue?, size: Size, path: JSONPath, _ problems: inout Diagnostics
  ) -> Self {
    var configuration = Self()
    guard let options, let members = options.members(path, &problems) else { return configuration }
    for (key, value) in members {
      let at = path.appending(key)
      switch key {
      case "thumbWidth":
        value.number(in: 1...10_000, at, &problems).map { configuration.thumbWidth = $0 }
      case "resetsWhenCompleted":
        value.bool(at, &problems).map { configuration.resetsWhenCompleted = $0 }
      case "completionResetDelay":
        value.number(in: 0...3600, at, &problems).map { configuration.completionResetDelay = $0 }
      case "resetAnimationDuration":
        value.number(in: 0...3600, at, &problems).map { configuration.resetAnimationDuration = $0 }
      case "completionThreshold":
        value.number(in: 0.01...1, at, &problems).map { configuration.completionThreshold = $0 }
      case "completesOnFling":
        value.bool(at, &problems).map { configuration.completesOnFling = $0 }
      case "flingMinimumProgress":
        value.number(in: 0...1, at, &problems).map { configuration.flingMinimumProgress = $0 }
      case "flingMinimumVelocity":
        value.number(in: 0...100_000, at, &problems).map { configuration.flingMinimumVelocity = $0 }
      case "snapsBackWithSpring":
        value.bool(at, &problems).map { configuration.snapsBackWithSpring = $0 }
      case "dragsFromAnywhere":
        value.bool(at, &problems).map { configuration.dragsFromAnywhere = $0 }
      case "orientation":
        value.choice(SlideToConfirmMachine.Orientation.allCases.map(\.rawValue), at, &problems)
          .flatMap(SlideToConfirmMachine.Orientation.init).map { configuration.orientation = $0 }
      case "layoutDirection":
        value.choice(SlideToConfirmMachine.LayoutDirection.allCases.map(\.rawValue), at, &problems)
          .flatMap(SlideToConfirmMachine.LayoutDirection.init).map {
            configuration.layoutDirection = $0
          }
      case "awaitsResult":
        value.bool(at, &problems).map { configuration.awaitsActionResult = $0 }
      case "resultDisplayDuration":
        value.number(in: 0...3600, at, &problems).map { configuration.resultDisplayDuration = $0 }
      case "confirmationWindow":
        value.number(in: 0...3600, at, &problems).map { configuration.confirmationWindow = $0 }
      case "reducedMotion":
        value.bool(at, &problems).map { configuration.reducesMotion = $0 }
      case "enabled":
        value.bool(at, &problems).map { configuration.isEnabled = $0 }
      case "title":
        value.text(maximumCharacters: TextLimits.labelCharacters, at, &problems).map {
          configuration.title = $0
        }
      case "prompt":
        value.text(maximumCharacters: TextLimits.labelCharacters, at, &problems).map {
          configuration.prompt = $0
        }
      default:
        problems.error(
          "unknown option; expected one of \(optionNames.joined(separator: ", "))", at: value,
          path: at)
      }
    }
    // Problems that involve the size, or more than one option, are reported against the options.
    for (option, message) in configuration.problems(for: size) {
      problems.error(
        DiagnosticMessage(message), at: options[option] ?? options, path: path.appending(option))
    }
    return configuration
  }
}
