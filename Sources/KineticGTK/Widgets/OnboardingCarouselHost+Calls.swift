import CGTK
import KineticGObject

// The carousel's C methods, key bindings and `<custom-views>` tag call its host through these
// (kinetic-onboarding-carousel-properties.h).

@MainActor @_cdecl("kinetic_onboarding_carousel_host_scroll_to")
func kineticOnboardingCarouselHostScrollTo(
  _ pointer: UnsafeMutableRawPointer, _ page: guint, _ animate: gboolean
) {
  guard let host = OnboardingCarouselHost.unretained(pointer) else { return }
  if animate != 0 { host.goTo(page: Int(page)) } else { host.jump(toPage: Int(page)) }
}

@MainActor @_cdecl("kinetic_onboarding_carousel_host_next")
func kineticOnboardingCarouselHostNext(_ pointer: UnsafeMutableRawPointer) {
  OnboardingCarouselHost.unretained(pointer)?.next()
}

@MainActor @_cdecl("kinetic_onboarding_carousel_host_previous")
func kineticOnboardingCarouselHostPrevious(_ pointer: UnsafeMutableRawPointer) {
  OnboardingCarouselHost.unretained(pointer)?.previous()
}

@MainActor @_cdecl("kinetic_onboarding_carousel_host_go_to_end")
func kineticOnboardingCarouselHostGoToEnd(_ pointer: UnsafeMutableRawPointer, _ last: gboolean) {
  guard let host = OnboardingCarouselHost.unretained(pointer) else { return }
  host.goTo(page: last != 0 ? host.machine.pageCount - 1 : 0)
}

@MainActor @_cdecl("kinetic_onboarding_carousel_host_close")
func kineticOnboardingCarouselHostClose(_ pointer: UnsafeMutableRawPointer, _ skipped: gboolean) {
  OnboardingCarouselHost.unretained(pointer)?.close(skipped: skipped != 0)
}

@MainActor @_cdecl("kinetic_onboarding_carousel_host_set_view")
func kineticOnboardingCarouselHostSetView(
  _ pointer: UnsafeMutableRawPointer, _ key: UnsafePointer<CChar>,
  _ view: UnsafeMutablePointer<GtkWidget>?
) {
  guard let host = OnboardingCarouselHost.unretained(pointer) else { return }
  let key = String(cString: key)
  if let view {
    _ = host.addChild(type: key, child: UnsafeMutableRawPointer(view))
  } else {
    host.setCustomView(nil, forKey: key)
  }
}

@MainActor @_cdecl("kinetic_onboarding_carousel_host_set_view_layout")
func kineticOnboardingCarouselHostSetViewLayout(
  _ pointer: UnsafeMutableRawPointer, _ key: UnsafePointer<CChar>, _ width: Double,
  _ height: Double, _ x: Double, _ y: Double, _ anchorX: Double, _ anchorY: Double
) {
  OnboardingCarouselHost.unretained(pointer)?.setCustomViewLayout(
    key: String(cString: key), [width, height, x, y, anchorX, anchorY])
}
