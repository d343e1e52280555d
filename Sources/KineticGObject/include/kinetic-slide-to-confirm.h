#ifndef KINETIC_SLIDE_TO_CONFIRM_H
#define KINETIC_SLIDE_TO_CONFIRM_H

#include "kinetic-control.h"

G_BEGIN_DECLS

/**
 * KineticSlideToConfirmState:
 * @KINETIC_SLIDE_TO_CONFIRM_STATE_IDLE: at rest at the start, waiting for a drag or an activation
 * @KINETIC_SLIDE_TO_CONFIRM_STATE_UPDATING: following a finger
 * @KINETIC_SLIDE_TO_CONFIRM_STATE_ARMED: activated once from the keyboard or an assistive technology; a
 *   second activation confirms
 * @KINETIC_SLIDE_TO_CONFIRM_STATE_COMPLETED: confirmed: the app's action runs now
 * @KINETIC_SLIDE_TO_CONFIRM_STATE_WORKING: waiting for the app's action to report its result
 * @KINETIC_SLIDE_TO_CONFIRM_STATE_SUCCEEDED: the action succeeded; shown for a moment before the reset
 * @KINETIC_SLIDE_TO_CONFIRM_STATE_FAILED: the action failed; the failure shows for a moment
 * @KINETIC_SLIDE_TO_CONFIRM_STATE_RESETTING: the thumb is going back to the start
 *
 * Where a [class@SlideToConfirm] stands.
 */
typedef enum {
  KINETIC_SLIDE_TO_CONFIRM_STATE_IDLE,
  KINETIC_SLIDE_TO_CONFIRM_STATE_UPDATING,
  KINETIC_SLIDE_TO_CONFIRM_STATE_ARMED,
  KINETIC_SLIDE_TO_CONFIRM_STATE_COMPLETED,
  KINETIC_SLIDE_TO_CONFIRM_STATE_WORKING,
  KINETIC_SLIDE_TO_CONFIRM_STATE_SUCCEEDED,
  KINETIC_SLIDE_TO_CONFIRM_STATE_FAILED,
  KINETIC_SLIDE_TO_CONFIRM_STATE_RESETTING,
} KineticSlideToConfirmState;

GType kinetic_slide_to_confirm_state_get_type (void) G_GNUC_CONST;
#define KINETIC_TYPE_SLIDE_TO_CONFIRM_STATE (kinetic_slide_to_confirm_state_get_type ())

#define KINETIC_TYPE_SLIDE_TO_CONFIRM (kinetic_slide_to_confirm_get_type ())
G_DECLARE_FINAL_TYPE (KineticSlideToConfirm, kinetic_slide_to_confirm, KINETIC, SLIDE_TO_CONFIRM,
                      KineticControl)

GtkWidget *kinetic_slide_to_confirm_new (void);

KineticSlideToConfirmState kinetic_slide_to_confirm_get_state (KineticSlideToConfirm *self);
double kinetic_slide_to_confirm_get_progress (KineticSlideToConfirm *self);

void kinetic_slide_to_confirm_confirm (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_reset (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_finish (KineticSlideToConfirm *self, gboolean success,
                                      const char *message);

const char *kinetic_slide_to_confirm_get_title (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_title (KineticSlideToConfirm *self, const char *value);
const char *kinetic_slide_to_confirm_get_prompt (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_prompt (KineticSlideToConfirm *self, const char *value);
double kinetic_slide_to_confirm_get_thumb_width (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_thumb_width (KineticSlideToConfirm *self, double value);
GtkWidget *kinetic_slide_to_confirm_get_thumb (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_thumb (KineticSlideToConfirm *self, GtkWidget *thumb);
GtkWidget *kinetic_slide_to_confirm_get_track (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_track (KineticSlideToConfirm *self, GtkWidget *track);
gboolean kinetic_slide_to_confirm_get_resets_when_completed (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_resets_when_completed (KineticSlideToConfirm *self,
                                                         gboolean value);
double kinetic_slide_to_confirm_get_completion_reset_delay (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_completion_reset_delay (KineticSlideToConfirm *self,
                                                          double value);
double kinetic_slide_to_confirm_get_reset_animation_duration (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_reset_animation_duration (KineticSlideToConfirm *self,
                                                            double value);
double kinetic_slide_to_confirm_get_completion_threshold (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_completion_threshold (KineticSlideToConfirm *self, double value);
gboolean kinetic_slide_to_confirm_get_completes_on_fling (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_completes_on_fling (KineticSlideToConfirm *self, gboolean value);
double kinetic_slide_to_confirm_get_fling_minimum_progress (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_fling_minimum_progress (KineticSlideToConfirm *self,
                                                          double value);
double kinetic_slide_to_confirm_get_fling_minimum_velocity (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_fling_minimum_velocity (KineticSlideToConfirm *self,
                                                          double value);
gboolean kinetic_slide_to_confirm_get_snaps_back_with_spring (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_snaps_back_with_spring (KineticSlideToConfirm *self,
                                                          gboolean value);
double kinetic_slide_to_confirm_get_snap_back_bounce (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_snap_back_bounce (KineticSlideToConfirm *self, double value);
gboolean kinetic_slide_to_confirm_get_drags_from_anywhere (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_drags_from_anywhere (KineticSlideToConfirm *self, gboolean value);
gboolean kinetic_slide_to_confirm_get_awaits_result (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_awaits_result (KineticSlideToConfirm *self, gboolean value);
double kinetic_slide_to_confirm_get_result_display_duration (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_result_display_duration (KineticSlideToConfirm *self,
                                                           double value);
double kinetic_slide_to_confirm_get_confirmation_window (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_confirmation_window (KineticSlideToConfirm *self, double value);
gboolean kinetic_slide_to_confirm_get_reduces_motion (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_reduces_motion (KineticSlideToConfirm *self, gboolean value);
const char *kinetic_slide_to_confirm_get_armed_text (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_armed_text (KineticSlideToConfirm *self, const char *value);
const char *kinetic_slide_to_confirm_get_working_text (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_working_text (KineticSlideToConfirm *self, const char *value);
const char *kinetic_slide_to_confirm_get_success_text (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_success_text (KineticSlideToConfirm *self, const char *value);
const char *kinetic_slide_to_confirm_get_failure_text (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_failure_text (KineticSlideToConfirm *self, const char *value);
const char *kinetic_slide_to_confirm_get_hint (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_set_hint (KineticSlideToConfirm *self, const char *value);

G_END_DECLS

#endif
