// <kinetic-slide-to-confirm>: the element, its look (CSS in its shadow root) and its options.

import {
  wasm, numbers, putText, getText, RENDER, px, fine, setStyle, shrinkToFit, now, keyName, translated, BASE_CSS,
  KineticElement
} from "./base.js";

const SLIDE_STATES = ["idle", "updating", "armed", "completed", "working", "succeeded", "failed", "resetting"];
// Each option's slot in the module, its default and, for a number, the range of the GObject
// property of the same name.
const SLIDE_OPTIONS = {
  "thumb-width": [0, 100, 0, 4096], "resets-when-completed": [1, true],
  "completion-reset-delay": [2, 0.3, 0, 3600], "reset-animation-duration": [3, 0.2, 0, 60],
  "completion-threshold": [4, 1, 0, 1], "completes-on-fling": [5, true],
  "fling-minimum-progress": [6, 0.5, 0, 1], "fling-minimum-velocity": [7, 1000, 0, 1e6],
  "snaps-back-with-spring": [8, true], "snap-back-bounce": [9, 0, 0, 1], "drags-from-anywhere": [10, false],
  "awaits-result": [11, false], "result-display-duration": [12, 1.2, 0, 3600],
  "confirmation-window": [13, 3, 0, 3600],
};

// What a slide renders that its forecast cannot play (the track, the thumb's size, the arrow).
const SLIDE_STILL = [0, 1, 2, 3, 10, 11, 16];
// The fill is as large as the control and slides under the thumb inside .trail, which clips it
// to the control's shape: a drag moves it and never resizes it, so it costs no layout.
// The prompt's text covers the track's line behind it, so the line stops at the words' edges.
// The thumb carries its title and an arrow that points the way to slide, as the GTK look draws
// them: the arrow after the title, before it right to left, above it when vertical; working shows a
// spinner, the outcome a check or a cross sized to the thumb (container units). Increased contrast
// frames the control and strengthens the line and the fill; forced colours give it a frame, the
// line, the filled part in the highlight, and the thumb drawn as a button.
const SLIDE_CSS = `
  :host { height: max(56px, 3.2em); min-width: 160px; touch-action: pan-y; contain: layout paint;
    background: var(--_surface); border-radius: var(--_radius); }
  :host([orientation="vertical"]) { width: max(56px, 3.2em); height: 240px; min-width: 0; touch-action: pan-x; }
  :host(:disabled) { opacity: 0.5; }
  .track, .fill, .thumb, .trail { position: absolute; left: 0; top: 0; box-sizing: border-box;
    border-radius: var(--_radius); }
  .trail { inset: 0; overflow: hidden; }
  .track { background: var(--_muted); opacity: 0.25; }
  .fill { background: var(--_accent); opacity: 0.35; width: 100%; height: 100%; }
  .thumb, .fill { will-change: transform; }
  .thumb { background: var(--_accent); color: var(--_on-accent); display: grid;
    place-items: center; font-weight: 600; box-shadow: 0 1px 3px rgb(0 0 0 / 0.3);
    grid-template: minmax(0, 1fr) / minmax(0, 1fr); container-type: size; }
  .face { display: flex; align-items: center; justify-content: center; gap: 6px; width: 100%;
    box-sizing: border-box; padding: 0 8px; direction: ltr; }
  .face.left { flex-direction: row-reverse; }
  .face.up { flex-direction: column-reverse; gap: 4px; padding: 0 4px; font-size: 0.85em; }
  .title { min-width: 0; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  svg { fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round;
    flex: none; }
  .arrow { width: 0.875em; height: 0.875em; }
  .left .arrow { transform: rotate(180deg); }
  .up .arrow { transform: rotate(-90deg); }
  .mark { display: none; width: 52.8cqmin; height: 52.8cqmin; }
  .mark path { vector-effect: non-scaling-stroke; stroke-width: 3; }
  :host([state="working"]) .face, :host([state="succeeded"]) .face, :host([state="failed"]) .face,
  :host([state="succeeded"]) .cross, :host([state="failed"]) .check { display: none; }
  :host([state="succeeded"]) .mark, :host([state="failed"]) .mark { display: block; }
  :host([state="succeeded"]) .thumb { background: var(--_success); }
  :host([state="failed"]) .thumb { background: var(--_failure); }
  .label { position: absolute; inset: 0; display: grid; place-items: center; color: var(--_muted);
    pointer-events: none; white-space: nowrap; overflow: hidden; }
  .label[hidden] { display: none; }
  .label span { max-width: 100%; box-sizing: border-box; padding: 0 10px; border-radius: 999px; overflow: hidden;
    text-overflow: ellipsis; background: var(--_surface); }
  .status { color: var(--_text); font-weight: 600; }
  .spinner { width: 18px; height: 18px; border-radius: 50%; border: 2.5px solid currentColor;
    border-right-color: transparent; display: none; }
  :host([state="working"]) .spinner { display: block; }
  @media (prefers-contrast: more) {
    :host { box-shadow: inset 0 0 0 1px var(--_text); }
    .track { opacity: 0.6; }
    .fill { opacity: 0.5; }
  }
  @media (forced-colors: active) {
    .trail { outline: 1px solid CanvasText; outline-offset: -1px; }
    .track, .fill, .thumb { forced-color-adjust: none; opacity: 1; }
    .track { background: CanvasText; }
    .fill { background: Highlight; }
    .thumb, :host([state]) .thumb { background: ButtonFace; color: ButtonText; border: 2px solid ButtonText;
      box-shadow: none; }
    :host(:disabled) .trail { outline-color: GrayText; }
    :host(:disabled) .thumb { border-color: GrayText; color: GrayText; }
  }
`;

