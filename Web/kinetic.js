// Kinetic's four controls as custom elements: <kinetic-slide-to-confirm>, <kinetic-pull-to-action>,
// <kinetic-gesture-board> and <kinetic-onboarding-carousel>.
//
//   import "./kinetic.js";   // defines the elements; kinetic.wasm is loaded from beside this file
//
// Behaviour lives once, in kinetic.wasm: Kinetic's core (its machines) compiled as Embedded Swift,
// behind the small C functions of Web/Swift. This script only turns DOM input into Kinetic's input
// events (numbers passed to those functions) and the render model (numbers the module writes into
// a buffer in its memory) into CSS transforms, sizes, opacity and text. A requestAnimationFrame
// tick runs only while a machine says it needs ticks; at rest, none. The carousel's motion after a
// release plays as Web Animations of the machine's own forecast instead (`_play`). Names, attributes, events and
// enumerated values are the GObject classes' (docs/kinetic-on-the-web.md).

const wasmURL = new URL("./kinetic.wasm", import.meta.url);

// MARK: The module

let wasm = null;
let numbersView = null;
let textInView = null;
let textOutView = null;
let pointers = null;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Resolves once the module is ready (every element awaits it). */
export const ready = (async () => {
  const response = await fetch(wasmURL);
  // The module's only imports: the page's Math (sin, cos, exp, log… in place of libc's copies).
  const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), { Math });
  wasm = instance.exports;
  // Asked once: the first call allocates the buffers (and may grow memory).
  pointers = [wasm.kinetic_numbers(), wasm.kinetic_text_in(), wasm.kinetic_text_out(), wasm.kinetic_text_capacity()];
})();

function views() {
  const buffer = wasm.memory.buffer;
  if (!numbersView || numbersView.buffer !== buffer) {
    const [numbersAt, textInAt, textOutAt, capacity] = pointers;
    numbersView = new Float64Array(buffer, numbersAt, 16384);
    textInView = new Uint8Array(buffer, textInAt, capacity);
    textOutView = new Uint8Array(buffer, textOutAt, capacity);
  }
}

/** The module's numbers, valid until the next call. */
function numbers() {
  views();
  return numbersView;
}

/** Writes text for the next call and returns its length in bytes. */
function putText(text) {
  views();
  const { written } = encoder.encodeInto(String(text ?? ""), textInView);
  return written;
}

function getText(offset, length) {
  views();
  return length < 0 ? null : decoder.decode(textOutView.subarray(offset, offset + length));
}

/** What the last call reported: [{code, value, text}]. */
function outputs(count) {
  const n = numbers();
  const list = [];
  for (let i = 0; i < count; i++) {
    const base = 1 + i * 4;
    const length = n[base + 3];
    list.push({ code: n[base], value: n[base + 1], text: length > 0 ? getText(n[base + 2], length) : "" });
  }
  return list;
}

const RENDER = 1024;
// What the elements write into styles, rounded: a place or a length to a hundredth of a pixel, a
// scale, an angle or a matrix's linear part to five places. Shorter for the browser to parse, and
// a change too small to see is no change.
const px = (v) => Math.round(v * 100) / 100;
const fine = (v) => Math.round(v * 1e5) / 1e5;

/** Sets a style property of `element` only when its value changed since this last set it. */
function setStyle(element, property, value) {
  const kept = (element._kineticStyle ??= {});
  if (kept[property] !== value) element.style[property] = kept[property] = value;
}
// The frame interval a forecast steps a machine at (the carousel's motion, the pull's glide).
const STEP = 1 / 60;
// The module's memory as a forecast found it, put back when it ends (one buffer for every
// forecast: a fresh megabyte each release cost more than the copy).
let forecastMemory = null;

/** Runs `forecast`, which steps a machine ahead, and puts the module's memory back as it was. */
function forecasting(forecast) {
  const memory = new Uint8Array(wasm.memory.buffer);
  if (forecastMemory?.length !== memory.length) forecastMemory = new Uint8Array(memory.length);
  forecastMemory.set(memory);
  try {
    return forecast();
  } finally {
    new Uint8Array(wasm.memory.buffer).set(forecastMemory);
  }
}
const now = () => performance.now() / 1000;
/** The step of a playing forecast that `time` falls in (its last once it has ended). */
const stepAt = (playing, time) => Math.min(playing.last, Math.floor((time - playing.start) / STEP));

// GDK key names, as the machines know keys.
const KEY_NAMES = {
  Enter: "Return", " ": "space", Escape: "Escape", Tab: "Tab", ArrowLeft: "Left", ArrowRight: "Right",
  ArrowUp: "Up", ArrowDown: "Down", Home: "Home", End: "End", PageUp: "Page_Up", PageDown: "Page_Down",
  "+": "plus", "-": "minus", "=": "equal", "[": "bracketleft", "]": "bracketright", F5: "F5",
};
const keyName = (event) => KEY_NAMES[event.key] ?? (event.key.length === 1 ? event.key : event.key);
const modifiers = (e) => (e.shiftKey ? 1 : 0) | (e.ctrlKey ? 2 : 0) | (e.altKey ? 4 : 0) | (e.metaKey ? 8 : 0);
const PHASES = { pointerdown: 0, pointermove: 1, pointerup: 2, pointercancel: 3, lostpointercapture: 3 };
const DEVICES = { touch: 0, mouse: 1, pen: 2 };

// MARK: One ticker for every element

const ticking = new Set();
let frame = 0;
function schedule(element) {
  ticking.add(element);
  if (!frame) frame = requestAnimationFrame(runFrame);
}
function runFrame() {
  frame = 0;
  const time = now();
  for (const element of [...ticking]) {
    if (!element._tick(time)) ticking.delete(element);
  }
  if (ticking.size) frame = requestAnimationFrame(runFrame);
}

const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

// MARK: Built-in strings in the element's language

