import CGTK
import Foundation
import Kinetic
import KineticGObject
import KineticGTK
import Testing

/// `KineticOnboardingCarousel` as C, GtkBuilder and other languages see it: GObject properties,
/// notify, signals, actions, key bindings, the text direction, `.ui` files, errors and lifetime.
@Suite(.serialized) @MainActor struct OnboardingCarouselClassTests {
  /// Kinetic's demo spec and artwork, in the source tree.
  static let demo = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/KineticPlay/Demos/onboarding/onboarding.json")

  /// Every configuration property with a value that differs from its default.
  static let newValues: [String: String] = [
    "design-width": "300", "design-height": "500", "scales-to-fit": "false",
    "reduces-motion": "true", "auto-advance-interval": "3", "auto-advance-resume-delay": "2",
    "reloads-on-change": "true", "assets-path": "/tmp", "skip-text": "Later",
    "page-label": "%1$u / %2$u", "hint": "Swipe to turn the page",
  ]

  /// A small spec without images: three pages, dots, Skip and texts.
  static func smallSpec(_ extra: String = "") throws -> OnboardingCarouselSpec {
    let json = """
      {"version": 2, "baseImageURL": "", "pages": 3, "showPageControl": true, "showSkip": true,
       \(extra) "pageTexts": {"0": "One", "1": "Two", "2": "Three"}}
      """
    return try OnboardingCarouselSpec.decode(Array(json.utf8)).0
  }

  /// A shown window holding a carousel of the small spec at 320 × 568, not scaled.
  private func showSmall(direction: GtkTextDirection = GTK_TEXT_DIR_LTR, extra: String = "")
    throws -> (window: UnsafeMutablePointer<GtkWidget>, view: OnboardingCarouselView)
  {
    let view = OnboardingCarouselView(
      spec: try Self.smallSpec(extra),
      assets: OnboardingCarouselAssets(folder: "/"),
      sizing: .fixed(Size(width: 320, height: 568)))
    gtk_widget_set_direction(view.widget, direction)
    let window = try #require(gtk_window_new())
    gtk_window_set_child(cgtk_window(window), view.widget)
    gtk_window_present(cgtk_window(window))
    iterate(for: 2) { gtk_widget_get_width(view.widget) == 320 && view.isTicking }
    return (window, view)
  }

  /// Runs the main loop until the carousel's animations are over.
  private func settle(_ view: OnboardingCarouselView, within seconds: Double = 4) {
    iterate(for: seconds) { !(view.host?.machine.needsTicks ?? false) }
    iterate(for: 0.05)
  }

