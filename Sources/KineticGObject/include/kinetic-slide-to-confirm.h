#ifndef KINETIC_SLIDE_TO_CONFIRM_H
#define KINETIC_SLIDE_TO_CONFIRM_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * KineticSlideState:
 * @KINETIC_SLIDE_STATE_IDLE: at rest at the start, waiting for a drag or an activation
 * @KINETIC_SLIDE_STATE_UPDATING: following a finger
 * @KINETIC_SLIDE_STATE_ARMED: activated once from the keyboard or an assistive technology; a
 *   second activation confirms
 * @KINETIC_SLIDE_STATE_COMPLETED: confirmed: the app's action runs now
 * @KINETIC_SLIDE_STATE_WORKING: waiting for the app's action to report its result
 * @KINETIC_SLIDE_STATE_SUCCEEDED: the action succeeded; shown for a moment before the reset
 * @KINETIC_SLIDE_STATE_FAILED: the action failed; the failure shows for a moment
 * @KINETIC_SLIDE_STATE_RESETTING: the thumb is going back to the start
 *
 * Where a [class@SlideToConfirm] stands.
 */
typedef enum {
  KINETIC_SLIDE_STATE_IDLE,
  KINETIC_SLIDE_STATE_UPDATING,
  KINETIC_SLIDE_STATE_ARMED,
  KINETIC_SLIDE_STATE_COMPLETED,
  KINETIC_SLIDE_STATE_WORKING,
  KINETIC_SLIDE_STATE_SUCCEEDED,
  KINETIC_SLIDE_STATE_FAILED,
  KINETIC_SLIDE_STATE_RESETTING,
} KineticSlideState;

GType kinetic_slide_state_get_type (void) G_GNUC_CONST;
#define KINETIC_TYPE_SLIDE_STATE (kinetic_slide_state_get_type ())

#define KINETIC_TYPE_SLIDE_TO_CONFIRM (kinetic_slide_to_confirm_get_type ())
G_DECLARE_FINAL_TYPE (KineticSlideToConfirm, kinetic_slide_to_confirm, KINETIC, SLIDE_TO_CONFIRM,
                      GtkWidget)

GtkWidget *kinetic_slide_to_confirm_new (void);

KineticSlideState kinetic_slide_to_confirm_get_state (KineticSlideToConfirm *self);
double kinetic_slide_to_confirm_get_progress (KineticSlideToConfirm *self);

void kinetic_slide_to_confirm_confirm (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_reset (KineticSlideToConfirm *self);
void kinetic_slide_to_confirm_finish (KineticSlideToConfirm *self, gboolean success,
                                      const char *message);

G_END_DECLS

#endif
