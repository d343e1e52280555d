import CGTK
import Glibc
@_spi(Hosts) import Kinetic
import KineticGObject

// A `GtkScrollable` content (GtkListView, GtkColumnView, GtkGridView, GtkTextView, GtkViewport)
// is hosted the way a `GtkScrolledWindow` hosts it: the widget gives it two adjustments (see
// kinetic-pull-to-action.c), the content is allocated the viewport's size and sets the vertical
// adjustment's upper bound and page size, which the host reads as the machine's content height.
// The machine's offset is then split in two: the part within the content's bounds goes into the
// adjustment's value (the list scrolls itself, realising only the rows on screen), and the
// overscroll (the rubber band, the pull, the status view held open) moves the content whole by
// a translation, as it moves a non-scrollable content.
//
// When something else moves the value (the list scrolling a focused row into view, the app
// setting it), the machine follows with `jumpScroll(to:at:)`, unless it holds the content past an
// edge or is moving it, when the host's value wins.

/// The host's bookkeeping for a scrollable content.
struct PullToActionScrolling {
  /// Whether the host itself is setting the vertical value (its `value-changed` is not news).
  var isSettingValue = false
  /// The content height the machine was last given for a scrollable content.
  var contentHeight = 0.0
  /// The vertical adjustment's upper bound after the last allocation.
  var lastUpper = 0.0
  /// The machine's offset when the indicator last saw it move, and when.
  var lastOffset = 0.0
  var lastMotion = -Double.infinity
  /// The content's length the indicator last saw.
  var lastContentLength = 0.0
  /// The indicator's frame and opacity as last drawn (no frame: none drawn).
  var drawnIndicator: (frame: Rect?, opacity: Double) = (nil, 0)
  /// The drag in progress, for its sideways part.
  var sidewaysDrag: SidewaysDrag?
}

/// A drag's sideways part over a scrollable content: the horizontal value follows the finger.
///
/// The axis is locked the way iOS locks a scroll view's direction, not left free as a
/// `GtkScrolledWindow` leaves it: a drag that sets out mostly vertically (within about 27° of
/// the vertical, `|dx| < |dy| / 2`, when it has travelled `decisionDistance`) keeps the
/// horizontal value where it was for the rest of the drag, so pulling to refresh or scrolling a
/// wide column view does not jitter it sideways. Any other drag moves it, from where the finger
/// went down, and the vertical part is the machine's as before.
struct SidewaysDrag {
  /// How far the finger travels before the drag's axis is decided: the machine's own distance
  /// before a drag starts.
  static let decisionDistance = 6.0

  /// The pointer that drags.
  var pointer: PointerID
  /// Where the finger went down.
  var start: Point
  /// The horizontal value when it went down.
  var startValue: Double
  /// Whether the drag moves the content sideways; `nil` until it has travelled far enough.
  var pans: Bool?
}

extension PullToActionHost {
  /// The vertical adjustment a scrollable content is given.
  var vadjustment: UnsafeMutablePointer<GtkAdjustment> {
    kinetic_pull_to_action_get_adjustment(widget, GTK_ORIENTATION_VERTICAL)
  }

  /// The horizontal adjustment a scrollable content is given.
  var hadjustment: UnsafeMutablePointer<GtkAdjustment> {
    kinetic_pull_to_action_get_adjustment(widget, GTK_ORIENTATION_HORIZONTAL)
  }

  /// The content, if it scrolls itself (implements `GtkScrollable`).
  var scrollableContent: UnsafeMutablePointer<GtkWidget>? {
    guard let content else { return nil }
    let instance = UnsafeMutableRawPointer(content).assumingMemoryBound(to: GTypeInstance.self)
    return g_type_check_instance_is_a(instance, gtk_scrollable_get_type()) != 0 ? content : nil
  }

  /// Watches the adjustments for the widget's life (the handlers go with the host's teardown,
  /// before the widget drops the adjustments).
  func installAdjustmentFollowing() {
    connections.connect(vadjustment, "value-changed") { [weak self] in
      self?.verticalValueChanged()
    }
    connections.connect(vadjustment, "changed") { [weak self] in
      guard let self, !self.isAllocating, self.scrollableContent != nil else { return }
      // New bounds or page size from the content: the machine learns them in the allocation.
      gtk_widget_queue_allocate(self.widget)
    }
  }

  // MARK: Layout

  /// The part of the machine's offset the adjustment shows, and the translation that moves the
  /// content for the rest (positive moves it down).
  ///
  /// The value is in whole points, as GTK's list views keep it: a list given a fraction rounds it
  /// down while it is allocated, which the allocation would take for a move of its own and undo,
  /// laying the list out three times a frame instead of once.
  private var split: (value: Double, shift: Double) {
    let offset = machine.scroll.offset
    let value = min(max(offset, 0), machine.scroll.contentEndOffset)
    return (value.rounded(), value - offset)
  }

