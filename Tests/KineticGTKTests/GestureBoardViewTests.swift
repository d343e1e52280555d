import CGTK
import Foundation
import Kinetic
import KineticGObject
import KineticGTK
import Testing

@Suite(.serialized) @MainActor struct GestureBoardViewTests {
  /// A shown window holding a 400 × 300 board with one 100 × 60 view at (40, 50).
  private func showBoard() throws -> (
    window: UnsafeMutablePointer<GtkWidget>, board: GestureBoardView,
    view: GestureBoardChild
  ) {
    let window = try #require(gtk_window_new())
    let board = GestureBoardView()
    gtk_widget_set_size_request(board.widget, 400, 300)
    let child = try #require(gtk_label_new("Card"))
    gtk_widget_set_size_request(child, 100, 60)
    let view = board.add(child, at: Point(x: 40, y: 50))
    gtk_window_set_child(cgtk_window(window), board.widget)
    gtk_window_present(cgtk_window(window))
    iterate(for: 0.5) { board.width == 400 && gtk_widget_get_width(child) == 100 }
    return (window, board, view)
  }

  /// The child's top-left corner on the board, through its transform.
  private func corner(of view: GestureBoardChild, on board: GestureBoardView) -> Point {
    var origin = graphene_point_t(x: 0, y: 0)
    var onBoard = graphene_point_t(x: 0, y: 0)
    _ = gtk_widget_compute_point(view.child, board.widget, &origin, &onBoard)
    return Point(x: Double(onBoard.x), y: Double(onBoard.y))
  }

