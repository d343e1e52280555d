// <kinetic-pull-to-action> alone: defines that element and loads kinetic-pull-to-action.wasm from
// beside this file, a module of the pull to action alone. A page may import several elements' own
// scripts (each loads its own module); kinetic.js holds all four in one
// (docs/kinetic-on-the-web.md).
//
//   import "./kinetic-pull-to-action.js";

import { define, load } from "./elements/base.js";
import { KineticPullToAction } from "./elements/pull-to-action.js";

export { ready } from "./elements/base.js";
export { KineticPullToAction };

load(new URL("./kinetic-pull-to-action.wasm", import.meta.url));
define(["kinetic-pull-to-action", KineticPullToAction]);
