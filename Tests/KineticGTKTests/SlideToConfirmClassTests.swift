import CGTK
import Foundation
import Kinetic
import KineticGObject
import KineticGTK
import Testing

/// `KineticSlideToConfirm` as C, GtkBuilder and other languages see it: GObject properties,
/// notify, signals, actions and `.ui` files.
@Suite(.serialized) @MainActor struct SlideToConfirmClassTests {
  /// Every property with a value to set that differs from its default.
  static let newValues: [String: String] = [
    "title": "Delete", "prompt": "Slide to delete", "thumb-width": "80",
    "resets-when-completed": "false", "completion-reset-delay": "0.5",
    "reset-animation-duration": "0.3", "completion-threshold": "0.9",
    "completes-on-fling": "false", "fling-minimum-progress": "0.25",
    "fling-minimum-velocity": "1500", "snaps-back-with-spring": "false",
    "snap-back-bounce": "0.5", "drags-from-anywhere": "true", "awaits-result": "true",
    "result-display-duration": "2", "confirmation-window": "5", "reduces-motion": "true",
    "orientation": "vertical", "armed-text": "Press again to delete", "working-text": "Deleting…",
    "success-text": "Deleted", "failure-text": "Not deleted", "hint": "Slide to the end to delete",
  ]

  @Test(.needsDisplay) func everyPropertyIsDeclaredOnTheClassWithTheCoresDefault() throws {
    let widget = try #require(kinetic_slide_to_confirm_new())
    g_object_ref_sink(widget)
    defer { g_object_unref(widget) }
    let names = Set(GObjectProperties.ownProperties(of: kinetic_slide_to_confirm_get_type()))
    let parts: Set = ["thumb", "track"]  // Widgets, none by default.
    #expect(names == Set(Self.newValues.keys).union(["state", "progress"]).union(parts))
    // The C defaults are the core's: a fresh widget reads each property's default.
    for name in names.subtracting(parts) {
      #expect(
        GObjectProperties.string(widget, name) == GObjectProperties.defaultString(widget, name),
        "\(name)")
    }
    let defaults = SlideToConfirmMachine.Configuration()
    #expect(GObjectProperties.string(widget, "title") == defaults.title)
    #expect(GObjectProperties.double(widget, "thumb-width") == Double(defaults.thumbWidth))
    #expect(GObjectProperties.double(widget, "confirmation-window") == defaults.confirmationWindow)
    #expect(GObjectProperties.string(widget, "armed-text") == defaults.texts.armed)
    #expect(GObjectProperties.string(widget, "working-text") == defaults.texts.working)
    #expect(GObjectProperties.string(widget, "success-text") == defaults.texts.succeeded)
    #expect(GObjectProperties.string(widget, "failure-text") == defaults.texts.failure)
    #expect(GObjectProperties.string(widget, "hint") == defaults.texts.hint)
  }

  @Test(.needsDisplay) func textsTheAppSetsAreShownAndAnnouncedAsGiven() throws {
    let view = SlideToConfirmView()
    let widget = view.widget
    var announced: [String] = []
    view.onOutput = { output, _ in
      if case .announce(let text) = output { announced.append(text) }
    }
    #expect(GObjectProperties.set(widget, "armed-text", "Noch einmal"))
    #expect(GObjectProperties.set(widget, "hint", "Zweimal drücken"))
    #expect(view.configuration.texts.armed == "Noch einmal")
    #expect(view.configuration.texts.hint == "Zweimal drücken")
    view.activate()
    #expect(announced == ["Noch einmal"])
    // The getters return what the app set; setting the English default back returns to the
    // built-in text (in the user's language, English here).
    #expect(GObjectProperties.string(widget, "armed-text") == "Noch einmal")
    #expect(GObjectProperties.set(widget, "armed-text", "Press again to confirm"))
    #expect(view.configuration.texts.armed == "Press again to confirm")
  }

  @Test(.needsDisplay) func settingAPropertyAppliesItAndNotifiesOnlyWhenItChanges() throws {
    let view = SlideToConfirmView()
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
    // Setting the same values again notifies nothing.
    notified.removeAll()
    for (name, text) in Self.newValues { GObjectProperties.set(widget, name, text) }
    #expect(notified.isEmpty)
    // The machine runs what the properties say.
    #expect(view.configuration.title == "Delete")
    #expect(view.configuration.orientation == .vertical)
    #expect(view.configuration.confirmationWindow == 5)
    connections.disconnectAll()
  }

  @Test(.needsDisplay) func theConfirmActionArmsThenConfirmsAndNotifiesTheState() throws {
    let view = SlideToConfirmView()
    let connections = SignalConnections()
    var confirmed = 0
    var states: [String] = []
    connections.connect(view.widget, "confirmed") { confirmed += 1 }
    connections.connectNotify(view.widget, property: "state") {
      states.append(GObjectProperties.string(view.widget, "state") ?? "?")
    }
    #expect(gtk_widget_activate_action_variant(view.widget, "slide-to-confirm.confirm", nil) != 0)
    #expect(confirmed == 0)
    #expect(GObjectProperties.string(view.widget, "state") == "armed")
    #expect(gtk_widget_activate_action_variant(view.widget, "slide-to-confirm.confirm", nil) != 0)
    #expect(confirmed == 1)
    #expect(states.prefix(2) == ["armed", "completed"])
    connections.disconnectAll()
  }

  @Test(.needsDisplay) func anAppReportsItsActionsOutcomeWithFinish() throws {
    let view = SlideToConfirmView()
    GObjectProperties.set(view.widget, "awaits-result", "true")
    let connections = SignalConnections()
    var confirmed = 0
    connections.connect(view.widget, "confirmed") { confirmed += 1 }
    let slide = OpaquePointer(view.widget)
    kinetic_slide_to_confirm_confirm(slide)
    #expect(confirmed == 1)
    #expect(kinetic_slide_to_confirm_get_state(slide) == KINETIC_SLIDE_TO_CONFIRM_STATE_WORKING)
    kinetic_slide_to_confirm_finish(slide, 0, "The server said no")
    #expect(kinetic_slide_to_confirm_get_state(slide) == KINETIC_SLIDE_TO_CONFIRM_STATE_FAILED)
    kinetic_slide_to_confirm_reset(slide)
    #expect(kinetic_slide_to_confirm_get_state(slide) != KINETIC_SLIDE_TO_CONFIRM_STATE_FAILED)
    connections.disconnectAll()
  }

  @Test(.needsDisplay) func aUIFileDeclaresTheControlWithPropertiesAndCustomParts() throws {
    let builder = try build(
      """
      <interface>
        <object class="GtkWindow" id="window">
          <property name="child">
            <object class="KineticSlideToConfirm" id="slide">
              <property name="title">Pay</property>
              <property name="prompt">Slide to pay 12 €</property>
              <property name="thumb-width">90</property>
              <property name="width-request">320</property>
              <property name="height-request">56</property>
              <child type="thumb"><object class="GtkLabel" id="thumb"><property name="label">Pay</property></object></child>
              <child type="track"><object class="GtkLabel" id="track"/></child>
            </object>
          </property>
        </object>
      </interface>
      """)
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    let window = try #require(object(builder, "window"))
    let slide = try #require(object(builder, "slide"))
    let thumb = try #require(object(builder, "thumb"))
    let track = try #require(object(builder, "track"))
    #expect(
      g_type_check_instance_is_a(
        UnsafeMutableRawPointer(slide).assumingMemoryBound(to: GTypeInstance.self),
        kinetic_slide_to_confirm_get_type()) != 0)
    #expect(GObjectProperties.string(slide, "prompt") == "Slide to pay 12 €")
    #expect(gtk_widget_get_parent(thumb) == slide)
    #expect(gtk_widget_get_parent(track) == slide)
    gtk_window_present(cgtk_window(window))
    iterate(for: 0.5) { gtk_widget_get_width(thumb) == 90 }
    #expect(gtk_widget_get_width(thumb) == 90)
    #expect(gtk_widget_get_width(track) == 320)
    gtk_window_destroy(cgtk_window(window))
    iterate(for: 0.1)
  }

  @Test(.needsDisplay) func aRightToLeftWidgetSlidesTowardsTheLeft() throws {
    let window = try #require(gtk_window_new())
    let view = SlideToConfirmView()
    gtk_widget_set_size_request(view.widget, 300, 60)
    let thumb = try #require(gtk_label_new("Go"))
    view.customThumb = thumb
    gtk_widget_set_direction(view.widget, GTK_TEXT_DIR_RTL)
    gtk_window_set_child(cgtk_window(window), view.widget)
    gtk_window_present(cgtk_window(window))
    iterate(for: 0.5) { gtk_widget_get_width(thumb) == 100 }
    // At rest the thumb starts at the right edge, and confirming takes it to the left.
    #expect(thumbX(thumb, view.widget) == 200)
    view.complete()
    iterate(for: 1.5) { thumbX(thumb, view.widget) == 0 }
    #expect(thumbX(thumb, view.widget) == 0)
    gtk_window_destroy(cgtk_window(window))
    iterate(for: 0.1)
  }

  @Test(.needsDisplay) func theControlGrowsWithTheTextScalingSetting() throws {
    let settings = try #require(gtk_settings_get_default())
    let window = try #require(gtk_window_new())
    defer { gtk_window_destroy(cgtk_window(window)) }
    let view = SlideToConfirmView()
    gtk_window_set_child(cgtk_window(window), view.widget)
    gtk_window_present(cgtk_window(window))
    var heights: [Int32] = []
    // XSETTINGS Xft/DPI reaches GTK as gtk-xft-dpi: 96 dpi, then 1.5 × that.
    for dpi in [96, 144] {
      cgtk_object_set_int(UnsafeMutableRawPointer(settings), "gtk-xft-dpi", Int32(dpi * 1024))
      iterate(for: 0.2)
      var natural: Int32 = 0
      gtk_widget_measure(view.widget, GTK_ORIENTATION_VERTICAL, -1, nil, &natural, nil, nil)
      heights.append(natural)
    }
    cgtk_object_set_int(UnsafeMutableRawPointer(settings), "gtk-xft-dpi", -1)
    #expect(heights[0] == 48)
    #expect(Double(heights[1]) >= 1.35 * Double(heights[0]), "\(heights)")
  }

  @Test(.needsDisplay) func aThousandWidgetsCreatedAndDestroyedMidAnimationLeaveNothingBehind()
    throws
  {
    let before = WidgetHost.liveCount
    let window = try #require(gtk_window_new())
    gtk_window_present(cgtk_window(window))
    var probes: [FinalizationProbe] = []
    for index in 0..<1000 {
      guard let widget = kinetic_slide_to_confirm_new() else { continue }
      probes.append(FinalizationProbe(widget))
      gtk_window_set_child(cgtk_window(window), widget)
      if index % 2 == 0 {
        // Mid-animation: confirmed and springing, with a tick callback installed.
        kinetic_slide_to_confirm_confirm(OpaquePointer(widget))
        _ = g_main_context_iteration(nil, 0)
      }
      gtk_window_set_child(cgtk_window(window), nil)
    }
    iterate(for: 0.2)
    #expect(probes.allSatisfy { $0.isFinalized })
    #expect(WidgetHost.liveCount == before)
    gtk_window_destroy(cgtk_window(window))
    iterate(for: 0.1)
  }
}

/// The custom thumb's left edge in the control.
@MainActor
private func thumbX(
  _ child: UnsafeMutablePointer<GtkWidget>, _ parent: UnsafeMutablePointer<GtkWidget>
) -> Double {
  var origin = graphene_point_t()
  var point = graphene_point_t()
  _ = gtk_widget_compute_point(child, parent, &origin, &point)
  return Double(point.x)
}
