import CGTK
import Kinetic

/// The keys held down, by hardware keycode, so that a press of a key already down is known to be
/// the keyboard's auto-repeat (GDK 4 does not say).
struct HeldKeys {
  private var keycodes: Set<guint> = []

  init() {
    keycodes.reserveCapacity(8)
  }

  /// Records a press or release and says whether a press is an auto-repeat.
  mutating func record(_ phase: KeyEvent.Phase, keycode: guint) -> Bool {
    switch phase {
    case .press:
      return !keycodes.insert(keycode).inserted
    case .release:
      keycodes.remove(keycode)
      return false
    }
  }

  /// Forgets every key, as when the focus leaves and their releases will go elsewhere.
  mutating func removeAll() {
    keycodes.removeAll(keepingCapacity: true)
  }
}
