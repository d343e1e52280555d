// KineticPullToAction: the GObject class. Its behaviour (the machine, input, scrolling, animation
// and drawing) is the Swift host's; this file is the type, its properties, signals, actions,
// shortcuts, CSS name, accessible role and GtkBuildable children.

#include "kinetic-pull-to-action.h"
#include "kinetic-control-private.h"
#include "kinetic-host.h"
#include "kinetic-i18n.h"
#include "kinetic-main-thread.h"
#include "kinetic-pull-to-action-properties.h"

// The accessors of a property the control stores, in one line (kinetic-control-private.h).
#define ACCESSORS(KIND, ...) \
  KINETIC_DEFINE_##KIND##_ACCESSORS (PullToAction, pull_to_action, PULL_TO_ACTION, __VA_ARGS__)
#define GETTER(KIND, ...) \
  KINETIC_DEFINE_##KIND##_GETTER (PullToAction, pull_to_action, PULL_TO_ACTION, __VA_ARGS__)

/**
 * KineticPullToAction:
 *
 * A scrolling container that runs an action when its content is pulled past a threshold: pull
 * to refresh at the top, or pull to load more at the bottom.
 *
 * The content is scrolled with Kinetic's physics: rubber banding past the edges, momentum, and
 * the pull. A [iface@Gtk.Scrollable] content (a [class@Gtk.ListView], [class@Gtk.ColumnView],
 * [class@Gtk.GridView], [class@Gtk.TextView] or [class@Gtk.Viewport]) is hosted the way a
 * [class@Gtk.ScrolledWindow] hosts it: it gets the control's adjustments (see
 * [method@PullToAction.get_vadjustment]), sets their bounds and page size, and the control moves
 * their value with its physics, so a virtualised list realises only the rows on screen however
 * long its model is; the pull past either end moves the list whole. Any other content is measured
 * at its natural height for the control's width and moved whole. Like a
 * [class@Gtk.ScrolledWindow], the control asks for little height of its own; give it room
 * (`vexpand` or a size request). An overlay indicator shows where the content is while it moves.
 *
 * Page Up and Page Down scroll by a page, Home and End (also with Ctrl) to the ends, when the
 * focused child does not take the key itself.
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
 * A plain `<child>` (or a `<child type="content">`) is the [property@PullToAction:child], the
 * content; a `<child type="status">` is the [property@PullToAction:status-view], which replaces
 * the drawn status view, placed where the pull reveals it and taking no input. Both are also
 * properties, set from code as any other.
 *
 * ## CSS nodes
 *
 * ```
 * kinetic-pull-to-action[.suggested-action][.destructive-action][.flat]
 * ├── status
 * ├── arrow
 * ├── indicator
 * ╰── [child]
 * ```
 *
 * `kinetic-pull-to-action` has one node of that name, which clips its children, and three
 * subnodes that draw nothing and carry the drawn status's colours: `status`
 * (`background-color` of the revealed area, `color` of the status text), `arrow` (`color`) and
 * `indicator` (`color` of the progress ring). CSS on them styles one pull; `.destructive-action`
 * turns the indicator red and `.flat` removes the status's background.
 *
 * ## Accessibility
 *
 * The accessible role is %GTK_ACCESSIBLE_ROLE_GROUP, labelled with
 * [property@PullToAction:action-label] ("Refresh", or "Load more" at the bottom) and described
 * with [property@PullToAction:hint] at rest and with the status text while it acts. What is
 * announced is the status text, so each text is set in one place.
 *
 * ## Actions
 *
 * `pull-to-action.refresh` runs the action as a pull past the threshold would (F5 and Ctrl+R
 * are its shortcuts, also with the focus inside the content): the one action assistive
 * technologies see. A held key triggers once.
 *
 * ## Example
 *
 * An inbox refreshed by a pull, showing that it works until the mail is fetched:
 *
 * ```xml
 * <object class="KineticPullToAction">
 *   <property name="awaits-result">True</property>
 *   <property name="vexpand">True</property>
 *   <signal name="triggered" handler="inbox_triggered"/>
 *   <child>
 *     <object class="GtkListBox">
 *       <child>
 *         <object class="GtkLabel"><property name="label">Welcome to Kinetic</property></object>
 *       </child>
 *     </object>
 *   </child>
 * </object>
 * ```
 *
 * ```c
 * static void
 * inbox_triggered (KineticPullToAction *pull, gpointer user_data)
 * {
 *   // Fetch the mail; when it is done (here at once), tell the control the outcome.
 *   kinetic_pull_to_action_finish (pull, TRUE, NULL);
 * }
 * ```
 */
struct _KineticPullToAction {
  KineticControl parent_instance;
  // Given to a scrollable content; the host moves their values (kept for the widget's life).
  GtkAdjustment *hadjustment;
  GtkAdjustment *vadjustment;
};

static void kinetic_pull_to_action_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (KineticPullToAction, kinetic_pull_to_action,
                               KINETIC_TYPE_CONTROL,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      kinetic_pull_to_action_buildable_init))

static GParamSpec *props[KINETIC_PULL_TO_ACTION_N_PROPS];

