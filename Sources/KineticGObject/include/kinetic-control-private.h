#ifndef KINETIC_CONTROL_PRIVATE_H
#define KINETIC_CONTROL_PRIVATE_H

// Internal to Kinetic: what a control's class reaches of the parent class. Not installed.

#include "kinetic-control.h"
#include "kinetic-main-thread.h"

G_BEGIN_DECLS

/// The control's Swift host (kinetic-host.h); NULL before the control is constructed, after it is
/// disposed, and for a control made off the main thread.
gpointer kinetic_control_get_host (KineticControl *self);

/// The host of `self`, any control.
#define KINETIC_HOST(self) kinetic_control_get_host (KINETIC_CONTROL (self))

/// Releases the host before a control's dispose lets go of its own parts (the host may still
/// reach them while it tears down). FALSE when the dispose came on another thread and was put
/// off until the main one: the caller's dispose returns at once.
gboolean kinetic_control_release_host (KineticControl *self);

/// Every control's action activation: the host carries the action out (installed with
/// gtk_widget_class_install_action()).
void kinetic_control_activate_action (GtkWidget *widget, const char *name, GVariant *parameter);

// Properties. A control's properties are stored here, in the parent class, one value per
// property number; their getters return the stored value. A value the app sets (g_object_set(),
// a C setter, a .ui file) is stored, handed to the host (kinetic_host_property_changed(), which
// reads it back with the typed getters below and may store an adjusted value), and notified. A
// value the host reports (a state, a progress) is stored with kinetic_control_store_value() and
// notified when it changed.

/// Installs a control class's properties (as g_object_class_install_properties()) and makes the
/// parent class store them all, with any the class then overrides.
void kinetic_control_class_install_properties (GObjectClass *klass, guint n_pspecs,
                                               GParamSpec **pspecs);

/// Overrides an interface's or parent's property (as g_object_class_override_property()), stored
/// as the others are.
void kinetic_control_class_override_property (GObjectClass *klass, guint prop_id,
                                              const char *name);

/// The stored value of property `prop_id`.
const GValue *kinetic_control_peek_value (KineticControl *self, guint prop_id);
/// Sets a property as the app does: validated, stored, applied by the host, notified.
void kinetic_control_set_value (KineticControl *self, guint prop_id, GValue *value);
/// Stores a value the host reports, and notifies when it changed.
void kinetic_control_store_value (KineticControl *self, guint prop_id, const GValue *value);

/// Typed getters and setters (the setters as kinetic_control_set_value()).
double kinetic_control_get_double (KineticControl *self, guint prop_id);
void kinetic_control_set_double (KineticControl *self, guint prop_id, double value);
gboolean kinetic_control_get_boolean (KineticControl *self, guint prop_id);
void kinetic_control_set_boolean (KineticControl *self, guint prop_id, gboolean value);
const char *kinetic_control_get_string (KineticControl *self, guint prop_id);
void kinetic_control_set_string (KineticControl *self, guint prop_id, const char *value);
int kinetic_control_get_enum (KineticControl *self, guint prop_id);
void kinetic_control_set_enum (KineticControl *self, guint prop_id, int value);
guint kinetic_control_get_uint (KineticControl *self, guint prop_id);
void kinetic_control_set_uint (KineticControl *self, guint prop_id, guint value);
gpointer kinetic_control_get_object (KineticControl *self, guint prop_id);
void kinetic_control_set_object (KineticControl *self, guint prop_id, gpointer value);
gconstpointer kinetic_control_get_boxed (KineticControl *self, guint prop_id);
void kinetic_control_set_boxed (KineticControl *self, guint prop_id, gconstpointer value);

