public import CGTK
public import KineticCairo

/// The looks of Kinetic's controls as a widget's style has them: the colours of the control's
/// part nodes (`track`, `fill`, `thumb`, `status`, `arrow`, `indicator`: ``PartNodes``, styled by CSS on
/// that one control), the theme's named colours (``ThemeStyleSheet``'s `kinetic_…` names, which
/// an app's CSS may redefine) for the rest, the widget's foreground colour, and its font family.
///
/// Read one when the widget draws (lookups are cheap), so a change of theme, of dark preference
/// or of an app's CSS shows at the next frame:
///
/// ```swift
/// let palette = ThemePalette(widget: widget)
/// SlideToConfirmRenderer(style: palette.slideToConfirmStyle).draw(model, in: canvas)
/// ```
///
/// A palette is a value: it reads the style once, when it is made, and keeps nothing of the
/// widget. A name the style does not define keeps the built-in default's colour.
public struct ThemePalette: Sendable, Hashable {
  /// Kinetic's named colours (``ThemeStyleSheet/colorNames``) the style defines, by name.
  public let colors: [String: Color]

  /// The widget's foreground colour (CSS `color`).
  public let foreground: Color
  /// The font family the widget's CSS gives it, or `nil` when it has none.
  public let fontFamily: String?
  /// The colours of the widget's part nodes, by node name (none for a widget without them).
  let parts: [String: PartNodes.Colors]