enum {
  SIGNAL_TRIGGERED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

static GtkBuildableIface *parent_buildable_iface;

KINETIC_DEFINE_ENUM_TYPE (KineticPullToActionState, kinetic_pull_to_action_state,
  KINETIC_ENUM_VALUE (KINETIC_PULL_TO_ACTION_STATE_IDLE, "idle"),
  KINETIC_ENUM_VALUE (KINETIC_PULL_TO_ACTION_STATE_PULLING, "pulling"),
  KINETIC_ENUM_VALUE (KINETIC_PULL_TO_ACTION_STATE_TRIGGERED, "triggered"),
  KINETIC_ENUM_VALUE (KINETIC_PULL_TO_ACTION_STATE_EXECUTING, "executing"),
  KINETIC_ENUM_VALUE (KINETIC_PULL_TO_ACTION_STATE_RETRACTING, "retracting"))

KINETIC_DEFINE_ENUM_TYPE (KineticPullToActionEdge, kinetic_pull_to_action_edge,
  KINETIC_ENUM_VALUE (KINETIC_PULL_TO_ACTION_EDGE_TOP, "top"),
  KINETIC_ENUM_VALUE (KINETIC_PULL_TO_ACTION_EDGE_BOTTOM, "bottom"))

KINETIC_DEFINE_ENUM_TYPE (KineticPullToActionTriggerMode, kinetic_pull_to_action_trigger_mode,
  KINETIC_ENUM_VALUE (KINETIC_PULL_TO_ACTION_TRIGGER_MODE_ON_RELEASE, "on-release"),
  KINETIC_ENUM_VALUE (KINETIC_PULL_TO_ACTION_TRIGGER_MODE_AT_THRESHOLD, "at-threshold"))

KINETIC_DEFINE_ENUM_TYPE (KineticPullToActionVisualizer, kinetic_pull_to_action_visualizer,
  KINETIC_ENUM_VALUE (KINETIC_PULL_TO_ACTION_VISUALIZER_BOTTOM, "bottom"),
  KINETIC_ENUM_VALUE (KINETIC_PULL_TO_ACTION_VISUALIZER_STRETCH, "stretch"),
  KINETIC_ENUM_VALUE (KINETIC_PULL_TO_ACTION_VISUALIZER_CUSTOM, "custom"))

#define CHILD(self) \
  ((GtkWidget *) kinetic_control_get_object (KINETIC_CONTROL (self), KINETIC_PULL_TO_ACTION_PROP_CHILD))
#define STATUS_VIEW(self) \
  ((GtkWidget *) kinetic_control_get_object (KINETIC_CONTROL (self), \
                                             KINETIC_PULL_TO_ACTION_PROP_STATUS_VIEW))

static void
place_part (KineticControl *control, guint prop_id, GtkWidget *old, GtkWidget *part)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (control);
  gboolean is_child = prop_id == KINETIC_PULL_TO_ACTION_PROP_CHILD;
  if (old) {
    // A scrollable child gives the adjustments back (it makes its own), as it would to a
    // GtkScrolledWindow.
    if (is_child && GTK_IS_SCROLLABLE (old))
      g_object_set (old, "hadjustment", NULL, "vadjustment", NULL, NULL);
    gtk_widget_unparent (old);
  }
  if (is_child && self->hadjustment) {
    // A new child starts at its start.
    gtk_adjustment_configure (self->hadjustment, 0, 0, 0, 0, 0, 0);
    gtk_adjustment_configure (self->vadjustment, 0, 0, 0, 0, 0, 0);
  }
  if (part == NULL)
    return;
  // The child is the last child, on top (picked first); the status view is under it.
  if (is_child) {
    gtk_widget_insert_before (part, GTK_WIDGET (self), NULL);
    if (GTK_IS_SCROLLABLE (part))
      g_object_set (part, "hadjustment", self->hadjustment, "vadjustment", self->vadjustment,
                    NULL);
  } else {
    gtk_widget_insert_after (part, GTK_WIDGET (self), NULL);
    gtk_widget_set_can_target (part, FALSE);
  }
}

static void
kinetic_pull_to_action_dispose (GObject *object)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (object);
  if (!kinetic_control_release_host (KINETIC_CONTROL (object)))
    return;
  kinetic_control_clear_parts (KINETIC_CONTROL (self));
  g_clear_object (&self->hadjustment);
  g_clear_object (&self->vadjustment);
  G_OBJECT_CLASS (kinetic_pull_to_action_parent_class)->dispose (object);
}

static void
kinetic_pull_to_action_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (widget);
  // The revealed area and the drawn status view, then a custom status view, then the content.
  if (KINETIC_HOST (self))
    kinetic_host_snapshot (KINETIC_HOST (self), snapshot);
  if (STATUS_VIEW (self))
    gtk_widget_snapshot_child (widget, STATUS_VIEW (self), snapshot);
  if (CHILD (self))
    gtk_widget_snapshot_child (widget, CHILD (self), snapshot);
  // The scroll indicator, over the content.
  if (KINETIC_HOST (self))
    kinetic_pull_to_action_snapshot_indicator (KINETIC_HOST (self), snapshot);
}