  private func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, at time: Double)
    -> InputEvent
  {
    .pointer(PointerEvent(phase: phase, location: Point(x: x, y: y), time: time, device: .mouse))
  }

  @Test(.needsDisplay) func theViewSitsWhereItsLayoutPutItAndReportsItsGeometry() throws {
    let (window, board, view) = try showBoard()
    defer { gtk_window_destroy(cgtk_window(window)) }
    #expect(corner(of: view, on: board) == Point(x: 40, y: 50))
    #expect(view.center == Point(x: 90, y: 80))
    #expect(view.bounds.size == Size(width: 100, height: 60))
    #expect(view.containerBounds == Rect(x: 0, y: 0, width: 400, height: 300))
    #expect(board.view(at: Point(x: 60, y: 60)) == view)
    #expect(board.view(at: Point(x: 10, y: 10)) == nil)
  }

  @Test(.needsDisplay) func theBehavioursTransformIsAppliedToTheChild() throws {
    let (window, board, view) = try showBoard()
    defer { gtk_window_destroy(cgtk_window(window)) }
    view.transform = ViewTransform(translation: Vector(dx: 30, dy: -20)).affineTransform
    iterate(for: 0.5) { corner(of: view, on: board) != Point(x: 40, y: 50) }
    #expect(corner(of: view, on: board) == Point(x: 70, y: 30))
    // Half a turn about the centre puts the top-left corner at the bottom right.
    view.transform = ViewTransform(rotation: .pi).affineTransform
    iterate(for: 0.5) { corner(of: view, on: board) != Point(x: 70, y: 30) }
    let turned = corner(of: view, on: board)
    #expect(abs(turned.x - 140) < 0.01 && abs(turned.y - 110) < 0.01)
  }

  @Test(.needsDisplay) func actionsMoveScaleAndTurnTheViewThroughTheFrameClock() throws {
    let (window, board, view) = try showBoard()
    defer { gtk_window_destroy(cgtk_window(window)) }
    var events: [String] = []
    view.onOutput = { output, _ in
      if case .announce(let message) = output { events.append(message) }
    }
    #expect(kinetic_gesture_board_focus_child(board.widget, view.child) != 0)
    #expect(gtk_widget_activate_action_variant(view.child, "gesture-board.move-right", nil) != 0)
    #expect(board.isTicking)
    iterate(for: 2) { !board.isTicking }
    #expect(view.placement?.center == Point(x: 100, y: 80))
    #expect(corner(of: view, on: board) == Point(x: 50, y: 50))
    view.perform(.scaleUp)
    view.perform(.rotateRight)
    iterate(for: 2) { !board.isTicking }
    #expect(abs((view.placement?.scale ?? 0) - 1.1) < 1e-9)
    #expect(abs((view.placement?.rotation ?? 0) - .pi / 12) < 1e-9)
    view.reset()
    iterate(for: 2) { !board.isTicking }
    #expect(corner(of: view, on: board) == Point(x: 40, y: 50))
    #expect(events == ["Moved", "Scale 110 percent", "Rotated to 15 degrees", "Reset"])
  }

  @Test(.needsDisplay) func aViewStaysInsideABoardThatShrinks() throws {
    // The board sits on a `GtkFixed`, so its size request is its size.
    let window = try #require(gtk_window_new())
    defer { gtk_window_destroy(cgtk_window(window)) }
    let outer = try #require(gtk_fixed_new())
    let board = GestureBoardView()
    gtk_widget_set_size_request(board.widget, 400, 300)
    let child = try #require(gtk_label_new("Card"))
    gtk_widget_set_size_request(child, 100, 60)
    let view = board.add(child, at: Point(x: 40, y: 50))
    gtk_fixed_put(
      UnsafeMutableRawPointer(outer).assumingMemoryBound(to: GtkFixed.self), board.widget, 0, 0)
    gtk_window_set_child(cgtk_window(window), outer)
    gtk_window_present(cgtk_window(window))
    iterate(for: 0.5) { board.width == 400 && gtk_widget_get_width(child) == 100 }
    for _ in 0..<40 { view.perform(.moveRight) }
    iterate(for: 3) { !board.isTicking }
    #expect(view.placement?.center.x == 350)
    // The window shrinks: the board is 200 points wide, the card half outside it.
    gtk_widget_set_size_request(board.widget, 200, 300)
    iterate(for: 0.5) { board.width == 200 }
    #expect(board.width == 200)
    iterate(for: 0.1) { board.isTicking }
    #expect(board.isTicking)
    iterate(for: 3) { !board.isTicking }
    #expect(view.placement?.center.x == 150)
    #expect(corner(of: view, on: board) == Point(x: 100, y: 50))
  }

  @Test(.needsDisplay) func aBoardOffScreenComesToRestAndThenNothingTicks() throws {
    let (window, board, view) = try showBoard()
    defer { gtk_window_destroy(cgtk_window(window)) }
    let before = try #require(view.placement).center.x
    view.perform(.moveRight)
    #expect(board.isTicking)
    // Hidden mid-animation (another page of a stack): without frames the step runs on from a
    // timer and ends where it would have; then nothing ticks.
    gtk_widget_set_visible(board.widget, 0)
    iterate(for: 2) { !board.isTicking }
    #expect(!board.isTicking)
    let moved = try #require(view.placement).center.x
    #expect(moved > before)
    gtk_widget_set_visible(board.widget, 1)
    iterate(for: 0.2)
    #expect(!board.isTicking)
    #expect(view.placement?.center.x == moved)
    #expect(view.placement?.center == Point(x: 100, y: 80))
  }

  @Test(.needsDisplay) func aPaddedChildIsHitAndTurnedOverItsWholeBox() throws {
    StyleSheet.add(".kinetic-test-padded { padding: 10px 20px; }")
    let window = try #require(gtk_window_new())
    defer { gtk_window_destroy(cgtk_window(window)) }
    let board = GestureBoardView()
    gtk_widget_set_size_request(board.widget, 400, 300)
    let child = try #require(gtk_label_new("Pill"))
    gtk_widget_set_size_request(child, 100, 60)
    gtk_widget_add_css_class(child, "kinetic-test-padded")
    let view = board.add(child, at: Point(x: 40, y: 50))
    gtk_window_set_child(cgtk_window(window), board.widget)
    gtk_window_present(cgtk_window(window))
    iterate(for: 0.5) { board.width == 400 && gtk_widget_get_width(child) > 0 }

    // The size request covers the padding: 60 × 40 of content inside 20 + 20 by 10 + 10.
    #expect(gtk_widget_get_width(child) == 60)
    #expect(view.size == Size(width: 100, height: 60))
    #expect(view.center == Point(x: 90, y: 80))
    #expect(board.view(at: Point(x: 135, y: 105)) == view)  // The padding's bottom-right.
    #expect(board.view(at: Point(x: 145, y: 80)) == nil)
    // Half a turn about the centre leaves the box where it was.
    view.transform = ViewTransform(rotation: .pi).affineTransform
    iterate(for: 0.5) { false }
    var bounds = graphene_rect_t()
    #expect(gtk_widget_compute_bounds(child, board.widget, &bounds) != 0)
    #expect(abs(Double(bounds.origin.x) - 40) < 0.01 && abs(Double(bounds.origin.y) - 50) < 0.01)
    #expect(abs(Double(bounds.size.width) - 100) < 0.01)
    #expect(abs(Double(bounds.size.height) - 60) < 0.01)
  }

  @Test(.needsDisplay) func theDescriptionSaysWhereAnActionLeftTheView() throws {
    let (window, board, view) = try showBoard()
    defer { gtk_window_destroy(cgtk_window(window)) }
    #expect(view.accessibleDescription.hasSuffix("At 90, 80; 100 percent; 0 degrees."))
    #expect(kinetic_gesture_board_focus_child(board.widget, view.child) != 0)
    #expect(gtk_widget_activate_action_variant(view.child, "gesture-board.move-right", nil) != 0)
    iterate(for: 2) { !board.isTicking }
    #expect(view.accessibleDescription.hasSuffix("At 100, 80; 100 percent; 0 degrees."))
    view.perform(.scaleUp)
    view.perform(.rotateRight)
    iterate(for: 2) { !board.isTicking }
    #expect(view.accessibleDescription.hasSuffix("At 100, 80; 110 percent; 15 degrees."))
  }

  @Test(.needsDisplay) func theBoardsHintTakesThePlaceOfTheKeysInEveryDescription() throws {
    let (window, board, view) = try showBoard()
    defer { gtk_window_destroy(cgtk_window(window)) }
    #expect(view.accessibleDescription.hasPrefix("Arrow keys move, plus and minus scale"))
    GObjectProperties.set(board.widget, "hint", "Drag to arrange.")
    #expect(view.accessibleDescription == "Drag to arrange. At 90, 80; 100 percent; 0 degrees.")
    GObjectProperties.set(board.widget, "hint", "")
    #expect(view.accessibleDescription == "At 90, 80; 100 percent; 0 degrees.")
    kinetic_gesture_board_set_hint(OpaquePointer(board.widget), nil)
    #expect(view.accessibleDescription.hasPrefix("Arrow keys move, plus and minus scale"))
  }

  @Test(.needsDisplay) func aViewWithoutMovementLeavesTheArrowsAndItsActionsDisabled() throws {
    let (window, board, view) = try showBoard()
    defer { gtk_window_destroy(cgtk_window(window)) }
    view.behaviours.remove(.movable)
    #expect(kinetic_gesture_board_focus_child(board.widget, view.child) != 0)
    // The board's move actions are disabled for the focused child.
    _ = gtk_widget_activate_action_variant(board.widget, "gesture-board.move-right", nil)
    #expect(!board.isTicking)  // A disabled action does nothing.
    #expect(view.placement?.center == Point(x: 90, y: 80))
  }

  @Test(.needsDisplay) func theBoardClaimsThePointerOnlyOnceTheViewMoves() throws {
    let (window, board, view) = try showBoard()
    defer { gtk_window_destroy(cgtk_window(window)) }
    let start = Double(g_get_monotonic_time()) / 1_000_000
    view.dispatch(pointer(.down, 90, 80, at: start))
    view.dispatch(pointer(.move, 94, 80, at: start + 0.016))
    #expect(!view.isHeld)  // Within the slop: a button child would still click.
    #expect(!board.claimIfHeld(view))
    view.dispatch(pointer(.move, 130, 80, at: start + 0.032))
    #expect(view.isHeld)
    #expect(board.claimIfHeld(view))
    view.dispatch(pointer(.up, 130, 80, at: start + 0.2))
    #expect(!view.isHeld)
  }

  @Test(.needsDisplay) func aSwipeThatOnlyPushesAgainstABoundIsLeftToTheScroll() throws {
    let (window, board, view) = try showBoard()
    defer { gtk_window_destroy(cgtk_window(window)) }
    board.place(view, at: Point(x: 40, y: 0))  // Against the top edge.
    let start = Double(g_get_monotonic_time()) / 1_000_000
    view.dispatch(pointer(.down, 90, 30, at: start))
    for step in 1...10 {
      view.dispatch(pointer(.move, 90, 30 - 6 * Double(step), at: start + 0.016 * Double(step)))
    }
    #expect(!view.isHeld)
    view.dispatch(pointer(.up, 90, -30, at: start + 0.3))
  }

  @Test(.needsDisplay) func destroyingTheWindowMidSpringIsSafe() throws {
    let (window, board, view) = try showBoard()
    view.perform(.moveRight)
    #expect(board.isTicking)
    iterate(for: 0.05)
    gtk_window_destroy(cgtk_window(window))
    // Off screen the spring runs on from a timer, on the board, which is alive, and ends.
    iterate(for: 2) { !board.isTicking }
    #expect(!board.isTicking)
    // The view still answers its API with the board off screen.
    view.perform(.moveLeft)
    #expect(view.placement != nil)
  }

  @Test(.needsDisplay) func aBoardFinalizesItsWidgetsAndReleasesItsViews() throws {
    weak var weakBoard: GestureBoardView?
    let boardProbe: FinalizationProbe
    let childProbe: FinalizationProbe
    do {
      let board = GestureBoardView()
      weakBoard = board
      boardProbe = FinalizationProbe(board.widget)
      let child = try #require(gtk_button_new_with_label("Tap"))
      childProbe = FinalizationProbe(child)
      let view = board.add(child, at: .zero)
      view.perform(.moveRight)
    }
    #expect(weakBoard == nil)
    #expect(boardProbe.isFinalized)
    #expect(childProbe.isFinalized)
  }
}
