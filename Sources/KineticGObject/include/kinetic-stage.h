#ifndef KINETIC_STAGE_H
#define KINETIC_STAGE_H

// Internal to Kinetic (not installed): the onboarding carousel's stage.

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define KINETIC_TYPE_STAGE (kinetic_stage_get_type ())
G_DECLARE_FINAL_TYPE (KineticStage, kinetic_stage, KINETIC, STAGE, GtkWidget)

/// A container that gives each child its natural size under a transform of its own.
GtkWidget *kinetic_stage_new (void);
/// Adds `child` above the others, at the origin.
void kinetic_stage_put (KineticStage *self, GtkWidget *child);
/// Places `child` under `transform` (NULL: the origin); takes no ownership of `transform`.
void kinetic_stage_set_child_transform (KineticStage *self, GtkWidget *child,
                                        GskTransform *transform);

/// The transform `child` is placed under, or NULL; owned by the stage.
GskTransform *kinetic_stage_get_child_transform (KineticStage *self, GtkWidget *child);

G_END_DECLS

#endif
