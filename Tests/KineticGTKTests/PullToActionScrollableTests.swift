import CGTK
import Foundation
import Kinetic
import KineticGObject
import KineticGTK
import Testing

/// A `GtkListView` over `model`, each row a label 40 points tall.
@MainActor
private func makeListView(_ model: GeneratedListModel) -> UnsafeMutablePointer<GtkWidget> {
  let template = """
    <?xml version="1.0" encoding="UTF-8"?>
    <interface>
      <template class="GtkListItem">
        <property name="child">
          <object class="GtkLabel">
            <property name="xalign">0</property>
            <property name="height-request">40</property>
            <binding name="label">
              <lookup name="string" type="GtkStringObject">
                <lookup name="item">GtkListItem</lookup>
              </lookup>
            </binding>
          </object>
        </property>
      </template>
    </interface>
    """
  let bytes = template.withCString { g_bytes_new($0, gsize(strlen($0))) }
  let factory = gtk_builder_list_item_factory_new_from_bytes(nil, bytes)
  g_bytes_unref(bytes)
  g_object_ref(UnsafeMutableRawPointer(model.model))  // The selection model takes one.
  let selection = gtk_no_selection_new(model.model)
  return gtk_list_view_new(selection, factory).unsafelyUnwrapped
}

/// A pull to action over a list view of `rows` generated rows, shown at 300 × 400 points.
@MainActor
private struct Fixture {
  let model: GeneratedListModel
  let list: UnsafeMutablePointer<GtkWidget>
  let pull: UnsafeMutablePointer<GtkWidget>
  let window: UnsafeMutablePointer<GtkWidget>
  let host: PullToActionHost

  init(rows: Int, edge: String = "top") throws {
    model = GeneratedListModel(count: rows) { "Message \($0)" }
    list = makeListView(model)
    pull = try #require(kinetic_pull_to_action_new())
    GObjectProperties.set(pull, "edge", edge)
    GObjectProperties.set(pull, "awaits-result", "true")
    kinetic_pull_to_action_set_child(OpaquePointer(pull), list)
    window = try #require(gtk_window_new())
    gtk_widget_set_size_request(pull, 300, 400)
    gtk_window_set_child(cgtk_window(window), pull)
    gtk_window_present(cgtk_window(window))
    let shown = pull
    iterate(for: 2) { gtk_widget_get_height(shown) == 400 }
    iterate(for: 0.2)
    host = try #require(WidgetHost.of(pull) as? PullToActionHost)
  }

  func close() { gtk_window_destroy(cgtk_window(window)) }

  var adjustment: UnsafeMutablePointer<GtkAdjustment> {
    kinetic_pull_to_action_get_vadjustment(OpaquePointer(pull))
  }

  var value: Double { gtk_adjustment_get_value(adjustment) }
  var upper: Double { gtk_adjustment_get_upper(adjustment) }

  /// The list's row widgets: the rows it realised.
  var rows: [UnsafeMutablePointer<GtkWidget>] {
    var rows: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(list)
    while let widget = child {
      if String(cString: gtk_widget_get_css_name(widget)) == "row" { rows.append(widget) }
      child = gtk_widget_get_next_sibling(widget)
    }
    return rows
  }

  /// The text of the row widget's label.
  func text(of row: UnsafeMutablePointer<GtkWidget>) -> String? {
    guard let label = gtk_widget_get_first_child(row),
      let text = gtk_label_get_text(OpaquePointer(label))
    else { return nil }
    return String(cString: text)
  }

