import CGTK
import Foundation
import Kinetic
import KineticCairo
import KineticDemo
import KineticGTK
import Testing

/// The looks follow the desktop theme and an app's CSS through the widget's style.
@Suite(.serialized) @MainActor struct ThemePaletteTests {
  /// Runs `body` with a widget in a shown window under `theme` (dark when `dark`), then puts the
  /// settings back.
  private func withWidget(
    theme: String = "Adwaita", dark: Bool = false,
    _ body: (UnsafeMutablePointer<GtkWidget>) throws -> Void
  ) throws {
    let settings = try #require(gtk_settings_get_default())
    cgtk_object_set_string(UnsafeMutableRawPointer(settings), "gtk-theme-name", theme)
    cgtk_object_set_boolean(
      UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme", dark ? 1 : 0)
    defer {
      cgtk_object_set_string(UnsafeMutableRawPointer(settings), "gtk-theme-name", "Adwaita")
      cgtk_object_set_boolean(
        UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme", 0)
    }
    let window = try #require(gtk_window_new())
    defer { gtk_window_destroy(cgtk_window(window)) }
    let widget = try #require(gtk_drawing_area_new())
    gtk_window_set_child(cgtk_window(window), widget)
    gtk_window_present(cgtk_window(window))
    iterate(for: 0.1)
    try body(widget)
  }

  @Test(.needsDisplay) func underLightAdwaitaTheLooksStayCloseToTheirDefaults() throws {
    try withWidget { widget in
      let palette = ThemePalette(widget: widget)
      for name in ThemeStyleSheet.colorNames {
        #expect(palette.color(named: name) != nil, "\(name) is not defined")
      }
      let themed = palette.slideToConfirmStyle
      let defaults = SlideToConfirmStyle()
      for (part, a, b) in [
        ("track", themed.track, defaults.track), ("thumb", themed.thumb, defaults.thumb),
        ("prompt", themed.prompt, defaults.prompt),
        ("thumb text", themed.thumbText, defaults.thumbText),
      ] {
        #expect(distance(a, b) < 0.12, "\(part): \(a) against \(b)")
      }
    }
  }

  @Test(.needsDisplay) func aDarkThemeDarkensTheTrackAndBackgrounds() throws {
    var light: ThemePalette?
    try withWidget { light = ThemePalette(widget: $0) }
    try withWidget(dark: true) { widget in
      let dark = ThemePalette(widget: widget)
      let slide = dark.slideToConfirmStyle
      let pull = dark.pullToActionStyle
      #expect(luminance(slide.track) < 0.4, "\(slide.track)")
      #expect(luminance(pull.backgroundColor) < 0.4, "\(pull.backgroundColor)")
      #expect(luminance(pull.contentBackgroundColor) < 0.4)
      #expect(luminance(dark.gestureBehavioursRenderer.board) < 0.4)
      // Text turns light on the dark track.
      #expect(luminance(slide.thumbText) > 0.5)
      #expect(luminance(dark.foreground) > 0.5)
      if let light { #expect(light.slideToConfirmStyle.track != slide.track) }
    }
    #expect(luminance(try #require(light).slideToConfirmStyle.track) > 0.6)
  }

  @Test(.needsDisplay) func highContrastOutlinesTheTrackStrongly() throws {
    var adwaita = 0.0
    try withWidget { widget in
      let style = ThemePalette(widget: widget).slideToConfirmStyle
      adwaita = contrast(style.trackBorder, style.track)
    }
    try withWidget(theme: "HighContrast") { widget in
      let style = ThemePalette(widget: widget).slideToConfirmStyle
      let strong = contrast(style.trackBorder, style.track)
      #expect(strong > 2.5, "\(strong)")
      #expect(strong > adwaita * 1.5, "\(strong) against \(adwaita)")
    }
  }

  @Test(.needsDisplay) func anAppsCSSRedefinesAColour() throws {
    let display = try #require(gdk_display_get_default())
    let provider = try #require(gtk_css_provider_new())
    gtk_css_provider_load_from_data(
      provider, "@define-color kinetic_slide_track_color red;", -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    defer {
      gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
      g_object_unref(UnsafeMutableRawPointer(provider))
    }
    try withWidget { widget in
      let style = ThemePalette(widget: widget).slideToConfirmStyle
      #expect(style.track == Color(red: 1, green: 0, blue: 0))
      // The rest still comes from the theme.
      #expect(style.thumb == Color(hex: 0xFFFFFF))
    }
  }

  @Test(.needsDisplay) func aThemedSlideDrawsItsTrackInTheThemesColour() throws {
    try withWidget(dark: true) { widget in
      let style = ThemePalette(widget: widget).slideToConfirmStyle
      let size = Size(width: 300, height: 60)
      let model = SlideToConfirmMachine(size: size).renderModel
      let image = try renderSnapshot(size: size, scale: 1) {
        SlideToConfirmRenderer(style: style).draw(model, in: $0)
      }
      // A point on the track right of the prompt, away from the thumb and the text.
      let pixel = image.pixels[30 * image.width + 285]
      let drawn = Color(
        red: Double((pixel >> 16) & 0xFF) / 255, green: Double((pixel >> 8) & 0xFF) / 255,
        blue: Double(pixel & 0xFF) / 255)
      #expect(distance(drawn, style.track) < 0.02, "\(drawn) against \(style.track)")
    }
  }
}

/// The relative luminance of a colour (WCAG), 0 for black to 1 for white.
func luminance(_ color: Color) -> Double {
  func linear(_ c: Double) -> Double {
    c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }
  return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
}

/// The WCAG contrast ratio of two colours, 1 to 21.
func contrast(_ a: Color, _ b: Color) -> Double {
  let (x, y) = (luminance(a), luminance(b))
  return (max(x, y) + 0.05) / (min(x, y) + 0.05)
}

/// The largest difference of any channel, 0 to 1.
func distance(_ a: Color, _ b: Color) -> Double {
  max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha))
}