// Page Up/Down, Home/End: what the focused child left, as a GtkScrolledWindow's bindings.
static gboolean
scroll_binding (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (widget);
  if (!KINETIC_HOST (self) || !CHILD (self))
    return FALSE;
  kinetic_pull_to_action_host_scroll (KINETIC_HOST (self), g_variant_get_int32 (args));
  return TRUE;
}

static void
add_scroll_binding (GtkWidgetClass *widget_class, guint keyval, GdkModifierType modifiers,
                    KineticPullToActionScroll scroll)
{
  gtk_widget_class_add_binding (widget_class, keyval, modifiers, scroll_binding, "i", scroll);
}

static void
kinetic_pull_to_action_class_init (KineticPullToActionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kinetic_pull_to_action_dispose;

  widget_class->snapshot = kinetic_pull_to_action_snapshot;

  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  /**
   * KineticPullToAction:pull-threshold:
   * How far the content must be pulled, in pixels; the pull must exceed it to trigger.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_PULL_THRESHOLD] =
    g_param_spec_double ("pull-threshold", NULL, NULL, 0.001, 100000, 100, rw);
  /**
   * KineticPullToAction:executing-height:
   * How far the content stays pulled while the action runs, in pixels: at most 4096, since it
   * is also the widget's least height.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_EXECUTING_HEIGHT] =
    g_param_spec_double ("executing-height", NULL, NULL, 0, 4096, 50, rw);
  /**
   * KineticPullToAction:edge:
   * The edge the control pulls from. Texts still at the other edge's defaults follow it ("Pull
   * to load more" at the bottom), as does the label of the action.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_EDGE] =
    g_param_spec_enum ("edge", NULL, NULL, KINETIC_TYPE_PULL_TO_ACTION_EDGE, KINETIC_PULL_TO_ACTION_EDGE_TOP, rw);
  /**
   * KineticPullToAction:trigger-mode:
   * When a pull past the threshold runs the action.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_TRIGGER_MODE] =
    g_param_spec_enum ("trigger-mode", NULL, NULL, KINETIC_TYPE_PULL_TO_ACTION_TRIGGER_MODE,
                       KINETIC_PULL_TO_ACTION_TRIGGER_MODE_ON_RELEASE, rw);
  /**
   * KineticPullToAction:minimum-executing-duration:
   * The shortest time, in seconds, the working state shows, so a fast action does not flash.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_MINIMUM_EXECUTING_DURATION] =
    g_param_spec_double ("minimum-executing-duration", NULL, NULL, 0, 100000, 0.5, rw);
  /**
   * KineticPullToAction:outcome-display-duration:
   * How long, in seconds, an outcome stays on show before the control retracts.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_OUTCOME_DISPLAY_DURATION] =
    g_param_spec_double ("outcome-display-duration", NULL, NULL, 0, 100000, 1, rw);
  /**
   * KineticPullToAction:arrow-turn-duration:
   * How long, in seconds, the arrow takes to turn when the pull crosses the threshold.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_ARROW_TURN_DURATION] =
    g_param_spec_double ("arrow-turn-duration", NULL, NULL, 0, 100000, 0.2, rw);
  /**
   * KineticPullToAction:spring-duration:
   * The perceptual duration, in seconds, of the spring that holds the status view open and
   * closes it.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_SPRING_DURATION] =
    g_param_spec_double ("spring-duration", NULL, NULL, 0.001, 1000, 0.4, rw);
  /**
   * KineticPullToAction:spring-bounce:
   * How much that spring overshoots: 0 for none, towards 1 for more, below 0 for a slower,
   * overdamped settle.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_SPRING_BOUNCE] =
    g_param_spec_double ("spring-bounce", NULL, NULL, -1, 1, 0, rw);
  /**
   * KineticPullToAction:reduces-motion:
   * Whether decorative motion is avoided: no bounce past the hold, no spinning, an instant
   * arrow. Motion is also reduced while the `gtk-enable-animations` setting is off.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_REDUCES_MOTION] =
    g_param_spec_boolean ("reduces-motion", NULL, NULL, FALSE, rw);
  /**
   * KineticPullToAction:enabled:
   * Whether pulls run the action; the content scrolls either way. An insensitive control does
   * not trigger either.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL, TRUE, rw);
  /**
   * KineticPullToAction:pulling-text:
   * The status view's text while pulling short of the threshold, or %NULL for none.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_PULLING_TEXT] =
    g_param_spec_string ("pulling-text", NULL, NULL, N_("Pull to update"), rw);
  /**
   * KineticPullToAction:triggered-text:
   * The status view's text past the threshold, or %NULL for none.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_TRIGGERED_TEXT] =
    g_param_spec_string ("triggered-text", NULL, NULL, N_("Release to update"), rw);
  /**
   * KineticPullToAction:executing-text:
   * The status view's text while the action runs (also announced), or %NULL for none.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_EXECUTING_TEXT] =
    g_param_spec_string ("executing-text", NULL, NULL, N_("Loading…"), rw);
  /**
   * KineticPullToAction:retracting-text:
   * The status view's text while it closes after an action that reported no outcome, or %NULL
   * for none.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_RETRACTING_TEXT] =
    g_param_spec_string ("retracting-text", NULL, NULL, NULL, rw);
  /**
   * KineticPullToAction:success-text:
   * The text for a success (also announced).
   */
  props[KINETIC_PULL_TO_ACTION_PROP_SUCCESS_TEXT] =
    g_param_spec_string ("success-text", NULL, NULL, N_("Updated"), rw);
  /**
   * KineticPullToAction:no-change-text:
   * The text for an action that found nothing new (also announced).
   */
  props[KINETIC_PULL_TO_ACTION_PROP_NO_CHANGE_TEXT] =
    g_param_spec_string ("no-change-text", NULL, NULL, N_("Up to date"), rw);
  /**
   * KineticPullToAction:failure-text:
   * The text for a failure [method@PullToAction.finish] gave no message for (also announced).
   */
  props[KINETIC_PULL_TO_ACTION_PROP_FAILURE_TEXT] =
    g_param_spec_string ("failure-text", NULL, NULL, N_("Something went wrong"), rw);
  /**
   * KineticPullToAction:completed-announcement:
   * What is announced when the action completes without an outcome.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_COMPLETED_ANNOUNCEMENT] =
    g_param_spec_string ("completed-announcement", NULL, NULL, N_("Done"), rw);
  /**
   * KineticPullToAction:rubber-band:
   * The stiffness of the resistance past the content's edges: smaller resists more (0.55 is
   * UIScrollView's).
   */
  props[KINETIC_PULL_TO_ACTION_PROP_RUBBER_BAND] =
    g_param_spec_double ("rubber-band", NULL, NULL, 0.001, 100, 0.55, rw);
  /**
   * KineticPullToAction:deceleration-rate:
   * The fraction of a flick's velocity kept after each millisecond (0.998 is UIScrollView's).
   */
  props[KINETIC_PULL_TO_ACTION_PROP_DECELERATION_RATE] =
    g_param_spec_double ("deceleration-rate", NULL, NULL, 0.5, 0.999999, 0.998, rw);
  /**
   * KineticPullToAction:bounce-duration:
   * The perceptual duration, in seconds, of the spring that brings overscrolled content back to
   * its edge.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_BOUNCE_DURATION] =
    g_param_spec_double ("bounce-duration", NULL, NULL, 0.001, 1000, 0.45, rw);
  /**
   * KineticPullToAction:bounce-bounce:
   * How much that spring overshoots the edge, as [property@PullToAction:spring-bounce].
   */
  props[KINETIC_PULL_TO_ACTION_PROP_BOUNCE_BOUNCE] =
    g_param_spec_double ("bounce-bounce", NULL, NULL, -1, 1, 0, rw);
  /**
   * KineticPullToAction:always-bounces:
   * Whether content shorter than the control can still be pulled (needed to refresh a short
   * list).
   */
  props[KINETIC_PULL_TO_ACTION_PROP_ALWAYS_BOUNCES] =
    g_param_spec_boolean ("always-bounces", NULL, NULL, TRUE, rw);
  /**
   * KineticPullToAction:visualizer:
   * Where the status view sits in the area the pull reveals. %KINETIC_PULL_TO_ACTION_VISUALIZER_CUSTOM
   * reads when Swift set a visualizer of its own; setting it changes nothing.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_VISUALIZER] =
    g_param_spec_enum ("visualizer", NULL, NULL, KINETIC_TYPE_PULL_TO_ACTION_VISUALIZER,
                       KINETIC_PULL_TO_ACTION_VISUALIZER_BOTTOM, rw);
  /**
   * KineticPullToAction:awaits-result:
   * Whether a triggered action shows that it is working until [method@PullToAction.finish]
   * reports its outcome; otherwise the control retracts on its own after
   * [property@PullToAction:minimum-executing-duration].
   */
  props[KINETIC_PULL_TO_ACTION_PROP_AWAITS_RESULT] =
    g_param_spec_boolean ("awaits-result", NULL, NULL, FALSE, rw);
  /**
   * KineticPullToAction:action-label:
   * What assistive technologies and the description call the action ("Refresh", or "Load more"
   * at the bottom).
   */
  props[KINETIC_PULL_TO_ACTION_PROP_ACTION_LABEL] =
    g_param_spec_string ("action-label", NULL, NULL, N_("Refresh"), rw);
  /**
   * KineticPullToAction:hint:
   * How to run the action, for assistive technologies: the control's description at rest. %NULL
   * describes the pull and its keys in the user's language ("Pull down, or press F5 or Ctrl+R, to
   * refresh").
   */
  props[KINETIC_PULL_TO_ACTION_PROP_HINT] =
    g_param_spec_string ("hint", NULL, NULL, NULL, rw);
  /**
   * KineticPullToAction:state:
   * Where the control stands.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, KINETIC_TYPE_PULL_TO_ACTION_STATE, KINETIC_PULL_TO_ACTION_STATE_IDLE, ro);
  /**
   * KineticPullToAction:pulled-amount:
   * How far the content is pulled past the control's edge, in pixels.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_PULLED_AMOUNT] =
    g_param_spec_double ("pulled-amount", NULL, NULL, 0, G_MAXDOUBLE, 0, ro);

  /**
   * KineticPullToAction:child:
   * The widget the control scrolls (as a [class@Gtk.ScrolledWindow]'s child), which must have no
   * parent.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_CHILD] =
    g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET, rw);
  /**
   * KineticPullToAction:status-view:
   * The widget shown in the area the pull reveals instead of the drawn status view, or %NULL for
   * the drawn one; it takes no input.
   */
  props[KINETIC_PULL_TO_ACTION_PROP_STATUS_VIEW] =
    g_param_spec_object ("status-view", NULL, NULL, GTK_TYPE_WIDGET, rw);

  kinetic_control_class_install_properties (object_class, KINETIC_PULL_TO_ACTION_N_PROPS, props);
  kinetic_control_class_set_place_part (object_class, place_part);

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
  gtk_widget_class_install_action (widget_class, "pull-to-action.refresh", NULL,
                                   kinetic_control_activate_action);
  // F5 and Ctrl+R refresh, also from inside the content (the class's shortcuts bubble up from
  // the focused row). The host's key controller, in the capture phase, lets only the first press
  // of a held key through.
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F5, 0, "pull-to-action.refresh",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK,
                                       "pull-to-action.refresh", NULL);

  add_scroll_binding (widget_class, GDK_KEY_Page_Up, 0, KINETIC_PULL_TO_ACTION_SCROLL_PAGE_BACKWARD);
  add_scroll_binding (widget_class, GDK_KEY_KP_Page_Up, 0, KINETIC_PULL_TO_ACTION_SCROLL_PAGE_BACKWARD);
  add_scroll_binding (widget_class, GDK_KEY_Page_Down, 0, KINETIC_PULL_TO_ACTION_SCROLL_PAGE_FORWARD);
  add_scroll_binding (widget_class, GDK_KEY_KP_Page_Down, 0, KINETIC_PULL_TO_ACTION_SCROLL_PAGE_FORWARD);
  add_scroll_binding (widget_class, GDK_KEY_Home, 0, KINETIC_PULL_TO_ACTION_SCROLL_START);
  add_scroll_binding (widget_class, GDK_KEY_Home, GDK_CONTROL_MASK, KINETIC_PULL_TO_ACTION_SCROLL_START);
  add_scroll_binding (widget_class, GDK_KEY_KP_Home, 0, KINETIC_PULL_TO_ACTION_SCROLL_START);
  add_scroll_binding (widget_class, GDK_KEY_End, 0, KINETIC_PULL_TO_ACTION_SCROLL_END);
  add_scroll_binding (widget_class, GDK_KEY_End, GDK_CONTROL_MASK, KINETIC_PULL_TO_ACTION_SCROLL_END);
  add_scroll_binding (widget_class, GDK_KEY_KP_End, 0, KINETIC_PULL_TO_ACTION_SCROLL_END);

  gtk_widget_class_set_css_name (widget_class, "kinetic-pull-to-action");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
