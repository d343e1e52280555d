// <kinetic-gesture-board>: the element, its look (CSS in its shadow root) and its cards.

import {
  wasm, numbers, RENDER, px, fine, setStyle, now, keyName, BASE_CSS, numberAttribute,
  KineticElement
} from "./base.js";

// Increased contrast frames the board; forced colours give it a frame and outline each card (a
// page's own rules for its cards win over these).
const BOARD_CSS = `
  :host { height: 360px; overflow: hidden; touch-action: none;
    background: var(--_surface); border-radius: 12px; contain: strict; }
  ::slotted(*) { position: absolute !important; left: 0; top: 0; margin: 0 !important;
    transform-origin: 50% 50%; will-change: transform; touch-action: none; }
  @media (prefers-contrast: more) { :host { box-shadow: inset 0 0 0 1px var(--_text); } }
  @media (forced-colors: active) {
    :host { outline: 1px solid CanvasText; }
    ::slotted(*) { outline: 2px solid CanvasText; }
    ::slotted(:focus-visible) { outline: 3px solid Highlight; }
  }
`;
const BEHAVIOURS = { movable: 1, pinchable: 2, rotatable: 4, tappable: 8 };
const BOARD_OPTIONS = { "keeps-inside": [1, true], "has-momentum": [4, true], "snaps-rotation": [5, false],
  "snaps-scale": [6, false], "double-tap-resets": [7, true] };

export class KineticGestureBoard extends KineticElement {
  static observedAttributes = ["lang", "reduces-motion", "minimum-scale", "maximum-scale", "raises-on-press",
    ...Object.keys(BOARD_OPTIONS)];

  constructor() {
    super();
    this._keysFromInside = true;
    this._cards = [];
  }

  _create() { return wasm.kinetic_board_new(); }
  _free(id) { wasm.kinetic_board_free(id); }
  _tickAt(time) { return wasm.kinetic_board_tick(this._id, time); }

  _setUp() {
    this._root.innerHTML = `<style>${BASE_CSS}${BOARD_CSS}</style><slot></slot><div class="live" aria-live="polite"></div>`;
    this._live = this._root.querySelector(".live");
    this.setAttribute("role", "group");
    this._listenToPointers(this, (...a) => wasm.kinetic_board_pointer(this._id, ...a));
    this.addEventListener("keydown", (event) => {
      const card = this._cards.indexOf(event.target);
      if (card < 0) return;
      const name = keyName(event);
      if (!["Left", "Right", "Up", "Down", "plus", "minus", "equal", "bracketleft", "bracketright", "0"].includes(name)) return;
      event.preventDefault();
      this._after(this._key(event, (...a) => wasm.kinetic_board_key(this._id, card, ...a)));
      this._describe(card);
    });
    this._root.querySelector("slot").addEventListener("slotchange", () => this._rebuild());
    // A card's placement and behaviours follow its attributes after it was added, too.
    this._placements = new MutationObserver((records) => {
      for (const { target } of records) {
        const index = this._cards.indexOf(target);
        if (index >= 0) this._place(target, index);
      }
      this._after(0);
    });
  }

  /** Each new machine gets the cards, and follows their attributes and sizes while it lasts. */
  _attach() {
    this._placements.observe(this, { subtree: true, attributes: true,
      attributeFilter: ["x", "y", ...Object.keys(BEHAVIOURS)] });
    this._cardSizes = new ResizeObserver((entries) => {
      for (const { target } of entries) {
        const index = this._cards.indexOf(target);
        if (index >= 0) this._place(target, index);
      }
      this._after(0);
    });
    this._rebuild();
  }

  _detach() {
    this._placements?.disconnect();
    this._cardSizes?.disconnect();
    super._detach();
    this._cards = [];
  }

  /** A card's centre from its `x` and `y` (by default its size's half and 16 px in). */
  _centre(card) {
    const w = card.offsetWidth || 100;
    const h = card.offsetHeight || 100;
    return [numberAttribute(card, "x", w / 2 + 16), numberAttribute(card, "y", h / 2 + 16), w, h];
  }

  _behaviours(card) {
    let behaviours = 0;
    for (const [name, bit] of Object.entries(BEHAVIOURS)) if (card.hasAttribute(name)) behaviours |= bit;
    return behaviours || 15;
  }

