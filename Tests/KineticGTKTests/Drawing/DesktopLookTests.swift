import CGTK
import Foundation
import Kinetic
import KineticCairo
import KineticGObject
import KineticGTK
import Testing

/// Each widget class, painted as GTK paints it (GtkWidgetPaintable: its render nodes, CSS
/// included), under the light, dark and high-contrast themes: each follows them, but for the
/// onboarding carousel's pages, which keep their artwork's light ground.
///
/// Set `KINETIC_LOOKS_DIR` to a folder to keep the images (`<control>-<theme>.png`) and look at
/// them.
@Suite(.serialized) @MainActor struct DesktopLookTests {
  /// The widget classes' names.
  nonisolated static let controls = [
    "slide-to-confirm", "pull-to-action", "gesture-board", "onboarding-carousel",
  ]

  /// A widget of a class, made as an app would make it, and what must live as long.
  static func make(_ control: String) throws -> (UnsafeMutablePointer<GtkWidget>?, AnyObject?) {
    if control == "onboarding-carousel" {
      // Three pages of text, dots and Skip over the backdrop.
      let view = OnboardingCarouselView(
        spec: try OnboardingCarouselClassTests.smallSpec(),
        assets: OnboardingCarouselAssets(folder: "/"),
        sizing: .fixed(Size(width: 320, height: 568)))
      return (view.widget, view)
    }
    let widget: UnsafeMutablePointer<GtkWidget>? =
      switch control {
      case "slide-to-confirm": kinetic_slide_to_confirm_new()
      case "gesture-board": kinetic_gesture_board_new()
      case "pull-to-action": kinetic_pull_to_action_new()
      default: nil
      }
    return (widget, nil)
  }

  typealias Theme = DesktopTheme

  /// The widget painted in a shown 360 × 160 window under `theme`.
  private func paint(_ control: String, under theme: Theme) throws -> RenderedImage {
    var image: RenderedImage?
    try theme.applied {
      let window = try #require(gtk_window_new())
      defer { gtk_window_destroy(cgtk_window(window)) }
      let (made, keptAlive) = try Self.make(control)
      defer { withExtendedLifetime(keptAlive) {} }
      let widget = try #require(made)
      gtk_widget_set_size_request(widget, 360, 160)
      gtk_window_set_child(cgtk_window(window), widget)
      gtk_window_present(cgtk_window(window))
      iterate(for: 0.3) { gtk_widget_get_width(widget) >= 360 }
      if control == "pull-to-action" {
        // Held open with its status showing, as during a refresh.
        #expect(gtk_widget_activate_action_variant(widget, "pull-to-action.refresh", nil) != 0)
        iterate(for: 0.6)
      }
      if control == "onboarding-carousel" { iterate(for: 0.5) }
      image = try paintWidget(widget)
    }
    return try #require(image)
  }

  @Test(.needsDisplay, arguments: controls)
  func theControlFollowsTheLightDarkAndHighContrastThemes(control: String) throws {
    var images: [Theme: RenderedImage] = [:]
    for theme in Theme.allCases {
      let image = try paint(control, under: theme)
      images[theme] = image
      if let folder = ProcessInfo.processInfo.environment["KINETIC_LOOKS_DIR"] {
        image.writePNG(to: "\(folder)/\(control)-\(theme.rawValue).png")
      }
    }
    let light = try #require(images[.light])
    let dark = try #require(images[.dark])
    let highContrast = try #require(images[.highContrast])
    if control == "onboarding-carousel" {
      // Its pages keep the light ground a spec's artwork is drawn for, whatever the theme: a
      // light accent backdrop (not white), the same under each.
      #expect(light.meanLuminance > 0.4, "light: \(light.meanLuminance)")
      for other in [dark, highContrast] {
        let change = PixelDifference(light, other)
        #expect(change.differingFraction < 0.002, "\(change)")
      }
      return
    }
    #expect(light.meanLuminance > 0.6, "light: \(light.meanLuminance)")
    #expect(dark.meanLuminance < 0.4, "dark: \(dark.meanLuminance)")
    // High contrast keeps light backgrounds; what changes is outlines, text, indicators, and
    // the shades the theme's named colours give.
    let change = PixelDifference(light, highContrast)
    #expect(change.differingFraction > 0.002 || change.meanError > 2, "\(change)")
  }
}

extension RenderedImage {
  /// The mean relative luminance of the pixels the widget painted (alpha over one half).
  var meanLuminance: Double {
    var total = 0.0
    var count = 0
    for pixel in pixels {
      let alpha = Double(pixel >> 24) / 255
      guard alpha > 0.5 else { continue }
      // Premultiplied: divide by alpha to get the colour.
      let red = Double((pixel >> 16) & 0xFF) / 255 / alpha
      let green = Double((pixel >> 8) & 0xFF) / 255 / alpha
      let blue = Double(pixel & 0xFF) / 255 / alpha
      total += luminance(Color(red: red, green: green, blue: blue))
      count += 1
    }
    return count == 0 ? 0 : total / Double(count)
  }
}
