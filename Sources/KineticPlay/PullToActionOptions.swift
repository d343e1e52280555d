package import Kinetic

/// A pull to action as a script, the gallery or the demo sets it up: the machine's configuration,
/// the built-in visualizer and how tall the scrolling content is.
package struct PullToActionSetup: Sendable {
  /// The built-in visualizers, by the names scripts use (`statusViewAlignment`).
  package enum Alignment: String, Sendable, Hashable, CaseIterable {
    /// A fixed-height status view against the content (the default).
    case bottom
    /// A status view stretched over the revealed area.
    case stretch

    /// The visualizer of this alignment.
    package var visualizer: any PullToActionVisualizer {
      switch self {
      case .bottom: PullToActionVisualizers.Bottom()
      case .stretch: PullToActionVisualizers.Stretch()
      }
    }
  }

  /// The option names a script, the gallery and the documentation use, in the order they are listed.
  package static let optionNames = [
    "pullThreshold", "executingHeight", "statusViewAlignment", "contentHeight", "edge",
    "triggerMode", "minimumExecutingDuration", "outcomeDisplayDuration", "reducedMotion",
    "enabled", "textForStates",
  ]

  /// The machine's configuration.
  package var configuration = PullToActionMachine.Configuration()
  /// The built-in visualizer.
  package var alignment = Alignment.bottom
  /// How tall the scrolling content is, in points.
  package var contentHeight: Double

  /// The defaults for a viewport of `size`: content three viewports tall.
  package init(size: Size) {
    contentHeight = Double(size.height) * 3
  }

  /// A machine set up this way, at rest.
  package func makeMachine(size: Size) -> PullToActionMachine {
    PullToActionMachine(
      viewportSize: size, contentHeight: contentHeight, configuration: configuration,
      visualizer: alignment.visualizer)
  }

  /// Reads the options of a script for a viewport of `size`, recording every problem.
  package static func decode(
    _ options: JSONValue?, size: Size, path: JSONPath, _ problems: inout Diagnostics
  ) -> Self {
    var setup = Self(size: size)
    guard let options, let members = options.members(path, &problems) else { return setup }
    // The edge comes first: it picks the default texts that `textForStates` may then change.
    if let edge = options["edge"] {
      let names = PullToActionMachine.Edge.allCases.map(\.rawValue)
      if let value = edge.choice(names, path.appending("edge"), &problems).flatMap(
        PullToActionMachine.Edge.init)
      {
        setup.configuration = .init(edge: value)
      }
    }
    for (key, value) in members {
      let at = path.appending(key)
      switch key {
      case "edge":
        continue
      case "pullThreshold":
        value.number(in: 1...100_000, at, &problems).map { setup.configuration.pullThreshold = $0 }
      case "executingHeight":
        value.number(in: 0...100_000, at, &problems).map {
          setup.configuration.executingHeight = $0
        }
      case "statusViewAlignment":
        value.choice(Alignment.allCases.map(\.rawValue), at, &problems).flatMap(Alignment.init)
          .map { setup.alignment = $0 }
      case "contentHeight":
        value.number(in: 0...10_000_000, at, &problems).map { setup.contentHeight = $0 }
      case "triggerMode":
        value.choice(PullToActionMachine.TriggerMode.allCases.map(\.rawValue), at, &problems)
          .flatMap(PullToActionMachine.TriggerMode.init).map {
            setup.configuration.triggerMode = $0
          }
      case "minimumExecutingDuration":
        value.number(in: 0...3600, at, &problems).map {
          setup.configuration.minimumExecutingDuration = $0
        }
      case "outcomeDisplayDuration":
        value.number(in: 0...3600, at, &problems).map {
          setup.configuration.outcomeDisplayDuration = $0
        }
      case "reducedMotion":
        value.bool(at, &problems).map { setup.configuration.reducesMotion = $0 }
      case "enabled":
        value.bool(at, &problems).map { setup.configuration.isEnabled = $0 }
      case "textForStates":
        decodeTexts(value, at, &problems).map { setup.configuration.textForStates = $0 }
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

  /// Reads `{"pulling": "…", …}`: a text per state name; a state left out shows no text.
  private static func decodeTexts(
    _ value: JSONValue, _ path: JSONPath, _ problems: inout Diagnostics
  ) -> [PullToActionMachine.State: String]? {
    guard let members = value.members(path, &problems) else { return nil }
    var texts: [PullToActionMachine.State: String] = [:]
    let names = PullToActionMachine.State.allCases.map(\.rawValue)
    for (key, text) in members {
      guard let state = PullToActionMachine.State(rawValue: key) else {
        problems.error(
          "unknown state; expected one of \(names.joined(separator: ", "))", at: text,
          path: path.appending(key))
        continue
      }
      text.text(maximumCharacters: TextLimits.labelCharacters, path.appending(key), &problems).map {
        texts[state] = $0
      }
    }
    return texts
  }
}
