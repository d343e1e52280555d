import CGTK
import KineticGTK
import Testing

@Suite(.serialized) @MainActor struct AccessibilityRootWorkaroundTests {
  /// Runs `body` with a new, registered application as the default application.
  ///
  /// The previous default comes back afterwards. Without a session bus (as `make test` runs the
  /// tests) the application has no D-Bus object path.
  private func withDefaultApplication(
    _ body: (UnsafeMutablePointer<GApplication>) throws -> Void
  ) throws {
    let previous = g_application_get_default()
    let application = try #require(
      g_application_new("org.kinetic.Tests", G_APPLICATION_NON_UNIQUE))
    #expect(g_application_register(application, nil, nil) != 0)
    g_application_set_default(application)
    defer {
      g_application_set_default(previous)
      g_object_unref(application)
    }
    try body(application)
  }

  @Test func anApplicationWithoutAnObjectPathIsHiddenWhileItsFirstWindowRealizes() throws {
    try withDefaultApplication { application in
      let hasObjectPath = g_application_get_dbus_object_path(application) != nil
      var defaultInside: UnsafeMutablePointer<GApplication>?
      var ran = false
      AccessibilityRootWorkaround.realizingFirstAccessibles(of: application) {
        ran = true
        defaultInside = g_application_get_default()
      }
      #expect(ran)
      // On a session bus it has an object path, and GTK names its objects after it.
      #expect(defaultInside == (hasObjectPath ? application : nil))
      #expect(g_application_get_default() == application)
    }
  }

  @Test func anApplicationThatIsNotTheDefaultLeavesTheDefaultAlone() throws {
    try withDefaultApplication { defaultApplication in
      let other = try #require(g_application_new("org.kinetic.Other", G_APPLICATION_NON_UNIQUE))
      defer { g_object_unref(other) }
      var defaultInside: UnsafeMutablePointer<GApplication>?
      AccessibilityRootWorkaround.realizingFirstAccessibles(of: other) {
        defaultInside = g_application_get_default()
      }
      #expect(defaultInside == defaultApplication)
      #expect(g_application_get_default() == defaultApplication)
    }
  }
}
