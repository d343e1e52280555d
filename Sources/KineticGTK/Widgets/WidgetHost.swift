import CGTK
import Glibc
@_spi(Hosts) package import Kinetic
import KineticGObject

/// The Swift side of one Kinetic widget: what a widget class's instance owns and forwards its
/// virtual functions, properties and actions to.
///
/// The widget class (C, in `KineticGObject`) creates its host in its instance init through
/// `kinetic_host_new` and releases it in `dispose`, so the widget owns its state: nothing in
/// Swift needs to be kept alive. The host holds its widget without a reference. It owns a
/// ``ControlSurface`` attached to the widget, the one place where GDK input becomes Kinetic's
/// events, the frame clock ticks and reduced motion is read.
@MainActor
package class WidgetHost {
  /// The widget instance that owns this host.
  let widget: UnsafeMutablePointer<GtkWidget>
  /// Input, ticking and preferences, attached to ``widget``.
  package let surface: ControlSurface
  /// Handlers this host connected on its widget and the widget's controllers, which the
  /// widget owns: they hold no reference (that would keep the widget alive for ever) and are
  /// disconnected when the widget disposes of the host.
  let connections = SignalConnections(holdingInstances: false)

  /// Whether the widget has let go of its host (``tearDown()``, which a subclass may mark first
  /// thing): nothing reaches the widget after.
  package var isTornDown = false
  /// The class's actions as ``setAction(_:enabled:)`` last set them, by name.
  private var enabledActions: [UnsafePointer<UInt8>: Bool] = [:]

  /// How many hosts are alive: one per Kinetic widget not yet disposed (leak tests read it).
  package private(set) static var liveCount = 0

  init(widget: UnsafeMutablePointer<GtkWidget>) {
    Self.liveCount += 1
    self.widget = widget
    surface = ControlSurface(attachingTo: widget)
    MainQueueBridge.install()
    ThemeStyleSheet.install(on: gtk_widget_get_display(widget))
    g_object_set_qdata(cgtk_object(widget), Self.quark, Unmanaged.passUnretained(self).toOpaque())
  }

  isolated deinit { Self.liveCount -= 1 }

  /// The host of a Kinetic widget, or `nil` for another widget or one already disposed.
  package static func of(_ widget: UnsafeMutableRawPointer) -> WidgetHost? {
    guard let pointer = g_object_get_qdata(cgtk_object(widget), quark) else { return nil }
    return Unmanaged<WidgetHost>.fromOpaque(pointer).takeUnretainedValue()
  }

  private static let quark = g_quark_from_static_string("kinetic-widget-host")

  /// Stops everything that could call back into the widget: input, ticks, handlers, tasks.
  ///
  /// Subclasses cancel their own work and call `super`.
  func tearDown() {
    isTornDown = true
    g_object_set_qdata(cgtk_object(widget), Self.quark, nil)
    connections.disconnectAll()
    surface.tearDown(notifying: false)
  }

  /// The minimum and natural size along `orientation` (for `forSize` across it, or -1).
  func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
    (0, 0)
  }

  /// The widget has a new size.
  func sizeAllocate(width: Int32, height: Int32) {}

  /// Draws the widget's own content (its class draws custom children around it).
  func snapshot(_ snapshot: OpaquePointer) {}

  /// The app set property `id` (the class's `KINETIC_…_PROP_…` number): the class has stored
  /// it; the host reads it (``ControlProperties``) and applies it.
  func propertyChanged(_ id: guint) {}

  /// An action installed on the class (or a request of its C API) was activated.
  func activateAction(_ name: String, parameter: OpaquePointer?) {}

  /// The widget's CSS, text direction or state flags changed.
  func styleChanged() {}

  /// Enables or disables one of the class's actions, as GTK's widgets do.
  ///
  /// An action that cannot act now is disabled (`gtk_widget_action_set_enabled`): assistive
  /// technologies and menus see it, and a key bound to it goes on to the surroundings. Set only
  /// when it changes.
  func setAction(_ name: StaticString, enabled: Bool) {
    let key = name.utf8Start
    guard enabledActions[key] != enabled else { return }
    enabledActions[key] = enabled
    gtk_widget_action_set_enabled(
      widget, UnsafeRawPointer(key).assumingMemoryBound(to: CChar.self), enabled ? 1 : 0)
  }

  /// A child from a `.ui` file that the class did not place itself; `false` to refuse it.
  func addChild(type: String?, child: UnsafeMutableRawPointer) -> Bool { false }

  /// Now, on the frame clock's timeline (GLib's monotonic clock), in seconds.
  package var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }
}