  @Test(.needsDisplay) func everyPropertyIsDeclaredOnTheClassWithItsDefault() throws {
    let widget = try #require(kinetic_onboarding_carousel_new())
    g_object_ref_sink(widget)
    defer { g_object_unref(widget) }
    let names = Set(GObjectProperties.ownProperties(of: kinetic_onboarding_carousel_get_type()))
    #expect(
      names
        == Set(Self.newValues.keys).union([
          "file", "spec-path", "error", "page", "n-pages", "position",
        ]))
    for name in names {
      #expect(
        GObjectProperties.string(widget, name) == GObjectProperties.defaultString(widget, name),
        "\(name)")
    }
    // The core's defaults.
    let defaults = OnboardingCarouselMachine.Configuration()
    #expect(
      GObjectProperties.double(widget, "auto-advance-resume-delay")
        == defaults.autoAdvanceResumeDelay)
    #expect(GObjectProperties.double(widget, "auto-advance-interval") == -1)
    #expect(GObjectProperties.string(widget, "spec-path") == "")
    #expect(kinetic_onboarding_carousel_get_error(OpaquePointer(widget)) == nil)
    let cssClass = try #require(widgetClass(widget))
    #expect(
      String(cString: gtk_widget_class_get_css_name(cssClass)) == "kinetic-onboarding-carousel")
    #expect(
      gtk_accessible_get_accessible_role(cgtk_accessible(widget)) == GTK_ACCESSIBLE_ROLE_GROUP)
  }

  @Test(.needsDisplay) func settingAPropertyAppliesItAndNotifiesOnlyWhenItChanges() throws {
    let view = OnboardingCarouselView(
      spec: try Self.smallSpec(),
      assets: OnboardingCarouselAssets(folder: "/"))
    let widget = view.widget
    let connections = SignalConnections()
    var notified: [String] = []
    for name in Self.newValues.keys {
      connections.connectNotify(widget, property: name) { notified.append(name) }
    }
    for (name, text) in Self.newValues.sorted(by: { $0.key < $1.key }) {
      #expect(GObjectProperties.set(widget, name, text), "\(name)")
      let read = try #require(GObjectProperties.string(widget, name))
      #expect(
        read == text || Double(read) == Double(text) || read.lowercased() == text, "\(name)")
    }
    #expect(notified.sorted() == Self.newValues.keys.sorted())
    notified.removeAll()
    for (name, text) in Self.newValues { GObjectProperties.set(widget, name, text) }
    #expect(notified.isEmpty)
    // The machine and the layout run what the properties say.
    #expect(view.reducesMotion)
    #expect(view.configuration.autoAdvance == 3)
    #expect(view.configuration.autoAdvanceResumeDelay == 2)
    #expect(view.sizing == .fixed(Kinetic.Size(width: 300, height: 500)))
    #expect(view.scene.size == Size(width: 300, height: 500))
    // The app's page label and hint, in its own words.
    #expect(view.accessibleLabel == "1 / 3")
    #expect(view.accessibleDescription == "One. Swipe to turn the page")
    var minimum: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
    #expect(minimum == 300)
    // -1 follows the spec again.
    GObjectProperties.set(widget, "auto-advance-interval", "-1")
    #expect(view.configuration.autoAdvance == nil)
    #expect(notified == ["auto-advance-interval"])
    connections.disconnectAll()
  }

  @Test(.needsDisplay) func aUIFileSetsThePropertiesAndTheFileLoads() async throws {
    // Every configuration property, as GtkBuilder reads it (the demo's own folder for its
    // images), then the spec.
    var values = Self.newValues
    values["assets-path"] = Self.demo.deletingLastPathComponent().path
    let properties = values.sorted { $0.key < $1.key }.map {
      "<property name=\"\($0.key)\">\($0.value)</property>"
    }.joined(separator: "\n")
    let builder = try build(
      """
      <interface>
        <object class="KineticOnboardingCarousel" id="carousel">
          \(properties)
          <property name="spec-path">\(Self.demo.path)</property>
        </object>
      </interface>
      """)
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    let widget = try #require(object(builder, "carousel"))
    for (name, text) in values {
      let read = try #require(GObjectProperties.string(widget, name))
      #expect(
        read == text || Double(read) == Double(text) || read.lowercased() == text, "\(name)")
    }
    let connections = SignalConnections()
    var pageCountNotified = 0
    connections.connectNotify(widget, property: "n-pages") { pageCountNotified += 1 }
    let carousel = OpaquePointer(widget)
    await runLoading(for: 20) { kinetic_onboarding_carousel_get_n_pages(carousel) == 5 }
    #expect(kinetic_onboarding_carousel_get_n_pages(carousel) == 5)
    #expect(pageCountNotified == 1)
    // `file` is the same file, as a GFile (the carousel's: not the caller's to unref).
    let file = try #require(kinetic_onboarding_carousel_get_file(carousel))
    let path = try #require(g_file_get_path(file))
    defer { g_free(path) }
    #expect(String(cString: path) == Self.demo.path)
    #expect(kinetic_onboarding_carousel_get_error(carousel) == nil)
    connections.disconnectAll()
  }

  @Test(.needsDisplay) func settingTheFileThroughAGValueNotifiesFileAndSpecPathOnce() async throws {
    let widget = try #require(kinetic_onboarding_carousel_new())
    g_object_ref_sink(widget)
    defer { g_object_unref(widget) }
    let connections = SignalConnections()
    var notified: [String] = []
    for name in ["file", "spec-path"] {
      connections.connectNotify(widget, property: name) { notified.append(name) }
    }
    for _ in 0..<2 {
      let file = try #require(g_file_new_for_path(Self.demo.path))
      var value = GValue()
      g_value_init(&value, g_file_get_type())
      g_value_take_object(&value, UnsafeMutableRawPointer(file))
      g_object_set_property(cgtk_object(widget), "file", &value)
      g_value_unset(&value)
    }
    #expect(notified.sorted() == ["file", "spec-path"])
    #expect(GObjectProperties.string(widget, "spec-path") == Self.demo.path)
    await runLoading(for: 20) {
      kinetic_onboarding_carousel_get_n_pages(OpaquePointer(widget)) == 5
    }
    #expect(kinetic_onboarding_carousel_get_n_pages(OpaquePointer(widget)) == 5)
    connections.disconnectAll()
  }

  @Test(.needsDisplay) func theActionsTurnThePagesAndEmitPageChanged() throws {
    let (window, view) = try showSmall()
    defer { gtk_window_destroy(cgtk_window(window)) }
    let pages = SignalLog(view.widget, "page-changed")
    let connections = SignalConnections()
    var pageNotified = 0
    var positionNotified = 0
    connections.connectNotify(view.widget, property: "page") { pageNotified += 1 }
    connections.connectNotify(view.widget, property: "position") { positionNotified += 1 }
    #expect(gtk_widget_activate_action_variant(view.widget, "onboarding-carousel.next", nil) != 0)
    iterate(for: 3) { pages.values == [1] }
    #expect(pages.values == [1])
    #expect(pageNotified == 1)
    #expect(positionNotified > 1)  // It moved through the fractions between the pages.
    #expect(kinetic_onboarding_carousel_get_page(OpaquePointer(view.widget)) == 1)
    #expect(kinetic_onboarding_carousel_get_position(OpaquePointer(view.widget)) == 1)
    settle(view)
    #expect(
      gtk_widget_activate_action_variant(view.widget, "onboarding-carousel.previous", nil) != 0)
    iterate(for: 3) { pages.values.count == 2 }
    #expect(pages.values == [1, 0])
    #expect(pageNotified == 2)
    // At rest nothing is notified again.
    settle(view)
    let before = (pageNotified, positionNotified)
    iterate(for: 0.2)
    #expect(pageNotified == before.0 && positionNotified == before.1)
    connections.disconnectAll()
  }

  @Test(.needsDisplay) func aScriptedSwipeTurnsThePageAndEmitsPageChanged() throws {
    let (window, view) = try showSmall()
    defer { gtk_window_destroy(cgtk_window(window)) }
    let pages = SignalLog(view.widget, "page-changed")
    let host = try #require(view.host)
    // A finger from x 250 to x 70 across the middle, 12 moves over 0.2 s, then lifted.
    let start = host.now
    host.dragged(
      PointerEvent(phase: .down, location: Point(x: 250, y: 300), time: start, device: .touch))
    for step in 1...12 {
      host.dragged(
        PointerEvent(
          phase: .move, location: Point(x: 250 - 15 * Double(step), y: 300),
          time: start + Double(step) / 60, device: .touch))
    }
    host.dragged(
      PointerEvent(
        phase: .up, location: Point(x: 70, y: 300), time: start + 13.0 / 60, device: .touch))
    iterate(for: 3) { !pages.values.isEmpty }
    #expect(pages.values == [1])
    #expect(view.page == 1)
  }

  @Test(.needsDisplay) func skipClosesOnceAndDisablesTheActions() throws {
    let (window, view) = try showSmall()
    defer { gtk_window_destroy(cgtk_window(window)) }
    let closes = SignalLog(view.widget, "closed")
    #expect(gtk_widget_activate_action_variant(view.widget, "onboarding-carousel.skip", nil) != 0)
    #expect(closes.values == [1])
    #expect(view.isClosed)
    // Closed, the actions are off: their keys go on to the window, and activating them anyway
    // emits nothing more.
    #expect(!pressBoundKey("Escape", on: view.widget))
    #expect(!pressBoundKey("Page_Down", on: view.widget))
    #expect(!pressBoundKey("Right", on: view.widget))
    _ = gtk_widget_activate_action_variant(view.widget, "onboarding-carousel.skip", nil)
    _ = gtk_widget_activate_action_variant(view.widget, "onboarding-carousel.next", nil)
    iterate(for: 0.5)
    #expect(closes.values == [1])
    #expect(view.page == 0)
  }

  @Test(.needsDisplay) func enterOnTheLastPageClosesAsDone() throws {
    let (window, view) = try showSmall()
    defer { gtk_window_destroy(cgtk_window(window)) }
    let closes = SignalLog(view.widget, "closed")
    _ = gtk_widget_grab_focus(view.widget)
    #expect(!pressBoundKey("Return", on: view.widget))  // Not on the last page: left alone.
    #expect(pressBoundKey("End", on: view.widget))
    settle(view)
    #expect(view.page == 2)
    #expect(pressBoundKey("Return", on: view.widget))
    #expect(closes.values == [0])
  }

  @Test(.needsDisplay) func quickPressesQueuePagesAsAdwCarouselDoes() throws {
    let (window, view) = try showSmall()
    defer { gtk_window_destroy(cgtk_window(window)) }
    let pages = SignalLog(view.widget, "page-changed")
    // Right twice before a frame: each press turns from the page the first one heads for.
    #expect(pressBoundKey("Right", on: view.widget))
    #expect(pressBoundKey("Right", on: view.widget))
    settle(view)
    #expect(pages.values == [2])
    #expect(view.page == 2)
    // On the last page there is no next page: more presses leave the carousel there.
    for _ in 0..<20 { _ = pressBoundKey("Right", on: view.widget) }
    settle(view)
    #expect(view.page == 2)
    #expect(pages.values == [2])
  }

  @Test(.needsDisplay) func rightToLeftMirrorsPagingKeysSkipAndDots() throws {
    let (ltrWindow, ltr) = try showSmall()
    defer { gtk_window_destroy(cgtk_window(ltrWindow)) }
    let (window, view) = try showSmall(direction: GTK_TEXT_DIR_RTL)
    defer { gtk_window_destroy(cgtk_window(window)) }
    #expect(view.isRightToLeft)
    #expect(!ltr.isRightToLeft)
    // Skip sits at the bottom left, mirrored from the bottom right.
    let skip = try #require(view.scene.frame(of: "skip"))
    let ltrSkip = try #require(ltr.scene.frame(of: "skip"))
    #expect(abs(skip.midX - (320 - ltrSkip.midX)) < 0.5)
    #expect(skip.midX < 160)
    // Later pages sit to the left.
    #expect((view.scene.frame(of: "pageText.1")?.midX ?? 0) < 0)
    #expect((ltr.scene.frame(of: "pageText.1")?.midX ?? 0) > 320)
    // The dots run from the right.
    let dots = try #require(view.host?.dotsRow)
    #expect(gtk_widget_get_direction(dots) == GTK_TEXT_DIR_RTL)
    // Left goes forward, Right back.
    let pages = SignalLog(view.widget, "page-changed")
    #expect(pressBoundKey("Left", on: view.widget))
    iterate(for: 3) { pages.values == [1] }
    settle(view)
    #expect(pressBoundKey("Right", on: view.widget))
    iterate(for: 3) { pages.values.count == 2 }
    #expect(pages.values == [1, 0])
    // A swipe to the right turns to the next page.
    settle(view)
    let host = try #require(view.host)
    let start = host.now
    host.dragged(
      PointerEvent(phase: .down, location: Point(x: 70, y: 300), time: start, device: .touch))
    for step in 1...12 {
      host.dragged(
        PointerEvent(
          phase: .move, location: Point(x: 70 + 15 * Double(step), y: 300),
          time: start + Double(step) / 60, device: .touch))
    }
    host.dragged(
      PointerEvent(
        phase: .up, location: Point(x: 250, y: 300), time: start + 13.0 / 60, device: .touch))
    iterate(for: 3) { pages.values.count == 3 }
    #expect(pages.values == [1, 0, 1])
    // Switching the direction back rebuilds the carousel, on the same page, left to right.
    settle(view)
    gtk_widget_set_direction(view.widget, GTK_TEXT_DIR_LTR)
    #expect(!view.isRightToLeft)
    #expect(view.page == 1)
    #expect(gtk_widget_get_direction(try #require(view.host?.dotsRow)) == GTK_TEXT_DIR_LTR)
    #expect((view.scene.frame(of: "skip")?.midX ?? 0) > 160)
  }

  @Test(.needsDisplay) func aCarouselMadeUnderARightToLeftLocaleRunsRightToLeft() throws {
    gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
    defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
    // The handle's default configuration leaves the direction to the locale.
    let view = OnboardingCarouselView(
      spec: try Self.smallSpec(),
      assets: OnboardingCarouselAssets(folder: "/"))
    #expect(view.isRightToLeft)
    #expect(view.configuration.isRightToLeft)
    #expect((view.scene.frame(of: "skip")?.midX ?? 320) < 160)
    // Asking for left to right gives the direction back to the locale: still right to left.
    view.configuration = OnboardingCarouselMachine.Configuration()
    #expect(view.isRightToLeft)
    // The explicit override is the widget's direction.
    gtk_widget_set_direction(view.widget, GTK_TEXT_DIR_LTR)
    #expect(!view.isRightToLeft)
  }

  @Test(.needsDisplay) func theCarouselDrawsItsFocusRingOnlyWithVisibleFocus() throws {
    let (window, view) = try showSmall()
    defer { gtk_window_destroy(cgtk_window(window)) }
    #expect(cairoNodes(in: view.widget) == 0)
    _ = gtk_widget_grab_focus(view.widget)
    gtk_window_set_focus_visible(cgtk_window(window), 1)
    iterate(for: 0.3)
    #expect(gtk_widget_has_visible_focus(view.widget) != 0)
    #expect(cairoNodes(in: view.widget) == 1)
    gtk_window_set_focus_visible(cgtk_window(window), 0)
    iterate(for: 0.3)
    #expect(cairoNodes(in: view.widget) == 0)
  }

  @Test(.needsDisplay) func theFocusRingShowsOnDarkArtworkAndOnLight() throws {
    for background in [0.0, 1.0] {
      let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 40, 40))
      defer { cairo_surface_destroy(surface) }
      let context = try #require(cairo_create(surface))
      cairo_set_source_rgb(context, background, background, background)
      cairo_paint(context)
      OnboardingCarouselHost.drawFocusRing(
        in: context, frame: Rect(x: 0, y: 0, width: 40, height: 40))
      cairo_destroy(context)
      cairo_surface_flush(surface)
      let data = try #require(cairo_image_surface_get_data(surface))
      let stride = Int(cairo_image_surface_get_stride(surface))
      /// The grey level of pixel (x, 20) on the left edge.
      func grey(_ x: Int) -> Int { Int(data[20 * stride + x * 4 + 1]) }
      let levels = (0..<8).map(grey)
      // A light ring and a dark one, side by side, whatever the artwork under them.
      #expect(levels.contains { $0 > 200 }, "background \(background): \(levels)")
      #expect(levels.contains { $0 < 60 }, "background \(background): \(levels)")
    }
  }

  @Test(.needsDisplay) func aUIFilePlacesCustomViewsByKey() throws {
    let builder = try build(
      """
      <interface>
        <object class="GtkWindow" id="window">
          <property name="child">
            <object class="KineticOnboardingCarousel" id="carousel">
              <property name="scales-to-fit">false</property>
              <child type="view:badge">
                <object class="GtkLabel" id="badge"><property name="label">New</property></object>
              </child>
              <child type="view:plain">
                <object class="GtkLabel" id="plain">
                  <property name="label">Plain</property>
                  <property name="width-request">60</property>
                  <property name="height-request">20</property>
                </object>
              </child>
              <custom-views>
                <view key="badge" width="80" height="30" x="160" y="120"/>
              </custom-views>
            </object>
          </property>
        </object>
      </interface>
      """)
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    let window = try #require(object(builder, "window"))
    let widget = try #require(object(builder, "carousel"))
    let badge = try #require(object(builder, "badge"))
    let plain = try #require(object(builder, "plain"))
    let view = OnboardingCarouselView(widget)
    let spec = try Self.smallSpec(
      #""elements": [{"customSubviews": "badge", "item": [0]}, {"customSubviews": "plain", "item": [0]}],"#
    )
    view.show(spec: spec, assets: OnboardingCarouselAssets(folder: "/"))
    gtk_window_present(cgtk_window(window))
    iterate(for: 2) { gtk_widget_get_mapped(badge) != 0 && gtk_widget_get_mapped(plain) != 0 }
    settle(view)
    #expect(gtk_widget_is_ancestor(badge, widget) != 0)
    #expect(gtk_widget_is_ancestor(plain, widget) != 0)
    let host = try #require(view.host)
    let stage = UnsafeMutableRawPointer(host.stageFixed).assumingMemoryBound(to: GtkWidget.self)
    var rect = graphene_rect_t()
    #expect(gtk_widget_compute_bounds(badge, stage, &rect) != 0)
    #expect(abs(Double(rect.origin.x) - 120) < 1 && abs(Double(rect.origin.y) - 105) < 1)
    #expect(abs(Double(rect.size.width) - 80) < 1 && abs(Double(rect.size.height) - 30) < 1)
    // Without a layout: its size request, centred on the design.
    #expect(gtk_widget_compute_bounds(plain, stage, &rect) != 0)
    #expect(abs(Double(rect.origin.x) - 130) < 1 && abs(Double(rect.origin.y) - 274) < 1)
    gtk_window_destroy(cgtk_window(window))
    iterate(for: 0.1)
  }

  @Test(.needsDisplay) func customViewsSetFromCodeArePlacedAsFromAUIFile() throws {
    let (window, view) = try showSmall(
      extra: #""elements": [{"customSubviews": "badge", "item": [0]}],"#)
    defer { gtk_window_destroy(cgtk_window(window)) }
    let carousel = OpaquePointer(view.widget)
    let badge = try #require(gtk_label_new("New"))
    kinetic_onboarding_carousel_place_custom_view(carousel, "badge", 160, 120, 80, 30, 0.5, 0.5)
    kinetic_onboarding_carousel_set_custom_view(carousel, "badge", badge)
    iterate(for: 2) { gtk_widget_get_mapped(badge) != 0 }
    settle(view)
    let host = try #require(view.host)
    let stage = UnsafeMutableRawPointer(host.stageFixed).assumingMemoryBound(to: GtkWidget.self)
    var rect = graphene_rect_t()
    #expect(gtk_widget_compute_bounds(badge, stage, &rect) != 0)
    #expect(abs(Double(rect.origin.x) - 120) < 1 && abs(Double(rect.origin.y) - 105) < 1)
    #expect(abs(Double(rect.size.width) - 80) < 1 && abs(Double(rect.size.height) - 30) < 1)
    g_object_ref(badge)
    defer { g_object_unref(badge) }
    kinetic_onboarding_carousel_set_custom_view(carousel, "badge", nil)
    iterate(for: 0.1)
    #expect(gtk_widget_get_parent(badge) == nil)
  }

  @Test(.needsDisplay) func aBadCustomViewsTagIsALocatedBuilderError() throws {
    let builder = try #require(gtk_builder_new())
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    var error: UnsafeMutablePointer<GError>?
    let xml = """
      <interface>
        <object class="KineticOnboardingCarousel">
          <custom-views>
            <view key="badge" width="wide"/>
          </custom-views>
        </object>
      </interface>
      """
    #expect(gtk_builder_add_from_string(builder, xml, -1, &error) == 0)
    let message = error.map { String(cString: $0.pointee.message) } ?? ""
    g_error_free(error)
    #expect(message.contains("4:"))
    #expect(message.contains("width"))
    #expect(message.contains("expected a number"))
  }

  @Test(.needsDisplay) func aBadSpecFileReportsALocatedErrorAndChangesNothing() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kinetic-carousel-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = folder.appendingPathComponent("bad.json")
    try "{ \"pages\": 3,\n  \"images\": [ }".write(to: bad, atomically: true, encoding: .utf8)

    let (window, view) = try showSmall()
    defer { gtk_window_destroy(cgtk_window(window)) }
    _ = view.goTo(page: 1)
    settle(view)
    let connections = SignalConnections()
    var errors = 0
    var pagesNotified = 0
    connections.connectNotify(view.widget, property: "error") { errors += 1 }
    connections.connectNotify(view.widget, property: "n-pages") { pagesNotified += 1 }
    let carousel = OpaquePointer(view.widget)
    GObjectProperties.set(view.widget, "spec-path", bad.path)
    await runLoading(for: 20) { errors > 0 }
    let error = try #require(kinetic_onboarding_carousel_get_error(carousel))
    #expect(error.pointee.domain == kinetic_onboarding_carousel_error_quark())
    #expect(error.pointee.code == gint(KINETIC_ONBOARDING_CAROUSEL_ERROR_INVALID.rawValue))
    let message = String(cString: error.pointee.message)
    #expect(message.hasPrefix(bad.path + ":2:"), "\(message)")
    #expect(message.contains("error:"))
    // Nothing of the bad file is applied: the same spec, on the same page.
    #expect(errors == 1)
    #expect(pagesNotified == 0)
    #expect(view.pageCount == 3)
    #expect(view.page == 1)
    #expect(view.spec.pageTexts[1] == "Two")
    // A file that is not there cannot be read.
    GObjectProperties.set(view.widget, "spec-path", folder.appendingPathComponent("gone.json").path)
    await runLoading(for: 20) { errors > 1 }
    let missing = try #require(kinetic_onboarding_carousel_get_error(carousel))
    #expect(missing.pointee.code == gint(KINETIC_ONBOARDING_CAROUSEL_ERROR_READ.rawValue))
    #expect(String(cString: missing.pointee.message).contains("gone.json"))
    // A good file clears the error.
    GObjectProperties.set(view.widget, "spec-path", Self.demo.path)
    await runLoading(for: 20) { errors > 2 }
    #expect(kinetic_onboarding_carousel_get_error(carousel) == nil)
    #expect(view.pageCount == 5)
    connections.disconnectAll()
  }

  @Test(.needsDisplay) func droppingTheHandleChangesNothing() throws {
    let window = try #require(gtk_window_new())
    defer { gtk_window_destroy(cgtk_window(window)) }
    var widget: UnsafeMutablePointer<GtkWidget>?
    do {
      let view = OnboardingCarouselView(
        spec: try Self.smallSpec(),
        assets: OnboardingCarouselAssets(folder: "/"),
        sizing: .fixed(Size(width: 320, height: 568)))
      gtk_window_set_child(cgtk_window(window), view.widget)
      widget = view.widget
    }
    let carousel = try #require(widget)
    gtk_window_present(cgtk_window(window))
    let pages = SignalLog(carousel, "page-changed")
    iterate(for: 1) { gtk_widget_get_mapped(carousel) != 0 }
    #expect(gtk_widget_activate_action_variant(carousel, "onboarding-carousel.next", nil) != 0)
    iterate(for: 3) { !pages.values.isEmpty }
    #expect(pages.values == [1])
    #expect(kinetic_onboarding_carousel_get_n_pages(OpaquePointer(carousel)) == 3)
  }

  @Test(.needsDisplay) func aThousandCarouselsCreatedAndDestroyedMidAnimationLeaveNothingBehind()
    throws
  {
    let before = WidgetHost.liveCount
    let spec = try Self.smallSpec()
    let assets = OnboardingCarouselAssets(folder: "/")
    let window = try #require(gtk_window_new())
    gtk_window_present(cgtk_window(window))
    var probes: [FinalizationProbe] = []
    var animated = 0
    for index in 0..<1000 {
      guard let widget = kinetic_onboarding_carousel_new() else { continue }
      probes.append(FinalizationProbe(widget))
      gtk_window_set_child(cgtk_window(window), widget)
      OnboardingCarouselView(widget).show(spec: spec, assets: assets)
      if index % 2 == 0 {
        // Mid-animation: shown, turning a page, with a tick callback installed.
        _ = g_main_context_iteration(nil, 0)
        kinetic_onboarding_carousel_next(OpaquePointer(widget))
        _ = g_main_context_iteration(nil, 0)
        if WidgetHost.of(widget).map({ ($0 as? OnboardingCarouselHost)?.isTicking == true })
          == true
        {
          animated += 1
        }
      }
      gtk_window_set_child(cgtk_window(window), nil)
    }
    iterate(for: 0.3)
    #expect(animated > 400)
    #expect(probes.allSatisfy { $0.isFinalized })
    #expect(WidgetHost.liveCount == before)
    gtk_window_destroy(cgtk_window(window))
    iterate(for: 0.1)
  }
}

