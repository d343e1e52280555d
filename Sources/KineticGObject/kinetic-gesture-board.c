// KineticGestureBoard: the GObject classes. The board's behaviour (one behaviour machine per
// child, input, animation and accessibility) is the Swift host's; this file is the board's type,
// its properties, signal, actions, shortcuts, focus, CSS name, accessible role and GtkBuildable,
// and the layout manager and layout child that carry each child's behaviours.

#include "kinetic-gesture-board.h"

#include <math.h>
#include "kinetic-gesture-board-properties.h"
#include "kinetic-control-private.h"
#include "kinetic-host.h"
#include "kinetic-main-thread.h"

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
 * `.gesture-view`.
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
 */
struct _KineticGestureBoard {
  KineticControl parent_instance;
};

/**
 * KineticGestureLayout:
 *
 * The layout manager of a [class@GestureBoard]: it places each child where its layout child's
 * position and the behaviours' transform put it. It works only for a gesture board.
 */
struct _KineticGestureLayout {
  GtkLayoutManager parent_instance;
};

/**
 * KineticGestureLayoutChild:
 *
 * A child's behaviours on a [class@GestureBoard], and where they have put it.
 */
struct _KineticGestureLayoutChild {
  GtkLayoutChild parent_instance;
  KineticGestureChildOptions options;
  double offset_x;
  double offset_y;
  double scale;
  double rotation;
  gboolean announced;
  // The layout manager without a reference (GtkLayoutChild keeps none either): a language
  // binding may keep the layout child alive after its board and manager have gone.
  GtkLayoutManager *manager;
};

static void kinetic_gesture_board_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE (KineticGestureLayoutChild, kinetic_gesture_layout_child,
                     GTK_TYPE_LAYOUT_CHILD)
G_DEFINE_FINAL_TYPE (KineticGestureLayout, kinetic_gesture_layout, GTK_TYPE_LAYOUT_MANAGER)
G_DEFINE_FINAL_TYPE_WITH_CODE (KineticGestureBoard, kinetic_gesture_board,
                               KINETIC_TYPE_CONTROL,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      kinetic_gesture_board_buildable_init))

// MARK: - The layout child

enum {
  CHILD_PROP_0,
  CHILD_PROP_X,
  CHILD_PROP_Y,
  CHILD_PROP_MOVABLE,
  CHILD_PROP_PINCHABLE,
  CHILD_PROP_ROTATABLE,
  CHILD_PROP_TAPPABLE,
  CHILD_PROP_KEEPS_INSIDE,
  CHILD_PROP_MINIMUM_SCALE,
  CHILD_PROP_MAXIMUM_SCALE,
  CHILD_PROP_OFFSET_X,
  CHILD_PROP_OFFSET_Y,
  CHILD_PROP_SCALE,
  CHILD_PROP_ROTATION,
  N_CHILD_PROPS,
};

static GParamSpec *child_props[N_CHILD_PROPS];

static KineticGestureBoard *
board_of_layout_child (KineticGestureLayoutChild *self)
{
  GtkWidget *widget = self->manager ? gtk_layout_manager_get_widget (self->manager) : NULL;
  return KINETIC_IS_GESTURE_BOARD (widget) ? KINETIC_GESTURE_BOARD (widget) : NULL;
}

static void update_actions (KineticGestureBoard *self);

static void
child_options_changed (KineticGestureLayoutChild *self)
{
  KineticGestureBoard *board = board_of_layout_child (self);
  GtkWidget *child = gtk_layout_child_get_child_widget (GTK_LAYOUT_CHILD (self));
  if (!board)
    return;
  if (KINETIC_HOST (board) && self->announced)
    kinetic_gesture_board_host_child_changed (KINETIC_HOST (board), child);
  update_actions (board);
  gtk_widget_queue_allocate (GTK_WIDGET (board));
}

static void
set_double (KineticGestureLayoutChild *self, double *field, double value, guint prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), child_props[prop]);
}

static void
set_boolean (KineticGestureLayoutChild *self, gboolean *field, gboolean value, guint prop)
{
  value = value != FALSE;
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), child_props[prop]);
}

