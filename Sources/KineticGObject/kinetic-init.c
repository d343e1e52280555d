// kinetic_init: what an app calls once, as libadwaita's adw_init.

#include "kinetic.h"

/**
 * kinetic_init:
 *
 * Registers Kinetic's widget types, so that GtkBuilder finds them by name in `.ui` files.
 *
 * Call it once after gtk_init() (or in your GApplication's `startup`), before building a `.ui`
 * file that names a Kinetic class. Calling it again does nothing.
 */
void
kinetic_init (void)
{
  g_type_ensure (KINETIC_TYPE_SLIDE_TO_CONFIRM_STATE);
  g_type_ensure (KINETIC_TYPE_SLIDE_TO_CONFIRM);
  g_type_ensure (KINETIC_TYPE_PULL_TO_ACTION);
  g_type_ensure (KINETIC_TYPE_GESTURE_LAYOUT);
  g_type_ensure (KINETIC_TYPE_GESTURE_LAYOUT_CHILD);
  g_type_ensure (KINETIC_TYPE_GESTURE_BOARD);
  g_type_ensure (KINETIC_TYPE_ONBOARDING_CAROUSEL);
}
