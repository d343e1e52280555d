package import Foundation
package import Kinetic

extension TraceLine {
  /// The trace line of one pull-to-action output, with the names `kinetic play` documents.
  package init(_ output: PullToActionMachine.Output, at time: TimeInterval) {
    switch output {
    case .stateChanged(_, let state):
      self.init(time: time, event: "state", fields: [("state", .string(state.rawValue))])
    case .pulledAmountChanged(let amount):
      self.init(time: time, event: "pull", fields: [("amount", .number(amount))])
    case .triggeredAction:
      self.init(time: time, event: "triggeredAction")
    case .completed(let outcome):
      switch outcome {
      case .success:
        self.init(time: time, event: "completed", fields: [("outcome", .string("success"))])
      case .noChange:
        self.init(time: time, event: "completed", fields: [("outcome", .string("noChange"))])
      case .failure(let message):
        self.init(
          time: time, event: "completed",
          fields: [("outcome", .string("failure")), ("message", .string(message))])
      case nil:
        self.init(time: time, event: "completed")
      }
    case .feedback(let feedback):
      self.init(time: time, event: "feedback", fields: [("kind", .string(feedback.rawValue))])
    case .announce(let message):
      self.init(time: time, event: "announce", fields: [("message", .string(message))])
    }
  }
}
