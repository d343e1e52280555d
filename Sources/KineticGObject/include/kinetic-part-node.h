#ifndef KINETIC_PART_NODE_H
#define KINETIC_PART_NODE_H

// Internal to Kinetic (not installed): the CSS node of a part a control draws itself.

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define KINETIC_TYPE_PART_NODE (kinetic_part_node_get_type ())
G_DECLARE_FINAL_TYPE (KineticPartNode, kinetic_part_node, KINETIC, PART_NODE, GtkWidget)

/// A widget that only carries a CSS node named `css_name` (`track`, `thumb`, `status`, …) under a
/// control, for CSS to style the part the control draws: never mapped, drawn or focused, out of
/// the accessibility tree. When its style changes, its control's host hears it as a change of
/// the control's style. Floating, as every new widget.
GtkWidget *kinetic_part_node_new (const char *css_name);

G_END_DECLS

#endif