  /** Moves card `i` to its attributes' place, at its size, with its attributes' behaviours. */
  _place(card, i) {
    this._centre(card).forEach((value, k) => wasm.kinetic_board_set(this._id, i, 9 + k, value));
    wasm.kinetic_board_set(this._id, i, 0, this._behaviours(card));
    this._describe(i);
  }

  /**
   * Makes the machine's cards the board's children, in their order: a new child is added, one
   * gone is removed, and every other card keeps what gestures did to it.
   */
  _rebuild() {
    if (this._id < 0) return;
    const cards = [...this.children];
    const known = this._cards;
    const indices = cards.map((card) => {
      const index = known.indexOf(card);
      if (index >= 0) return index;
      if (!card.hasAttribute("tabindex")) card.tabIndex = 0;
      this._cardSizes.observe(card);
      return wasm.kinetic_board_add(this._id, ...this._centre(card), this._behaviours(card));
    });
    for (const card of known) if (!cards.includes(card)) this._cardSizes.unobserve(card);
    numbers().set(indices);
    wasm.kinetic_board_arrange(this._id, cards.length);
    this._cards = cards;
    this._configure();
  }

  _configure() {
    wasm.kinetic_board_set(this._id, -1, 2, this._flag("raises-on-press", true) ? 1 : 0);
    this._cards.forEach((card, i) => {
      for (const [name, [option, fallback]] of Object.entries(BOARD_OPTIONS)) {
        wasm.kinetic_board_set(this._id, i, option, this._flag(name, fallback) ? 1 : 0);
      }
      wasm.kinetic_board_set(this._id, i, 3, this._number("maximum-scale", 2, 0.01, 100));
      wasm.kinetic_board_set(this._id, i, 2, this._number("minimum-scale", 0.1, 0.01, 100));
      wasm.kinetic_board_set(this._id, i, 8, this._reducesMotion ? 1 : 0);
      this._describe(i);
    });
    this._after(0);
  }

  _resized() {
    wasm.kinetic_board_set(this._id, -1, 0, this.clientWidth);
    wasm.kinetic_board_set(this._id, -1, 1, this.clientHeight);
    this._after(0);
  }

  _describe(i) {
    const card = this._cards[i];
    if (!card) return;
    const can = [];
    const b = (name) => card.hasAttribute(name) || !Object.keys(BEHAVIOURS).some((n) => card.hasAttribute(n));
    if (b("movable")) can.push("arrow keys move");
    if (b("pinchable")) can.push("plus and minus scale");
    if (b("rotatable")) can.push("brackets rotate");
    can.push("0 resets");
    const text = can.join(", ");
    card.setAttribute("aria-description", `${text[0].toUpperCase()}${text.slice(1)}.`);
  }

  _render() {
    const ticks = wasm.kinetic_board_render(this._id);
    if (ticks < 0) return false;
    const n = numbers();
    this._cards.forEach((_, z) => {
      const i = RENDER + z * 11;
      const card = this._cards[n[i]];
      if (!card) return;
      const x = n[i + 1] - n[i + 3] / 2 + n[i + 5];
      const y = n[i + 2] - n[i + 4] / 2 + n[i + 6];
      const transform = `translate(${px(x)}px,${px(y)}px) rotate(${fine(n[i + 8])}rad) scale(${fine(n[i + 7])})`;
      setStyle(card, "transform", transform);
      setStyle(card, "opacity", n[i + 9]);
      setStyle(card, "zIndex", z);
    });
    return ticks !== 0;
  }

  _outputs(list) {
    for (const { code, value, text } of list) {
      if (code === 12) this._emit("tapped", { card: this._cards[value], index: value });
      else if (code === 14) this._announce(text);
    }
  }

  /** Puts a card back to its place, size and angle. */
  reset(card) {
    // A card, or its index: a whole number below the number of cards (2³² is not card 0).
    const index = typeof card !== "number" ? this._cards.indexOf(card)
      : Number.isInteger(card) && card < this._cards.length ? card : -1;
    if (index >= 0) this._after(wasm.kinetic_board_reset(this._id, index, now()));
  }
}
