import Foundation
import Kinetic

/// A public API call of the onboarding carousel, as a script names it.
struct OnboardingCall {
  enum Kind {
    case goToPage(Int)
    case next
    case close
    case skip
  }

  static let names = ["goToPage", "next", "close", "skip"]

  let kind: Kind

  init?(
    name: String, arguments: JSONValue?, path: JSONPath, at location: SourceLocation,
    _ problems: inout Diagnostics
  ) {
    let argumentsPath = path.appending("args")
    switch name {
    case "goToPage":
      guard let arguments, let page = arguments["page"] else {
        let message = "goToPage needs \"args\": {\"page\": n}"
        if let arguments {
          problems.error(message, at: arguments, path: argumentsPath)
        } else {
          problems.error(message, at: location, path: path)
        }
        return nil
      }
      guard let members = arguments.members(argumentsPath, &problems) else { return nil }
      for (key, value) in members where key != "page" {
        problems.error(
          "unknown argument; expected \"page\"", at: value, path: argumentsPath.appending(key))
      }
      let pagePath = argumentsPath.appending("page")
      guard
        let number = page.number(in: 0...Double(OnboardingSpec.Limits.pages), pagePath, &problems)
      else { return nil }
      guard number == number.rounded() else {
        problems.error("expected a whole page number", at: page, path: pagePath)
        return nil
      }
      kind = .goToPage(Int(number))
    case "next", "close", "skip":
      if let arguments {
        problems.error("\(name) takes no arguments", at: arguments, path: argumentsPath)
        return nil
      }
      kind =
        switch name {
        case "next": .next
        case "close": .close
        default: .skip
        }
    default:
      problems.error(
        "unknown call; expected one of \(Self.names.joined(separator: ", "))", at: location,
        path: path.appending("call"))
      return nil
    }
  }
}

/// Plays steps against an onboarding carousel and prints its outputs.
///
/// A script's `scroll` steps are mouse-wheel scrolls: a click turns a page.
struct OnboardingPlayer: ControlPlayer {
  /// How long the carousel takes to fade out once closed, as the original demo's did.
  static let closeFadeDuration = 0.3

  var machine: OnboardingCarouselMachine
  let images: [String: OnboardingAssets.Found]
  private var closedAt: Double?

  init(machine: OnboardingCarouselMachine, images: [String: OnboardingAssets.Found]) {
    self.machine = machine
    self.images = images
  }

  var isBusy: Bool {
    if let closedAt { return machine.time < closedAt + Self.closeFadeDuration }
    return machine.needsTicks
  }

  mutating func tick(at time: Double, line: (TraceLine) -> Void) {
    report(machine.tick(at: time), at: time, line: line)
  }

  mutating func apply(_ step: PlayScript.Step, line: (TraceLine) -> Void) {
    let time = step.time
    let outputs: Outputs<OnboardingCarouselMachine.Output>
    switch step.action {
    case .pointer, .scroll, .key:
      guard let event = step.inputEvent else { return }
      outputs = machine.handle(event)
    case .call(let name, let arguments):
      var ignored = Diagnostics()
      guard
        let call = OnboardingCall(
          name: name, arguments: arguments, path: .root, at: step.location, &ignored)
      else { return }
      switch call.kind {
      case .goToPage(let page):
        machine.goTo(page: page, at: time)
        outputs = Outputs()
      case .next: outputs = machine.next(at: time)
      case .close: outputs = machine.close(at: time, skipped: false)
      case .skip: outputs = machine.close(at: time, skipped: true)
      }
    case .end:
      return
    }
    report(outputs, at: time, line: line)
  }

  func model(at time: Double) -> OnboardingFrame {
    var opacity = 1.0
    if let closedAt {
      opacity = Swift.min(1, Swift.max(0, 1 - (time - closedAt) / Self.closeFadeDuration))
    }
    guard time > machine.time else {
      return OnboardingFrame(scene: machine.scene, images: images, opacity: opacity)
    }
    var copy = machine
    _ = copy.tick(at: time)
    return OnboardingFrame(scene: copy.scene, images: images, opacity: opacity)
  }

  private mutating func report(
    _ outputs: Outputs<OnboardingCarouselMachine.Output>, at time: Double,
    line: (TraceLine) -> Void
  ) {
    for output in outputs {
      if case .closed = output, closedAt == nil { closedAt = time }
      line(TraceLine(output, at: time))
    }
  }
}