  /// Reads `widget`'s style, first adding ``ThemeStyleSheet`` to its display.
  @MainActor
  public init(widget: UnsafeMutablePointer<GtkWidget>) {
    ThemeStyleSheet.install(on: gtk_widget_get_display(widget))
    var colors: [String: Color] = [:]
    for name in ThemeStyleSheet.colorNames {
      colors[name] = Self.color(named: name, in: widget)
    }
    self.colors = colors
    parts = PartNodes.colors(in: widget)
    var rgba = GdkRGBA()
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &rgba)
    foreground = Self.color(rgba)
    if let pango = gtk_widget_get_pango_context(widget),
      let description = pango_context_get_font_description(pango),
      let family = pango_font_description_get_family(description)
    {
      fontFamily = String(cString: family)
    } else {
      fontFamily = nil
    }
  }

  /// One of Kinetic's named colours as the style had it, or `nil` when it was not defined.
  public func color(named name: String) -> Color? {
    colors[name]
  }

  /// The named colour `name` (`@define-color name …` in any style sheet of `widget`'s display,
  /// the theme's included) as `widget`'s style has it now, or `nil` when none defines it.
  @MainActor
  public static func color(named name: String, in widget: UnsafeMutablePointer<GtkWidget>)
    -> Color?
  {
    var rgba = GdkRGBA()
    guard gtk_style_context_lookup_color(gtk_widget_get_style_context(widget), name, &rgba) != 0
    else { return nil }
    return color(rgba)
  }

  /// The slide to confirm's look: its `track` (background, border and `color` for the prompt),
  /// `fill` (background) and `thumb` (background, and `color` for the title and arrow) nodes,
  /// the `kinetic_slide_…` colours for the rest, and the widget's font family.
  public var slideToConfirmStyle: SlideToConfirmStyle {
    var style = SlideToConfirmStyle()
    read(&style.track, "kinetic_slide_track_color")
    read(&style.trackBorder, "kinetic_slide_track_border_color")
    read(&style.accent, "kinetic_slide_accent_color")
    read(&style.success, "kinetic_slide_success_color")
    read(&style.failure, "kinetic_slide_failure_color")
    read(&style.thumb, "kinetic_slide_thumb_color")
    style.thumbText = color(named: "kinetic_slide_thumb_text_color") ?? foreground
    read(&style.prompt, "kinetic_slide_prompt_color")
    style.armedText = color(named: "kinetic_slide_armed_text_color")
    style.failureText = color(named: "kinetic_slide_failure_text_color")
    read(&style.focusRing, "kinetic_slide_focus_ring_color")
    if let track = parts["track"] {
      style.track = track.background ?? Self.transparent
      style.trackBorder = track.border ?? Self.transparent
      style.prompt = track.foreground
    }
    if let fill = parts["fill"] { style.accent = fill.background ?? Self.transparent }
    if let thumb = parts["thumb"] {
      style.thumb = thumb.background ?? Self.transparent
      style.thumbText = thumb.foreground
    }
    follow(&style.titleFont)
    follow(&style.promptFont)
    return style
  }

  /// The pull to action's look: its `status` node (background for the revealed area and the
  /// status view, `color` for the status text), `arrow` node (`color` for the arrow and the "no
  /// change" icon) and `indicator` node (`color` for the progress ring and busy indicator), the `kinetic_pull_…` colours for the rest, and the widget's font
  /// family.
  public var pullToActionStyle: PullToActionStyle {
    var style = PullToActionStyle()
    read(&style.backgroundColor, "kinetic_pull_background_color")
    read(&style.statusViewBackgroundColor, "kinetic_pull_background_color")
    style.statusViewTextColor = color(named: "kinetic_pull_status_text_color") ?? foreground
    read(&style.arrowColor, "kinetic_pull_arrow_color")
    read(&style.arrowBorderColor, "kinetic_pull_arrow_color")
    read(&style.noChangeColor, "kinetic_pull_arrow_color")
    read(&style.progressColor, "kinetic_pull_progress_color")
    read(&style.successColor, "kinetic_pull_success_color")
    read(&style.failureColor, "kinetic_pull_failure_color")
    read(&style.contentBackgroundColor, "kinetic_pull_content_background_color")
    read(&style.contentTitleColor, "kinetic_pull_content_text_color")
    read(&style.contentSubtitleColor, "kinetic_pull_content_subtitle_color")
    read(&style.separatorColor, "kinetic_pull_separator_color")
    if let status = parts["status"] {
      style.backgroundColor = status.background ?? Self.transparent
      style.statusViewBackgroundColor = style.backgroundColor
      style.statusViewTextColor = status.foreground
    }
    if let arrow = parts["arrow"] {
      style.arrowColor = arrow.foreground
      style.arrowBorderColor = arrow.foreground
      style.noChangeColor = arrow.foreground
    }
    if let indicator = parts["indicator"] { style.progressColor = indicator.foreground }
    follow(&style.statusViewFont)
    follow(&style.contentTitleFont)
    follow(&style.contentSubtitleFont)
    return style
  }

  /// The onboarding carousel's look: the `kinetic_onboarding_…` colours and the font family.
  public var onboardingStyle: OnboardingCarouselStyle {
    var style = OnboardingCarouselStyle()
    read(&style.backdrop, "kinetic_onboarding_backdrop_color")
    read(&style.currentPageDot, "kinetic_onboarding_current_page_dot_color")
    read(&style.pageDot, "kinetic_onboarding_page_dot_color")
    read(&style.skipColor, "kinetic_onboarding_skip_color")
    read(&style.pageTextColor, "kinetic_onboarding_page_text_color")
    read(&style.closeColor, "kinetic_onboarding_close_color")
    follow(&style.skipFont)
    follow(&style.pageTextFont)
    follow(&style.closeFont)
    return style
  }

  /// Replaces `value` with the named colour, when the style defines it.
  package func read(_ value: inout Color, _ name: String) {
    if let color = color(named: name) { value = color }
  }

  /// Sets `font` in the widget's font family, keeping Kinetic's size and weight.
  private func follow(_ font: inout TextStyle) {
    if let fontFamily, !fontFamily.isEmpty { font.family = fontFamily }
  }

  /// What a part with no background or border draws with.
  static let transparent = Color(red: 0, green: 0, blue: 0, alpha: 0)

  static func color(_ rgba: GdkRGBA) -> Color {
    Color(
      red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue),
      alpha: Double(rgba.alpha))
  }
}
