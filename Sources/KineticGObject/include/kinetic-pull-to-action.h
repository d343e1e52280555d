#ifndef KINETIC_PULL_TO_ACTION_H
#define KINETIC_PULL_TO_ACTION_H

#include "kinetic-control.h"

G_BEGIN_DECLS

/**
 * KineticPullToActionState:
 * @KINETIC_PULL_TO_ACTION_STATE_IDLE: at rest; nothing is pulled
 * @KINETIC_PULL_TO_ACTION_STATE_PULLING: the content is pulled past its edge, not yet past the threshold
 * @KINETIC_PULL_TO_ACTION_STATE_TRIGGERED: pulled past the threshold: letting go now runs the action
 * @KINETIC_PULL_TO_ACTION_STATE_EXECUTING: the action runs; the status view stays open until it completes
 * @KINETIC_PULL_TO_ACTION_STATE_RETRACTING: the action completed; the status view shows the outcome and
 *   closes
 *
 * Where a [class@PullToAction] stands.
 */
typedef enum {
  KINETIC_PULL_TO_ACTION_STATE_IDLE,
  KINETIC_PULL_TO_ACTION_STATE_PULLING,
  KINETIC_PULL_TO_ACTION_STATE_TRIGGERED,
  KINETIC_PULL_TO_ACTION_STATE_EXECUTING,
  KINETIC_PULL_TO_ACTION_STATE_RETRACTING,
} KineticPullToActionState;

GType kinetic_pull_to_action_state_get_type (void) G_GNUC_CONST;
#define KINETIC_TYPE_PULL_TO_ACTION_STATE (kinetic_pull_to_action_state_get_type ())

/**
 * KineticPullToActionEdge:
 * @KINETIC_PULL_TO_ACTION_EDGE_TOP: the start of the content: pull down to refresh
 * @KINETIC_PULL_TO_ACTION_EDGE_BOTTOM: the end of the content: pull up to load more
 *
 * The edge of the content a [class@PullToAction] pulls from.
 */
typedef enum {
  KINETIC_PULL_TO_ACTION_EDGE_TOP,
  KINETIC_PULL_TO_ACTION_EDGE_BOTTOM,
} KineticPullToActionEdge;

GType kinetic_pull_to_action_edge_get_type (void) G_GNUC_CONST;
#define KINETIC_TYPE_PULL_TO_ACTION_EDGE (kinetic_pull_to_action_edge_get_type ())

/**
 * KineticPullToActionTriggerMode:
 * @KINETIC_PULL_TO_ACTION_TRIGGER_MODE_ON_RELEASE: when the finger lifts while past the threshold
 * @KINETIC_PULL_TO_ACTION_TRIGGER_MODE_AT_THRESHOLD: as soon as the pull crosses the threshold
 *
 * When a pull past the threshold runs the action.
 */
typedef enum {
  KINETIC_PULL_TO_ACTION_TRIGGER_MODE_ON_RELEASE,
  KINETIC_PULL_TO_ACTION_TRIGGER_MODE_AT_THRESHOLD,
} KineticPullToActionTriggerMode;

GType kinetic_pull_to_action_trigger_mode_get_type (void) G_GNUC_CONST;
#define KINETIC_TYPE_PULL_TO_ACTION_TRIGGER_MODE (kinetic_pull_to_action_trigger_mode_get_type ())

/**
 * KineticPullToActionVisualizer:
 * @KINETIC_PULL_TO_ACTION_VISUALIZER_BOTTOM: a status view of fixed height against the content, which
 *   slides out with it
 * @KINETIC_PULL_TO_ACTION_VISUALIZER_STRETCH: a status view that fills whatever the pull reveals
 * @KINETIC_PULL_TO_ACTION_VISUALIZER_CUSTOM: a visualizer set from Swift; reading only
 *
 * Where a [class@PullToAction] places its status view.
 */
typedef enum {
  KINETIC_PULL_TO_ACTION_VISUALIZER_BOTTOM,
  KINETIC_PULL_TO_ACTION_VISUALIZER_STRETCH,
  KINETIC_PULL_TO_ACTION_VISUALIZER_CUSTOM,
} KineticPullToActionVisualizer;

GType kinetic_pull_to_action_visualizer_get_type (void) G_GNUC_CONST;
#define KINETIC_TYPE_PULL_TO_ACTION_VISUALIZER (kinetic_pull_to_action_visualizer_get_type ())

#define KINETIC_TYPE_PULL_TO_ACTION (kinetic_pull_to_action_get_type ())
G_DECLARE_FINAL_TYPE (KineticPullToAction, kinetic_pull_to_action, KINETIC, PULL_TO_ACTION,
                      KineticControl)

GtkWidget *kinetic_pull_to_action_new (void);

GtkWidget *kinetic_pull_to_action_get_child (KineticPullToAction *self);
void kinetic_pull_to_action_set_child (KineticPullToAction *self, GtkWidget *child);
GtkAdjustment *kinetic_pull_to_action_get_vadjustment (KineticPullToAction *self);
GtkAdjustment *kinetic_pull_to_action_get_hadjustment (KineticPullToAction *self);
GtkWidget *kinetic_pull_to_action_get_status_view (KineticPullToAction *self);
void kinetic_pull_to_action_set_status_view (KineticPullToAction *self, GtkWidget *status_view);

KineticPullToActionState kinetic_pull_to_action_get_state (KineticPullToAction *self);
double kinetic_pull_to_action_get_pulled_amount (KineticPullToAction *self);