export class KineticSlideToConfirm extends KineticElement {
  // A form control, as a native one: a disabled <fieldset> around it disables it, as its own
  // `disabled` does (it then matches :disabled and takes no focus).
  static formAssociated = true;
  static observedAttributes = ["lang", "title", "prompt", "orientation", "disabled", "reduces-motion", "dir",
    ...Object.keys(SLIDE_OPTIONS)];

  _create() { return wasm.kinetic_slide_new(); }
  _free(id) { wasm.kinetic_slide_free(id); }
  _tickAt(time) { return wasm.kinetic_slide_tick(this._id, time); }

  _setUp() {
    this._root.innerHTML = `<style>${BASE_CSS}${SLIDE_CSS}</style>
      <div class="track" part="track"></div><div class="trail"><div class="fill" part="fill"></div></div>
      <div class="label" part="prompt"><span dir="auto"></span></div>
      <div class="label status" part="status"><span dir="auto"></span></div>
      <div class="thumb" part="thumb"><span class="face"><span class="title" part="title" dir="auto"></span>
      <svg class="arrow" viewBox="-7 -7 14 14"><path d="M-6 0H6M1.2-4.8 6 0 1.2 4.8"/></svg></span>
      <span class="spinner"></span><svg class="mark" viewBox="-1.2 -1.2 2.4 2.4"><path class="check"
      d="M-1 0-.3.7 1-.7"/><path class="cross" d="M-.75-.75.75.75M.75-.75-.75.75"/></svg></div>
      <div class="live" aria-live="polite"></div>`;
    const $ = (selector) => this._root.querySelector(selector);
    [this._track, this._fill, this._prompt, this._status, this._thumb, this._face, this._title, this._spinner,
      this._live] = [".track", ".fill", ".label", ".status", ".thumb", ".face", ".title", ".spinner", ".live"].map($);
    this.setAttribute("role", "button");
    if (!this.hasAttribute("tabindex")) this.tabIndex = 0;
    // Resized under the finger, the thumb goes on under it (`_reorigin`).
    this._followsFinger = true;
    this._listenToPointers(this, (...a) => wasm.kinetic_slide_pointer(this._id, ...a));
    const keys = (event) => {
      const name = keyName(event);
      // A held key never confirms: its repeats are swallowed, as in GTK.
      if (["Return", "space", "Escape"].includes(name)) {
        if (name !== "Escape" || this.state === "armed") event.preventDefault();
        if (event.repeat) return;
        this._after(this._key(event, (...a) => wasm.kinetic_slide_key(this._id, ...a)));
      }
    };
    this.addEventListener("keydown", keys);
    this.addEventListener("keyup", keys);
  }

  _setOption(...a) { return wasm.kinetic_slide_set(this._id, ...a); }