/// How many Cairo nodes the widget's own snapshot holds (its children's not counted).
@MainActor
func cairoNodes(in widget: UnsafeMutablePointer<GtkWidget>) -> Int {
  guard let snapshot = gtk_snapshot_new() else { return -1 }
  // The class's snapshot, as GTK calls it: the children, then what the host draws.
  widgetClass(widget)?.pointee.snapshot(widget, snapshot)
  guard let node = gtk_snapshot_free_to_node(snapshot) else { return 0 }
  defer { gsk_render_node_unref(node) }
  func count(_ node: OpaquePointer) -> Int {
    switch gsk_render_node_get_node_type(node) {
    case GSK_CAIRO_NODE: return 1
    case GSK_CONTAINER_NODE:
      return (0..<gsk_container_node_get_n_children(node)).reduce(0) {
        $0 + (gsk_container_node_get_child(node, $1).map(count) ?? 0)
      }
    default: return 0
    }
  }
  return count(node)
}

/// Runs GLib's main context and lets main-actor work (a spec loader's result) run, until `done`
/// or the deadline: a test body holds the main actor, so that work runs only when it awaits.
@MainActor
func runLoading(for seconds: Double, until done: () -> Bool = { false }) async {
  let deadline = Date().addingTimeInterval(seconds)
  while !done(), Date() < deadline {
    iterate(for: 0.01)
    try? await Task.sleep(for: .milliseconds(5))
  }
}

