// <kinetic-pull-to-action> alone: defines that element and loads kinetic-pull-to-action.wasm, a module of
// the pull to action alone, from beside this file. A page that shows several of Kinetic's controls imports
// kinetic.js, which holds all four, instead.
//
//   import "./kinetic-pull-to-action.js";

import { define, load } from "./elements/base.js";
import { KineticPullToAction } from "./elements/pull-to-action.js";

export { ready } from "./elements/base.js";
export { KineticPullToAction };

load(new URL("./kinetic-pull-to-action.wasm", import.meta.url));
define(["kinetic-pull-to-action", KineticPullToAction]);
