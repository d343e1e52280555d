public import CGTK
import Glibc
public import Kinetic
public import KineticCairo
import KineticGObject

/// Swift's view of a `KineticPullToAction` widget: any content widget, scrolled with Kinetic's
/// physics, that runs an action when pulled past a threshold (pull to refresh, or load more at
/// the bottom), with typed configuration, a delegate, closures and an `async` action.
///
/// The widget is a GObject class (`KineticPullToAction`, CSS name `kinetic-pull-to-action`) that
/// owns its state, so this type is only a handle: drop it whenever you like and the control keeps
/// working for as long as GTK shows it. Make one with ``init(content:configuration:visualizer:)``
/// and add ``widget`` to a container, or wrap a widget built from a `.ui` file with ``init(_:)``.
///
/// Give the widget room (`vexpand` or a size request): like a `GtkScrolledWindow`, it asks for
/// little height of its own. The content is measured at its natural height for the control's
/// width and moved where ``PullToActionMachine`` puts it; the area the pull reveals is painted
/// with the style's background and holds the status view.
///
/// Input: a drag on the content (mouse, touch or stylus) scrolls it, with rubber banding,
/// momentum and the pull. The drag takes the pointer only once it has moved a few points, so a
/// click on a row still activates the row, and a drag never does. A mouse wheel scrolls; a
/// touchpad scrolls and, when its gesture starts with the content resting at the edge, pulls.
/// With the keyboard focus inside the control, F5 or Ctrl+R triggers the action.
///
/// Assistive technologies see a group labelled "Pull to refresh" whose `pull-to-action.refresh`
/// action triggers; its description says what to do and what is happening (GTK 4.8 has no
/// announcement API: the description and ``onAnnounce`` carry the messages).
///
/// Set ``action`` to run asynchronous work: the control executes while it runs and completes with
/// the outcome it returns. Otherwise start the work in ``PullToActionDelegate/triggeredAction(_:)``
/// and call ``actionCompleted(_:)``. Actions run as main-actor tasks, which need the
/// ``MainQueueBridge`` (which the widget installs).
@MainActor
public final class PullToActionView {
  /// The `KineticPullToAction` widget.
  public let widget: UnsafeMutablePointer<GtkWidget>

  /// Creates a widget around `content`, which it adopts as its child (do not add it elsewhere).
  ///
  /// A trigger waits for ``actionCompleted(_:)`` (or the ``action``) before retracting: the
  /// widget's `awaits-result` is set.
  public convenience init(
    content: UnsafeMutablePointer<GtkWidget>,
    configuration: PullToActionMachine.Configuration = .init(),
    visualizer: any PullToActionVisualizer = .bottom
  ) {
    guard let widget = kinetic_pull_to_action_new() else {
      preconditionFailure("GTK could not create a KineticPullToAction")
    }
    self.init(widget)
    kinetic_pull_to_action_set_child(OpaquePointer(widget), content)
    host?.setAwaitsResult(true)
    host?.setVisualizer(visualizer)
    self.configuration = configuration
  }

  /// Wraps an existing `KineticPullToAction` (from a `.ui` file, say), taking a reference.
  public init(_ widget: UnsafeMutablePointer<GtkWidget>) {
    precondition(
      g_type_check_instance_is_a(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
        kinetic_pull_to_action_get_type()) != 0,
      "not a KineticPullToAction")
    g_object_ref_sink(widget)
    self.widget = widget
  }

  /// Wraps a widget the caller already holds, taking a plain reference: a floating widget stays
  /// floating for whoever adds it to a container.
  init(holding widget: UnsafeMutablePointer<GtkWidget>) {
    g_object_ref(widget)
    self.widget = widget
  }

  isolated deinit { g_object_unref(widget) }

  private var host: PullToActionHost? { WidgetHost.of(widget) as? PullToActionHost }

  /// The content widget the control scrolls.
  public var content: UnsafeMutablePointer<GtkWidget>? {
    host?.content
  }

  /// The vertical adjustment a `GtkScrollable` content scrolls by.
  ///
  /// A `GtkListView` or `GtkColumnView` content sets its bounds and page size, Kinetic's physics
  /// its value. Setting its value scrolls there, as on a `GtkScrolledWindow`'s; a pull past an end
  /// moves the content whole and leaves the value at the end.
  public var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment> {
    kinetic_pull_to_action_get_vadjustment(OpaquePointer(widget))
  }

