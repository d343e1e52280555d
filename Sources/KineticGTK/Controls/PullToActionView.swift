public import CGTK
import Foundation
public import Kinetic
public import KineticCairo

/// A pull to action as a GTK 4 widget: any content widget, scrolled with Kinetic's physics, that
/// runs an action when pulled past a threshold (pull to refresh, or load more at the bottom).
///
/// Add ``widget`` to a container and give it room (`vexpand` or a size request): like a
/// `GtkScrolledWindow`, it asks for little height of its own. The content is measured at its
/// natural height for the view's width and moved where ``PullToActionMachine`` puts it; the area
/// the pull reveals is painted with the style's background and holds the ``statusView``.
///
/// Input: a drag on the content (mouse, touch or stylus) scrolls it, with rubber banding,
/// momentum and the pull. The drag takes the pointer only once it has moved a few points, so a
/// click on a row still activates the row, and a drag never does. A mouse wheel scrolls; a
/// touchpad scrolls and, when its gesture starts with the content resting at the edge, pulls. With
/// the keyboard focus inside the view, F5 or Ctrl+R triggers the action.
///
/// Assistive technologies see a "Refresh" button (the status view's holder, exposed to AT-SPI but
/// never in the Tab order) whose press action triggers; the view's description says what to do
/// and what is happening (GTK 4.8 has no announcement API: the description and ``onAnnounce``
/// carry the messages).
///
/// Set ``action`` to run asynchronous work: the control executes while it runs and completes with
/// the outcome it returns. Otherwise start the work in ``PullToActionDelegate/triggeredAction(_:)``
/// and call ``actionCompleted(_:)``. Actions run as main-actor tasks, which need the
/// ``MainQueueBridge`` (installed here and by ``GalleryApplication``).
///
/// The view owns its widgets and callbacks: closing the window mid-animation is safe, and the
/// animation pauses off screen. Keep the view alive while its widget is shown.
@MainActor
public final class PullToActionView {
  /// The widget to add to a container: the viewport, which clips the content.
  public let widget: UnsafeMutablePointer<GtkWidget>
  /// The content widget the view scrolls.
  public let content: UnsafeMutablePointer<GtkWidget>
  /// The flat `GtkButton` that holds the status view: what assistive technologies press.
  public let triggerButton: UnsafeMutablePointer<GtkWidget>

  /// Learns of state changes and of the triggered action.
  public weak var delegate: (any PullToActionDelegate)?
  /// Receives every output of the machine with its time (seconds on the frame clock's timeline),
  /// once the view has applied it: on a state change, ``state`` already reads the new state.
  public var onOutput: (@MainActor (PullToActionMachine.Output, Double) -> Void)?
  /// Receives what a screen reader should say.
  public var onAnnounce: (@MainActor (String) -> Void)?
  /// The work a trigger runs; the control executes until it returns, then shows the outcome it
  /// returns (`nil` for none) and retracts.
  public var action: (@MainActor () async -> PullToActionMachine.Outcome?)?

  /// Where the control stands, as the delegate last heard: during
  /// ``PullToActionDelegate/willChange(from:to:)`` it still reads the old state.
  public private(set) var state = PullToActionMachine.State.idle

  /// The status view; setting one replaces the default look (and makes ``style`` apply only as
  /// far as the new view wants).
  public var statusView: any PullToActionStatusView {
    didSet { replaceStatusView(oldValue) }
  }

  /// The look of the default status view and of the area the pull reveals.
  public var style: PullToActionStyle {
    didSet {
      statusView.apply(style)
      backdrop.queueDraw()
    }
  }

  /// What assistive technologies call the trigger ("Refresh", or "Load more" at the bottom).
  public var actionName: String {
    didSet { updateAccessibility() }
  }

  var machine: PullToActionMachine
  var requested: PullToActionMachine.Configuration
  /// Paints the revealed area under the status view and runs the frame-clock ticks.
  let backdrop = ControlSurface(accessibleRole: GTK_ACCESSIBLE_ROLE_PRESENTATION)
  let connections = SignalConnections()
  var controllers = EventControllers()
  var heldKeys = HeldKeys()
  var drag = DragTracking()
  var isContinuousScrolling = false
  var isAllocating = false
  var lastAnnouncement: String?
  /// Watches the window's focus while the view is realized (see `installFocusFollowing`).
  var rootConnections: SignalConnections?
  private var isTornDown = false
  private var actionTask: Task<Void, Never>?
  private let cache = DrawingCache()

