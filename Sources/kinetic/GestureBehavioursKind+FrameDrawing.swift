import Foundation
import Kinetic
import KineticCairo
import KineticDemo
import KineticPlay

extension GestureBehavioursKind: FrameDrawing {
  static func makeLook() -> GestureBoardRenderer { GestureBoardRenderer() }

  static func size(of model: GestureBehavioursMachine.RenderModel) -> Size {
    model.bounds.size
  }

  static func draw(
    _ model: GestureBehavioursMachine.RenderModel, in canvas: CairoCanvas,
    look: GestureBoardRenderer
  ) {
    canvas.translate(x: -model.bounds.minX, y: -model.bounds.minY)
    look.draw(model, in: canvas)
  }
}
