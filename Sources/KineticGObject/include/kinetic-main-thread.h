#ifndef KINETIC_MAIN_THREAD_H
#define KINETIC_MAIN_THREAD_H

// Internal to Kinetic: the guard every entry point into a widget passes first. Not installed.
//
// GTK is not thread-safe, and neither are Kinetic's widgets: their behaviour is Swift code bound
// to the main actor, which would stop the process without a word if a call came from another
// thread. So each public function, property accessor, action and vfunc that reaches Swift first
// checks the thread; from any other thread it logs a critical that names the function and
// returns without touching anything, as g_return_if_fail() does for a bad argument.

#include <glib-object.h>

G_BEGIN_DECLS

/// Whether the caller is on the main thread (nothing logged).
gboolean kinetic_main_thread_is_current (void);

/// Whether the caller is on the main thread; otherwise logs a critical naming `function`.
gboolean kinetic_main_thread_check (const char *function);

/// Whether the caller is on the main thread; otherwise logs a critical naming the property
/// (`Class:property`) and whether it was read or written.
gboolean kinetic_main_thread_check_property (GObject *object, GParamSpec *pspec, gboolean writing);

/// Whether a dispose on another thread was put off until the main thread (after a critical); the
/// dispose vfunc then returns at once.
gboolean kinetic_main_thread_defer_dispose (GObject *object, const char *function);

/// Returns (with `...` as the value, if any) unless called on the main thread.
#define KINETIC_RETURN_UNLESS_MAIN_THREAD(...)                                                     \
  G_STMT_START                                                                                     \
  {                                                                                                \
    if (G_UNLIKELY (!kinetic_main_thread_check (G_STRFUNC)))                                       \
      return __VA_ARGS__;                                                                          \
  }                                                                                                \
  G_STMT_END

G_END_DECLS

#endif