  /// Where `widget` is drawn, in the pull's coordinates.
  func top(of widget: UnsafeMutablePointer<GtkWidget>) -> Double? {
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, pull, &bounds) != 0 else { return nil }
    return Double(bounds.origin.y)
  }

  /// The rows on show (mapped): the list keeps others made but hidden.
  var shownRows: [UnsafeMutablePointer<GtkWidget>] {
    rows.filter { gtk_widget_get_mapped($0) != 0 }
  }

  /// The row showing `text`, if the list shows it.
  func row(showing text: String) -> UnsafeMutablePointer<GtkWidget>? {
    shownRows.first { self.text(of: $0) == text }
  }

  /// How far apart rows are (the label's 40 points and the row's padding).
  var rowHeight: Double {
    let tops = shownRows.compactMap { top(of: $0) }.sorted()
    return tops.count > 1 ? tops[1] - tops[0] : 0
  }

  /// A touch drag from `from` to `to` (y in points) over `duration` seconds, then a release.
  ///
  /// The events carry the real time they are sent at, as the control's gesture's do, so the
  /// frame clock's ticks that follow are not in the machine's past.
  func drag(from: Double, to: Double, duration: Double = 0.3, release: Bool = true) {
    touchDrag(
      host, from: Point(x: 150, y: from), to: Point(x: 150, y: to), duration: duration,
      release: release)
  }
}

