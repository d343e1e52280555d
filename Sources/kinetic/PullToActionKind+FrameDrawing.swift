import Foundation
import Kinetic
import KineticCairo
import KineticDemo
import KineticPlay

extension PullToActionKind: FrameDrawing {
  static func makeLook() -> PullToActionRenderer { PullToActionRenderer() }

  static func size(of model: PullToActionMachine.RenderModel) -> Size { model.bounds.size }

  static func draw(
    _ model: PullToActionMachine.RenderModel, in canvas: CairoCanvas, look: PullToActionRenderer
  ) {
    look.draw(model, in: canvas)
  }
}