// The core's built-in strings are English; an element whose closest `lang` is German or Arabic
// shows and announces these instead. Texts the page sets (a title, a prompt, a spec's texts, a
// failure's message) are shown as given, unless one is exactly a built-in English string. The
// language is read whenever an element draws its texts (a change of state or of an attribute).
const TRANSLATIONS = {
  de: {
    "Confirm": "Bestätigen", "Slide to confirm": "Zum Bestätigen schieben",
    "Press again to confirm": "Zum Bestätigen erneut drücken", "Working…": "Wird ausgeführt …",
    "Done": "Fertig",
    "Slide to the end, or press Enter twice, to confirm":
      "Zum Bestätigen bis zum Ende schieben oder zweimal die Eingabetaste drücken",
    "Pull to refresh": "Zum Aktualisieren ziehen", "Pull to load more": "Ziehen, um mehr zu laden",
    "Pull to update": "Zum Aktualisieren ziehen", "Release to update": "Zum Aktualisieren loslassen",
    "Release to load more": "Loslassen, um mehr zu laden", "Loading…": "Wird geladen …",
    "Updated": "Aktualisiert", "Up to date": "Auf dem neuesten Stand", "Loaded": "Geladen",
    "Nothing more": "Nichts weiter",
    "Pull down, or press F5 or Ctrl+R, to refresh":
      "Zum Aktualisieren nach unten ziehen oder F5 oder Strg+R drücken",
    "Pull up, or press F5 or Ctrl+R, to load more":
      "Zum Nachladen nach oben ziehen oder F5 oder Strg+R drücken",
    "Skip": "Überspringen", "Page %1 of %2": "Seite %1 von %2",
    "Refresh": "Aktualisieren", "Load more": "Mehr laden",
    "Something went wrong": "Etwas ist schiefgelaufen",
  },
  ar: {
    "Confirm": "تأكيد", "Slide to confirm": "اسحب للتأكيد",
    "Press again to confirm": "اضغط مرة أخرى للتأكيد", "Working…": "جارٍ التنفيذ…",
    "Done": "تم",
    "Slide to the end, or press Enter twice, to confirm": "اسحب حتى النهاية أو اضغط Enter مرتين للتأكيد",
    "Pull to refresh": "اسحب للتحديث", "Pull to load more": "اسحب لتحميل المزيد",
    "Pull to update": "اسحب للتحديث", "Release to update": "أفلت للتحديث",
    "Release to load more": "أفلت لتحميل المزيد", "Loading…": "جارٍ التحميل…",
    "Updated": "تم التحديث", "Up to date": "محدَّث", "Loaded": "تم التحميل", "Nothing more": "لا مزيد",
    "Refresh": "تحديث", "Load more": "تحميل المزيد", "Something went wrong": "حدث خطأ ما",
    "Pull down, or press F5 or Ctrl+R, to refresh": "اسحب للأسفل أو اضغط F5 أو Ctrl+R للتحديث",
    "Pull up, or press F5 or Ctrl+R, to load more": "اسحب للأعلى أو اضغط F5 أو Ctrl+R لتحميل المزيد",
    "Skip": "تخطٍّ", "Page %1 of %2": "الصفحة %1 من %2",
  },
};

/** `text` (one of the core's built-in strings) in the language of `element`'s closest `lang`. */
function translated(element, text) {
  if (!text) return text;
  const lang = element.closest("[lang]")?.getAttribute("lang")?.toLowerCase().split("-")[0];
  const table = TRANSLATIONS[lang];
  if (!table) return text;
  if (table[text]) return table[text];
  // "Page 2 of 5", alone or before a page's own text ("Page 2 of 5. Swipe").
  const page = /^Page (\d+) of (\d+)(\. [\s\S]*)?$/.exec(text);
  if (page) return table["Page %1 of %2"].replace("%1", page[1]).replace("%2", page[2]) + (page[3] ?? "");
  return text;
}

// MARK: What every element shares

const BASE_CSS = `
  :host { display: block; position: relative; box-sizing: border-box; -webkit-user-select: none;
    user-select: none; -webkit-tap-highlight-color: transparent; font: inherit;
    --kinetic-accent: #3584e4; --kinetic-on-accent: #ffffff; --kinetic-surface: #ebebed;
    --kinetic-text: #1e1e1e; --kinetic-muted: #5e5c64; --kinetic-success: #2ec27e;
    --kinetic-failure: #e01b24; --kinetic-focus: #2563eb; --kinetic-radius: 999px; }
  @media (prefers-color-scheme: dark) {
    :host { --kinetic-accent: #78aeed; --kinetic-on-accent: #0b1a2e; --kinetic-surface: #2e2e32;
      --kinetic-text: #f6f5f4; --kinetic-muted: #b8b6bd; --kinetic-success: #57e389;
      --kinetic-failure: #ff7b63; --kinetic-focus: #93c5fd; }
  }
  :host(:focus-visible) { outline: 2px solid var(--kinetic-focus); outline-offset: 3px; }
  .live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
`;

/**
 * A number attribute of `element`, kept within the range of the GObject property of the same name
 * (±1e6 for a place, as the board's children have), or `fallback` when it is not a finite number:
 * what a page writes never reaches a machine as a value GTK would not accept.
 */
function numberAttribute(element, name, fallback, low = -1e6, high = 1e6) {
  const value = parseFloat(element.getAttribute(name));
  return Number.isFinite(value) ? Math.min(high, Math.max(low, value)) : fallback;
}

/** Custom element base: the module, a machine id, input plumbing, ticking and announcements. */
class KineticElement extends HTMLElement {
  constructor() {
    super();
    this._id = -1;
    this._ready = false;
    this._root = this.attachShadow({ mode: "open" });
  }

  connectedCallback() {
    if (this._connecting) return;
    this._connecting = true;
    ready.then(() => {
      this._connecting = false;
      if (!this.isConnected || this._id >= 0) return;
      this._id = this._create();
      this._ready = true;
      this._motionListener = () => this._configure();
      reducedMotion.addEventListener("change", this._motionListener);
      this._resize = new ResizeObserver(() => this._resized());
      this._resize.observe(this);
      this._setUp();
      this._configure();
      this._resized();
    });
  }

  disconnectedCallback() {
    if (this._id < 0) return;
    this._interrupt(false);
    this._resize?.disconnect();
    reducedMotion.removeEventListener("change", this._motionListener);
    ticking.delete(this);
    this._free(this._id);
    this._id = -1;
    this._ready = false;
  }

  attributeChangedCallback(name) {
    // A disabled control says so as a disabled native control does (GTK's insensitive state).
    if (name === "disabled") {
      if (this.hasAttribute("disabled")) this.setAttribute("aria-disabled", "true");
      else this.removeAttribute("aria-disabled");
    }
    if (this._ready) this._configure();
  }

