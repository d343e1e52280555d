#ifndef KINETIC_GESTURE_BOARD_PROPERTIES_H
#define KINETIC_GESTURE_BOARD_PROPERTIES_H

// Internal to Kinetic: the property numbers and calls between KineticGestureBoard and its Swift
// host. Not installed.

#include "kinetic-gesture-board.h"

/// The board's own properties, which the Swift host reads and writes.
typedef enum {
  KINETIC_GESTURE_BOARD_PROP_0,
  KINETIC_GESTURE_BOARD_PROP_RAISES_ON_PRESS,
  KINETIC_GESTURE_BOARD_PROP_HAS_MOMENTUM,
  KINETIC_GESTURE_BOARD_PROP_SNAPS_ROTATION,
  KINETIC_GESTURE_BOARD_PROP_SNAPS_SCALE,
  KINETIC_GESTURE_BOARD_PROP_DOUBLE_TAP_RESETS,
  KINETIC_GESTURE_BOARD_PROP_REDUCES_MOTION,
  KINETIC_GESTURE_BOARD_PROP_HINT,
  KINETIC_GESTURE_BOARD_N_PROPS,
} KineticGestureBoardProperty;

/// A child's layout properties, which the C side stores.
typedef struct {
  double x;
  double y;
  gboolean movable;
  gboolean pinchable;
  gboolean rotatable;
  gboolean tappable;
  gboolean keeps_inside;
  double minimum_scale;
  double maximum_scale;
} KineticGestureChildOptions;

// Between the board and its layout children (kinetic-gesture-layout-child.c).

/// A child's options changed: the board tells its host (once the host knows the child, as
/// `announced` says), updates its actions and lays out again.
void kinetic_gesture_board_child_changed (KineticGestureBoard *self, GtkWidget *child,
                                          gboolean announced);
/// The child's options, read in place.
const KineticGestureChildOptions *
kinetic_gesture_layout_child_peek_options (KineticGestureLayoutChild *self);
/// Writes the child's options, notifying those that changed.
void kinetic_gesture_layout_child_write_options (KineticGestureLayoutChild *self,
                                                 const KineticGestureChildOptions *options);
/// Marks whether the host knows the child; TRUE when that changed.
gboolean kinetic_gesture_layout_child_announce (KineticGestureLayoutChild *self,
                                                gboolean announced);
/// Where the behaviours have put the child, notifying what changed.
void kinetic_gesture_layout_child_set_placement (KineticGestureLayoutChild *self, double offset_x,
                                                 double offset_y, double scale, double rotation);

/// Emits `tapped` for `child` (from the Swift host).
void kinetic_gesture_board_emit_tapped (GtkWidget *widget, GtkWidget *child);

/// Reads `child`'s layout properties; FALSE when it is not the board's child.
gboolean kinetic_gesture_board_read_child (GtkWidget *widget, GtkWidget *child,
                                           KineticGestureChildOptions *options);

/// Writes `child`'s layout properties, notifying those that change.
void kinetic_gesture_board_write_child (GtkWidget *widget, GtkWidget *child,
                                        const KineticGestureChildOptions *options);

/// Sets `child`'s observable transform values, notifying those that change.
void kinetic_gesture_board_set_child_placement (GtkWidget *widget, GtkWidget *child,
                                                double offset_x, double offset_y, double scale,
                                                double rotation);

/// The action of the class's key binding for `keyval` (no modifiers), or NULL.
const char *kinetic_gesture_board_binding_action (guint keyval);

/// Gives the keyboard focus to `child`, even a child (a label) that would refuse it.
gboolean kinetic_gesture_board_focus_child (GtkWidget *widget, GtkWidget *child);

// Implemented in Swift (KineticGTK, GestureBoardHost.swift).

/// A child joined the board (its layout child was created).
void kinetic_gesture_board_host_child_added (gpointer host, GtkWidget *child);
/// A child left the board (its layout child went).
void kinetic_gesture_board_host_child_removed (gpointer host, GtkWidget *child);
/// A child's layout properties changed.
void kinetic_gesture_board_host_child_changed (gpointer host, GtkWidget *child);
/// Puts every child back where it was put, as gesture-board.reset-all does.
void kinetic_gesture_board_host_reset_all (gpointer host);

#endif
