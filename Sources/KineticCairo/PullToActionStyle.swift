/// The shared colours and type a pull to action's look is built from, after ShinobiEssentials'
/// theme.
///
/// A ``PullToActionStyle`` takes its defaults from a theme, so an app that restyles one theme
/// restyles every part of the control together.
public struct PullToActionTheme: Sendable, Hashable {
  /// The main tint: the area a pull reveals behind the content.
  public var activeTintColor = Color(hex: 0xE9EDF3)
  /// The second tint: the status view's background.
  public var secondaryTintColor = Color(hex: 0xE9EDF3)
  /// The tint of quiet elements: the pulling arrow and its outline.
  public var inactiveTintColor = Color(hex: 0x64748B)
  /// The highlight for progress: the ring around the arrow and the busy indicator.
  public var accentColor = Color(hex: 0x2563EB)
  /// The colour of a success.
  public var successColor = Color(hex: 0x16A34A)
  /// The colour of a failure and its message.
  public var failureColor = Color(hex: 0xDC2626)
  /// The colour of an action that found nothing new.
  public var noChangeColor = Color(hex: 0x64748B)
  /// The main font: the status text.
  public var primaryFont = TextStyle(size: 14, isBold: true)
  /// The colour of text in the main font.
  public var primaryFontColor = Color(hex: 0x475569)
  /// The secondary font: the sample content's subtitles.
  public var secondaryFont = TextStyle(size: 13)
  /// The colour of text in the secondary font.
  public var secondaryFontColor = Color(hex: 0x64748B)
  /// The background of the content that is pulled.
  public var contentBackgroundColor = Color(hex: 0xFFFFFF)
  /// The colour of the content's titles.
  public var contentTextColor = Color(hex: 0x0F172A)
  /// The hairlines between the content's rows.
  public var separatorColor = Color(hex: 0xE5E9F0)

  /// The default theme: a cool grey well behind white content, slate text and a blue accent.
  public init() {}
}

/// The colours and type of Kinetic's default pull to action look, with ShinobiEssentials'
/// `SEssentialsPullToActionStyle` properties.
///
/// Every property starts from a ``PullToActionTheme``: the control's background from the active
/// tint, the status view's from the secondary tint, its text from the primary font and colour, the
/// arrow from the inactive tint.
public struct PullToActionStyle: Sendable, Hashable {
  /// The control's own background: the area the pull reveals (the theme's active tint).
  public var backgroundColor: Color
  /// The status view's background (the theme's secondary tint).
  public var statusViewBackgroundColor: Color
  /// The status text's font (the theme's primary font).
  public var statusViewFont: TextStyle
  /// The status text's colour (the theme's primary font colour).
  public var statusViewTextColor: Color
  /// The arrow's fill (the theme's inactive tint).
  public var arrowColor: Color
  /// The arrow's outline (the theme's inactive tint).
  public var arrowBorderColor: Color
  /// The width of the arrow's outline in points; 0, the default, draws none.
  public var arrowBorderWidth: Double
  /// The ring around the arrow that fills as the pull nears the threshold, and the busy
  /// indicator (the theme's accent).
  public var progressColor: Color
  /// Whether a ring around the arrow shows how far the pull is from triggering.
  public var showsProgressRing: Bool
  /// The success icon's colour.
  public var successColor: Color
  /// The failure icon's and message's colour.
  public var failureColor: Color
  /// The colour of the icon for an action that found nothing new.
  public var noChangeColor: Color
  /// The sample content's background.
  public var contentBackgroundColor: Color
  /// The sample content's titles.
  public var contentTitleFont: TextStyle
  /// The colour of the sample content's titles.
  public var contentTitleColor: Color
  /// The sample content's subtitles.
  public var contentSubtitleFont: TextStyle
  /// The colour of the sample content's subtitles.
  public var contentSubtitleColor: Color
  /// The hairlines between the sample content's rows.
  public var separatorColor: Color

  /// Creates the look `theme` describes.
  public init(theme: PullToActionTheme) {
    backgroundColor = theme.activeTintColor
    statusViewBackgroundColor = theme.secondaryTintColor
    statusViewFont = theme.primaryFont
    statusViewTextColor = theme.primaryFontColor
    arrowColor = theme.inactiveTintColor
    arrowBorderColor = theme.inactiveTintColor
    arrowBorderWidth = 0
    progressColor = theme.accentColor
    showsProgressRing = true
    successColor = theme.successColor
    failureColor = theme.failureColor
    noChangeColor = theme.noChangeColor
    contentBackgroundColor = theme.contentBackgroundColor
    contentTitleFont = TextStyle(
      family: theme.primaryFont.family, size: theme.primaryFont.size + 1, isBold: true)
    contentTitleColor = theme.contentTextColor
    contentSubtitleFont = theme.secondaryFont
    contentSubtitleColor = theme.secondaryFontColor
    separatorColor = theme.separatorColor
  }

  /// Creates the look of the default theme.
  public init() {
    self.init(theme: PullToActionTheme())
  }
}
