// <kinetic-gesture-board> alone: defines that element and loads kinetic-gesture-board.wasm from
// beside this file, a module of the gesture board alone. A page may import several elements' own
// scripts (each loads its own module); kinetic.js holds all four in one
// (docs/kinetic-on-the-web.md).
//
//   import "./kinetic-gesture-board.js";

import { define, load } from "./elements/base.js";
import { KineticGestureBoard } from "./elements/gesture-board.js";

export { ready } from "./elements/base.js";
export { KineticGestureBoard };

load(new URL("./kinetic-gesture-board.wasm", import.meta.url));
define(["kinetic-gesture-board", KineticGestureBoard]);