  /// The horizontal adjustment a `GtkScrollable` content scrolls sideways by.
  ///
  /// Sideways wheel and touchpad scrolls move its value, without physics, as a
  /// `GtkScrolledWindow` moves it.
  public var horizontalAdjustment: UnsafeMutablePointer<GtkAdjustment> {
    kinetic_pull_to_action_get_hadjustment(OpaquePointer(widget))
  }

  /// Learns of state changes and of the triggered action; held weakly.
  public var delegate: (any PullToActionDelegate)? {
    get { host?.delegate }
    set { host?.delegate = newValue }
  }

  /// Receives every output of the machine with its time (seconds on the frame clock's timeline),
  /// once the control has applied it: on a state change, ``state`` already reads the new state.
  public var onOutput: (@MainActor (PullToActionMachine.Output, TimeInterval) -> Void)? {
    get { host?.onOutput }
    set { host?.onOutput = newValue }
  }

  /// Receives what a screen reader should say.
  public var onAnnounce: (@MainActor (String) -> Void)? {
    get { host?.onAnnounce }
    set { host?.onAnnounce = newValue }
  }

  /// The work a trigger runs; the control executes until it returns, then shows the outcome it
  /// returns (`nil` for none) and retracts.
  public var action: (@MainActor () async -> PullToActionMachine.Outcome?)? {
    get { host?.action }
    set { host?.action = newValue }
  }

  /// Where the control stands, as the delegate last heard: during
  /// ``PullToActionDelegate/willChange(from:to:)`` it still reads the old state.
  public var state: PullToActionMachine.State { host?.state ?? .idle }

  /// A status view of the app's in place of the drawn one (`nil`): its widget becomes the
  /// control's status child, placed where the pull reveals it.
  public var statusView: (any PullToActionStatusView)? {
    get { host?.currentStatusView }
    set { host?.setStatusView(newValue) }
  }

  /// The look of the drawn status view and of the area the pull reveals.
  public var style: PullToActionStyle {
    get { host?.style ?? .init() }
    set { host?.style = newValue }
  }

  /// What assistive technologies call the trigger ("Refresh", or "Load more" at the bottom): the
  /// `action-label` property.
  public var actionName: String {
    get { host?.actionLabel ?? "" }
    set { host?.setActionLabel(newValue) }
  }

  /// The configuration; setting it applies at once (a pull in progress goes back to idle when
  /// the edge changes or the control is disabled; an executing action carries on).
  ///
  /// Each option is also a GObject property of the widget (`pull-threshold`, `edge`, …).
  public var configuration: PullToActionMachine.Configuration {
    get { host?.requested ?? .init() }
    set { host?.configure(newValue) }
  }

  /// Positions the status view and animates between states (the `visualizer` property).
  public var visualizer: any PullToActionVisualizer {
    get { host?.visualizer ?? PullToActionVisualizers.Bottom() }
    set { host?.setVisualizer(newValue) }
  }

  /// How far the content is pulled past the control's edge, in points (`pulled-amount`).
  public var pulledAmount: Double { host?.machine.pulledAmount ?? 0 }

  /// What the control draws now: the content's frame, the status view's, the state's text.
  public var renderModel: PullToActionMachine.RenderModel {
    host?.machine.renderModel
      ?? PullToActionMachine(viewportSize: .zero, contentHeight: 0).renderModel
  }

  /// Whether the control ticks now (an animation or a timer is under way).
  package var isTicking: Bool { host?.surface.isTicking ?? false }

  /// Triggers the action as if pulled and released (does nothing unless idle): the
  /// `pull-to-action.refresh` action.
  public func trigger() { host?.trigger() }

  /// Reports that the app's work is done, with the outcome to show (ignored unless executing).
  public func actionCompleted(_ outcome: PullToActionMachine.Outcome? = nil) {
    host?.actionCompleted(outcome)
  }

  /// Moves from triggered to executing, for a visualizer that animates in the app.
  public func executeAction() { host?.executeAction() }

  /// Moves from retracting to idle, for a visualizer that animates in the app.
  public func resetToIdle() { host?.resetToIdle() }
}
