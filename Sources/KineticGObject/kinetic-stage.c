// KineticStage: the onboarding carousel's stage, in place of a GtkFixed.
//
// A GtkFixed lays its children out again (a resize of the whole stage, wrapped labels measured
// anew) every time it is given a child transform; the carousel moves every view on every frame of
// a swipe. This container keeps each child's transform itself and only queues an allocation:
// children keep their measured sizes, and a frame costs their allocations. Like GtkFixed, it gives
// each child its natural size and measures nothing itself (the stage's size is its size request).

#include "kinetic-stage.h"

struct _KineticStage {
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (KineticStage, kinetic_stage, GTK_TYPE_WIDGET)

static GQuark transform_quark;

static void
kinetic_stage_dispose (GObject *object)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (kinetic_stage_parent_class)->dispose (object);
}

static void
kinetic_stage_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                       int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = *natural = 0;
}

static void
kinetic_stage_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child)) {
    if (!gtk_widget_should_layout (child))
      continue;
    GtkRequisition natural;
    gtk_widget_get_preferred_size (child, NULL, &natural);
    GskTransform *transform = g_object_get_qdata (G_OBJECT (child), transform_quark);
    gtk_widget_allocate (child, natural.width, natural.height, -1,
                         transform ? gsk_transform_ref (transform) : NULL);
  }
}

static void
kinetic_stage_class_init (KineticStageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = kinetic_stage_dispose;
  GTK_WIDGET_CLASS (klass)->measure = kinetic_stage_measure;
  GTK_WIDGET_CLASS (klass)->size_allocate = kinetic_stage_size_allocate;
  transform_quark = g_quark_from_static_string ("kinetic-stage-transform");
}

static void
kinetic_stage_init (KineticStage *self)
{
}

GtkWidget *
kinetic_stage_new (void)
{
  return g_object_new (KINETIC_TYPE_STAGE, "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL);
}

void
kinetic_stage_put (KineticStage *self, GtkWidget *child)
{
  g_return_if_fail (KINETIC_IS_STAGE (self));
  g_return_if_fail (gtk_widget_get_parent (child) == NULL);
  g_object_set_qdata (G_OBJECT (child), transform_quark, NULL);
  gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
}

void
kinetic_stage_set_child_transform (KineticStage *self, GtkWidget *child, GskTransform *transform)
{
  g_return_if_fail (KINETIC_IS_STAGE (self));
  g_return_if_fail (gtk_widget_get_parent (child) == GTK_WIDGET (self));
  g_object_set_qdata_full (G_OBJECT (child), transform_quark,
                           transform ? gsk_transform_ref (transform) : NULL,
                           (GDestroyNotify) gsk_transform_unref);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

GskTransform *
kinetic_stage_get_child_transform (KineticStage *self, GtkWidget *child)
{
  g_return_val_if_fail (KINETIC_IS_STAGE (self), NULL);
  g_return_val_if_fail (gtk_widget_get_parent (child) == GTK_WIDGET (self), NULL);
  return g_object_get_qdata (G_OBJECT (child), transform_quark);
}
