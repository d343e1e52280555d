// KineticGestureBoard: the GObject class. The board's behaviour (one behaviour machine per child,
// input, animation and accessibility) is the Swift host's; this file is the board's type, its
// properties, signal, actions, shortcuts, focus, CSS name, accessible role and GtkBuildable. Its
// layout manager and the layout child that carries each child's behaviours have their own files
// (kinetic-gesture-layout.c, kinetic-gesture-layout-child.c).

#include "kinetic-gesture-board.h"

#include <math.h>
#include "kinetic-gesture-board-properties.h"
#include "kinetic-control-private.h"
#include "kinetic-host.h"
#include "kinetic-main-thread.h"

// The accessors of a property the control stores, in one line (kinetic-control-private.h).
#define ACCESSORS(KIND, ...) \
  KINETIC_DEFINE_##KIND##_ACCESSORS (GestureBoard, gesture_board, GESTURE_BOARD, __VA_ARGS__)

/**
 * KineticGestureBoard:
 *
 * A container whose children the user can drag, pinch, turn and tap: Kinetic's gesture
 * behaviours for any widget (a picture, a label, a button).
 *
 * Each child's behaviours are properties of its [class@GestureLayoutChild] (the GTK 4 idiom of
 * `GtkGridLayoutChild`): where its layout puts it ([property@GestureLayoutChild:x] and
 * [property@GestureLayoutChild:y]), whether it is [property@GestureLayoutChild:movable],
 * [property@GestureLayoutChild:pinchable], [property@GestureLayoutChild:rotatable] and
 * [property@GestureLayoutChild:tappable], and its bounds. Where the behaviours have put it is
 * read from the layout child's read-only [property@GestureLayoutChild:offset-x],
 * [property@GestureLayoutChild:offset-y], [property@GestureLayoutChild:scale] and
 * [property@GestureLayoutChild:rotation], which notify as they change (there is no separate
 * "transform-changed" signal: connect to `notify` on the layout child). A tap emits
 * [signal@GestureBoard::tapped]. The options every child shares are the board's properties.
 *
 * Touchscreens drive all four behaviours (one finger drags, two pinch and turn); the mouse drags
 * and taps, Ctrl with the wheel scales and Shift with the wheel turns the child under the
 * pointer, and a touchpad pinch scales and turns it. The board watches the pointers in the
 * capture phase and claims a touch or click only once a child really moves, so a button child
 * still clicks and an enclosing scrolled window still scrolls a swipe that moves nothing.
 *
 * Every child can take the keyboard focus (a label too); Tab moves it from child to child.
 *
 * ## Text direction
 *
 * The layout mirrors under a right-to-left direction, as `GtkGrid` does: a child's
 * [property@GestureLayoutChild:x] is measured from the board's right edge to the child's right
 * edge. Gestures, offsets and the arrow keys are physical: Left moves a child left whatever the
 * direction, and [property@GestureLayoutChild:offset-x] is positive to the right.
 *
 * ## GtkBuildable
 *
 * A plain `<child>` joins the board; set its behaviours in the child's `<layout>` element:
 *
 * ```xml
 * <object class="KineticGestureBoard">
 *   <child>
 *     <object class="GtkLabel">
 *       <property name="label">Note</property>
 *       <layout>
 *         <property name="x">40</property>
 *         <property name="rotatable">False</property>
 *       </layout>
 *     </object>
 *   </child>
 * </object>
 * ```
 *
 * ## CSS nodes
 *
 * `kinetic-gesture-board` has one node of that name; each child gets the style class
 * `.gesture-view`. The board paints a surface (`@kinetic_gestures_board_color`) framed by a
 * line in the theme's `@borders`; with the style class `.flat` it paints neither, and its
 * children lie on whatever is behind it.
 *
 * ## Accessibility
 *
 * The board's accessible role is %GTK_ACCESSIBLE_ROLE_GROUP; each child keeps its own role and
 * gets a description saying how to move it and where it is.
 *
 * ## Actions
 *
 * On the child that has the focus: `gesture-board.move-left`, `gesture-board.move-right`,
 * `gesture-board.move-up` and `gesture-board.move-down` (the arrow keys; physical directions),
 * `gesture-board.scale-up` and `gesture-board.scale-down` (+ and −),
 * `gesture-board.turn-left` and `gesture-board.turn-right` ([ and ]: anticlockwise and
 * clockwise), `gesture-board.reset` (0) and `gesture-board.tap` (Return, Enter and Space; a
 * button child handles these keys itself). An action is disabled while the focused child lacks
 * its behaviour, so an arrow key on a child that cannot move moves the focus as usual. Held
 * keys repeat moves, scales and turns, never a reset or a tap. A focused label (without a
 * selection) gets these keys from the board before GtkLabel's own bindings, which would take the
 * arrows and Return and do nothing with them.
 *
 * ## Example
 *
 * A photo the user can move, pinch and turn, up to four times its size:
 *
 * ```c
 * static void
 * photo_tapped (KineticGestureBoard *board, GtkWidget *child, gpointer user_data)
 * {
 *   g_print ("Tapped %s\n", gtk_widget_get_name (child));
 * }
 *
 * static GtkWidget *
 * photo_board_new (GFile *photo_file)
 * {
 *   GtkWidget *board = kinetic_gesture_board_new ();
 *   GtkWidget *photo = gtk_picture_new_for_file (photo_file);
 *   kinetic_gesture_board_put (KINETIC_GESTURE_BOARD (board), photo, 40, 40);
 *   KineticGestureLayoutChild *layout =
 *     kinetic_gesture_board_get_layout_child (KINETIC_GESTURE_BOARD (board), photo);
 *   kinetic_gesture_layout_child_set_maximum_scale (layout, 4);
 *   g_signal_connect (board, "tapped", G_CALLBACK (photo_tapped), NULL);
 *   return board;
 * }
 * ```
 */
