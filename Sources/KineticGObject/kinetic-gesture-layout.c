// KineticGestureLayout: the layout manager of a gesture board. The board's host measures and
// places the children (where each layout child and the behaviours' transform put it).

#include "kinetic-gesture-board.h"
#include "kinetic-control-private.h"
#include "kinetic-host.h"

/**
 * KineticGestureLayout:
 *
 * The layout manager of a [class@GestureBoard]: it places each child where its layout child's
 * position and the behaviours' transform put it. It works only for a gesture board.
 *
 * ## Example
 *
 * A board's children's layout children come from it, as from any layout manager:
 *
 * ```c
 * static KineticGestureLayoutChild *
 * layout_child_of (GtkWidget *board, GtkWidget *child)
 * {
 *   GtkLayoutManager *layout = gtk_widget_get_layout_manager (board);
 *   g_assert (KINETIC_IS_GESTURE_LAYOUT (layout));
 *   return KINETIC_GESTURE_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, child));
 * }
 * ```
 */
struct _KineticGestureLayout {
  GtkLayoutManager parent_instance;
};

G_DEFINE_FINAL_TYPE (KineticGestureLayout, kinetic_gesture_layout, GTK_TYPE_LAYOUT_MANAGER)

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
