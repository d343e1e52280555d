package import CGTK
import Kinetic

/// A `GtkDrawingArea` that draws with Cairo and reports pointer, scroll, key and frame-clock
/// events as Swift values: the one widget a Kinetic control needs.
///
/// ## Lifetime
///
/// The surface owns its widget: it sinks the widget's floating reference and releases it when
/// the surface is deinitialized. Keep the surface alive for as long as its widget is shown;
/// GTK keeps only the widget alive, and a widget whose surface is gone draws nothing and
/// ignores input.
///
/// Every C callback (signal handlers, the draw function, the tick callback) receives a
/// retained `CallbackBox` whose closure holds the surface weakly, so GTK never keeps the
/// surface alive and the surface never dangles under GTK. GLib releases each box through the
/// callback's destroy notify. The surface tears everything down (handlers, controllers, the
/// draw function, the tick callback) when it is deinitialized, and when the widget emits
/// `destroy` (which, while the surface holds its reference, only `g_object_run_dispose`
/// causes). When the widget is unrealized (its window closed, or it left the window) the input
/// in progress is cancelled. While the widget is unmapped (hidden, or its window closed) no tick
/// callback is installed: a running tick pauses and resumes when the widget is mapped again.
@MainActor
package final class ControlSurface {
  /// The `GtkDrawingArea`; add it to a container.
  package let widget: UnsafeMutablePointer<GtkWidget>

  /// Draws the content: the Cairo context (`cairo_t *`), the width and the height.
  package var onDraw: (@MainActor (OpaquePointer, _ width: Double, _ height: Double) -> Void)?
  /// Receives scrolls; return `true` when the scroll was used, to stop it reaching ancestors.
  package var onScroll: (@MainActor (SurfaceScrollEvent) -> Bool)?
  /// Learns when the surface gains (`true`) or loses (`false`) the keyboard focus.
  package var onFocusChange: (@MainActor (Bool) -> Void)?
  /// Whether a primary-button press or a touch moves the keyboard focus to the surface.
  package var focusesOnPress = true

  /// Where the mouse or stylus is over the surface, in widget coordinates; `nil` outside.
  package internal(set) var pointerLocation: SurfacePoint?

  let connections: SignalConnections
  var controllers = EventControllers()
  /// The keys down, as the capture-phase key filter saw them.
  var heldKeys = HeldKeys()
  /// Which pointers the surface reports (ControlSurface+Pointers.swift).
  var pointerFollowing = PointerFollowing.first
  /// The pointers down that the control follows.
  var pointerSlots = PointerSlots()
  /// Says whether the control follows a press.
  var onPointerAccepts: (@MainActor (Point, PointerID) -> Bool)?
  /// Receives the followed pointers' events.
  var onPointer: (@MainActor (PointerEvent) -> Void)?
  /// Receives a touchpad's pinch events (`GdkTouchpadEvent`); `true` when used.
  var onTouchpadPinch: (@MainActor (OpaquePointer) -> Bool)?
  /// The gestures that hold the pointers' sequences, to claim them.
  var claimingGestures: [OpaquePointer] = []
  var isContinuousScrolling = false
  /// The frame-clock tick, whose body is kept to resume it after the widget is hidden.
  private(set) lazy var ticker = FrameTicker(widget: widget)
  /// A tick's body waiting for the widget to be mapped again.
  var pausedTick: (@MainActor (Double) -> Bool)?
  /// How many times a second the current tick runs while the widget is hidden (0: not at all).
  var tickRate: UInt32 = 0
  private(set) var isTornDown = false
  /// Whether the surface made and owns its widget (a `GtkDrawingArea`); a surface attached to a
  /// Kinetic widget class's instance holds it without a reference, since the widget owns it.
  private let ownsWidget: Bool

  /// Creates a surface whose widget has the accessible `role` (a button unless told).
  ///
  /// GTK must be initialized: create surfaces once the application has started up, for
  /// instance in its `activate` handler.
  package init(accessibleRole role: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_BUTTON) {
    precondition(gtk_is_initialized() != 0, "Create a ControlSurface after GTK has started up")
    guard let area = cgtk_drawing_area_new_with_role(role) else {
      preconditionFailure("g_object_new(GTK_TYPE_DRAWING_AREA) returned NULL")
    }
    g_object_ref_sink(area)
    widget = area
    ownsWidget = true
    connections = SignalConnections()

    gtk_widget_set_focusable(widget, true.gboolean)
    gtk_widget_set_can_focus(widget, true.gboolean)
    installDrawFunction()
    installHandlers()
  }

  /// Attaches input and ticking to a widget that draws itself (a Kinetic widget class, whose
  /// snapshot draws and which owns this surface), without a reference to it.
  init(attachingTo widget: UnsafeMutablePointer<GtkWidget>) {
    self.widget = widget
    ownsWidget = false
    connections = SignalConnections(holdingInstances: false)
    installHandlers()
  }

  private func installHandlers() {
    installInputControllers()
    connections.connect(widget, "unrealize") { [weak self] in
      self?.resetInput(notifying: true)
    }
    connections.connect(widget, "destroy") { [weak self] in
      self?.tearDown(notifying: true)
    }
    // Hidden (its window, or the stack page it is on), a pointer still down on it ends as a
    // GtkButton's press does: it can no longer be let go of there. And a hidden surface costs no
    // CPU: its tick waits to be shown again.
    connections.connect(widget, "unmap") { [weak self] in
      self?.resetInput(notifying: true)
      self?.pauseTicking()
    }
    connections.connect(widget, "map") { [weak self] in self?.resumeTicking() }
  }

  isolated deinit {
    tearDown(notifying: false)
    if ownsWidget { g_object_unref(widget) }
  }

  /// Asks GTK to redraw the surface in the next frame.
  package func queueDraw() {
    gtk_widget_queue_draw(widget)
  }

  /// The width GTK allocated, in logical pixels (0 before the first layout).
  package var width: Double { Double(gtk_widget_get_width(widget)) }

  /// The height GTK allocated, in logical pixels (0 before the first layout).
  package var height: Double { Double(gtk_widget_get_height(widget)) }

  /// Whether the surface has the keyboard focus.
  package var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

  /// Moves the keyboard focus to the surface; `false` if GTK refused.
  @discardableResult
  package func grabFocus() -> Bool {
    gtk_widget_grab_focus(widget) != 0
  }

  /// Whether the user wants animations (`gtk-enable-animations` of the widget's settings).
  package var animationsEnabled: Bool {
    cgtk_settings_get_enable_animations(gtk_widget_get_settings(widget)) != 0
  }

  /// The accessible role, fixed when the widget was created.
  package var accessibleRole: GtkAccessibleRole {
    gtk_accessible_get_accessible_role(cgtk_accessible(widget))
  }

  /// Sets the label assistive technologies announce, or removes it when `nil`.
  package func setAccessibleLabel(_ label: String?) {
    guard let label else { return cgtk_accessible_set_label(widget, nil) }
    label.withCString { cgtk_accessible_set_label(widget, $0) }
  }

  /// Sets the description assistive technologies announce, or removes it when `nil`.
  package func setAccessibleDescription(_ description: String?) {
    guard let description else { return cgtk_accessible_set_description(widget, nil) }
    description.withCString { cgtk_accessible_set_description(widget, $0) }
  }

  /// The surface's content rectangle in its window's surface coordinates, once laid out.
  package var frameInWindowSurface: SurfaceRect? {
    WidgetGeometry.frameInSurface(of: widget)
  }

  private func installDrawFunction() {
    typealias Body = @MainActor (OpaquePointer, Int32, Int32) -> Void
    let box = CallbackBox<Body> { [weak self] cairo, width, height in
      self?.onDraw?(cairo, Double(width), Double(height))
    }
    gtk_drawing_area_set_draw_func(
      cgtk_drawing_area(widget),
      { _, cairo, width, height, data in
        guard let cairo, let data else { return }
        let box = CallbackBox<Body>.unretained(data)
        MainActor.assumeIsolated { box.body(cairo, width, height) }
      },
      box.retainedPointer(), releaseCallbackBox)
  }

  /// Disconnects every handler and removes the controllers, the draw function and the tick.
  ///
  /// Safe to call more than once. `notifying` reports pointers still down as cancelled (not
  /// from `deinit`, where the callbacks may capture what is being torn down).
  func tearDown(notifying: Bool) {
    guard !isTornDown else { return }
    isTornDown = true
    stopTicking()
    resetInput(notifying: notifying)
    connections.disconnectAll()
    controllers.removeAll(from: widget)
    claimingGestures.removeAll()
    onPointerAccepts = nil
    onPointer = nil
    onTouchpadPinch = nil
    // Replacing the draw function calls the old one's destroy notify, releasing its box.
    if ownsWidget { gtk_drawing_area_set_draw_func(cgtk_drawing_area(widget), nil, nil, nil) }
  }
}
