// <kinetic-onboarding-carousel> alone: defines that element and loads kinetic-onboarding-carousel.wasm, a module of
// the onboarding carousel alone, from beside this file. A page that shows several of Kinetic's controls imports
// kinetic.js, which holds all four, instead.
//
//   import "./kinetic-onboarding-carousel.js";

import { define, load } from "./elements/base.js";
import { KineticOnboardingCarousel } from "./elements/onboarding-carousel.js";

export { ready } from "./elements/base.js";
export { KineticOnboardingCarousel };

load(new URL("./kinetic-onboarding-carousel.wasm", import.meta.url));
define(["kinetic-onboarding-carousel", KineticOnboardingCarousel]);
