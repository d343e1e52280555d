import KineticGObject

/// Kinetic's GTK widget classes as a whole.
public enum WidgetTypes {
  /// Registers the widget classes (`KineticSlideToConfirm` and the others) with GObject, so that
  /// GtkBuilder finds them by name in `.ui` files; C's `kinetic_init()`.
  ///
  /// Call it once GTK is initialized, before building a `.ui` file that names a Kinetic class.
  /// Creating a control from Swift registers its class without it.
  @MainActor public static func register() { kinetic_init() }

  /// Every widget class's host, one line each: `kinetic_host_new` makes a new widget's host from
  /// the entry whose class it is (asking each class for its type, in this order, as it goes).
  @MainActor static let hosts: [any WidgetClassHost.Type] = [
    SlideToConfirmHost.self,
    GestureBoardHost.self,
    PullToActionHost.self,
    OnboardingCarouselHost.self,
  ]
}