  /** Whether motion is reduced: the attribute or the user's preference. */
  get _reducesMotion() {
    return this.hasAttribute("reduces-motion") || reducedMotion.matches;
  }

  get _rtl() {
    return getComputedStyle(this).direction === "rtl";
  }

  _number(name, fallback, low, high) {
    return numberAttribute(this, name, fallback, low, high);
  }

  _flag(name, fallback) {
    if (!this.hasAttribute(name)) return fallback;
    const value = this.getAttribute(name);
    return value !== "false" && value !== "0";
  }

  _announce(text) {
    if (!text || !this._live) return;
    this._live.textContent = "";
    this._live.textContent = translated(this, text);
  }

  _emit(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  /** Runs a call's outputs, draws, and ticks while the machine asks (or plays what it forecasts). */
  _after(count) {
    if (count > 0) this._outputs(outputs(count));
    if (this._render() && !this._play?.()) schedule(this);
  }

  _tick(time) {
    if (this._id < 0) return false;
    const count = this._tickAt(time);
    if (count > 0) this._outputs(outputs(count));
    return this._render();
  }

  /**
   * Plays what moves once nothing holds the control as Web Animations, which the compositor runs,
   * in place of frames: a copy of the machine is stepped frame by frame until it rests (at most
   * ten seconds; `render` renders it, and the module's memory is put back after), and each of
   * `parts` ([element, its step [a, b, c, d, tx, ty, opacity] from the render's numbers, whether
   * it moves]) plays its steps. A step that reports something the element acts on (any output
   * but the codes in `quiet`) is a stop where the machine catches up. When `still` (a string of
   * the render's numbers) changes on the way, or the machine does not rest, frames run instead.
   * The render's number at `watch`, when given, is kept for each step (`_now`).
   */
  _forecast(still, quiet, render, parts, watch) {
    const before = still(numbers());
    const start = now();
    const steps = parts.map(() => []);
    const stops = [];
    const watched = [];
    let ticks = 1;
    let step = 0;
    forecasting(() => {
      for (; ticks > 0 && step < 600; step++) {
        if (step && outputs(this._tickAt(start + step * STEP)).some(({ code }) => !quiet.includes(code))) stops.push(step);
        ticks = render();
        const n = numbers();
        if (still(n) !== before) ticks = -1;
        parts.forEach(([, read], k) => steps[k].push(read(n)));
        if (watch) watched.push(n[RENDER + watch]);
      }
    });
    return !ticks && step > 1 && this._animate(start, step - 1, stops,
      parts.map(([element, , moves = true], k) => [element, keyframes(steps[k], moves)]), watch && watched);
  }

  /** The watched render number (`_forecast`) as it stands now while a forecast plays, or `value`. */
  _now(value) {
    const playing = this._playing;
    return playing?.watched?.[stepAt(playing, now())] ?? value;
  }

  /**
   * Plays each [element, keyframes] of a forecast `last` steps long from `start` (filled both
   * ways: before the first frame reaches the start, the first step shows) in place of frames; the
   * machine catches up at each of `stops` and at the end. `watched`: see `_forecast`.
   */
  _animate(start, last, stops, played, watched) {
    const animations = [];
    for (const [element, frames] of played) {
      if (!frames) continue;
      const animation = element.animate(frames, { duration: last * STEP * 1000, fill: "both" });
      animation.startTime = start * 1000;
      animations.push(animation);
    }
    ticking.delete(this);
    this._playing = { start, last, stops: [...stops, last], done: 0, animations, watched };
    this._wait();
    return true;
  }

  /** Waits for the next step that reports something, or for the end, and catches up to it. */
  _wait() {
    const playing = this._playing;
    const step = playing.stops.shift();
    playing.timer = setTimeout(() => {
      this._catchUp(playing, step);
      if (this._playing !== playing) return;
      if (step < playing.last) {
        this._render(false);
        this._wait();
      } else {
        this._interrupt();
        this._after(0);
      }
    }, (playing.start + step * STEP - now()) * 1000);
  }

  /** Steps the machine through the forecast's frames up to `step`, running what it reports. */
  _catchUp(playing, step) {
    while (playing.done < step) {
      const count = this._tickAt(playing.start + ++playing.done * STEP);
      if (count > 0) this._outputs(outputs(count));
    }
  }

  /**
   * Ends a forecast's animations, the machine first caught up to now (unless `catchUp` is false)
   * from where the frames stand; the next render draws it.
   */
  _interrupt(catchUp = true) {
    const playing = this._playing;
    if (!playing) return;
    this._playing = null;
    clearTimeout(playing.timer);
    if (catchUp) {
      const time = now();
      const step = stepAt(playing, time);
      this._catchUp(playing, step);
      if (step < playing.last) this._outputs(outputs(this._tickAt(time)));
      this._render(false);
    }
    for (const animation of playing.animations) animation.cancel();
  }

  /** Pointer Events with capture, in the element's (or a part's) coordinates. */
  _listenToPointers(target, call, coordinates = (x, y) => [x, y]) {
    let origin = null;
    // The pointers down; one that went up or was cancelled has no more to say (the capture it
    // loses after that).
    const down = (this._down = new Set());
    const handler = (event) => {
      if (this._id < 0) return;
      const phase = PHASES[event.type];
      if (event.type === "pointerdown") {
        if (event.button > 0) return;
        down.add(event.pointerId);
        try { target.setPointerCapture(event.pointerId); } catch {}
        origin = this.getBoundingClientRect();
        this._pointerDown?.(event);
      } else if (!origin || phase > 1 && !down.delete(event.pointerId)) {
        return;
      }
      this._interrupt();
      const [x, y] = coordinates(event.clientX - origin.left, event.clientY - origin.top);
      this._after(call(event.pointerId, phase, x, y, event.timeStamp / 1000, DEVICES[event.pointerType] ?? 1));
    };
    for (const type of Object.keys(PHASES)) target.addEventListener(type, handler, { passive: true });
  }

  /** Sets a machine's option (a number, or a text) through the class's `_setOption`. */
  _set(option, value, text) {
    this._interrupt();
    const length = text === undefined ? 0 : putText(text);
    this._textsDirty = true;
    this._after(this._setOption(option, Number(value), length, now()));
  }

  _key(event, call) {
    if (this._id < 0 || event.target !== this && !this._keysFromInside) return 0;
    this._interrupt();
    const length = putText(keyName(event));
    const release = event.type === "keyup" ? 1 : 0;
    return call(length, release, modifiers(event), event.repeat ? 1 : 0, event.timeStamp / 1000);
  }
}

// MARK: <kinetic-slide-to-confirm>

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
const SLIDE_CSS = `
  :host { height: 56px; min-width: 160px; touch-action: pan-y; contain: layout paint;
    background: var(--kinetic-surface); border-radius: var(--kinetic-radius); }
  :host([orientation="vertical"]) { width: 56px; height: 240px; min-width: 0; touch-action: pan-x; }
  :host([disabled]) { opacity: 0.5; }
  .track, .fill, .thumb, .trail { position: absolute; left: 0; top: 0; box-sizing: border-box;
    border-radius: var(--kinetic-radius); }
  .trail { inset: 0; overflow: hidden; }
  .track { background: var(--kinetic-muted); opacity: 0.25; }
  .fill { background: var(--kinetic-accent); opacity: 0.35; width: 100%; height: 100%; }
  .thumb, .fill { will-change: transform; }
  .thumb { background: var(--kinetic-accent); color: var(--kinetic-on-accent); display: grid;
    place-items: center; font-weight: 600; box-shadow: 0 1px 3px rgb(0 0 0 / 0.3); }
  :host([state="succeeded"]) .thumb { background: var(--kinetic-success); }
  :host([state="failed"]) .thumb { background: var(--kinetic-failure); }
  .label { position: absolute; inset: 0; display: grid; place-items: center; color: var(--kinetic-muted);
    pointer-events: none; white-space: nowrap; overflow: hidden; }
  /* The text covers the track's line behind it, so the line stops at the words' edges. */
  .label span { max-width: 100%; box-sizing: border-box; padding: 0 10px; overflow: hidden;
    text-overflow: ellipsis; background: var(--kinetic-surface); }
  .status { color: var(--kinetic-text); font-weight: 600; }
  .spinner { width: 18px; height: 18px; border-radius: 50%; border: 2.5px solid currentColor;
    border-right-color: transparent; display: none; }
  :host([state="working"]) .spinner { display: block; }
  :host([state="working"]) .arrow { display: none; }
`;

export class KineticSlideToConfirm extends KineticElement {
  static observedAttributes = ["lang", "title", "prompt", "orientation", "disabled", "reduces-motion", "dir",
    ...Object.keys(SLIDE_OPTIONS)];

