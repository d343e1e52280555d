// <kinetic-pull-to-action>: the element, its look (CSS in its shadow root) and its options.

import {
  wasm, numbers, putText, getText, RENDER, px, fine, setStyle, shrinkToFit, now, eventTime, keyName, modifiers, translated,
  BASE_CSS, KineticElement
} from "./base.js";

/** How long without a wheel event ends a continuous wheel or touchpad scroll, in ms. */
const WHEEL_STOP = 200;
const PULL_STATES = ["idle", "pulling", "triggered", "executing", "retracting"];
const PULL_OPTIONS = {
  "pull-threshold": [0, 100, 0.001, 1e5], "executing-height": [1, 50, 0, 4096],
  "minimum-executing-duration": [4, 0.5, 0, 1e5], "outcome-display-duration": [5, 1, 0, 1e5],
  "arrow-turn-duration": [6, 0.2, 0, 1e5], "spring-duration": [7, 0.4, 0.001, 1000], "spring-bounce": [8, 0, -1, 1],
};
const PULL_TEXTS = { "pulling-text": 12, "triggered-text": 13, "executing-text": 14, "retracting-text": 15,
  "success-text": 16, "no-change-text": 17, "completed-announcement": 18 };

// What a pull renders besides the content's offset (the status view's place and size, the state,
// the pulled amount, the icon, the outcome): a forecast that changes any of it is drawn in frames,
// as is one that starts with the spinner turning.
const PULL_STILL = [8, 9, 10, 11, 12, 13, 15, 16, 17, 19];
// The status view's icons, drawn as the GTK look draws them (25 px across): the arrow (turned by
// the machine) inside a ring that fills with the pull; the busy ring, or three still dots when
// motion is reduced; a check in a filled badge on success, an exclamation mark in one on failure,
// a quiet tick in an outline when nothing changed.
const RING = `<circle r="12.5" class="track"/>`;
const PULL_ICONS = [
  `${RING}<circle r="12.5" class="fill" pathLength="1" transform="rotate(-90)"/>
    <path class="turn" d="M-1.3-7H1.3V.5H5.25L0 7-5.25.5H-1.3Z"/>`,
  `${RING}<circle r="12.5" class="fill turn" pathLength="1" stroke-dasharray=".35 1"/>`,
  `<circle r="11" class="badge"/><path class="glyph" d="M-4.62.22-1.32 3.52 4.84-3.3"/>`,
  `<circle r="11" class="badge"/><path class="glyph" d="M0-5.28V1.1"/><circle cy="4.95" r="1.4" class="dot"/>`,
  `<circle r="10.1" class="quiet"/><path class="quiet" d="M-4.18.22-1.1 3.3 4.4-2.86"/>`,
  "",
  `<circle cx="-8.5" r="2.75"/><circle r="2.75"/><circle cx="8.5" r="2.75"/>`,
];
const PULL_CSS = `
  :host { height: 320px; overflow: hidden; touch-action: none; overscroll-behavior: contain;
    background: var(--_surface); color: var(--_text); contain: strict; }
  .content { position: absolute; left: 0; top: 0; right: 0; will-change: transform; -webkit-user-select: text;
    user-select: text; }
  .status { position: absolute; left: 0; top: 0; display: flex; align-items: center; justify-content: center;
    gap: 8px; padding: 0 12px; box-sizing: border-box; color: var(--_muted); font-size: 0.9em; overflow: hidden; }
  .text { min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .icon { width: 28px; height: 28px; flex: none; fill: var(--_accent); stroke-linecap: round;
    stroke-linejoin: round; }
  .icon:empty { display: none; }
  .track, .fill { fill: none; stroke: var(--_accent); stroke-width: 2.5; }
  .track { stroke-opacity: 0.16; }
  circle.fill:not(.turn) { stroke-linecap: butt; }
  path.turn { fill: currentColor; }
  .badge { fill: var(--_success); }
  .failure .badge { fill: var(--_failure); }
  .glyph { fill: none; stroke: #fff; stroke-width: 2.2; }
  .dot { fill: #fff; }
  .quiet { fill: none; stroke: currentColor; stroke-width: 1.8; }
  path.quiet { stroke-width: 2; }
  @media (prefers-color-scheme: dark) {
    .glyph { stroke: var(--_surface); }
    .dot { fill: var(--_surface); }
  }
  @media (forced-colors: active) {
    .icon, .badge, .failure .badge { fill: CanvasText; }
    .track, .fill { stroke: CanvasText; }
    .glyph { stroke: Canvas; }
    .dot { fill: Canvas; }
  }
`;

