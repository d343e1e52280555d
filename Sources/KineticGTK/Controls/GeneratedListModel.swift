import CGTK

/// A `GListModel` of `GtkStringObject`s made on request from their serial numbers, so a list of a
/// million rows costs no more than the rows a `GtkListView` shows.
///
/// Item `position` is made by the generator from the serial `first + position`; ``prepend(_:)``
/// lowers `first` (new items at the top, numbered down) and ``append(_:)`` raises the count
/// (new items at the bottom, numbered up), so the items already there keep their text. The
/// GObject owns the generator; this handle holds a reference on the GObject.
@MainActor
package final class GeneratedListModel {
  /// The `GListModel` instance.
  package let model: OpaquePointer

  /// Creates a model of `count` items, item `position` being `generate(position)`.
  ///
  /// The generator is a pure function of the serial: GTK calls it from its main loop, on
  /// request.
  package init(count: Int, generate: @escaping (_ serial: Int) -> String) {
    let object = g_object_new_with_properties(generatedListType, 0, nil, nil).unsafelyUnwrapped
    let state = GeneratedListState(count: count, generate: generate)
    UnsafeMutableRawPointer(object).assumingMemoryBound(to: GeneratedListInstance.self).pointee
      .state =
      Unmanaged.passRetained(state).toOpaque()
    model = OpaquePointer(object)
  }

  isolated deinit { g_object_unref(UnsafeMutableRawPointer(model)) }

  private var state: GeneratedListState { GeneratedListState.of(UnsafeMutableRawPointer(model)) }

  /// How many items the model has.
  package var count: Int { state.count }

  /// The serial number of the first item.
  package var first: Int { state.first }

  /// Adds `count` items at the top (serials below the current first).
  package func prepend(_ count: Int) {
    guard count > 0 else { return }
    state.first -= count
    state.count += count
    g_list_model_items_changed(model, 0, 0, guint(count))
  }

  /// Adds `count` items at the bottom (serials after the current last).
  package func append(_ count: Int) {
    guard count > 0 else { return }
    let position = state.count
    state.count += count
    g_list_model_items_changed(model, guint(position), 0, guint(count))
  }

  /// The text of the item at `position`.
  package func text(at position: Int) -> String { state.generate(state.first + position) }
}

/// What the GObject owns: the count, the first serial and the generator.
///
/// Only GTK's main loop touches it (the model's interface and the main-actor handle), so it is
/// not isolated to an actor the C interface could not name.
private final class GeneratedListState: @unchecked Sendable {
  var count: Int
  var first = 0
  let generate: (Int) -> String

  init(count: Int, generate: @escaping (Int) -> String) {
    self.count = max(0, count)
    self.generate = generate
  }

  static func of(_ object: UnsafeMutableRawPointer) -> GeneratedListState {
    let pointer = object.assumingMemoryBound(to: GeneratedListInstance.self).pointee.state
    return Unmanaged<GeneratedListState>.fromOpaque(pointer.unsafelyUnwrapped)
      .takeUnretainedValue()
  }
}

/// The instance's memory: a GObject and the retained state.
private struct GeneratedListInstance {
  var parent: GObject
  var state: UnsafeMutableRawPointer?
}

/// The `KineticGeneratedList` type, registered once.
private let generatedListType: GType = {
  var info = GTypeInfo()
  info.class_size = guint16(MemoryLayout<GObjectClass>.size)
  info.instance_size = guint16(MemoryLayout<GeneratedListInstance>.size)
  info.class_init = { klass, _ in
    guard let klass else { return }
    klass.assumingMemoryBound(to: GObjectClass.self).pointee.finalize = { object in
      guard let object else { return }
      let instance = UnsafeMutableRawPointer(object).assumingMemoryBound(
        to: GeneratedListInstance.self)
      if let state = instance.pointee.state {
        instance.pointee.state = nil
        Unmanaged<GeneratedListState>.fromOpaque(state).release()
      }
      let parent = g_type_class_peek(g_object_get_type())
      parent?.assumingMemoryBound(to: GObjectClass.self).pointee.finalize?(object)
    }
  }
  let type = g_type_register_static(
    g_object_get_type(), "KineticGeneratedList", &info, GTypeFlags(0))
  var interface = GInterfaceInfo()
  interface.interface_init = { iface, _ in
    guard let iface else { return }
    let list = iface.assumingMemoryBound(to: GListModelInterface.self)
    list.pointee.get_item_type = { _ in gtk_string_object_get_type() }
    list.pointee.get_n_items = { model in
      guard let model else { return 0 }
      return guint(clamping: GeneratedListState.of(UnsafeMutableRawPointer(model)).count)
    }
    list.pointee.get_item = { model, position in
      guard let model else { return nil }
      let state = GeneratedListState.of(UnsafeMutableRawPointer(model))
      guard Int(position) < state.count else { return nil }
      let text = state.generate(state.first + Int(position))
      return text.withCString { UnsafeMutableRawPointer(gtk_string_object_new($0)) }
    }
  }
  g_type_add_interface_static(type, g_list_model_get_type(), &interface)
  return type
}()