kinetic_pull_to_action_init (KineticPullToAction *self)
{
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  self->hadjustment = g_object_ref_sink (gtk_adjustment_new (0, 0, 0, 0, 0, 0));
  self->vadjustment = g_object_ref_sink (gtk_adjustment_new (0, 0, 0, 0, 0, 0));
}

static void
kinetic_pull_to_action_add_child (GtkBuildable *buildable, GtkBuilder *builder, GObject *child,
                                  const char *type)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (buildable);
  if (GTK_IS_WIDGET (child) && (type == NULL || g_strcmp0 (type, "content") == 0))
    kinetic_pull_to_action_set_child (self, GTK_WIDGET (child));
  else if (GTK_IS_WIDGET (child) && g_strcmp0 (type, "status") == 0)
    kinetic_pull_to_action_set_status_view (self, GTK_WIDGET (child));
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
 * kinetic_pull_to_action_get_child: (get-property child)
 *
 * Gets [property@PullToAction:child].
 * Returns: (nullable) (transfer none): the value
 */
/**
 * kinetic_pull_to_action_set_child: (set-property child)
 * @child: (nullable): a widget without a parent, or %NULL for none
 *
 * Sets [property@PullToAction:child].
 */
ACCESSORS (PART, child, CHILD)

/**
 * kinetic_pull_to_action_get_vadjustment:
 * @self: a pull to action
 *
 * Gets the vertical adjustment a [iface@Gtk.Scrollable] content is given: the content sets its
 * bounds and page size, the control its value (within the bounds; the pull past an end moves the
 * content whole). Setting its value scrolls there, as on a [class@Gtk.ScrolledWindow]'s.
 *
 * Returns: (transfer none): the vertical adjustment
 */