export class KineticPullToAction extends KineticElement {
  static observedAttributes = ["lang", "edge", "trigger-mode", "disabled", "reduces-motion", "always-bounces",
    ...Object.keys(PULL_OPTIONS), ...Object.keys(PULL_TEXTS), "action-label", "hint", "failure-text"];

  constructor() {
    super();
    this._keysFromInside = true;
    // The content's text selects as a page's does: a double click, a mouse dragged along a line.
    this._selectsText = true;
  }

  _create() { return wasm.kinetic_pull_new(); }
  _free(id) { wasm.kinetic_pull_free(id); }
  _tickAt(time) { return wasm.kinetic_pull_tick(this._id, time); }

  _setUp() {
    this._root.innerHTML = `<style>${BASE_CSS}${PULL_CSS}</style>
      <div class="status" part="status"><svg class="icon" part="icon" viewBox="-14 -14 28 28"></svg><span class="text" part="text" dir="auto"></span></div>
      <div class="content" part="content"><slot></slot></div>
      <div class="live" aria-live="polite"></div>`;
    const $ = (selector) => this._root.querySelector(selector);
    [this._statusView, this._icon, this._text, this._content, this._live] =
      [".status", ".icon", ".text", ".content", ".live"].map($);
    this.setAttribute("role", "group");
    if (!this.hasAttribute("tabindex")) this.tabIndex = 0;
    this._listenToPointers(this, (...a) => wasm.kinetic_pull_pointer(this._id, ...a));
    // Wheels and touchpads scroll the content through the machine; the page must not scroll too.
    // A burst of wheel events (none apart by more than WHEEL_STOP) that starts with the content
    // resting at the pull's edge and goes past it is a continuous scroll: it pulls as a finger
    // does, and the stop at its end lets go. Any other burst scrolls click by click.
    // A sideways wheel, and one that a scrolling box inside the content can take (a text area, a
    // row that scrolls sideways), are the page's.
    this.addEventListener("wheel", (event) => {
      if (this._id < 0 || event.ctrlKey || Math.abs(event.deltaX) > Math.abs(event.deltaY) || this._inner(event)) return;
      event.preventDefault();
      this._interrupt();
      const scale = event.deltaMode === 1 ? 40 : event.deltaMode === 2 ? this.clientHeight : 1;
      const dy = event.deltaY * scale;
      const time = eventTime(event);
      if (!this._wheelBurst) this._wheelBurst = this._pastPullEdge(dy) ? "pull" : "scroll";
      const pulls = this._wheelBurst === "pull";
      if (pulls && !this._wheelStarted) {
        this._wheelStarted = true;
        this._after(wasm.kinetic_pull_scroll(this._id, 0, modifiers(event), 1, time));
      }
      this._after(wasm.kinetic_pull_scroll(this._id, dy, modifiers(event), pulls ? 2 : 0, time));
      clearTimeout(this._wheelStop);
      this._wheelStop = setTimeout(() => {
        const pulled = this._wheelStarted;
        this._wheelBurst = this._wheelStarted = null;
        if (pulled && this._id >= 0) this._after(wasm.kinetic_pull_scroll(this._id, 0, 0, 3, now()));
      }, WHEEL_STOP);
    }, { passive: false });
    this.addEventListener("keydown", (event) => {
      const name = keyName(event);
      // A disabled pull leaves the keys to the page (they reload it).
      if (!this.disabled && (name === "F5" || (event.ctrlKey && name.toLowerCase() === "r"))) {
        event.preventDefault();
        this._after(this._key(event, (...a) => wasm.kinetic_pull_key(this._id, ...a)));
      }
    });
  }

