import CGTK
import Kinetic
import KineticCairo
import KineticGObject
import KineticGTK
import Testing

/// The gesture board's frame: a line of one pixel just inside its edge in the theme's
/// `@borders`, over the board's colour, drawn as a border node (no inset shadow for GTK's GL
/// renderer to shade over the whole board in every frame).
@Suite(.serialized) @MainActor struct GestureBoardFrameTests {
  /// Runs `body` with an empty 200 × 120 board shown in a window.
  private func withShownBoard(_ body: (UnsafeMutablePointer<GtkWidget>) throws -> Void) throws {
    let window = try #require(gtk_window_new())
    defer { gtk_window_destroy(cgtk_window(window)) }
    let board = try #require(kinetic_gesture_board_new())
    gtk_widget_set_size_request(board, 200, 120)
    gtk_window_set_child(cgtk_window(window), board)
    gtk_window_present(cgtk_window(window))
    iterate(for: 0.3) { gtk_widget_get_width(board) >= 200 }
    try body(board)
  }

  @Test(.needsDisplay) func theBoardIsFramedInTheThemesBorderColourOverItsOwn() throws {
    try withShownBoard { board in
      let image = try paintWidget(board)
      let borders = try #require(ThemePalette.color(named: "borders", in: board))
      let fill = try #require(ThemePalette.color(named: "kinetic_gestures_board_color", in: board))
      let middle = image.height / 2
      // On every edge, the outermost pixel is the frame (over the board's colour); the next is the
      // board's colour.
      for (x, y) in [(0, middle), (image.width - 1, middle), (image.width / 2, 0)] {
        let framed = image.color(x: x, y: y)
        #expect(framed.isClose(to: borders.over(fill)), "(\(x), \(y)): \(framed)")
      }
      #expect(image.color(x: 3, y: middle).isClose(to: fill), "\(image.color(x: 3, y: middle))")
    }
  }

  /// A `.flat` board draws neither its surface nor its frame (nothing is painted at its edges or
  /// in its middle), and gets both back without the class.
  @Test(.needsDisplay) func aFlatBoardHasNoSurfaceAndNoFrame() throws {
    try withShownBoard { board in
      let fill = try #require(ThemePalette.color(named: "kinetic_gestures_board_color", in: board))
      gtk_widget_add_css_class(board, "flat")
      iterate(for: 0.2)
      let flat = try paintWidget(board)
      let middle = flat.height / 2
      for (x, y) in [(0, middle), (flat.width - 1, middle), (flat.width / 2, 0), (3, middle)] {
        #expect(flat.color(x: x, y: y).alpha == 0, "(\(x), \(y)): \(flat.color(x: x, y: y))")
      }
      gtk_widget_remove_css_class(board, "flat")
      iterate(for: 0.2)
      let framed = try paintWidget(board)
      #expect(framed.color(x: 3, y: middle).isClose(to: fill))
      #expect(framed.color(x: 0, y: middle).alpha == 1)
    }
  }
}

extension RenderedImage {
  /// The straight-alpha colour of the pixel at (`x`, `y`).
  func color(x: Int, y: Int) -> Color {
    let pixel = pixels[y * width + x]
    let alpha = Double(pixel >> 24) / 255
    guard alpha > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
    return Color(
      red: Double((pixel >> 16) & 0xFF) / 255 / alpha,
      green: Double((pixel >> 8) & 0xFF) / 255 / alpha, blue: Double(pixel & 0xFF) / 255 / alpha,
      alpha: alpha)
  }
}

extension Color {
  /// This colour composited over an opaque `background`.
  func over(_ background: Color) -> Color {
    Color(
      red: red * alpha + background.red * (1 - alpha),
      green: green * alpha + background.green * (1 - alpha),
      blue: blue * alpha + background.blue * (1 - alpha), alpha: 1)
  }

  /// Whether every channel is within two steps of 255 of `other`'s.
  func isClose(to other: Color) -> Bool {
    abs(red - other.red) <= 2 / 255 && abs(green - other.green) <= 2 / 255
      && abs(blue - other.blue) <= 2 / 255
  }
}
