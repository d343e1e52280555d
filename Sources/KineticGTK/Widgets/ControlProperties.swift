import CGTK
import KineticGObject

/// A control class's properties, listed once: each property's number and where its value lives
/// in the host's settings (a machine's configuration, usually).
///
/// The C class stores every property (`KineticControl`, kinetic-control-private.h): its getters
/// return the stored value and its setters compare, store and notify. The table is the one place
/// that knows how a stored value maps onto the settings the host runs: ``read(_:from:)`` builds
/// the settings from the store when the app sets a property, and ``store(_:in:)`` puts settings
/// the host changed itself (a Swift API, a value it adjusted) back, which notifies exactly the
/// properties whose values differ.
struct ControlProperties<Settings> {
  /// One property: its number and how its value moves between a `GValue` and the settings.
  struct Property {
    let id: guint
    fileprivate let read: (inout Settings, UnsafePointer<GValue>) -> Void
    /// Writes the settings' value into `value` (initialised to the property's type), or returns
    /// `false` when it equals the stored `current` one and nothing needs storing.
    fileprivate let write: (Settings, UnsafeMutablePointer<GValue>, UnsafePointer<GValue>) -> Bool
  }

  private let properties: [Property]

  init(_ properties: [Property]) {
    self.properties = properties
  }

  /// Whether `id` is one of the table's properties.
  func contains(_ id: guint) -> Bool {
    properties.contains { $0.id == id }
  }

  /// `settings` with every listed property as the class stores it.
  func read(_ settings: Settings, from widget: UnsafeMutablePointer<GtkWidget>) -> Settings {
    var settings = settings
    let control = kineticControl(widget)
    for property in properties {
      shownValue(control, property.id) { property.read(&settings, $0) }
    }
    return settings
  }

  /// Stores the settings' values in the class, which notifies those that changed.
  func store(_ settings: Settings, in widget: UnsafeMutablePointer<GtkWidget>) {
    for property in properties {
      storeValue(in: widget, property.id) { value, current in
        property.write(settings, value, current)
      }
    }
  }
}

/// Stores in property `id` of `widget`'s class the value `write` puts in a `GValue` of the
/// property's type (given the stored one), unless `write` returns `false`; the class notifies
/// when the value changed.
private func storeValue(
  in widget: UnsafeMutablePointer<GtkWidget>, _ id: guint,
  _ write: (UnsafeMutablePointer<GValue>, UnsafePointer<GValue>) -> Bool
) {
  let control = kineticControl(widget)
  shownValue(control, id) { current in
    var value = GValue()
    g_value_init(&value, current.pointee.g_type)
    if write(&value, current) { kinetic_control_store_value(control, id, &value) }
    g_value_unset(&value)
  }
}

/// `GType`'s `G_TYPE_STRING`, a macro Swift does not import.
private let stringType = GType(16 << 2)

/// Calls `body` with the value property `id` of `control` shows: the stored one, or for a text
/// property at its default (the English text in its pspec) that text in the user's language.
///
/// So a built-in text shows translated while the getter returns what the app set (or the
/// English default); a text the app sets, even to the default's translation, is stored and
/// shown as given, and setting the English default back returns to the translated one.
private func shownValue(
  _ control: UnsafeMutablePointer<KineticControl>, _ id: guint,
  _ body: (UnsafePointer<GValue>) -> Void
) {
  guard let stored = kinetic_control_peek_value(control, id) else { return }
  guard stored.pointee.g_type == stringType,
    let text = kinetic_control_translated_default(control, id)
  else { return body(stored) }
  var value = GValue()
  g_value_init(&value, stringType)
  g_value_set_string(&value, text)
  body(&value)
  g_value_unset(&value)
}

extension ControlProperties.Property {
  /// A property whose value converts to and from the settings' through `get` and `set`.
  static func value<Value: Equatable>(
    _ id: some KineticPropertyID, _ path: WritableKeyPath<Settings, Value>,
    get: @escaping (UnsafePointer<GValue>) -> Value,
    set: @escaping (UnsafeMutablePointer<GValue>, Value) -> Void,
    same: @escaping (Value, Value) -> Bool = { $0 == $1 }
  ) -> Self {
    Self(
      id: id.propertyID,
      read: { settings, value in settings[keyPath: path] = get(value) },
      write: { settings, value, current in
        let new = settings[keyPath: path]
        guard !same(new, get(current)) else { return false }
        set(value, new)
        return true
      })
  }