GtkAdjustment *
kinetic_pull_to_action_get_vadjustment (KineticPullToAction *self)
{
  g_return_val_if_fail (KINETIC_IS_PULL_TO_ACTION (self), NULL);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (NULL);
  return self->vadjustment;
}

/**
 * kinetic_pull_to_action_get_hadjustment:
 * @self: a pull to action
 *
 * Gets the horizontal adjustment a [iface@Gtk.Scrollable] content is given: sideways wheel and
 * touchpad scrolls move its value, without physics, as a [class@Gtk.ScrolledWindow] does.
 *
 * Returns: (transfer none): the horizontal adjustment
 */
GtkAdjustment *
kinetic_pull_to_action_get_hadjustment (KineticPullToAction *self)
{
  g_return_val_if_fail (KINETIC_IS_PULL_TO_ACTION (self), NULL);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (NULL);
  return self->hadjustment;
}

/**
 * kinetic_pull_to_action_get_status_view: (get-property status-view)
 *
 * Gets [property@PullToAction:status-view].
 * Returns: (nullable) (transfer none): the value
 */
/**
 * kinetic_pull_to_action_set_status_view: (set-property status-view)
 * @status_view: (nullable): a widget without a parent, or %NULL for the drawn status view
 *
 * Sets [property@PullToAction:status-view].
 */