static void
write_options (KineticGestureLayoutChild *self, const KineticGestureChildOptions *o)
{
  KineticGestureChildOptions old = self->options;
  KineticGestureChildOptions *n = &self->options;
  g_object_freeze_notify (G_OBJECT (self));
  set_double (self, &n->x, o->x, CHILD_PROP_X);
  set_double (self, &n->y, o->y, CHILD_PROP_Y);
  set_boolean (self, &n->movable, o->movable, CHILD_PROP_MOVABLE);
  set_boolean (self, &n->pinchable, o->pinchable, CHILD_PROP_PINCHABLE);
  set_boolean (self, &n->rotatable, o->rotatable, CHILD_PROP_ROTATABLE);
  set_boolean (self, &n->tappable, o->tappable, CHILD_PROP_TAPPABLE);
  set_boolean (self, &n->keeps_inside, o->keeps_inside, CHILD_PROP_KEEPS_INSIDE);
  set_double (self, &n->minimum_scale, o->minimum_scale, CHILD_PROP_MINIMUM_SCALE);
  set_double (self, &n->maximum_scale, o->maximum_scale, CHILD_PROP_MAXIMUM_SCALE);
  gboolean changed = memcmp (&old, n, sizeof old) != 0;
  if (changed)
    child_options_changed (self);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
kinetic_gesture_layout_child_set_property (GObject *object, guint prop_id, const GValue *value,
                                           GParamSpec *pspec)
{
  KineticGestureLayoutChild *self = KINETIC_GESTURE_LAYOUT_CHILD (object);
  KineticGestureChildOptions o = self->options;
  switch (prop_id) {
  case CHILD_PROP_X: o.x = g_value_get_double (value); break;
  case CHILD_PROP_Y: o.y = g_value_get_double (value); break;
  case CHILD_PROP_MOVABLE: o.movable = g_value_get_boolean (value); break;
  case CHILD_PROP_PINCHABLE: o.pinchable = g_value_get_boolean (value); break;
  case CHILD_PROP_ROTATABLE: o.rotatable = g_value_get_boolean (value); break;
  case CHILD_PROP_TAPPABLE: o.tappable = g_value_get_boolean (value); break;
  case CHILD_PROP_KEEPS_INSIDE: o.keeps_inside = g_value_get_boolean (value); break;
  case CHILD_PROP_MINIMUM_SCALE:
    o.minimum_scale = g_value_get_double (value);
    if (o.maximum_scale < o.minimum_scale)
      o.maximum_scale = o.minimum_scale;
    break;
  case CHILD_PROP_MAXIMUM_SCALE:
    o.maximum_scale = g_value_get_double (value);
    if (o.minimum_scale > o.maximum_scale)
      o.minimum_scale = o.maximum_scale;
    break;
  default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec); return;
  }
  write_options (self, &o);
}

/// Sets a child property as g_object_set() does: a value out of its range changes nothing.
static void
set_child_value (KineticGestureLayoutChild *self, guint prop_id, GValue *value)
{
  if (g_param_value_validate (child_props[prop_id], value))
    g_warning ("KineticGestureLayoutChild:%s: the value is invalid or out of range; the property "
               "was not changed.", child_props[prop_id]->name);
  else
    kinetic_gesture_layout_child_set_property (G_OBJECT (self), prop_id, value,
                                               child_props[prop_id]);
  g_value_unset (value);
}

static void
set_child_double (KineticGestureLayoutChild *self, guint prop_id, double number)
{
  GValue value = G_VALUE_INIT;
  g_value_set_double (g_value_init (&value, G_TYPE_DOUBLE), number);
  set_child_value (self, prop_id, &value);
}

static void
set_child_boolean (KineticGestureLayoutChild *self, guint prop_id, gboolean flag)
{
  GValue value = G_VALUE_INIT;
  g_value_set_boolean (g_value_init (&value, G_TYPE_BOOLEAN), flag);
  set_child_value (self, prop_id, &value);
}

static void
kinetic_gesture_layout_child_get_property (GObject *object, guint prop_id, GValue *value,
                                           GParamSpec *pspec)
{
  KineticGestureLayoutChild *self = KINETIC_GESTURE_LAYOUT_CHILD (object);
  const KineticGestureChildOptions *o = &self->options;
  switch (prop_id) {
  case CHILD_PROP_X: g_value_set_double (value, o->x); break;
  case CHILD_PROP_Y: g_value_set_double (value, o->y); break;
  case CHILD_PROP_MOVABLE: g_value_set_boolean (value, o->movable); break;
  case CHILD_PROP_PINCHABLE: g_value_set_boolean (value, o->pinchable); break;
  case CHILD_PROP_ROTATABLE: g_value_set_boolean (value, o->rotatable); break;
  case CHILD_PROP_TAPPABLE: g_value_set_boolean (value, o->tappable); break;
  case CHILD_PROP_KEEPS_INSIDE: g_value_set_boolean (value, o->keeps_inside); break;
  case CHILD_PROP_MINIMUM_SCALE: g_value_set_double (value, o->minimum_scale); break;
  case CHILD_PROP_MAXIMUM_SCALE: g_value_set_double (value, o->maximum_scale); break;
  case CHILD_PROP_OFFSET_X: g_value_set_double (value, self->offset_x); break;
  case CHILD_PROP_OFFSET_Y: g_value_set_double (value, self->offset_y); break;
  case CHILD_PROP_SCALE: g_value_set_double (value, self->scale); break;
  case CHILD_PROP_ROTATION: g_value_set_double (value, self->rotation); break;
  default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec); break;
  }
}

static void
kinetic_gesture_layout_child_constructed (GObject *object)
{
  KineticGestureLayoutChild *self = KINETIC_GESTURE_LAYOUT_CHILD (object);
  G_OBJECT_CLASS (kinetic_gesture_layout_child_parent_class)->constructed (object);
  g_set_weak_pointer (&self->manager,
                      gtk_layout_child_get_layout_manager (GTK_LAYOUT_CHILD (self)));
}