  /// The content height the machine is given for the adjustment's bounds: while the control
  /// executes or shows its outcome at the bottom, rows appended meanwhile wait until it is idle,
  /// so the rows on screen and the status view stay where they are until it retracts.
  private func machineContentHeight(upper: Double, lower: Double) -> Double {
    let height = max(0, upper - lower)
    let current = machine.scroll.contentLength
    if machine.configuration.edge == .bottom, current > 0, height > current,
      machine.state == .executing || machine.state == .retracting
    {
      return current
    }
    return height
  }

  /// Allocates a scrollable content at the viewport's size, its value and translation from the
  /// machine's offset.
  func allocateScrollable(
    _ content: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32, scale: Double
  ) {
    // Measured before it is allocated, as GTK requires; allocated the viewport's width, as a
    // GtkScrolledWindow does: a wider content scrolls sideways through the other adjustment.
    var ignored: Int32 = 0
    gtk_widget_measure(content, GTK_ORIENTATION_HORIZONTAL, -1, &ignored, nil, nil, nil)
    let contentWidth = width
    let viewport = Size(width: Double(width), height: Double(height))
    resizeMachine(viewport: viewport)
    let initial = split
    var shift = initial.shift
    setValue(initial.value)
    allocate(content, width: contentWidth, height: height, shift: shift, scale: scale)
    // The content set its bounds and may have moved its value (a focused row scrolled into view,
    // rows inserted above the ones on screen): the machine learns both, then the content goes
    // once more where that says, if it changed (twice at most: a list settles in one).
    for _ in 0..<2 {
      resizeMachine(viewport: viewport)
      followValue()
      let settled = split
      let valueMoved = abs(settled.value - gtk_adjustment_get_value(vadjustment)) > 0.5
      guard valueMoved || abs(settled.shift - shift) > 0.25 else { break }
      if valueMoved {
        setValue(settled.value)
        // A list view that cannot find a row at a value far from the rows it made (GTK 4.8's
        // list views, in a GtkScrolledWindow too) goes back to its anchor: at either end, the
        // list is anchored at its first or last row instead.
        if settled.value <= 0.5 {
          scrollList(to: .first)
        } else if settled.value >= machine.scroll.contentEndOffset - 0.5 {
          scrollList(to: .last)
        }
      }
      shift = settled.shift
      allocate(content, width: contentWidth, height: height, shift: shift, scale: scale)
    }
    // Rows inserted while the list shows its top: GTK 4.8's list views leave the first new row
    // blank (in a GtkScrolledWindow too) until anchored at it again.
    let upper = gtk_adjustment_get_upper(vadjustment)
    if upper != scrolling.lastUpper, scrolling.lastUpper > 0, split.value <= 0.5 {
      scrollList(to: .first)
      allocate(content, width: contentWidth, height: height, shift: shift, scale: scale)
    }
    scrolling.lastUpper = upper
  }

  private func resizeMachine(viewport: Size) {
    let adjustment = vadjustment
    let contentHeight = machineContentHeight(
      upper: gtk_adjustment_get_upper(adjustment), lower: gtk_adjustment_get_lower(adjustment))
    scrolling.contentHeight = contentHeight
    if machine.viewportSize != viewport || machine.scroll.contentLength != contentHeight {
      perform(
        machine.resize(viewportSize: viewport, contentHeight: contentHeight, at: now), at: now)
    }
  }

  private func allocate(
    _ content: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32, shift: Double,
    scale: Double
  ) {
    let y = shift.isFinite ? (shift * scale).rounded() / scale : 0
    var point = graphene_point_t(x: 0, y: Float(y))
    let transform = y == 0 ? nil : gsk_transform_translate(nil, &point)
    gtk_widget_allocate(content, width, height, -1, transform)  // Takes the transform.
  }

  /// Sets the vertical value without taking it for news.
  private func setValue(_ value: Double) {
    let adjustment = vadjustment
    guard abs(gtk_adjustment_get_value(adjustment) - value) > 1e-6 else { return }
    scrolling.isSettingValue = true
    defer { scrolling.isSettingValue = false }
    gtk_adjustment_set_value(adjustment, value)
  }

  /// Takes a value the content or the app set: the machine jumps there when it rests within the
  /// content; otherwise (a pull held open, a fling, a finger down) the host's value stands.
  private func followValue() {
    let actual = gtk_adjustment_get_value(vadjustment) - gtk_adjustment_get_lower(vadjustment)
    let expected = split.value
    guard abs(actual - expected) > 0.5 else { return }
    let offset = machine.scroll.offset
    let isWithinContent = offset >= 0 && offset <= machine.scroll.contentEndOffset
    guard isWithinContent, !machine.isDragging, !machine.scroll.isMoving else { return }
    perform(machine.jumpScroll(to: actual, at: now), at: now)
  }

  private func verticalValueChanged() {
    guard !scrolling.isSettingValue, !isAllocating, scrollableContent != nil else { return }
    followValue()
    gtk_widget_queue_allocate(widget)
  }