  _create() { return wasm.kinetic_slide_new(); }
  _free(id) { wasm.kinetic_slide_free(id); }
  _tickAt(time) { return wasm.kinetic_slide_tick(this._id, time); }

  _setUp() {
    this._root.innerHTML = `<style>${BASE_CSS}${SLIDE_CSS}</style>
      <div class="track" part="track"></div><div class="trail"><div class="fill" part="fill"></div></div>
      <div class="label" part="prompt"><span></span></div><div class="label status" part="status"><span></span></div>
      <div class="thumb" part="thumb"><span class="arrow">→</span><span class="spinner"></span></div>
      <div class="live" aria-live="polite"></div>`;
    const $ = (selector) => this._root.querySelector(selector);
    [this._track, this._fill, this._prompt, this._status, this._thumb, this._arrowView, this._spinner, this._live] =
      [".track", ".fill", ".label", ".status", ".thumb", ".arrow", ".spinner", ".live"].map($);
    this.setAttribute("role", "button");
    if (!this.hasAttribute("tabindex")) this.tabIndex = 0;
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
      this._set(option, typeof fallback === "boolean" ? this._flag(name, fallback) : this._number(name, fallback, low, high));
    }
    this._set(11, this._flag("awaits-result", false) || typeof this.action === "function");
    this._set(14, this._reducesMotion);
    this._set(15, !this.hasAttribute("disabled"));
    this._set(16, this.getAttribute("orientation") === "vertical");
    this._set(17, this._rtl);
    this._set(18, 0, this.getAttribute("title") ?? translated(this, "Confirm"));
    this._set(19, 0, this.prompt);
  }

  _resized() {
    this._set(20, this.clientWidth);
    this._set(21, this.clientHeight);
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
    const arrow = ["→", "←", "↑"][n[r + 16]];
    if (this._arrowView.textContent !== arrow) this._arrowView.textContent = arrow;
    // Texts change with the state or the configuration only: read them then.
    if (state !== this._state || this._textsDirty) {
      this._textsDirty = false;
      wasm.kinetic_slide_render(this._id, 1);
      n = numbers();
      const status = getText(n[r + 19], n[r + 20]);
      this._prompt.firstChild.textContent = getText(n[r + 21], n[r + 22]);
      this._status.firstChild.textContent = translated(this, status) ?? "";
      this._prompt.hidden = status !== null;
      this.setAttribute("aria-label", getText(n[r + 25], n[r + 26]));
      this.setAttribute("aria-description", translated(this, getText(n[r + 27], n[r + 28])));
    }
    if (state !== this._state) {
      this._state = state;
      this.setAttribute("state", state);
      this._emit("state-changed", { state });
    }
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

  async _runAction() {
    if (typeof this.action !== "function") return;
    try {
      await this.action();
      this.finish(true);
    } catch (error) {
      this.finish(false, String(error?.message ?? error));
    }
  }

  /** An async function to run on confirmation: the slide shows it working, then its outcome. */
  get action() { return this._action; }
  set action(value) {
    this._action = value;
    if (this._ready) this._configure();
  }

  /** The state's nick: "idle", "armed", "working", … */
  get state() { return this._state ?? "idle"; }
  /** How far the thumb has travelled, 0 to 1. */
  get progress() { return this._now(this._progress ?? 0); }
  get thumbWidth() { return this._number("thumb-width", 100, 0, 4096); }
  set thumbWidth(value) { this.setAttribute("thumb-width", value); }
  get awaitsResult() { return this._flag("awaits-result", false); }
  set awaitsResult(value) { this.toggleAttribute("awaits-result", !!value); }
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
    if (this._id < 0) return;
    this._interrupt();
    this._after(wasm.kinetic_slide_call(this._id, call, putText(text), now()));
  }
}

