import KineticGTK

/// The gallery's CSS: a calm page with the control on a card and its knobs below.
@MainActor
enum GalleryStyle {
  /// In the theme's named colours, so every page follows a dark or high-contrast theme; the
  /// avatars keep their own colours, with white initials.
  ///
  /// Nothing is painted twice over a large area, since GTK's GL renderer shades every pixel of
  /// every node in every frame a control moves: the window paints the page's background, and
  /// the mail card the inbox's (its list is transparent on it).
  static let css = """
    .page { padding: 28px 32px; }
    .page-title { font-size: 15pt; font-weight: 700; color: @theme_fg_color; }
    .page-subtitle { color: mix(@theme_fg_color, @theme_bg_color, 0.3); margin-bottom: 18px; }
    @define-color gallery_card @theme_base_color;
    @define-color gallery_card_border mix(@borders, @theme_base_color, 0.4);
    .card { background-color: @gallery_card; border-radius: 14px; padding: 28px 24px;
            border: 1px solid @gallery_card_border; }
    /* A card's padding and the one-pixel outline GalleryCard draws inside it. */
    .stage { padding: 29px 25px; }
    .status { color: mix(@theme_fg_color, @theme_bg_color, 0.15);
              font-feature-settings: "tnum"; margin-top: 14px; }
    .knobs { margin-top: 22px; }
    .knob-label { color: mix(@theme_fg_color, @theme_bg_color, 0.15); }
    .page-switcher { margin-top: 14px; }
    .side-knobs { margin-top: 0; }
    /* The mail card's background and outline are GalleryCard's, inside its one-pixel padding. */
    .mail-card { padding: 1px; border-radius: 18px; box-shadow: 0 8px 24px alpha(black, 0.08); }
    .mail-header { padding: 16px 18px 12px 18px;
                   border-bottom: 1px solid mix(@borders, @theme_base_color, 0.5); }
    .mail-title { font-size: 16.5pt; font-weight: 800; color: @theme_text_color; }
    .inbox-unread { color: @theme_text_color; font-weight: 600; font-size: 9.75pt;
                    background-color: alpha(@theme_selected_bg_color, 0.2);
                    border-radius: 10px; padding: 2px 9px; }
    .mail-viewport { border-radius: 0 0 18px 18px; }
    list.inbox { background-color: transparent; }
    list.inbox row.message { padding: 11px 18px 11px 16px;
                             border-bottom: 1px solid mix(@borders, @theme_base_color, 0.7); }
    list.inbox row.message:hover { background-color: alpha(@theme_text_color, 0.03); }
    list.inbox row.message:active { background-color: alpha(@theme_text_color, 0.06); }
    .avatar { min-width: 40px; min-height: 40px; border-radius: 20px; color: #ffffff;
              font-weight: 700; font-size: 10.5pt; }
    .avatar-0 { background-color: #4f46e5; }
    .avatar-1 { background-color: #0369a1; }
    .avatar-2 { background-color: #047857; }
    .avatar-3 { background-color: #b45309; }
    .avatar-4 { background-color: #be185d; }
    .avatar-5 { background-color: #6d28d9; }
    .sender { color: @theme_text_color; font-weight: 500; font-size: 11.25pt; }
    row.unread .sender { font-weight: 700; }
    .subject { color: mix(@theme_text_color, @theme_base_color, 0.15); font-size: 10.5pt; }
    row.unread .subject { color: @theme_text_color; font-weight: 600; }
    .preview { color: mix(@theme_text_color, @theme_base_color, 0.35); font-size: 9.75pt; }
    .time { color: mix(@theme_text_color, @theme_base_color, 0.35); font-size: 9pt; }
    row.unread .time { color: mix(@theme_selected_bg_color, @theme_text_color, 0.35);
                       font-weight: 600; }
    .unread-dot { min-width: 8px; min-height: 8px; border-radius: 4px;
                  background-color: @theme_selected_bg_color; }
    """

  static func install() {
    StyleSheet.add(css)
  }
}
