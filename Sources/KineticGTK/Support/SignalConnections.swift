import CGTK

/// Signal handlers that one owner connected, kept so that it can disconnect them all at once.
///
/// Every handler's closure travels in a `CallbackBox` that GLib releases when the handler is
/// disconnected or its instance is finalized, whichever comes first. While a handler is
/// connected the connections hold a reference on its instance, so `disconnectAll()` never
/// touches a freed object, however the instance's other owners behave. The one exception is a
/// widget's own host (``init(holdingInstances:)`` with `false`): the widget owns the host and
/// disconnects it in `dispose`, so a reference would keep the widget alive for ever.
///
/// Handlers run on the main actor: GTK emits signals on the thread that runs its main loop,
/// which `g_application_run` (called from `main`) makes the main thread. The trampolines check
/// that with `MainActor.assumeIsolated`, which stops the process if it is ever false, rather
/// than let a data race through.
@MainActor
public final class SignalConnections {
  /// One connected handler.
  public struct Token: Hashable {
    /// The instance the handler is connected on.
    let instance: UnsafeMutableRawPointer
    /// The handler's id on that instance.
    let id: gulong
  }

  private var tokens: [Token] = []
  private let holdsInstances: Bool

  /// Creates an empty set of connections that hold a reference on each instance.
  public init() { holdsInstances = true }

  /// Creates an empty set of connections; without `holdingInstances`, for objects that the
  /// instances own and that disconnect before the instances are finalized.
  init(holdingInstances: Bool) { holdsInstances = holdingInstances }

  /// Whether no handler is connected.
  public var isEmpty: Bool { tokens.isEmpty }

  /// Connects `body` to a signal without arguments (`destroy`, `activate`, `after-paint`…).
  @discardableResult
  public func connect(
    _ object: some GObjectPointer, _ signal: String, _ body: @escaping @MainActor () -> Void
  ) -> Token? {
    let data = CallbackBox<@MainActor () -> Void>(body).retainedPointer()
    let instance = object.instance
    let id = cgtk_signal_connect_void(
      instance, signal,
      { _, data in
        guard let data else { return }
        let box = CallbackBox<@MainActor () -> Void>.unretained(data)
        MainActor.assumeIsolated { box.body() }
      },
      data, releaseCallbackBoxClosure)
    return remember(instance, id, data)
  }

  /// Connects `body` to a `notify::property` signal.
  @discardableResult
  public func connectNotify(
    _ object: some GObjectPointer, property: String, _ body: @escaping @MainActor () -> Void
  ) -> Token? {
    let data = CallbackBox<@MainActor () -> Void>(body).retainedPointer()
    let instance = object.instance
    let id = cgtk_signal_connect_notify(
      instance, "notify::\(property)",
      { _, _, data in
        guard let data else { return }
        let box = CallbackBox<@MainActor () -> Void>.unretained(data)
        MainActor.assumeIsolated { box.body() }
      },
      data, releaseCallbackBoxClosure)
    return remember(instance, id, data)
  }

  /// Connects `body` to a signal with a position (`GtkEventControllerMotion::motion`, `enter`).
  @discardableResult
  func connectPoint(
    _ object: some GObjectPointer, _ signal: String,
    _ body: @escaping @MainActor (Double, Double) -> Void
  ) -> Token? {
    let instance = object.instance
    let data = CallbackBox<@MainActor (Double, Double) -> Void>(body).retainedPointer()
    let id = cgtk_signal_connect_point(
      instance, signal,
      { _, x, y, data in
        guard let data else { return }
        let box = CallbackBox<@MainActor (Double, Double) -> Void>.unretained(data)
        MainActor.assumeIsolated { box.body(x, y) }
      },
      data, releaseCallbackBoxClosure)
    return remember(instance, id, data)
  }

  /// Connects `body` to `GtkEventControllerLegacy::event`; it receives the `GdkEvent *`.
  @discardableResult
  func connectEvent(
    _ object: some GObjectPointer, _ body: @escaping @MainActor (OpaquePointer) -> Bool
  ) -> Token? {
    let data = CallbackBox<@MainActor (OpaquePointer) -> Bool>(body).retainedPointer()
    let instance = object.instance
    let id = cgtk_signal_connect_event(
      instance, "event",
      { _, event, data in
        guard let event, let data else { return false.gboolean }
        let box = CallbackBox<@MainActor (OpaquePointer) -> Bool>.unretained(data)
        return MainActor.assumeIsolated { box.body(event) }.gboolean
      },
      data, releaseCallbackBoxClosure)
    return remember(instance, id, data)
  }

