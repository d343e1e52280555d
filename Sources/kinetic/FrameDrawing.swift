import Foundation
import Kinetic
import KineticCairo
import KineticPlay

/// How `kinetic play` and `kinetic demo` draw one control kind's frames with the Cairo looks.
///
/// Each control kind conforms in its own `<Kind>+FrameDrawing.swift`; ``FrameRecorder`` never
/// names a control.
protocol FrameDrawing: ControlKind {
  /// What draws the frames, and what it keeps between them (shaped text, decoded images): made
  /// once per recording, on its first frame.
  associatedtype Look

  /// A new look, for one recording.
  static func makeLook() -> Look
  /// The control's size in a frame, in points.
  static func size(of model: Model) -> Size
  /// Draws a frame with its top-left corner at the canvas's origin.
  static func draw(_ model: Model, in canvas: CairoCanvas, look: Look)
}
