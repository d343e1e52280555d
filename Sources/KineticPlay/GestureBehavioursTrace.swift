package import Foundation
package import Kinetic

extension TraceLine {
  /// The trace line of one gesture-behaviours output, with the names `kinetic play` documents.
  package init(_ output: GestureBehavioursMachine.Output, at time: TimeInterval) {
    func placed(_ event: String, _ placement: GestureBehavioursMachine.Placement) -> TraceLine {
      TraceLine(
        time: time, event: event,
        fields: [
          ("center", .numbers([Double(placement.center.x), Double(placement.center.y)])),
          ("scale", .number(placement.scale)), ("rotation", .number(placement.rotation)),
        ])
    }
    switch output {
    case .startMoving: self.init(time: time, event: "startMoving")
    case .move(let placement): self = placed("move", placement)
    case .finishMoving(let velocity):
      self.init(
        time: time, event: "finishMoving",
        fields: [("velocity", .numbers([Double(velocity.dx), Double(velocity.dy)]))])
    case .startPinching: self.init(time: time, event: "startPinching")
    case .pinch(let placement): self = placed("pinch", placement)
    case .finishPinching(let velocity):
      self.init(time: time, event: "finishPinching", fields: [("velocity", .number(velocity))])
    case .startRotating: self.init(time: time, event: "startRotating")
    case .rotate(let placement): self = placed("rotate", placement)
    case .finishRotating(let velocity):
      self.init(time: time, event: "finishRotating", fields: [("velocity", .number(velocity))])
    case .touchDown: self.init(time: time, event: "touchDown")
    case .touchUp: self.init(time: time, event: "touchUp")
    case .tap: self.init(time: time, event: "tap")
    case .snapped: self.init(time: time, event: "snapped")
    case .announce(let message):
      self.init(time: time, event: "announce", fields: [("message", .string(message))])
    }
  }
}