  _configure() {
    for (const [name, [option, fallback, low, high]] of Object.entries(SLIDE_OPTIONS)) {
      // The thumb's width and whether it awaits a result are set below, from all that decides them
      // (set here too, the width would change twice, and a drag end with the track it changed).
      if (option && option !== 11) {
        this._set(option, typeof fallback === "boolean" ? this._flag(name, fallback) : this._number(name, fallback, low, high));
      }
    }
    this._set(11, this._flag("awaits-result", false) || typeof this.action === "function");
    this._set(14, this._reducesMotion);
    this._set(15, !this._disabled);
    this._set(16, this.getAttribute("orientation") === "vertical");
    this._set(17, this._rtl);
    this._set(18, 0, this.getAttribute("title") ?? translated(this, "Confirm"));
    this._set(19, 0, this.prompt);
    this._fitThumb();
  }

  _resized() {
    this._set(20, this.clientWidth);
    this._set(21, this.clientHeight);
    this._fitThumb();
  }

  /**
   * As in GTK, a horizontal thumb is as long as `thumb-width`, or longer where its title needs it
   * at the element's font size (larger text, a longer translation): the title, the arrow (14 px
   * at 16 px text), a gap of 6 and margins of 8. A title is shrunk or cut only when even half the
   * control cannot hold it.
   */
  _fitThumb() {
    const width = this._number("thumb-width", 100, 0, 4096);
    const title = this.getAttribute("title") ?? translated(this, "Confirm");
    let fitted = width;
    if (this.getAttribute("orientation") !== "vertical" && title) {
      this._title.style.fontSize = "";
      this._title.textContent = title;
      // Up to half the control, which the page sizes (a GTK window grows instead), so that the
      // thumb keeps room to travel.
      const arrow = parseFloat(getComputedStyle(this._face.querySelector(".arrow")).width);
      fitted = Math.max(width, Math.min(Math.ceil(this._title.scrollWidth + arrow) + 24, this.clientWidth / 2));
      // Measured at its full size: the next frame fits the texts again.
      this._fitted = null;
    }
    this._set(0, fitted);
  }

  _render() {
    const ticks = wasm.kinetic_slide_render(this._id, 0);
    if (ticks < 0) return false;
    let n = numbers();
    const r = RENDER;
    const box = (element, i) => {
      setStyle(element, "transform", `translate(${px(n[r + i])}px,${px(n[r + i + 1])}px)`);
      setStyle(element, "width", `${px(n[r + i + 2])}px`);
      setStyle(element, "height", `${px(n[r + i + 3])}px`);
    };
    box(this._track, 0);
    // The filled part, from the start edge to the thumb's far edge: the control-sized fill
    // moved so that its far edge is there.
    const at = (i) => n[r + i] > 0 ? `${px(n[r + i])}px` : `calc(${px(n[r + i + 2])}px - 100%)`;
    setStyle(this._fill, "transform", `translate(${at(4)},${at(5)})`);
    box(this._thumb, 8);
    this._progress = n[r + 12];
    const state = SLIDE_STATES[n[r + 13]];
    setStyle(this._prompt, "opacity", fine(n[r + 14]));
    setStyle(this._spinner, "transform", `rotate(${fine(n[r + 15])}rad)`);
    // The way the arrow points (and so where it sits beside the title).
    const arrow = ["right", "left", "up"][n[r + 16]];
    if (this._face.className !== `face ${arrow}`) this._face.className = `face ${arrow}`;
    const [thumbWidth, thumbHeight] = [n[r + 10], n[r + 11]];
    // Texts change with the state or the configuration only: read them then.
    if (state !== this._state || this._textsDirty) {
      this._textsDirty = false;
      wasm.kinetic_slide_render(this._id, 1);
      n = numbers();
      const status = getText(n[r + 19], n[r + 20]);
      this._prompt.firstChild.textContent = getText(n[r + 21], n[r + 22]);
      this._title.textContent = getText(n[r + 23], n[r + 24]);
      this._status.firstChild.textContent = translated(this, status) ?? "";
      this._prompt.hidden = status !== null;
      this.setAttribute("aria-label", getText(n[r + 25], n[r + 26]));
      this.setAttribute("aria-description", translated(this, getText(n[r + 27], n[r + 28])));
    }
    // Where the texts go and how large they are change only with the texts, the track's and the
    // thumb's sizes, the arrow and whether a status sits beside the thumb at the end (working,
    // succeeded).
    const far = state !== "failed" && state !== "armed";
    const [prompt, status] = [this._prompt.firstChild, this._status.firstChild];
    const fit = [this._title.textContent, prompt.textContent, status.textContent, n[r + 2], n[r + 3], thumbWidth,
      thumbHeight, arrow, far].join("|");
    if (fit !== this._fitted) {
      this._fitted = fit;
      // As in GTK, the prompt (and the status of a failure or an armed slide) takes the part of
      // the track the thumb leaves free at rest; another status the part it leaves free at the end.
      const t = (arrow === "up" ? thumbHeight : thumbWidth) + 8;
      const free = { right: `0 12px 0 ${t}px`, left: `0 ${t}px 0 12px`, up: `12px 0 ${t}px 0` }[arrow];
      const end = { right: `0 ${t}px 0 12px`, left: `0 12px 0 ${t}px`, up: `${t}px 0 12px 0` }[arrow];
      this._prompt.style.inset = free;
      this._status.style.inset = far ? end : free;
      // Each text shrinks to fit its room, to 60 % of its size as in GTK, then ellipsises.
      shrinkToFit(this._title);
      shrinkToFit(prompt, 20);
      shrinkToFit(status, 20);
    }
    this._setState(state);
    return ticks !== 0;
  }