void kinetic_pull_to_action_trigger (KineticPullToAction *self);
void kinetic_pull_to_action_finish (KineticPullToAction *self, gboolean success,
                                    const char *message);

double kinetic_pull_to_action_get_pull_threshold (KineticPullToAction *self);
void kinetic_pull_to_action_set_pull_threshold (KineticPullToAction *self, double value);
double kinetic_pull_to_action_get_executing_height (KineticPullToAction *self);
void kinetic_pull_to_action_set_executing_height (KineticPullToAction *self, double value);
KineticPullToActionEdge kinetic_pull_to_action_get_edge (KineticPullToAction *self);
void kinetic_pull_to_action_set_edge (KineticPullToAction *self, KineticPullToActionEdge value);
KineticPullToActionTriggerMode kinetic_pull_to_action_get_trigger_mode (KineticPullToAction *self);
void kinetic_pull_to_action_set_trigger_mode (KineticPullToAction *self,
                                              KineticPullToActionTriggerMode value);
double kinetic_pull_to_action_get_minimum_executing_duration (KineticPullToAction *self);
void kinetic_pull_to_action_set_minimum_executing_duration (KineticPullToAction *self,
                                                            double value);
double kinetic_pull_to_action_get_outcome_display_duration (KineticPullToAction *self);
void kinetic_pull_to_action_set_outcome_display_duration (KineticPullToAction *self, double value);
double kinetic_pull_to_action_get_arrow_turn_duration (KineticPullToAction *self);
void kinetic_pull_to_action_set_arrow_turn_duration (KineticPullToAction *self, double value);
double kinetic_pull_to_action_get_spring_duration (KineticPullToAction *self);
void kinetic_pull_to_action_set_spring_duration (KineticPullToAction *self, double value);
double kinetic_pull_to_action_get_spring_bounce (KineticPullToAction *self);
void kinetic_pull_to_action_set_spring_bounce (KineticPullToAction *self, double value);
gboolean kinetic_pull_to_action_get_reduces_motion (KineticPullToAction *self);
void kinetic_pull_to_action_set_reduces_motion (KineticPullToAction *self, gboolean value);
gboolean kinetic_pull_to_action_get_enabled (KineticPullToAction *self);
void kinetic_pull_to_action_set_enabled (KineticPullToAction *self, gboolean value);
const char *kinetic_pull_to_action_get_pulling_text (KineticPullToAction *self);
void kinetic_pull_to_action_set_pulling_text (KineticPullToAction *self, const char *value);
const char *kinetic_pull_to_action_get_triggered_text (KineticPullToAction *self);
void kinetic_pull_to_action_set_triggered_text (KineticPullToAction *self, const char *value);
const char *kinetic_pull_to_action_get_executing_text (KineticPullToAction *self);
void kinetic_pull_to_action_set_executing_text (KineticPullToAction *self, const char *value);
const char *kinetic_pull_to_action_get_retracting_text (KineticPullToAction *self);
void kinetic_pull_to_action_set_retracting_text (KineticPullToAction *self, const char *value);
const char *kinetic_pull_to_action_get_success_text (KineticPullToAction *self);
void kinetic_pull_to_action_set_success_text (KineticPullToAction *self, const char *value);
const char *kinetic_pull_to_action_get_no_change_text (KineticPullToAction *self);
void kinetic_pull_to_action_set_no_change_text (KineticPullToAction *self, const char *value);
const char *kinetic_pull_to_action_get_failure_text (KineticPullToAction *self);
void kinetic_pull_to_action_set_failure_text (KineticPullToAction *self, const char *value);
const char *kinetic_pull_to_action_get_completed_announcement (KineticPullToAction *self);
void kinetic_pull_to_action_set_completed_announcement (KineticPullToAction *self,
                                                        const char *value);
double kinetic_pull_to_action_get_rubber_band (KineticPullToAction *self);
void kinetic_pull_to_action_set_rubber_band (KineticPullToAction *self, double value);
double kinetic_pull_to_action_get_deceleration_rate (KineticPullToAction *self);
void kinetic_pull_to_action_set_deceleration_rate (KineticPullToAction *self, double value);
double kinetic_pull_to_action_get_bounce_duration (KineticPullToAction *self);
void kinetic_pull_to_action_set_bounce_duration (KineticPullToAction *self, double value);
double kinetic_pull_to_action_get_bounce_bounce (KineticPullToAction *self);
void kinetic_pull_to_action_set_bounce_bounce (KineticPullToAction *self, double value);
gboolean kinetic_pull_to_action_get_always_bounces (KineticPullToAction *self);
void kinetic_pull_to_action_set_always_bounces (KineticPullToAction *self, gboolean value);
KineticPullToActionVisualizer kinetic_pull_to_action_get_visualizer (KineticPullToAction *self);
void kinetic_pull_to_action_set_visualizer (KineticPullToAction *self, KineticPullToActionVisualizer value);
gboolean kinetic_pull_to_action_get_awaits_result (KineticPullToAction *self);
void kinetic_pull_to_action_set_awaits_result (KineticPullToAction *self, gboolean value);
const char *kinetic_pull_to_action_get_action_label (KineticPullToAction *self);
void kinetic_pull_to_action_set_action_label (KineticPullToAction *self, const char *value);
const char *kinetic_pull_to_action_get_hint (KineticPullToAction *self);
void kinetic_pull_to_action_set_hint (KineticPullToAction *self, const char *value);

G_END_DECLS

#endif