static void
kinetic_gesture_layout_child_finalize (GObject *object)
{
  KineticGestureLayoutChild *self = KINETIC_GESTURE_LAYOUT_CHILD (object);
  g_clear_weak_pointer (&self->manager);
  G_OBJECT_CLASS (kinetic_gesture_layout_child_parent_class)->finalize (object);
}

static void
kinetic_gesture_layout_child_dispose (GObject *object)
{
  KineticGestureLayoutChild *self = KINETIC_GESTURE_LAYOUT_CHILD (object);
  if (self->announced) {
    self->announced = FALSE;
    KineticGestureBoard *board = board_of_layout_child (self);
    if (board && KINETIC_HOST (board))
      kinetic_gesture_board_host_child_removed (
        KINETIC_HOST (board), gtk_layout_child_get_child_widget (GTK_LAYOUT_CHILD (self)));
  }
  G_OBJECT_CLASS (kinetic_gesture_layout_child_parent_class)->dispose (object);
}

static void
kinetic_gesture_layout_child_class_init (KineticGestureLayoutChildClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->set_property = kinetic_gesture_layout_child_set_property;
  object_class->get_property = kinetic_gesture_layout_child_get_property;
  object_class->constructed = kinetic_gesture_layout_child_constructed;
  object_class->dispose = kinetic_gesture_layout_child_dispose;
  object_class->finalize = kinetic_gesture_layout_child_finalize;

  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  /**
   * KineticGestureLayoutChild:x:
   *
   * Where the layout puts the child's leading edge, in pixels from the board's leading edge
   * (the left, or the right under a right-to-left direction), before the behaviours move it.
   */
  child_props[CHILD_PROP_X] = g_param_spec_double ("x", NULL, NULL, -1e6, 1e6, 0, rw);
  /**
   * KineticGestureLayoutChild:y:
   *
   * Where the layout puts the child's top edge, in pixels from the board's top, before the
   * behaviours move it.
   */
  child_props[CHILD_PROP_Y] = g_param_spec_double ("y", NULL, NULL, -1e6, 1e6, 0, rw);
  /**
   * KineticGestureLayoutChild:movable:
   *
   * Whether one or two fingers, the mouse and the arrow keys move the child.
   */
  child_props[CHILD_PROP_MOVABLE] = g_param_spec_boolean ("movable", NULL, NULL, TRUE, rw);
  /**
   * KineticGestureLayoutChild:pinchable:
   *
   * Whether two fingers, Ctrl with the wheel, a touchpad pinch and + and − scale the child.
   */
  child_props[CHILD_PROP_PINCHABLE] = g_param_spec_boolean ("pinchable", NULL, NULL, TRUE, rw);
  /**
   * KineticGestureLayoutChild:rotatable:
   *
   * Whether two fingers, Shift with the wheel, a touchpad pinch and [ and ] turn the child.
   */
  child_props[CHILD_PROP_ROTATABLE] = g_param_spec_boolean ("rotatable", NULL, NULL, TRUE, rw);
  /**
   * KineticGestureLayoutChild:tappable:
   *
   * Whether a press dims the child and a release on it emits [signal@GestureBoard::tapped].
   */
  child_props[CHILD_PROP_TAPPABLE] = g_param_spec_boolean ("tappable", NULL, NULL, TRUE, rw);
  /**
   * KineticGestureLayoutChild:keeps-inside:
   *
   * Whether the child stays inside the board, rubber banding past its edges while dragged and
   * springing back in when the board shrinks.
   */
  child_props[CHILD_PROP_KEEPS_INSIDE] =
    g_param_spec_boolean ("keeps-inside", NULL, NULL, TRUE, rw);
  /**
   * KineticGestureLayoutChild:minimum-scale:
   *
   * The smallest scale the behaviours give the child.
   */
  child_props[CHILD_PROP_MINIMUM_SCALE] =
    g_param_spec_double ("minimum-scale", NULL, NULL, 0.01, 100, 0.1, rw);
  /**
   * KineticGestureLayoutChild:maximum-scale:
   *
   * The largest scale the behaviours give the child.
   */
  child_props[CHILD_PROP_MAXIMUM_SCALE] =
    g_param_spec_double ("maximum-scale", NULL, NULL, 0.01, 100, 2, rw);
  /**
   * KineticGestureLayoutChild:offset-x:
   *
   * How far the behaviours have moved the child's centre to the right of where its layout put
   * it, in pixels (negative: to the left).
   */
  child_props[CHILD_PROP_OFFSET_X] = g_param_spec_double ("offset-x", NULL, NULL, -G_MAXDOUBLE,
                                                          G_MAXDOUBLE, 0, ro);
  /**
   * KineticGestureLayoutChild:offset-y:
   *
   * How far the behaviours have moved the child's centre down from where its layout put it, in
   * pixels (negative: up).
   */
  child_props[CHILD_PROP_OFFSET_Y] = g_param_spec_double ("offset-y", NULL, NULL, -G_MAXDOUBLE,
                                                          G_MAXDOUBLE, 0, ro);
  /**
   * KineticGestureLayoutChild:scale:
   *
   * The scale the behaviours have given the child.
   */
  child_props[CHILD_PROP_SCALE] = g_param_spec_double ("scale", NULL, NULL, 0, G_MAXDOUBLE, 1, ro);
  /**
   * KineticGestureLayoutChild:rotation:
   *
   * How far the behaviours have turned the child, in radians, clockwise.
   */
  child_props[CHILD_PROP_ROTATION] = g_param_spec_double ("rotation", NULL, NULL, -G_MAXDOUBLE,
                                                          G_MAXDOUBLE, 0, ro);

  g_object_class_install_properties (object_class, N_CHILD_PROPS, child_props);
}

