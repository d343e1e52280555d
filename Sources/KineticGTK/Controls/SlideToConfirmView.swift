public import CGTK
import Foundation
public import Kinetic
import KineticCairo

/// A slide to confirm as a GTK 4 widget: Kinetic's machine, its Cairo look, input, keyboard,
/// accessibility and frame-clock animation.
///
/// Add ``widget`` to a container. Pointer and touch drags move the thumb; with the keyboard focus,
/// Return, Enter or Space arms the control ("Press again to confirm") and a second press confirms.
/// Assistive technologies see a real `GtkButton` labelled with the prompt: its press action
/// (Orca's "activate") arms and confirms the same way, never in one step. Its description says
/// how to confirm and, as things happen, what happened (GTK 4.8 has no announcement API; the
/// description and ``onAnnounce`` carry the messages).
///
/// Set ``onConfirm`` to run an action: the control shows it is working, then success, or failure
/// with the error's message, and resets. The action runs as a main-actor task, which needs the
/// ``MainQueueBridge`` (installed here and by ``GalleryApplication``).
///
/// The view owns its widgets and callbacks. Destroying the window mid-animation is safe: the
/// surface removes its tick callback and handlers when its widget goes.
@MainActor
public final class SlideToConfirmView {
  /// The widget to add to a container: an overlay holding the control and any custom views.
  public let widget: UnsafeMutablePointer<GtkWidget>
  /// The flat `GtkButton` around the surface: it takes the keyboard focus and is what assistive
  /// technologies see and press.
  public let button: UnsafeMutablePointer<GtkWidget>
  /// The drawing surface inside the button, which takes pointer input and draws.
  public let surface: ControlSurface

  /// Receives every output of the machine with its time (seconds on the frame clock's timeline).
  public var onOutput: (@MainActor (SlideToConfirmMachine.Output, Double) -> Void)?
  /// Called as the thumb follows the finger, with the progress from 0 to 1.
  public var onUpdate: (@MainActor (Double) -> Void)?
  /// Called when the slide is confirmed; run a synchronous action here, or set ``onConfirm``.
  public var onComplete: (@MainActor () -> Void)?
  /// Called when the control comes back to rest.
  public var onIdle: (@MainActor () -> Void)?
  /// Receives what a screen reader should say.
  public var onAnnounce: (@MainActor (String) -> Void)?
  /// The action a confirmation runs; while it runs the control shows it is working, and its
  /// outcome (returning, or throwing an error whose description is shown) decides what follows.
  public var onConfirm: (@MainActor () async throws -> Void)? {
    didSet {
      var configuration = self.configuration
      configuration.awaitsActionResult = onConfirm != nil
      self.configuration = configuration
    }
  }

  /// A widget to use as the thumb instead of the default look's; placed at the thumb's frame.
  public var customThumb: UnsafeMutablePointer<GtkWidget>? {
    didSet { replaceOverlay(oldValue, with: customThumb) }
  }

  /// A widget to use as the track instead of the default look's; it fills the control, under the thumb.
  public var customTrack: UnsafeMutablePointer<GtkWidget>? {
    didSet {
      replaceOverlay(oldValue, with: customTrack)
      // The thumb stays above the track: re-add it on top, holding it while it is out.
      if let customThumb, customTrack != nil {
        g_object_ref(customThumb)
        gtk_overlay_remove_overlay(OpaquePointer(widget), customThumb)
        gtk_overlay_add_overlay(OpaquePointer(widget), customThumb)
        g_object_unref(customThumb)
      }
    }
  }

  private var machine: SlideToConfirmMachine
  private var requested: SlideToConfirmMachine.Configuration
  private let cache = DrawingCache()
  private var action: Task<Void, Never>?
  private let connections = SignalConnections()
  private var heldKeys = HeldKeys()

