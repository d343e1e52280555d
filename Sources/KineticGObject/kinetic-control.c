// KineticControl: the parent class of every Kinetic control, in the shape of libadwaita's
// AdwBin. It owns the control's Swift host (kinetic-host.h) for the control's life and forwards
// the widget's vfuncs, property accessors and actions to it, once for every control; a
// control's own class adds its properties, signals, actions, children and accessible role.

#include "kinetic-control.h"
#include "kinetic-control-private.h"
#include "kinetic-host.h"
#include "kinetic-main-thread.h"

/**
 * KineticControl:
 *
 * The abstract parent class of Kinetic's controls: [class@SlideToConfirm],
 * [class@PullToAction], [class@GestureBoard] and [class@OnboardingCarousel].
 *
 * It has no API of its own. It gives each control what they share: their behaviour runs on the
 * main thread only (a call from another thread logs a critical and does nothing), and they follow
 * the theme, the text direction and `gtk-enable-animations` as they change.
 *
 * ## Example
 *
 * Each control is a widget like any other, in a `.ui` file or in code:
 *
 * ```xml
 * <object class="GtkBox">
 *   <property name="orientation">vertical</property>
 *   <child>
 *     <object class="KineticSlideToConfirm">
 *       <property name="reduces-motion">True</property>
 *     </object>
 *   </child>
 *   <child>
 *     <object class="KineticOnboardingCarousel">
 *       <property name="vexpand">True</property>
 *     </object>
 *   </child>
 * </object>
 * ```
 *
 * ```c
 * static gboolean
 * is_a_kinetic_control (GtkWidget *widget)
 * {
 *   return KINETIC_IS_CONTROL (widget);
 * }
 * ```
 */
typedef struct {
  gpointer host;
  /// The properties' values, indexed by property number (slot 0 unused); made on first use.
  GValue *values;
} KineticControlPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (KineticControl, kinetic_control, GTK_TYPE_WIDGET)

/// A control class's properties by number: every property the class (not its parents) owns,
/// its overrides included.
typedef struct {
  guint n_slots;
  GParamSpec **pspecs;
} PropertyTable;

static GQuark
property_table_quark (void)
{
  static GQuark quark;
  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("kinetic-control-property-table");
  return quark;
}

/// The function that places a control class's parts (KineticControlPlacePart).
static GQuark
place_part_quark (void)
{
  static GQuark quark;
  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("kinetic-control-place-part");
  return quark;
}

/// The properties a control class overrides: pairs of property number and overridden pspec.
static GQuark
overrides_quark (void)
{
  static GQuark quark;
  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("kinetic-control-overrides");
  return quark;
}

/// The table of the control's class, made the first time an instance needs it (after class_init,
/// so that properties a class overrides after installing its own are in it).
static PropertyTable *
property_table (KineticControl *self)
{
  // The control's own class: a subclass an app or a language binding derives from it keeps its
  // own properties (and numbers) to itself.
  GType type = G_OBJECT_TYPE (self);
  while (g_type_parent (type) != KINETIC_TYPE_CONTROL)
    type = g_type_parent (type);
  PropertyTable *table = g_type_get_qdata (type, property_table_quark ());
  if (G_LIKELY (table))
    return table;
  guint n_all = 0;
  g_autofree GParamSpec **all = g_object_class_list_properties (g_type_class_peek (type), &n_all);
  table = g_new0 (PropertyTable, 1);
  GPtrArray *overrides = g_type_get_qdata (type, overrides_quark ());
  for (guint i = 0; i < n_all; i++)
    if (all[i]->owner_type == type)
      table->n_slots = MAX (table->n_slots, all[i]->param_id + 1);
  for (guint i = 0; overrides && i < overrides->len; i += 2)
    table->n_slots = MAX (table->n_slots, GPOINTER_TO_UINT (overrides->pdata[i]) + 1);
  table->pspecs = g_new0 (GParamSpec *, table->n_slots);
  for (guint i = 0; i < n_all; i++)
    if (all[i]->owner_type == type)
      table->pspecs[all[i]->param_id] = all[i];
  // An overridden property is stored by the pspec it overrides (its type, default and range).
  for (guint i = 0; overrides && i + 1 < overrides->len; i += 2)
    table->pspecs[GPOINTER_TO_UINT (overrides->pdata[i])] = overrides->pdata[i + 1];
  g_type_set_qdata (type, property_table_quark (), table);
  return table;
}

