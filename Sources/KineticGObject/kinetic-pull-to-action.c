// KineticPullToAction: the GObject class. Its behaviour (the machine, input, scrolling, animation
// and drawing) is the Swift host's; this file is the type, its properties, signals, actions,
// shortcuts, CSS name, accessible role and GtkBuildable children.

#include "kinetic-pull-to-action.h"
#include "kinetic-host.h"
#include "kinetic-pull-to-action-properties.h"

/**
 * KineticPullToAction:
 *
 * A scrolling container that runs an action when its content is pulled past a threshold: pull
 * to refresh at the top, or pull to load more at the bottom.
 *
 * The content, any widget, is measured at its natural height for the control's width and
 * scrolled with Kinetic's physics: rubber banding past the edges, momentum, and the pull. Like a
 * [class@Gtk.ScrolledWindow], the control asks for little height of its own; give it room
 * (`vexpand` or a size request).
 *
 * A drag on the content (mouse, touch or stylus) scrolls it; the drag takes the pointer only
 * once it has moved a few pixels, so a click on a row still activates the row, and a drag never
 * does. A mouse wheel scrolls; a touchpad scrolls and, when its gesture starts with the content
 * resting at the edge, pulls. Pulled past [property@PullToAction:pull-threshold] and let go (or
 * at the threshold, see [property@PullToAction:trigger-mode]), the control emits
 * [signal@PullToAction::triggered] and holds the status view open while the action runs.
 *
 * With [property@PullToAction:awaits-result] set, the control shows that it is working until the
 * app calls [method@PullToAction.finish] with the outcome, which shows for
 * [property@PullToAction:outcome-display-duration] seconds before the control retracts.
 * Otherwise it retracts after [property@PullToAction:minimum-executing-duration].
 *
 * The status view's chrome follows the widget's text direction: under a right-to-left locale
 * (set one with [method@Gtk.Widget.set_direction]) the drawn status view's icon goes after its
 * text, and a status view placed off centre is mirrored. `gtk-enable-animations` and
 * [property@PullToAction:reduces-motion] reduce motion.
 *
 * ## GtkBuildable
 *
 * A plain `<child>` or a `<child type="content">` is the content; a `<child type="status">`
 * replaces the drawn status view, placed where the pull reveals it and taking no input.
 *
 * ## CSS nodes
 *
 * `kinetic-pull-to-action` has one node of that name, which clips its children.
 *
 * ## Accessibility
 *
 * The accessible role is %GTK_ACCESSIBLE_ROLE_GROUP, labelled "Pull to refresh" (or "Pull to
 * load more" at the bottom) and described with what to do and what is happening.
 *
 * ## Actions
 *
 * `pull-to-action.refresh` runs the action as a pull past the threshold would (F5 and Ctrl+R
 * are its shortcuts, also with the focus inside the content): the one action assistive
 * technologies see. A held key triggers once.
 */
struct _KineticPullToAction {
  GtkWidget parent_instance;
  gpointer host;
  GtkWidget *content;
  GtkWidget *status;
};

static void kinetic_pull_to_action_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (KineticPullToAction, kinetic_pull_to_action, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      kinetic_pull_to_action_buildable_init))

static GParamSpec *props[KINETIC_PULL_TO_ACTION_N_PROPS];

