// KineticGestureLayoutChild: one child's behaviours on a gesture board (its place, what it lets
// the user do, its bounds) and where the behaviours have put it, as GTK 4 layout children carry
// a child's layout options.

#include "kinetic-gesture-board.h"
#include "kinetic-gesture-board-properties.h"
#include "kinetic-control-private.h"
#include "kinetic-host.h"
#include "kinetic-main-thread.h"

/**
 * KineticGestureLayoutChild:
 *
 * A child's behaviours on a [class@GestureBoard], and where they have put it.
 *
 * ## Example
 *
 * A card that slides but neither scales nor turns, set in its `<layout>` element:
 *
 * ```xml
 * <object class="KineticGestureBoard">
 *   <child>
 *     <object class="GtkLabel">
 *       <property name="label">Slide me</property>
 *       <layout>
 *         <property name="x">20</property>
 *         <property name="y">60</property>
 *         <property name="pinchable">False</property>
 *         <property name="rotatable">False</property>
 *       </layout>
 *     </object>
 *   </child>
 * </object>
 * ```
 *
 * Where the user has put a child is read as it changes:
 *
 * ```c
 * static void
 * card_moved (KineticGestureLayoutChild *layout, GParamSpec *pspec, gpointer user_data)
 * {
 *   g_print ("Moved by %g, %g\n", kinetic_gesture_layout_child_get_offset_x (layout),
 *            kinetic_gesture_layout_child_get_offset_y (layout));
 * }
 *
 * static void
 * follow_card (KineticGestureLayoutChild *layout)
 * {
 *   g_signal_connect (layout, "notify::offset-x", G_CALLBACK (card_moved), NULL);
 *   g_signal_connect (layout, "notify::offset-y", G_CALLBACK (card_moved), NULL);
 * }
 * ```
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

G_DEFINE_FINAL_TYPE (KineticGestureLayoutChild, kinetic_gesture_layout_child,
                     GTK_TYPE_LAYOUT_CHILD)

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

static void
child_options_changed (KineticGestureLayoutChild *self)
{
  KineticGestureBoard *board = board_of_layout_child (self);
  if (board)
    kinetic_gesture_board_child_changed (
      board, gtk_layout_child_get_child_widget (GTK_LAYOUT_CHILD (self)), self->announced);
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

void
kinetic_gesture_layout_child_write_options (KineticGestureLayoutChild *self,
                                            const KineticGestureChildOptions *o)
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
  kinetic_gesture_layout_child_write_options (self, &o);
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
   * Where the layout puts the child's leading edge, in pixels from the board's leading edge
   * (the left, or the right under a right-to-left direction), before the behaviours move it.
   */
  child_props[CHILD_PROP_X] = g_param_spec_double ("x", NULL, NULL, -1e6, 1e6, 0, rw);
  /**
   * KineticGestureLayoutChild:y:
   * Where the layout puts the child's top edge, in pixels from the board's top, before the
   * behaviours move it.
   */
  child_props[CHILD_PROP_Y] = g_param_spec_double ("y", NULL, NULL, -1e6, 1e6, 0, rw);
  /**
   * KineticGestureLayoutChild:movable:
   * Whether one or two fingers, the mouse and the arrow keys move the child.
   */
  child_props[CHILD_PROP_MOVABLE] = g_param_spec_boolean ("movable", NULL, NULL, TRUE, rw);
  /**
   * KineticGestureLayoutChild:pinchable:
   * Whether two fingers, Ctrl with the wheel, a touchpad pinch and + and − scale the child.
   */
  child_props[CHILD_PROP_PINCHABLE] = g_param_spec_boolean ("pinchable", NULL, NULL, TRUE, rw);
  /**
   * KineticGestureLayoutChild:rotatable:
   * Whether two fingers, Shift with the wheel, a touchpad pinch and [ and ] turn the child.
   */
  child_props[CHILD_PROP_ROTATABLE] = g_param_spec_boolean ("rotatable", NULL, NULL, TRUE, rw);
  /**
   * KineticGestureLayoutChild:tappable:
   * Whether a press dims the child and a release on it emits [signal@GestureBoard::tapped].
   */
  child_props[CHILD_PROP_TAPPABLE] = g_param_spec_boolean ("tappable", NULL, NULL, TRUE, rw);
  /**
   * KineticGestureLayoutChild:keeps-inside:
   * Whether the child stays inside the board, rubber banding past its edges while dragged,
   * springing back in when the board shrinks, and put inside when the layout moves it (a new
   * [property@GestureLayoutChild:x] or [property@GestureLayoutChild:y], a right-to-left layout's
   * new width). Where the board moved the child to keep it inside is its own, not the child's:
   * the next position the app gives it is where it goes, and the child springs back out as the
   * board grows. A finger holding the child keeps it under the finger.
   */
  child_props[CHILD_PROP_KEEPS_INSIDE] =
    g_param_spec_boolean ("keeps-inside", NULL, NULL, TRUE, rw);
  /**
   * KineticGestureLayoutChild:minimum-scale:
   * The smallest scale the behaviours give the child.
   */
  child_props[CHILD_PROP_MINIMUM_SCALE] =
    g_param_spec_double ("minimum-scale", NULL, NULL, 0.01, 100, 0.1, rw);
  /**
   * KineticGestureLayoutChild:maximum-scale:
   * The largest scale the behaviours give the child.
   */
  child_props[CHILD_PROP_MAXIMUM_SCALE] =
    g_param_spec_double ("maximum-scale", NULL, NULL, 0.01, 100, 2, rw);
  /**
   * KineticGestureLayoutChild:offset-x:
   * How far the behaviours have moved the child's centre to the right of where its layout put
   * it, in pixels (negative: to the left).
   */
  child_props[CHILD_PROP_OFFSET_X] = g_param_spec_double ("offset-x", NULL, NULL, -G_MAXDOUBLE,
                                                          G_MAXDOUBLE, 0, ro);
  /**
   * KineticGestureLayoutChild:offset-y:
   * How far the behaviours have moved the child's centre down from where its layout put it, in
   * pixels (negative: up).
   */
  child_props[CHILD_PROP_OFFSET_Y] = g_param_spec_double ("offset-y", NULL, NULL, -G_MAXDOUBLE,
                                                          G_MAXDOUBLE, 0, ro);
  /**
   * KineticGestureLayoutChild:scale:
   * The scale the behaviours have given the child.
   */
  child_props[CHILD_PROP_SCALE] = g_param_spec_double ("scale", NULL, NULL, 0, G_MAXDOUBLE, 1, ro);
  /**
   * KineticGestureLayoutChild:rotation:
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

const KineticGestureChildOptions *
kinetic_gesture_layout_child_peek_options (KineticGestureLayoutChild *self)
{
  return &self->options;
}

gboolean
kinetic_gesture_layout_child_announce (KineticGestureLayoutChild *self, gboolean announced)
{
  if (self->announced == announced)
    return FALSE;
  self->announced = announced;
  return TRUE;
}

void
kinetic_gesture_layout_child_set_placement (KineticGestureLayoutChild *self, double offset_x,
                                            double offset_y, double scale, double rotation)
{
  g_object_freeze_notify (G_OBJECT (self));
  set_double (self, &self->offset_x, offset_x, CHILD_PROP_OFFSET_X);
  set_double (self, &self->offset_y, offset_y, CHILD_PROP_OFFSET_Y);
  set_double (self, &self->scale, scale, CHILD_PROP_SCALE);
  set_double (self, &self->rotation, rotation, CHILD_PROP_ROTATION);
  g_object_thaw_notify (G_OBJECT (self));
}

// Accessors of the properties above, for C and for GObject Introspection's languages, each in one
// line: CHILD_GETTER returns a read-only property's field; CHILD_ACCESSORS (kind, name, NAME)
// returns the option `name` and sets it as g_object_set() does (set_child_<kind>()). Each first
// checks that `self` is a layout child and that it runs on the main thread (the getter then
// returns 0 or FALSE).
#define CHILD_GETTER_(ctype, zero, name, field)                                                    \
  ctype kinetic_gesture_layout_child_get_##name (KineticGestureLayoutChild *self)                  \
  {                                                                                                \
    g_return_val_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self), zero);                           \
    KINETIC_RETURN_UNLESS_MAIN_THREAD (zero);                                                      \
    return self->field;                                                                            \
  }
#define CHILD_GETTER(name) CHILD_GETTER_ (double, 0, name, name)
#define CHILD_TYPE_double double
#define CHILD_TYPE_boolean gboolean
#define CHILD_ZERO_double 0
#define CHILD_ZERO_boolean FALSE
#define CHILD_ACCESSORS(kind, name, NAME)                                                          \
  CHILD_GETTER_ (CHILD_TYPE_##kind, CHILD_ZERO_##kind, name, options.name)                         \
  void kinetic_gesture_layout_child_set_##name (KineticGestureLayoutChild *self,                   \
                                                CHILD_TYPE_##kind value)                           \
  {                                                                                                \
    g_return_if_fail (KINETIC_IS_GESTURE_LAYOUT_CHILD (self));                                     \
    KINETIC_RETURN_UNLESS_MAIN_THREAD ();                                                          \
    set_child_##kind (self, CHILD_PROP_##NAME, value);                                             \
  }

/**
 * kinetic_gesture_layout_child_get_x: (get-property x)
 *
 * Gets [property@GestureLayoutChild:x].
 * Returns: the value
 */