  /** The content's height, watched with the element's size while a machine lasts. */
  _attach() { this._resize.observe(this._content); }

  _setOption(...a) { return wasm.kinetic_pull_set(this._id, ...a); }

  _configure() {
    for (const [name, [option, fallback, low, high]] of Object.entries(PULL_OPTIONS)) this._set(option, this._number(name, fallback, low, high));
    this._bottom = this.getAttribute("edge") === "bottom";
    this._set(2, this._bottom);
    // The edge's texts, then those the page sets: a text whose attribute is absent (or was
    // removed) is the edge's default.
    this._set(19, 0);
    for (const [name, option] of Object.entries(PULL_TEXTS)) {
      if (this.hasAttribute(name)) this._set(option, 0, this.getAttribute(name));
    }
    this._set(3, this.getAttribute("trigger-mode") === "at-threshold");
    this._set(9, this._reducesMotion);
    this._set(10, !this.hasAttribute("disabled"));
    this._set(11, this._flag("always-bounces", true));
  }

  _resized() {
    if (!this._content) return;
    this._set(20, this.clientWidth);
    this._set(21, this.clientHeight);
    this._set(22, this._content.offsetHeight);
  }

  /** Whether a box inside the content, under a wheel, can scroll the way it turns. */
  _inner(event) {
    for (const box of event.composedPath()) {
      if (box === this) return false;
      const { overflowY } = box.nodeType === 1 ? getComputedStyle(box) : {};
      if (/auto|scroll/.test(overflowY) && (event.deltaY < 0 ? box.scrollTop > 0
        : box.scrollTop + box.clientHeight < box.scrollHeight - 1)) return true;
    }
    return false;
  }

  /** Whether a scroll of `dy` starts at rest against the pull's edge and goes past it. */
  _pastPullEdge(dy) {
    this._fresh();
    return this._bottom ? dy > 0 && this._scrollOffset >= this._contentEnd - 0.5 : dy < 0 && this._scrollOffset <= 0.5;
  }

  _render() {
    const ticks = wasm.kinetic_pull_render(this._id, -1);
    if (ticks < 0) return false;
    let n = numbers();
    const r = RENDER;
    this._scrollOffset = n[r + 22];
    this._contentEnd = n[r + 23];
    setStyle(this._content, "transform", `translateY(${px(n[r + 1])}px)`);
    setStyle(this._statusView, "transform", `translate(${px(n[r + 8])}px,${px(n[r + 9])}px)`);
    setStyle(this._statusView, "width", `${px(n[r + 10])}px`);
    setStyle(this._statusView, "height", `${px(n[r + 11])}px`);
    const state = PULL_STATES[n[r + 12]];
    this._pulledAmount = n[r + 13];
    // The icon (three dots for the spinner when motion is reduced), made when its kind changes;
    // in a frame only the arrow's turn, the ring's fill and the spinner's turn change.
    const icon = n[r + 16];
    const kind = icon === 1 && this._reducesMotion ? 6 : icon;
    if (kind !== this._iconShape) {
      this._iconShape = kind;
      this._icon.innerHTML = PULL_ICONS[kind];
      this._icon.classList.toggle("failure", kind === 3);
      [this._turn, this._ring] = [this._icon.querySelector(".turn"), this._icon.querySelector("circle.fill")];
    }
    this._iconKind = icon;
    // The arrow grows out of the pull: faint at first, solid at the threshold. It points the way
    // the content is pulled at an angle of 0 (up for the bottom edge).
    const progress = Math.min(1, Math.max(0, n[r + 15]));
    const turn = icon === 1 ? n[r + 18] - Math.PI / 2 : n[r + 17] + (this._bottom ? Math.PI : 0);
    if (this._turn) setStyle(this._turn, "transform", `rotate(${fine(turn)}rad)`);
    if (icon === 0) setStyle(this._ring, "strokeDasharray", `${fine(progress)} 1`);
    setStyle(this._icon, "opacity", icon === 0 ? fine(0.35 + 0.65 * progress) : 1);
    // Texts change with the state, the outcome or the configuration only: read them then.
    const outcome = n[r + 19];
    if (state !== this._state || outcome !== this._outcome || this._textsDirty) {
      this._textsDirty = false;
      this._outcome = outcome;
      wasm.kinetic_pull_render(this._id, putText("press F5 or Ctrl+R"));
      n = numbers();
      this._text.textContent = translated(this, getText(n[r + 25], n[r + 26])) ?? "";
      // Named by its action, as in GTK; `hint` replaces the description at rest.
      const action = this._bottom ? "Load more" : "Refresh";
      this.setAttribute("aria-label", this.getAttribute("action-label") ?? translated(this, action));
      const hint = this.getAttribute("hint");
      this.setAttribute("aria-description",
        state === "idle" && hint !== null ? hint : translated(this, getText(n[r + 29], n[r + 30])));
    }
    // One line, as in GTK: shrunk to fit the status view's width, then ellipsised.
    const fit = `${this._text.textContent}|${n[r + 10]}|${this._iconShape}`;
    if (fit !== this._fitted) {
      this._fitted = fit;
      shrinkToFit(this._text);
    }
    this._setState(state);
    return ticks !== 0;
  }

