import Foundation
import Kinetic
import KineticCairo
import KineticPlay

extension SlideToConfirmKind: FrameDrawing {
  static func makeLook() -> SlideToConfirmRenderer { SlideToConfirmRenderer() }

  static func size(of model: SlideToConfirmMachine.RenderModel) -> Size { model.bounds.size }

  static func draw(
    _ model: SlideToConfirmMachine.RenderModel, in canvas: CairoCanvas,
    look: SlideToConfirmRenderer
  ) {
    look.draw(model, in: canvas)
  }
}
