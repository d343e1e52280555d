#ifndef KINETIC_CONTROL_PRIVATE_H
#define KINETIC_CONTROL_PRIVATE_H

// Internal to Kinetic: what a control's class reaches of the parent class. Not installed.

#include "kinetic-control.h"

G_BEGIN_DECLS

/// The control's Swift host (kinetic-host.h); NULL before the control is constructed, after it is
/// disposed, and for a control made off the main thread.
gpointer kinetic_control_get_host (KineticControl *self);

/// The host of `self`, any control.
#define KINETIC_HOST(self) kinetic_control_get_host (KINETIC_CONTROL (self))

/// Releases the host before a control's dispose lets go of its own parts (the host may still
/// reach them while it tears down). FALSE when the dispose came on another thread and was put
/// off until the main one: the caller's dispose returns at once.
gboolean kinetic_control_release_host (KineticControl *self);

/// Every control's action activation: the host carries the action out (installed with
/// gtk_widget_class_install_action()).
void kinetic_control_activate_action (GtkWidget *widget, const char *name, GVariant *parameter);

/// The generic property accessors: the host reads and writes every property (a class with
/// properties of its own handles those first, then calls these).
void kinetic_control_get_property (GObject *object, guint prop_id, GValue *value,
                                   GParamSpec *pspec);
void kinetic_control_set_property (GObject *object, guint prop_id, const GValue *value,
                                   GParamSpec *pspec);

G_END_DECLS

#endif