@MainActor extension ControlLoopHost where Self: WidgetHost {
  /// Ticks on the widget's frame clock while the machine needs it.
  package func startTicking() {
    guard !isTornDown, !surface.isTicking else { return }
    surface.startTicking { [weak self] frameTime in self?.tick(at: frameTime) ?? false }
  }
}

// MARK: - The calls the widget classes make (kinetic-host.h)

@MainActor @_cdecl("kinetic_host_new")
func kineticHostNew(_ type: GType, _ widget: UnsafeMutablePointer<GtkWidget>)
  -> UnsafeMutableRawPointer
{
  guard let hostType = WidgetTypes.hosts.first(where: { $0.widgetType == type }) else {
    preconditionFailure("Kinetic has no host for \(String(cString: g_type_name(type)))")
  }
  let host: WidgetHost = hostType.init(widget: widget)
  return Unmanaged.passRetained(host).toOpaque()
}

private func host(_ pointer: UnsafeMutableRawPointer) -> WidgetHost {
  Unmanaged<WidgetHost>.fromOpaque(pointer).takeUnretainedValue()
}

extension WidgetHost {
  /// The host behind the pointer a widget class holds (kinetic-host.h), not retained, when it is
  /// of this class: what each class's typed calls into its host start from.
  static func unretained(_ pointer: UnsafeMutableRawPointer) -> Self? {
    host(pointer) as? Self
  }
}

@MainActor @_cdecl("kinetic_host_release")
func kineticHostRelease(_ pointer: UnsafeMutableRawPointer) {
  let unmanaged = Unmanaged<WidgetHost>.fromOpaque(pointer)
  unmanaged.takeUnretainedValue().tearDown()
  unmanaged.release()
}

@MainActor @_cdecl("kinetic_host_measure")
func kineticHostMeasure(
  _ pointer: UnsafeMutableRawPointer, _ orientation: GtkOrientation, _ forSize: Int32,
  _ minimum: UnsafeMutablePointer<Int32>, _ natural: UnsafeMutablePointer<Int32>
) {
  let size = host(pointer).measure(orientation, forSize: forSize)
  minimum.pointee = size.minimum
  natural.pointee = max(size.natural, size.minimum)
}

@MainActor @_cdecl("kinetic_host_size_allocate")
func kineticHostSizeAllocate(_ pointer: UnsafeMutableRawPointer, _ width: Int32, _ height: Int32) {
  host(pointer).sizeAllocate(width: width, height: height)
}

@MainActor @_cdecl("kinetic_host_snapshot")
func kineticHostSnapshot(_ pointer: UnsafeMutableRawPointer, _ snapshot: OpaquePointer) {
  host(pointer).snapshot(snapshot)
}

@MainActor @_cdecl("kinetic_host_property_changed")
func kineticHostPropertyChanged(_ pointer: UnsafeMutableRawPointer, _ id: guint) {
  host(pointer).propertyChanged(id)
}

@MainActor @_cdecl("kinetic_host_activate_action")
func kineticHostActivateAction(
  _ pointer: UnsafeMutableRawPointer, _ name: UnsafePointer<CChar>, _ parameter: OpaquePointer?
) {
  host(pointer).activateAction(String(cString: name), parameter: parameter)
}

@MainActor @_cdecl("kinetic_host_style_changed")
func kineticHostStyleChanged(_ pointer: UnsafeMutableRawPointer) {
  host(pointer).styleChanged()
}

@MainActor @_cdecl("kinetic_host_add_child")
func kineticHostAddChild(
  _ pointer: UnsafeMutableRawPointer, _ type: UnsafePointer<CChar>?,
  _ child: UnsafeMutableRawPointer
) -> gboolean {
  host(pointer).addChild(type: type.map { String(cString: $0) }, child: child) ? 1 : 0
}