/**
 * kinetic_gesture_layout_child_set_x: (set-property x)
 * @value: the new value
 *
 * Sets [property@GestureLayoutChild:x].
 */
CHILD_ACCESSORS (double, x, X)
/**
 * kinetic_gesture_layout_child_get_y: (get-property y)
 *
 * Gets [property@GestureLayoutChild:y].
 * Returns: the value
 */
/**
 * kinetic_gesture_layout_child_set_y: (set-property y)
 * @value: the new value
 *
 * Sets [property@GestureLayoutChild:y].
 */
CHILD_ACCESSORS (double, y, Y)
/**
 * kinetic_gesture_layout_child_get_movable: (get-property movable)
 *
 * Gets [property@GestureLayoutChild:movable].
 * Returns: the value
 */
/**
 * kinetic_gesture_layout_child_set_movable: (set-property movable)
 * @value: the new value
 *
 * Sets [property@GestureLayoutChild:movable].
 */
CHILD_ACCESSORS (boolean, movable, MOVABLE)
/**
 * kinetic_gesture_layout_child_get_pinchable: (get-property pinchable)
 *
 * Gets [property@GestureLayoutChild:pinchable].
 * Returns: the value
 */
/**
 * kinetic_gesture_layout_child_set_pinchable: (set-property pinchable)
 * @value: the new value
 *
 * Sets [property@GestureLayoutChild:pinchable].
 */