static void
kinetic_gesture_layout_child_init (KineticGestureLayoutChild *self)
{
  self->options = (KineticGestureChildOptions){
    .x = 0, .y = 0, .movable = TRUE, .pinchable = TRUE, .rotatable = TRUE, .tappable = TRUE,
    .keeps_inside = TRUE, .minimum_scale = 0.1, .maximum_scale = 2,
  };
  self->scale = 1;
}

// MARK: - The layout manager

static void
kinetic_gesture_layout_measure (GtkLayoutManager *manager, GtkWidget *widget,
                                GtkOrientation orientation, int for_size, int *minimum,
                                int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = *natural = 0;
  if (KINETIC_IS_GESTURE_BOARD (widget) && KINETIC_HOST (widget))
    kinetic_host_measure (KINETIC_HOST (widget), orientation, for_size, minimum,
                          natural);
}

static void
kinetic_gesture_layout_allocate (GtkLayoutManager *manager, GtkWidget *widget, int width,
                                 int height, int baseline)
{
  if (KINETIC_IS_GESTURE_BOARD (widget) && KINETIC_HOST (widget))
    kinetic_host_size_allocate (KINETIC_HOST (widget), width, height);
}

static void
kinetic_gesture_layout_class_init (KineticGestureLayoutClass *klass)
{
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);
  manager_class->measure = kinetic_gesture_layout_measure;
  manager_class->allocate = kinetic_gesture_layout_allocate;
  manager_class->layout_child_type = KINETIC_TYPE_GESTURE_LAYOUT_CHILD;
}

static void
kinetic_gesture_layout_init (KineticGestureLayout *self)
{
}

// MARK: - The board

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
  if (!layout->announced && KINETIC_HOST (self)) {
    layout->announced = TRUE;
    kinetic_gesture_board_host_child_added (KINETIC_HOST (self), child);
  }
  return layout;
}

static void
update_actions (KineticGestureBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkWidget *focus = gtk_widget_get_focus_child (widget);
  KineticGestureLayoutChild *child = focus ? layout_child (self, focus) : NULL;
  const KineticGestureChildOptions *o = child ? &child->options : NULL;
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
   *
   * Whether pressing a child brings it to the front.
   */
  props[KINETIC_GESTURE_BOARD_PROP_RAISES_ON_PRESS] =
    g_param_spec_boolean ("raises-on-press", NULL, NULL, TRUE, rw);
  /**
   * KineticGestureBoard:has-momentum:
   *
   * Whether a released child carries on with the fingers' speed before it settles.
   */
  props[KINETIC_GESTURE_BOARD_PROP_HAS_MOMENTUM] =
    g_param_spec_boolean ("has-momentum", NULL, NULL, TRUE, rw);
  /**
   * KineticGestureBoard:snaps-rotation:
   *
   * Whether a child released within 10° of a quarter turn settles on it.
   */
  props[KINETIC_GESTURE_BOARD_PROP_SNAPS_ROTATION] =
    g_param_spec_boolean ("snaps-rotation", NULL, NULL, FALSE, rw);
  /**
   * KineticGestureBoard:snaps-scale:
   *
   * Whether a child released within 8 % of its natural size settles on it.
   */
  props[KINETIC_GESTURE_BOARD_PROP_SNAPS_SCALE] =
    g_param_spec_boolean ("snaps-scale", NULL, NULL, FALSE, rw);
  /**
   * KineticGestureBoard:double-tap-resets:
   *
   * Whether a double tap sends a child back to where its layout put it.
   */
  props[KINETIC_GESTURE_BOARD_PROP_DOUBLE_TAP_RESETS] =
    g_param_spec_boolean ("double-tap-resets", NULL, NULL, TRUE, rw);
  /**
   * KineticGestureBoard:reduces-motion:
   *
   * Whether motion is reduced: no momentum, no overshoot. Motion is also reduced while the
   * `gtk-enable-animations` setting is off.
   */
  props[KINETIC_GESTURE_BOARD_PROP_REDUCES_MOTION] =
    g_param_spec_boolean ("reduces-motion", NULL, NULL, FALSE, rw);

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
    KineticGestureChildOptions o = layout->options;
    // The range of the child's x and y properties.
    o.x = CLAMP (x, -1e6, 1e6);
    o.y = CLAMP (y, -1e6, 1e6);
    write_options (layout, &o);
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
  if (layout && layout->announced) {
    layout->announced = FALSE;
    if (KINETIC_HOST (self))
      kinetic_gesture_board_host_child_removed (KINETIC_HOST (self), child);
  }
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
  *options = layout->options;
  return TRUE;
}