// MARK: <kinetic-pull-to-action>

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
    background: var(--kinetic-surface); color: var(--kinetic-text); contain: strict; }
  .content { position: absolute; left: 0; top: 0; right: 0; will-change: transform; }
  .status { position: absolute; left: 0; top: 0; display: flex; align-items: center; justify-content: center;
    gap: 8px; color: var(--kinetic-muted); font-size: 0.9em; overflow: hidden; }
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
    if (state !== this._state) {
      this._state = state;
      this.setAttribute("state", state);
      this._emit("state-changed", { state });
    }
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
        this._runAction();
      } else if (code === 6) {
        this._announce(text);
      }
    }
  }

  async _runAction() {
    if (typeof this.action === "function") {
      try {
        await this.action();
        this.finish(true);
      } catch (error) {
        this.finish(false, String(error?.message ?? error));
      }
    } else if (!this.awaitsResult) {
      this._call(4);
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

// MARK: <kinetic-gesture-board>

const BOARD_CSS = `
  :host { height: 360px; overflow: hidden; touch-action: none; overscroll-behavior: contain;
    background: var(--kinetic-surface); border-radius: 12px; contain: strict; }
  ::slotted(*) { position: absolute !important; left: 0; top: 0; margin: 0 !important;
    transform-origin: 50% 50%; will-change: transform; touch-action: none; }
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
    this._placements.observe(this, { subtree: true, attributes: true,
      attributeFilter: ["x", "y", ...Object.keys(BEHAVIOURS)] });
    this._rebuild();
  }

  disconnectedCallback() {
    this._placements?.disconnect();
    super.disconnectedCallback();
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

  /** Moves card `i` to its attributes' place, with its attributes' behaviours. */
  _place(card, i) {
    const [x, y] = this._centre(card);
    wasm.kinetic_board_set(this._id, i, 9, x);
    wasm.kinetic_board_set(this._id, i, 10, y);
    wasm.kinetic_board_set(this._id, i, 0, this._behaviours(card));
    this._describe(i);
  }

  _rebuild() {
    if (this._id < 0) return;
    wasm.kinetic_board_clear(this._id);
    this._cards = [...this.children];
    this._cards.forEach((card) => {
      wasm.kinetic_board_add(this._id, ...this._centre(card), this._behaviours(card));
      if (!card.hasAttribute("tabindex")) card.tabIndex = 0;
    });
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
    const index = typeof card === "number" ? card : this._cards.indexOf(card);
    if (index >= 0) this._after(wasm.kinetic_board_reset(this._id, index, now()));
  }
}

// MARK: <kinetic-onboarding-carousel>

const CAROUSEL_CSS = `
  :host { width: 320px; height: 568px; overflow: hidden; touch-action: pan-y pinch-zoom;
    overscroll-behavior-x: contain; background: var(--kinetic-carousel-background, #f4f7fb);
    color: var(--kinetic-carousel-text, #1e1e1e); contain: strict; }
  /* A spec's artwork is drawn for its own background, so the pages keep it in the dark scheme;
     only the frame around them follows. */
  @media (prefers-color-scheme: dark) { :host { box-shadow: 0 0 0 1px #ffffff30; } }
  .stage { position: absolute; left: 0; top: 0; transform-origin: 0 0; overflow: hidden; }
  .view { position: absolute; left: 0; top: 0; transform-origin: 0 0; box-sizing: border-box; }
  img.view { pointer-events: none; -webkit-user-drag: none; }
  .text { display: grid; place-items: center; text-align: center; font-size: 17px; padding: 0 8px; }
  .dots { display: flex; gap: 8px; justify-content: center; align-items: center; }
  .dots span { width: 7px; height: 7px; border-radius: 50%; background: currentColor; opacity: 0.3; }
  .dots span.current { opacity: 1; }
  button.view { font: inherit; border: none; border-radius: 999px; background: var(--kinetic-accent);
    color: var(--kinetic-on-accent); font-weight: 600; cursor: pointer; }
  button.skip { background: transparent; color: var(--kinetic-accent); }
  .errors { position: absolute; inset: 0; padding: 16px; overflow: auto; color: var(--kinetic-failure);
    font: 13px/1.4 ui-monospace, monospace; white-space: pre-wrap; }
`;

export class KineticOnboardingCarousel extends KineticElement {
  static observedAttributes = ["lang", "src", "assets", "design-width", "design-height", "scales-to-fit",
    "reduces-motion", "auto-advance-interval", "auto-advance-resume-delay", "dir"];

  constructor() {
    super();
    this._views = [];
    this._page = 0;
    this._pages = 0;
    this._error = null;
  }

  _create() { return wasm.kinetic_carousel_new(); }
  _free(id) {
    wasm.kinetic_carousel_free(id);
    // Connected again, it has a new machine: the spec (kept) is read into it and built on the
    // page it showed.
    this._built = false;
    this._loadedKey = undefined;
  }
  _tickAt(time) { return wasm.kinetic_carousel_tick(this._id, time); }

  _setUp() {
    this._root.innerHTML = `<style>${BASE_CSS}${CAROUSEL_CSS}</style><div class="stage" part="stage"></div>
      <div class="live" aria-live="polite"></div>`;
    this._stage = this._root.querySelector(".stage");
    this._live = this._root.querySelector(".live");
    this.setAttribute("role", "group");
    this.setAttribute("aria-roledescription", "carousel");
    if (!this.hasAttribute("tabindex")) this.tabIndex = 0;
    this._listenToPointers(this, (...a) => {
      // A pointer moving over the pages moves their motion images: frames follow it, as before.
      this._hover = a[1] === 1 && !this._down.size;
      return wasm.kinetic_carousel_pointer(this._id, ...a);
    },
      (x, y) => [(x - this._offsetX) / this._scale, (y - this._offsetY) / this._scale]);
    this.addEventListener("keydown", (event) => {
      if (event.target !== this || !this._built) return;
      const name = keyName(event);
      if (!["Left", "Right", "Home", "End", "Page_Up", "Page_Down", "Escape", "Return", "space"].includes(name)) return;
      event.preventDefault();
      this._after(this._key(event, (...a) => wasm.kinetic_carousel_key(this._id, ...a)));
    });
    this.addEventListener("wheel", (event) => {
      if (!this._built || Math.abs(event.deltaX) <= Math.abs(event.deltaY)) return;
      event.preventDefault();
      this._interrupt();
      this._after(wasm.kinetic_carousel_scroll(this._id, event.deltaX / this._scale, 0, event.timeStamp / 1000));
    }, { passive: false });
  }

  _configure() {
    const key = ["src", "assets", "design-width", "design-height", "reduces-motion",
      "auto-advance-interval", "auto-advance-resume-delay"].map((n) => this.getAttribute(n)).join("|") +
      `|${this._reducesMotion}|${this._rtl}|${translated(this, "Skip")}`;
    if (key === this._loadedKey) return this._resized();
    const sourceChanged = this._loadedSource !== this.getAttribute("src") + "|" + this.getAttribute("assets");
    this._loadedKey = key;
    this._load(sourceChanged);
  }

  async _load(sourceChanged) {
    const src = this.getAttribute("src");
    if (!src) return;
    const generation = (this._generation = (this._generation ?? 0) + 1);
    let text = this._specText;
    if (sourceChanged || text === undefined) {
      try {
        const response = await fetch(new URL(src, document.baseURI));
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        text = await response.text();
      } catch (error) {
        return this._fail([{ line: 0, column: 0, path: "", message: `cannot read ${src}: ${error.message}`,
          description: `cannot read ${src}: ${error.message}` }]);
      }
      if (generation !== this._generation || this._id < 0) return;
      this._specText = text;
      this._loadedSource = src + "|" + this.getAttribute("assets");
    }
    // Decoding: errors (located) or the images to measure.
    const bytes = encoder.encode(text);
    views();
    textInView.set(bytes.subarray(0, textInView.length));
    const list = outputs(wasm.kinetic_carousel_load(this._id, bytes.length));
    const errors = [];
    list.forEach((o, i) => {
      if (o.code !== 9) return;
      const where = list[i + 1];
      errors.push({ line: o.value, column: where.value, path: where.text, message: list[i + 2].text,
        description: o.text });
    });
    for (const warning of list.filter((o) => o.code === 10)) console.warn(`${src}:${warning.text}`);
    if (errors.length) return this._fail(errors);
    const base = list.find((o) => o.code === 12)?.text ?? "";
    const names = list.filter((o) => o.code === 11).map((o) => o.text);
    const assets = new URL(this.getAttribute("assets") ?? ".", new URL(src, document.baseURI));
    const folder = assets.href.endsWith("/") ? assets.href : assets.href + "/";
    this._images = new Map();
    await Promise.all(names.map(async (name) => {
      const found = await loadImage(folder, base + name);
      if (found) this._images.set(name, found);
    }));
    if (generation !== this._generation || this._id < 0) return;
    for (const [name, { width, height }] of this._images) {
      wasm.kinetic_carousel_image(this._id, putText(name), width, height);
    }
    this._build();
  }

  _fail(errors) {
    this._error = errors;
    this._built = false;
    const src = this.getAttribute("src");
    for (const e of errors) console.error(`${src}:${e.description}`);
    this._stage.replaceChildren();
    const box = document.createElement("div");
    box.className = "errors";
    box.setAttribute("part", "errors");
    box.setAttribute("role", "alert");
    box.textContent = errors.map((e) => `${src}:${e.description}`).join("\n");
    this._root.querySelector(".errors")?.remove();
    this._root.append(box);
    this._emit("error", { errors });
  }

  _build() {
    this._interrupt();
    this._unforeseen = false;
    this._error = null;
    this._root.querySelector(".errors")?.remove();
    const w = this._number("design-width", 320, 1, 4096);
    const h = this._number("design-height", 568, 1, 4096);
    this._design = [w, h];
    const options = (this._reducesMotion ? 1 : 0) | (this._rtl ? 2 : 0);
    const count = wasm.kinetic_carousel_build(this._id, w, h, options,
      this._number("auto-advance-interval", 0, -1, 3600), this._number("auto-advance-resume-delay", -1, 0, 3600),
      this._page, now());
    if (count < 0) return;
    const n = numbers();
    const kinds = [];
    for (let i = 0; i < count; i++) kinds.push([...n.subarray(RENDER + i * 5, RENDER + i * 5 + 5)]);
    const texts = [];
    for (const { value, text } of outputs(n[0])) texts[value] = text;
    this._stage.replaceChildren();
    this._stage.style.width = `${w}px`;
    this._stage.style.height = `${h}px`;
    this._views = kinds.map(([kind, vw, vh]) => {
      const tag = kind === 0 ? "img" : kind === 4 || kind === 6 ? "button" : "div";
      const view = document.createElement(tag);
      view.className = "view";
      view.style.width = `${(view._w = vw)}px`;
      view.style.height = `${(view._h = vh)}px`;
      view.hidden = true;
      this._stage.append(view);
      return view;
    });
    this._built = true;
    this._shownPage = -1;
    this._viewTexts(kinds, texts);
    this._resized();
    this._after(0);
  }

  /** Fills each view from its kind and the text the build reported for it. */
  _viewTexts(kinds, texts) {
    kinds.forEach(([kind, , , pageIndex], i) => {
      const view = this._views[i];
      const text = texts[i] ?? "";
      if (kind === 0) {
        const image = this._images.get(text);
        if (image) view.src = image.url;
        view.alt = "";
        view.setAttribute("aria-hidden", "true");
      } else if (kind === 3) {
        view.classList.add("dots");
        view.setAttribute("aria-hidden", "true");
        view.setAttribute("part", "page-control");
      } else if (kind === 4) {
        view.textContent = translated(this, text);
        view.classList.add("skip");
        view.setAttribute("part", "skip");
        view.addEventListener("click", () => this.skip());
        view.addEventListener("pointerdown", (e) => e.stopPropagation());
      } else if (kind === 5) {
        view.textContent = text;
        view.classList.add("text");
        view.setAttribute("part", "text");
        view.dataset.page = pageIndex;
      } else if (kind === 6) {
        view.textContent = text;
        view.setAttribute("part", "close");
        view.addEventListener("click", () => this.close());
        view.addEventListener("pointerdown", (e) => e.stopPropagation());
      }
    });
  }

  _resized() {
    if (!this._design) return;
    const [w, h] = this._design;
    const fits = this._flag("scales-to-fit", true);
    this._scale = fits ? Math.min(this.clientWidth / w, this.clientHeight / h) || 1 : 1;
    this._offsetX = (this.clientWidth - w * this._scale) / 2;
    this._offsetY = (this.clientHeight - h * this._scale) / 2;
    this._stage.style.transform = `translate(${this._offsetX}px, ${this._offsetY}px) scale(${this._scale})`;
  }

  /** Draws the machine: all of it, or (`views` false, while a forecast plays) its page alone. */
  _render(views = true) {
    if (!this._built) return false;
    const ticks = wasm.kinetic_carousel_render(this._id);
    if (ticks < 0) return (this._built = false);
    const n = numbers();
    const r = RENDER;
    const page = n[r];
    this._pages = n[r + 2];
    this._closed = n[r + 4] === 1;
    this._position = n[r + 5];
    if (views) this._draw(n);
    if (page !== this._shownPage) {
      this._shownPage = page;
      for (const dots of this._stage.querySelectorAll(".dots")) {
        if (dots.childElementCount !== this._pages) dots.replaceChildren(...Array.from({ length: this._pages }, () => document.createElement("span")));
        [...dots.children].forEach((dot, i) => dot.classList.toggle("current", i === page));
      }
      this.setAttribute("aria-label", translated(this, `Page ${page + 1} of ${this._pages}`));
      const text = this._stage.querySelector(`.text[data-page="${page}"]`)?.textContent;
      if (text) this.setAttribute("aria-description", text);
    }
    this._page = page;
    // 2: the machine needs ticks while a finger holds it, so what comes is not known.
    this._held = ticks === 2;
    return ticks !== 0;
  }

  /** Writes the rendered views' transforms, opacity, order and clips, and the pages' opacity. */
  _draw(n) {
    const r = RENDER;
    setStyle(this._stage, "opacity", n[r + 3]);
    const count = n[r + 6];
    // Each view keeps what was last written to it (its transform, opacity, order, clip) and the
    // frame it was last drawn in: only what changed is written.
    const frame = (this._frame = (this._frame ?? 0) + 1);
    const clipped = [];
    for (let d = 0; d < count; d++) {
      const i = r + 7 + d * 9;
      const view = this._views[n[i]];
      if (!view) continue;
      view._frame = frame;
      if (view.hidden) view.hidden = false;
      view._at = i + 1;
      // A view wholly beside the stage stays where it was last drawn beside it (the texts and
      // buttons of pages further away), so it costs no style, paint or raster.
      const a = n[i + 1], b = n[i + 2], c = n[i + 3], e = n[i + 4], x = n[i + 5], y = n[i + 6];
      const aw = a * view._w, ch = c * view._h;
      const out = x + Math.max(0, aw, ch, aw + ch) <= 0 || x + Math.min(0, aw, ch, aw + ch) >= this._design[0];
      const transform = a === 1 && b === 0 && c === 0 && e === 1 ? `translate(${px(x)}px,${px(y)}px)`
        : `matrix(${fine(a)},${fine(b)},${fine(c)},${fine(e)},${px(x)},${px(y)})`;
      if (!(out && view._out)) setStyle(view, "transform", transform);
      view._out = out;
      setStyle(view, "opacity", n[i + 7]);
      setStyle(view, "zIndex", d);
      if (n[i + 8] >= 0) clipped.push(view, this._views[n[i + 8]]);
      else if (view._clip) view.style.clipPath = view._clip = "";
    }
    for (let c = 0; c < clipped.length; c += 2) {
      const clip = clipPolygon(n, clipped[c], clipped[c + 1], frame);
      if (clip && clipped[c]._clip !== clip) clipped[c].style.clipPath = clipped[c]._clip = clip;
    }
    for (const view of this._views) if (!view.hidden && view._frame !== frame) view.hidden = true;
  }

  /**
   * Plays the motion ahead as Web Animations, which the compositor runs, when nothing holds the
   * pages (a release, a key, a call): the module steps a copy of the machine frame by frame until
   * it rests, and each view that moves gets its transform and opacity at every step. No frame
   * runs here meanwhile; a timer catches the machine up when it reports something (the page it
   * lands on) and at the end, and any input catches it up first (`_interrupt`), so the views end
   * where the frames would have left them. Returns false (frames, as before) while a pointer moves
   * over the pages, and from the first motion that does not rest within 3 s (auto-advance) or
   * changes a clip or the drawing order until the carousel is built again.
   */
  _play() {
    if (this._held || this._hover || this._down.size || this._unforeseen) return false;
    const start = now();
    const frames = new Map();
    const stops = [];
    const order = [];
    const stage = [];
    const positions = [];
    let drawnBefore = "";
    let ticks = 1;
    let step = 0;
    // The forecast steps the machine itself; the module's memory is put back after.
    forecasting(() => {
      for (; ticks && step < 180; step++) {
        if (step && this._tickAt(start + step * STEP) > 0) stops.push(step);
        ticks = wasm.kinetic_carousel_render(this._id);
        const n = numbers();
        const frame = ++this._frame;
        const drawn = [];
        let key = "";
        stage.push([1, 0, 0, 1, 0, 0, n[RENDER + 3]]);
        positions.push(n[RENDER + 5]);
        for (let d = 0; d < n[RENDER + 6]; d++) {
          const i = RENDER + 7 + d * 9;
          const view = this._views[n[i]];
          if (!view) continue;
          view._frame = frame;
          view._at = i + 1;
          drawn.push(view);
          key += n[i] + ",";
          if (!frames.has(view)) frames.set(view, []);
          frames.get(view)[step] = n.slice(i + 1, i + 8);
        }
        // What only the main thread draws must hold still: each view's clip, the order of the views.
        const clip = (view) => {
          const box = this._views[n[view._at + 7]];
          return (box ? clipPolygon(n, view, box, frame) ?? view._clip : "") ?? "";
        };
        if (drawn.some((view) => clip(view) !== (view._clip ?? "")) || key !== drawnBefore && !merge(order, drawn)) {
          ticks = -1;
          break;
        }
        drawnBefore = key;
      }
    });
    if (ticks) return !(this._unforeseen = true);
    const last = step - 1;
    const played = [];
    order.forEach((view, z) => setStyle(view, "zIndex", z));
    for (const [view, steps] of frames) {
      // Not drawn at a step: transparent, where it was drawn nearest.
      let held = steps.find(Boolean);
      for (let s = 0; s <= last; s++) {
        if (steps[s]) continue;
        held = steps[s - 1] ?? held;
        steps[s] = held.slice();
        steps[s][6] = 0;
      }
      view.hidden = false;
      played.push([view, keyframes(steps, true)]);
    }
    played.push([this._stage, keyframes(stage, false)]);
    return this._animate(start, last, stops, played, positions);
  }

  _outputs(list) {
    for (const { code, value, text } of list) {
      if (code === 1) this._emit("page-changed", { page: value });
      else if (code === 2 || code === 3) this._emit("closed", { page: value, skipped: code === 3 });
      else if (code === 4) this._announce(text);
    }
  }

  /** The page on screen (0-based). Setting it scrolls there. */
  get page() { return this._page; }
  set page(value) { this.scrollTo(value); }
  get nPages() { return this._pages; }
  /** The scroll position in pages (1.5 is halfway between the second and third page). */
  get position() { return this._now(this._position ?? 0); }
  /** The spec's located errors ({line, column, path, message}), or null when it loaded. */
  get error() { return this._error; }
  get src() { return this.getAttribute("src"); }
  set src(value) { this.setAttribute("src", value); }
  get assets() { return this.getAttribute("assets"); }
  set assets(value) { this.setAttribute("assets", value); }

  next() { this._call(0); }
  previous() { this._call(1); }
  /** Closes the carousel as Skip does. */
  skip() { this._call(2); }
  /** Closes the carousel as its close (Done) button does. */
  close() { this._call(3); }
  /** Scrolls to `page`, animated (or at once with `animate` false). */
  scrollTo(page, animate = true) { this._call(animate ? 4 : 5, page); }

  _call(call, page = 0) {
    if (this._id < 0 || !this._built) return;
    this._interrupt();
    this._after(wasm.kinetic_carousel_call(this._id, call, page, now()));
  }
}

/**
 * The keyframes of a forecast's steps for one element (each [a, b, c, d, tx, ty, opacity]), without
 * the steps that a straight line between the ones kept passes within 0.002 (0.25 px of tx and ty):
 * the compositor interpolates them. Each step narrows the slopes such a line may take from the last
 * step kept. Null when nothing moves; no transform when `transform` is false (the carousel's
 * stage), and no opacity when it does not change (a pull's content, which leaves it to the page).
 */
function keyframes(steps, transform) {
  const last = steps.length - 1;
  const kept = [0];
  const corridor = () => [Array(7).fill(-Infinity), Array(7).fill(Infinity)];
  let [low, high] = corridor();
  let from = 0;
  for (let s = 1; s <= last; s++) {
    const step = steps[s];
    const slope = (i, by) => (step[i] + by - steps[from][i]) / (s - from);
    for (let i = 0; i < 7; i++) {
      if (slope(i, 0) < low[i] || slope(i, 0) > high[i]) {
        kept.push((from = s - 1));
        [low, high] = corridor();
        break;
      }
    }
    for (let i = 0; i < 7; i++) {
      const tolerance = i === 4 || i === 5 ? 0.25 : 0.002;
      low[i] = Math.max(low[i], slope(i, -tolerance));
      high[i] = Math.min(high[i], slope(i, tolerance));
    }
  }
  kept.push(last);
  if (kept.length === 2 && steps[0].every((value, i) => value === steps[last][i])) return null;
  const fades = kept.some((s) => steps[s][6] !== steps[0][6]);
  return kept.map((s) => {
    const frame = { offset: s / last };
    if (fades) frame.opacity = steps[s][6];
    if (transform) frame.transform = `matrix(${steps[s].slice(0, 6).join()})`;
    return frame;
  });
}

/**
 * Merges the drawing order of one frame (`drawn`) into `order`, the order over every frame so
 * far; a view new to it goes after the one drawn before it. Returns false when the frame puts
 * two views the other way round.
 */
function merge(order, drawn) {
  let at = -1;
  for (const view of drawn) {
    const i = order.indexOf(view);
    if (i < 0) order.splice(++at, 0, view);
    else if (i > at) at = i;
    else return false;
  }
  return true;
}

/**
 * The clip-path that cuts a carousel view to the bounds of the view that clips it (`box`), mapped
 * into the view's own coordinates; both as drawn in `frame` from the render at `n` (a view inside
 * a wrapper, or any view of a SlidingCarousel spec).
 */
function clipPolygon(n, view, box, frame) {
  if (box?._frame !== frame) return null;
  const m = n.subarray(view._at, view._at + 6);
  const a = n.subarray(box._at, box._at + 6);
  const determinant = m[0] * m[3] - m[1] * m[2];
  if (!determinant) return null;
  const [w, h] = [box._w, box._h];
  const corners = [[0, 0], [w, 0], [w, h], [0, h]].map(([x, y]) => {
    const cx = a[0] * x + a[2] * y + a[4] - m[4];
    const cy = a[1] * x + a[3] * y + a[5] - m[5];
    return `${(m[3] * cx - m[2] * cy) / determinant}px ${(-m[1] * cx + m[0] * cy) / determinant}px`;
  });
  return `polygon(${corners.join(", ")})`;
}

/** An image by its spec name, as Kinetic's asset lookup finds it: name@2x, name@3x, then name. */
async function loadImage(folder, name) {
  const dot = name.lastIndexOf(".");
  const stem = dot > name.lastIndexOf("/") ? name.slice(0, dot) : name;
  const extension = dot > name.lastIndexOf("/") ? name.slice(dot + 1) : "png";
  for (const [suffix, scale] of [["@2x", 2], ["@3x", 3], ["", 1]]) {
    const url = `${folder}${stem}${suffix}.${extension}`;
    const image = new Image();
    image.src = url;
    try {
      await image.decode();
      return { url, width: image.naturalWidth / scale, height: image.naturalHeight / scale };
    } catch {}
  }
  return null;
}

customElements.define("kinetic-slide-to-confirm", KineticSlideToConfirm);
customElements.define("kinetic-pull-to-action", KineticPullToAction);
customElements.define("kinetic-gesture-board", KineticGestureBoard);
customElements.define("kinetic-onboarding-carousel", KineticOnboardingCarousel);