// A class's accessors of a property its control stores, each in one line:
// KINETIC_DEFINE_<KIND>_ACCESSORS (Type, type, TYPE, name, NAME) defines
// kinetic_<type>_get_<name>() and kinetic_<type>_set_<name>() of property
// KINETIC_<TYPE>_PROP_<NAME>, KINETIC_DEFINE_<KIND>_GETTER the getter alone (a read-only
// property). Each first checks that `self` is a Kinetic<Type> and that it runs on the main thread
// (a getter then returns the kind's zero: 0, FALSE or NULL), then gets or sets the stored value
// with the typed accessors above. The ENUM ones take the enum's type after NAME.
#define KINETIC_DEFINE_GETTER_(Type, type, TYPE, name, NAME, ctype, kind, zero)                   \
  ctype kinetic_##type##_get_##name (Kinetic##Type *self)                                          \
  {                                                                                                \
    g_return_val_if_fail (KINETIC_IS_##TYPE (self), zero);                                         \
    KINETIC_RETURN_UNLESS_MAIN_THREAD (zero);                                                      \
    return (ctype) kinetic_control_get_##kind (KINETIC_CONTROL (self),                             \
                                               KINETIC_##TYPE##_PROP_##NAME);                      \
  }
#define KINETIC_DEFINE_SETTER_(Type, type, TYPE, name, NAME, ctype, kind)                         \
  void kinetic_##type##_set_##name (Kinetic##Type *self, ctype value)                              \
  {                                                                                                \
    g_return_if_fail (KINETIC_IS_##TYPE (self));                                                   \
    KINETIC_RETURN_UNLESS_MAIN_THREAD ();                                                          \
    kinetic_control_set_##kind (KINETIC_CONTROL (self), KINETIC_##TYPE##_PROP_##NAME, value);      \
  }
#define KINETIC_DEFINE_ACCESSORS_(Type, type, TYPE, name, NAME, ctype, kind, zero)                \
  KINETIC_DEFINE_GETTER_ (Type, type, TYPE, name, NAME, ctype, kind, zero)                         \
  KINETIC_DEFINE_SETTER_ (Type, type, TYPE, name, NAME, ctype, kind)

#define KINETIC_DEFINE_DOUBLE_GETTER(T, t, TT, name, NAME)                                         \
  KINETIC_DEFINE_GETTER_ (T, t, TT, name, NAME, double, double, 0)
#define KINETIC_DEFINE_DOUBLE_ACCESSORS(T, t, TT, name, NAME)                                      \
  KINETIC_DEFINE_ACCESSORS_ (T, t, TT, name, NAME, double, double, 0)
#define KINETIC_DEFINE_BOOLEAN_ACCESSORS(T, t, TT, name, NAME)                                     \
  KINETIC_DEFINE_ACCESSORS_ (T, t, TT, name, NAME, gboolean, boolean, FALSE)
#define KINETIC_DEFINE_STRING_ACCESSORS(T, t, TT, name, NAME)                                      \
  KINETIC_DEFINE_ACCESSORS_ (T, t, TT, name, NAME, const char *, string, NULL)
#define KINETIC_DEFINE_UINT_GETTER(T, t, TT, name, NAME)                                           \
  KINETIC_DEFINE_GETTER_ (T, t, TT, name, NAME, guint, uint, 0)
#define KINETIC_DEFINE_ENUM_GETTER(T, t, TT, name, NAME, Enum)                                     \
  KINETIC_DEFINE_GETTER_ (T, t, TT, name, NAME, Enum, enum, (Enum) 0)
#define KINETIC_DEFINE_ENUM_ACCESSORS(T, t, TT, name, NAME, Enum)                                  \
  KINETIC_DEFINE_ACCESSORS_ (T, t, TT, name, NAME, Enum, enum, (Enum) 0)

/// Defines `type_name`_get_type(), which registers enum `TypeName` with the values listed (each
/// KINETIC_ENUM_VALUE (VALUE, "nick")) the first time it is called: as GLib 2.74's
/// G_DEFINE_ENUM_TYPE, which GTK 4.8's GLib may lack.
#define KINETIC_DEFINE_ENUM_TYPE(TypeName, type_name, ...)                                         \
  GType type_name##_get_type (void)                                                                \
  {                                                                                                \
    static gsize type = 0;                                                                         \
    if (g_once_init_enter (&type)) {                                                               \
      static const GEnumValue values[] = { __VA_ARGS__, { 0, NULL, NULL } };                       \
      g_once_init_leave (&type, g_enum_register_static (g_intern_static_string (#TypeName),        \
                                                        values));                                  \
    }                                                                                              \
    return type;                                                                                   \
  }
#define KINETIC_ENUM_VALUE(value, nick) { value, #value, nick }

// Parts. A property whose value type is GtkWidget is a part of the control (the pull's child and
// status view, the slide's thumb and track): stored as the others, and placed by the class's
// place-part function when it changes, after the new widget was checked to have no parent. The
// class's dispose removes its parts with kinetic_control_clear_parts().

/// Places part `prop_id`: `old` (if any) is to be unparented, `part` (if any) parented.
typedef void (*KineticControlPlacePart) (KineticControl *self, guint prop_id, GtkWidget *old,
                                         GtkWidget *part);

/// Sets the class's place-part function (in class_init).
void kinetic_control_class_set_place_part (GObjectClass *klass, KineticControlPlacePart place);

/// Removes every part (in the class's dispose, after kinetic_control_release_host()).
void kinetic_control_clear_parts (KineticControl *self);

#define KINETIC_DEFINE_PART_ACCESSORS(T, t, TT, name, NAME)                                        \
  KINETIC_DEFINE_GETTER_ (T, t, TT, name, NAME, GtkWidget *, object, NULL)                         \
  void kinetic_##t##_set_##name (Kinetic##T *self, GtkWidget *part)                                \
  {                                                                                                \
    g_return_if_fail (KINETIC_IS_##TT (self));                                                     \
    g_return_if_fail (part == NULL || GTK_IS_WIDGET (part));                                       \
    KINETIC_RETURN_UNLESS_MAIN_THREAD ();                                                          \
    kinetic_control_set_object (KINETIC_CONTROL (self), KINETIC_##TT##_PROP_##NAME, part);         \
  }

/// The accessors GObject calls: every property is the stored one.
void kinetic_control_get_property (GObject *object, guint prop_id, GValue *value,
                                   GParamSpec *pspec);
void kinetic_control_set_property (GObject *object, guint prop_id, const GValue *value,
                                   GParamSpec *pspec);

G_END_DECLS

#endif