void
kinetic_gesture_board_write_child (GtkWidget *widget, GtkWidget *child,
                                   const KineticGestureChildOptions *options)
{
  KineticGestureLayoutChild *layout = layout_child (KINETIC_GESTURE_BOARD (widget), child);
  if (layout)
    write_options (layout, options);
}

void
kinetic_gesture_board_set_child_placement (GtkWidget *widget, GtkWidget *child, double offset_x,
                                           double offset_y, double scale, double rotation)
{
  KineticGestureLayoutChild *layout = layout_child (KINETIC_GESTURE_BOARD (widget), child);
  if (!layout)
    return;
  g_object_freeze_notify (G_OBJECT (layout));
  set_double (layout, &layout->offset_x, offset_x, CHILD_PROP_OFFSET_X);
  set_double (layout, &layout->offset_y, offset_y, CHILD_PROP_OFFSET_Y);
  set_double (layout, &layout->scale, scale, CHILD_PROP_SCALE);
  set_double (layout, &layout->rotation, rotation, CHILD_PROP_ROTATION);
  g_object_thaw_notify (G_OBJECT (layout));
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
 * @self: a gesture board
 *
 * Gets [property@GestureBoard:raises-on-press]: whether pressing a child brings it to the front.
 *
 * Returns: the value of [property@GestureBoard:raises-on-press]
 */

gboolean
kinetic_gesture_board_get_raises_on_press (KineticGestureBoard *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_BOARD (self), FALSE);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (FALSE);
  return kinetic_control_get_boolean (KINETIC_CONTROL (self),
                                      KINETIC_GESTURE_BOARD_PROP_RAISES_ON_PRESS);
}

/**
 * kinetic_gesture_board_set_raises_on_press: (set-property raises-on-press)
 * @self: a gesture board
 * @value: the new value
 *
 * Sets [property@GestureBoard:raises-on-press]: whether pressing a child brings it to the front.
 */
