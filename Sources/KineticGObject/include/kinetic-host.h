#ifndef KINETIC_HOST_H
#define KINETIC_HOST_H

// Internal to Kinetic: the calls between the widget classes (C, GObject) and the Swift object
// each widget owns. Not installed, and not part of the API.
//
// Every Kinetic control owns one Swift host (a `WidgetHost` subclass in KineticGTK), made by the
// parent class, KineticControl, when the control is constructed and released in its dispose. The
// parent class forwards the widget's virtual functions to the host once for every control and
// stores every property (kinetic-control-private.h): the host hears of a property the app set
// and stores the values it reports. A class's methods call their host through typed functions,
// and the host emits signals through the class's `kinetic_*_emit_*` functions (its
// `*-properties.h`). The host holds its widget without a reference (the widget owns the host,
// not the other way round), so neither keeps the other alive.

#include <gtk/gtk.h>

#include "kinetic-part-node.h"
#include "kinetic-stage.h"

G_BEGIN_DECLS

// Implemented in Swift (KineticGTK, `WidgetHost.swift`).

/// Creates the host for a widget of `type`; returns a retained pointer the widget owns.
gpointer kinetic_host_new(GType type, GtkWidget *widget);
/// Tears the host down (input, ticks, tasks) and gives back the widget's reference to it.
void kinetic_host_release(gpointer host);
void kinetic_host_measure(gpointer host, GtkOrientation orientation, int for_size, int *minimum,
                          int *natural);
void kinetic_host_size_allocate(gpointer host, int width, int height);
void kinetic_host_snapshot(gpointer host, GtkSnapshot *snapshot);
/// The app set property `prop_id`: the host reads the stored value and applies it.
void kinetic_host_property_changed(gpointer host, guint prop_id);
/// An action installed on the class, or a request from its C API (named the same way, as
/// `slide-to-confirm.reset`), was activated; `parameter` may be NULL.
void kinetic_host_activate_action(gpointer host, const char *name, GVariant *parameter);
/// The widget's style, direction or sensitivity changed.
void kinetic_host_style_changed(gpointer host);
/// GtkBuildable: a child of `type` (NULL for a plain `<child>`) from a .ui file.
gboolean kinetic_host_add_child(gpointer host, const char *type, GObject *child);

G_END_DECLS

#endif