enum {
  SIGNAL_TRIGGERED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

static GtkBuildableIface *parent_buildable_iface;

GType
kinetic_pull_state_get_type (void)
{
  static gsize type = 0;
  if (g_once_init_enter (&type)) {
    static const GEnumValue values[] = {
      { KINETIC_PULL_STATE_IDLE, "KINETIC_PULL_STATE_IDLE", "idle" },
      { KINETIC_PULL_STATE_PULLING, "KINETIC_PULL_STATE_PULLING", "pulling" },
      { KINETIC_PULL_STATE_TRIGGERED, "KINETIC_PULL_STATE_TRIGGERED", "triggered" },
      { KINETIC_PULL_STATE_EXECUTING, "KINETIC_PULL_STATE_EXECUTING", "executing" },
      { KINETIC_PULL_STATE_RETRACTING, "KINETIC_PULL_STATE_RETRACTING", "retracting" },
      { 0, NULL, NULL },
    };
    g_once_init_leave (&type, g_enum_register_static (g_intern_static_string ("KineticPullState"),
                                                      values));
  }
  return type;
}

GType
kinetic_pull_edge_get_type (void)
{
  static gsize type = 0;
  if (g_once_init_enter (&type)) {
    static const GEnumValue values[] = {
      { KINETIC_PULL_EDGE_TOP, "KINETIC_PULL_EDGE_TOP", "top" },
      { KINETIC_PULL_EDGE_BOTTOM, "KINETIC_PULL_EDGE_BOTTOM", "bottom" },
      { 0, NULL, NULL },
    };
    g_once_init_leave (&type, g_enum_register_static (g_intern_static_string ("KineticPullEdge"),
                                                      values));
  }
  return type;
}

GType
kinetic_pull_trigger_mode_get_type (void)
{
  static gsize type = 0;
  if (g_once_init_enter (&type)) {
    static const GEnumValue values[] = {
      { KINETIC_PULL_TRIGGER_MODE_ON_RELEASE, "KINETIC_PULL_TRIGGER_MODE_ON_RELEASE",
        "on-release" },
      { KINETIC_PULL_TRIGGER_MODE_AT_THRESHOLD, "KINETIC_PULL_TRIGGER_MODE_AT_THRESHOLD",
        "at-threshold" },
      { 0, NULL, NULL },
    };
    g_once_init_leave (&type, g_enum_register_static (
                                g_intern_static_string ("KineticPullTriggerMode"), values));
  }
  return type;
}

GType
kinetic_pull_visualizer_get_type (void)
{
  static gsize type = 0;
  if (g_once_init_enter (&type)) {
    static const GEnumValue values[] = {
      { KINETIC_PULL_VISUALIZER_BOTTOM, "KINETIC_PULL_VISUALIZER_BOTTOM", "bottom" },
      { KINETIC_PULL_VISUALIZER_STRETCH, "KINETIC_PULL_VISUALIZER_STRETCH", "stretch" },
      { KINETIC_PULL_VISUALIZER_CUSTOM, "KINETIC_PULL_VISUALIZER_CUSTOM", "custom" },
      { 0, NULL, NULL },
    };
    g_once_init_leave (&type, g_enum_register_static (
                                g_intern_static_string ("KineticPullVisualizer"), values));
  }
  return type;
}

static void
kinetic_pull_to_action_get_property (GObject *object, guint prop_id, GValue *value,
                                     GParamSpec *pspec)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (object);
  if (prop_id == 0 || prop_id >= KINETIC_PULL_TO_ACTION_N_PROPS) {
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    return;
  }
  if (self->host)
    kinetic_host_get_property (self->host, prop_id, value);
}

static void
kinetic_pull_to_action_set_property (GObject *object, guint prop_id, const GValue *value,
                                     GParamSpec *pspec)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (object);
  if (prop_id == 0 || prop_id >= KINETIC_PULL_TO_ACTION_N_PROPS) {
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    return;
  }
  if (self->host)
    kinetic_host_set_property (self->host, prop_id, value);
}

static void
set_part (KineticPullToAction *self, GtkWidget **part, GtkWidget *child)
{
  if (*part == child)
    return;
  if (child)
    g_return_if_fail (gtk_widget_get_parent (child) == NULL);
  if (*part)
    gtk_widget_unparent (*part);
  *part = child;
  if (child) {
    // The content is the last child, on top (picked first); the status view is under it.
    if (part == &self->content) {
      gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
    } else {
      gtk_widget_insert_after (child, GTK_WIDGET (self), NULL);
      gtk_widget_set_can_target (child, FALSE);
    }
  }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
kinetic_pull_to_action_dispose (GObject *object)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (object);
  if (self->host) {
    gpointer host = self->host;
    self->host = NULL;
    kinetic_host_release (host);
  }
  set_part (self, &self->content, NULL);
  set_part (self, &self->status, NULL);
  G_OBJECT_CLASS (kinetic_pull_to_action_parent_class)->dispose (object);
}

