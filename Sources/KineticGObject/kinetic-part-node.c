// KineticPartNode: the CSS node of a part a control draws itself (the slide's track, fill and
// thumb; the pull's status, arrow and indicator).
//
// GTK 4.8 has no custom CSS properties and no CSS node without a widget, so each part is a
// widget that draws nothing. It stays visible, as GTK restyles only visible nodes when their
// parent changes (a style class added to the control), but not child-visible: never mapped,
// allocated or drawn, it takes no room, input or focus. The control's style does not change when
// only a rule on a part applies (`kinetic-slide-to-confirm.destructive-action > fill`), so the
// part tells the control's host itself.

#include "kinetic-part-node.h"
#include "kinetic-control-private.h"
#include "kinetic-host.h"

struct _KineticPartNode {
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (KineticPartNode, kinetic_part_node, GTK_TYPE_WIDGET)

static void
kinetic_part_node_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (kinetic_part_node_parent_class)->css_changed (widget, change);
  GtkWidget *control = gtk_widget_get_parent (widget);
  if (KINETIC_IS_CONTROL (control) && KINETIC_HOST (control))
    kinetic_host_style_changed (KINETIC_HOST (control));
}

static void
kinetic_part_node_class_init (KineticPartNodeClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  widget_class->css_changed = kinetic_part_node_css_changed;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
kinetic_part_node_init (KineticPartNode *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gtk_widget_set_can_target (widget, FALSE);
  gtk_widget_set_can_focus (widget, FALSE);
  gtk_widget_set_child_visible (widget, FALSE);
}

GtkWidget *
kinetic_part_node_new (const char *css_name)
{
  return g_object_new (KINETIC_TYPE_PART_NODE, "css-name", css_name, NULL);
}
