#ifndef KINETIC_PULL_TO_ACTION_PROPERTIES_H
#define KINETIC_PULL_TO_ACTION_PROPERTIES_H

// Internal to Kinetic: the property numbers the Swift host reads and writes. Not installed.

#include <gtk/gtk.h>

typedef enum {
  KINETIC_PULL_TO_ACTION_PROP_0,
  KINETIC_PULL_TO_ACTION_PROP_PULL_THRESHOLD,
  KINETIC_PULL_TO_ACTION_PROP_EXECUTING_HEIGHT,
  KINETIC_PULL_TO_ACTION_PROP_EDGE,
  KINETIC_PULL_TO_ACTION_PROP_TRIGGER_MODE,
  KINETIC_PULL_TO_ACTION_PROP_MINIMUM_EXECUTING_DURATION,
  KINETIC_PULL_TO_ACTION_PROP_OUTCOME_DISPLAY_DURATION,
  KINETIC_PULL_TO_ACTION_PROP_ARROW_TURN_DURATION,
  KINETIC_PULL_TO_ACTION_PROP_SPRING_DURATION,
  KINETIC_PULL_TO_ACTION_PROP_SPRING_BOUNCE,
  KINETIC_PULL_TO_ACTION_PROP_REDUCES_MOTION,
  KINETIC_PULL_TO_ACTION_PROP_ENABLED,
  KINETIC_PULL_TO_ACTION_PROP_PULLING_TEXT,
  KINETIC_PULL_TO_ACTION_PROP_TRIGGERED_TEXT,
  KINETIC_PULL_TO_ACTION_PROP_EXECUTING_TEXT,
  KINETIC_PULL_TO_ACTION_PROP_RETRACTING_TEXT,
  KINETIC_PULL_TO_ACTION_PROP_SUCCESS_TEXT,
  KINETIC_PULL_TO_ACTION_PROP_NO_CHANGE_TEXT,
  KINETIC_PULL_TO_ACTION_PROP_FAILURE_TEXT,
  KINETIC_PULL_TO_ACTION_PROP_COMPLETED_ANNOUNCEMENT,
  KINETIC_PULL_TO_ACTION_PROP_RUBBER_BAND,
  KINETIC_PULL_TO_ACTION_PROP_DECELERATION_RATE,
  KINETIC_PULL_TO_ACTION_PROP_BOUNCE_DURATION,
  KINETIC_PULL_TO_ACTION_PROP_BOUNCE_BOUNCE,
  KINETIC_PULL_TO_ACTION_PROP_ALWAYS_BOUNCES,
  KINETIC_PULL_TO_ACTION_PROP_VISUALIZER,
  KINETIC_PULL_TO_ACTION_PROP_AWAITS_RESULT,
  KINETIC_PULL_TO_ACTION_PROP_ACTION_LABEL,
  KINETIC_PULL_TO_ACTION_PROP_HINT,
  KINETIC_PULL_TO_ACTION_PROP_STATE,
  KINETIC_PULL_TO_ACTION_PROP_PULLED_AMOUNT,
  KINETIC_PULL_TO_ACTION_PROP_CHILD,
  KINETIC_PULL_TO_ACTION_PROP_STATUS_VIEW,
  KINETIC_PULL_TO_ACTION_N_PROPS,
} KineticPullToActionProperty;

/// Emits `triggered` (from the Swift host).
void kinetic_pull_to_action_emit_triggered (GtkWidget *widget);

/// The adjustment a scrollable content is given (owned by the widget).
GtkAdjustment *kinetic_pull_to_action_get_adjustment (GtkWidget *widget,
                                                      GtkOrientation orientation);

/// What a scroll key binding asks (the `i` parameter of `pull-to-action.scroll`).
typedef enum {
  KINETIC_PULL_TO_ACTION_SCROLL_PAGE_BACKWARD,
  KINETIC_PULL_TO_ACTION_SCROLL_PAGE_FORWARD,
  KINETIC_PULL_TO_ACTION_SCROLL_START,
  KINETIC_PULL_TO_ACTION_SCROLL_END,
} KineticPullToActionScroll;

/// Draws the scroll indicator over the content (implemented by the Swift host).
void kinetic_pull_to_action_snapshot_indicator (gpointer host, GtkSnapshot *snapshot);

// The class's methods' calls into its host, implemented in Swift (PullToActionHost+Calls.swift).

/// Runs the action now, as a pull past the threshold does.
void kinetic_pull_to_action_host_refresh (gpointer host);
/// Scrolls a page or to an end (a KineticPullToActionScroll), as a GtkScrolledWindow's keys do.
void kinetic_pull_to_action_host_scroll (gpointer host, int scroll);
/// Reports the app's action's outcome; `message` is shown for a failure. FALSE when no action
/// was running, and the outcome was ignored.
gboolean kinetic_pull_to_action_host_finish (gpointer host, gboolean success, const char *message);

#endif
