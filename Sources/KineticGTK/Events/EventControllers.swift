import CGTK
import Kinetic

/// The event controllers a Kinetic widget adds to its GTK widget.
///
/// Each is kept with a reference of its own, so its handlers can be disconnected safely whatever
/// happens to the widget, and removed once when the widget's owner tears down.
@MainActor
struct EventControllers {
  private var adopted: [OpaquePointer] = []

  /// The controllers, in the order they were adopted.
  var all: [OpaquePointer] { adopted }

  /// Adds a newly created controller to `widget` and returns it (`nil` when creating it failed).
  mutating func adopt(
    _ controller: OpaquePointer?, on widget: UnsafeMutablePointer<GtkWidget>
  ) -> OpaquePointer? {
    guard let controller else { return nil }
    g_object_ref(controller.instance)
    gtk_widget_add_controller(widget, controller)  // Takes the reference `_new` returned.
    adopted.append(controller)
    return controller
  }

  /// Takes every controller off `widget` (where it still is) and drops the references; safe to
  /// call more than once.
  mutating func removeAll(from widget: UnsafeMutablePointer<GtkWidget>) {
    for controller in adopted {
      if gtk_event_controller_get_widget(controller) == widget {
        gtk_widget_remove_controller(widget, controller)
      }
      g_object_unref(controller.instance)
    }
    adopted.removeAll()
  }
}

/// What Kinetic reads from GDK events, the same way in every widget.
enum GDKEvents {
  /// The kind of pointer that made `event`: a pen (by its tool or its device), a touchscreen, or
  /// a mouse or touchpad.
  static func device(of event: OpaquePointer) -> PointerEvent.Device {
    if let tool = gdk_event_get_device_tool(event) {
      switch gdk_device_tool_get_tool_type(tool) {
      case GDK_DEVICE_TOOL_TYPE_PEN, GDK_DEVICE_TOOL_TYPE_ERASER, GDK_DEVICE_TOOL_TYPE_BRUSH,
        GDK_DEVICE_TOOL_TYPE_PENCIL, GDK_DEVICE_TOOL_TYPE_AIRBRUSH:
        return .pen
      default:
        break
      }
    }
    if let device = gdk_event_get_device(event) {
      switch gdk_device_get_source(device) {
      case GDK_SOURCE_PEN: return .pen
      case GDK_SOURCE_TOUCHSCREEN: return .touch
      default: break
      }
    }
    return .mouse
  }

  /// The time of the event `controller` is handling, on the frame clock's timeline, in seconds.
  @MainActor
  static func time(of controller: OpaquePointer) -> Double {
    EventClock.seconds(
      timestamp: gtk_event_controller_get_current_event_time(controller),
      now: Int64(g_get_monotonic_time()))
  }
}

/// What a raw GDK event does to one of a widget's pointers, keyed as `PointerSlots` keys them.
enum PointerChange {
  /// The primary button or a finger went down.
  case down(key: UInt, device: PointerEvent.Device)
  /// The mouse or a finger moved.
  case moved(key: UInt)
  /// The primary button or a finger came up (`.up`), or the touch was cancelled (`.cancel`).
  case ended(key: UInt, phase: PointerEvent.Phase)
  /// Another grab took the pointer: every pointer down ends, its ends will not come.
  case grabBroken

  /// The change `event` makes, or `nil` for anything else (other buttons, other events).
  init?(_ event: OpaquePointer) {
    let primary = { gdk_button_event_get_button(event) == guint(GDK_BUTTON_PRIMARY) }
    let touch = UInt(bitPattern: gdk_event_get_event_sequence(event))
    switch gdk_event_get_event_type(event) {
    case GDK_BUTTON_PRESS:
      guard primary() else { return nil }
      self = .down(key: PointerSlots.mouseKey, device: GDKEvents.device(of: event))
    case GDK_TOUCH_BEGIN: self = .down(key: touch, device: .touch)
    case GDK_MOTION_NOTIFY: self = .moved(key: PointerSlots.mouseKey)
    case GDK_TOUCH_UPDATE: self = .moved(key: touch)
    case GDK_BUTTON_RELEASE:
      guard primary() else { return nil }
      self = .ended(key: PointerSlots.mouseKey, phase: .up)
    case GDK_TOUCH_END: self = .ended(key: touch, phase: .up)
    case GDK_TOUCH_CANCEL: self = .ended(key: touch, phase: .cancel)
    case GDK_GRAB_BROKEN: self = .grabBroken
    default: return nil
    }
  }
}
