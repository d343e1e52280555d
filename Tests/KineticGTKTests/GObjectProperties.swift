import CGTK
import Foundation
import Testing

/// Reading and writing GObject properties by name, as C code does with `g_object_get` and
/// `g_object_set`, and building widgets from `.ui` text.
@MainActor
enum GObjectProperties {
  /// The class's property `name`, or `nil` when it has none.
  static func spec(_ object: gpointer, _ name: String) -> UnsafeMutablePointer<GParamSpec>? {
    let klass = UnsafeMutableRawPointer(cgtk_object(object).pointee.g_type_instance.g_class)
    return g_object_class_find_property(klass?.assumingMemoryBound(to: GObjectClass.self), name)
  }

  /// The property's value written as GtkBuilder would read it (`"0.5"`, `"TRUE"`, `"armed"`).
  static func string(_ object: gpointer, _ name: String) -> String? {
    guard let spec = spec(object, name) else { return nil }
    var value = GValue()
    g_value_init(&value, spec.pointee.value_type)
    defer { g_value_unset(&value) }
    g_object_get_property(cgtk_object(object), name, &value)
    return describe(&value)
  }

  /// The default value of the property, written the same way.
  static func defaultString(_ object: gpointer, _ name: String) -> String? {
    guard let spec = spec(object, name), let value = g_param_spec_get_default_value(spec) else {
      return nil
    }
    var copy = GValue()
    g_value_init(&copy, spec.pointee.value_type)
    defer { g_value_unset(&copy) }
    g_value_copy(value, &copy)
    return describe(&copy)
  }

  /// Sets the property from its GtkBuilder spelling; `false` when the text does not parse.
  @discardableResult
  static func set(_ object: gpointer, _ name: String, _ text: String) -> Bool {
    guard let spec = spec(object, name), let builder = gtk_builder_new() else { return false }
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    var value = GValue()
    var error: UnsafeMutablePointer<GError>?
    guard gtk_builder_value_from_string(builder, spec, text, &value, &error) != 0 else {
      g_error_free(error)
      return false
    }
    defer { g_value_unset(&value) }
    g_object_set_property(cgtk_object(object), name, &value)
    return true
  }

  /// A double property's value.
  static func double(_ object: gpointer, _ name: String) -> Double {
    guard let spec = spec(object, name) else { return .nan }
    var value = GValue()
    g_value_init(&value, spec.pointee.value_type)
    defer { g_value_unset(&value) }
    g_object_get_property(cgtk_object(object), name, &value)
    return g_value_get_double(&value)
  }

  private static func describe(_ value: UnsafeMutablePointer<GValue>) -> String {
    let type = value.pointee.g_type
    if g_type_is_a(type, g_type_from_name("GEnum")) != 0 {
      let klass = g_type_class_ref(type)
      defer { g_type_class_unref(klass) }
      let enumValue = g_enum_get_value(
        klass?.assumingMemoryBound(to: GEnumClass.self), g_value_get_enum(value))
      return enumValue.map { String(cString: $0.pointee.value_nick) } ?? "?"
    }
    var text = GValue()
    g_value_init(&text, g_type_from_name("gchararray"))
    defer { g_value_unset(&text) }
    guard g_value_transform(value, &text) != 0 else { return "?" }
    return g_value_get_string(&text).map { String(cString: $0) } ?? ""
  }

  /// The names of the properties the type itself declares (and overrides), not its parents'.
  static func ownProperties(of type: GType) -> [String] {
    let klass = g_type_class_ref(type)
    defer { g_type_class_unref(klass) }
    var count: guint = 0
    guard
      let specs = g_object_class_list_properties(
        klass?.assumingMemoryBound(to: GObjectClass.self), &count)
    else { return [] }
    defer { g_free(specs) }
    return (0..<Int(count)).compactMap { index in
      guard let spec = specs[index] else { return nil }
      let owner = spec.pointee.owner_type
      // Its own, and those of the interfaces it adds (GtkOrientable's orientation), not its
      // parent's.
      let isInterface = g_type_fundamental(owner) == g_type_from_name("GInterface")
      let added = isInterface && g_type_is_a(g_type_parent(type), owner) == 0
      guard owner == type || added else { return nil }
      return String(cString: spec.pointee.name)
    }
  }
}

/// Builds the objects of a `.ui` document; fails the test with GtkBuilder's message if it cannot.
@MainActor
func build(_ xml: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> OpaquePointer
{
  let builder = try #require(gtk_builder_new(), sourceLocation: sourceLocation)
  var error: UnsafeMutablePointer<GError>?
  let added = gtk_builder_add_from_string(builder, xml, -1, &error)
  if added == 0 {
    let message = error.map { String(cString: $0.pointee.message) } ?? "?"
    g_error_free(error)
    g_object_unref(UnsafeMutableRawPointer(builder))
    Issue.record("GtkBuilder: \(message)", sourceLocation: sourceLocation)
    throw CancellationError()
  }
  return builder
}

/// The object named `id` in a builder.
@MainActor
func object(_ builder: OpaquePointer, _ id: String) -> UnsafeMutablePointer<GtkWidget>? {
  gtk_builder_get_object(builder, id).map {
    UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)
  }
}
