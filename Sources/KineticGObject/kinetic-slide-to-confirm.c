// KineticSlideToConfirm: the GObject class. Its behaviour (the machine, input, animation and
// drawing) is the Swift host's; this file is the type, its properties, signals, actions,
// shortcuts, CSS name, accessible role and GtkBuildable children.

#include "kinetic-slide-to-confirm.h"
#include "kinetic-control-private.h"
#include "kinetic-host.h"
#include "kinetic-i18n.h"
#include "kinetic-main-thread.h"
#include "kinetic-slide-to-confirm-properties.h"

// The accessors of a property the control stores, in one line (kinetic-control-private.h).
#define ACCESSORS(KIND, ...) \
  KINETIC_DEFINE_##KIND##_ACCESSORS (SlideToConfirm, slide_to_confirm, SLIDE_TO_CONFIRM, __VA_ARGS__)
#define GETTER(KIND, ...) \
  KINETIC_DEFINE_##KIND##_GETTER (SlideToConfirm, slide_to_confirm, SLIDE_TO_CONFIRM, __VA_ARGS__)

/**
 * KineticSlideToConfirm:
 *
 * A control that confirms a consequential action when the user slides its thumb to the end.
 *
 * A drag on the thumb (pointer, touch or stylus) moves it; released at the end, or flung towards
 * it, the control emits [signal@SlideToConfirm::confirmed]. Released short of the end, the thumb
 * springs back. From the keyboard or an assistive technology, one activation (Return, Enter or
 * Space, or the `slide-to-confirm.confirm` action) arms the control and a second one within
 * [property@SlideToConfirm:confirmation-window] seconds confirms, so one accidental press never
 * does.
 *
 * With [property@SlideToConfirm:awaits-result] set, a confirmed control shows that it is working
 * until the app calls [method@SlideToConfirm.finish] with the outcome, which shows for
 * [property@SlideToConfirm:result-display-duration] seconds before the control resets.
 *
 * The horizontal travel follows the widget's text direction (right to left under a
 * right-to-left locale; set one with [method@Gtk.Widget.set_direction]). `gtk-enable-animations`
 * and [property@SlideToConfirm:reduces-motion] reduce motion.
 *
 * ## GtkBuildable
 *
 * A `<child type="thumb">` replaces the drawn thumb and a `<child type="track">` the drawn track;
 * both show without taking input (the control drags).
 *
 * ## CSS nodes
 *
 * ```
 * kinetic-slide-to-confirm[.suggested-action][.destructive-action][.flat]
 * ├── track
 * ├── fill
 * ╰── thumb
 * ```
 *
 * `kinetic-slide-to-confirm` has three subnodes that draw nothing and carry the drawn parts'
 * colours: `track` (`background-color`, `border-color`, and `color` for the prompt), `fill`
 * (`background-color`, behind the thumb) and `thumb` (`background-color`, and `color` for the
 * title). CSS on them styles one slide:
 * `kinetic-slide-to-confirm.destructive-action > fill { background-color: @error_color; }`. The
 * style classes `.suggested-action`, `.destructive-action` and `.flat` restyle the slide as they
 * do a button. The other colours come from the named colours listed in Kinetic's stylesheet,
 * which follow the theme and which an app's CSS may redefine.
 *
 * ## Accessibility
 *
 * The accessible role is %GTK_ACCESSIBLE_ROLE_BUTTON, labelled with the prompt and described
 * with [property@SlideToConfirm:hint]. What is announced is what is shown (the armed, working,
 * success and failure texts), so each text is set in one place.
 *
 * ## Actions
 *
 * `slide-to-confirm.confirm` arms, then confirms (Return, Enter and Space are its shortcuts); it
 * is the control's one action, the default that assistive technologies run. Escape disarms an
 * armed control; [method@SlideToConfirm.reset] sends the control back to rest.
 *
 * ## Example
 *
 * A slide that pays, showing that it works until the payment is done:
 *
 * ```xml
 * <object class="KineticSlideToConfirm">
 *   <property name="title">Pay</property>
 *   <property name="prompt">Slide to pay 24 €</property>
 *   <property name="awaits-result">True</property>
 *   <signal name="confirmed" handler="pay_confirmed"/>
 * </object>
 * ```
 *
 * ```c
 * static void
 * pay_confirmed (KineticSlideToConfirm *slide, gpointer user_data)
 * {
 *   // Start the payment; when it is done (here at once), tell the slide the outcome.
 *   kinetic_slide_to_confirm_finish (slide, FALSE, "Card declined");
 * }
 * ```
 */
