// <kinetic-onboarding-carousel> alone: defines that element and loads
// kinetic-onboarding-carousel.wasm from beside this file, a module of the onboarding carousel
// alone. A page may import several elements' own scripts (each loads its own module); kinetic.js
// holds all four in one (docs/kinetic-on-the-web.md).
//
//   import "./kinetic-onboarding-carousel.js";

import { define, load } from "./elements/base.js";
import { KineticOnboardingCarousel } from "./elements/onboarding-carousel.js";

export { ready } from "./elements/base.js";
export { KineticOnboardingCarousel };

load(new URL("./kinetic-onboarding-carousel.wasm", import.meta.url));
define(["kinetic-onboarding-carousel", KineticOnboardingCarousel]);
