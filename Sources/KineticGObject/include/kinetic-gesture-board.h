#ifndef KINETIC_GESTURE_BOARD_H
#define KINETIC_GESTURE_BOARD_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define KINETIC_TYPE_GESTURE_LAYOUT_CHILD (kinetic_gesture_layout_child_get_type ())
G_DECLARE_FINAL_TYPE (KineticGestureLayoutChild, kinetic_gesture_layout_child, KINETIC,
                      GESTURE_LAYOUT_CHILD, GtkLayoutChild)

#define KINETIC_TYPE_GESTURE_LAYOUT (kinetic_gesture_layout_get_type ())
G_DECLARE_FINAL_TYPE (KineticGestureLayout, kinetic_gesture_layout, KINETIC, GESTURE_LAYOUT,
                      GtkLayoutManager)

#define KINETIC_TYPE_GESTURE_BOARD (kinetic_gesture_board_get_type ())
G_DECLARE_FINAL_TYPE (KineticGestureBoard, kinetic_gesture_board, KINETIC, GESTURE_BOARD,
                      GtkWidget)

GtkWidget *kinetic_gesture_board_new (void);

void kinetic_gesture_board_put (KineticGestureBoard *self, GtkWidget *child, double x, double y);
void kinetic_gesture_board_remove (KineticGestureBoard *self, GtkWidget *child);
void kinetic_gesture_board_reset_all (KineticGestureBoard *self);

KineticGestureLayoutChild *kinetic_gesture_board_get_layout_child (KineticGestureBoard *self,
                                                                   GtkWidget *child);

G_END_DECLS

#endif
