#ifndef KINETIC_CONTROL_H
#define KINETIC_CONTROL_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define KINETIC_TYPE_CONTROL (kinetic_control_get_type ())

G_DECLARE_DERIVABLE_TYPE (KineticControl, kinetic_control, KINETIC, CONTROL, GtkWidget)

/**
 * KineticControlClass:
 * @parent_class: the parent class
 *
 * The class of every Kinetic control.
 */
struct _KineticControlClass {
  GtkWidgetClass parent_class;

  /*< private >*/
  gpointer padding[4];
};

G_END_DECLS

#endif
