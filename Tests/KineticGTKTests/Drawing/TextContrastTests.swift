import CGTK
import Foundation
import Kinetic
import KineticCairo
import KineticGObject
import KineticGTK
import Testing

/// Every built-in text of the controls reads at WCAG AA (4.5:1 over what is behind it), and every
/// state icon stands out at 3:1 (WCAG's for a control's graphics), in Adwaita, Adwaita:dark and
/// HighContrast, measured on the pixels GTK paints.
///
/// In each text's area the most common colour is taken as the background and the pixel farthest
/// from it in luminance as the text (the fully covered pixels of a glyph's stems). Set
/// `KINETIC_LOOKS_DIR` to keep each image (`contrast-<control>-<state>-<theme>.png`) and print
/// the figures.
@Suite(.serialized) @MainActor struct TextContrastTests {
  typealias Theme = DesktopTheme

  /// One text measured: where, under which theme, and the contrast found.
  struct Measure: CustomStringConvertible {
    var text: String
    var theme: Theme
    var contrast: Double
    var foreground: Color
    var background: Color
    var description: String {
      "\(theme.rawValue) \(text): \(String(format: "%.2f", contrast)):1 (\(foreground.hex) on \(background.hex))"
    }
  }

  /// Runs `body` with `widget` shown at `width` × `height` in a window under `theme`.
  private func show(
    _ widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32, under theme: Theme,
    _ body: @MainActor () throws -> Void
  ) throws {
    try theme.applied {
      let window = try #require(gtk_window_new())
      defer { gtk_window_destroy(cgtk_window(window)) }
      gtk_widget_set_size_request(widget, width, height)
      gtk_window_set_child(cgtk_window(window), widget)
      gtk_window_present(cgtk_window(window))
      iterate(for: 0.3) { gtk_widget_get_width(widget) >= width }
      try body()
    }
  }

  /// Paints `widget`, keeps the image when asked, and measures the text in `area`.
  private func measure(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ text: String, in area: Rect, theme: Theme,
    file: String
  ) throws -> Measure {
    iterate(for: 0.15)
    let image = try paintWidget(widget)
    if let folder = ProcessInfo.processInfo.environment["KINETIC_LOOKS_DIR"] {
      let name = text.replacingOccurrences(of: " ", with: "-")
      image.writePNG(to: "\(folder)/contrast-\(file)-\(name)-\(theme.rawValue).png")
    }
    let (foreground, background) = image.textAndBackground(in: area)
    let measured = Measure(
      text: text, theme: theme, contrast: contrast(foreground, background),
      foreground: foreground, background: background)
    if ProcessInfo.processInfo.environment["KINETIC_LOOKS_DIR"] != nil { print(measured) }
    return measured
  }