  /**
   * Plays what moves once nothing holds the thumb (its snap back, its reset) as the machine's
   * forecast (`_forecast`): the thumb, the fill (its far edge at the thumb's, in pixels, as
   * `_render` places it) and the prompt's fade. The track, the thumb's size and the arrow must
   * hold still, and the spinner turns in frames.
   */
  _play() {
    if (this._down.size || this._state === "working") return false;
    const [width, height] = [this.clientWidth, this.clientHeight];
    const edge = (n, i, size) => n[RENDER + i] > 0 ? n[RENDER + i] : n[RENDER + i + 2] - size;
    return this._forecast(
      (n) => SLIDE_STILL.map((i) => n[RENDER + i]) + (SLIDE_STATES[n[RENDER + 13]] === "working"),
      [2, 7], () => wasm.kinetic_slide_render(this._id, 0), [
        [this._thumb, (n) => [1, 0, 0, 1, n[RENDER + 8], n[RENDER + 9], 1]],
        [this._fill, (n) => [1, 0, 0, 1, edge(n, 4, width), edge(n, 5, height), 1]],
        [this._prompt, (n) => [1, 0, 0, 1, 0, 0, n[RENDER + 14]], false]], 12);
  }

  _outputs(list) {
    for (const { code, text } of list) {
      if (code === 3) {
        this._emit("confirmed", {});
        this._runAction();
      } else if (code === 6) {
        this._emit("failed", { message: text });
      } else if (code === 8) {
        this._announce(text);
      }
    }
  }

  /** Disabled by its own attribute or by a disabled <fieldset> (a form control's callback). */
  formDisabledCallback(disabled) {
    this._formDisabled = disabled;
    this._sayDisabled();
    if (this._ready) this._configure();
  }

  /** An async function to run on confirmation: the slide shows it working, then its outcome. */
  get action() { return this._action; }
  set action(value) {
    this._action = value;
    if (this._ready) this._configure();
  }

  /** The state's nick: "idle", "armed", "working", … */
  get state() { this._fresh(); return this._state ?? "idle"; }
  /** How far the thumb has travelled, 0 to 1. */
  get progress() { this._fresh(); return this._now(this._progress ?? 0); }
  get thumbWidth() { return this._number("thumb-width", 100, 0, 4096); }
  set thumbWidth(value) { this.setAttribute("thumb-width", value); }
  get awaitsResult() { return this._flag("awaits-result", false); }
  set awaitsResult(value) { this.toggleAttribute("awaits-result", !!value); }
  /** Not operable (`disabled`), as a native control's property. */
  get disabled() { return this.hasAttribute("disabled"); }
  set disabled(value) { this.toggleAttribute("disabled", !!value); }
  get prompt() { return this.getAttribute("prompt") ?? translated(this, "Slide to confirm"); }
  set prompt(value) { this.setAttribute("prompt", value); }

  /** Arms, then (called again within the confirmation window) confirms, as Enter does. */
  confirm() { this._call(0); }
  /** Confirms as if slid to the end. */
  complete() { this._call(1); }
  /** Back to rest. */
  reset() { this._call(2); }
  /** Reports the outcome of the action a confirmation started (with `awaits-result`). */
  finish(success = true, message = "") { this._call(success ? 3 : 4, message); }

  _call(call, text = "") {
    if (!this._created(this._call, call, text)) return;
    this._interrupt();
    this._after(wasm.kinetic_slide_call(this._id, call, putText(text), now()));
  }
}
