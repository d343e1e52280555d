// Kinetic's core run as Embedded Swift for WebAssembly and natively: `scripts/embedded` builds
// this program both ways and fails if they print anything different. It uses only the core's
// public API, on a virtual clock: a spring, a slide to confirm, a pull to action and an
// onboarding spec decoded from memory and laid out.

import Kinetic

print("kinetic embedded smoke")
springs()
slideToConfirm()
pullToAction()
onboarding()
print("done")
