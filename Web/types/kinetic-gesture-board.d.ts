// Types for kinetic-gesture-board.js: <kinetic-gesture-board> (docs/kinetic-on-the-web.md).

import type { KineticElementClass, KineticEventTarget } from "./kinetic-common.js";

export { ready } from "./kinetic-common.js";

/** The board's events. */
export interface KineticGestureBoardEventMap extends HTMLElementEventMap {
  /** A tappable card was tapped: the card (a child of the board) and its index among them. */
  tapped: CustomEvent<{ card: Element; index: number }>;
}

/** Its children are cards to move, pinch, rotate and tap. */
export interface KineticGestureBoard
  extends Omit<HTMLElement, "addEventListener" | "removeEventListener">,
    KineticEventTarget<KineticGestureBoardEventMap> {
  /** Puts a card (a child, or its index) back to its place, size and angle. */
  reset(card: Element | number): void;
}

export declare const KineticGestureBoard: KineticElementClass<KineticGestureBoard>;

declare global {
  interface HTMLElementTagNameMap {
    "kinetic-gesture-board": KineticGestureBoard;
  }
}