  /// Creates the widget with a configuration.
  public init(configuration: SlideToConfirmMachine.Configuration = .init()) {
    MainQueueBridge.install()
    surface = ControlSurface(accessibleRole: GTK_ACCESSIBLE_ROLE_PRESENTATION)
    guard
      let overlay = cgtk_widget_new_with_role(gtk_overlay_get_type(), GTK_ACCESSIBLE_ROLE_GROUP),
      let button = gtk_button_new()
    else {
      preconditionFailure("GTK could not create the control's widgets")
    }
    g_object_ref_sink(overlay)
    widget = overlay
    self.button = button
    StyleSheet.add(ControlStyle.css)
    gtk_widget_add_css_class(button, "kinetic-control")
    gtk_widget_set_focusable(surface.widget, 0)
    surface.focusesOnPress = false
    gtk_button_set_child(
      UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self), surface.widget)
    gtk_overlay_set_child(OpaquePointer(overlay), button)
    requested = configuration
    machine = SlideToConfirmMachine(size: .zero, configuration: configuration)
    gtk_widget_set_size_request(surface.widget, 200, 48)
    gtk_widget_set_hexpand(surface.widget, 1)
    surface.onDraw = { [weak self] context, width, height in
      self?.draw(context, width: width, height: height)
    }
    surface.onPointer = { [weak self] event in self?.handle(event) }
    installButtonHandlers()
    updateAccessibility()
  }

  isolated deinit {
    action?.cancel()
    connections.disconnectAll()
    g_object_unref(widget)
  }

  /// The button's activation (from assistive technologies: a pointer click is the surface's)
  /// arms and confirms; its keys go through the machine, which ignores auto-repeat.
  private func installButtonHandlers() {
    removeClickGesture()
    connections.connect(button, "clicked") { [weak self] in self?.activate() }
    connections.connectNotify(button, property: "has-focus") { [weak self] in
      self?.heldKeys.removeAll()
      self?.surface.queueDraw()
    }
    guard let keys = gtk_event_controller_key_new() else { return }
    // In the capture phase, before the button's own Return and Space bindings, which would
    // activate on every auto-repeat.
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    connections.connectKeyPressed(keys) { [weak self] keyval, keycode, state in
      self?.key(.press, keyval: keyval, keycode: keycode, state: state) ?? false
    }
    connections.connectKeyReleased(keys) { [weak self] keyval, keycode, state in
      _ = self?.key(.release, keyval: keyval, keycode: keycode, state: state)
    }
    gtk_widget_add_controller(button, keys)
  }

  /// Removes the button's own click gesture: the surface inside does all the pointer work, and
  /// the gesture would otherwise claim the pointer and keep the release from the surface.
  private func removeClickGesture() {
    guard let controllers = gtk_widget_observe_controllers(button) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
    var clicks: [OpaquePointer] = []
    for index in 0..<g_list_model_get_n_items(controllers) {
      guard let item = g_list_model_get_item(controllers, index) else { continue }
      if String(
        cString: g_type_name_from_instance(item.assumingMemoryBound(to: GTypeInstance.self)))
        == "GtkGestureClick"
      {
        clicks.append(OpaquePointer(item))
      }
      g_object_unref(item)
    }
    for click in clicks { gtk_widget_remove_controller(button, click) }
  }

  private func key(_ phase: KeyEvent.Phase, keyval: guint, keycode: guint, state: GdkModifierType)
    -> Bool
  {
    let isRepeat = heldKeys.record(phase, keycode: keycode)
    let name = gdk_keyval_name(keyval).map { String(cString: $0) } ?? ""
    let event = KeyEvent(
      key: Key(rawValue: name), phase: phase, modifiers: KeyModifiers(state), isRepeat: isRepeat,
      time: now)
    return handle(event)
  }

  /// The configuration; setting it applies at once (a drag in progress is cancelled).
  public var configuration: SlideToConfirmMachine.Configuration {
    get { requested }
    set {
      requested = newValue
      perform(
        machine.reconfigure(size: machine.layout.size, configuration: effective(newValue), at: now),
        at: now)
      gtk_widget_set_sensitive(button, newValue.isEnabled ? 1 : 0)
      updateAccessibility()
    }
  }

  /// Where the control stands.
  public var state: SlideToConfirmMachine.State { machine.state }

  /// The thumb's progress from 0 to 1.
  public var progress: Double { machine.progress }

  /// Confirms as if the user had slid to the end.
  public func complete() { perform(machine.complete(at: now), at: now) }

  /// Sends the control back to rest.
  public func reset() {
    action?.cancel()
    action = nil
    perform(machine.reset(at: now), at: now)
  }

  /// Activates the control as a key press or an assistive technology would (arm, then confirm).
  public func activate() { perform(machine.activate(at: now), at: now) }

  // MARK: Input

  private func handle(_ event: PointerEvent) {
    if event.phase == .down {
      refreshMotionPreference()
      gtk_widget_grab_focus(button)
    }
    perform(machine.handle(.pointer(event)), at: event.time)
  }

  private func handle(_ event: KeyEvent) -> Bool {
    let handled: Bool =
      switch event.key {
      case .return, .keypadEnter, .space: true
      case .escape: machine.state == .armed
      default: false
      }
    guard handled else { return false }
    refreshMotionPreference()
    perform(machine.handle(.key(event)), at: event.time)
    return true
  }

  // MARK: Outputs

  private func perform(_ outputs: Outputs<SlideToConfirmMachine.Output>, at time: Double) {
    for output in outputs {
      onOutput?(output, time)
      switch output {
      case .update(let progress): onUpdate?(progress)
      case .complete:
        onComplete?()
        startAction()
      case .idle: onIdle?()
      case .announce(let message):
        onAnnounce?(message)
        message.withCString { cgtk_accessible_set_description(button, $0) }
      case .stateChanged(.idle): updateAccessibility()
      case .stateChanged, .success, .failure, .feedback: break
      }
    }
    if machine.needsTicks, !surface.isTicking {
      surface.startTicking { [weak self] frameTime in self?.tick(at: frameTime) ?? false }
    }
    placeCustomViews()
    surface.queueDraw()
  }

  private func tick(at time: Double) -> Bool {
    perform(machine.tick(at: time), at: time)
    return machine.needsTicks
  }

  private func startAction() {
    guard let onConfirm, machine.state == .working else { return }
    action = Task { @MainActor [weak self] in
      do {
        try await onConfirm()
        guard !Task.isCancelled, let self else { return }
        self.perform(self.machine.actionSucceeded(at: self.now), at: self.now)
      } catch {
        guard !Task.isCancelled, let self else { return }
        let message = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
        self.perform(self.machine.actionFailed(message: message, at: self.now), at: self.now)
      }
    }
  }

  // MARK: Drawing and layout

  private func draw(_ context: OpaquePointer, width: Double, height: Double) {
    let size = CGSize(width: width, height: height)
    if machine.layout.size != size {
      perform(
        machine.reconfigure(size: size, configuration: effective(requested), at: now), at: now)
    }
    let canvas = CairoCanvas(context: context, cache: cache)
    // The look follows the theme and the app's CSS (ThemeStyleSheet's kinetic_slide_* colours).
    let renderer = SlideToConfirmRenderer(style: ThemePalette(widget: widget).slideToConfirmStyle)
    renderer.draw(
      machine.renderModel, in: canvas, isFocused: gtk_widget_has_visible_focus(button) != 0,
      parts: drawnParts)
  }

  /// What the default look still draws: whatever has no custom widget.
  private var drawnParts: SlideToConfirmRenderer.Parts {
    var parts = SlideToConfirmRenderer.Parts.all
    if customThumb != nil { parts.remove(.thumb) }
    if customTrack != nil { parts.remove(.track) }
    return parts
  }

  private func placeCustomViews() {
    if let customTrack {
      let bounds = machine.renderModel.bounds
      gtk_widget_set_size_request(
        customTrack, Int32(bounds.width.rounded()), Int32(bounds.height.rounded()))
    }
    guard let customThumb else { return }
    let frame = machine.renderModel.thumbFrame
    gtk_widget_set_size_request(
      customThumb, Int32(frame.width.rounded()), Int32(frame.height.rounded()))
    gtk_widget_set_margin_start(customThumb, Int32(frame.minX.rounded()))
    gtk_widget_set_margin_top(customThumb, Int32(frame.minY.rounded()))
  }

  private func replaceOverlay(
    _ old: UnsafeMutablePointer<GtkWidget>?, with new: UnsafeMutablePointer<GtkWidget>?
  ) {
    if let old, old != new { gtk_overlay_remove_overlay(OpaquePointer(widget), old) }
    if let new, old != new {
      gtk_widget_set_halign(new, GTK_ALIGN_START)
      gtk_widget_set_valign(new, GTK_ALIGN_START)
      // Custom views show but do not take input: the surface under them does the dragging.
      gtk_widget_set_can_target(new, 0)
      gtk_overlay_add_overlay(OpaquePointer(widget), new)
    }
    placeCustomViews()
    surface.queueDraw()
  }

  // MARK: Preferences and accessibility

  /// The configuration the machine runs: the requested one, with motion reduced when GTK's
  /// `gtk-enable-animations` setting is off.
  private func effective(_ configuration: SlideToConfirmMachine.Configuration)
    -> SlideToConfirmMachine.Configuration
  {
    var effective = configuration
    effective.reducesMotion = configuration.reducesMotion || !surface.animationsEnabled
    return effective
  }

  private func refreshMotionPreference() {
    let wanted = effective(requested)
    if wanted.reducesMotion != machine.configuration.reducesMotion {
      perform(
        machine.reconfigure(size: machine.layout.size, configuration: wanted, at: now), at: now)
    }
  }

  private func updateAccessibility() {
    requested.prompt.withCString { cgtk_accessible_set_label(button, $0) }
    cgtk_accessible_set_description(button, "Slide to the end, or press Enter twice, to confirm")
  }

  /// Now, on the frame clock's timeline (GLib's monotonic clock), in seconds.
  private var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }
}