static void
kinetic_pull_to_action_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                                int *minimum, int *natural, int *minimum_baseline,
                                int *natural_baseline)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (widget);
  *minimum = *natural = 0;
  if (self->host)
    kinetic_host_measure (self->host, orientation, for_size, minimum, natural);
}

static void
kinetic_pull_to_action_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (widget);
  if (self->host)
    kinetic_host_size_allocate (self->host, width, height);
}

static void
kinetic_pull_to_action_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (widget);
  // The revealed area and the drawn status view, then a custom status view, then the content.
  if (self->host)
    kinetic_host_snapshot (self->host, snapshot);
  if (self->status)
    gtk_widget_snapshot_child (widget, self->status, snapshot);
  if (self->content)
    gtk_widget_snapshot_child (widget, self->content, snapshot);
}

static void
kinetic_pull_to_action_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (widget);
  GTK_WIDGET_CLASS (kinetic_pull_to_action_parent_class)->css_changed (widget, change);
  if (self->host)
    kinetic_host_style_changed (self->host);
}

static void
kinetic_pull_to_action_direction_changed (GtkWidget *widget, GtkTextDirection previous)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (widget);
  GTK_WIDGET_CLASS (kinetic_pull_to_action_parent_class)->direction_changed (widget, previous);
  if (self->host)
    kinetic_host_style_changed (self->host);
}

static void
kinetic_pull_to_action_state_flags_changed (GtkWidget *widget, GtkStateFlags previous)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (widget);
  GtkStateFlags changed = previous ^ gtk_widget_get_state_flags (widget);
  GTK_WIDGET_CLASS (kinetic_pull_to_action_parent_class)->state_flags_changed (widget, previous);
  if (self->host && (changed & GTK_STATE_FLAG_INSENSITIVE))
    kinetic_host_style_changed (self->host);
}

static void
activate_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (widget);
  if (self->host)
    kinetic_host_activate_action (self->host, name, parameter);
}