void
kinetic_gesture_board_set_raises_on_press (KineticGestureBoard *self, gboolean value)
{
  g_return_if_fail (KINETIC_IS_GESTURE_BOARD (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  kinetic_control_set_boolean (KINETIC_CONTROL (self), KINETIC_GESTURE_BOARD_PROP_RAISES_ON_PRESS, value);
}

/**
 * kinetic_gesture_board_get_has_momentum: (get-property has-momentum)
 * @self: a gesture board
 *
 * Gets [property@GestureBoard:has-momentum]: whether a released child carries on with the
 * fingers' speed before it settles.
 *
 * Returns: the value of [property@GestureBoard:has-momentum]
 */

gboolean
kinetic_gesture_board_get_has_momentum (KineticGestureBoard *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_BOARD (self), FALSE);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (FALSE);
  return kinetic_control_get_boolean (KINETIC_CONTROL (self),
                                      KINETIC_GESTURE_BOARD_PROP_HAS_MOMENTUM);
}

/**
 * kinetic_gesture_board_set_has_momentum: (set-property has-momentum)
 * @self: a gesture board
 * @value: the new value
 *
 * Sets [property@GestureBoard:has-momentum]: whether a released child carries on with the
 * fingers' speed before it settles.
 */
void
kinetic_gesture_board_set_has_momentum (KineticGestureBoard *self, gboolean value)
{
  g_return_if_fail (KINETIC_IS_GESTURE_BOARD (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  kinetic_control_set_boolean (KINETIC_CONTROL (self), KINETIC_GESTURE_BOARD_PROP_HAS_MOMENTUM, value);
}

/**
 * kinetic_gesture_board_get_snaps_rotation: (get-property snaps-rotation)
 * @self: a gesture board
 *
 * Gets [property@GestureBoard:snaps-rotation]: whether a child released within 10° of a quarter
 * turn settles on it.
 *
 * Returns: the value of [property@GestureBoard:snaps-rotation]
 */

gboolean
kinetic_gesture_board_get_snaps_rotation (KineticGestureBoard *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_BOARD (self), FALSE);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (FALSE);
  return kinetic_control_get_boolean (KINETIC_CONTROL (self),
                                      KINETIC_GESTURE_BOARD_PROP_SNAPS_ROTATION);
}

/**
 * kinetic_gesture_board_set_snaps_rotation: (set-property snaps-rotation)
 * @self: a gesture board
 * @value: the new value
 *
 * Sets [property@GestureBoard:snaps-rotation]: whether a child released within 10° of a quarter
 * turn settles on it.
 */
void
kinetic_gesture_board_set_snaps_rotation (KineticGestureBoard *self, gboolean value)
{
  g_return_if_fail (KINETIC_IS_GESTURE_BOARD (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  kinetic_control_set_boolean (KINETIC_CONTROL (self), KINETIC_GESTURE_BOARD_PROP_SNAPS_ROTATION, value);
}

/**
 * kinetic_gesture_board_get_snaps_scale: (get-property snaps-scale)
 * @self: a gesture board
 *
 * Gets [property@GestureBoard:snaps-scale]: whether a child released within 8 % of its natural
 * size settles on it.
 *
 * Returns: the value of [property@GestureBoard:snaps-scale]
 */

gboolean
kinetic_gesture_board_get_snaps_scale (KineticGestureBoard *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_BOARD (self), FALSE);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (FALSE);
  return kinetic_control_get_boolean (KINETIC_CONTROL (self),
                                      KINETIC_GESTURE_BOARD_PROP_SNAPS_SCALE);
}

/**
 * kinetic_gesture_board_set_snaps_scale: (set-property snaps-scale)
 * @self: a gesture board
 * @value: the new value
 *
 * Sets [property@GestureBoard:snaps-scale]: whether a child released within 8 % of its natural
 * size settles on it.
 */
void
kinetic_gesture_board_set_snaps_scale (KineticGestureBoard *self, gboolean value)
{
  g_return_if_fail (KINETIC_IS_GESTURE_BOARD (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  kinetic_control_set_boolean (KINETIC_CONTROL (self), KINETIC_GESTURE_BOARD_PROP_SNAPS_SCALE, value);
}

/**
 * kinetic_gesture_board_get_double_tap_resets: (get-property double-tap-resets)
 * @self: a gesture board
 *
 * Gets [property@GestureBoard:double-tap-resets]: whether a double tap sends a child back to
 * where its layout put it.
 *
 * Returns: the value of [property@GestureBoard:double-tap-resets]
 */

gboolean
kinetic_gesture_board_get_double_tap_resets (KineticGestureBoard *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_BOARD (self), FALSE);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (FALSE);
  return kinetic_control_get_boolean (KINETIC_CONTROL (self),
                                      KINETIC_GESTURE_BOARD_PROP_DOUBLE_TAP_RESETS);
}

/**
 * kinetic_gesture_board_set_double_tap_resets: (set-property double-tap-resets)
 * @self: a gesture board
 * @value: the new value
 *
 * Sets [property@GestureBoard:double-tap-resets]: whether a double tap sends a child back to
 * where its layout put it.
 */
void
kinetic_gesture_board_set_double_tap_resets (KineticGestureBoard *self, gboolean value)
{
  g_return_if_fail (KINETIC_IS_GESTURE_BOARD (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  kinetic_control_set_boolean (KINETIC_CONTROL (self), KINETIC_GESTURE_BOARD_PROP_DOUBLE_TAP_RESETS, value);
}

/**
 * kinetic_gesture_board_get_reduces_motion: (get-property reduces-motion)
 * @self: a gesture board
 *
 * Gets [property@GestureBoard:reduces-motion]: whether motion is reduced.
 *
 * Returns: the value of [property@GestureBoard:reduces-motion]
 */

gboolean
kinetic_gesture_board_get_reduces_motion (KineticGestureBoard *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_BOARD (self), FALSE);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (FALSE);
  return kinetic_control_get_boolean (KINETIC_CONTROL (self),
                                      KINETIC_GESTURE_BOARD_PROP_REDUCES_MOTION);
}

/**
 * kinetic_gesture_board_set_reduces_motion: (set-property reduces-motion)
 * @self: a gesture board
 * @value: the new value
 *
 * Sets [property@GestureBoard:reduces-motion]: whether motion is reduced.
 */
void
kinetic_gesture_board_set_reduces_motion (KineticGestureBoard *self, gboolean value)
{
  g_return_if_fail (KINETIC_IS_GESTURE_BOARD (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  kinetic_control_set_boolean (KINETIC_CONTROL (self), KINETIC_GESTURE_BOARD_PROP_REDUCES_MOTION, value);
}

/**
 * kinetic_gesture_layout_child_get_x: (get-property x)
 * @self: a board child's layout options
 *
 * Gets [property@GestureLayoutChild:x]: where the layout puts the child's leading edge, in
 * pixels from the board's leading edge (the left, or the right under a right-to-left direction),
 * before the behaviours move it.
 *
 * Returns: the value of [property@GestureLayoutChild:x]
 */
double
kinetic_gesture_layout_child_get_x (KineticGestureLayoutChild *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self), 0);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (0);
  return self->options.x;
}

/**
 * kinetic_gesture_layout_child_set_x: (set-property x)
 * @self: a board child's layout options
 * @value: the new value
 *
 * Sets [property@GestureLayoutChild:x]: where the layout puts the child's leading edge, in
 * pixels from the board's leading edge (the left, or the right under a right-to-left direction),
 * before the behaviours move it.
 */
void
kinetic_gesture_layout_child_set_x (KineticGestureLayoutChild *self, double value)
{
  g_return_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  set_child_double (self, CHILD_PROP_X, value);
}

/**
 * kinetic_gesture_layout_child_get_y: (get-property y)
 * @self: a board child's layout options
 *
 * Gets [property@GestureLayoutChild:y]: where the layout puts the child's top edge, in pixels
 * from the board's top, before the behaviours move it.
 *
 * Returns: the value of [property@GestureLayoutChild:y]
 */
double
kinetic_gesture_layout_child_get_y (KineticGestureLayoutChild *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self), 0);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (0);
  return self->options.y;
}

/**
 * kinetic_gesture_layout_child_set_y: (set-property y)
 * @self: a board child's layout options
 * @value: the new value
 *
 * Sets [property@GestureLayoutChild:y]: where the layout puts the child's top edge, in pixels
 * from the board's top, before the behaviours move it.
 */
void
kinetic_gesture_layout_child_set_y (KineticGestureLayoutChild *self, double value)
{
  g_return_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  set_child_double (self, CHILD_PROP_Y, value);
}

/**
 * kinetic_gesture_layout_child_get_movable: (get-property movable)
 * @self: a board child's layout options
 *
 * Gets [property@GestureLayoutChild:movable]: whether one or two fingers, the mouse and the
 * arrow keys move the child.
 *
 * Returns: the value of [property@GestureLayoutChild:movable]
 */
gboolean
kinetic_gesture_layout_child_get_movable (KineticGestureLayoutChild *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self), FALSE);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (FALSE);
  return self->options.movable;
}

/**
 * kinetic_gesture_layout_child_set_movable: (set-property movable)
 * @self: a board child's layout options
 * @value: the new value
 *
 * Sets [property@GestureLayoutChild:movable]: whether one or two fingers, the mouse and the
 * arrow keys move the child.
 */
void
kinetic_gesture_layout_child_set_movable (KineticGestureLayoutChild *self, gboolean value)
{
  g_return_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  set_child_boolean (self, CHILD_PROP_MOVABLE, value);
}

/**
 * kinetic_gesture_layout_child_get_pinchable: (get-property pinchable)
 * @self: a board child's layout options
 *
 * Gets [property@GestureLayoutChild:pinchable]: whether two fingers, Ctrl with the wheel, a
 * touchpad pinch and + and − scale the child.
 *
 * Returns: the value of [property@GestureLayoutChild:pinchable]
 */
gboolean
kinetic_gesture_layout_child_get_pinchable (KineticGestureLayoutChild *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self), FALSE);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (FALSE);
  return self->options.pinchable;
}

