#ifndef KINETIC_H
#define KINETIC_H

// Kinetic's GTK 4 widgets: gesture-driven controls as GObject classes.
//
// Include this header, link with the library, and name the classes in C, in a GtkBuilder .ui
// file, or from any language GObject Introspection reaches.

#include "kinetic-control.h"
#include "kinetic-gesture-board.h"
#include "kinetic-pull-to-action.h"
#include "kinetic-onboarding-carousel.h"
#include "kinetic-slide-to-confirm.h"

G_BEGIN_DECLS

void kinetic_init (void);

G_END_DECLS

#endif
