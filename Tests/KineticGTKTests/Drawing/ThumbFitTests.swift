import CGTK
import Foundation
import Kinetic
import KineticCairo
import KineticGObject
import KineticGTK
import Testing

/// The slide's thumb fits its title at any text size: `thumb-width` is a minimum, and the title
/// is drawn at its full size, never shrunk or cut.
@Suite(.serialized) @MainActor struct ThumbFitTests {
  /// The width in pixels of `text` in bold at `points` Kinetic points (1/96 inch), in `widget`'s
  /// family and Pango context (which follows the dpi setting).
  private func boldWidth(
    of text: String, points: Double, in widget: UnsafeMutablePointer<GtkWidget>
  )
    -> Int32
  {
    let layout = gtk_widget_create_pango_layout(widget, text)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let font = pango_font_description_new()
    defer { pango_font_description_free(font) }
    pango_font_description_set_size(font, gint(points * 0.75 * Double(PANGO_SCALE)))
    pango_font_description_set_weight(font, PANGO_WEIGHT_BOLD)
    pango_layout_set_font_description(layout, font)
    var width: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_pixel_size(layout, &width, &height)
    return width
  }

  /// The thumb's length and the title's width at `dpi` (GTK's `gtk-xft-dpi` in dots per inch).
  private func fit(title: String, dpi: Int32) throws -> (thumb: Double, title: Double, width: Int32)
  {
    let settings = try #require(gtk_settings_get_default())
    cgtk_object_set_int(UnsafeMutableRawPointer(settings), "gtk-xft-dpi", dpi * 1024)
    defer { cgtk_object_set_int(UnsafeMutableRawPointer(settings), "gtk-xft-dpi", 96 * 1024) }
    let window = try #require(gtk_window_new())
    defer { gtk_window_destroy(cgtk_window(window)) }
    let widget = try #require(kinetic_slide_to_confirm_new())
    kinetic_slide_to_confirm_set_title(OpaquePointer(widget), title)
    gtk_widget_set_size_request(widget, 420, -1)
    gtk_window_set_child(cgtk_window(window), widget)
    gtk_window_present(cgtk_window(window))
    iterate(for: 0.3) { gtk_widget_get_width(widget) >= 420 }
    let host = try #require(WidgetHost.of(widget) as? SlideToConfirmHost)
    // The title's type: 15 Kinetic points, bold, in the widget's family.
    let width = boldWidth(of: title, points: 15, in: widget)
    // The thumb, as the widget's text width setting left the property alone.
    let property = kinetic_slide_to_confirm_get_thumb_width(OpaquePointer(widget))
    #expect(property == 100)
    return (host.machine.layout.thumbLength, Double(width), gtk_widget_get_width(widget))
  }

  @Test(.needsDisplay, arguments: ["Confirm", "Bestätigen"])
  func atTwiceTheTextSizeTheThumbGrowsToItsTitle(title: String) throws {
    let normal = try fit(title: title, dpi: 96)
    let large = try fit(title: title, dpi: 192)
    // The title, an arrow, a gap and the margins fit in the thumb at both sizes.
    #expect(normal.thumb >= 100)
    #expect(normal.thumb >= normal.title + 34, "\(normal)")
    #expect(large.thumb >= large.title + 34, "\(large)")
    #expect(large.thumb > normal.thumb, "\(large) against \(normal)")
    #expect(large.title > normal.title * 1.8)
  }

  @Test(.needsDisplay, arguments: [Int32(96), 192])
  func aVerticalSlideIsBroadEnoughForItsTitle(dpi: Int32) throws {
    let settings = try #require(gtk_settings_get_default())
    cgtk_object_set_int(UnsafeMutableRawPointer(settings), "gtk-xft-dpi", dpi * 1024)
    defer { cgtk_object_set_int(UnsafeMutableRawPointer(settings), "gtk-xft-dpi", 96 * 1024) }
    let widget = try #require(kinetic_slide_to_confirm_new())
    g_object_ref_sink(widget)
    defer { g_object_unref(widget) }
    let title = "Bestätigen"
    kinetic_slide_to_confirm_set_title(OpaquePointer(widget), title)
    gtk_orientable_set_orientation(OpaquePointer(widget), GTK_ORIENTATION_VERTICAL)
    var minimum: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
    // The vertical thumb's title: 13 Kinetic points, bold, 4 px inside a thumb 4 px inside the
    // track.
    let width = boldWidth(of: title, points: 13, in: widget)
    #expect(minimum >= width + 16, "\(minimum) px for a \(width) px title at \(dpi) dpi")
  }

  @Test(.needsDisplay) func aThumbWiderThanItsTitleKeepsItsWidth() throws {
    let short = try fit(title: "OK", dpi: 96)
    #expect(short.thumb == 100)
  }
}