/**
 * kinetic_gesture_layout_child_set_pinchable: (set-property pinchable)
 * @self: a board child's layout options
 * @value: the new value
 *
 * Sets [property@GestureLayoutChild:pinchable]: whether two fingers, Ctrl with the wheel, a
 * touchpad pinch and + and − scale the child.
 */
void
kinetic_gesture_layout_child_set_pinchable (KineticGestureLayoutChild *self, gboolean value)
{
  g_return_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  set_child_boolean (self, CHILD_PROP_PINCHABLE, value);
}

/**
 * kinetic_gesture_layout_child_get_rotatable: (get-property rotatable)
 * @self: a board child's layout options
 *
 * Gets [property@GestureLayoutChild:rotatable]: whether two fingers, Shift with the wheel, a
 * touchpad pinch and [ and ] turn the child.
 *
 * Returns: the value of [property@GestureLayoutChild:rotatable]
 */
gboolean
kinetic_gesture_layout_child_get_rotatable (KineticGestureLayoutChild *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self), FALSE);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (FALSE);
  return self->options.rotatable;
}

/**
 * kinetic_gesture_layout_child_set_rotatable: (set-property rotatable)
 * @self: a board child's layout options
 * @value: the new value
 *
 * Sets [property@GestureLayoutChild:rotatable]: whether two fingers, Shift with the wheel, a
 * touchpad pinch and [ and ] turn the child.
 */
void
kinetic_gesture_layout_child_set_rotatable (KineticGestureLayoutChild *self, gboolean value)
{
  g_return_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  set_child_boolean (self, CHILD_PROP_ROTATABLE, value);
}

/**
 * kinetic_gesture_layout_child_get_tappable: (get-property tappable)
 * @self: a board child's layout options
 *
 * Gets [property@GestureLayoutChild:tappable]: whether a press dims the child and a release on
 * it emits [signal@GestureBoard::tapped].
 *
 * Returns: the value of [property@GestureLayoutChild:tappable]
 */
gboolean
kinetic_gesture_layout_child_get_tappable (KineticGestureLayoutChild *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self), FALSE);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (FALSE);
  return self->options.tappable;
}

/**
 * kinetic_gesture_layout_child_set_tappable: (set-property tappable)
 * @self: a board child's layout options
 * @value: the new value
 *
 * Sets [property@GestureLayoutChild:tappable]: whether a press dims the child and a release on
 * it emits [signal@GestureBoard::tapped].
 */
void
kinetic_gesture_layout_child_set_tappable (KineticGestureLayoutChild *self, gboolean value)
{
  g_return_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  set_child_boolean (self, CHILD_PROP_TAPPABLE, value);
}

