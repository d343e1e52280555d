package import Foundation
package import Kinetic

extension TraceLine {
  /// The trace line of one onboarding output, with the names `kinetic play` documents.
  package init(_ output: OnboardingCarouselMachine.Output, at time: TimeInterval) {
    switch output {
    case .pageShown(let page):
      self.init(time: time, event: "page", fields: [("page", .number(Double(page)))])
    case .closed(let page, let skipped):
      self.init(
        time: time, event: "close",
        fields: [("page", .number(Double(page))), ("skipped", .bool(skipped))])
    case .announce(let message):
      self.init(time: time, event: "announce", fields: [("message", .string(message))])
    }
  }
}