struct _KineticGestureBoard {
  KineticControl parent_instance;
};

static void kinetic_gesture_board_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (KineticGestureBoard, kinetic_gesture_board,
                               KINETIC_TYPE_CONTROL,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      kinetic_gesture_board_buildable_init))

static GParamSpec *props[KINETIC_GESTURE_BOARD_N_PROPS];

enum {
  SIGNAL_TAPPED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

static GtkBuildableIface *parent_buildable_iface;

static KineticGestureLayoutChild *
layout_child (KineticGestureBoard *self, GtkWidget *child)
{
  if (!GTK_IS_WIDGET (child) || gtk_widget_get_parent (child) != GTK_WIDGET (self))
    return NULL;
  GtkLayoutManager *manager = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  if (!KINETIC_IS_GESTURE_LAYOUT (manager))
    return NULL;
  KineticGestureLayoutChild *layout =
    KINETIC_GESTURE_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (manager, child));
  // A new layout child is a new card: the host learns of it once the layout manager holds it
  // (not while it is being made, when asking the manager for it again would make another).
  if (KINETIC_HOST (self) && kinetic_gesture_layout_child_announce (layout, TRUE))
    kinetic_gesture_board_host_child_added (KINETIC_HOST (self), child);
  return layout;
}

static void
update_actions (KineticGestureBoard *self)
{
  // The actions follow the focused child's behaviours.
  GtkWidget *widget = GTK_WIDGET (self);
  GtkWidget *focus = gtk_widget_get_focus_child (widget);
  KineticGestureLayoutChild *child = focus ? layout_child (self, focus) : NULL;
  const KineticGestureChildOptions *o =
    child ? kinetic_gesture_layout_child_peek_options (child) : NULL;
  gboolean move = o && o->movable, scale = o && o->pinchable, turn = o && o->rotatable;
  gtk_widget_action_set_enabled (widget, "gesture-board.move-left", move);
  gtk_widget_action_set_enabled (widget, "gesture-board.move-right", move);
  gtk_widget_action_set_enabled (widget, "gesture-board.move-up", move);
  gtk_widget_action_set_enabled (widget, "gesture-board.move-down", move);
  gtk_widget_action_set_enabled (widget, "gesture-board.scale-up", scale);
  gtk_widget_action_set_enabled (widget, "gesture-board.scale-down", scale);
  gtk_widget_action_set_enabled (widget, "gesture-board.turn-left", turn);
  gtk_widget_action_set_enabled (widget, "gesture-board.turn-right", turn);
  gtk_widget_action_set_enabled (widget, "gesture-board.reset", o != NULL);
  gtk_widget_action_set_enabled (widget, "gesture-board.tap", o && o->tappable);
}

