import Foundation
import Kinetic

/// A public API call of the onboarding carousel, as a script names it.
struct OnboardingCarouselCall {
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
        let number = page.number(
          in: 0...Double(OnboardingCarouselSpec.Limits.pages), pagePath, &problems)
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
struct OnboardingCarouselPlayer: MachinePlayer {
  /// How long the carousel takes to fade out once closed, as the original demo's did.
  static let closeFadeDuration = 0.3

  var machine: OnboardingCarouselMachine
  let images: [String: OnboardingCarouselAssets.Found]
  private var closedAt: Double?

  init(machine: OnboardingCarouselMachine, images: [String: OnboardingCarouselAssets.Found]) {
    self.machine = machine
    self.images = images
  }

  var isBusy: Bool {
    if let closedAt { return machine.time < closedAt + Self.closeFadeDuration }
    return machine.needsTicks
  }

  mutating func call(
    _ name: String, arguments: JSONValue?, at location: SourceLocation, time: Double
  ) -> Outputs<OnboardingCarouselMachine.Output>? {
    var ignored = Diagnostics()
    guard
      let call = OnboardingCarouselCall(
        name: name, arguments: arguments, path: .root, at: location, &ignored)
    else { return nil }
    switch call.kind {
    case .goToPage(let page):
      machine.goTo(page: page, at: time)
      return Outputs()
    case .next: return machine.next(at: time)
    case .close: return machine.close(at: time, skipped: false)
    case .skip: return machine.close(at: time, skipped: true)
    }
  }

  /// The trace line of an output; a close starts the recording's fade-out.
  mutating func trace(_ output: OnboardingCarouselMachine.Output, at time: Double) -> TraceLine {
    if case .closed = output, closedAt == nil { closedAt = time }
    return TraceLine(output, at: time)
  }

  func model(at time: Double) -> OnboardingCarouselFrame {
    var opacity = 1.0
    if let closedAt {
      opacity = Swift.min(1, Swift.max(0, 1 - (time - closedAt) / Self.closeFadeDuration))
    }
    guard time > machine.time else {
      return OnboardingCarouselFrame(scene: machine.scene, images: images, opacity: opacity)
    }
    var copy = machine
    _ = copy.tick(at: time)
    return OnboardingCarouselFrame(scene: copy.scene, images: images, opacity: opacity)
  }
}