struct _KineticSlideToConfirm {
  KineticControl parent_instance;
};

static void kinetic_slide_to_confirm_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (KineticSlideToConfirm, kinetic_slide_to_confirm,
                               KINETIC_TYPE_CONTROL,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      kinetic_slide_to_confirm_buildable_init)
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_ORIENTABLE, NULL))

static GParamSpec *props[KINETIC_SLIDE_TO_CONFIRM_N_PROPS];

enum {
  SIGNAL_CONFIRMED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

static GtkBuildableIface *parent_buildable_iface;

KINETIC_DEFINE_ENUM_TYPE (KineticSlideToConfirmState, kinetic_slide_to_confirm_state,
  KINETIC_ENUM_VALUE (KINETIC_SLIDE_TO_CONFIRM_STATE_IDLE, "idle"),
  KINETIC_ENUM_VALUE (KINETIC_SLIDE_TO_CONFIRM_STATE_UPDATING, "updating"),
  KINETIC_ENUM_VALUE (KINETIC_SLIDE_TO_CONFIRM_STATE_ARMED, "armed"),
  KINETIC_ENUM_VALUE (KINETIC_SLIDE_TO_CONFIRM_STATE_COMPLETED, "completed"),
  KINETIC_ENUM_VALUE (KINETIC_SLIDE_TO_CONFIRM_STATE_WORKING, "working"),
  KINETIC_ENUM_VALUE (KINETIC_SLIDE_TO_CONFIRM_STATE_SUCCEEDED, "succeeded"),
  KINETIC_ENUM_VALUE (KINETIC_SLIDE_TO_CONFIRM_STATE_FAILED, "failed"),
  KINETIC_ENUM_VALUE (KINETIC_SLIDE_TO_CONFIRM_STATE_RESETTING, "resetting"))

#define PART(self, NAME) \
  ((GtkWidget *) kinetic_control_get_object (KINETIC_CONTROL (self), \
                                             KINETIC_SLIDE_TO_CONFIRM_PROP_##NAME))

static void
place_part (KineticControl *self, guint prop_id, GtkWidget *old, GtkWidget *part)
{
  if (old)
    gtk_widget_unparent (old);
  if (part == NULL)
    return;
  // The track sits under everything the control draws, the thumb over it.
  if (prop_id == KINETIC_SLIDE_TO_CONFIRM_PROP_TRACK)
    gtk_widget_insert_after (part, GTK_WIDGET (self), NULL);
  else
    gtk_widget_insert_before (part, GTK_WIDGET (self), NULL);
  gtk_widget_set_can_target (part, FALSE);
}

static void
kinetic_slide_to_confirm_dispose (GObject *object)
{
  KineticSlideToConfirm *self = KINETIC_SLIDE_TO_CONFIRM (object);
  if (!kinetic_control_release_host (KINETIC_CONTROL (object)))
    return;
  kinetic_control_clear_parts (KINETIC_CONTROL (self));
  G_OBJECT_CLASS (kinetic_slide_to_confirm_parent_class)->dispose (object);
}

static void
kinetic_slide_to_confirm_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  KineticSlideToConfirm *self = KINETIC_SLIDE_TO_CONFIRM (widget);
  gpointer host = KINETIC_HOST (self);
  if (PART (self, TRACK))
    gtk_widget_snapshot_child (widget, PART (self, TRACK), snapshot);
  if (host)
    kinetic_host_snapshot (host, snapshot);
  if (PART (self, THUMB))
    gtk_widget_snapshot_child (widget, PART (self, THUMB), snapshot);
}

static void
kinetic_slide_to_confirm_class_init (KineticSlideToConfirmClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kinetic_slide_to_confirm_dispose;

  widget_class->snapshot = kinetic_slide_to_confirm_snapshot;

  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  /**
   * KineticSlideToConfirm:title:
   * The text on the thumb; the look adds an arrow pointing the way to slide. Held to 200
   * characters of at most 30 combining marks each; a longer text is shortened.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, N_("Confirm"), rw);
  /**
   * KineticSlideToConfirm:prompt:
   * The text on the track, which also labels the control for assistive technologies. Held to
   * 200 characters of at most 30 combining marks each; a longer text is shortened.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_PROMPT] =
    g_param_spec_string ("prompt", NULL, NULL, N_("Slide to confirm"), rw);
  /**
   * KineticSlideToConfirm:thumb-width:
   * The thumb's extent along the track, in pixels: at most 4096, so that no value asks GTK for
   * a surface it cannot make.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_THUMB_WIDTH] =
    g_param_spec_double ("thumb-width", NULL, NULL, 0, 4096, 100, rw);
  /**
   * KineticSlideToConfirm:resets-when-completed:
   * Whether the thumb goes back to the start after a confirmed slide.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_RESETS_WHEN_COMPLETED] =
    g_param_spec_boolean ("resets-when-completed", NULL, NULL, TRUE, rw);
  /**
   * KineticSlideToConfirm:completion-reset-delay:
   * How long, in seconds, the thumb rests at the end before it goes back.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_COMPLETION_RESET_DELAY] =
    g_param_spec_double ("completion-reset-delay", NULL, NULL, 0, 3600, 0.3, rw);
  /**
   * KineticSlideToConfirm:reset-animation-duration:
   * How long, in seconds, the thumb takes to go back to the start.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_RESET_ANIMATION_DURATION] =
    g_param_spec_double ("reset-animation-duration", NULL, NULL, 0, 60, 0.2, rw);
  /**
   * KineticSlideToConfirm:completion-threshold:
   * The fraction of the track the thumb must reach to confirm; 1 is the end.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_COMPLETION_THRESHOLD] =
    g_param_spec_double ("completion-threshold", NULL, NULL, 0, 1, 1, rw);
  /**
   * KineticSlideToConfirm:completes-on-fling:
   * Whether a fast fling towards the end confirms though the thumb was released short of it.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_COMPLETES_ON_FLING] =
    g_param_spec_boolean ("completes-on-fling", NULL, NULL, TRUE, rw);
  /**
   * KineticSlideToConfirm:fling-minimum-progress:
   * How far along, as a fraction, a fling must start to confirm.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_FLING_MINIMUM_PROGRESS] =
    g_param_spec_double ("fling-minimum-progress", NULL, NULL, 0, 1, 0.5, rw);
  /**
   * KineticSlideToConfirm:fling-minimum-velocity:
   * How fast, in pixels per second towards the end, a release must be to count as a fling.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_FLING_MINIMUM_VELOCITY] =
    g_param_spec_double ("fling-minimum-velocity", NULL, NULL, 0, 1e6, 1000, rw);
  /**
   * KineticSlideToConfirm:snaps-back-with-spring:
   * Whether a release short of the end springs back carrying the finger's velocity, rather
   * than easing back.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_SNAPS_BACK_WITH_SPRING] =
    g_param_spec_boolean ("snaps-back-with-spring", NULL, NULL, TRUE, rw);
  /**
   * KineticSlideToConfirm:snap-back-bounce:
   * How much the snap-back spring overshoots the start, from 0 (none) towards 1.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_SNAP_BACK_BOUNCE] =
    g_param_spec_double ("snap-back-bounce", NULL, NULL, 0, 1, 0, rw);
  /**
   * KineticSlideToConfirm:drags-from-anywhere:
   * Whether a drag may start anywhere on the control and make the thumb jump under the finger.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_DRAGS_FROM_ANYWHERE] =
    g_param_spec_boolean ("drags-from-anywhere", NULL, NULL, FALSE, rw);
  /**
   * KineticSlideToConfirm:awaits-result:
   * Whether a confirmation shows that it is working until [method@SlideToConfirm.finish] reports
   * the action's outcome.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_AWAITS_RESULT] =
    g_param_spec_boolean ("awaits-result", NULL, NULL, FALSE, rw);
  /**
   * KineticSlideToConfirm:result-display-duration:
   * How long, in seconds, a success or failure stays on show.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_RESULT_DISPLAY_DURATION] =
    g_param_spec_double ("result-display-duration", NULL, NULL, 0, 3600, 1.2, rw);
  /**
   * KineticSlideToConfirm:confirmation-window:
   * How long, in seconds, one keyboard or assistive activation stays armed waiting for the
   * second.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_CONFIRMATION_WINDOW] =
    g_param_spec_double ("confirmation-window", NULL, NULL, 0, 3600, 3, rw);
  /**
   * KineticSlideToConfirm:reduces-motion:
   * Whether motion is reduced: positions jump instead of travelling. Motion is also reduced
   * while the `gtk-enable-animations` setting is off.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_REDUCES_MOTION] =
    g_param_spec_boolean ("reduces-motion", NULL, NULL, FALSE, rw);
  /**
   * KineticSlideToConfirm:state:
   * Where the control stands.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, KINETIC_TYPE_SLIDE_TO_CONFIRM_STATE, KINETIC_SLIDE_TO_CONFIRM_STATE_IDLE, ro);
  /**
   * KineticSlideToConfirm:progress:
   * How far the thumb has travelled, from 0 at the start to 1 at the end.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_PROGRESS] =
    g_param_spec_double ("progress", NULL, NULL, 0, 1, 0, ro);

  /**
   * KineticSlideToConfirm:thumb:
   * A widget drawn in place of the drawn thumb, or %NULL for the drawn one; it must have no
   * parent, takes no input, and is allocated the thumb's rectangle as it moves.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_THUMB] =
    g_param_spec_object ("thumb", NULL, NULL, GTK_TYPE_WIDGET, rw);
  /**
   * KineticSlideToConfirm:track:
   * A widget drawn in place of the drawn track, or %NULL for the drawn one; it must have no
   * parent, takes no input, and is allocated the whole control.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_TRACK] =
    g_param_spec_object ("track", NULL, NULL, GTK_TYPE_WIDGET, rw);

  /**
   * KineticSlideToConfirm:armed-text:
   * Shown and announced while one keyboard or assistive activation waits for the second.
   *
   * Like every text property of Kinetic's, at its default it shows in the user's language.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_ARMED_TEXT] =
    g_param_spec_string ("armed-text", NULL, NULL, N_("Press again to confirm"), rw);
  /**
   * KineticSlideToConfirm:working-text:
   * Shown and announced while the app's action runs (see
   * [property@SlideToConfirm:awaits-result]).
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_WORKING_TEXT] =
    g_param_spec_string ("working-text", NULL, NULL, N_("Working…"), rw);
  /**
   * KineticSlideToConfirm:success-text:
   * Shown and announced when the app's action succeeded, and announced when a confirmation
   * needs no result.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_SUCCESS_TEXT] =
    g_param_spec_string ("success-text", NULL, NULL, N_("Done"), rw);
  /**
   * KineticSlideToConfirm:failure-text:
   * Shown and announced for a failure that [method@SlideToConfirm.finish] gave no message for.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_FAILURE_TEXT] =
    g_param_spec_string ("failure-text", NULL, NULL, N_("Something went wrong"), rw);
  /**
   * KineticSlideToConfirm:hint:
   * How to use the control, the accessible description assistive technologies read at rest.
   */
  props[KINETIC_SLIDE_TO_CONFIRM_PROP_HINT] =
    g_param_spec_string ("hint", NULL, NULL,
                         N_("Slide to the end, or press Enter twice, to confirm"), rw);

  kinetic_control_class_install_properties (object_class, KINETIC_SLIDE_TO_CONFIRM_N_PROPS,
                                            props);
  kinetic_control_class_set_place_part (object_class, place_part);
  kinetic_control_class_override_property (object_class, KINETIC_SLIDE_TO_CONFIRM_PROP_ORIENTATION,
                                           "orientation");

  /**
   * KineticSlideToConfirm::confirmed:
   *
   * Emitted when the user confirms: the thumb reached the end, or a second activation came
   * within the confirmation window. With [property@SlideToConfirm:awaits-result] set, report the
   * action's outcome with [method@SlideToConfirm.finish].
   */
  signals[SIGNAL_CONFIRMED] = g_signal_new ("confirmed", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  // GTK offers a class's actions to assistive technologies: confirm is the only one, so it is the
  // default action a screen reader's "activate" runs (reset is a method).
  gtk_widget_class_install_action (widget_class, "slide-to-confirm.confirm", NULL,
                                   kinetic_control_activate_action);
  // Return, Enter and Space arm and confirm as the action does. The host's key controller, in
  // the capture phase, lets only the first press of a held key through: auto-repeat never
  // confirms.
  static const guint confirm_keys[] = {
    GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space,
  };
  for (guint i = 0; i < G_N_ELEMENTS (confirm_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, confirm_keys[i], 0,
                                         "slide-to-confirm.confirm", NULL);

  gtk_widget_class_set_css_name (widget_class, "kinetic-slide-to-confirm");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
kinetic_slide_to_confirm_init (KineticSlideToConfirm *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
}

static void
kinetic_slide_to_confirm_add_child (GtkBuildable *buildable, GtkBuilder *builder, GObject *child,
                                    const char *type)
{
  KineticSlideToConfirm *self = KINETIC_SLIDE_TO_CONFIRM (buildable);
  if (GTK_IS_WIDGET (child) && g_strcmp0 (type, "thumb") == 0)
    kinetic_slide_to_confirm_set_thumb (self, GTK_WIDGET (child));
  else if (GTK_IS_WIDGET (child) && g_strcmp0 (type, "track") == 0)
    kinetic_slide_to_confirm_set_track (self, GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
kinetic_slide_to_confirm_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = kinetic_slide_to_confirm_add_child;
}

/**
 * kinetic_slide_to_confirm_new:
 *
 * Creates a slide to confirm with the original's defaults.
 *
 * Returns: the new widget
 */
GtkWidget *
kinetic_slide_to_confirm_new (void)
{
  return g_object_new (KINETIC_TYPE_SLIDE_TO_CONFIRM, NULL);
}

/**
 * kinetic_slide_to_confirm_get_state: (get-property state)
 *
 * Gets [property@SlideToConfirm:state].
 * Returns: the value
 */
GETTER (ENUM, state, STATE, KineticSlideToConfirmState)
/**
 * kinetic_slide_to_confirm_get_progress: (get-property progress)
 *
 * Gets [property@SlideToConfirm:progress].
 * Returns: the value
 */
GETTER (DOUBLE, progress, PROGRESS)

/**
 * kinetic_slide_to_confirm_confirm:
 * @self: a slide to confirm
 *
 * Confirms at once, as if the user had slid to the end.
 */
void
kinetic_slide_to_confirm_confirm (KineticSlideToConfirm *self)
{
  g_return_if_fail (KINETIC_IS_SLIDE_TO_CONFIRM (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  if (KINETIC_HOST (self))
    kinetic_slide_to_confirm_host_complete (KINETIC_HOST (self));
}

/**
 * kinetic_slide_to_confirm_reset:
 * @self: a slide to confirm
 *
 * Sends the control back to rest.
 */
void
kinetic_slide_to_confirm_reset (KineticSlideToConfirm *self)
{
  g_return_if_fail (KINETIC_IS_SLIDE_TO_CONFIRM (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  if (KINETIC_HOST (self))
    kinetic_slide_to_confirm_host_reset (KINETIC_HOST (self));
}

/**
 * kinetic_slide_to_confirm_finish:
 * @self: a slide to confirm
 * @success: whether the action succeeded
 * @message: (nullable): on failure, what to show and announce; %NULL or empty shows
 *   [property@SlideToConfirm:failure-text]
 *
 * Reports the outcome of the action a confirmation started, when
 * [property@SlideToConfirm:awaits-result] is set.
 */
void
kinetic_slide_to_confirm_finish (KineticSlideToConfirm *self, gboolean success,
                                 const char *message)
{
  g_return_if_fail (KINETIC_IS_SLIDE_TO_CONFIRM (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  if (KINETIC_HOST (self) &&
      !kinetic_slide_to_confirm_host_finish (KINETIC_HOST (self), success, message ? message : ""))
    g_warning ("%s: the slide to confirm is not waiting for an action's outcome; it was ignored.",
               G_STRFUNC);
}

void
kinetic_slide_to_confirm_emit_confirmed (GtkWidget *widget)
{
  g_signal_emit (widget, signals[SIGNAL_CONFIRMED], 0);
}

// Accessors of the properties above, for C and for GObject Introspection's languages.

/**
 * kinetic_slide_to_confirm_get_title: (get-property title)
 *
 * Gets [property@SlideToConfirm:title].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_slide_to_confirm_set_title: (set-property title)
 * @value: (nullable): the new value
 *
 * Sets [property@SlideToConfirm:title].
 */
ACCESSORS (STRING, title, TITLE)
/**
 * kinetic_slide_to_confirm_get_prompt: (get-property prompt)
 *
 * Gets [property@SlideToConfirm:prompt].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_slide_to_confirm_set_prompt: (set-property prompt)
 * @value: (nullable): the new value
 *
 * Sets [property@SlideToConfirm:prompt].
 */
ACCESSORS (STRING, prompt, PROMPT)
/**
 * kinetic_slide_to_confirm_get_thumb_width: (get-property thumb-width)
 *
 * Gets [property@SlideToConfirm:thumb-width].
 * Returns: the value
 */
/**
 * kinetic_slide_to_confirm_set_thumb_width: (set-property thumb-width)
 * @value: the new value
 *
 * Sets [property@SlideToConfirm:thumb-width].
 */
ACCESSORS (DOUBLE, thumb_width, THUMB_WIDTH)
/**
 * kinetic_slide_to_confirm_get_thumb: (get-property thumb)
 *
 * Gets [property@SlideToConfirm:thumb].
 * Returns: (nullable) (transfer none): the value
 */
/**
 * kinetic_slide_to_confirm_set_thumb: (set-property thumb)
 * @thumb: (nullable): a widget without a parent, or %NULL for the drawn thumb
 *
 * Sets [property@SlideToConfirm:thumb].
 */
ACCESSORS (PART, thumb, THUMB)
/**
 * kinetic_slide_to_confirm_get_track: (get-property track)
 *
 * Gets [property@SlideToConfirm:track].
 * Returns: (nullable) (transfer none): the value
 */
/**
 * kinetic_slide_to_confirm_set_track: (set-property track)
 * @track: (nullable): a widget without a parent, or %NULL for the drawn track
 *
 * Sets [property@SlideToConfirm:track].
 */
ACCESSORS (PART, track, TRACK)
/**
 * kinetic_slide_to_confirm_get_resets_when_completed: (get-property resets-when-completed)
 *
 * Gets [property@SlideToConfirm:resets-when-completed].
 * Returns: the value
 */
/**
 * kinetic_slide_to_confirm_set_resets_when_completed: (set-property resets-when-completed)
 * @value: the new value
 *
 * Sets [property@SlideToConfirm:resets-when-completed].
 */
ACCESSORS (BOOLEAN, resets_when_completed, RESETS_WHEN_COMPLETED)
/**
 * kinetic_slide_to_confirm_get_completion_reset_delay: (get-property completion-reset-delay)
 *
 * Gets [property@SlideToConfirm:completion-reset-delay].
 * Returns: the value
 */
/**
 * kinetic_slide_to_confirm_set_completion_reset_delay: (set-property completion-reset-delay)
 * @value: the new value
 *
 * Sets [property@SlideToConfirm:completion-reset-delay].
 */
ACCESSORS (DOUBLE, completion_reset_delay, COMPLETION_RESET_DELAY)
/**
 * kinetic_slide_to_confirm_get_reset_animation_duration: (get-property reset-animation-duration)
 *
 * Gets [property@SlideToConfirm:reset-animation-duration].
 * Returns: the value
 */
/**
 * kinetic_slide_to_confirm_set_reset_animation_duration: (set-property reset-animation-duration)
 * @value: the new value
 *
 * Sets [property@SlideToConfirm:reset-animation-duration].
 */
ACCESSORS (DOUBLE, reset_animation_duration, RESET_ANIMATION_DURATION)
/**
 * kinetic_slide_to_confirm_get_completion_threshold: (get-property completion-threshold)
 *
 * Gets [property@SlideToConfirm:completion-threshold].
 * Returns: the value
 */
/**
 * kinetic_slide_to_confirm_set_completion_threshold: (set-property completion-threshold)
 * @value: the new value
 *
 * Sets [property@SlideToConfirm:completion-threshold].
 */
ACCESSORS (DOUBLE, completion_threshold, COMPLETION_THRESHOLD)
/**
 * kinetic_slide_to_confirm_get_completes_on_fling: (get-property completes-on-fling)
 *
 * Gets [property@SlideToConfirm:completes-on-fling].
 * Returns: the value
 */
/**
 * kinetic_slide_to_confirm_set_completes_on_fling: (set-property completes-on-fling)
 * @value: the new value
 *
 * Sets [property@SlideToConfirm:completes-on-fling].
 */
ACCESSORS (BOOLEAN, completes_on_fling, COMPLETES_ON_FLING)
/**
 * kinetic_slide_to_confirm_get_fling_minimum_progress: (get-property fling-minimum-progress)
 *
 * Gets [property@SlideToConfirm:fling-minimum-progress].
 * Returns: the value
 */
/**
 * kinetic_slide_to_confirm_set_fling_minimum_progress: (set-property fling-minimum-progress)
 * @value: the new value
 *
 * Sets [property@SlideToConfirm:fling-minimum-progress].
 */
ACCESSORS (DOUBLE, fling_minimum_progress, FLING_MINIMUM_PROGRESS)
/**
 * kinetic_slide_to_confirm_get_fling_minimum_velocity: (get-property fling-minimum-velocity)
 *
 * Gets [property@SlideToConfirm:fling-minimum-velocity].
 * Returns: the value
 */
/**
 * kinetic_slide_to_confirm_set_fling_minimum_velocity: (set-property fling-minimum-velocity)
 * @value: the new value
 *
 * Sets [property@SlideToConfirm:fling-minimum-velocity].
 */
ACCESSORS (DOUBLE, fling_minimum_velocity, FLING_MINIMUM_VELOCITY)
/**
 * kinetic_slide_to_confirm_get_snaps_back_with_spring: (get-property snaps-back-with-spring)
 *
 * Gets [property@SlideToConfirm:snaps-back-with-spring].
 * Returns: the value
 */
/**
 * kinetic_slide_to_confirm_set_snaps_back_with_spring: (set-property snaps-back-with-spring)
 * @value: the new value
 *
 * Sets [property@SlideToConfirm:snaps-back-with-spring].
 */
ACCESSORS (BOOLEAN, snaps_back_with_spring, SNAPS_BACK_WITH_SPRING)
/**
 * kinetic_slide_to_confirm_get_snap_back_bounce: (get-property snap-back-bounce)
 *
 * Gets [property@SlideToConfirm:snap-back-bounce].
 * Returns: the value
 */
/**
 * kinetic_slide_to_confirm_set_snap_back_bounce: (set-property snap-back-bounce)
 * @value: the new value
 *
 * Sets [property@SlideToConfirm:snap-back-bounce].
 */
ACCESSORS (DOUBLE, snap_back_bounce, SNAP_BACK_BOUNCE)
/**
 * kinetic_slide_to_confirm_get_drags_from_anywhere: (get-property drags-from-anywhere)
 *
 * Gets [property@SlideToConfirm:drags-from-anywhere].
 * Returns: the value
 */
/**
 * kinetic_slide_to_confirm_set_drags_from_anywhere: (set-property drags-from-anywhere)
 * @value: the new value
 *
 * Sets [property@SlideToConfirm:drags-from-anywhere].
 */
ACCESSORS (BOOLEAN, drags_from_anywhere, DRAGS_FROM_ANYWHERE)
/**
 * kinetic_slide_to_confirm_get_awaits_result: (get-property awaits-result)
 *
 * Gets [property@SlideToConfirm:awaits-result].
 * Returns: the value
 */
/**
 * kinetic_slide_to_confirm_set_awaits_result: (set-property awaits-result)
 * @value: the new value
 *
 * Sets [property@SlideToConfirm:awaits-result].
 */
ACCESSORS (BOOLEAN, awaits_result, AWAITS_RESULT)
/**
 * kinetic_slide_to_confirm_get_result_display_duration: (get-property result-display-duration)
 *
 * Gets [property@SlideToConfirm:result-display-duration].
 * Returns: the value
 */
/**
 * kinetic_slide_to_confirm_set_result_display_duration: (set-property result-display-duration)
 * @value: the new value
 *
 * Sets [property@SlideToConfirm:result-display-duration].
 */
ACCESSORS (DOUBLE, result_display_duration, RESULT_DISPLAY_DURATION)
/**
 * kinetic_slide_to_confirm_get_confirmation_window: (get-property confirmation-window)
 *
 * Gets [property@SlideToConfirm:confirmation-window].
 * Returns: the value
 */
/**
 * kinetic_slide_to_confirm_set_confirmation_window: (set-property confirmation-window)
 * @value: the new value
 *
 * Sets [property@SlideToConfirm:confirmation-window].
 */
ACCESSORS (DOUBLE, confirmation_window, CONFIRMATION_WINDOW)
/**
 * kinetic_slide_to_confirm_get_reduces_motion: (get-property reduces-motion)
 *
 * Gets [property@SlideToConfirm:reduces-motion].
 * Returns: the value
 */
/**
 * kinetic_slide_to_confirm_set_reduces_motion: (set-property reduces-motion)
 * @value: the new value
 *
 * Sets [property@SlideToConfirm:reduces-motion].
 */
ACCESSORS (BOOLEAN, reduces_motion, REDUCES_MOTION)
/**
 * kinetic_slide_to_confirm_get_armed_text: (get-property armed-text)
 *
 * Gets [property@SlideToConfirm:armed-text].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_slide_to_confirm_set_armed_text: (set-property armed-text)
 * @value: (nullable): the new value
 *
 * Sets [property@SlideToConfirm:armed-text].
 */
ACCESSORS (STRING, armed_text, ARMED_TEXT)
/**
 * kinetic_slide_to_confirm_get_working_text: (get-property working-text)
 *
 * Gets [property@SlideToConfirm:working-text].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_slide_to_confirm_set_working_text: (set-property working-text)
 * @value: (nullable): the new value
 *
 * Sets [property@SlideToConfirm:working-text].
 */
ACCESSORS (STRING, working_text, WORKING_TEXT)
/**
 * kinetic_slide_to_confirm_get_success_text: (get-property success-text)
 *
 * Gets [property@SlideToConfirm:success-text].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_slide_to_confirm_set_success_text: (set-property success-text)
 * @value: (nullable): the new value
 *
 * Sets [property@SlideToConfirm:success-text].
 */
ACCESSORS (STRING, success_text, SUCCESS_TEXT)
/**
 * kinetic_slide_to_confirm_get_failure_text: (get-property failure-text)
 *
 * Gets [property@SlideToConfirm:failure-text].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_slide_to_confirm_set_failure_text: (set-property failure-text)
 * @value: (nullable): the new value
 *
 * Sets [property@SlideToConfirm:failure-text].
 */
ACCESSORS (STRING, failure_text, FAILURE_TEXT)
/**
 * kinetic_slide_to_confirm_get_hint: (get-property hint)
 *
 * Gets [property@SlideToConfirm:hint].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_slide_to_confirm_set_hint: (set-property hint)
 * @value: (nullable): the new value
 *
 * Sets [property@SlideToConfirm:hint].
 */
ACCESSORS (STRING, hint, HINT)