/// A touch drag on `host` from `from` to `to` (in points) over `duration` seconds, then a release,
/// through the host's own handler, as the surface reports one.
///
/// The events carry the real time they are sent at, as the control's gesture's do, so the
/// frame clock's ticks that follow are not in the machine's past.
@MainActor
private func touchDrag(
  _ host: PullToActionHost, from: Point, to: Point, duration: Double = 0.3,
  release: Bool = true
) {
  let start = host.now
  let steps = 18
  func send(_ phase: PointerEvent.Phase, at location: Point, time: Double) {
    iterate(for: 1) { host.now >= time }
    host.dragged(
      PointerEvent(
        pointer: .primary, phase: phase, location: location, time: host.now, device: .touch))
  }
  send(.down, at: from, time: start)
  for step in 1...steps {
    let fraction = Double(step) / Double(steps)
    let location = Point(
      x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
    send(.move, at: location, time: start + duration * fraction)
  }
  if release { send(.up, at: to, time: start + duration) }
}

/// A pull to action at 300 × 400 points over a viewport on a label of 1000 × 2000 points, its
/// text direction `direction`.
@MainActor
private struct WideFixture {
  let pull: UnsafeMutablePointer<GtkWidget>
  let label: UnsafeMutablePointer<GtkWidget>
  let window: UnsafeMutablePointer<GtkWidget>
  let host: PullToActionHost

  init(direction: GtkTextDirection = GTK_TEXT_DIR_LTR) throws {
    pull = try #require(kinetic_pull_to_action_new())
    label = try #require(gtk_label_new("Wide"))
    gtk_widget_set_size_request(label, 1000, 2000)
    let viewport = try #require(gtk_viewport_new(nil, nil))
    gtk_viewport_set_child(OpaquePointer(viewport), label)
    kinetic_pull_to_action_set_child(OpaquePointer(pull), viewport)
    gtk_widget_set_direction(pull, direction)
    gtk_widget_set_direction(viewport, direction)
    window = try #require(gtk_window_new())
    gtk_widget_set_size_request(pull, 300, 400)
    gtk_window_set_default_size(cgtk_window(window), 300, 400)
    gtk_window_set_child(cgtk_window(window), pull)
    gtk_window_present(cgtk_window(window))
    let shown = pull
    iterate(for: 2) { gtk_widget_get_height(shown) == 400 }
    iterate(for: 0.2)
    host = try #require(WidgetHost.of(pull) as? PullToActionHost)
  }

  func close() { gtk_window_destroy(cgtk_window(window)) }

  var horizontal: Double {
    gtk_adjustment_get_value(kinetic_pull_to_action_get_hadjustment(OpaquePointer(pull)))
  }

  var vertical: Double {
    gtk_adjustment_get_value(kinetic_pull_to_action_get_vadjustment(OpaquePointer(pull)))
  }

  /// Where the label is drawn, in the pull's coordinates.
  var labelOrigin: Point {
    var bounds = graphene_rect_t()
    _ = gtk_widget_compute_bounds(label, pull, &bounds)
    return Point(x: Double(bounds.origin.x), y: Double(bounds.origin.y))
  }

  func drag(from: Point, to: Point, duration: Double = 1) {
    touchDrag(host, from: from, to: to, duration: duration)
    iterate(for: 3) { !host.machine.scroll.isMoving && !host.machine.needsTicks }
    iterate(for: 0.1)  // A frame lays the viewport out at the last value.
  }
}

@Suite(.serialized) @MainActor struct PullToActionScrollableTests {
  @Test(.needsDisplay) func aMillionRowListViewRealisesOnlyAScreenfulOfRows() throws {
    let fixture = try Fixture(rows: 1_000_000)
    defer { fixture.close() }
    // The list set the bounds: a million rows, a page of 400 points.
    let rowHeight = fixture.rowHeight
    #expect(rowHeight >= 40)
    #expect(abs(fixture.upper - 1_000_000 * rowHeight) < 1)
    #expect(gtk_adjustment_get_page_size(fixture.adjustment) == 400)
    #expect(fixture.host.machine.scroll.contentLength == fixture.upper)
    // A screenful on show, and a bounded number made: GTK 4.8's list view keeps up to 200 rows
    // around the one it is anchored at, whatever the model's size.
    let shown = fixture.shownRows.count
    #expect(shown >= 9 && shown <= 11, "\(shown) rows shown in a 400-point viewport")
    #expect(fixture.rows.count <= 256, "\(fixture.rows.count) rows made")
    #expect(fixture.row(showing: "Message 0") != nil)
    // Scrolled far down with End, still only a screenful.
    #expect(pressBoundKey("End", on: fixture.pull))
    iterate(for: 0.3)
    #expect(abs(fixture.value - (fixture.upper - 400)) < 1)
    #expect(fixture.rows.count <= 256)
    #expect(fixture.shownRows.count <= 11)
    #expect(fixture.row(showing: "Message 999999") != nil)
  }

  @Test(.needsDisplay) func aDragScrollsTheListAndAFlingCarriesItOn() throws {
    let fixture = try Fixture(rows: 1_000_000)
    defer { fixture.close() }
    // A slow drag up by 200 points scrolls as far (less the few points before a drag starts),
    // with no pull: the list scrolls itself, not moved by a translation.
    fixture.drag(from: 350, to: 150, duration: 1, release: false)
    iterate(for: 0.1)
    #expect(fixture.value > 180 && fixture.value <= 200, "\(fixture.value)")
    #expect(abs(fixture.value - fixture.host.machine.scroll.offset) < 0.5)
    #expect(fixture.host.machine.pulledAmount == 0)
    #expect(fixture.top(of: fixture.list) == 0)
    fixture.drag(from: 150, to: 150, duration: 0.05)  // Let go where it is.
    // A fast one flings: the list carries on after the finger lifts.
    fixture.drag(from: 350, to: 50, duration: 0.1)
    let atRelease = fixture.value
    iterate(for: 0.6)

    #expect(fixture.value > atRelease + 100, "\(fixture.value) after \(atRelease)")
    iterate(for: 5) { !fixture.host.machine.scroll.isMoving }
    #expect(abs(fixture.value - fixture.host.machine.scroll.offset) < 0.5)
    #expect(fixture.shownRows.count <= 11)
    #expect(fixture.rows.count <= 256)
  }

  @Test(.needsDisplay) func aFlingSetsTheListsValueOnceAFrame() throws {
    let fixture = try Fixture(rows: 1_000_000)
    defer { fixture.close() }
    fixture.drag(from: 350, to: 50, duration: 0.1)
    // Over the momentum: each frame that moves the list changes its value once (the list keeps
    // the whole points it is given), not back and forth with a layout of the list each time.
    let connections = SignalConnections()
    defer { connections.disconnectAll() }
    var changes = 0
    connections.connect(fixture.adjustment, "value-changed") { changes += 1 }
    let clock = try #require(gtk_widget_get_frame_clock(fixture.window))
    var movedFrames = 0
    var last = fixture.value
    connections.connect(clock, "after-paint") {
      guard fixture.value != last else { return }
      movedFrames += 1
      last = fixture.value
    }
    iterate(for: 0.5)
    #expect(movedFrames >= 10, "\(movedFrames) frames moved the list")
    // Two spare for the list's own anchoring at a new row.
    #expect(changes <= movedFrames + 2, "\(changes) value changes in \(movedFrames) frames")
    #expect(fixture.value == fixture.value.rounded())
  }

  @Test(.needsDisplay) func aWheelClickScrollsAsAScrolledWindowDoes() throws {
    let fixture = try Fixture(rows: 10_000)
    defer { fixture.close() }
    let click = SurfaceScrollEvent(
      dx: 0, dy: 1, unit: .wheel, source: .wheel, location: nil, modifiers: [],
      time: fixture.host.now)
    #expect(fixture.host.scrolled(click))
    iterate(for: 0.2)
    #expect(abs(fixture.value - pow(400, 2.0 / 3.0)) < 0.5)
  }

  @Test(.needsDisplay) func pullingPastTheTopRefreshesAndPrependedRowsShowAtTheTop() throws {
    let fixture = try Fixture(rows: 1_000_000)
    defer { fixture.close() }
    var triggered = 0
    let connections = SignalConnections()
    connections.connect(fixture.pull, "triggered") { triggered += 1 }
    defer { connections.disconnectAll() }
    fixture.drag(from: 50, to: 450, release: false)
    #expect(GObjectProperties.string(fixture.pull, "state") == "triggered")
    // The pull moves the list whole; its value stays at the top.
    let pulled = fixture.host.machine.pulledAmount
    iterate(for: 0.1)
    #expect(fixture.value == 0)
    #expect(abs((fixture.top(of: fixture.list) ?? 0) - pulled) <= 1)
    fixture.drag(from: 450, to: 450, duration: 0.01)
    iterate(for: 3) { triggered == 1 && fixture.host.machine.state == .executing }
    #expect(triggered == 1)
    // New mail arrives while executing: it shows at the top, above the rows that were there.
    fixture.model.prepend(3)
    iterate(for: 0.3)
    #expect(fixture.value == 0)
    #expect(fixture.row(showing: "Message -3") != nil)
    let newest = try #require(fixture.row(showing: "Message -3"))
    let previous = try #require(fixture.row(showing: "Message 0"))
    #expect(try #require(fixture.top(of: newest)) < (fixture.top(of: previous) ?? 0))
    kinetic_pull_to_action_finish(OpaquePointer(fixture.pull), 1, nil)
    iterate(for: 5) { fixture.host.machine.state == .idle && !fixture.host.machine.needsTicks }
    #expect(fixture.host.machine.state == .idle)
    #expect(fixture.top(of: fixture.list) == 0)
    #expect(fixture.value == 0)
  }

  @Test(.needsDisplay) func loadingMoreKeepsTheRowsOnScreenAndShowsTheOutcomeBeforeRetracting()
    throws
  {
    let fixture = try Fixture(rows: 1_000_000, edge: "bottom")
    defer { fixture.close() }
    #expect(pressBoundKey("End", on: fixture.pull))
    iterate(for: 0.3)
    #expect(fixture.row(showing: "Message 999999") != nil)
    fixture.drag(from: 350, to: 0)
    iterate(for: 3) { fixture.host.machine.state == .executing && !fixture.host.machine.needsTicks }
    #expect(fixture.host.machine.state == .executing)
    let held = fixture.host.machine.pulledAmount
    #expect(held > 40)
    let last = try #require(fixture.row(showing: "Message 999999"))
    let lastTop = try #require(fixture.top(of: last))
    // Twenty older messages arrive while it executes: the rows on screen stay where they are
    // and the status view stays open.
    fixture.model.append(20)
    iterate(for: 0.3)
    #expect(abs(fixture.upper - 1_000_020 * fixture.rowHeight) < 1)
    let stillLast = try #require(fixture.row(showing: "Message 999999"))
    #expect(fixture.top(of: stillLast) == lastTop)
    #expect(fixture.host.machine.pulledAmount == held)
    // The outcome shows while retracting, with the status view still open.
    var amountsWhileRetracting: [Double] = []
    fixture.host.onOutput = { output, _ in
      if case .stateChanged(_, .retracting) = output {
        amountsWhileRetracting.append(fixture.host.machine.pulledAmount)
      }
    }
    kinetic_pull_to_action_finish(OpaquePointer(fixture.pull), 1, nil)
    iterate(for: 0.2)
    #expect(fixture.host.machine.state == .retracting)
    #expect(fixture.host.machine.renderModel.icon == .success)
    #expect(amountsWhileRetracting.first.map { $0 > 40 } == true)
    iterate(for: 5) { fixture.host.machine.state == .idle && !fixture.host.machine.needsTicks }
    // Idle, the list takes the new rows: they are below, a scroll away.
    #expect(fixture.host.machine.scroll.contentLength == fixture.upper)
    #expect(pressBoundKey("End", on: fixture.pull))
    iterate(for: 0.3)
    #expect(fixture.row(showing: "Message 1000019") != nil)
  }

  @Test(.needsDisplay) func pageDownEndAndHomeMoveTheAdjustment() throws {
    let fixture = try Fixture(rows: 1_000_000)
    defer { fixture.close() }
    #expect(pressBoundKey("Page_Down", on: fixture.pull))
    iterate(for: 0.2)
    #expect(abs(fixture.value - 360) < 0.5)
    #expect(pressBoundKey("Page_Down", on: fixture.pull))
    #expect(pressBoundKey("Page_Up", on: fixture.pull))
    iterate(for: 0.2)
    #expect(abs(fixture.value - 360) < 0.5)
    #expect(pressBoundKey("End", on: fixture.pull))
    iterate(for: 0.2)
    #expect(abs(fixture.value - (fixture.upper - 400)) < 0.5)
    #expect(pressBoundKey("Home", on: fixture.pull))
    iterate(for: 0.2)
    #expect(fixture.value == 0)
    #expect(fixture.row(showing: "Message 0") != nil)
  }

  @Test(.needsDisplay) func focusingAnOffScreenRowScrollsItIntoView() throws {
    let fixture = try Fixture(rows: 10_000)
    defer { fixture.close() }
    let first = try #require(fixture.rows.first)
    #expect(gtk_widget_grab_focus(first) != 0)
    iterate(for: 0.1)
    // The list's own End moves the focus to its last row, off screen: the list scrolls it into
    // view through the adjustment, and the machine follows.
    #expect(pressBoundKey("End", on: fixture.list))
    iterate(for: 1) { fixture.row(showing: "Message 9999") != nil && fixture.value > 0 }
    iterate(for: 0.1)
    let last = try #require(fixture.row(showing: "Message 9999"))
    #expect(gtk_widget_has_focus(last) != 0 || gtk_widget_is_focus(last) != 0)
    let top = try #require(fixture.top(of: last))
    #expect(top >= 0 && top + fixture.rowHeight <= 400.5, "the focused row at \(top)")
    #expect(abs(fixture.host.machine.scroll.offset - fixture.value) < 0.5)
    // Setting the value from outside scrolls too, and the machine follows.
    let target = fixture.value - 300
    gtk_adjustment_set_value(fixture.adjustment, target)
    iterate(for: 0.2)
    #expect(fixture.host.machine.scroll.offset == target)
    #expect(fixture.value == target)
  }

  @Test(.needsDisplay) func theSwiftHandleScrollsAListThroughItsAdjustments() throws {
    let fixture = try Fixture(rows: 10_000)
    defer { fixture.close() }
    let view = PullToActionView(fixture.pull)
    #expect(view.verticalAdjustment == fixture.adjustment)
    #expect(
      gtk_scrollable_get_hadjustment(OpaquePointer(fixture.list)) == view.horizontalAdjustment)
    gtk_adjustment_set_value(view.verticalAdjustment, 1_200)
    iterate(for: 0.2)
    #expect(fixture.host.machine.scroll.offset == 1_200)
    #expect(gtk_adjustment_get_value(view.verticalAdjustment) == 1_200)
  }

  @Test(.needsDisplay) func sidewaysScrollsMoveAScrollableContentsHorizontalAdjustment() throws {
    let pull = try #require(kinetic_pull_to_action_new())
    let wide = try #require(gtk_label_new("Wide"))
    gtk_widget_set_size_request(wide, 1000, 2000)
    let viewport = try #require(gtk_viewport_new(nil, nil))
    gtk_viewport_set_child(OpaquePointer(viewport), wide)
    kinetic_pull_to_action_set_child(OpaquePointer(pull), viewport)
    let window = try #require(gtk_window_new())
    defer { gtk_window_destroy(cgtk_window(window)) }
    gtk_widget_set_size_request(pull, 300, 400)
    gtk_window_set_default_size(cgtk_window(window), 300, 400)
    gtk_window_set_child(cgtk_window(window), pull)
    gtk_window_present(cgtk_window(window))
    iterate(for: 2) { gtk_widget_get_height(pull) == 400 }
    iterate(for: 0.2)
    #expect(gtk_widget_get_width(pull) == 300)
    let host = try #require(WidgetHost.of(pull) as? PullToActionHost)
    let horizontal = kinetic_pull_to_action_get_hadjustment(OpaquePointer(pull))
    let vertical = kinetic_pull_to_action_get_vadjustment(OpaquePointer(pull))
    #expect(gtk_adjustment_get_upper(horizontal) == 1000)
    #expect(gtk_adjustment_get_upper(vertical) == 2000)
    let sideways = SurfaceScrollEvent(
      dx: 1, dy: 0, unit: .wheel, source: .wheel, location: nil, modifiers: [], time: host.now)
    #expect(host.scrolled(sideways))
    #expect(abs(gtk_adjustment_get_value(horizontal) - pow(300, 2.0 / 3.0)) < 0.5)
    #expect(gtk_adjustment_get_value(vertical) == 0)
  }

  @Test(.needsDisplay) func aDiagonalDragMovesBothAdjustmentsAndTheContentFollowsTheFinger()
    throws
  {
    let fixture = try WideFixture()
    defer { fixture.close() }
    let before = fixture.labelOrigin
    // Up 200 and left 150, slowly: the content follows the finger sideways, point for point.
    fixture.drag(from: Point(x: 250, y: 350), to: Point(x: 100, y: 150))
    #expect(abs(fixture.horizontal - 150) < 0.5, "\(fixture.horizontal)")
    #expect(fixture.vertical > 180, "\(fixture.vertical)")
    #expect(abs(fixture.labelOrigin.x - (before.x - 150)) < 0.5, "\(fixture.labelOrigin)")
    // And back to the right by 100.
    fixture.drag(from: Point(x: 100, y: 150), to: Point(x: 200, y: 200))
    #expect(abs(fixture.horizontal - 50) < 0.5, "\(fixture.horizontal)")
  }

  @Test(.needsDisplay) func aMostlyVerticalDragLeavesTheHorizontalValueWhereItWas() throws {
    let fixture = try WideFixture()
    defer { fixture.close() }
    fixture.drag(from: Point(x: 250, y: 350), to: Point(x: 100, y: 350))
    let sideways = fixture.horizontal
    #expect(abs(sideways - 150) < 0.5, "\(sideways)")
    // Up 250, wobbling 40 sideways: the list scrolls, its columns stay put.
    fixture.drag(from: Point(x: 150, y: 350), to: Point(x: 190, y: 100))
    #expect(fixture.vertical > 230, "\(fixture.vertical)")
    #expect(fixture.horizontal == sideways)
  }

  @Test(.needsDisplay) func aSidewaysDragStopsAtEitherEndOfTheHorizontalAdjustment() throws {
    let fixture = try WideFixture()
    defer { fixture.close() }
    // Right from the start: nothing to the left, the value stays at 0.
    fixture.drag(from: Point(x: 50, y: 200), to: Point(x: 250, y: 210))
    #expect(fixture.horizontal == 0)
    // Far left, three times: it stops at the upper bound less the page, 1000 - 300.
    for _ in 0..<3 {
      fixture.drag(from: Point(x: 290, y: 200), to: Point(x: 10, y: 200))
    }
    #expect(fixture.horizontal == 700)
    #expect(abs(fixture.labelOrigin.x - -700) < 0.5, "\(fixture.labelOrigin)")
  }

  @Test(.needsDisplay) func underRightToLeftTheContentStillFollowsTheFingerSideways() throws {
    let fixture = try WideFixture(direction: GTK_TEXT_DIR_RTL)
    defer { fixture.close() }
    let before = fixture.labelOrigin
    let value = fixture.horizontal
    fixture.drag(from: Point(x: 50, y: 200), to: Point(x: 250, y: 200))
    // Whichever end the viewport starts at under RTL, the label moves with the finger, as far
    // as there is room.
    let moved = fixture.labelOrigin.x - before.x
    #expect(moved > 0 && moved <= 200, "\(moved)")
    #expect(abs(moved - (value - fixture.horizontal)) < 0.5)
    fixture.drag(from: Point(x: 250, y: 200), to: Point(x: 150, y: 200))
    #expect(abs(fixture.labelOrigin.x - (before.x + moved - 100)) < 0.5, "\(fixture.labelOrigin)")
  }

  @Test(.needsDisplay) func aNonScrollableContentStillMovesWholeAtItsNaturalHeight() throws {
    let pull = try #require(kinetic_pull_to_action_new())
    let box = try #require(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    for index in 0..<30 {
      let label = try #require(gtk_label_new("Row \(index)"))
      gtk_widget_set_size_request(label, -1, 40)
      gtk_box_append(cgtk_box(box), label)
    }
    kinetic_pull_to_action_set_child(OpaquePointer(pull), box)
    let window = try #require(gtk_window_new())
    defer { gtk_window_destroy(cgtk_window(window)) }
    gtk_widget_set_size_request(pull, 300, 400)
    gtk_window_set_child(cgtk_window(window), pull)
    gtk_window_present(cgtk_window(window))
    iterate(for: 2) { gtk_widget_get_height(pull) == 400 }
    iterate(for: 0.2)
    let host = try #require(WidgetHost.of(pull) as? PullToActionHost)
    #expect(host.machine.scroll.contentLength == 1200)
    #expect(gtk_widget_get_height(box) == 1200)
    #expect(
      gtk_adjustment_get_upper(kinetic_pull_to_action_get_vadjustment(OpaquePointer(pull))) == 0)
    #expect(pressBoundKey("Page_Down", on: pull))
    iterate(for: 0.2)
    var bounds = graphene_rect_t()
    #expect(gtk_widget_compute_bounds(box, pull, &bounds) != 0)
    #expect(abs(Double(bounds.origin.y) + 360) < 0.5)
  }

  @Test(.needsDisplay) func theRevealedAreaIsFilledAroundAnOpaqueStatusViewNotUnderIt() throws {
    let pull = try #require(kinetic_pull_to_action_new())
    g_object_ref_sink(pull)
    defer { g_object_unref(pull) }
    let host = try #require(WidgetHost.of(pull) as? PullToActionHost)
    let revealed = Rect(x: 0, y: 0, width: 300, height: 120)
    let status = Rect(x: 0, y: 69.3, width: 300, height: 50.7)
    // The rows above the status view, down to its first whole device pixel.
    #expect(
      host.revealedBands(revealed, status: status, scale: 2)
        == [Rect(x: 0, y: 0, width: 300, height: 69.5)])
    #expect(
      host.revealedBands(revealed, status: status, scale: 1)
        == [Rect(x: 0, y: 0, width: 300, height: 70)])
    // Without a drawn status view, or one narrower than the area, all of it.
    #expect(host.revealedBands(revealed, status: nil, scale: 1) == [revealed])
    #expect(
      host.revealedBands(
        revealed, status: Rect(x: 10, y: 70, width: 280, height: 50), scale: 1) == [revealed])
    // A status view in the middle of the area leaves the rows above and below it.
    #expect(
      host.revealedBands(
        Rect(x: 0, y: 0, width: 300, height: 200),
        status: Rect(x: 0, y: 70, width: 300, height: 50),
        scale: 1)
        == [
          Rect(x: 0, y: 0, width: 300, height: 70), Rect(x: 0, y: 120, width: 300, height: 80),
        ])
    // A status view whose background lets the area show through leaves it whole.
    var style = host.style
    style.statusViewBackgroundColor = style.statusViewBackgroundColor.withAlpha(multipliedBy: 0.5)
    host.style = style
    #expect(host.revealedBands(revealed, status: status, scale: 1) == [revealed])
  }

  @Test func theIndicatorShrinksWhileRubberBandingAndFollowsTheOffset() throws {
    let viewport = Size(width: 300, height: 400)
    func indicator(_ offset: Double) throws -> Rect {
      try #require(
        PullToActionIndicator(
          offset: offset, contentLength: 4000, endOffset: 3600, viewport: viewport,
          isRightToLeft: false)
      ).frame
    }
    let atTop = try indicator(0)
    #expect(abs(atTop.minY - PullToActionIndicator.margin) < 1e-9)
    #expect(abs(atTop.maxX - (300 - PullToActionIndicator.margin)) < 1e-9)
    #expect(abs(atTop.height - 394 * 400 / 4000) < 0.01)
    #expect(try indicator(-100).height < atTop.height)
    #expect(abs(try indicator(-100).minY - atTop.minY) < 1e-9)
    #expect(try indicator(1800).midY > atTop.midY)
    let atEnd = try indicator(3600)
    #expect(abs(atEnd.maxY - (400 - PullToActionIndicator.margin)) < 0.01)
    #expect(try indicator(3700).height < atEnd.height)
    #expect(abs(try indicator(3700).maxY - atEnd.maxY) < 0.01)
    // Content that fits shows none; under RTL it is at the left.
    #expect(
      PullToActionIndicator(
        offset: 0, contentLength: 300, endOffset: 0, viewport: viewport, isRightToLeft: false)
        == nil)
    let mirrored = try #require(
      PullToActionIndicator(
        offset: 0, contentLength: 4000, endOffset: 3600, viewport: viewport, isRightToLeft: true))
    #expect(abs(mirrored.frame.minX - PullToActionIndicator.margin) < 1e-9)
    #expect(PullToActionIndicator.opacity(sinceMotion: 0.5) == 1)
    #expect(PullToActionIndicator.opacity(sinceMotion: 2) == 0)
  }
}

extension PullToActionHost {
  /// The bands `forEachRevealedBand` fills, in order.
  fileprivate func revealedBands(_ revealed: Rect, status: Rect?, scale: Double) -> [Rect] {
    var bands: [Rect] = []
    forEachRevealedBand(revealed, status: status, scale: scale) { bands.append($0) }
    return bands
  }
}
