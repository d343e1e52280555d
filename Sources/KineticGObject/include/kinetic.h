#ifndef KINETIC_H
#define KINETIC_H

// Kinetic's GTK 4 widgets: gesture-driven controls as GObject classes.
//
// Include this header, link with the library, and name the classes in C, in a GtkBuilder .ui
// file, or from any language GObject Introspection reaches.

#include "kinetic-onboarding-carousel.h"
#include "kinetic-slide-to-confirm.h"

#endif