static void
kinetic_gesture_board_dispose (GObject *object)
{
  KineticGestureBoard *self = KINETIC_GESTURE_BOARD (object);
  if (!kinetic_control_release_host (KINETIC_CONTROL (object)))
    return;
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (kinetic_gesture_board_parent_class)->dispose (object);
}

static void
kinetic_gesture_board_direction_changed (GtkWidget *widget, GtkTextDirection previous)
{
  // The parent class tells the host; the cards are placed again from the other edge.
  GTK_WIDGET_CLASS (kinetic_gesture_board_parent_class)->direction_changed (widget, previous);
  gtk_widget_queue_allocate (widget);
}

static void
kinetic_gesture_board_set_focus_child (GtkWidget *widget, GtkWidget *child)
{
  GTK_WIDGET_CLASS (kinetic_gesture_board_parent_class)->set_focus_child (widget, child);
  update_actions (KINETIC_GESTURE_BOARD (widget));
}

static gboolean
take_focus (GtkWidget *child)
{
  if (gtk_widget_grab_focus (child))
    return TRUE;
  // A GtkLabel that is not selectable refuses the focus in its grab_focus; the board's cards
  // take it all the same, through the root.
  GtkRoot *root = gtk_widget_get_root (child);
  if (!root || !gtk_widget_get_focusable (child) || !gtk_widget_is_sensitive (child) ||
      !gtk_widget_get_visible (child))
    return FALSE;
  gtk_root_set_focus (root, child);
  return gtk_root_get_focus (root) == child;
}

// Whether gtk_widget_child_focus moved the focus into `child`: a GtkLabel that takes no focus
// says it did all the same.
static gboolean
child_took_focus (GtkWidget *child, GtkDirectionType direction)
{
  GtkRoot *root = gtk_widget_get_root (child);
  GtkWidget *before = root ? gtk_root_get_focus (root) : NULL;
  if (!gtk_widget_child_focus (child, direction) || !root)
    return FALSE;
  GtkWidget *after = gtk_root_get_focus (root);
  return after && after != before && (after == child || gtk_widget_is_ancestor (after, child));
}

// Tab goes from child to child in their order (the stacking order, bottom to top). A child with
// focusable parts of its own gets a chance to move the focus inside it first; a child that takes
// no focus of its own accord (a label) takes it all the same.
static gboolean
kinetic_gesture_board_focus (GtkWidget *widget, GtkDirectionType direction)
{
  GtkWidget *focus = gtk_widget_get_focus_child (widget);
  if (focus && child_took_focus (focus, direction))
    return TRUE;
  gboolean forward = direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_DOWN ||
                     direction == GTK_DIR_RIGHT;
  GtkWidget *child;
  if (focus)
    child = forward ? gtk_widget_get_next_sibling (focus) : gtk_widget_get_prev_sibling (focus);
  else
    child = forward ? gtk_widget_get_first_child (widget) : gtk_widget_get_last_child (widget);
  for (; child;
       child = forward ? gtk_widget_get_next_sibling (child) : gtk_widget_get_prev_sibling (child)) {
    if (!gtk_widget_get_visible (child) || !gtk_widget_is_sensitive (child))
      continue;
    if (child_took_focus (child, direction) || take_focus (child))
      return TRUE;
  }
  return FALSE;
}