  /// Connects `body` to `GtkEventControllerScroll::scroll`; it receives the deltas.
  @discardableResult
  func connectScroll(
    _ object: some GObjectPointer, _ body: @escaping @MainActor (Double, Double) -> Bool
  ) -> Token? {
    let data = CallbackBox<@MainActor (Double, Double) -> Bool>(body).retainedPointer()
    let instance = object.instance
    let id = cgtk_signal_connect_scroll(
      instance, "scroll",
      { _, dx, dy, data in
        guard let data else { return false.gboolean }
        let box = CallbackBox<@MainActor (Double, Double) -> Bool>.unretained(data)
        return MainActor.assumeIsolated { box.body(dx, dy) }.gboolean
      },
      data, releaseCallbackBoxClosure)
    return remember(instance, id, data)
  }

  /// Connects `body` to `GtkEventControllerKey::key-pressed`.
  @discardableResult
  func connectKeyPressed(
    _ object: some GObjectPointer,
    _ body: @escaping @MainActor (guint, guint, GdkModifierType) -> Bool
  ) -> Token? {
    typealias Body = @MainActor (guint, guint, GdkModifierType) -> Bool
    let data = CallbackBox<Body>(body).retainedPointer()
    let instance = object.instance
    let id = cgtk_signal_connect_key_pressed(
      instance, "key-pressed",
      { _, keyval, keycode, state, data in
        guard let data else { return false.gboolean }
        let box = CallbackBox<Body>.unretained(data)
        return MainActor.assumeIsolated { box.body(keyval, keycode, state) }.gboolean
      },
      data, releaseCallbackBoxClosure)
    return remember(instance, id, data)
  }

  /// Connects `body` to `GtkEventControllerKey::key-released`.
  @discardableResult
  func connectKeyReleased(
    _ object: some GObjectPointer,
    _ body: @escaping @MainActor (guint, guint, GdkModifierType) -> Void
  ) -> Token? {
    typealias Body = @MainActor (guint, guint, GdkModifierType) -> Void
    let data = CallbackBox<Body>(body).retainedPointer()
    let instance = object.instance
    let id = cgtk_signal_connect_key_released(
      instance, "key-released",
      { _, keyval, keycode, state, data in
        guard let data else { return }
        let box = CallbackBox<Body>.unretained(data)
        MainActor.assumeIsolated { box.body(keyval, keycode, state) }
      },
      data, releaseCallbackBoxClosure)
    return remember(instance, id, data)
  }

  /// Connects `body` to a signal whose one argument is a pointer (`GtkGesture::cancel` and its
  /// `GdkEventSequence *`, `nil` for the mouse).
  @discardableResult
  package func connectPointer(
    _ object: some GObjectPointer, _ signal: String,
    _ body: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
  ) -> Token? {
    typealias Body = @MainActor (UnsafeMutableRawPointer?) -> Void
    let data = CallbackBox<Body>(body).retainedPointer()
    let instance = object.instance
    let id = cgtk_signal_connect_pointer(
      instance, signal,
      { _, argument, data in
        guard let data else { return }
        let box = CallbackBox<Body>.unretained(data)
        MainActor.assumeIsolated { box.body(argument) }
      },
      data, releaseCallbackBoxClosure)
    return remember(instance, id, data)
  }

  /// Disconnects one handler, if it is still connected.
  public func disconnect(_ token: Token) {
    guard let index = tokens.firstIndex(of: token) else { return }
    tokens.remove(at: index)
    release(token)
  }

  /// Disconnects every handler, newest first.
  public func disconnectAll() {
    while let token = tokens.popLast() {
      release(token)
    }
  }

  private func remember(_ instance: gpointer, _ id: gulong, _ data: gpointer) -> Token? {
    guard id != 0 else {
      // GLib refused the connection (unknown signal) and never took the box.
      releaseCallbackBox(data)
      return nil
    }
    if holdsInstances { g_object_ref(instance) }
    let token = Token(instance: instance, id: id)
    tokens.append(token)
    return token
  }

  private func release(_ token: Token) {
    if g_signal_handler_is_connected(token.instance, token.id) != 0 {
      g_signal_handler_disconnect(token.instance, token.id)
    }
    if holdsInstances { g_object_unref(token.instance) }
  }
}
