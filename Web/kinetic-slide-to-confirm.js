// <kinetic-slide-to-confirm> alone: defines that element and loads kinetic-slide-to-confirm.wasm, a module of
// the slide to confirm alone, from beside this file. A page that shows several of Kinetic's controls imports
// kinetic.js, which holds all four, instead.
//
//   import "./kinetic-slide-to-confirm.js";

import { define, load } from "./elements/base.js";
import { KineticSlideToConfirm } from "./elements/slide-to-confirm.js";

export { ready } from "./elements/base.js";
export { KineticSlideToConfirm };

load(new URL("./kinetic-slide-to-confirm.wasm", import.meta.url));
define(["kinetic-slide-to-confirm", KineticSlideToConfirm]);