ACCESSORS (PART, status_view, STATUS_VIEW)

/**
 * kinetic_pull_to_action_get_state: (get-property state)
 *
 * Gets [property@PullToAction:state].
 * Returns: the value
 */
GETTER (ENUM, state, STATE, KineticPullToActionState)
/**
 * kinetic_pull_to_action_get_pulled_amount: (get-property pulled-amount)
 *
 * Gets [property@PullToAction:pulled-amount].
 * Returns: the value
 */
GETTER (DOUBLE, pulled_amount, PULLED_AMOUNT)

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
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  if (KINETIC_HOST (self))
    kinetic_pull_to_action_host_refresh (KINETIC_HOST (self));
}

/**
 * kinetic_pull_to_action_finish:
 * @self: a pull to action
 * @success: whether the action succeeded
 * @message: (nullable): on failure, what to show and announce; %NULL or empty shows
 *   [property@PullToAction:failure-text]
 *
 * Reports the outcome of the action a trigger started, when
 * [property@PullToAction:awaits-result] is set. Ignored unless the action is running.
 */
void
kinetic_pull_to_action_finish (KineticPullToAction *self, gboolean success, const char *message)
{
  g_return_if_fail (KINETIC_IS_PULL_TO_ACTION (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  if (KINETIC_HOST (self) &&
      !kinetic_pull_to_action_host_finish (KINETIC_HOST (self), success, message ? message : ""))
    g_warning ("%s: the pull to action is not running an action; the outcome was ignored.",
               G_STRFUNC);
}

void
kinetic_pull_to_action_emit_triggered (GtkWidget *widget)
{
  g_signal_emit (widget, signals[SIGNAL_TRIGGERED], 0);
}

GtkAdjustment *
kinetic_pull_to_action_get_adjustment (GtkWidget *widget, GtkOrientation orientation)
{
  KineticPullToAction *self = KINETIC_PULL_TO_ACTION (widget);
  return orientation == GTK_ORIENTATION_HORIZONTAL ? self->hadjustment : self->vadjustment;
}

// Accessors of the properties above, for C and for GObject Introspection's languages.

/**
 * kinetic_pull_to_action_get_pull_threshold: (get-property pull-threshold)
 *
 * Gets [property@PullToAction:pull-threshold].
 * Returns: the value
 */
/**
 * kinetic_pull_to_action_set_pull_threshold: (set-property pull-threshold)
 * @value: the new value
 *
 * Sets [property@PullToAction:pull-threshold].
 */
ACCESSORS (DOUBLE, pull_threshold, PULL_THRESHOLD)
/**
 * kinetic_pull_to_action_get_executing_height: (get-property executing-height)
 *
 * Gets [property@PullToAction:executing-height].
 * Returns: the value
 */
/**
 * kinetic_pull_to_action_set_executing_height: (set-property executing-height)
 * @value: the new value
 *
 * Sets [property@PullToAction:executing-height].
 */
ACCESSORS (DOUBLE, executing_height, EXECUTING_HEIGHT)
/**
 * kinetic_pull_to_action_get_edge: (get-property edge)
 *
 * Gets [property@PullToAction:edge].
 * Returns: the value
 */
/**
 * kinetic_pull_to_action_set_edge: (set-property edge)
 * @value: the new value
 *
 * Sets [property@PullToAction:edge].
 */
ACCESSORS (ENUM, edge, EDGE, KineticPullToActionEdge)
/**
 * kinetic_pull_to_action_get_trigger_mode: (get-property trigger-mode)
 *
 * Gets [property@PullToAction:trigger-mode].
 * Returns: the value
 */
/**
 * kinetic_pull_to_action_set_trigger_mode: (set-property trigger-mode)
 * @value: the new value
 *
 * Sets [property@PullToAction:trigger-mode].
 */
ACCESSORS (ENUM, trigger_mode, TRIGGER_MODE, KineticPullToActionTriggerMode)
/**
 * kinetic_pull_to_action_get_minimum_executing_duration: (get-property minimum-executing-duration)
 *
 * Gets [property@PullToAction:minimum-executing-duration].
 * Returns: the value
 */
/**
 * kinetic_pull_to_action_set_minimum_executing_duration: (set-property minimum-executing-duration)
 * @value: the new value
 *
 * Sets [property@PullToAction:minimum-executing-duration].
 */
ACCESSORS (DOUBLE, minimum_executing_duration, MINIMUM_EXECUTING_DURATION)
/**
 * kinetic_pull_to_action_get_outcome_display_duration: (get-property outcome-display-duration)
 *
 * Gets [property@PullToAction:outcome-display-duration].
 * Returns: the value
 */
/**
 * kinetic_pull_to_action_set_outcome_display_duration: (set-property outcome-display-duration)
 * @value: the new value
 *
 * Sets [property@PullToAction:outcome-display-duration].
 */
ACCESSORS (DOUBLE, outcome_display_duration, OUTCOME_DISPLAY_DURATION)
/**
 * kinetic_pull_to_action_get_arrow_turn_duration: (get-property arrow-turn-duration)
 *
 * Gets [property@PullToAction:arrow-turn-duration].
 * Returns: the value
 */
/**
 * kinetic_pull_to_action_set_arrow_turn_duration: (set-property arrow-turn-duration)
 * @value: the new value
 *
 * Sets [property@PullToAction:arrow-turn-duration].
 */
ACCESSORS (DOUBLE, arrow_turn_duration, ARROW_TURN_DURATION)
/**
 * kinetic_pull_to_action_get_spring_duration: (get-property spring-duration)
 *
 * Gets [property@PullToAction:spring-duration].
 * Returns: the value
 */
/**
 * kinetic_pull_to_action_set_spring_duration: (set-property spring-duration)
 * @value: the new value
 *
 * Sets [property@PullToAction:spring-duration].
 */
ACCESSORS (DOUBLE, spring_duration, SPRING_DURATION)
/**
 * kinetic_pull_to_action_get_spring_bounce: (get-property spring-bounce)
 *
 * Gets [property@PullToAction:spring-bounce].
 * Returns: the value
 */
/**
 * kinetic_pull_to_action_set_spring_bounce: (set-property spring-bounce)
 * @value: the new value
 *
 * Sets [property@PullToAction:spring-bounce].
 */
ACCESSORS (DOUBLE, spring_bounce, SPRING_BOUNCE)
/**
 * kinetic_pull_to_action_get_reduces_motion: (get-property reduces-motion)
 *
 * Gets [property@PullToAction:reduces-motion].
 * Returns: the value
 */
/**
 * kinetic_pull_to_action_set_reduces_motion: (set-property reduces-motion)
 * @value: the new value
 *
 * Sets [property@PullToAction:reduces-motion].
 */
ACCESSORS (BOOLEAN, reduces_motion, REDUCES_MOTION)
/**
 * kinetic_pull_to_action_get_enabled: (get-property enabled)
 *
 * Gets [property@PullToAction:enabled].
 * Returns: the value
 */
/**
 * kinetic_pull_to_action_set_enabled: (set-property enabled)
 * @value: the new value
 *
 * Sets [property@PullToAction:enabled].
 */
ACCESSORS (BOOLEAN, enabled, ENABLED)
/**
 * kinetic_pull_to_action_get_pulling_text: (get-property pulling-text)
 *
 * Gets [property@PullToAction:pulling-text].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_pull_to_action_set_pulling_text: (set-property pulling-text)
 * @value: (nullable): the new value
 *
 * Sets [property@PullToAction:pulling-text].
 */
ACCESSORS (STRING, pulling_text, PULLING_TEXT)
/**
 * kinetic_pull_to_action_get_triggered_text: (get-property triggered-text)
 *
 * Gets [property@PullToAction:triggered-text].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_pull_to_action_set_triggered_text: (set-property triggered-text)
 * @value: (nullable): the new value
 *
 * Sets [property@PullToAction:triggered-text].
 */
ACCESSORS (STRING, triggered_text, TRIGGERED_TEXT)
/**
 * kinetic_pull_to_action_get_executing_text: (get-property executing-text)
 *
 * Gets [property@PullToAction:executing-text].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_pull_to_action_set_executing_text: (set-property executing-text)
 * @value: (nullable): the new value
 *
 * Sets [property@PullToAction:executing-text].
 */
ACCESSORS (STRING, executing_text, EXECUTING_TEXT)
/**
 * kinetic_pull_to_action_get_retracting_text: (get-property retracting-text)
 *
 * Gets [property@PullToAction:retracting-text].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_pull_to_action_set_retracting_text: (set-property retracting-text)
 * @value: (nullable): the new value
 *
 * Sets [property@PullToAction:retracting-text].
 */
ACCESSORS (STRING, retracting_text, RETRACTING_TEXT)
/**
 * kinetic_pull_to_action_get_success_text: (get-property success-text)
 *
 * Gets [property@PullToAction:success-text].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_pull_to_action_set_success_text: (set-property success-text)
 * @value: (nullable): the new value
 *
 * Sets [property@PullToAction:success-text].
 */
ACCESSORS (STRING, success_text, SUCCESS_TEXT)
/**
 * kinetic_pull_to_action_get_no_change_text: (get-property no-change-text)
 *
 * Gets [property@PullToAction:no-change-text].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_pull_to_action_set_no_change_text: (set-property no-change-text)
 * @value: (nullable): the new value
 *
 * Sets [property@PullToAction:no-change-text].
 */
ACCESSORS (STRING, no_change_text, NO_CHANGE_TEXT)
/**
 * kinetic_pull_to_action_get_failure_text: (get-property failure-text)
 *
 * Gets [property@PullToAction:failure-text].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_pull_to_action_set_failure_text: (set-property failure-text)
 * @value: (nullable): the new value
 *
 * Sets [property@PullToAction:failure-text].
 */
ACCESSORS (STRING, failure_text, FAILURE_TEXT)
/**
 * kinetic_pull_to_action_get_completed_announcement: (get-property completed-announcement)
 *
 * Gets [property@PullToAction:completed-announcement].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_pull_to_action_set_completed_announcement: (set-property completed-announcement)
 * @value: (nullable): the new value
 *
 * Sets [property@PullToAction:completed-announcement].
 */
ACCESSORS (STRING, completed_announcement, COMPLETED_ANNOUNCEMENT)
/**
 * kinetic_pull_to_action_get_rubber_band: (get-property rubber-band)
 *
 * Gets [property@PullToAction:rubber-band].
 * Returns: the value
 */
/**
 * kinetic_pull_to_action_set_rubber_band: (set-property rubber-band)
 * @value: the new value
 *
 * Sets [property@PullToAction:rubber-band].
 */
ACCESSORS (DOUBLE, rubber_band, RUBBER_BAND)
/**
 * kinetic_pull_to_action_get_deceleration_rate: (get-property deceleration-rate)
 *
 * Gets [property@PullToAction:deceleration-rate].
 * Returns: the value
 */
/**
 * kinetic_pull_to_action_set_deceleration_rate: (set-property deceleration-rate)
 * @value: the new value
 *
 * Sets [property@PullToAction:deceleration-rate].
 */
ACCESSORS (DOUBLE, deceleration_rate, DECELERATION_RATE)
/**
 * kinetic_pull_to_action_get_bounce_duration: (get-property bounce-duration)
 *
 * Gets [property@PullToAction:bounce-duration].
 * Returns: the value
 */
/**
 * kinetic_pull_to_action_set_bounce_duration: (set-property bounce-duration)
 * @value: the new value
 *
 * Sets [property@PullToAction:bounce-duration].
 */
ACCESSORS (DOUBLE, bounce_duration, BOUNCE_DURATION)
/**
 * kinetic_pull_to_action_get_bounce_bounce: (get-property bounce-bounce)
 *
 * Gets [property@PullToAction:bounce-bounce].
 * Returns: the value
 */
/**
 * kinetic_pull_to_action_set_bounce_bounce: (set-property bounce-bounce)
 * @value: the new value
 *
 * Sets [property@PullToAction:bounce-bounce].
 */
ACCESSORS (DOUBLE, bounce_bounce, BOUNCE_BOUNCE)
/**
 * kinetic_pull_to_action_get_always_bounces: (get-property always-bounces)
 *
 * Gets [property@PullToAction:always-bounces].
 * Returns: the value
 */
/**
 * kinetic_pull_to_action_set_always_bounces: (set-property always-bounces)
 * @value: the new value
 *
 * Sets [property@PullToAction:always-bounces].
 */
ACCESSORS (BOOLEAN, always_bounces, ALWAYS_BOUNCES)
/**
 * kinetic_pull_to_action_get_visualizer: (get-property visualizer)
 *
 * Gets [property@PullToAction:visualizer].
 * Returns: the value
 */
/**
 * kinetic_pull_to_action_set_visualizer: (set-property visualizer)
 * @value: the new value
 *
 * Sets [property@PullToAction:visualizer].
 */
ACCESSORS (ENUM, visualizer, VISUALIZER, KineticPullToActionVisualizer)
/**
 * kinetic_pull_to_action_get_awaits_result: (get-property awaits-result)
 *
 * Gets [property@PullToAction:awaits-result].
 * Returns: the value
 */
/**
 * kinetic_pull_to_action_set_awaits_result: (set-property awaits-result)
 * @value: the new value
 *
 * Sets [property@PullToAction:awaits-result].
 */
ACCESSORS (BOOLEAN, awaits_result, AWAITS_RESULT)
/**
 * kinetic_pull_to_action_get_action_label: (get-property action-label)
 *
 * Gets [property@PullToAction:action-label].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_pull_to_action_set_action_label: (set-property action-label)
 * @value: (nullable): the new value
 *
 * Sets [property@PullToAction:action-label].
 */
ACCESSORS (STRING, action_label, ACTION_LABEL)
/**
 * kinetic_pull_to_action_get_hint: (get-property hint)
 *
 * Gets [property@PullToAction:hint].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_pull_to_action_set_hint: (set-property hint)
 * @value: (nullable): the new value
 *
 * Sets [property@PullToAction:hint].
 */
ACCESSORS (STRING, hint, HINT)
