import CGTK
import Foundation
@_spi(Hosts) import Kinetic
import KineticGObject
import KineticGTK
import Testing

/// `KineticGestureBoard` as C, GtkBuilder and other languages see it: the board's and its layout
/// children's GObject properties, notify, the `tapped` signal, the class actions, focus and `.ui`
/// files.
@Suite(.serialized) @MainActor struct GestureBoardClassTests {
  /// Every board property with a value that differs from its default.
  static let boardValues: [String: String] = [
    "raises-on-press": "false", "has-momentum": "false", "snaps-rotation": "true",
    "snaps-scale": "true", "double-tap-resets": "false", "reduces-motion": "true",
    "hint": "drag to arrange.",
  ]

  /// Every writable layout-child property with a value that differs from its default.
  static let childValues: [String: String] = [
    "x": "12", "y": "34", "movable": "false", "pinchable": "false", "rotatable": "false",
    "tappable": "false", "keeps-inside": "false", "minimum-scale": "0.5", "maximum-scale": "3",
  ]

  /// The layout child's read-only placement.
  static let placementProperties = ["offset-x", "offset-y", "scale", "rotation"]

  /// A shown window holding a 400 × 300 board with `count` 100 × 60 labels, 120 points apart.
  private func showBoard(cards count: Int = 1) throws -> (
    window: UnsafeMutablePointer<GtkWidget>, board: GestureBoardView,
    cards: [GestureBoardChild]
  ) {
    let window = try #require(gtk_window_new())
    let board = GestureBoardView()
    gtk_widget_set_size_request(board.widget, 400, 300)
    var cards: [GestureBoardChild] = []
    for index in 0..<count {
      let child = try #require(gtk_label_new("Card \(index)"))
      gtk_widget_set_size_request(child, 100, 60)
      cards.append(board.add(child, at: Point(x: 20 + 120 * Double(index), y: 50)))
    }
    gtk_window_set_child(cgtk_window(window), board.widget)
    gtk_window_present(cgtk_window(window))
    iterate(for: 0.5) {
      board.width == 400 && cards.allSatisfy { gtk_widget_get_width($0.child) == 100 }
    }
    return (window, board, cards)
  }

