public import CGTK

/// Keeps GTK 4.8's AT-SPI bridge working in an application that has no D-Bus session bus.
///
/// GTK 4.8 names every accessible object on the accessibility bus after the default
/// application's D-Bus object path (`<path>/a11y/<uuid>`), and makes that name once per display,
/// when it realizes the first accessible. An application registered without a session bus (a
/// bare X session, CI, a container) has no object path, and GTK 4.8.3 then builds every name
/// from `NULL`: it prints a `g_dbus_connection_emit_signal` or
/// `g_dbus_connection_register_object` critical ("object_path != NULL") per accessible, and
/// once the accessibility registry has answered, removing any realized widget from its parent
/// crashes in `g_str_hash(NULL)` (`gtk_widget_unparent` → the AT-SPI cache). That needs an
/// accessibility bus the app can reach without the session bus (`AT_SPI_BUS_ADDRESS`, or the
/// display's `AT_SPI_BUS` property); with no accessibility bus at all GTK exposes nothing. A
/// plain `GtkApplication` in C crashes the same way; later GTK versions fall back to the program
/// name.
///
/// While there is no default application, GTK 4.8 already names objects after the program
/// (`/org/gtk/application/<program>/a11y/…`), so ``realizingFirstAccessibles(of:_:)`` hides the
/// default application while the first window is realized when, and only when, it has no
/// object path.
@MainActor
public enum AccessibilityRootWorkaround {
  /// Runs `body`, which realizes the application's first widgets, so that GTK names their
  /// accessibles after the program when `application` has no D-Bus object path.
  ///
  /// With a session bus it just runs `body`.
  public static func realizingFirstAccessibles(
    of application: UnsafeMutablePointer<GApplication>, _ body: () -> Void
  ) {
    // GTK 4.8 looks at the object path of the default application only once it is registered.
    guard g_application_get_is_registered(application) != 0,
      g_application_get_dbus_object_path(application) == nil,
      g_application_get_default() == application
    else { return body() }
    g_application_set_default(nil)
    defer { g_application_set_default(application) }
    body()
  }
}
