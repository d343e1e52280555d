import CGTK
import Foundation
import Kinetic
import KineticGTK
import Testing

/// Something the simulated action throws.
private struct Declined: Error, CustomStringConvertible {
  var description: String { "Declined" }
}

@Suite(.serialized) @MainActor struct SlideToConfirmViewTests {
  @Test(.needsDisplay) func twoActivationsConfirmAndTheControlComesBackToIdle() {
    let view = SlideToConfirmView()
    var completions = 0
    var announcements: [String] = []
    view.onOutput = { output, _ in
      switch output {
      case .complete: completions += 1
      case .announce(let message): announcements.append(message)
      default: break
      }
    }
    view.activate()
    #expect(view.state == .armed)
    #expect(announcements == ["Press again to confirm"])
    view.activate()
    #expect(completions == 1)
    #expect(view.state == .completed)
    view.reset()
    #expect(view.state == .resetting || view.state == .idle)
  }

  @Test(.needsDisplay) func theConfirmActionThatAssistiveTechnologiesRunConfirmsWithFriction()
    throws
  {
    let window = try #require(gtk_window_new())
    let view = SlideToConfirmView()
    gtk_window_set_child(cgtk_window(window), view.widget)
    gtk_window_present(cgtk_window(window))
    iterate(for: 0.3)
    var completions = 0
    view.onOutput = { output, _ in if output == .complete { completions += 1 } }
    // AT-SPI's action interface runs the class's installed action.
    #expect(gtk_widget_activate_action_variant(view.widget, "slide-to-confirm.confirm", nil) != 0)
    iterate(for: 1) { view.state == .armed }
    #expect(view.state == .armed)
    #expect(completions == 0)
    #expect(gtk_widget_activate_action_variant(view.widget, "slide-to-confirm.confirm", nil) != 0)
    iterate(for: 1) { completions == 1 }
    #expect(completions == 1)
    gtk_window_destroy(cgtk_window(window))
    iterate(for: 0.1)
    #expect(
      gtk_accessible_get_accessible_role(OpaquePointer(view.widget)) == GTK_ACCESSIBLE_ROLE_BUTTON)
  }

  @Test(.needsDisplay) func anAsyncActionThatThrowsShowsTheFailureAndReturnsToIdle() async {
    let view = SlideToConfirmView()
    var states: [SlideToConfirmMachine.State] = []
    view.onOutput = { output, _ in
      if case .stateChanged(let state) = output { states.append(state) }
    }
    view.onConfirm = { throw Declined() }
    view.complete()
    await run(for: 3) { states.contains(.failed) }
    #expect(states.prefix(3) == [.completed, .working, .failed])
  }

  @Test(.needsDisplay) func anAsyncActionThatReturnsSucceeds() async {
    let view = SlideToConfirmView()
    var succeeded = false
    view.onOutput = { output, _ in if output == .success { succeeded = true } }
    view.onConfirm = {}
    view.complete()
    await run(for: 3) { succeeded }
    #expect(succeeded)
  }

  @Test(.needsDisplay) func destroyingTheWindowMidAnimationIsSafe() throws {
    let window = try #require(gtk_window_new())
    let view = SlideToConfirmView()
    gtk_window_set_child(cgtk_window(window), view.widget)
    gtk_window_present(cgtk_window(window))
    iterate(for: 0.3)
    view.complete()
    iterate(for: 0.1)
    var states: [SlideToConfirmMachine.State] = []
    view.onOutput = { output, _ in
      if case .stateChanged(let state) = output { states.append(state) }
    }
    gtk_window_destroy(cgtk_window(window))
    // Off screen there are no frames: the confirmation's reset runs from a timer on the view,
    // which is alive, and comes to rest; then nothing ticks.
    iterate(for: 3) { view.state == .idle && !view.isTicking }
    #expect(states.last == .idle)
    #expect(!view.isTicking)
    // The view still answers its API without a widget on screen.
    view.complete()
    view.reset()
    #expect(view.state == .resetting || view.state == .idle)
  }

  @Test(.needsDisplay) func aCustomThumbIsPlacedAtTheThumbsFrame() throws {
    let window = try #require(gtk_window_new())
    let view = SlideToConfirmView()
    gtk_widget_set_size_request(view.widget, 300, 60)
    let thumb = try #require(gtk_label_new("Go"))
    view.customThumb = thumb
    let track = try #require(gtk_label_new("Slide"))
    view.customTrack = track
    gtk_window_set_child(cgtk_window(window), view.widget)
    gtk_window_present(cgtk_window(window))
    iterate(for: 0.5)
    #expect(originX(of: thumb, in: view.widget) == 0)
    #expect(gtk_widget_get_width(thumb) == 100)
    #expect(gtk_widget_get_width(track) == 300)
    view.complete()
    iterate(for: 1.5) { originX(of: thumb, in: view.widget) == 200 }
    #expect(originX(of: thumb, in: view.widget) == 200)
    gtk_window_destroy(cgtk_window(window))
    iterate(for: 0.1)
  }
}

/// Where `child` sits across `parent`, from its allocation.
@MainActor
private func originX(
  of child: UnsafeMutablePointer<GtkWidget>, in parent: UnsafeMutablePointer<GtkWidget>
) -> Double {
  var point = graphene_point_t()
  var origin = graphene_point_t()
  _ = gtk_widget_compute_point(child, parent, &origin, &point)
  return Double(point.x)
}
