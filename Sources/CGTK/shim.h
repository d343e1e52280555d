#ifndef KINETIC_CGTK_SHIM_H
#define KINETIC_CGTK_SHIM_H

// GTK 4 for Swift. Everything here is available in GTK 4.8 (Debian 12).
//
// C spells casts, type checks, `g_signal_connect` and construct-time properties as macros or
// variadic functions, which Swift cannot call. The `static inline` helpers below wrap each one
// in a plain function with a fixed signature, so the Swift side never bit-casts function
// pointers or builds GValues.

#include <glib-unix.h>
#include <gtk/gtk.h>
#include <stdint.h>
#include <unistd.h>

// MARK: - Casts and type checks

/// `G_OBJECT(instance)`.
static inline GObject *cgtk_object(gpointer instance) { return G_OBJECT(instance); }

/// `GTK_WIDGET(instance)`: a checked cast, as the C macro does it.
static inline GtkWidget *cgtk_widget(gpointer instance) { return GTK_WIDGET(instance); }

/// `GTK_WINDOW(instance)`.
static inline GtkWindow *cgtk_window(gpointer instance) { return GTK_WINDOW(instance); }

/// `GTK_BOX(instance)`.
static inline GtkBox *cgtk_box(gpointer instance) { return GTK_BOX(instance); }

/// `GTK_RANGE(instance)`.
static inline GtkRange *cgtk_range(gpointer instance) { return GTK_RANGE(instance); }

/// `GTK_SWITCH(instance)`.
static inline GtkSwitch *cgtk_switch(gpointer instance) { return GTK_SWITCH(instance); }

/// `GTK_DRAWING_AREA(instance)`.
static inline GtkDrawingArea *cgtk_drawing_area(gpointer instance) {
  return GTK_DRAWING_AREA(instance);
}

/// `GTK_EVENT_CONTROLLER(instance)`.
static inline GtkEventController *cgtk_event_controller(gpointer instance) {
  return GTK_EVENT_CONTROLLER(instance);
}

/// `GTK_EVENT_CONTROLLER_SCROLL(instance)`.
static inline GtkEventControllerScroll *cgtk_event_controller_scroll(gpointer instance) {
  return GTK_EVENT_CONTROLLER_SCROLL(instance);
}

/// `GTK_ACCESSIBLE(instance)`.
static inline GtkAccessible *cgtk_accessible(gpointer instance) { return GTK_ACCESSIBLE(instance); }

/// `G_APPLICATION(instance)`.
static inline GApplication *cgtk_application(gpointer instance) { return G_APPLICATION(instance); }

/// The widget behind a `GtkNative` (a window, a popover, a drag icon).
static inline GtkWidget *cgtk_native_widget(GtkNative *native) { return GTK_WIDGET(native); }

/// `G_IS_OBJECT(instance)`.
static inline gboolean cgtk_is_object(gpointer instance) { return G_IS_OBJECT(instance); }

/// `GTK_IS_WIDGET(instance)`.
static inline gboolean cgtk_is_widget(gpointer instance) { return GTK_IS_WIDGET(instance); }

/// `GTK_IS_WINDOW(instance)`.
static inline gboolean cgtk_is_window(gpointer instance) { return GTK_IS_WINDOW(instance); }

// MARK: - Signals

// One callback type per signal signature Kinetic uses; every handler receives its user data last.

/// A signal without arguments: `destroy`, `unrealize`, `map`, `activate`, `value-changed`,
/// `scroll-begin`, `scroll-end`, `enter`, `leave`, and `GdkFrameClock::after-paint`.
typedef void (*CGTKVoidHandler)(gpointer instance, gpointer user_data);

/// A signal with a position: `GtkEventControllerMotion::enter` and `::motion`.
typedef void (*CGTKPointHandler)(gpointer instance, double x, double y, gpointer user_data);

/// `notify::property-name`.
typedef void (*CGTKNotifyHandler)(gpointer instance, GParamSpec *pspec, gpointer user_data);

/// `GtkEventControllerLegacy::event`; return `TRUE` when the event was handled.
typedef gboolean (*CGTKEventHandler)(gpointer controller, GdkEvent *event, gpointer user_data);

/// `GtkEventControllerScroll::scroll`; return `TRUE` when the scroll was handled.
typedef gboolean (*CGTKScrollHandler)(gpointer controller, double dx, double dy,
                                      gpointer user_data);

/// `GtkEventControllerKey::key-pressed`; return `TRUE` when the key was handled.
typedef gboolean (*CGTKKeyPressedHandler)(gpointer controller, guint keyval, guint keycode,
                                          GdkModifierType state, gpointer user_data);

