#ifndef KINETIC_ONBOARDING_CAROUSEL_PROPERTIES_H
#define KINETIC_ONBOARDING_CAROUSEL_PROPERTIES_H

// Internal to Kinetic: the property numbers the Swift host reads and writes. Not installed.

#include <gtk/gtk.h>

typedef enum {
  KINETIC_ONBOARDING_CAROUSEL_PROP_0,
  KINETIC_ONBOARDING_CAROUSEL_PROP_FILE,
  KINETIC_ONBOARDING_CAROUSEL_PROP_SPEC_PATH,
  KINETIC_ONBOARDING_CAROUSEL_PROP_ASSETS_PATH,
  KINETIC_ONBOARDING_CAROUSEL_PROP_RELOADS_ON_CHANGE,
  KINETIC_ONBOARDING_CAROUSEL_PROP_ERROR,
  KINETIC_ONBOARDING_CAROUSEL_PROP_DESIGN_WIDTH,
  KINETIC_ONBOARDING_CAROUSEL_PROP_DESIGN_HEIGHT,
  KINETIC_ONBOARDING_CAROUSEL_PROP_SCALES_TO_FIT,
  KINETIC_ONBOARDING_CAROUSEL_PROP_REDUCES_MOTION,
  KINETIC_ONBOARDING_CAROUSEL_PROP_AUTO_ADVANCE_INTERVAL,
  KINETIC_ONBOARDING_CAROUSEL_PROP_AUTO_ADVANCE_RESUME_DELAY,
  KINETIC_ONBOARDING_CAROUSEL_PROP_PAGE,
  KINETIC_ONBOARDING_CAROUSEL_PROP_N_PAGES,
  KINETIC_ONBOARDING_CAROUSEL_PROP_POSITION,
  KINETIC_ONBOARDING_CAROUSEL_PROP_SKIP_TEXT,
  KINETIC_ONBOARDING_CAROUSEL_PROP_PAGE_LABEL,
  KINETIC_ONBOARDING_CAROUSEL_PROP_HINT,
  KINETIC_ONBOARDING_CAROUSEL_N_PROPS,
} KineticOnboardingCarouselProperty;

/// Emits `page-changed` (from the Swift host).
void kinetic_onboarding_carousel_emit_page_changed (GtkWidget *widget, guint index);

/// Emits `closed` (from the Swift host).
void kinetic_onboarding_carousel_emit_closed (GtkWidget *widget, gboolean skipped);

/// Enables or disables the class's key bindings (a closed carousel turns no pages).
void kinetic_onboarding_carousel_set_actions_enabled (GtkWidget *widget, gboolean enabled);

/// A new GError of the carousel's domain (`invalid`: the INVALID code, else READ).
GError *kinetic_onboarding_carousel_new_error (gboolean invalid, const char *message);

/// Replaces the error (taking `error`, which may be NULL) and notifies `error` if it changed.
void kinetic_onboarding_carousel_take_error (GtkWidget *widget, GError *error);

// The class's calls into its host, implemented in Swift (OnboardingCarouselHost+Calls.swift).

/// Turns to `page`, scrolling there when `animate`, jumping otherwise.
void kinetic_onboarding_carousel_host_scroll_to (gpointer host, guint page, gboolean animate);
/// Turns to the next page, or closes as Done on the last.
void kinetic_onboarding_carousel_host_next (gpointer host);
/// Turns to the previous page.
void kinetic_onboarding_carousel_host_previous (gpointer host);
/// Turns to the last page (`last`) or the first.
void kinetic_onboarding_carousel_host_go_to_end (gpointer host, gboolean last);
/// Closes, as Skip (`skipped`) or Done.
void kinetic_onboarding_carousel_host_close (gpointer host, gboolean skipped);
/// A custom view's layout from a `<custom-views>` tag; NAN leaves a size or position as it is.
/// Shows (or with NULL removes) the widget for custom view `key`.
void kinetic_onboarding_carousel_host_set_view (gpointer host, const char *key, GtkWidget *view);
void kinetic_onboarding_carousel_host_set_view_layout (gpointer host, const char *key,
                                                       double width, double height, double x,
                                                       double y, double anchor_x,
                                                       double anchor_y);

#endif