  @Test(.needsDisplay, arguments: Theme.allCases)
  func theSlidesTextsReadAtAA(theme: Theme) throws {
    let widget = try #require(kinetic_slide_to_confirm_new())
    let slide = OpaquePointer(widget)
    kinetic_slide_to_confirm_set_awaits_result(slide, 1)
    kinetic_slide_to_confirm_set_result_display_duration(slide, 5)
    var measures: [Measure] = []
    var icons: [Measure] = []
    try show(widget, width: 360, height: 60, under: theme) {
      let host = try #require(WidgetHost.of(widget) as? SlideToConfirmHost)
      /// The track beside the thumb, on the wider side, clear of the thumb's shadow.
      @MainActor func besideThumb() -> Rect {
        let thumb = host.machine.renderModel.thumbFrame
        let left = Rect(x: 10, y: 12, width: thumb.minX - 18, height: 36)
        let right = Rect(x: thumb.maxX + 8, y: 12, width: 350 - thumb.maxX - 8, height: 36)
        return left.width > right.width ? left : right
      }
      // The thumb's face left of the arrow (the title; the arrow is not text).
      let face = host.machine.renderModel.thumbFrame.insetBy(dx: 6, dy: 8)
      let title = Rect(x: face.minX, y: face.minY, width: face.width - 22, height: face.height)
      measures.append(try measure(widget, "title", in: title, theme: theme, file: "slide-idle"))
      measures.append(
        try measure(widget, "prompt", in: besideThumb(), theme: theme, file: "slide-idle"))
      // One activation arms ("press again"), the second confirms, as Enter does.
      #expect(gtk_widget_activate_action_variant(widget, "slide-to-confirm.confirm", nil) != 0)
      iterate(for: 0.3) { host.machine.state == .armed }
      #expect(host.machine.state == .armed)
      measures.append(
        try measure(widget, "armed message", in: besideThumb(), theme: theme, file: "slide-armed"))
      #expect(gtk_widget_activate_action_variant(widget, "slide-to-confirm.confirm", nil) != 0)
      iterate(for: 0.8) { host.machine.state == .working }
      measures.append(
        try measure(
          widget, "working message", in: besideThumb(), theme: theme, file: "slide-working"))
      /// The thumb's face, where the state's icon is.
      @MainActor func icon() -> Rect { host.machine.renderModel.thumbFrame.insetBy(dx: 8, dy: 8) }
      icons.append(try measure(widget, "spinner", in: icon(), theme: theme, file: "slide-working"))
      kinetic_slide_to_confirm_finish(slide, 1, nil)
      iterate(for: 0.3)
      measures.append(
        try measure(
          widget, "success message", in: besideThumb(), theme: theme, file: "slide-succeeded"))
      icons.append(try measure(widget, "tick", in: icon(), theme: theme, file: "slide-succeeded"))
      kinetic_slide_to_confirm_reset(slide)
      iterate(for: 0.8) { host.machine.state == .idle }
      kinetic_slide_to_confirm_confirm(slide)
      iterate(for: 0.8) { host.machine.state == .working }
      kinetic_slide_to_confirm_finish(slide, 0, "Card declined")
      iterate(for: 0.3)
      measures.append(
        try measure(
          widget, "failure message", in: besideThumb(), theme: theme, file: "slide-failed"))
      iterate(for: 0.8) { !host.surface.isTicking }
      icons.append(try measure(widget, "cross", in: icon(), theme: theme, file: "slide-failed"))
    }
    for measure in measures { #expect(measure.contrast >= 4.5, "\(measure)") }
    for icon in icons { #expect(icon.contrast >= 3, "\(icon)") }
  }

  @Test(.needsDisplay, arguments: Theme.allCases)
  func thePullsTextsReadAtAA(theme: Theme) throws {
    let widget = try #require(kinetic_pull_to_action_new())
    let pull = OpaquePointer(widget)
    kinetic_pull_to_action_set_awaits_result(pull, 1)
    kinetic_pull_to_action_set_outcome_display_duration(pull, 5)
    var measures: [Measure] = []
    var icons: [Measure] = []
    try show(widget, width: 360, height: 160, under: theme) {
      // The status strip the refresh holds open, right of the spinner.
      let strip = Rect(x: 150, y: 4, width: 200, height: 40)
      kinetic_pull_to_action_trigger(pull)
      iterate(for: 0.6)
      measures.append(
        try measure(widget, "executing text", in: strip, theme: theme, file: "pull-executing"))
      // The icon left of the text, which centres with it.
      icons.append(
        try measure(
          widget, "spinner", in: Rect(x: 118, y: 6, width: 38, height: 36), theme: theme,
          file: "pull-executing"))
      kinetic_pull_to_action_finish(pull, 0, "Could not connect")
      iterate(for: 0.3)
      measures.append(
        // Right of the failure badge: the message alone.
        try measure(
          widget, "failure message", in: Rect(x: 122, y: 4, width: 230, height: 40),
          theme: theme, file: "pull-failed"))
      let badge = Rect(x: 86, y: 6, width: 34, height: 36)
      icons.append(
        try measure(widget, "failure badge", in: badge, theme: theme, file: "pull-failed"))
      // Inside the badge: the exclamation mark on the badge's colour.
      icons.append(
        try measure(
          widget, "failure glyph", in: Rect(x: 97, y: 14, width: 10, height: 20), theme: theme,
          file: "pull-failed"))
    }
    for measure in measures { #expect(measure.contrast >= 4.5, "\(measure)") }
    for icon in icons { #expect(icon.contrast >= 3, "\(icon)") }
  }

  /// The carousels measured: a spec without images (its texts on the backdrop) and Kinetic's
  /// demo (its texts on the artwork's white hills, drawn for a light ground in every theme).
  enum CarouselSpec: String, CaseIterable { case small, demo }

  @Test(.needsDisplay, arguments: Theme.allCases, CarouselSpec.allCases)
  func theCarouselsTextsAndCloseButtonReadAtAA(theme: Theme, spec: CarouselSpec) throws {
    let sizing = OnboardingCarouselView.Sizing.fixed(Size(width: 320, height: 568))
    let view =
      switch spec {
      case .small:
        OnboardingCarouselView(
          spec: try OnboardingCarouselClassTests.smallSpec(),
          assets: OnboardingCarouselAssets(folder: "/"), sizing: sizing)
      case .demo:
        OnboardingCarouselView(
          document: try OnboardingCarouselView.load(path: OnboardingCarouselClassTests.demo.path),
          sizing: sizing)
      }
    let widget = view.widget
    var measures: [Measure] = []
    try show(widget, width: 320, height: 568, under: theme) {
      iterate(for: 0.4)
      for (name, cssClass) in [("page text", "onboarding-text"), ("Skip", "onboarding-skip")] {
        let area = try #require(Self.bounds(ofDescendantWith: cssClass, in: widget))
        measures.append(
          try measure(
            widget, name, in: area.insetBy(dx: -6, dy: -4), theme: theme,
            file: "carousel-\(spec.rawValue)"))
      }
      #expect(view.goTo(page: view.machine.pageCount - 1))
      iterate(for: 1.2)
      let close = try #require(Self.bounds(ofDescendantWith: "onboarding-close", in: widget))
      // Inside the pill: its title on its fill.
      measures.append(
        try measure(
          widget, "close button", in: close.insetBy(dx: 14, dy: 6), theme: theme,
          file: "carousel-\(spec.rawValue)-last"))
    }
    withExtendedLifetime(view) {}
    for measure in measures { #expect(measure.contrast >= 4.5, "\(measure)") }
  }

  /// The bounds, in `root`'s coordinates, of the first mapped descendant with `cssClass`.
  static func bounds(
    ofDescendantWith cssClass: String, in parent: UnsafeMutablePointer<GtkWidget>,
    root: UnsafeMutablePointer<GtkWidget>? = nil
  ) -> Rect? {
    let root = root ?? parent
    var child = gtk_widget_get_first_child(parent)
    while let current = child {
      if gtk_widget_get_mapped(current) != 0, gtk_widget_has_css_class(current, cssClass) != 0 {
        var bounds = graphene_rect_t()
        if gtk_widget_compute_bounds(current, root, &bounds) != 0 {
          return Rect(
            x: Double(bounds.origin.x), y: Double(bounds.origin.y),
            width: Double(bounds.size.width), height: Double(bounds.size.height))
        }
      }
      if let found = bounds(ofDescendantWith: cssClass, in: current, root: root) {
        return found
      }
      child = gtk_widget_get_next_sibling(current)
    }
    return nil
  }
}

extension RenderedImage {
  /// The text and background colours in `area`: the most common colour, and the text's.
  func textAndBackground(in area: Rect) -> (text: Color, background: Color) {
    let minX = max(0, Int(area.minX.rounded()))
    let maxX = min(width, Int(area.maxX.rounded()))
    let minY = max(0, Int(area.minY.rounded()))
    let maxY = min(height, Int(area.maxY.rounded()))
    var counts: [UInt32: Int] = [:]
    for y in minY..<max(minY, maxY) {
      for x in minX..<max(minX, maxX) { counts[pixels[y * width + x], default: 0] += 1 }
    }
    guard let common = counts.max(by: { $0.value < $1.value })?.key else {
      return (Color(hex: 0), Color(hex: 0))
    }
    let background = Self.color(common, over: Color(hex: 0xFFFFFF))
    // The glyphs' fully covered pixels: the most common colour among those nearly as far from
    // the background as the farthest (a pixel of an outline does not count). Each pixel as seen
    // over the background: a shadow's faint pixels are faint.
    let ratios = counts.keys.map { ($0, contrast(Self.color($0, over: background), background)) }
    let farthest = ratios.map(\.1).max() ?? 1
    let text =
      ratios.filter { $0.1 >= 1 + 0.7 * (farthest - 1) }
      .max { counts[$0.0, default: 0] < counts[$1.0, default: 0] }
      .map { Self.color($0.0, over: background) } ?? background
    return (text, background)
  }

  /// A premultiplied pixel composited over `background`.
  private static func color(_ pixel: UInt32, over background: Color) -> Color {
    let alpha = Double(pixel >> 24) / 255
    func channel(_ shift: UInt32, _ under: Double) -> Double {
      min(1, Double((pixel >> shift) & 0xFF) / 255 + under * (1 - alpha))
    }
    return Color(
      red: channel(16, background.red), green: channel(8, background.green),
      blue: channel(0, background.blue))
  }
}

extension Color {
  /// `#RRGGBB`.
  var hex: String {
    String(
      format: "#%02X%02X%02X", Int((red * 255).rounded()), Int((green * 255).rounded()),
      Int((blue * 255).rounded()))
  }
}