static const struct {
  guint keyval;
  const char *action;
} bindings[] = {
  { GDK_KEY_Left, "gesture-board.move-left" },
  { GDK_KEY_KP_Left, "gesture-board.move-left" },
  { GDK_KEY_Right, "gesture-board.move-right" },
  { GDK_KEY_KP_Right, "gesture-board.move-right" },
  { GDK_KEY_Up, "gesture-board.move-up" },
  { GDK_KEY_KP_Up, "gesture-board.move-up" },
  { GDK_KEY_Down, "gesture-board.move-down" },
  { GDK_KEY_KP_Down, "gesture-board.move-down" },
  { GDK_KEY_plus, "gesture-board.scale-up" },
  { GDK_KEY_equal, "gesture-board.scale-up" },
  { GDK_KEY_KP_Add, "gesture-board.scale-up" },
  { GDK_KEY_minus, "gesture-board.scale-down" },
  { GDK_KEY_underscore, "gesture-board.scale-down" },
  { GDK_KEY_KP_Subtract, "gesture-board.scale-down" },
  { GDK_KEY_bracketleft, "gesture-board.turn-left" },
  { GDK_KEY_bracketright, "gesture-board.turn-right" },
  { GDK_KEY_0, "gesture-board.reset" },
  { GDK_KEY_KP_0, "gesture-board.reset" },
  { GDK_KEY_KP_Insert, "gesture-board.reset" },
  { GDK_KEY_Return, "gesture-board.tap" },
  { GDK_KEY_KP_Enter, "gesture-board.tap" },
  { GDK_KEY_ISO_Enter, "gesture-board.tap" },
  { GDK_KEY_space, "gesture-board.tap" },
  { GDK_KEY_KP_Space, "gesture-board.tap" },
};

const char *
kinetic_gesture_board_binding_action (guint keyval)
{
  for (guint i = 0; i < G_N_ELEMENTS (bindings); i++)
    if (bindings[i].keyval == keyval)
      return bindings[i].action;
  return NULL;
}