  /**
   * Plays a motion of the content alone (a fling's glide, its bounce back from the end) as the
   * machine's forecast (`_forecast`). A motion that changes anything else on the way (the status,
   * the state) keeps frames, as does one that starts with the spinner turning.
   */
  _play() {
    if (this._down.size || this._wheelBurst || this._iconKind === 1) return false;
    return this._forecast((n) => PULL_STILL.map((i) => n[RENDER + i]) + "", [2, 5],
      () => wasm.kinetic_pull_render(this._id, -1), [[this._content, (n) => [1, 0, 0, 1, 0, n[RENDER + 1], 1]]]);
  }

  _outputs(list) {
    for (const { code, text } of list) {
      if (code === 3) {
        this._emit("triggered", {});
        if (!this._runAction() && !this.awaitsResult) this._call(4);
      } else if (code === 6) {
        this._announce(text);
      }
    }
  }

  /** An async function to run when triggered: the pull executes until it settles. */
  get action() { return this._action; }
  set action(value) { this._action = value; }

  /** The state's nick: "idle", "pulling", "triggered", "executing", "retracting". */
  get state() { this._fresh(); return this._state ?? "idle"; }
  /** How far the content is pulled past its edge, in pixels. */
  get pulledAmount() { this._fresh(); return this._pulledAmount ?? 0; }
  get pullThreshold() { return this._number("pull-threshold", 100, 0.001, 1e5); }
  set pullThreshold(value) { this.setAttribute("pull-threshold", value); }
  /** Not operable (`disabled`), as a native control's property. */
  get disabled() { return this.hasAttribute("disabled"); }
  set disabled(value) { this.toggleAttribute("disabled", !!value); }
  get awaitsResult() { return this._flag("awaits-result", false); }
  set awaitsResult(value) { this.toggleAttribute("awaits-result", !!value); }

  /** Runs the action as a pull past the threshold would (F5 and Ctrl+R do the same). */
  trigger() { this._call(0); }
  /** Reports the action's outcome (with `awaits-result`): success, or failure with a message
   * (without one, the `failure-text` attribute or "Something went wrong"). */
  finish(success = true, message = "") {
    const failure = message || this.getAttribute("failure-text") || translated(this, "Something went wrong");
    this._call(success ? 1 : 2, success ? "" : failure);
  }
  /** Reports that the action found nothing new. */
  finishWithNoChange() { this._call(3); }
  /** Scrolls the content to `offset` pixels, kept within the content. */
  scrollTo(offset) { this._call(7, "", offset); }

  _call(call, text = "", value = 0) {
    if (!this._created(this._call, call, text, value)) return;
    this._interrupt();
    this._after(wasm.kinetic_pull_call(this._id, call, value, putText(text), now()));
  }
}
