public import CGTK
import Glibc
public import Kinetic
import KineticGObject

/// Swift's view of a `KineticSlideToConfirm` widget: typed properties, closures for its signals
/// and an `async` action.
///
/// The widget is a GObject class (`KineticSlideToConfirm`, CSS name `kinetic-slide-to-confirm`)
/// that owns its state, so this type is only a handle: drop it whenever you like and the control
/// keeps working for as long as GTK shows it. Make one with ``init(configuration:)`` and add
/// ``widget`` to a container, or wrap a widget built from a `.ui` file with ``init(_:)``.
///
/// Pointer and touch drags move the thumb; with the keyboard focus, Return, Enter or Space arms
/// the control ("Press again to confirm") and a second press confirms. Assistive technologies
/// see a button labelled with the prompt whose `slide-to-confirm.confirm` action arms and
/// confirms the same way, never in one step.
///
/// Set ``onConfirm`` to run an action: the control shows it is working, then success, or failure
/// with the error's message, and resets.
@MainActor
public final class SlideToConfirmView {
  /// The `KineticSlideToConfirm` widget.
  public let widget: UnsafeMutablePointer<GtkWidget>

  /// Creates a widget with a configuration.
  public convenience init(configuration: SlideToConfirmMachine.Configuration = .init()) {
    guard let widget = kinetic_slide_to_confirm_new() else {
      preconditionFailure("GTK could not create a KineticSlideToConfirm")
    }
    self.init(widget)
    self.configuration = configuration
  }

  /// Wraps an existing `KineticSlideToConfirm` (from a `.ui` file, say), taking a reference.
  public init(_ widget: UnsafeMutablePointer<GtkWidget>) {
    precondition(
      g_type_check_instance_is_a(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
        kinetic_slide_to_confirm_get_type()) != 0,
      "not a KineticSlideToConfirm")
    g_object_ref_sink(widget)
    self.widget = widget
  }

  isolated deinit { g_object_unref(widget) }

  private var host: SlideToConfirmHost? { WidgetHost.of(widget) as? SlideToConfirmHost }

  /// Receives every output of the machine with its time (seconds on the frame clock's timeline).
  public var onOutput: (@MainActor (SlideToConfirmMachine.Output, TimeInterval) -> Void)? {
    get { host?.onOutput }
    set { host?.onOutput = newValue }
  }

  /// The action a confirmation runs; while it runs the control shows it is working, and its
  /// outcome (returning, or throwing an error whose description is shown) decides what follows.
  public var onConfirm: (@MainActor () async throws -> Void)? {
    get { host?.onConfirm }
    set { host?.onConfirm = newValue }
  }

  /// A widget to use as the thumb instead of the default look's; placed at the thumb's frame.
  public var customThumb: UnsafeMutablePointer<GtkWidget>? {
    get { host?.customPart(track: false) }
    set { host?.setCustomPart(newValue, track: false) }
  }

  /// A widget to use as the track instead of the default look's; it fills the control, under
  /// the thumb.
  public var customTrack: UnsafeMutablePointer<GtkWidget>? {
    get { host?.customPart(track: true) }
    set { host?.setCustomPart(newValue, track: true) }
  }

  /// The configuration; setting it applies at once (a drag in progress is cancelled).
  ///
  /// Each option is also a GObject property of the widget (`title`, `prompt`, `thumb-width`, …).
  public var configuration: SlideToConfirmMachine.Configuration {
    get { host?.requested ?? .init() }
    set { host?.configure(newValue) }
  }

  /// Where the control stands (the `state` property).
  public var state: SlideToConfirmMachine.State { host?.machine.state ?? .idle }

  /// The thumb's progress from 0 to 1 (the `progress` property).
  public var progress: Double { host?.machine.progress ?? 0 }

  /// Whether the control ticks now (an animation or a timer is under way).
  package var isTicking: Bool { host?.surface.isTicking ?? false }

  /// Confirms as if the user had slid to the end.
  public func complete() { host?.complete() }

  /// Sends the control back to rest.
  public func reset() { host?.reset() }

  /// Activates the control as a key press or an assistive technology would (arm, then
  /// confirm): the `slide-to-confirm.confirm` action.
  public func activate() { host?.activate() }
}
