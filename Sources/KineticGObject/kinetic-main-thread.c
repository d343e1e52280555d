// The main-thread guard of every entry point (kinetic-main-thread.h).

#define _GNU_SOURCE
#include <string.h>
#include <unistd.h>

#include "kinetic-main-thread.h"

// libdispatch, which comes with Swift's runtime: the label of the queue the caller runs on
// (NULL asks for the current one).
extern const char *dispatch_queue_get_label (void *queue);

/// Whether the caller runs where Swift's main actor does: the process's first thread, or, once
/// that thread has handed the main queue over (dispatch_main(), as test runners call it), the
/// thread draining the main queue.
gboolean
kinetic_main_thread_is_current (void)
{
  // Whether this thread is the process's first, asked of the kernel once per thread.
  static __thread gint8 first_thread = 0;
  if (G_UNLIKELY (first_thread == 0))
    first_thread = gettid () == getpid () ? 1 : -1;
  if (G_LIKELY (first_thread > 0))
    return TRUE;
  const char *label = dispatch_queue_get_label (NULL);
  return label != NULL && strcmp (label, "com.apple.main-thread") == 0;
}

gboolean
kinetic_main_thread_check (const char *function)
{
  if (G_LIKELY (kinetic_main_thread_is_current ()))
    return TRUE;
  g_critical ("%s: called from a thread other than the main thread. Kinetic's widgets, like "
              "GTK's, must only be used from the main thread; the call did nothing.",
              function);
  return FALSE;
}

gboolean
kinetic_main_thread_check_property (GObject *object, GParamSpec *pspec, gboolean writing)
{
  if (G_LIKELY (kinetic_main_thread_is_current ()))
    return TRUE;
  g_critical ("%s:%s: %s from a thread other than the main thread. Kinetic's widgets, like "
              "GTK's, must only be used from the main thread; the property was not %s.",
              G_OBJECT_TYPE_NAME (object), pspec->name, writing ? "set" : "read",
              writing ? "changed" : "read");
  return FALSE;
}

static gboolean
unref_on_main_thread (gpointer object)
{
  g_object_unref (object);
  return G_SOURCE_REMOVE;
}

gboolean
kinetic_main_thread_defer_dispose (GObject *object, const char *function)
{
  if (G_LIKELY (kinetic_main_thread_check (function)))
    return FALSE;
  // The last reference went on another thread. Keep the widget alive (GObject allows a dispose
  // to take a reference) and drop that reference on the main thread, where the widget is then
  // disposed as usual.
  g_main_context_invoke (NULL, unref_on_main_thread, g_object_ref (object));
  return TRUE;
}