void
kinetic_control_class_override_property (GObjectClass *klass, guint prop_id, const char *name)
{
  g_object_class_override_property (klass, prop_id, name);
  GType type = G_TYPE_FROM_CLASS (klass);
  GPtrArray *overrides = g_type_get_qdata (type, overrides_quark ());
  if (!overrides) {
    overrides = g_ptr_array_new ();
    g_type_set_qdata (type, overrides_quark (), overrides);
  }
  g_ptr_array_add (overrides, GUINT_TO_POINTER (prop_id));
  g_ptr_array_add (overrides, g_object_class_find_property (klass, name));
}

void
kinetic_control_class_install_properties (GObjectClass *klass, guint n_pspecs,
                                          GParamSpec **pspecs)
{
  klass->get_property = kinetic_control_get_property;
  klass->set_property = kinetic_control_set_property;
  g_object_class_install_properties (klass, n_pspecs, pspecs);
}

/// The slot of property `prop_id`, the values made with their defaults on first use.
static GValue *
slot (KineticControl *self, guint prop_id, GParamSpec **pspec)
{
  KineticControlPrivate *priv = kinetic_control_get_instance_private (self);
  PropertyTable *table = property_table (self);
  g_return_val_if_fail (table != NULL && prop_id > 0 && prop_id < table->n_slots, NULL);
  if (G_UNLIKELY (priv->values == NULL)) {
    priv->values = g_new0 (GValue, table->n_slots);
    for (guint i = 1; i < table->n_slots; i++) {
      if (table->pspecs[i] == NULL)
        continue;
      g_value_init (&priv->values[i], G_PARAM_SPEC_VALUE_TYPE (table->pspecs[i]));
      g_param_value_set_default (table->pspecs[i], &priv->values[i]);
    }
  }
  if (pspec)
    *pspec = table->pspecs[prop_id];
  return &priv->values[prop_id];
}

void
kinetic_control_class_set_place_part (GObjectClass *klass, KineticControlPlacePart place)
{
  g_type_set_qdata (G_TYPE_FROM_CLASS (klass), place_part_quark (), place);
}

static gboolean
is_part (GParamSpec *pspec)
{
  return G_IS_PARAM_SPEC_OBJECT (pspec) &&
         g_type_is_a (G_PARAM_SPEC_VALUE_TYPE (pspec), GTK_TYPE_WIDGET);
}

