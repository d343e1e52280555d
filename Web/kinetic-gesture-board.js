// <kinetic-gesture-board> alone: defines that element and loads kinetic-gesture-board.wasm, a module of
// the gesture board alone, from beside this file. A page that shows several of Kinetic's controls imports
// kinetic.js, which holds all four, instead.
//
//   import "./kinetic-gesture-board.js";

import { define, load } from "./elements/base.js";
import { KineticGestureBoard } from "./elements/gesture-board.js";

export { ready } from "./elements/base.js";
export { KineticGestureBoard };

load(new URL("./kinetic-gesture-board.wasm", import.meta.url));
define(["kinetic-gesture-board", KineticGestureBoard]);
