#ifndef KINETIC_CCAIRO_SHIM_H
#define KINETIC_CCAIRO_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>

#endif