  private func layoutChild(_ board: GestureBoardView, _ child: UnsafeMutablePointer<GtkWidget>)
    throws -> UnsafeMutableRawPointer
  {
    UnsafeMutableRawPointer(
      try #require(kinetic_gesture_board_get_layout_child(OpaquePointer(board.widget), child)))
  }

  /// The top-left corner of the child's box (CSS padding and border included) on the board,
  /// through its transform (for a child that is not turned).
  private func corner(_ child: UnsafeMutablePointer<GtkWidget>, _ board: GestureBoardView)
    -> Point
  {
    var bounds = graphene_rect_t()
    _ = gtk_widget_compute_bounds(child, board.widget, &bounds)
    return Point(x: Double(bounds.origin.x), y: Double(bounds.origin.y))
  }

  private func settle(_ board: GestureBoardView) { iterate(for: 3) { !board.isTicking } }

  @Test(.needsDisplay) func aUIFileWithABoardAndThreeChildrenBuildsAndTheirBehavioursApply()
    throws
  {
    // As an app does before loading a .ui file that names Kinetic's classes.
    g_type_ensure(kinetic_gesture_board_get_type())
    let builder = try build(
      """
      <interface>
        <object class="GtkWindow" id="window">
          <property name="child">
            <object class="KineticGestureBoard" id="board">
              <property name="width-request">400</property>
              <property name="height-request">300</property>
              <property name="raises-on-press">False</property>
              <child>
                <object class="GtkLabel" id="free">
                  <property name="label">Free</property>
                  <property name="width-request">100</property>
                  <property name="height-request">60</property>
                  <layout>
                    <property name="x">20</property>
                    <property name="y">30</property>
                  </layout>
                </object>
              </child>
              <child>
                <object class="GtkLabel" id="pinned">
                  <property name="label">Pinned</property>
                  <property name="width-request">100</property>
                  <property name="height-request">60</property>
                  <layout>
                    <property name="x">160</property>
                    <property name="y">30</property>
                    <property name="movable">False</property>
                    <property name="rotatable">False</property>
                  </layout>
                </object>
              </child>
              <child>
                <object class="GtkButton" id="button">
                  <property name="label">Button</property>
                  <layout>
                    <property name="x">40</property>
                    <property name="y">200</property>
                    <property name="tappable">False</property>
                    <property name="maximum-scale">1.2</property>
                  </layout>
                </object>
              </child>
            </object>
          </property>
        </object>
      </interface>
      """)
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    let window = try #require(object(builder, "window"))
    let widget = try #require(object(builder, "board"))
    let free = try #require(object(builder, "free"))
    let pinned = try #require(object(builder, "pinned"))
    let button = try #require(object(builder, "button"))
    let board = GestureBoardView(widget)
    #expect(GObjectProperties.string(widget, "raises-on-press") == "FALSE")
    #expect(board.views.map(\.child) == [free, pinned, button])
    let pinnedLayout = try layoutChild(board, pinned)
    #expect(GObjectProperties.string(pinnedLayout, "movable") == "FALSE")
    #expect(GObjectProperties.string(pinnedLayout, "pinchable") == "TRUE")
    gtk_window_present(cgtk_window(window))
    iterate(for: 0.5) { gtk_widget_get_width(pinned) == 100 }
    #expect(corner(free, board) == Point(x: 20, y: 30))
    #expect(corner(pinned, board) == Point(x: 160, y: 30))
    #expect(corner(button, board) == Point(x: 40, y: 200))

    // The free card moves; the pinned one does not, but scales; the button scales only to 1.2.
    let cards = board.views
    for (index, card) in cards.enumerated() {
      card.perform(.moveRight)
      card.perform(.rotateRight)
      for _ in 0..<(index == 0 ? 1 : 4) { card.perform(.scaleUp) }
    }
    settle(board)
    #expect(cards[0].placement?.center == Point(x: 80, y: 60))
    #expect(abs((cards[0].placement?.rotation ?? 0) - .pi / 12) < 1e-9)
    #expect(abs((cards[0].placement?.scale ?? 0) - 1.1) < 1e-9)
    #expect(cards[1].placement?.center == Point(x: 210, y: 60))
    #expect(cards[1].placement?.rotation == 0)
    #expect(abs((cards[1].placement?.scale ?? 0) - pow(1.1, 4)) < 1e-9)
    #expect(abs((cards[2].placement?.scale ?? 0) - 1.2) < 1e-9)
    #expect(abs(GObjectProperties.double(pinnedLayout, "scale") - pow(1.1, 4)) < 1e-9)
    // The button is not tappable: its tap action is disabled and nothing is tapped.
    var tapped = 0
    let connections = SignalConnections()
    connections.connectPointer(widget, "tapped") { _ in tapped += 1 }
    #expect(kinetic_gesture_board_focus_child(widget, button) != 0)
    _ = gtk_widget_activate_action_variant(widget, "gesture-board.tap", nil)
    #expect(tapped == 0)
    connections.disconnectAll()
    gtk_window_destroy(cgtk_window(window))
    iterate(for: 0.1)
  }

  @Test(.needsDisplay) func everyPropertyIsDeclaredWithTheCoresDefault() throws {
    let (window, board, cards) = try showBoard()
    defer { gtk_window_destroy(cgtk_window(window)) }
    let names = Set(GObjectProperties.ownProperties(of: kinetic_gesture_board_get_type()))
    #expect(names == Set(Self.boardValues.keys))
    for name in names {
      #expect(
        GObjectProperties.string(board.widget, name)
          == GObjectProperties.defaultString(board.widget, name), "\(name)")
    }
    let layout = try layoutChild(board, cards[0].child)
    let childNames = Set(
      GObjectProperties.ownProperties(of: kinetic_gesture_layout_child_get_type()))
    #expect(childNames == Set(Self.childValues.keys).union(Self.placementProperties))
    for name in childNames where name != "x" && name != "y" {
      #expect(
        GObjectProperties.string(layout, name) == GObjectProperties.defaultString(layout, name),
        "\(name)")
    }
    // The C defaults are the core's.
    let defaults = GestureBehavioursMachine.Configuration()
    #expect(GObjectProperties.double(layout, "minimum-scale") == defaults.scaleRange.lowerBound)
    #expect(GObjectProperties.double(layout, "maximum-scale") == defaults.scaleRange.upperBound)
    #expect(GObjectProperties.string(board.widget, "has-momentum") == "TRUE")
    #expect(board.configuration.hasMomentum == defaults.hasMomentum)
    #expect(board.configuration.doubleTapResets == defaults.doubleTapResets)
    #expect(board.configuration.rotationSnap == nil)
    #expect(board.configuration.scaleSnapTolerance == nil)
  }

  @Test(.needsDisplay) func settingAPropertyAppliesItAndNotifiesOnlyWhenItChanges() throws {
    let (window, board, cards) = try showBoard()
    defer { gtk_window_destroy(cgtk_window(window)) }
    let layout = try layoutChild(board, cards[0].child)
    let connections = SignalConnections()
    var notified: [String] = []
    for name in Self.boardValues.keys {
      connections.connectNotify(board.widget, property: name) { notified.append(name) }
    }
    for name in Self.childValues.keys {
      connections.connectNotify(OpaquePointer(layout), property: name) {
        notified.append("child " + name)
      }
    }
    for (name, text) in Self.boardValues.sorted(by: { $0.key < $1.key }) {
      #expect(GObjectProperties.set(board.widget, name, text), "\(name)")
      #expect(GObjectProperties.string(board.widget, name)?.lowercased() == text, "\(name)")
    }
    for (name, text) in Self.childValues.sorted(by: { $0.key < $1.key }) {
      #expect(GObjectProperties.set(layout, name, text), "\(name)")
      let read = try #require(GObjectProperties.string(layout, name))
      #expect(read.lowercased() == text || Double(read) == Double(text), "\(name)")
    }
    let expected = Self.boardValues.keys.sorted() + Self.childValues.keys.map { "child " + $0 }
    #expect(notified.sorted() == expected.sorted())
    notified.removeAll()
    for (name, text) in Self.boardValues { GObjectProperties.set(board.widget, name, text) }
    for (name, text) in Self.childValues { GObjectProperties.set(layout, name, text) }
    #expect(notified.isEmpty)
    // The behaviours run what the properties say.
    #expect(!board.raisesOnPress)
    #expect(board.configuration.rotationSnap != nil)
    #expect(board.configuration.reducesMotion)
    let configuration = cards[0].configuration
    #expect(configuration.behaviours.isEmpty)
    #expect(!configuration.keepsInsideContainer)
    #expect(configuration.scaleRange == 0.5...3)
    #expect(!configuration.hasMomentum)
    iterate(for: 0.2) { corner(cards[0].child, board) == Point(x: 12, y: 34) }
    #expect(corner(cards[0].child, board) == Point(x: 12, y: 34))
    connections.disconnectAll()
  }

  @Test(.needsDisplay) func thePlacementPropertiesFollowTheChildAndNotifyAsItMoves() throws {
    let (window, board, cards) = try showBoard()
    defer { gtk_window_destroy(cgtk_window(window)) }
    let layout = try layoutChild(board, cards[0].child)
    let connections = SignalConnections()
    var notified: Set<String> = []
    for name in Self.placementProperties {
      connections.connectNotify(OpaquePointer(layout), property: name) { notified.insert(name) }
    }
    cards[0].perform(.moveRight)
    cards[0].perform(.moveDown)
    settle(board)
    #expect(notified == ["offset-x", "offset-y"])
    #expect(GObjectProperties.double(layout, "offset-x") == 10)
    #expect(GObjectProperties.double(layout, "offset-y") == 10)
    cards[0].perform(.scaleUp)
    cards[0].perform(.rotateLeft)
    settle(board)
    #expect(abs(GObjectProperties.double(layout, "scale") - 1.1) < 1e-9)
    #expect(abs(GObjectProperties.double(layout, "rotation") + .pi / 12) < 1e-9)
    #expect(notified == Set(Self.placementProperties))
    connections.disconnectAll()
  }

  @Test(.needsDisplay) func tappedFiresForATapAndFromTheAction() throws {
    let (window, board, cards) = try showBoard(cards: 2)
    defer { gtk_window_destroy(cgtk_window(window)) }
    let connections = SignalConnections()
    var tapped: [UnsafeMutableRawPointer?] = []
    connections.connectPointer(board.widget, "tapped") { tapped.append($0) }
    // A press and release on the second card, without moving.
    let start = Double(g_get_monotonic_time()) / 1_000_000
    let center = cards[1].center
    for (phase, time) in [(PointerEvent.Phase.down, start), (.up, start + 0.1)] {
      cards[1].dispatch(
        .pointer(PointerEvent(phase: phase, location: center, time: time, device: .mouse)))
    }
    #expect(tapped == [UnsafeMutableRawPointer(cards[1].child)])
    // The tap action on the focused first card.
    #expect(kinetic_gesture_board_focus_child(board.widget, cards[0].child) != 0)
    #expect(gtk_widget_activate_action_variant(board.widget, "gesture-board.tap", nil) != 0)
    #expect(tapped.last == UnsafeMutableRawPointer(cards[0].child))
    #expect(tapped.count == 2)
    connections.disconnectAll()
  }

  @Test(.needsDisplay) func theActionsMoveScaleAndTurnTheFocusedChild() throws {
    let (window, board, cards) = try showBoard(cards: 2)
    defer { gtk_window_destroy(cgtk_window(window)) }
    #expect(kinetic_gesture_board_focus_child(board.widget, cards[1].child) != 0)
    for action in [
      "move-left", "move-left", "move-up", "scale-up", "scale-up", "turn-right",
    ] {
      #expect(
        gtk_widget_activate_action_variant(board.widget, "gesture-board." + action, nil) != 0)
    }
    settle(board)
    let moved = try #require(cards[1].placement)
    #expect(moved.center == Point(x: 170, y: 70))
    #expect(abs(moved.scale - 1.21) < 1e-9)
    #expect(abs(moved.rotation - .pi / 12) < 1e-9)
    #expect(cards[0].placement?.center == Point(x: 70, y: 80))  // The other stays.
    #expect(gtk_widget_activate_action_variant(board.widget, "gesture-board.reset", nil) != 0)
    settle(board)
    #expect(cards[1].placement?.center == Point(x: 190, y: 80))
    #expect(cards[1].placement?.scale == 1)
  }

  @Test(.needsDisplay) func labelCardsTakeTheFocusFromTab() throws {
    let (window, board, cards) = try showBoard(cards: 3)
    defer { gtk_window_destroy(cgtk_window(window)) }
    // The window's first focus lands on the first card, and Tab goes from card to card; a
    // GtkLabel on its own never takes the focus. (Xvfb has no window manager to make the window
    // active: read the window's focus.)
    #expect(gtk_window_get_focus(cgtk_window(window)) == cards[0].child)
    for card in cards.dropFirst() {
      #expect(gtk_widget_child_focus(window, GTK_DIR_TAB_FORWARD) != 0)
      #expect(gtk_window_get_focus(cgtk_window(window)) == card.child)
    }
    // Shift+Tab goes back; the board's focus call (a press on a card) reaches a label too.
    #expect(gtk_widget_child_focus(window, GTK_DIR_TAB_BACKWARD) != 0)
    #expect(gtk_window_get_focus(cgtk_window(window)) == cards[1].child)
    #expect(kinetic_gesture_board_focus_child(board.widget, cards[0].child) != 0)
    #expect(gtk_window_get_focus(cgtk_window(window)) == cards[0].child)
    #expect(gtk_widget_get_focus_child(board.widget) == cards[0].child)
  }

  @Test(.needsDisplay) func aRightToLeftBoardMirrorsItsLayoutButNotItsMoves() throws {
    let (window, board, cards) = try showBoard()
    defer { gtk_window_destroy(cgtk_window(window)) }
    gtk_widget_set_direction(board.widget, GTK_TEXT_DIR_RTL)
    // x = 20 is measured from the right edge: 400 − 20 − 100.
    iterate(for: 0.3) { corner(cards[0].child, board).x == 280 }
    #expect(corner(cards[0].child, board) == Point(x: 280, y: 50))
    // Arrow keys (and their actions) are physical: right is right.
    cards[0].perform(.moveRight)
    settle(board)
    #expect(corner(cards[0].child, board) == Point(x: 290, y: 50))
  }

  @Test(.needsDisplay) func removingAChildDropsItsBehaviours() throws {
    let (window, board, cards) = try showBoard(cards: 2)
    defer { gtk_window_destroy(cgtk_window(window)) }
    let host = try #require(board.host)
    #expect(host.cards.count == 2)
    cards[0].perform(.moveRight)
    board.remove(cards[0])
    #expect(host.cards.count == 1)
    #expect(board.views == [cards[1]])
    settle(board)
  }

  @Test(.needsDisplay) func raisingAChildKeepsItsLayoutChildAndPlacement() throws {
    let (window, board, cards) = try showBoard(cards: 2)
    defer { gtk_window_destroy(cgtk_window(window)) }
    let layout = try layoutChild(board, cards[0].child)
    GObjectProperties.set(layout, "rotatable", "false")
    cards[0].perform(.moveDown)
    settle(board)
    board.bringToFront(cards[0])
    #expect(board.views == [cards[1], cards[0]])
    #expect(try layoutChild(board, cards[0].child) == layout)
    #expect(GObjectProperties.string(layout, "rotatable") == "FALSE")
    #expect(GObjectProperties.double(layout, "offset-y") == 10)
    iterate(for: 0.2)
    #expect(corner(cards[0].child, board) == Point(x: 20, y: 60))
  }

  @Test(.needsDisplay) func droppingTheSwiftHandleChangesNothing() throws {
    let window = try #require(gtk_window_new())
    defer { gtk_window_destroy(cgtk_window(window)) }
    let child = try #require(gtk_label_new("Card"))
    var tapped = 0
    do {
      let board = GestureBoardView()
      let card = board.add(child, at: Point(x: 10, y: 10))
      card.onTap = { tapped += 1 }
      gtk_window_set_child(cgtk_window(window), board.widget)
    }
    gtk_window_present(cgtk_window(window))
    iterate(for: 0.3)
    let widget = try #require(gtk_widget_get_parent(child))
    let board = GestureBoardView(widget)
    #expect(board.views.count == 1)
    board.views[0].perform(.tap)
    #expect(tapped == 1)
    board.views[0].perform(.moveDown)
    iterate(for: 3) { !board.isTicking }
    let moved = try #require(board.views[0].placement)
    #expect(abs(Double(moved.center.y - board.views[0].center.y) - 10) < 1e-9)
  }

  @Test(.needsDisplay) func aThousandBoardsCreatedAndDestroyedMidAnimationLeaveNothingBehind()
    throws
  {
    let before = WidgetHost.liveCount
    let window = try #require(gtk_window_new())
    gtk_window_present(cgtk_window(window))
    var probes: [FinalizationProbe] = []
    for index in 0..<1000 {
      guard let widget = kinetic_gesture_board_new(), let child = gtk_label_new("Card") else {
        continue
      }
      probes.append(FinalizationProbe(widget))
      probes.append(FinalizationProbe(child))
      kinetic_gesture_board_put(OpaquePointer(widget), child, 10, 10)
      gtk_window_set_child(cgtk_window(window), widget)
      if index % 2 == 0 {
        // Mid-animation: moved with a tick callback installed.
        _ = kinetic_gesture_board_focus_child(widget, child)
        _ = gtk_widget_activate_action_variant(widget, "gesture-board.move-right", nil)
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
