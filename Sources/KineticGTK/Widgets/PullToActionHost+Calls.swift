import CGTK
import KineticGObject

// The pull's C methods and key bindings call its host through these
// (kinetic-pull-to-action-properties.h).

@MainActor @_cdecl("kinetic_pull_to_action_host_refresh")
func kineticPullToActionHostRefresh(_ pointer: UnsafeMutableRawPointer) {
  PullToActionHost.unretained(pointer)?.trigger()
}

@MainActor @_cdecl("kinetic_pull_to_action_host_scroll")
func kineticPullToActionHostScroll(_ pointer: UnsafeMutableRawPointer, _ scroll: Int32) {
  PullToActionHost.unretained(pointer)?.scrollByKey(
    KineticPullToActionScroll(rawValue: UInt32(bitPattern: scroll)))
}

@MainActor @_cdecl("kinetic_pull_to_action_host_finish")
func kineticPullToActionHostFinish(
  _ pointer: UnsafeMutableRawPointer, _ success: gboolean, _ message: UnsafePointer<CChar>
) -> gboolean {
  guard let host = PullToActionHost.unretained(pointer) else { return 1 }
  guard host.machine.state == .executing else { return 0 }
  // An empty message shows the failure-text property.
  host.actionCompleted(success != 0 ? .success : .failure(message: String(cString: message)))
  return 1
}
