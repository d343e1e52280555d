import CGTK

/// Kinetic's own named colours, derived from the GTK theme's, added once per display at fallback
/// priority.
///
/// Each control's look reads its colours by these names from a widget's style
/// (``ThemePalette``), so light, dark and high-contrast themes apply without code, and an app
/// restyles a control by defining a name again in its own CSS at application priority (which
/// wins over fallback priority):
///
/// ```css
/// @define-color kinetic_slide_track_color #fde68a;
/// ```
///
/// The definitions build on the named colours GTK 4.8's built-in themes (Adwaita, Adwaita:dark,
/// HighContrast) all define: `theme_fg_color`, `theme_text_color`, `theme_bg_color`,
/// `theme_base_color`, `theme_selected_bg_color`, `theme_selected_fg_color`, `borders`,
/// `success_color` and `error_color`. They are chosen so that under light Adwaita each look is
/// close to its built-in default (the headless recordings' look), under Adwaita:dark the
/// tracks and backgrounds are dark, and under HighContrast the outlines are the theme's strong
/// borders.
///
/// ## Slide to confirm
/// - `kinetic_slide_track_color`: the track (a little of the foreground in the window's background).
/// - `kinetic_slide_track_border_color`: the hairline around the track (`borders`).
/// - `kinetic_slide_accent_color`: the fill behind the thumb and the armed outline
///   (`theme_selected_bg_color`, deepened for white text at 4.5:1).
/// - `kinetic_slide_success_color`: the fill on success (`success_color`, deepened for white text).
/// - `kinetic_slide_failure_color`: the fill and text on failure (`error_color`).
/// - `kinetic_slide_thumb_color`: the thumb's face (`theme_base_color`).
/// - `kinetic_slide_thumb_text_color`: the thumb's title and arrow (`theme_fg_color`).
/// - `kinetic_slide_prompt_color`: the prompt on the track (the foreground, softened).
/// - `kinetic_slide_armed_text_color`, `kinetic_slide_failure_text_color`: "Press again to
///   confirm" and the failure message on the track (the accent and error colours, mixed towards
///   the foreground so they read at 4.5:1 on a light or a dark track).
/// - `kinetic_slide_suggested_color`, `kinetic_slide_destructive_color`: the fill and thumb of a
///   `.suggested-action` and a `.destructive-action` slide (the pull's indicator too).
/// - `kinetic_slide_focus_ring_color`: the keyboard focus ring.
///
/// ## Pull to action
/// - `kinetic_pull_background_color`: the area a pull reveals, and the status view's background.
/// - `kinetic_pull_status_text_color`: the status text.
/// - `kinetic_pull_arrow_color`: the pulling arrow, its outline and the "no change" icon.
/// - `kinetic_pull_progress_color`: the progress ring and the busy indicator.
/// - `kinetic_pull_success_color`, `kinetic_pull_failure_color`: the outcome badges and message.
/// - `kinetic_pull_content_background_color`, `kinetic_pull_content_text_color`,
///   `kinetic_pull_content_subtitle_color`, `kinetic_pull_separator_color`: the sample content.
///
/// ## Gesture behaviours
/// - `kinetic_gestures_board_color`, `kinetic_gestures_dots_color`: the board and its dots.
/// - `kinetic_gestures_mount_color`: the photo card's mount.
///
/// ## Onboarding
/// A spec's artwork is drawn for a light ground (SlidingCarousel's: black text, dark dots), so
/// the pages keep light Adwaita's colours in every theme: in a dark theme the page texts still
/// read on the artwork's white. An app whose artwork is dark defines these names again.
/// - `kinetic_onboarding_backdrop_color`: behind every page.
/// - `kinetic_onboarding_current_page_dot_color`, `kinetic_onboarding_page_dot_color`: the dots.
/// - `kinetic_onboarding_skip_color`, `kinetic_onboarding_page_text_color`: the Skip title and
///   the page texts.
/// - `kinetic_onboarding_close_color`, `kinetic_onboarding_close_text_color`: the close button's
///   fill and title.
///
/// ## Part nodes
/// The slide's `track`, `fill` and `thumb` nodes and the pull's `status`, `arrow` and `indicator`
/// nodes (``PartNodes``) take their defaults from these names, and the style classes
/// `.suggested-action`, `.destructive-action` and `.flat` restyle them, so CSS styles one
/// control. A `.flat` gesture board has neither its surface nor its frame.
@MainActor
public enum ThemeStyleSheet {
  /// The style sheet: one `@define-color` per name.
  public static let css = """
    @define-color kinetic_slide_track_color mix(@theme_bg_color, @theme_fg_color, 0.06);
    @define-color kinetic_slide_track_border_color @borders;
    @define-color kinetic_slide_accent_color mix(@theme_selected_bg_color, black, 0.25);
    @define-color kinetic_slide_success_color mix(@success_color, black, 0.45);
    @define-color kinetic_slide_failure_color @error_color;
    @define-color kinetic_slide_thumb_color @theme_base_color;
    @define-color kinetic_slide_thumb_text_color @theme_fg_color;
    @define-color kinetic_slide_prompt_color mix(@theme_fg_color, @theme_bg_color, 0.2);
    @define-color kinetic_slide_armed_text_color mix(@theme_selected_bg_color, @theme_fg_color, 0.6);
    @define-color kinetic_slide_failure_text_color mix(@error_color, @theme_fg_color, 0.7);
    @define-color kinetic_slide_focus_ring_color alpha(@theme_selected_bg_color, 0.55);

    @define-color kinetic_pull_background_color mix(@theme_bg_color, @theme_fg_color, 0.06);
    @define-color kinetic_pull_status_text_color mix(@theme_fg_color, @theme_bg_color, 0.15);
    @define-color kinetic_pull_arrow_color mix(@theme_fg_color, @theme_bg_color, 0.35);
    @define-color kinetic_pull_progress_color @theme_selected_bg_color;
    @define-color kinetic_pull_success_color mix(@success_color, black, 0.2);
    @define-color kinetic_pull_failure_color mix(@error_color, @theme_fg_color, 0.7);
    @define-color kinetic_pull_content_background_color @theme_base_color;
    @define-color kinetic_pull_content_text_color @theme_text_color;
    @define-color kinetic_pull_content_subtitle_color mix(@theme_fg_color, @theme_bg_color, 0.35);
    @define-color kinetic_pull_separator_color mix(@borders, @theme_base_color, 0.5);

    @define-color kinetic_gestures_board_color mix(@theme_bg_color, @theme_fg_color, 0.03);
    @define-color kinetic_gestures_dots_color mix(@theme_bg_color, @theme_fg_color, 0.12);
    @define-color kinetic_gestures_mount_color @theme_base_color;

    @define-color kinetic_onboarding_backdrop_color mix(#3584e4, #f6f5f4, 0.55);
    @define-color kinetic_onboarding_current_page_dot_color #2e3436;
    @define-color kinetic_onboarding_page_dot_color alpha(#2e3436, 0.35);
    @define-color kinetic_onboarding_skip_color #2e3436;
    @define-color kinetic_onboarding_page_text_color black;
    @define-color kinetic_onboarding_close_color mix(@success_color, black, 0.45);
    @define-color kinetic_onboarding_close_text_color white;

    @define-color kinetic_slide_suggested_color mix(@theme_selected_bg_color, black, 0.2);
    @define-color kinetic_slide_destructive_color mix(@error_color, black, 0.25);

    kinetic-slide-to-confirm > track {
      background-color: @kinetic_slide_track_color; color: @kinetic_slide_prompt_color;
      border: 1px solid @kinetic_slide_track_border_color;
    }
    kinetic-slide-to-confirm > fill { background-color: @kinetic_slide_accent_color; }
    kinetic-slide-to-confirm > thumb {
      background-color: @kinetic_slide_thumb_color; color: @kinetic_slide_thumb_text_color;
    }
    kinetic-slide-to-confirm.suggested-action > fill,
    kinetic-slide-to-confirm.suggested-action > thumb {
      background-color: @kinetic_slide_suggested_color; color: @theme_selected_fg_color;
    }
    kinetic-slide-to-confirm.destructive-action > fill,
    kinetic-slide-to-confirm.destructive-action > thumb {
      background-color: @kinetic_slide_destructive_color; color: white;
    }
    kinetic-slide-to-confirm.flat > track { background-color: transparent; border-color: transparent; }

    kinetic-pull-to-action > status {
      background-color: @kinetic_pull_background_color; color: @kinetic_pull_status_text_color;
    }
    kinetic-pull-to-action > arrow { color: @kinetic_pull_arrow_color; }
    kinetic-pull-to-action > indicator { color: @kinetic_pull_progress_color; }
    kinetic-pull-to-action.suggested-action > indicator,
    kinetic-pull-to-action.suggested-action > arrow { color: @kinetic_slide_suggested_color; }
    kinetic-pull-to-action.destructive-action > indicator,
    kinetic-pull-to-action.destructive-action > arrow { color: @kinetic_slide_destructive_color; }
    kinetic-pull-to-action.flat > status { background-color: transparent; }

    kinetic-gesture-board { background-color: @kinetic_gestures_board_color; }
    kinetic-gesture-board.flat { background-color: transparent; }
    """

  /// Every colour name the style sheet defines, in order.
  public static let colorNames: [String] = css.split(separator: "\n").compactMap { line in
    let words = line.split(separator: " ")
    guard words.count > 2, words[0] == "@define-color" else { return nil }
    return String(words[1])
  }

  private static var installed: Set<UnsafeMutableRawPointer> = []

  /// Adds the style sheet to `display` (the default display if `nil`) at
  /// `GTK_STYLE_PROVIDER_PRIORITY_FALLBACK`; adding it again to the same display does nothing.
  public static func install(on display: OpaquePointer? = nil) {
    guard let display = display ?? gdk_display_get_default() else { return }
    let key = UnsafeMutableRawPointer(display)
    guard !installed.contains(key) else { return }
    installed.insert(key)
    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
    g_object_unref(UnsafeMutableRawPointer(provider))
  }
}
