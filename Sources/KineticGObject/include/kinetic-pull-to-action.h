#ifndef KINETIC_PULL_TO_ACTION_H
#define KINETIC_PULL_TO_ACTION_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * KineticPullState:
 * @KINETIC_PULL_STATE_IDLE: at rest; nothing is pulled
 * @KINETIC_PULL_STATE_PULLING: the content is pulled past its edge, not yet past the threshold
 * @KINETIC_PULL_STATE_TRIGGERED: pulled past the threshold: letting go now runs the action
 * @KINETIC_PULL_STATE_EXECUTING: the action runs; the status view stays open until it completes
 * @KINETIC_PULL_STATE_RETRACTING: the action completed; the status view shows the outcome and
 *   closes
 *
 * Where a [class@PullToAction] stands.
 */
typedef enum {
  KINETIC_PULL_STATE_IDLE,
  KINETIC_PULL_STATE_PULLING,
  KINETIC_PULL_STATE_TRIGGERED,
  KINETIC_PULL_STATE_EXECUTING,
  KINETIC_PULL_STATE_RETRACTING,
} KineticPullState;

GType kinetic_pull_state_get_type (void) G_GNUC_CONST;
#define KINETIC_TYPE_PULL_STATE (kinetic_pull_state_get_type ())

/**
 * KineticPullEdge:
 * @KINETIC_PULL_EDGE_TOP: the start of the content: pull down to refresh
 * @KINETIC_PULL_EDGE_BOTTOM: the end of the content: pull up to load more
 *
 * The edge of the content a [class@PullToAction] pulls from.
 */
typedef enum {
  KINETIC_PULL_EDGE_TOP,
  KINETIC_PULL_EDGE_BOTTOM,
} KineticPullEdge;

GType kinetic_pull_edge_get_type (void) G_GNUC_CONST;
#define KINETIC_TYPE_PULL_EDGE (kinetic_pull_edge_get_type ())

/**
 * KineticPullTriggerMode:
 * @KINETIC_PULL_TRIGGER_MODE_ON_RELEASE: when the finger lifts while past the threshold
 * @KINETIC_PULL_TRIGGER_MODE_AT_THRESHOLD: as soon as the pull crosses the threshold
 *
 * When a pull past the threshold runs the action.
 */
typedef enum {
  KINETIC_PULL_TRIGGER_MODE_ON_RELEASE,
  KINETIC_PULL_TRIGGER_MODE_AT_THRESHOLD,
} KineticPullTriggerMode;

GType kinetic_pull_trigger_mode_get_type (void) G_GNUC_CONST;
#define KINETIC_TYPE_PULL_TRIGGER_MODE (kinetic_pull_trigger_mode_get_type ())

/**
 * KineticPullVisualizer:
 * @KINETIC_PULL_VISUALIZER_BOTTOM: a status view of fixed height against the content, which
 *   slides out with it
 * @KINETIC_PULL_VISUALIZER_STRETCH: a status view that fills whatever the pull reveals
 * @KINETIC_PULL_VISUALIZER_CUSTOM: a visualizer set from Swift; reading only
 *
 * Where a [class@PullToAction] places its status view.
 */
typedef enum {
  KINETIC_PULL_VISUALIZER_BOTTOM,
  KINETIC_PULL_VISUALIZER_STRETCH,
  KINETIC_PULL_VISUALIZER_CUSTOM,
} KineticPullVisualizer;

GType kinetic_pull_visualizer_get_type (void) G_GNUC_CONST;
#define KINETIC_TYPE_PULL_VISUALIZER (kinetic_pull_visualizer_get_type ())

#define KINETIC_TYPE_PULL_TO_ACTION (kinetic_pull_to_action_get_type ())
G_DECLARE_FINAL_TYPE (KineticPullToAction, kinetic_pull_to_action, KINETIC, PULL_TO_ACTION,
                      GtkWidget)

GtkWidget *kinetic_pull_to_action_new (void);

GtkWidget *kinetic_pull_to_action_get_content (KineticPullToAction *self);
void kinetic_pull_to_action_set_content (KineticPullToAction *self, GtkWidget *content);
GtkWidget *kinetic_pull_to_action_get_status_view (KineticPullToAction *self);
void kinetic_pull_to_action_set_status_view (KineticPullToAction *self, GtkWidget *status_view);

KineticPullState kinetic_pull_to_action_get_state (KineticPullToAction *self);
double kinetic_pull_to_action_get_pulled_amount (KineticPullToAction *self);

void kinetic_pull_to_action_trigger (KineticPullToAction *self);
void kinetic_pull_to_action_finish (KineticPullToAction *self, gboolean success,
                                    const char *message);

G_END_DECLS

#endif