  /// A `double` property.
  ///
  /// Values within rounding of the stored one count as the same: a spring reads its duration
  /// back from its frequency and damping.
  static func double(_ id: some KineticPropertyID, _ path: WritableKeyPath<Settings, Double>)
    -> Self
  {
    value(
      id, path, get: { g_value_get_double($0) }, set: { g_value_set_double($0, $1) },
      same: { a, b in a == b || abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) })
  }

  /// A `gboolean` property.
  static func bool(_ id: some KineticPropertyID, _ path: WritableKeyPath<Settings, Bool>) -> Self {
    value(
      id, path, get: { g_value_get_boolean($0) != 0 }, set: { g_value_set_boolean($0, $1 ? 1 : 0) })
  }

  /// A string property that may be `NULL`.
  static func string(_ id: some KineticPropertyID, _ path: WritableKeyPath<Settings, String?>)
    -> Self
  {
    value(
      id, path, get: { g_value_get_string($0).map { String(cString: $0) } },
      set: { value, text in
        if let text {
          text.withCString { g_value_set_string(value, $0) }
        } else {
          g_value_set_string(value, nil)
        }
      })
  }

  /// A string property; `NULL` reads as the empty string.
  static func string(_ id: some KineticPropertyID, _ path: WritableKeyPath<Settings, String>)
    -> Self
  {
    value(
      id, path, get: { g_value_get_string($0).map { String(cString: $0) } ?? "" },
      set: { value, text in text.withCString { g_value_set_string(value, $0) } })
  }

  /// An enumeration property whose C values map onto the settings' cases.
  static func enumeration<Value: Equatable>(
    _ id: some KineticPropertyID, _ path: WritableKeyPath<Settings, Value>,
    _ cases: [(Value, UInt32)]
  ) -> Self {
    value(
      id, path,
      get: { value in
        let number = UInt32(bitPattern: g_value_get_enum(value))
        return (cases.first { $0.1 == number } ?? cases[0]).0
      },
      set: { value, new in
        g_value_set_enum(value, gint(bitPattern: (cases.first { $0.0 == new } ?? cases[0]).1))
      })
  }
}

/// A class's property number: the C enums (`KINETIC_SLIDE_TO_CONFIRM_PROP_TITLE` …) import as
/// distinct Swift types.
protocol KineticPropertyID {
  var propertyID: guint { get }
}

extension KineticSlideToConfirmProperty: KineticPropertyID {
  var propertyID: guint { rawValue }
}
extension KineticPullToActionProperty: KineticPropertyID {
  var propertyID: guint { rawValue }
}
extension KineticGestureBoardProperty: KineticPropertyID {
  var propertyID: guint { rawValue }
}
extension KineticOnboardingCarouselProperty: KineticPropertyID {
  var propertyID: guint { rawValue }
}

/// The widget as the parent class every Kinetic control shares.
func kineticControl(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
  KineticControl
> {
  UnsafeMutableRawPointer(widget).assumingMemoryBound(to: KineticControl.self)
}

extension WidgetHost {
  /// Stores a value the host reports (a state, a progress) in property `id`, which notifies
  /// when it changed.
  func store(_ id: some KineticPropertyID, _ set: (UnsafeMutablePointer<GValue>) -> Void) {
    storeValue(in: widget, id.propertyID) { value, _ in
      set(value)
      return true
    }
  }

  // A value the same as the stored one (the state, every motion event of a drag) returns at
  // once, without a GValue made and compared through the property's pspec.

  func store(_ id: some KineticPropertyID, double: Double) {
    guard g_value_get_double(stored(id)) != double else { return }
    store(id) { g_value_set_double($0, double) }
  }

  func store(_ id: some KineticPropertyID, enumeration: UInt32) {
    guard g_value_get_enum(stored(id)) != gint(bitPattern: enumeration) else { return }
    store(id) { g_value_set_enum($0, gint(bitPattern: enumeration)) }
  }

  func store(_ id: some KineticPropertyID, uint: UInt32) {
    guard g_value_get_uint(stored(id)) != uint else { return }
    store(id) { g_value_set_uint($0, uint) }
  }

  func store(_ id: some KineticPropertyID, string: String?) {
    store(id) { value in
      if let string {
        string.withCString { g_value_set_string(value, $0) }
      } else {
        g_value_set_string(value, nil)
      }
    }
  }

  /// The stored value of property `id`.
  func stored(_ id: some KineticPropertyID) -> UnsafePointer<GValue> {
    kinetic_control_peek_value(kineticControl(widget), id.propertyID)
  }
}