/// `GtkEventControllerKey::key-released`.
typedef void (*CGTKKeyReleasedHandler)(gpointer controller, guint keyval, guint keycode,
                                       GdkModifierType state, gpointer user_data);

/// `g_signal_connect_data` for signals without arguments; `destroy` frees `user_data`.
static inline gulong cgtk_signal_connect_void(gpointer instance, const char *signal,
                                              CGTKVoidHandler handler, gpointer user_data,
                                              GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), user_data, destroy, 0);
}

/// `g_signal_connect_data` for signals with a position; `destroy` frees `user_data`.
static inline gulong cgtk_signal_connect_point(gpointer instance, const char *signal,
                                               CGTKPointHandler handler, gpointer user_data,
                                               GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), user_data, destroy, 0);
}

/// `g_signal_connect_data` for `notify::…`; `destroy` frees `user_data`.
static inline gulong cgtk_signal_connect_notify(gpointer instance, const char *signal,
                                                CGTKNotifyHandler handler, gpointer user_data,
                                                GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), user_data, destroy, 0);
}

/// `g_signal_connect_data` for `GtkEventControllerLegacy::event`.
static inline gulong cgtk_signal_connect_event(gpointer instance, const char *signal,
                                               CGTKEventHandler handler, gpointer user_data,
                                               GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), user_data, destroy, 0);
}

/// `g_signal_connect_data` for `GtkEventControllerScroll::scroll`.
static inline gulong cgtk_signal_connect_scroll(gpointer instance, const char *signal,
                                                CGTKScrollHandler handler, gpointer user_data,
                                                GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), user_data, destroy, 0);
}

/// `g_signal_connect_data` for `GtkEventControllerKey::key-pressed`.
static inline gulong cgtk_signal_connect_key_pressed(gpointer instance, const char *signal,
                                                     CGTKKeyPressedHandler handler,
                                                     gpointer user_data,
                                                     GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), user_data, destroy, 0);
}

/// `g_signal_connect_data` for `GtkEventControllerKey::key-released`.
static inline gulong cgtk_signal_connect_key_released(gpointer instance, const char *signal,
                                                      CGTKKeyReleasedHandler handler,
                                                      gpointer user_data,
                                                      GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), user_data, destroy, 0);
}

/// A signal with one pointer argument: `GtkGesture::begin`, `::end` and `::cancel` (the
/// `GdkEventSequence *`, `NULL` for the mouse).
typedef void (*CGTKPointerHandler)(gpointer instance, gpointer argument, gpointer user_data);

/// `g_signal_connect_data` for signals with one pointer argument; `destroy` frees `user_data`.
static inline gulong cgtk_signal_connect_pointer(gpointer instance, const char *signal,
                                                 CGTKPointerHandler handler, gpointer user_data,
                                                 GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), user_data, destroy, 0);
}

/// `GFileMonitor::changed`: the file, the other file of a move (or `NULL`), and what happened.
typedef void (*CGTKFileChangedHandler)(gpointer monitor, GFile *file, GFile *other_file,
                                       GFileMonitorEvent event, gpointer user_data);

/// `g_signal_connect_data` for `GFileMonitor::changed`; `destroy` frees `user_data`.
static inline gulong cgtk_signal_connect_file_changed(gpointer instance,
                                                      CGTKFileChangedHandler handler,
                                                      gpointer user_data, GClosureNotify destroy) {
  return g_signal_connect_data(instance, "changed", G_CALLBACK(handler), user_data, destroy, 0);
}

/// A signal with one integer argument: `GtkNativeDialog::response` and its response id.
typedef void (*CGTKIntHandler)(gpointer instance, gint value, gpointer user_data);

/// `g_signal_connect_data` for signals with one integer argument; `destroy` frees `user_data`.
static inline gulong cgtk_signal_connect_int(gpointer instance, const char *signal,
                                             CGTKIntHandler handler, gpointer user_data,
                                             GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), user_data, destroy, 0);
}

// MARK: - Events

/// Entry `index` of a motion history from `gdk_event_get_history`: its timestamp, its position
/// in surface coordinates, and its pressure when the device reports one (`has_pressure`).
static inline void cgtk_time_coord_get(const GdkTimeCoord *coords, guint index, guint32 *time,
                                       double *x, double *y, gboolean *has_pressure,
                                       double *pressure) {
  const GdkTimeCoord *coord = &coords[index];
  *time = coord->time;
  *x = coord->axes[GDK_AXIS_X];
  *y = coord->axes[GDK_AXIS_Y];
  *has_pressure = (coord->flags & GDK_AXIS_FLAG_PRESSURE) != 0;
  *pressure = coord->axes[GDK_AXIS_PRESSURE];
}

