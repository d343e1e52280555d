package import Foundation
package import Kinetic

/// A public API call of the onboarding carousel, as a script names it.
package struct OnboardingCarouselCall: ScriptCallDecodable {
  /// The call, with its arguments decoded.
  package enum Kind: Sendable {
    case goToPage(Int)
    case next
    case close
    case skip
  }

  /// The call names a script may use, as messages list them.
  package static let names = ["goToPage", "next", "close", "skip"]

  /// The call.
  package let kind: Kind

  package init?(_ call: ScriptCall, _ problems: inout Diagnostics) {
    let (name, arguments, argumentsPath) = (call.name, call.arguments, call.argumentsPath)
    switch name {
    case "goToPage":
      guard let page = call.argument("page", expecting: "n", &problems), let arguments else {
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
      guard call.takesNoArguments(&problems) else { return nil }
      kind =
        switch name {
        case "next": .next
        case "close": .close
        default: .skip
        }
    default:
      call.reportUnknown(among: Self.names, &problems)
      return nil
    }
  }
}

/// Plays steps against an onboarding carousel and prints its outputs.
///
/// A script's `scroll` steps are mouse-wheel scrolls: a click turns a page.
package struct OnboardingCarouselPlayer: MachinePlayer {
  /// A public API call, decoded.
  package typealias Call = OnboardingCarouselCall
  /// What one sampled frame shows.
  package typealias Model = OnboardingCarouselFrame

  /// How long the carousel takes to fade out once closed, as the original demo's did.
  static let closeFadeDuration: TimeInterval = 0.3

  /// The control's machine.
  package var machine: OnboardingCarouselMachine
  let images: [String: OnboardingCarouselAssets.Found]
  private var closedAt: TimeInterval?

  /// A player of `machine`, drawn with `images`.
  package init(machine: OnboardingCarouselMachine, images: [String: OnboardingCarouselAssets.Found])
  {
    self.machine = machine
    self.images = images
  }

  package var isBusy: Bool {
    if let closedAt { return machine.time < closedAt + Self.closeFadeDuration }
    return machine.needsTicks
  }

  package mutating func call(_ call: OnboardingCarouselCall, at time: TimeInterval) -> Outputs<
    OnboardingCarouselMachine.Output
  > {
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
  package mutating func trace(_ output: OnboardingCarouselMachine.Output, at time: TimeInterval)
    -> TraceLine
  {
    if case .closed = output, closedAt == nil { closedAt = time }
    return TraceLine(output, at: time)
  }

  package func model(at time: TimeInterval) -> OnboardingCarouselFrame {
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
