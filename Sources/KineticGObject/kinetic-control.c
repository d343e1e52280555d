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
 */
typedef struct {
  gpointer host;
} KineticControlPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (KineticControl, kinetic_control, GTK_TYPE_WIDGET)

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
  gpointer host = KINETIC_HOST (object);
  if (host && kinetic_main_thread_check_property (object, pspec, FALSE))
    kinetic_host_get_property (host, prop_id, value);
}

void
kinetic_control_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  gpointer host = KINETIC_HOST (object);
  if (host && kinetic_main_thread_check_property (object, pspec, TRUE))
    kinetic_host_set_property (host, prop_id, value);
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
  object_class->get_property = kinetic_control_get_property;
  object_class->set_property = kinetic_control_set_property;

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
