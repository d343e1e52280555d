public import CGTK

/// A Swift closure on the heap, carried through a C `gpointer` user-data argument.
///
/// The C side owns one retain: `retainedPointer()` hands it over, and the `GDestroyNotify` or
/// `GClosureNotify` that GLib calls when the callback goes away gives it back through
/// `releaseCallbackBox`. GLib keeps a handler alive while it runs, even if the handler
/// disconnects itself, so a box is never freed under its own feet.
package final class CallbackBox<Body> {
  /// The closure; trampolines call it on the main actor.
  package let body: Body

  /// Boxes a closure.
  package init(_ body: Body) {
    self.body = body
  }

  /// A +1 pointer to the box for C user data, balanced by `releaseCallbackBox`.
  package func retainedPointer() -> gpointer {
    Unmanaged.passRetained(self).toOpaque()
  }

  /// The box behind a user-data pointer, without taking ownership.
  package static func unretained(_ pointer: gpointer) -> CallbackBox<Body> {
    Unmanaged<CallbackBox<Body>>.fromOpaque(pointer).takeUnretainedValue()
  }
}

/// `GDestroyNotify` for user data made by `CallbackBox.retainedPointer()`.
func releaseCallbackBox(_ pointer: gpointer?) {
  guard let pointer else { return }
  Unmanaged<AnyObject>.fromOpaque(pointer).release()
}

/// `GClosureNotify` for user data made by `CallbackBox.retainedPointer()`.
package func releaseCallbackBoxClosure(_ pointer: gpointer?, _: UnsafeMutablePointer<GClosure>?) {
  releaseCallbackBox(pointer)
}

extension Bool {
  /// The value as a GLib `gboolean`.
  var gboolean: gboolean { self ? 1 : 0 }
}

/// A pointer to a GObject instance, whichever way Swift imported its type: opaque for the
/// types whose struct GTK keeps private (`GtkEventController`, `GdkFrameClock`), typed for
/// the others (`GtkWidget`, `GtkApplication`).
public protocol GObjectPointer {
  /// The instance as a `gpointer`.
  var instance: gpointer { get }
}

extension OpaquePointer: GObjectPointer {
  /// The pointer as GObject's `gpointer`.
  public var instance: gpointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutablePointer: GObjectPointer {
  /// The pointer as GObject's `gpointer`.
  public var instance: gpointer { UnsafeMutableRawPointer(self) }
}
