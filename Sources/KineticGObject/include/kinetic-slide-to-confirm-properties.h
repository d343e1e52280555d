#ifndef KINETIC_SLIDE_TO_CONFIRM_PROPERTIES_H
#define KINETIC_SLIDE_TO_CONFIRM_PROPERTIES_H

// Internal to Kinetic: the property numbers the Swift host reads and writes. Not installed.

typedef enum {
  KINETIC_SLIDE_TO_CONFIRM_PROP_0,
  KINETIC_SLIDE_TO_CONFIRM_PROP_TITLE,
  KINETIC_SLIDE_TO_CONFIRM_PROP_PROMPT,
  KINETIC_SLIDE_TO_CONFIRM_PROP_THUMB_WIDTH,
  KINETIC_SLIDE_TO_CONFIRM_PROP_RESETS_WHEN_COMPLETED,
  KINETIC_SLIDE_TO_CONFIRM_PROP_COMPLETION_RESET_DELAY,
  KINETIC_SLIDE_TO_CONFIRM_PROP_RESET_ANIMATION_DURATION,
  KINETIC_SLIDE_TO_CONFIRM_PROP_COMPLETION_THRESHOLD,
  KINETIC_SLIDE_TO_CONFIRM_PROP_COMPLETES_ON_FLING,
  KINETIC_SLIDE_TO_CONFIRM_PROP_FLING_MINIMUM_PROGRESS,
  KINETIC_SLIDE_TO_CONFIRM_PROP_FLING_MINIMUM_VELOCITY,
  KINETIC_SLIDE_TO_CONFIRM_PROP_SNAPS_BACK_WITH_SPRING,
  KINETIC_SLIDE_TO_CONFIRM_PROP_SNAP_BACK_BOUNCE,
  KINETIC_SLIDE_TO_CONFIRM_PROP_DRAGS_FROM_ANYWHERE,
  KINETIC_SLIDE_TO_CONFIRM_PROP_AWAITS_RESULT,
  KINETIC_SLIDE_TO_CONFIRM_PROP_RESULT_DISPLAY_DURATION,
  KINETIC_SLIDE_TO_CONFIRM_PROP_CONFIRMATION_WINDOW,
  KINETIC_SLIDE_TO_CONFIRM_PROP_REDUCES_MOTION,
  KINETIC_SLIDE_TO_CONFIRM_PROP_STATE,
  KINETIC_SLIDE_TO_CONFIRM_PROP_PROGRESS,
  KINETIC_SLIDE_TO_CONFIRM_PROP_THUMB,
  KINETIC_SLIDE_TO_CONFIRM_PROP_TRACK,
  KINETIC_SLIDE_TO_CONFIRM_N_PROPS,
  /* GtkOrientable's, overridden. */
  KINETIC_SLIDE_TO_CONFIRM_PROP_ORIENTATION = KINETIC_SLIDE_TO_CONFIRM_N_PROPS,
} KineticSlideToConfirmProperty;

/// Emits `confirmed` (from the Swift host).
void kinetic_slide_to_confirm_emit_confirmed (GtkWidget *widget);

// The class's methods' calls into its host, implemented in Swift (SlideToConfirmHost+Calls.swift).

/// Confirms at once, as a slide to the end does.
void kinetic_slide_to_confirm_host_complete (gpointer host);
/// Goes back to rest.
void kinetic_slide_to_confirm_host_reset (gpointer host);
/// Reports the app's action's outcome; `message` is shown for a failure. FALSE when the control
/// was not waiting for one, and the outcome was ignored.
gboolean kinetic_slide_to_confirm_host_finish (gpointer host, gboolean success,
                                               const char *message);

#endif