static void
kinetic_gesture_board_class_init (KineticGestureBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kinetic_gesture_board_dispose;

  widget_class->direction_changed = kinetic_gesture_board_direction_changed;
  widget_class->set_focus_child = kinetic_gesture_board_set_focus_child;
  widget_class->focus = kinetic_gesture_board_focus;

  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  /**
   * KineticGestureBoard:raises-on-press:
   * Whether pressing a child brings it to the front.
   */
  props[KINETIC_GESTURE_BOARD_PROP_RAISES_ON_PRESS] =
    g_param_spec_boolean ("raises-on-press", NULL, NULL, TRUE, rw);
  /**
   * KineticGestureBoard:has-momentum:
   * Whether a released child carries on with the fingers' speed before it settles.
   */
  props[KINETIC_GESTURE_BOARD_PROP_HAS_MOMENTUM] =
    g_param_spec_boolean ("has-momentum", NULL, NULL, TRUE, rw);
  /**
   * KineticGestureBoard:snaps-rotation:
   * Whether a child released within 10° of a quarter turn settles on it.
   */
  props[KINETIC_GESTURE_BOARD_PROP_SNAPS_ROTATION] =
    g_param_spec_boolean ("snaps-rotation", NULL, NULL, FALSE, rw);
  /**
   * KineticGestureBoard:snaps-scale:
   * Whether a child released within 8 % of its natural size settles on it.
   */
  props[KINETIC_GESTURE_BOARD_PROP_SNAPS_SCALE] =
    g_param_spec_boolean ("snaps-scale", NULL, NULL, FALSE, rw);
  /**
   * KineticGestureBoard:double-tap-resets:
   * Whether a double tap sends a child back to where its layout put it.
   */
  props[KINETIC_GESTURE_BOARD_PROP_DOUBLE_TAP_RESETS] =
    g_param_spec_boolean ("double-tap-resets", NULL, NULL, TRUE, rw);
  /**
   * KineticGestureBoard:reduces-motion:
   * Whether motion is reduced: no momentum, no overshoot. Motion is also reduced while the
   * `gtk-enable-animations` setting is off.
   */
  props[KINETIC_GESTURE_BOARD_PROP_REDUCES_MOTION] =
    g_param_spec_boolean ("reduces-motion", NULL, NULL, FALSE, rw);
  /**
   * KineticGestureBoard:hint:
   * How to use a card from the keyboard, the start of each card's accessible description (its
   * place, scale and angle follow). %NULL names the keys of the card's own behaviours in the
   * user's language ("Arrow keys move, plus and minus scale, brackets rotate, 0 resets.").
   */
  props[KINETIC_GESTURE_BOARD_PROP_HINT] =
    g_param_spec_string ("hint", NULL, NULL, NULL, rw);

  kinetic_control_class_install_properties (object_class, KINETIC_GESTURE_BOARD_N_PROPS, props);

  /**
   * KineticGestureBoard::tapped:
   * @self: the board
   * @child: the child that was tapped
   *
   * Emitted when a tappable child is tapped: pressed and released on it without moving, or
   * activated with the `gesture-board.tap` action (Return, Enter or Space).
   */
  signals[SIGNAL_TAPPED] =
    g_signal_new ("tapped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, GTK_TYPE_WIDGET);

  static const char *const actions[] = {
    "gesture-board.move-left", "gesture-board.move-right", "gesture-board.move-up",
    "gesture-board.move-down", "gesture-board.scale-up",   "gesture-board.scale-down",
    "gesture-board.turn-left", "gesture-board.turn-right", "gesture-board.reset",
    "gesture-board.tap",
  };
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    gtk_widget_class_install_action (widget_class, actions[i], NULL,
                                     kinetic_control_activate_action);

  // The shortcuts the board has always had. The host's key controller, in the capture phase,
  // keeps auto-repeat of 0, Return, Enter and Space from resetting or tapping again.
  for (guint i = 0; i < G_N_ELEMENTS (bindings); i++)
    gtk_widget_class_add_binding_action (widget_class, bindings[i].keyval, 0, bindings[i].action,
                                         NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, KINETIC_TYPE_GESTURE_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "kinetic-gesture-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
kinetic_gesture_board_init (KineticGestureBoard *self)
{
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  // The board measures nothing (children dragged past its edge never grow it): it is as large
  // as its size request, or as its parent makes it.
  gtk_widget_set_size_request (GTK_WIDGET (self), 240, 180);
  update_actions (self);
}

static void
kinetic_gesture_board_add_child (GtkBuildable *buildable, GtkBuilder *builder, GObject *child,
                                 const char *type)
{
  KineticGestureBoard *self = KINETIC_GESTURE_BOARD (buildable);
  if (GTK_IS_WIDGET (child) && type == NULL) {
    gtk_widget_set_parent (GTK_WIDGET (child), GTK_WIDGET (self));
    layout_child (self, GTK_WIDGET (child));  // The host learns of it now.
  } else {
    parent_buildable_iface->add_child (buildable, builder, child, type);
  }
}

static void
kinetic_gesture_board_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = kinetic_gesture_board_add_child;
}

/**
 * kinetic_gesture_board_new:
 *
 * Creates an empty gesture board.
 *
 * Returns: the new widget
 */
GtkWidget *
kinetic_gesture_board_new (void)
{
  return g_object_new (KINETIC_TYPE_GESTURE_BOARD, NULL);
}

/**
 * kinetic_gesture_board_put:
 * @self: a gesture board
 * @child: a widget without a parent
 * @x: where its leading edge goes
 * @y: where its top edge goes
 *
 * Puts @child on the board at (@x, @y), on top of the others, with every behaviour. The
 * position must be finite; it is held to ±1,000,000, the range of the child's
 * [property@GestureLayoutChild:x] and [property@GestureLayoutChild:y].
 */
void
kinetic_gesture_board_put (KineticGestureBoard *self, GtkWidget *child, double x, double y)
{
  g_return_if_fail (KINETIC_IS_GESTURE_BOARD (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  g_return_if_fail (GTK_IS_WIDGET (child));
  g_return_if_fail (gtk_widget_get_parent (child) == NULL);
  g_return_if_fail (isfinite (x) && isfinite (y));
  gtk_widget_set_parent (child, GTK_WIDGET (self));
  KineticGestureLayoutChild *layout = layout_child (self, child);
  if (layout) {
    KineticGestureChildOptions o = *kinetic_gesture_layout_child_peek_options (layout);
    // The range of the child's x and y properties.
    o.x = CLAMP (x, -1e6, 1e6);
    o.y = CLAMP (y, -1e6, 1e6);
    kinetic_gesture_layout_child_write_options (layout, &o);
  }
}

/**
 * kinetic_gesture_board_remove:
 * @self: a gesture board
 * @child: one of its children
 *
 * Takes @child off the board; a gesture on it ends as cancelled.
 */
void
kinetic_gesture_board_remove (KineticGestureBoard *self, GtkWidget *child)
{
  g_return_if_fail (KINETIC_IS_GESTURE_BOARD (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  g_return_if_fail (GTK_IS_WIDGET (child));
  g_return_if_fail (gtk_widget_get_parent (child) == GTK_WIDGET (self));
  // The host drops the child's card now, not when its layout child goes: a language binding
  // may hold the layout child after the child has left.
  KineticGestureLayoutChild *layout = layout_child (self, child);
  if (layout && kinetic_gesture_layout_child_announce (layout, FALSE) && KINETIC_HOST (self))
    kinetic_gesture_board_host_child_removed (KINETIC_HOST (self), child);
  gtk_widget_unparent (child);
}

/**
 * kinetic_gesture_board_reset_all:
 * @self: a gesture board
 *
 * Animates every child back to where its layout put it.
 */
void
kinetic_gesture_board_reset_all (KineticGestureBoard *self)
{
  g_return_if_fail (KINETIC_IS_GESTURE_BOARD (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  if (KINETIC_HOST (self))
    kinetic_gesture_board_host_reset_all (KINETIC_HOST (self));
}

/**
 * kinetic_gesture_board_get_layout_child:
 * @self: a gesture board
 * @child: one of its children
 *
 * Gets @child's behaviours and placement.
 *
 * Returns: (transfer none) (nullable): the layout child, or %NULL when @child is not on the board
 */
KineticGestureLayoutChild *
kinetic_gesture_board_get_layout_child (KineticGestureBoard *self, GtkWidget *child)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_BOARD (self), NULL);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (NULL);
  return layout_child (self, child);
}

void
kinetic_gesture_board_child_changed (KineticGestureBoard *self, GtkWidget *child,
                                     gboolean announced)
{
  if (KINETIC_HOST (self) && announced)
    kinetic_gesture_board_host_child_changed (KINETIC_HOST (self), child);
  update_actions (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

// MARK: - Calls from the Swift host

void
kinetic_gesture_board_emit_tapped (GtkWidget *widget, GtkWidget *child)
{
  g_signal_emit (widget, signals[SIGNAL_TAPPED], 0, child);
}

gboolean
kinetic_gesture_board_read_child (GtkWidget *widget, GtkWidget *child,
                                  KineticGestureChildOptions *options)
{
  KineticGestureLayoutChild *layout = layout_child (KINETIC_GESTURE_BOARD (widget), child);
  if (!layout)
    return FALSE;
  *options = *kinetic_gesture_layout_child_peek_options (layout);
  return TRUE;
}

void
kinetic_gesture_board_write_child (GtkWidget *widget, GtkWidget *child,
                                   const KineticGestureChildOptions *options)
{
  KineticGestureLayoutChild *layout = layout_child (KINETIC_GESTURE_BOARD (widget), child);
  if (layout)
    kinetic_gesture_layout_child_write_options (layout, options);
}

void
kinetic_gesture_board_set_child_placement (GtkWidget *widget, GtkWidget *child, double offset_x,
                                           double offset_y, double scale, double rotation)
{
  KineticGestureLayoutChild *layout = layout_child (KINETIC_GESTURE_BOARD (widget), child);
  if (layout)
    kinetic_gesture_layout_child_set_placement (layout, offset_x, offset_y, scale, rotation);
}

gboolean
kinetic_gesture_board_focus_child (GtkWidget *widget, GtkWidget *child)
{
  if (gtk_widget_get_parent (child) != widget)
    return FALSE;
  return gtk_widget_has_focus (child) || take_focus (child);
}

// Accessors of the properties above, for C and for GObject Introspection's languages.

/**
 * kinetic_gesture_board_get_raises_on_press: (get-property raises-on-press)
 *
 * Gets [property@GestureBoard:raises-on-press].
 * Returns: the value
 */
/**
 * kinetic_gesture_board_set_raises_on_press: (set-property raises-on-press)
 * @value: the new value
 *
 * Sets [property@GestureBoard:raises-on-press].
 */
ACCESSORS (BOOLEAN, raises_on_press, RAISES_ON_PRESS)
/**
 * kinetic_gesture_board_get_has_momentum: (get-property has-momentum)
 *
 * Gets [property@GestureBoard:has-momentum].
 * Returns: the value
 */
/**
 * kinetic_gesture_board_set_has_momentum: (set-property has-momentum)
 * @value: the new value
 *
 * Sets [property@GestureBoard:has-momentum].
 */
ACCESSORS (BOOLEAN, has_momentum, HAS_MOMENTUM)
/**
 * kinetic_gesture_board_get_snaps_rotation: (get-property snaps-rotation)
 *
 * Gets [property@GestureBoard:snaps-rotation].
 * Returns: the value
 */
/**
 * kinetic_gesture_board_set_snaps_rotation: (set-property snaps-rotation)
 * @value: the new value
 *
 * Sets [property@GestureBoard:snaps-rotation].
 */
ACCESSORS (BOOLEAN, snaps_rotation, SNAPS_ROTATION)
/**
 * kinetic_gesture_board_get_snaps_scale: (get-property snaps-scale)
 *
 * Gets [property@GestureBoard:snaps-scale].
 * Returns: the value
 */
/**
 * kinetic_gesture_board_set_snaps_scale: (set-property snaps-scale)
 * @value: the new value
 *
 * Sets [property@GestureBoard:snaps-scale].
 */
ACCESSORS (BOOLEAN, snaps_scale, SNAPS_SCALE)
/**
 * kinetic_gesture_board_get_double_tap_resets: (get-property double-tap-resets)
 *
 * Gets [property@GestureBoard:double-tap-resets].
 * Returns: the value
 */
/**
 * kinetic_gesture_board_set_double_tap_resets: (set-property double-tap-resets)
 * @value: the new value
 *
 * Sets [property@GestureBoard:double-tap-resets].
 */
ACCESSORS (BOOLEAN, double_tap_resets, DOUBLE_TAP_RESETS)
/**
 * kinetic_gesture_board_get_reduces_motion: (get-property reduces-motion)
 *
 * Gets [property@GestureBoard:reduces-motion].
 * Returns: the value
 */
/**
 * kinetic_gesture_board_set_reduces_motion: (set-property reduces-motion)
 * @value: the new value
 *
 * Sets [property@GestureBoard:reduces-motion].
 */
ACCESSORS (BOOLEAN, reduces_motion, REDUCES_MOTION)
/**
 * kinetic_gesture_board_get_hint: (get-property hint)
 *
 * Gets [property@GestureBoard:hint].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_gesture_board_set_hint: (set-property hint)
 * @value: (nullable): the new value
 *
 * Sets [property@GestureBoard:hint].
 */
ACCESSORS (STRING, hint, HINT)