/// The values a signal with one integer (or boolean) argument was emitted with.
///
/// The handler holds the log weakly and goes with the widget.
@MainActor
final class SignalLog {
  private(set) var values: [Int] = []

  init(_ widget: UnsafeMutablePointer<GtkWidget>, _ signal: String) {
    let box = CallbackBox<@MainActor (Int) -> Void> { [weak self] in self?.values.append($0) }
    cgtk_signal_connect_int(
      UnsafeMutableRawPointer(widget), signal,
      { _, value, data in
        guard let data else { return }
        MainActor.assumeIsolated {
          CallbackBox<@MainActor (Int) -> Void>.unretained(data).body(Int(value))
        }
      }, box.retainedPointer(), releaseCallbackBoxClosure)
  }
}

/// The widget's class.
@MainActor
func widgetClass(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidgetClass>?
{
  UnsafeMutableRawPointer(cgtk_object(widget).pointee.g_type_instance.g_class)?
    .assumingMemoryBound(to: GtkWidgetClass.self)
}

/// Presses the key `name` (unmodified) as the widget's class key bindings see it: the shortcut
/// GTK's class shortcut controller holds for it runs; whether it handled the key.
@MainActor
@discardableResult
func pressBoundKey(_ name: String, on widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
  let wanted = gtk_keyval_trigger_new(gdk_keyval_from_name(name), GdkModifierType(0))
  defer { g_object_unref(UnsafeMutableRawPointer(wanted)) }
  guard let controllers = gtk_widget_observe_controllers(widget) else { return false }
  defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
  for index in 0..<g_list_model_get_n_items(controllers) {
    guard let controller = g_list_model_get_item(controllers, index) else { continue }
    defer { g_object_unref(controller) }
    let instance = controller.assumingMemoryBound(to: GTypeInstance.self)
    guard g_type_check_instance_is_a(instance, gtk_shortcut_controller_get_type()) != 0 else {
      continue
    }
    // A shortcut controller is the list of its shortcuts.
    let shortcuts = OpaquePointer(controller)
    for item in 0..<g_list_model_get_n_items(shortcuts) {
      guard let object = g_list_model_get_item(shortcuts, item) else { continue }
      defer { g_object_unref(object) }
      let shortcut = OpaquePointer(object)
      guard let trigger = gtk_shortcut_get_trigger(shortcut),
        gtk_shortcut_trigger_equal(UnsafeRawPointer(trigger), UnsafeRawPointer(wanted)) != 0,
        let action = gtk_shortcut_get_action(shortcut)
      else { continue }
      return gtk_shortcut_action_activate(
        action, GTK_SHORTCUT_ACTION_EXCLUSIVE, widget, gtk_shortcut_get_arguments(shortcut))
        != 0
    }
  }
  return false
}

extension OnboardingCarouselScene {
  /// The frame, in the container, of the view known by `key`.
  func frame(of key: String) -> Rect? {
    views.firstIndex { $0.key == key }.map(containerFrame(of:))
  }
}
