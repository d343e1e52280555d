// <kinetic-slide-to-confirm> alone: defines that element and loads kinetic-slide-to-confirm.wasm
// from beside this file, a module of the slide to confirm alone. A page may import several
// elements' own scripts (each loads its own module); kinetic.js holds all four in one
// (docs/kinetic-on-the-web.md).
//
//   import "./kinetic-slide-to-confirm.js";

import { define, load } from "./elements/base.js";
import { KineticSlideToConfirm } from "./elements/slide-to-confirm.js";

export { ready } from "./elements/base.js";
export { KineticSlideToConfirm };

load(new URL("./kinetic-slide-to-confirm.wasm", import.meta.url));
define(["kinetic-slide-to-confirm", KineticSlideToConfirm]);
