#ifndef KINETIC_GESTURE_BOARD_H
#define KINETIC_GESTURE_BOARD_H

#include "kinetic-control.h"

G_BEGIN_DECLS

#define KINETIC_TYPE_GESTURE_LAYOUT_CHILD (kinetic_gesture_layout_child_get_type ())
G_DECLARE_FINAL_TYPE (KineticGestureLayoutChild, kinetic_gesture_layout_child, KINETIC,
                      GESTURE_LAYOUT_CHILD, GtkLayoutChild)

#define KINETIC_TYPE_GESTURE_LAYOUT (kinetic_gesture_layout_get_type ())
G_DECLARE_FINAL_TYPE (KineticGestureLayout, kinetic_gesture_layout, KINETIC, GESTURE_LAYOUT,
                      GtkLayoutManager)

#define KINETIC_TYPE_GESTURE_BOARD (kinetic_gesture_board_get_type ())
G_DECLARE_FINAL_TYPE (KineticGestureBoard, kinetic_gesture_board, KINETIC, GESTURE_BOARD,
                      KineticControl)

GtkWidget *kinetic_gesture_board_new (void);

void kinetic_gesture_board_put (KineticGestureBoard *self, GtkWidget *child, double x, double y);
void kinetic_gesture_board_remove (KineticGestureBoard *self, GtkWidget *child);
void kinetic_gesture_board_reset_all (KineticGestureBoard *self);

KineticGestureLayoutChild *kinetic_gesture_board_get_layout_child (KineticGestureBoard *self,
                                                                   GtkWidget *child);

gboolean kinetic_gesture_board_get_raises_on_press (KineticGestureBoard *self);
void kinetic_gesture_board_set_raises_on_press (KineticGestureBoard *self, gboolean value);
gboolean kinetic_gesture_board_get_has_momentum (KineticGestureBoard *self);
void kinetic_gesture_board_set_has_momentum (KineticGestureBoard *self, gboolean value);
gboolean kinetic_gesture_board_get_snaps_rotation (KineticGestureBoard *self);
void kinetic_gesture_board_set_snaps_rotation (KineticGestureBoard *self, gboolean value);
gboolean kinetic_gesture_board_get_snaps_scale (KineticGestureBoard *self);
void kinetic_gesture_board_set_snaps_scale (KineticGestureBoard *self, gboolean value);
gboolean kinetic_gesture_board_get_double_tap_resets (KineticGestureBoard *self);
void kinetic_gesture_board_set_double_tap_resets (KineticGestureBoard *self, gboolean value);
gboolean kinetic_gesture_board_get_reduces_motion (KineticGestureBoard *self);
void kinetic_gesture_board_set_reduces_motion (KineticGestureBoard *self, gboolean value);
const char *kinetic_gesture_board_get_hint (KineticGestureBoard *self);
void kinetic_gesture_board_set_hint (KineticGestureBoard *self, const char *value);
double kinetic_gesture_layout_child_get_x (KineticGestureLayoutChild *self);
void kinetic_gesture_layout_child_set_x (KineticGestureLayoutChild *self, double value);
double kinetic_gesture_layout_child_get_y (KineticGestureLayoutChild *self);
void kinetic_gesture_layout_child_set_y (KineticGestureLayoutChild *self, double value);
gboolean kinetic_gesture_layout_child_get_movable (KineticGestureLayoutChild *self);
void kinetic_gesture_layout_child_set_movable (KineticGestureLayoutChild *self, gboolean value);
gboolean kinetic_gesture_layout_child_get_pinchable (KineticGestureLayoutChild *self);
void kinetic_gesture_layout_child_set_pinchable (KineticGestureLayoutChild *self, gboolean value);
gboolean kinetic_gesture_layout_child_get_rotatable (KineticGestureLayoutChild *self);
void kinetic_gesture_layout_child_set_rotatable (KineticGestureLayoutChild *self, gboolean value);
gboolean kinetic_gesture_layout_child_get_tappable (KineticGestureLayoutChild *self);
void kinetic_gesture_layout_child_set_tappable (KineticGestureLayoutChild *self, gboolean value);
gboolean kinetic_gesture_layout_child_get_keeps_inside (KineticGestureLayoutChild *self);
void kinetic_gesture_layout_child_set_keeps_inside (KineticGestureLayoutChild *self,
                                                    gboolean value);
double kinetic_gesture_layout_child_get_minimum_scale (KineticGestureLayoutChild *self);
void kinetic_gesture_layout_child_set_minimum_scale (KineticGestureLayoutChild *self, double value);
double kinetic_gesture_layout_child_get_maximum_scale (KineticGestureLayoutChild *self);
void kinetic_gesture_layout_child_set_maximum_scale (KineticGestureLayoutChild *self, double value);
double kinetic_gesture_layout_child_get_offset_x (KineticGestureLayoutChild *self);
double kinetic_gesture_layout_child_get_offset_y (KineticGestureLayoutChild *self);
double kinetic_gesture_layout_child_get_scale (KineticGestureLayoutChild *self);
double kinetic_gesture_layout_child_get_rotation (KineticGestureLayoutChild *self);

G_END_DECLS

#endif