CHILD_ACCESSORS (boolean, pinchable, PINCHABLE)
/**
 * kinetic_gesture_layout_child_get_rotatable: (get-property rotatable)
 *
 * Gets [property@GestureLayoutChild:rotatable].
 * Returns: the value
 */
/**
 * kinetic_gesture_layout_child_set_rotatable: (set-property rotatable)
 * @value: the new value
 *
 * Sets [property@GestureLayoutChild:rotatable].
 */
CHILD_ACCESSORS (boolean, rotatable, ROTATABLE)
/**
 * kinetic_gesture_layout_child_get_tappable: (get-property tappable)
 *
 * Gets [property@GestureLayoutChild:tappable].
 * Returns: the value
 */
/**
 * kinetic_gesture_layout_child_set_tappable: (set-property tappable)
 * @value: the new value
 *
 * Sets [property@GestureLayoutChild:tappable].
 */
CHILD_ACCESSORS (boolean, tappable, TAPPABLE)
/**
 * kinetic_gesture_layout_child_get_keeps_inside: (get-property keeps-inside)
 *
 * Gets [property@GestureLayoutChild:keeps-inside].
 * Returns: the value
 */
/**
 * kinetic_gesture_layout_child_set_keeps_inside: (set-property keeps-inside)
 * @value: the new value
 *
 * Sets [property@GestureLayoutChild:keeps-inside].
 */
CHILD_ACCESSORS (boolean, keeps_inside, KEEPS_INSIDE)
/**
 * kinetic_gesture_layout_child_get_minimum_scale: (get-property minimum-scale)
 *
 * Gets [property@GestureLayoutChild:minimum-scale].
 * Returns: the value
 */
/**
 * kinetic_gesture_layout_child_set_minimum_scale: (set-property minimum-scale)
 * @value: the new value
 *
 * Sets [property@GestureLayoutChild:minimum-scale].
 */
CHILD_ACCESSORS (double, minimum_scale, MINIMUM_SCALE)
/**
 * kinetic_gesture_layout_child_get_maximum_scale: (get-property maximum-scale)
 *
 * Gets [property@GestureLayoutChild:maximum-scale].
 * Returns: the value
 */
/**
 * kinetic_gesture_layout_child_set_maximum_scale: (set-property maximum-scale)
 * @value: the new value
 *
 * Sets [property@GestureLayoutChild:maximum-scale].
 */
CHILD_ACCESSORS (double, maximum_scale, MAXIMUM_SCALE)
/**
 * kinetic_gesture_layout_child_get_offset_x: (get-property offset-x)
 *
 * Gets [property@GestureLayoutChild:offset-x].
 * Returns: the value
 */
CHILD_GETTER (offset_x)
/**
 * kinetic_gesture_layout_child_get_offset_y: (get-property offset-y)
 *
 * Gets [property@GestureLayoutChild:offset-y].
 * Returns: the value
 */
CHILD_GETTER (offset_y)
/**
 * kinetic_gesture_layout_child_get_scale: (get-property scale)
 *
 * Gets [property@GestureLayoutChild:scale].
 * Returns: the value
 */
CHILD_GETTER (scale)
/**
 * kinetic_gesture_layout_child_get_rotation: (get-property rotation)
 *
 * Gets [property@GestureLayoutChild:rotation].
 * Returns: the value
 */
CHILD_GETTER (rotation)
