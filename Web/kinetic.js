// Kinetic's four controls as custom elements: <kinetic-slide-to-confirm>, <kinetic-pull-to-action>,
// <kinetic-gesture-board> and <kinetic-onboarding-carousel>.
//
//   import "./kinetic.js";   // defines the elements; kinetic.wasm is loaded from beside this file
//
// A page that shows one of them can import that element's own script instead
// (kinetic-slide-to-confirm.js, …), which loads a module of that control alone. The elements live
// in Web/elements (docs/kinetic-on-the-web.md).

import { define, load } from "./elements/base.js";
import { KineticSlideToConfirm } from "./elements/slide-to-confirm.js";
import { KineticPullToAction } from "./elements/pull-to-action.js";
import { KineticGestureBoard } from "./elements/gesture-board.js";
import { KineticOnboardingCarousel } from "./elements/onboarding-carousel.js";

export { ready } from "./elements/base.js";
export { KineticSlideToConfirm, KineticPullToAction, KineticGestureBoard, KineticOnboardingCarousel };

load(new URL("./kinetic.wasm", import.meta.url));
define(
  ["kinetic-slide-to-confirm", KineticSlideToConfirm],
  ["kinetic-pull-to-action", KineticPullToAction],
  ["kinetic-gesture-board", KineticGestureBoard],
  ["kinetic-onboarding-carousel", KineticOnboardingCarousel],
);