/// Places a part that changes from `old` to `part` through the class's function.
static void
place_part (KineticControl *self, guint prop_id, GtkWidget *old, GtkWidget *part)
{
  GType type = G_OBJECT_TYPE (self);
  KineticControlPlacePart place = NULL;
  while (type != KINETIC_TYPE_CONTROL && place == NULL) {
    place = g_type_get_qdata (type, place_part_quark ());
    type = g_type_parent (type);
  }
  if (place)
    place (self, prop_id, old, part);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/// Stores `value` and notifies when it differs; with `from_app`, the host applies it first (and
/// may store a value it adjusted, which the same notification covers). A part is placed first.
static void
store (KineticControl *self, guint prop_id, const GValue *value, gboolean from_app)
{
  GParamSpec *pspec = NULL;
  GValue *stored = slot (self, prop_id, &pspec);
  if (stored == NULL || g_param_values_cmp (pspec, stored, value) == 0)
    return;
  if (is_part (pspec)) {
    GtkWidget *part = g_value_get_object (value);
    if (part && gtk_widget_get_parent (part) != NULL) {
      g_critical ("%s:%s: the widget %s already has a parent; it was not made a part of the "
                  "control.",
                  G_OBJECT_TYPE_NAME (self), pspec->name, G_OBJECT_TYPE_NAME (part));
      return;
    }
    // The old part is kept alive until it is unparented.
    g_autoptr (GtkWidget) old = g_value_dup_object (stored);
    g_value_copy (value, stored);
    place_part (self, prop_id, old, part);
    g_object_notify_by_pspec (G_OBJECT (self), pspec);
    return;
  }
  // Two GFiles for one file are one value (a carousel's spec).
  if (G_VALUE_HOLDS (stored, G_TYPE_FILE) && g_value_get_object (stored) &&
      g_value_get_object (value) &&
      g_file_equal (g_value_get_object (stored), g_value_get_object (value)))
    return;
  g_object_freeze_notify (G_OBJECT (self));
  g_value_copy (value, stored);
  gpointer host = KINETIC_HOST (self);
  if (from_app && host)
    kinetic_host_property_changed (host, prop_id);
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
  g_object_thaw_notify (G_OBJECT (self));
}

const GValue *
kinetic_control_peek_value (KineticControl *self, guint prop_id)
{
  return slot (self, prop_id, NULL);
}

void
kinetic_control_store_value (KineticControl *self, guint prop_id, const GValue *value)
{
  store (self, prop_id, value, FALSE);
}

void
kinetic_control_set_value (KineticControl *self, guint prop_id, GValue *value)
{
  GParamSpec *pspec = NULL;
  if (slot (self, prop_id, &pspec) == NULL)
    return;
  // As g_object_set() does: a value out of the property's range changes nothing.
  if (g_param_value_validate (pspec, value)) {
    g_warning ("%s:%s: the value is invalid or out of range; the property was not changed.",
               G_OBJECT_TYPE_NAME (self), pspec->name);
    return;
  }
  store (self, prop_id, value, TRUE);
}

#define KINETIC_CONTROL_TYPED_ACCESSORS(name, ctype, getter, setter)                               \
  ctype kinetic_control_get_##name (KineticControl *self, guint prop_id)                            \
  {                                                                                                \
    const GValue *value = slot (self, prop_id, NULL);                                              \
    return value ? getter (value) : (ctype) 0;                                                     \
  }                                                                                                \
  void kinetic_control_set_##name (KineticControl *self, guint prop_id, ctype v)                    \
  {                                                                                                \
    GValue value = G_VALUE_INIT;                                                                   \
    GParamSpec *pspec = NULL;                                                                      \
    if (slot (self, prop_id, &pspec) == NULL)                                                      \
      return;                                                                                      \
    g_value_init (&value, G_PARAM_SPEC_VALUE_TYPE (pspec));                                        \
    setter (&value, v);                                                                            \
    kinetic_control_set_value (self, prop_id, &value);                                             \
    g_value_unset (&value);                                                                        \
  }

KINETIC_CONTROL_TYPED_ACCESSORS (double, double, g_value_get_double, g_value_set_double)
KINETIC_CONTROL_TYPED_ACCESSORS (boolean, gboolean, g_value_get_boolean, g_value_set_boolean)
KINETIC_CONTROL_TYPED_ACCESSORS (string, const char *, g_value_get_string, g_value_set_string)
KINETIC_CONTROL_TYPED_ACCESSORS (enum, int, g_value_get_enum, g_value_set_enum)
KINETIC_CONTROL_TYPED_ACCESSORS (uint, guint, g_value_get_uint, g_value_set_uint)
KINETIC_CONTROL_TYPED_ACCESSORS (object, gpointer, g_value_get_object, g_value_set_object)
KINETIC_CONTROL_TYPED_ACCESSORS (boxed, gconstpointer, g_value_get_boxed, g_value_set_boxed)

gpointer
kinetic_control_get_host (KineticControl *self)
{
  KineticControlPrivate *priv = kinetic_control_get_instance_private (self);
  return priv->host;
}

gboolean
kinetic_control_release_host (KineticControl *self)
{
  if (kinetic_main_thread_defer_dispose (G_OBJECT (self), G_STRFUNC))
    return FALSE;
  KineticControlPrivate *priv = kinetic_control_get_instance_private (self);
  gpointer host = g_steal_pointer (&priv->host);
  if (host)
    kinetic_host_release (host);
  return TRUE;
}

void
kinetic_control_activate_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  gpointer host = KINETIC_HOST (widget);
  if (host && kinetic_main_thread_check (G_STRFUNC))
    kinetic_host_activate_action (host, name, parameter);
}

void
kinetic_control_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  if (!kinetic_main_thread_check_property (object, pspec, FALSE))
    return;
  const GValue *stored = slot (KINETIC_CONTROL (object), prop_id, NULL);
  if (stored)
    g_value_copy (stored, value);
}

void
kinetic_control_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  if (kinetic_main_thread_check_property (object, pspec, TRUE))
    store (KINETIC_CONTROL (object), prop_id, value, TRUE);
}