static void
kinetic_pull_to_action_class_init (KineticPullToActionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = kinetic_pull_to_action_get_property;
  object_class->set_property = kinetic_pull_to_action_set_property;
  object_class->dispose = kinetic_pull_to_action_dispose;

  widget_class->measure = kinetic_pull_to_action_measure;
  widget_class->size_allocate = kinetic_pull_to_action_size_allocate;
  widget_class->snapshot = kinetic_pull_to_action_snapshot;
  widget_class->css_changed = kinetic_pull_to_action_css_changed;
  widget_class->direction_changed = kinetic_pull_to_action_direction_changed;
  widget_class->state_flags_changed = kinetic_pull_to_action_state_flags_changed;

  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  /**
   * KineticPullToAction:pull-threshold:
   *
   * How far the content must be pulled, in pixels; the pull must exceed it to trigger.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_PULL_THRESHOLD] =
    g_param_spec_double ("pull-threshold", NULL, NULL, 0.001, 100000, 100, rw);
  /**
   * KineticPullToAction:executing-height:
   *
   * How far the content stays pulled while the action runs, in pixels.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_EXECUTING_HEIGHT] =
    g_param_spec_double ("executing-height", NULL, NULL, 0, 100000, 50, rw);
  /**
   * KineticPullToAction:edge:
   *
   * The edge the control pulls from. Texts still at the other edge's defaults follow it ("Pull
   * to load more" at the bottom), as does the label of the action.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_EDGE] =
    g_param_spec_enum ("edge", NULL, NULL, KINETIC_TYPE_PULL_EDGE, KINETIC_PULL_EDGE_TOP, rw);
  /**
   * KineticPullToAction:trigger-mode:
   *
   * When a pull past the threshold runs the action.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_TRIGGER_MODE] =
    g_param_spec_enum ("trigger-mode", NULL, NULL, KINETIC_TYPE_PULL_TRIGGER_MODE,
                       KINETIC_PULL_TRIGGER_MODE_ON_RELEASE, rw);
  /**
   * KineticPullToAction:minimum-executing-duration:
   *
   * The shortest time, in seconds, the working state shows, so a fast action does not flash.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_MINIMUM_EXECUTING_DURATION] =
    g_param_spec_double ("minimum-executing-duration", NULL, NULL, 0, 100000, 0.5, rw);
  /**
   * KineticPullToAction:outcome-display-duration:
   *
   * How long, in seconds, an outcome stays on show before the control retracts.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_OUTCOME_DISPLAY_DURATION] =
    g_param_spec_double ("outcome-display-duration", NULL, NULL, 0, 100000, 1, rw);
  /**
   * KineticPullToAction:arrow-turn-duration:
   *
   * How long, in seconds, the arrow takes to turn when the pull crosses the threshold.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_ARROW_TURN_DURATION] =
    g_param_spec_double ("arrow-turn-duration", NULL, NULL, 0, 100000, 0.2, rw);
  /**
   * KineticPullToAction:spring-duration:
   *
   * The perceptual duration, in seconds, of the spring that holds the status view open and
   * closes it.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_SPRING_DURATION] =
    g_param_spec_double ("spring-duration", NULL, NULL, 0.001, 1000, 0.4, rw);
  /**
   * KineticPullToAction:spring-bounce:
   *
   * How much that spring overshoots: 0 for none, towards 1 for more, below 0 for a slower,
   * overdamped settle.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_SPRING_BOUNCE] =
    g_param_spec_double ("spring-bounce", NULL, NULL, -1, 1, 0, rw);
  /**
   * KineticPullToAction:reduces-motion:
   *
   * Whether decorative motion is avoided: no bounce past the hold, no spinning, an instant
   * arrow. Motion is also reduced while the `gtk-enable-animations` setting is off.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_REDUCES_MOTION] =
    g_param_spec_boolean ("reduces-motion", NULL, NULL, FALSE, rw);
  /**
   * KineticPullToAction:enabled:
   *
   * Whether pulls run the action; the content scrolls either way. An insensitive control does
   * not trigger either.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL, TRUE, rw);
  /**
   * KineticPullToAction:pulling-text:
   *
   * The status view's text while pulling short of the threshold, or %NULL for none.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_PULLING_TEXT] =
    g_param_spec_string ("pulling-text", NULL, NULL, "Pull to update", rw);
  /**
   * KineticPullToAction:triggered-text:
   *
   * The status view's text past the threshold, or %NULL for none.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_TRIGGERED_TEXT] =
    g_param_spec_string ("triggered-text", NULL, NULL, "Release to update", rw);
  /**
   * KineticPullToAction:executing-text:
   *
   * The status view's text while the action runs (also announced), or %NULL for none.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_EXECUTING_TEXT] =
    g_param_spec_string ("executing-text", NULL, NULL, "Loading...", rw);
  /**
   * KineticPullToAction:retracting-text:
   *
   * The status view's text while it closes after an action that reported no outcome, or %NULL
   * for none.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_RETRACTING_TEXT] =
    g_param_spec_string ("retracting-text", NULL, NULL, NULL, rw);
  /**
   * KineticPullToAction:success-text:
   *
   * The text for a success (also announced).
   */
  props[KINETIC_PULL_TO_ACTION_PROP_SUCCESS_TEXT] =
    g_param_spec_string ("success-text", NULL, NULL, "Updated", rw);
  /**
   * KineticPullToAction:no-change-text:
   *
   * The text for an action that found nothing new (also announced).
   */
  props[KINETIC_PULL_TO_ACTION_PROP_NO_CHANGE_TEXT] =
    g_param_spec_string ("no-change-text", NULL, NULL, "Up to date", rw);
  /**
   * KineticPullToAction:completed-announcement:
   *
   * What is announced when the action completes without an outcome.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_COMPLETED_ANNOUNCEMENT] =
    g_param_spec_string ("completed-announcement", NULL, NULL, "Done", rw);
  /**
   * KineticPullToAction:rubber-band:
   *
   * The stiffness of the resistance past the content's edges: smaller resists more (0.55 is
   * UIScrollView's).
   */
  props[KINETIC_PULL_TO_ACTION_PROP_RUBBER_BAND] =
    g_param_spec_double ("rubber-band", NULL, NULL, 0.001, 100, 0.55, rw);
  /**
   * KineticPullToAction:deceleration-rate:
   *
   * The fraction of a flick's velocity kept after each millisecond (0.998 is UIScrollView's).
   */
  props[KINETIC_PULL_TO_ACTION_PROP_DECELERATION_RATE] =
    g_param_spec_double ("deceleration-rate", NULL, NULL, 0.5, 0.999999, 0.998, rw);
  /**
   * KineticPullToAction:bounce-duration:
   *
   * The perceptual duration, in seconds, of the spring that brings overscrolled content back to
   * its edge.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_BOUNCE_DURATION] =
    g_param_spec_double ("bounce-duration", NULL, NULL, 0.001, 1000, 0.45, rw);
  /**
   * KineticPullToAction:bounce-bounce:
   *
   * How much that spring overshoots the edge, as [property@PullToAction:spring-bounce].
   */
  props[KINETIC_PULL_TO_ACTION_PROP_BOUNCE_BOUNCE] =
    g_param_spec_double ("bounce-bounce", NULL, NULL, -1, 1, 0, rw);
  /**
   * KineticPullToAction:always-bounces:
   *
   * Whether content shorter than the control can still be pulled (needed to refresh a short
   * list).
   */
  props[KINETIC_PULL_TO_ACTION_PROP_ALWAYS_BOUNCES] =
    g_param_spec_boolean ("always-bounces", NULL, NULL, TRUE, rw);
  /**
   * KineticPullToAction:visualizer:
   *
   * Where the status view sits in the area the pull reveals. %KINETIC_PULL_VISUALIZER_CUSTOM
   * reads when Swift set a visualizer of its own; setting it changes nothing.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_VISUALIZER] =
    g_param_spec_enum ("visualizer", NULL, NULL, KINETIC_TYPE_PULL_VISUALIZER,
                       KINETIC_PULL_VISUALIZER_BOTTOM, rw);
  /**
   * KineticPullToAction:awaits-result:
   *
   * Whether a triggered action shows that it is working until [method@PullToAction.finish]
   * reports its outcome; otherwise the control retracts on its own after
   * [property@PullToAction:minimum-executing-duration].
   */
  props[KINETIC_PULL_TO_ACTION_PROP_AWAITS_RESULT] =
    g_param_spec_boolean ("awaits-result", NULL, NULL, FALSE, rw);
  /**
   * KineticPullToAction:action-label:
   *
   * What assistive technologies and the description call the action ("Refresh", or "Load more"
   * at the bottom).
   */
  props[KINETIC_PULL_TO_ACTION_PROP_ACTION_LABEL] =
    g_param_spec_string ("action-label", NULL, NULL, "Refresh", rw);
  /**
   * KineticPullToAction:state:
   *
   * Where the control stands.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, KINETIC_TYPE_PULL_STATE, KINETIC_PULL_STATE_IDLE, ro);
  /**
   * KineticPullToAction:pulled-amount:
   *
   * How far the content is pulled past the control's edge, in pixels.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_PULLED_AMOUNT] =
    g_param_spec_double ("pulled-amount", NULL, NULL, 0, G_MAXDOUBLE, 0, ro);

  g_object_class_install_properties (object_class, KINETIC_PULL_TO_ACTION_N_PROPS, props);

  /**
   * KineticPullToAction::triggered:
   *
   * Emitted when the action must run: a pull past the threshold, the `pull-to-action.refresh`
   * action, its shortcuts or [method@PullToAction.trigger]. With
   * [property@PullToAction:awaits-result] set, report the outcome with
   * [method@PullToAction.finish].
   */
  signals[SIGNAL_TRIGGERED] = g_signal_new ("triggered", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  // GTK offers a class's actions to assistive technologies: refresh is the only one.
  gtk_widget_class_install_action (widget_class, "pull-to-action.refresh", NULL, activate_action);
  // F5 and Ctrl+R refresh, also from inside the content (the class's shortcuts bubble up from
  // the focused row). The host's key controller, in the capture phase, lets only the first press
  // of a held key through.
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F5, 0, "pull-to-action.refresh",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK,
                                       "pull-to-action.refresh", NULL);

  gtk_widget_class_set_css_name (widget_class, "kinetic-pull-to-action");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
kinetic_pull_to_action_init (KineticPullToAction *self)
{
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  self->host = kinetic_host_new (KINETIC_TYPE_PULL_TO_ACTION, GTK_WIDGET (self));
}

static void
kinetic_pull_to_action_add_child (GtkBuildable *buildable, GtkBuilder *builder, GObject *child,
                                  const char *type)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (buildable);
  if (GTK_IS_WIDGET (child) && (type == NULL || g_strcmp0 (type, "content") == 0))
    set_part (self, &self->content, GTK_WIDGET (child));
  else if (GTK_IS_WIDGET (child) && g_strcmp0 (type, "status") == 0)
    set_part (self, &self->status, GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
kinetic_pull_to_action_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = kinetic_pull_to_action_add_child;
}

/**
 * kinetic_pull_to_action_new:
 *
 * Creates a pull to action with the original's defaults and no content.
 *
 * Returns: the new widget
 */
GtkWidget *
kinetic_pull_to_action_new (void)
{
  return g_object_new (KINETIC_TYPE_PULL_TO_ACTION, NULL);
}

/**
 * kinetic_pull_to_action_get_content:
 * @self: a pull to action
 *
 * Gets the widget the control scrolls.
 *
 * Returns: (nullable) (transfer none): the content
 */
GtkWidget *
kinetic_pull_to_action_get_content (KineticPullToAction *self)
{
  g_return_val_if_fail (KINETIC_IS_PULL_TO_ACTION (self), NULL);
  return self->content;
}

/**
 * kinetic_pull_to_action_set_content:
 * @self: a pull to action
 * @content: (nullable): the widget to scroll, which must have no parent
 *
 * Sets the widget the control scrolls, replacing the current one.
 */
void
kinetic_pull_to_action_set_content (KineticPullToAction *self, GtkWidget *content)
{
  g_return_if_fail (KINETIC_IS_PULL_TO_ACTION (self));
  g_return_if_fail (content == NULL || GTK_IS_WIDGET (content));
  set_part (self, &self->content, content);
}

/**
 * kinetic_pull_to_action_get_status_view:
 * @self: a pull to action
 *
 * Gets the widget shown in the area the pull reveals instead of the drawn status view.
 *
 * Returns: (nullable) (transfer none): the status view, or %NULL for the drawn one
 */
GtkWidget *
kinetic_pull_to_action_get_status_view (KineticPullToAction *self)
{
  g_return_val_if_fail (KINETIC_IS_PULL_TO_ACTION (self), NULL);
  return self->status;
}

/**
 * kinetic_pull_to_action_set_status_view:
 * @self: a pull to action
 * @status_view: (nullable): a widget without a parent, or %NULL for the drawn status view
 *
 * Sets the widget shown in the area the pull reveals; it takes no input.
 */
void
kinetic_pull_to_action_set_status_view (KineticPullToAction *self, GtkWidget *status_view)
{
  g_return_if_fail (KINETIC_IS_PULL_TO_ACTION (self));
  g_return_if_fail (status_view == NULL || GTK_IS_WIDGET (status_view));
  set_part (self, &self->status, status_view);
}

/**
 * kinetic_pull_to_action_get_state:
 * @self: a pull to action
 *
 * Gets where the control stands.
 *
 * Returns: the state
 */
KineticPullState
kinetic_pull_to_action_get_state (KineticPullToAction *self)
{
  g_return_val_if_fail (KINETIC_IS_PULL_TO_ACTION (self), KINETIC_PULL_STATE_IDLE);
  KineticPullState state;
  g_object_get (self, "state", &state, NULL);
  return state;
}

/**
 * kinetic_pull_to_action_get_pulled_amount:
 * @self: a pull to action
 *
 * Gets how far the content is pulled past the control's edge.
 *
 * Returns: the distance in pixels
 */
double
kinetic_pull_to_action_get_pulled_amount (KineticPullToAction *self)
{
  g_return_val_if_fail (KINETIC_IS_PULL_TO_ACTION (self), 0);
  double amount;
  g_object_get (self, "pulled-amount", &amount, NULL);
  return amount;
}

/**
 * kinetic_pull_to_action_trigger:
 * @self: a pull to action
 *
 * Runs the action as if the content had been pulled past the threshold and let go. Does
 * nothing unless the control is idle and enabled.
 */
void
kinetic_pull_to_action_trigger (KineticPullToAction *self)
{
  g_return_if_fail (KINETIC_IS_PULL_TO_ACTION (self));
  if (self->host)
    kinetic_host_activate_action (self->host, "pull-to-action.refresh", NULL);
}

/**
 * kinetic_pull_to_action_finish:
 * @self: a pull to action
 * @success: whether the action succeeded
 * @message: (nullable): on failure, what to show and announce
 *
 * Reports the outcome of the action a trigger started, when
 * [property@PullToAction:awaits-result] is set. Ignored unless the action is running.
 */
void
kinetic_pull_to_action_finish (KineticPullToAction *self, gboolean success, const char *message)
{
  g_return_if_fail (KINETIC_IS_PULL_TO_ACTION (self));
  if (!self->host)
    return;
  GVariant *outcome = g_variant_ref_sink (g_variant_new ("(bs)", success, message ? message : ""));
  kinetic_host_activate_action (self->host, "pull-to-action.finish", outcome);
  g_variant_unref (outcome);
}

void
kinetic_pull_to_action_emit_triggered (GtkWidget *widget)
{
  g_signal_emit (widget, signals[SIGNAL_TRIGGERED], 0);
}

void
kinetic_pull_to_action_notify (GtkWidget *widget, guint prop_id)
{
  if (prop_id > 0 && prop_id < KINETIC_PULL_TO_ACTION_N_PROPS)
    g_object_notify_by_pspec (G_OBJECT (widget), props[prop_id]);
}

GtkWidget *
kinetic_pull_to_action_get_part (GtkWidget *widget, KineticPullToActionPart part)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (widget);
  return part == KINETIC_PULL_TO_ACTION_PART_CONTENT ? self->content : self->status;
}

void
kinetic_pull_to_action_set_part (GtkWidget *widget, KineticPullToActionPart part,
                                 GtkWidget *child)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (widget);
  set_part (self, part == KINETIC_PULL_TO_ACTION_PART_CONTENT ? &self->content : &self->status,
            child);
}

void
kinetic_pull_to_action_read_outcome (GVariant *outcome, gboolean *success, char **message)
{
  g_variant_get (outcome, "(bs)", success, message);
}