  /// Creates the view around `content`, which it adopts as a child (do not add it elsewhere).
  public init(
    content: UnsafeMutablePointer<GtkWidget>,
    configuration: PullToActionMachine.Configuration = .init(),
    visualizer: any PullToActionVisualizer = .bottom
  ) {
    MainQueueBridge.install()
    guard let host = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0), let button = gtk_button_new() else {
      preconditionFailure("GTK could not create the control's widgets")
    }
    g_object_ref_sink(host)
    widget = host
    self.content = content
    g_object_ref(content)
    triggerButton = button
    requested = configuration
    style = PullToActionStyle()
    actionName = configuration.edge == .top ? "Refresh" : "Load more"
    machine = PullToActionMachine(
      viewportSize: .zero, contentHeight: 0, configuration: configuration, visualizer: visualizer)
    let defaultStatusView = PullToActionDefaultStatusView()
    statusView = defaultStatusView

    gtk_widget_add_css_class(host, "kinetic-pull-to-action")
    gtk_widget_set_overflow(host, GTK_OVERFLOW_HIDDEN)
    StyleSheet.add(ControlStyle.css)
    gtk_widget_add_css_class(button, "kinetic-control")
    gtk_widget_set_focusable(button, 0)
    gtk_widget_set_can_target(button, 0)
    gtk_button_set_child(
      UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self),
      defaultStatusView.widget)
    gtk_widget_set_focusable(backdrop.widget, 0)
    gtk_widget_set_can_target(backdrop.widget, 0)
    backdrop.onDraw = { [weak self] context, width, height in
      self?.drawBackdrop(context, width: width, height: height)
    }
    // Drawing order: the revealed area, the status view, the content on top.
    gtk_box_append(cgtk_box(host), backdrop.widget)
    gtk_box_append(cgtk_box(host), button)
    gtk_box_append(cgtk_box(host), content)
    installLayout()
    installInput()
    connections.connect(button, "clicked") { [weak self] in self?.trigger() }
    connections.connect(host, "destroy") { [weak self] in self?.tearDown() }
    applyEffectiveConfiguration()
    statusView.apply(style)
    statusView.update(for: state)
    statusView.update(machine.renderModel)
    updateAccessibility()
  }

  isolated deinit {
    actionTask?.cancel()
    tearDown()
    g_object_unref(content)
    g_object_unref(widget)
  }

  /// Disconnects handlers and removes controllers and the layout hooks; safe to call twice.
  private func tearDown() {
    isTornDown = true
    backdrop.stopTicking()
    rootConnections?.disconnectAll()
    rootConnections = nil
    connections.disconnectAll()
    controllers.removeAll(from: widget)
    removeLayoutHooks()
  }

  // MARK: Configuration

  /// The configuration; setting it applies at once (a pull in progress goes back to idle when
  /// the edge changes or the control is disabled; an executing action carries on).
  public var configuration: PullToActionMachine.Configuration {
    get { requested }
    set {
      let edgeChanged = newValue.edge != requested.edge
      requested = newValue
      if edgeChanged, actionName == "Refresh" || actionName == "Load more" {
        actionName = newValue.edge == .top ? "Refresh" : "Load more"
      }
      applyEffectiveConfiguration()
      gtk_widget_set_sensitive(triggerButton, newValue.isEnabled ? 1 : 0)
      updateAccessibility()
    }
  }

  /// Positions the status view and animates between states.
  public var visualizer: any PullToActionVisualizer {
    get { machine.visualizer }
    set {
      machine.setVisualizer(newValue)
      refresh()
    }
  }

  /// How far the content is pulled past the control's edge, in points.
  public var pulledAmount: Double { machine.pulledAmount }

  /// What the control draws now: the content's frame, the status view's, the state's text.
  public var renderModel: PullToActionMachine.RenderModel { machine.renderModel }

  // MARK: API

  /// Triggers the action as if pulled and released (does nothing unless idle).
  public func trigger() {
    refreshMotionPreference()
    perform(machine.trigger(at: now), at: now)
  }

  /// Reports that the app's work is done, with the outcome to show (ignored unless executing).
  public func actionCompleted(_ outcome: PullToActionMachine.Outcome? = nil) {
    perform(machine.actionCompleted(outcome, at: now), at: now)
  }

  /// Moves from triggered to executing, for a visualizer that animates in the app.
  public func executeAction() {
    perform(machine.executeAction(at: now), at: now)
  }

  /// Moves from retracting to idle, for a visualizer that animates in the app.
  public func resetToIdle() {
    perform(machine.resetToIdle(at: now), at: now)
  }

  // MARK: Outputs

  /// Delivers `outputs` in order, then lays out, redraws and ticks as needed.
  func perform(_ outputs: Outputs<PullToActionMachine.Output>, at time: Double) {
    for output in outputs {
      switch output {
      case .stateChanged(let old, let new):
        delegate?.willChange(from: old, to: new)
        state = new
        statusView.update(for: new)
        delegate?.didChange(from: old, to: new)
        lastAnnouncement = nil
        updateAccessibility()
      case .pulledAmountChanged(let amount):
        statusView.update(pulledAmount: amount, threshold: machine.configuration.pullThreshold)
      case .triggeredAction:
        delegate?.triggeredAction(self)
        startAction()
      case .announce(let message):
        onAnnounce?(message)
        lastAnnouncement = message
        updateAccessibility()
      case .completed, .feedback:
        break
      }
      // After the view has taken the output in: a state change finds ``state`` already new.
      onOutput?(output, time)
    }
    refresh()
  }

  /// Hands the status view the latest model, queues a layout and starts ticking if needed.
  func refresh() {
    statusView.update(machine.renderModel)
    if !isAllocating { gtk_widget_queue_allocate(widget) }
    backdrop.queueDraw()
    if !isTornDown, machine.needsTicks, !backdrop.isTicking {
      backdrop.startTicking { [weak self] frameTime in self?.tick(at: frameTime) ?? false }
    }
  }

  private func tick(at time: Double) -> Bool {
    perform(machine.tick(at: time), at: time)
    return machine.needsTicks
  }

  private func startAction() {
    guard let action, machine.state == .executing else { return }
    actionTask?.cancel()
    actionTask = Task { @MainActor [weak self] in
      let outcome = await action()
      guard !Task.isCancelled, let self else { return }
      self.actionTask = nil
      self.actionCompleted(outcome)
    }
  }

  // MARK: Status view and drawing

  private func replaceStatusView(_ old: any PullToActionStatusView) {
    guard old !== statusView else { return }
    gtk_button_set_child(
      UnsafeMutableRawPointer(triggerButton).assumingMemoryBound(to: GtkButton.self),
      statusView.widget)
    statusView.apply(style)
    statusView.update(for: state)
    statusView.update(pulledAmount: pulledAmount, threshold: machine.configuration.pullThreshold)
    refresh()
  }

  private func drawBackdrop(_ context: OpaquePointer, width: Double, height: Double) {
    let revealed = machine.renderModel.revealedFrame.intersection(
      CGRect(x: 0, y: 0, width: width, height: height))
    guard !revealed.isNull, revealed.width > 0, revealed.height > 0 else { return }
    let canvas = CairoCanvas(context: context, cache: cache)
    canvas.fillRoundedRect(revealed, radius: 0, color: style.backgroundColor)
  }

  // MARK: Preferences

  /// The configuration the machine runs: the requested one, with motion reduced when GTK's
  /// `gtk-enable-animations` setting is off.
  private var effectiveConfiguration: PullToActionMachine.Configuration {
    var effective = requested
    effective.reducesMotion = requested.reducesMotion || !backdrop.animationsEnabled
    return effective
  }

  private func applyEffectiveConfiguration() {
    perform(machine.reconfigure(effectiveConfiguration, at: now), at: now)
  }

  /// Follows a change of `gtk-enable-animations` when an interaction starts.
  func refreshMotionPreference() {
    if effectiveConfiguration.reducesMotion != machine.configuration.reducesMotion {
      applyEffectiveConfiguration()
    }
  }

  /// Now, on the frame clock's timeline (GLib's monotonic clock), in seconds.
  var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }
}
