import CGTK
import KineticGObject

// The slide's C methods call its host through these (kinetic-slide-to-confirm-properties.h).

@MainActor @_cdecl("kinetic_slide_to_confirm_host_complete")
func kineticSlideToConfirmHostComplete(_ pointer: UnsafeMutableRawPointer) {
  SlideToConfirmHost.unretained(pointer)?.complete()
}

@MainActor @_cdecl("kinetic_slide_to_confirm_host_reset")
func kineticSlideToConfirmHostReset(_ pointer: UnsafeMutableRawPointer) {
  SlideToConfirmHost.unretained(pointer)?.reset()
}

@MainActor @_cdecl("kinetic_slide_to_confirm_host_finish")
func kineticSlideToConfirmHostFinish(
  _ pointer: UnsafeMutableRawPointer, _ success: gboolean, _ message: UnsafePointer<CChar>
) -> gboolean {
  guard let host = SlideToConfirmHost.unretained(pointer) else { return 1 }
  guard host.machine.state == .working else { return 0 }
  host.finish(success: success != 0, message: String(cString: message))
  return 1
}