// MARK: - Construct-only properties, variadic setters and getters

/// A new drawing area with an accessible role.
///
/// `accessible-role` is construct-only: `gtk_accessible_update_*` cannot change it later, so it
/// has to go through `g_object_new`, which is variadic. The result is floating, like every new
/// widget: sink it with `g_object_ref_sink`.
static inline GtkWidget *cgtk_drawing_area_new_with_role(GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", role, NULL));
}

/// A new widget of `type` with an accessible role, floating like every new widget.
///
/// For containers that only arrange others (a `GtkFixed`, a `GtkOverlay`): as `GROUP` they read
/// as an unnamed panel, where their default role makes GTK 4.8 name them after their type
/// ("GtkFixed").
static inline GtkWidget *cgtk_widget_new_with_role(GType type, GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

/// Sets `GTK_ACCESSIBLE_PROPERTY_LABEL`, or resets it when `label` is `NULL`.
static inline void cgtk_accessible_set_label(GtkWidget *widget, const char *label) {
  if (label == NULL) {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
  } else {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                   -1);
  }
}

/// Sets `GTK_ACCESSIBLE_PROPERTY_DESCRIPTION`, or resets it when `description` is `NULL`.
static inline void cgtk_accessible_set_description(GtkWidget *widget, const char *description) {
  if (description == NULL) {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  } else {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                   description, -1);
  }
}

/// Names `widget` after `label` for assistive technologies (`GTK_ACCESSIBLE_RELATION_LABELLED_BY`,
/// a `NULL`-terminated list in the variadic setter): a screen reader reads the label's text as
/// the widget's name.
static inline void cgtk_accessible_set_labelled_by(GtkWidget *widget, GtkWidget *label) {
  gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                 label, NULL, -1);
}

/// `gtk-enable-animations` of `settings`; `TRUE` when there are no settings (no display yet).
static inline gboolean cgtk_settings_get_enable_animations(GtkSettings *settings) {
  gboolean enabled = TRUE;
  if (settings != NULL) {
    g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
  }
  return enabled;
}

/// The text resolution the settings ask for (`gtk-xft-dpi`, in 1024ths of a dot per inch), in
/// dots per inch: 96 when the settings say nothing.
static inline double cgtk_settings_get_text_dpi(GtkSettings *settings) {
  int dpi = -1;
  if (settings != NULL) {
    g_object_get(settings, "gtk-xft-dpi", &dpi, NULL);
  }
  return dpi > 0 ? dpi / 1024.0 : 96.0;
}

/// Sets a string property of a GObject (`g_object_set` is variadic): `gtk-theme-name` of the
/// settings, to follow or test a theme.
static inline void cgtk_object_set_string(gpointer object, const char *property, const char *value) {
  g_object_set(object, property, value, NULL);
}

/// Sets a boolean property of a GObject: `gtk-application-prefer-dark-theme` of the settings.
static inline void cgtk_object_set_boolean(gpointer object, const char *property, gboolean value) {
  g_object_set(object, property, value, NULL);
}

/// Sets an integer property of a GObject: `gtk-xft-dpi` of the settings (1024 × dots per inch).
static inline void cgtk_object_set_int(gpointer object, const char *property, gint value) {
  g_object_set(object, property, value, NULL);
}

// MARK: - Swift concurrency on GLib's main loop

// libdispatch's hooks for a foreign run loop, exported by libdispatch.so on Linux: the eventfd it
// signals when the main queue has work, and the function that drains the queue on the calling
// thread. swift-corelibs-foundation's CFRunLoop is built on the same pair.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

/// Reads the eventfd (one read resets its counter; without it GLib would wake again at once),
/// then runs everything queued on the main queue.
static inline gboolean cgtk_main_queue_dispatch(gint fd, GIOCondition condition,
                                                gpointer user_data) {
  uint64_t count;
  (void)condition;
  (void)user_data;
  (void)!read(fd, &count, sizeof count);
  _dispatch_main_queue_callback_4CF(NULL);
  return G_SOURCE_CONTINUE;
}

/// Adds a source to the default main context that drains libdispatch's main queue whenever it
/// has work, and returns its id. Call it once, on the main thread.
static inline guint cgtk_main_queue_source_add(void) {
  return g_unix_fd_add_full(G_PRIORITY_DEFAULT, _dispatch_get_main_queue_handle_4CF(), G_IO_IN,
                            cgtk_main_queue_dispatch, NULL, NULL);
}

#endif
