#ifndef KINETIC_ONBOARDING_CAROUSEL_H
#define KINETIC_ONBOARDING_CAROUSEL_H

#include "kinetic-control.h"

G_BEGIN_DECLS

/**
 * KINETIC_ONBOARDING_CAROUSEL_ERROR:
 *
 * The error domain of [property@OnboardingCarousel:error].
 */
#define KINETIC_ONBOARDING_CAROUSEL_ERROR (kinetic_onboarding_carousel_error_quark ())
GQuark kinetic_onboarding_carousel_error_quark (void);

/**
 * KineticOnboardingCarouselError:
 * @KINETIC_ONBOARDING_CAROUSEL_ERROR_READ: the spec file cannot be read
 * @KINETIC_ONBOARDING_CAROUSEL_ERROR_INVALID: the spec cannot be shown (a JSON error, a missing
 *   image, an image path that leaves the asset folder…); the message has one
 *   `FILE:LINE:COLUMN: error: JSON-PATH: what was expected` line per problem
 *
 * Why a spec file cannot be shown.
 */
typedef enum {
  KINETIC_ONBOARDING_CAROUSEL_ERROR_READ,
  KINETIC_ONBOARDING_CAROUSEL_ERROR_INVALID,
} KineticOnboardingCarouselError;

#define KINETIC_TYPE_ONBOARDING_CAROUSEL (kinetic_onboarding_carousel_get_type ())
G_DECLARE_FINAL_TYPE (KineticOnboardingCarousel, kinetic_onboarding_carousel, KINETIC,
                      ONBOARDING_CAROUSEL, KineticControl)

GtkWidget *kinetic_onboarding_carousel_new (void);

GFile *kinetic_onboarding_carousel_get_file (KineticOnboardingCarousel *self);
void kinetic_onboarding_carousel_set_file (KineticOnboardingCarousel *self, GFile *file);
const GError *kinetic_onboarding_carousel_get_error (KineticOnboardingCarousel *self);

guint kinetic_onboarding_carousel_get_page (KineticOnboardingCarousel *self);
guint kinetic_onboarding_carousel_get_n_pages (KineticOnboardingCarousel *self);
double kinetic_onboarding_carousel_get_position (KineticOnboardingCarousel *self);

void kinetic_onboarding_carousel_scroll_to (KineticOnboardingCarousel *self, guint page,
                                            gboolean animate);
void kinetic_onboarding_carousel_next (KineticOnboardingCarousel *self);
void kinetic_onboarding_carousel_previous (KineticOnboardingCarousel *self);
void kinetic_onboarding_carousel_skip (KineticOnboardingCarousel *self);

void kinetic_onboarding_carousel_set_custom_view (KineticOnboardingCarousel *self, const char *key,
                                                  GtkWidget *view);
void kinetic_onboarding_carousel_place_custom_view (KineticOnboardingCarousel *self,
                                                    const char *key, double x, double y,
                                                    double width, double height, double anchor_x,
                                                    double anchor_y);

const char *kinetic_onboarding_carousel_get_spec_path (KineticOnboardingCarousel *self);
void kinetic_onboarding_carousel_set_spec_path (KineticOnboardingCarousel *self, const char *value);
const char *kinetic_onboarding_carousel_get_assets_path (KineticOnboardingCarousel *self);
void kinetic_onboarding_carousel_set_assets_path (KineticOnboardingCarousel *self,
                                                  const char *value);
gboolean kinetic_onboarding_carousel_get_reloads_on_change (KineticOnboardingCarousel *self);
void kinetic_onboarding_carousel_set_reloads_on_change (KineticOnboardingCarousel *self,
                                                        gboolean value);
double kinetic_onboarding_carousel_get_design_width (KineticOnboardingCarousel *self);
void kinetic_onboarding_carousel_set_design_width (KineticOnboardingCarousel *self, double value);
double kinetic_onboarding_carousel_get_design_height (KineticOnboardingCarousel *self);
void kinetic_onboarding_carousel_set_design_height (KineticOnboardingCarousel *self, double value);
gboolean kinetic_onboarding_carousel_get_scales_to_fit (KineticOnboardingCarousel *self);
void kinetic_onboarding_carousel_set_scales_to_fit (KineticOnboardingCarousel *self,
                                                    gboolean value);
gboolean kinetic_onboarding_carousel_get_reduces_motion (KineticOnboardingCarousel *self);
void kinetic_onboarding_carousel_set_reduces_motion (KineticOnboardingCarousel *self,
                                                     gboolean value);
double kinetic_onboarding_carousel_get_auto_advance_interval (KineticOnboardingCarousel *self);
void kinetic_onboarding_carousel_set_auto_advance_interval (KineticOnboardingCarousel *self,
                                                            double value);
double kinetic_onboarding_carousel_get_auto_advance_resume_delay (KineticOnboardingCarousel *self);
void kinetic_onboarding_carousel_set_auto_advance_resume_delay (KineticOnboardingCarousel *self,
                                                                double value);

const char *kinetic_onboarding_carousel_get_skip_text (KineticOnboardingCarousel *self);
void kinetic_onboarding_carousel_set_skip_text (KineticOnboardingCarousel *self,
                                          const char *value);
const char *kinetic_onboarding_carousel_get_page_label (KineticOnboardingCarousel *self);
void kinetic_onboarding_carousel_set_page_label (KineticOnboardingCarousel *self,
                                          const char *value);
const char *kinetic_onboarding_carousel_get_hint (KineticOnboardingCarousel *self);
void kinetic_onboarding_carousel_set_hint (KineticOnboardingCarousel *self,
                                          const char *value);

G_END_DECLS

#endif