/**
 * kinetic_gesture_layout_child_get_keeps_inside: (get-property keeps-inside)
 * @self: a board child's layout options
 *
 * Gets [property@GestureLayoutChild:keeps-inside]: whether the child stays inside the board,
 * rubber banding past its edges while dragged and springing back in when the board shrinks.
 *
 * Returns: the value of [property@GestureLayoutChild:keeps-inside]
 */
gboolean
kinetic_gesture_layout_child_get_keeps_inside (KineticGestureLayoutChild *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self), FALSE);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (FALSE);
  return self->options.keeps_inside;
}

/**
 * kinetic_gesture_layout_child_set_keeps_inside: (set-property keeps-inside)
 * @self: a board child's layout options
 * @value: the new value
 *
 * Sets [property@GestureLayoutChild:keeps-inside]: whether the child stays inside the board,
 * rubber banding past its edges while dragged and springing back in when the board shrinks.
 */
void
kinetic_gesture_layout_child_set_keeps_inside (KineticGestureLayoutChild *self, gboolean value)
{
  g_return_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  set_child_boolean (self, CHILD_PROP_KEEPS_INSIDE, value);
}

/**
 * kinetic_gesture_layout_child_get_minimum_scale: (get-property minimum-scale)
 * @self: a board child's layout options
 *
 * Gets [property@GestureLayoutChild:minimum-scale]: the smallest scale the behaviours give the
 * child.
 *
 * Returns: the value of [property@GestureLayoutChild:minimum-scale]
 */
double
kinetic_gesture_layout_child_get_minimum_scale (KineticGestureLayoutChild *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self), 0);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (0);
  return self->options.minimum_scale;
}

/**
 * kinetic_gesture_layout_child_set_minimum_scale: (set-property minimum-scale)
 * @self: a board child's layout options
 * @value: the new value
 *
 * Sets [property@GestureLayoutChild:minimum-scale]: the smallest scale the behaviours give the
 * child.
 */
void
kinetic_gesture_layout_child_set_minimum_scale (KineticGestureLayoutChild *self, double value)
{
  g_return_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  set_child_double (self, CHILD_PROP_MINIMUM_SCALE, value);
}

/**
 * kinetic_gesture_layout_child_get_maximum_scale: (get-property maximum-scale)
 * @self: a board child's layout options
 *
 * Gets [property@GestureLayoutChild:maximum-scale]: the largest scale the behaviours give the
 * child.
 *
 * Returns: the value of [property@GestureLayoutChild:maximum-scale]
 */
double
kinetic_gesture_layout_child_get_maximum_scale (KineticGestureLayoutChild *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self), 0);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (0);
  return self->options.maximum_scale;
}

/**
 * kinetic_gesture_layout_child_set_maximum_scale: (set-property maximum-scale)
 * @self: a board child's layout options
 * @value: the new value
 *
 * Sets [property@GestureLayoutChild:maximum-scale]: the largest scale the behaviours give the
 * child.
 */
void
kinetic_gesture_layout_child_set_maximum_scale (KineticGestureLayoutChild *self, double value)
{
  g_return_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  set_child_double (self, CHILD_PROP_MAXIMUM_SCALE, value);
}

/**
 * kinetic_gesture_layout_child_get_offset_x: (get-property offset-x)
 * @self: a board child's layout options
 *
 * Gets [property@GestureLayoutChild:offset-x]: how far the behaviours have moved the child's
 * centre to the right of where its layout put it, in pixels (negative.
 *
 * Returns: the value of [property@GestureLayoutChild:offset-x]
 */
double
kinetic_gesture_layout_child_get_offset_x (KineticGestureLayoutChild *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self), 0);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (0);
  return self->offset_x;
}

/**
 * kinetic_gesture_layout_child_get_offset_y: (get-property offset-y)
 * @self: a board child's layout options
 *
 * Gets [property@GestureLayoutChild:offset-y]: how far the behaviours have moved the child's
 * centre down from where its layout put it, in pixels (negative.
 *
 * Returns: the value of [property@GestureLayoutChild:offset-y]
 */
double
kinetic_gesture_layout_child_get_offset_y (KineticGestureLayoutChild *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self), 0);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (0);
  return self->offset_y;
}

/**
 * kinetic_gesture_layout_child_get_scale: (get-property scale)
 * @self: a board child's layout options
 *
 * Gets [property@GestureLayoutChild:scale]: the scale the behaviours have given the child.
 *
 * Returns: the value of [property@GestureLayoutChild:scale]
 */
double
kinetic_gesture_layout_child_get_scale (KineticGestureLayoutChild *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self), 0);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (0);
  return self->scale;
}

/**
 * kinetic_gesture_layout_child_get_rotation: (get-property rotation)
 * @self: a board child's layout options
 *
 * Gets [property@GestureLayoutChild:rotation]: how far the behaviours have turned the child, in
 * radians, clockwise.
 *
 * Returns: the value of [property@GestureLayoutChild:rotation]
 */
double
kinetic_gesture_layout_child_get_rotation (KineticGestureLayoutChild *self)
{
  g_return_val_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self), 0);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (0);
  return self->rotation;
}
