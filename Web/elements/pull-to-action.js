// <kinetic-pull-to-action>: the element, its look (CSS in its shadow root) and its options.

import {
  wasm, numbers, putText, getText, RENDER, px, fine, setStyle, now, keyName, modifiers, translated,
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
const PULL_CSS = `
  :host { height: 320px; overflow: hidden; touch-action: none; overscroll-behavior: contain;
    background: var(--_surface); color: var(--_text); contain: strict; }
  .content { position: absolute; left: 0; top: 0; right: 0; will-change: transform; }
  .status { position: absolute; left: 0; top: 0; display: flex; align-items: center; justify-content: center;
    gap: 8px; color: var(--_muted); font-size: 0.9em; overflow: hidden; }
  .icon { width: 18px; height: 18px; display: grid; place-items: center; font-weight: 700; }
  .icon.spinner { border-radius: 50%; border: 2.5px solid currentColor; border-right-color: transparent;
    box-sizing: border-box; }
`;

export class KineticPullToAction extends KineticElement {
  static observedAttributes = ["lang", "edge", "trigger-mode", "disabled", "reduces-motion", "always-bounces",
    ...Object.keys(PULL_OPTIONS), ...Object.keys(PULL_TEXTS), "action-label", "hint", "failure-text"];

  constructor() {
    super();
    this._keysFromInside = true;
  }

  _create() { return wasm.kinetic_pull_new(); }
  _free(id) { wasm.kinetic_pull_free(id); }
  _tickAt(time) { return wasm.kinetic_pull_tick(this._id, time); }

  _setUp() {
    this._root.innerHTML = `<style>${BASE_CSS}${PULL_CSS}</style>
      <div class="status" part="status"><span class="icon" part="icon"></span><span class="text" part="text"></span></div>
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
    this.addEventListener("wheel", (event) => {
      if (this._id < 0 || event.ctrlKey) return;
      event.preventDefault();
      this._interrupt();
      const scale = event.deltaMode === 1 ? 40 : event.deltaMode === 2 ? this.clientHeight : 1;
      const dy = event.deltaY * scale;
      const time = event.timeStamp / 1000;
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
      if (name === "F5" || (event.ctrlKey && name.toLowerCase() === "r")) {
        event.preventDefault();
        this._after(this._key(event, (...a) => wasm.kinetic_pull_key(this._id, ...a)));
      }
    });
    new ResizeObserver(() => this._resized()).observe(this._content);
  }

  _setOption(...a) { return wasm.kinetic_pull_set(this._id, ...a); }

  _configure() {
    for (const [name, [option, fallback, low, high]] of Object.entries(PULL_OPTIONS)) this._set(option, this._number(name, fallback, low, high));
    for (const [name, option] of Object.entries(PULL_TEXTS)) {
      if (this.hasAttribute(name)) this._set(option, 0, this.getAttribute(name));
    }
    this._set(2, this.getAttribute("edge") === "bottom");
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

  /** Whether a scroll of `dy` starts at rest against the pull's edge and goes past it. */
  _pastPullEdge(dy) {
    const bottom = this.getAttribute("edge") === "bottom";
    return bottom ? dy > 0 && this._scrollOffset >= this._contentEnd - 0.5 : dy < 0 && this._scrollOffset <= 0.5;
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
    const icon = n[r + 16];
    if (icon !== this._iconKind) {
      this._iconKind = icon;
      this._icon.className = icon === 1 ? "icon spinner" : "icon";
      this._icon.textContent = ["↓", "", "✓", "!", "–", ""][icon];
    }
    setStyle(this._icon, "transform", `rotate(${fine(icon === 1 ? n[r + 18] : n[r + 17])}rad)`);
    setStyle(this._icon, "opacity", icon === 0 ? fine(Math.min(1, n[r + 15] * 1.5)) : 1);
    // Texts change with the state, the outcome or the configuration only: read them then.
    const outcome = n[r + 19];
    if (state !== this._state || outcome !== this._outcome || this._textsDirty) {
      this._textsDirty = false;
      this._outcome = outcome;
      wasm.kinetic_pull_render(this._id, putText("press F5 or Ctrl+R"));
      n = numbers();
      this._text.textContent = translated(this, getText(n[r + 25], n[r + 26])) ?? "";
      // Named by its action, as in GTK; `hint` replaces the description at rest.
      const action = this.getAttribute("edge") === "bottom" ? "Load more" : "Refresh";
      this.setAttribute("aria-label", this.getAttribute("action-label") ?? translated(this, action));
      const hint = this.getAttribute("hint");
      this.setAttribute("aria-description",
        state === "idle" && hint !== null ? hint : translated(this, getText(n[r + 29], n[r + 30])));
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
  get state() { return this._state ?? "idle"; }
  /** How far the content is pulled past its edge, in pixels. */
  get pulledAmount() { return this._pulledAmount ?? 0; }
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
  /** Scrolls the content to `offset` pixels. */
  scrollTo(offset) { this._call(7, "", offset); }

  _call(call, text = "", value = 0) {
    if (this._id < 0) return;
    this._interrupt();
    this._after(wasm.kinetic_pull_call(this._id, call, value, putText(text), now()));
  }
}