  /// An end of a list view's model.
  enum ListEnd { case first, last }

  /// Anchors a list or grid view content at its first or last row (`list.scroll-to-item`), as
  /// its own Home and End do; GTK 4.8's list views find no row at a value set far from the rows
  /// they made.
  func scrollList(to end: ListEnd) {
    guard let content = scrollableContent else { return }
    let instance = UnsafeMutableRawPointer(content).assumingMemoryBound(to: GTypeInstance.self)
    let model: OpaquePointer?
    if g_type_check_instance_is_a(instance, gtk_list_view_get_type()) != 0 {
      model = gtk_list_view_get_model(OpaquePointer(content))
    } else if g_type_check_instance_is_a(instance, gtk_grid_view_get_type()) != 0 {
      model = gtk_grid_view_get_model(OpaquePointer(content))
    } else {
      return
    }
    guard let model else { return }
    let count = g_list_model_get_n_items(model)
    guard count > 0 else { return }
    let item = end == .first ? 0 : count - 1
    gtk_widget_activate_action_variant(content, "list.scroll-to-item", g_variant_new_uint32(item))
  }

  // MARK: Keys

  /// Page Up/Down and Home/End (`pull-to-action.scroll` from the class's key bindings): as far
  /// as a `GtkScrolledWindow` scrolls, at once.
  func scrollByKey(_ key: KineticPullToActionScroll) {
    guard !machine.isDragging else { return }
    let scroll = machine.scroll
    let page = max(1, Double(machine.viewportSize.height) * 0.9)
    let target: Double
    switch key {
    case KINETIC_PULL_TO_ACTION_SCROLL_PAGE_BACKWARD: target = scroll.offset - page
    case KINETIC_PULL_TO_ACTION_SCROLL_PAGE_FORWARD: target = scroll.offset + page
    case KINETIC_PULL_TO_ACTION_SCROLL_START: target = scroll.restingRange.lowerBound
    case KINETIC_PULL_TO_ACTION_SCROLL_END: target = scroll.restingRange.upperBound
    default: return
    }
    let time = now
    perform(
      machine.handle(
        .scroll(ScrollEvent(delta: Vector(dx: 0, dy: target - scroll.offset), time: time))),
      at: time)
    // Home and End may go further than a list view finds rows by value alone.
    switch machine.scroll.offset {
    case ...0: scrollList(to: .first)
    case machine.scroll.contentEndOffset...: scrollList(to: .last)
    default: break
    }
  }

  // MARK: Sideways

  /// The range the horizontal value of a scrollable content moves in, if it has room to move.
  private var sidewaysRange: ClosedRange<Double>? {
    guard scrollableContent != nil else { return nil }
    let adjustment = hadjustment
    let lower = gtk_adjustment_get_lower(adjustment)
    let upper = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    return upper > lower ? lower...upper : nil
  }

  /// Moves the horizontal adjustment of a scrollable content by `delta` points; whether it could.
  func scrollSideways(by delta: Double) -> Bool {
    guard delta.isFinite, delta != 0, let range = sidewaysRange else { return false }
    let value = gtk_adjustment_get_value(hadjustment)
    gtk_adjustment_set_value(
      hadjustment, min(max(value + delta, range.lowerBound), range.upperBound))
    return true
  }

  /// Moves the horizontal adjustment of a scrollable content with a drag's sideways part (see
  /// ``SidewaysDrag``); whether the drag pans sideways.
  func dragSideways(_ event: PointerEvent) -> Bool {
    switch event.phase {
    case .down:
      // A new drag (the surface reports one finger at a time) starts afresh.
      scrolling.sidewaysDrag = SidewaysDrag(
        pointer: event.pointer, start: event.location,
        startValue: gtk_adjustment_get_value(hadjustment))
      return false
    case .cancel:
      guard scrolling.sidewaysDrag?.pointer == event.pointer else { return false }
      scrolling.sidewaysDrag = nil
      return false
    case .move, .up:
      guard var drag = scrolling.sidewaysDrag, drag.pointer == event.pointer else { return false }
      if event.phase == .up { scrolling.sidewaysDrag = nil }
      let dx = Double(event.location.x - drag.start.x)
      let dy = Double(event.location.y - drag.start.y)
      guard dx.isFinite, dy.isFinite else { return false }
      if drag.pans == nil {
        guard hypot(dx, dy) >= SidewaysDrag.decisionDistance else { return false }
        drag.pans = abs(dx) >= abs(dy) / 2
        if event.phase != .up { scrolling.sidewaysDrag = drag }
      }
      guard drag.pans == true, let range = sidewaysRange else { return false }
      // The content follows the finger: moving it left shows more of the right.
      let value = min(max(drag.startValue - dx, range.lowerBound), range.upperBound)
      if abs(gtk_adjustment_get_value(hadjustment) - value) > 1e-6 {
        gtk_adjustment_set_value(hadjustment, value)
      }
      return true
    }
  }
}
