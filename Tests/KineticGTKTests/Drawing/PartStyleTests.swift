import CGTK
import Foundation
import Kinetic
import KineticCairo
import KineticGObject
import KineticGTK
import Testing

/// CSS styles one control: libadwaita's style classes and rules on the control's part nodes
/// (`track`, `fill`, `thumb`, `status`, `arrow`, `indicator`) change that control and not the
/// one beside it.
@Suite(.serialized) @MainActor struct PartStyleTests {
  /// Runs `body` with `count` slides (or pulls) side by side in a shown window.
  private func withControls(
    _ count: Int, pull: Bool = false, css: String? = nil,
    _ body: ([UnsafeMutablePointer<GtkWidget>]) throws -> Void
  ) throws {
    let display = try #require(gdk_display_get_default())
    let provider = try #require(gtk_css_provider_new())
    gtk_css_provider_load_from_data(provider, css ?? "", -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    defer {
      gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
      g_object_unref(UnsafeMutableRawPointer(provider))
    }
    let window = try #require(gtk_window_new())
    defer { gtk_window_destroy(cgtk_window(window)) }
    let box = try #require(gtk_box_new(GTK_ORIENTATION_VERTICAL, 8))
    var widgets: [UnsafeMutablePointer<GtkWidget>] = []
    for _ in 0..<count {
      let widget = try #require(
        pull ? kinetic_pull_to_action_new() : kinetic_slide_to_confirm_new())
      gtk_widget_set_size_request(widget, 320, pull ? 160 : 60)
      gtk_box_append(cgtk_box(box), widget)
      widgets.append(widget)
    }
    gtk_window_set_child(cgtk_window(window), box)
    gtk_window_present(cgtk_window(window))
    iterate(for: 0.2) { gtk_widget_get_width(widgets[0]) >= 320 }
    try body(widgets)
  }

  /// The colour of pixel (`x`, `y`) of `widget` as GTK paints it.
  static func paintedColor(_ widget: UnsafeMutablePointer<GtkWidget>, x: Int, y: Int) throws
    -> Color
  {
    let image = try paintWidget(widget)
    return image.color(x: x, y: y)
  }

  @Test(.needsDisplay) func aDestructiveSlideIsRedBesideABlueOne() throws {
    try withControls(2) { slides in
      gtk_widget_add_css_class(slides[1], "destructive-action")
      iterate(for: 0.3)
      let plain = ThemePalette(widget: slides[0]).slideToConfirmStyle
      let destructive = ThemePalette(widget: slides[1]).slideToConfirmStyle
      // The fill and thumb turn red; the blue slide keeps the theme's accent and white thumb.
      #expect(
        destructive.accent.red > 0.5 && destructive.accent.blue < 0.3, "\(destructive.accent)")
      #expect(plain.accent.blue > 0.6 && plain.accent.red < 0.4, "\(plain.accent)")
      #expect(destructive.thumb.red > 0.5 && destructive.thumb.green < 0.3)
      #expect(plain.thumb == Color(hex: 0xFFFFFF))
      #expect(contrast(destructive.thumbText, destructive.thumb) >= 4.5)
      // On screen: the middle of the thumb's face (left of its title) differs.
      if let folder = ProcessInfo.processInfo.environment["KINETIC_LOOKS_DIR"] {
        try paintWidget(slides[0]).writePNG(to: "\(folder)/slide-plain.png")
        try paintWidget(slides[1]).writePNG(to: "\(folder)/slide-destructive.png")
      }
      let left = try Self.paintedColor(slides[0], x: 10, y: 30)
      let right = try Self.paintedColor(slides[1], x: 10, y: 30)
      #expect(distance(left, right) > 0.3, "\(left) against \(right)")
      #expect(right.red > 0.5 && right.green < 0.3, "\(right)")
    }
  }

  @Test(.needsDisplay) func suggestedAndFlatSlidesKeepReadableText() throws {
    try withControls(2) { slides in
      gtk_widget_add_css_class(slides[0], "suggested-action")
      gtk_widget_add_css_class(slides[1], "flat")
      iterate(for: 0.05)
      let suggested = ThemePalette(widget: slides[0]).slideToConfirmStyle
      #expect(contrast(suggested.thumbText, suggested.thumb) >= 4.5)
      #expect(suggested.thumb.blue > suggested.thumb.red)
      let flat = ThemePalette(widget: slides[1]).slideToConfirmStyle
      #expect(flat.track.alpha == 0 && flat.trackBorder.alpha == 0, "\(flat.track)")
    }
  }

  @Test(.needsDisplay) func cssOnOneSlidesNodesStylesOnlyThatSlide() throws {
    let css = """
      #pay > thumb { background-color: #ff00ff; color: #000000; }
      #pay > track { background-color: #fde68a; border: 2px solid #0000ff; color: #5b21b6; }
      """
    try withControls(2, css: css) { slides in
      gtk_widget_set_name(slides[1], "pay")
      iterate(for: 0.05)
      let other = ThemePalette(widget: slides[0]).slideToConfirmStyle
      let pay = ThemePalette(widget: slides[1]).slideToConfirmStyle
      for (read, wanted) in [
        (pay.thumb, 0xFF00FF), (pay.thumbText, 0x000000), (pay.track, 0xFDE68A),
        (pay.trackBorder, 0x0000FF), (pay.prompt, 0x5B21B6),
      ] {
        #expect(distance(read, Color(hex: UInt32(wanted))) < 0.002, "\(read)")
      }
      #expect(other.thumb == Color(hex: 0xFFFFFF))
      #expect(other.track != pay.track)
      let painted = try Self.paintedColor(slides[1], x: 10, y: 30)
      #expect(distance(painted, Color(hex: 0xFF00FF)) < 0.05, "\(painted)")
    }
  }

  @Test(.needsDisplay) func aDestructivePullShowsItsProgressInRed() throws {
    try withControls(2, pull: true, css: "#flat > status { background-color: #fde68a; }") {
      pulls in
      gtk_widget_add_css_class(pulls[1], "destructive-action")
      iterate(for: 0.05)
      let plain = ThemePalette(widget: pulls[0]).pullToActionStyle
      let destructive = ThemePalette(widget: pulls[1]).pullToActionStyle
      #expect(destructive.progressColor.red > 0.5 && destructive.progressColor.blue < 0.3)
      #expect(plain.progressColor.blue > 0.6)
      #expect(destructive.arrowColor != plain.arrowColor)
      gtk_widget_set_name(pulls[0], "flat")
      iterate(for: 0.05)
      #expect(
        ThemePalette(widget: pulls[0]).pullToActionStyle.backgroundColor == Color(hex: 0xFDE68A))
      #expect(destructive.backgroundColor != Color(hex: 0xFDE68A))
    }
  }

  @Test(.needsDisplay) func thePartNodesTakeNoRoomFocusOrAccessibleName() throws {
    try withControls(1) { slides in
      var names: [String] = []
      var child = gtk_widget_get_first_child(slides[0])
      while let current = child {
        #expect(gtk_widget_get_child_visible(current) == 0)
        #expect(gtk_widget_get_mapped(current) == 0)
        #expect(gtk_widget_get_focusable(current) == 0)
        #expect(
          gtk_accessible_get_accessible_role(OpaquePointer(current))
            == GTK_ACCESSIBLE_ROLE_PRESENTATION)
        names.append(String(cString: gtk_widget_get_css_name(current)))
        child = gtk_widget_get_next_sibling(current)
      }
      #expect(names == ["track", "fill", "thumb"])
    }
  }
}
