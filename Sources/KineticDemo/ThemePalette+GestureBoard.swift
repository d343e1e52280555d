public import KineticGTK

extension ThemePalette {
  /// The gesture behaviours' board and card: the `kinetic_gestures_…` colours.
  public var gestureBehavioursRenderer: GestureBoardRenderer {
    var renderer = GestureBoardRenderer()
    read(&renderer.board, "kinetic_gestures_board_color")
    read(&renderer.dots, "kinetic_gestures_dots_color")
    read(&renderer.mount, "kinetic_gestures_mount_color")
    return renderer
  }
}
