import CGTK
import Foundation
import KineticGObject
import KineticGTK
import Testing

/// The four widget classes written in one `.ui` file, as a GTK app declares its window.
@Suite(.serialized) @MainActor struct BuilderTests {
  @Test(.needsDisplay) func oneUIFileBuildsAllFourControlsWithTheirPropertiesAndChildren()
    async throws
  {
    WidgetTypes.register()
    let builder = try build(
      """
      <interface>
        <object class="GtkWindow" id="window">
          <property name="default-width">400</property>
          <property name="default-height">900</property>
          <property name="child">
            <object class="GtkBox">
              <property name="orientation">vertical</property>
              <child>
                <object class="KineticSlideToConfirm" id="slide">
                  <property name="prompt">Slide to send</property>
                  <child type="thumb"><object class="GtkLabel" id="thumb"><property name="label">Send</property></object></child>
                </object>
              </child>
              <child>
                <object class="KineticPullToAction" id="pull">
                  <property name="height-request">200</property>
                  <property name="pull-threshold">80</property>
                  <child type="content"><object class="GtkLabel" id="content"><property name="label">Inbox</property></object></child>
                </object>
              </child>
              <child>
                <object class="KineticGestureBoard" id="board">
                  <property name="height-request">200</property>
                  <property name="snaps-rotation">True</property>
                  <child>
                    <object class="GtkLabel" id="card">
                      <property name="label">Card</property>
                      <layout>
                        <property name="x">30</property>
                        <property name="y">40</property>
                        <property name="rotatable">False</property>
                      </layout>
                    </object>
                  </child>
                </object>
              </child>
              <child>
                <object class="KineticOnboardingCarousel" id="carousel">
                  <property name="height-request">300</property>
                  <property name="spec-path">\(OnboardingCarouselClassTests.demo.path)</property>
                  <property name="auto-advance-interval">0</property>
                </object>
              </child>
            </object>
          </property>
        </object>
      </interface>
      """)
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    let window = try #require(object(builder, "window"))
    let slide = try #require(object(builder, "slide"))
    let pull = try #require(object(builder, "pull"))
    let board = try #require(object(builder, "board"))
    let carousel = try #require(object(builder, "carousel"))
    let types: [(UnsafeMutablePointer<GtkWidget>, GType)] = [
      (slide, kinetic_slide_to_confirm_get_type()), (pull, kinetic_pull_to_action_get_type()),
      (board, kinetic_gesture_board_get_type()),
      (carousel, kinetic_onboarding_carousel_get_type()),
    ]
    for (widget, type) in types {
      #expect(
        g_type_check_instance_is_a(
          UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0)
    }
    #expect(GObjectProperties.string(slide, "prompt") == "Slide to send")
    #expect(GObjectProperties.double(pull, "pull-threshold") == 80)
    #expect(GObjectProperties.string(board, "snaps-rotation") == "TRUE")
    let thumb = try #require(object(builder, "thumb"))
    let content = try #require(object(builder, "content"))
    #expect(gtk_widget_get_parent(thumb) == slide)
    #expect(gtk_widget_get_parent(content) == pull)
    let card = try #require(object(builder, "card"))
    #expect(gtk_widget_get_parent(card) == board)
    let layout = try #require(
      gtk_layout_manager_get_layout_child(gtk_widget_get_layout_manager(board), card))
    #expect(GObjectProperties.string(UnsafeMutableRawPointer(layout), "rotatable") == "FALSE")
    #expect(GObjectProperties.double(UnsafeMutableRawPointer(layout), "x") == 30)
    gtk_window_present(cgtk_window(window))
    // The carousel reads its spec off the main thread and shows it from a main-actor task, which
    // runs while the test awaits.
    // Generous, since other suites share the main actor under `swift test --parallel`; the loop
    // ends as soon as the pages are there.
    let deadline = Date().addingTimeInterval(30)
    while GObjectProperties.string(carousel, "n-pages") == "0", Date() < deadline {
      iterate(for: 0.01)
      try? await Task.sleep(for: .milliseconds(5))
    }
    #expect(GObjectProperties.string(carousel, "n-pages") == "5")
    gtk_window_destroy(cgtk_window(window))
    iterate(for: 0.1)
  }
}