static void
kinetic_control_constructed (GObject *object)
{
  G_OBJECT_CLASS (kinetic_control_parent_class)->constructed (object);
  // Made here, not in init, where the instance's type is still this abstract one.
  if (!kinetic_main_thread_is_current ()) {
    g_critical ("%s: created on a thread other than the main thread. Kinetic's widgets, like "
                "GTK's, must only be used from the main thread; this one will do nothing.",
                G_OBJECT_TYPE_NAME (object));
    return;
  }
  KineticControlPrivate *priv = kinetic_control_get_instance_private (KINETIC_CONTROL (object));
  priv->host = kinetic_host_new (G_OBJECT_TYPE (object), GTK_WIDGET (object));
}

static void
kinetic_control_dispose (GObject *object)
{
  if (!kinetic_control_release_host (KINETIC_CONTROL (object)))
    return;
  G_OBJECT_CLASS (kinetic_control_parent_class)->dispose (object);
}

void
kinetic_control_clear_parts (KineticControl *self)
{
  KineticControlPrivate *priv = kinetic_control_get_instance_private (self);
  PropertyTable *table = property_table (self);
  if (priv->values == NULL || table == NULL)
    return;
  for (guint i = 1; i < table->n_slots; i++) {
    if (table->pspecs[i] == NULL || !is_part (table->pspecs[i]))
      continue;
    g_autoptr (GtkWidget) old = g_value_dup_object (&priv->values[i]);
    if (old == NULL)
      continue;
    g_value_set_object (&priv->values[i], NULL);
    place_part (self, i, old, NULL);
  }
}

static void
kinetic_control_finalize (GObject *object)
{
  KineticControlPrivate *priv = kinetic_control_get_instance_private (KINETIC_CONTROL (object));
  PropertyTable *table = property_table (KINETIC_CONTROL (object));
  if (priv->values && table)
    for (guint i = 1; i < table->n_slots; i++)
      if (G_IS_VALUE (&priv->values[i]))
        g_value_unset (&priv->values[i]);
  g_free (priv->values);
  G_OBJECT_CLASS (kinetic_control_parent_class)->finalize (object);
}

static void
kinetic_control_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                         int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  gpointer host = KINETIC_HOST (widget);
  *minimum = *natural = 0;
  if (host)
    kinetic_host_measure (host, orientation, for_size, minimum, natural);
}

static void
kinetic_control_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  gpointer host = KINETIC_HOST (widget);
  if (host)
    kinetic_host_size_allocate (host, width, height);
}

static void
kinetic_control_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  gpointer host = KINETIC_HOST (widget);
  if (host)
    kinetic_host_snapshot (host, snapshot);
  // Then the children, as any widget (the gesture board's cards).
  GTK_WIDGET_CLASS (kinetic_control_parent_class)->snapshot (widget, snapshot);
}

static void
kinetic_control_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (kinetic_control_parent_class)->css_changed (widget, change);
  gpointer host = KINETIC_HOST (widget);
  if (host)
    kinetic_host_style_changed (host);
}

static void
kinetic_control_direction_changed (GtkWidget *widget, GtkTextDirection previous)
{
  GTK_WIDGET_CLASS (kinetic_control_parent_class)->direction_changed (widget, previous);
  gpointer host = KINETIC_HOST (widget);
  if (host)
    kinetic_host_style_changed (host);
}

static void
kinetic_control_state_flags_changed (GtkWidget *widget, GtkStateFlags previous)
{
  GtkStateFlags changed = previous ^ gtk_widget_get_state_flags (widget);
  GTK_WIDGET_CLASS (kinetic_control_parent_class)->state_flags_changed (widget, previous);
  gpointer host = KINETIC_HOST (widget);
  // Sensitivity and keyboard focus change how a control looks and what it announces.
  if (host && (changed & (GTK_STATE_FLAG_INSENSITIVE | GTK_STATE_FLAG_FOCUS_VISIBLE |
                          GTK_STATE_FLAG_FOCUSED)))
    kinetic_host_style_changed (host);
}

static void
kinetic_control_class_init (KineticControlClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = kinetic_control_constructed;
  object_class->dispose = kinetic_control_dispose;
  object_class->finalize = kinetic_control_finalize;

  widget_class->measure = kinetic_control_measure;
  widget_class->size_allocate = kinetic_control_size_allocate;
  widget_class->snapshot = kinetic_control_snapshot;
  widget_class->css_changed = kinetic_control_css_changed;
  widget_class->direction_changed = kinetic_control_direction_changed;
  widget_class->state_flags_changed = kinetic_control_state_flags_changed;
}

static void
kinetic_control_init (KineticControl *self)
{
}
