// What Kinetic's custom elements share: the module (Kinetic's core compiled as Embedded Swift,
// behind the small C functions of Web/Swift), the buffers they talk through, one frame ticker, the
// built-in strings' translations and the element base class.
//
// Behaviour lives once, in the module. The elements only turn DOM input into Kinetic's input events
// (numbers passed to those functions) and the render model (numbers the module writes into a
// buffer in its memory) into CSS transforms, sizes, opacity and text. A requestAnimationFrame tick
// runs only while a machine says it needs ticks; at rest, none. Motion after a release plays as Web
// Animations of the machine's own forecast instead (`_forecast`, the carousel's `_play`). Names,
// attributes, events and enumerated values are the GObject classes' (docs/kinetic-on-the-web.md).
//
// An entry script (Web/kinetic.js for all four, Web/kinetic-<element>.js for one) calls `load`
// with its module's URL, then defines its elements.

// MARK: The module

export let wasm = null;
let numbersView = null;
let textInView = null;
let textOutView = null;
let pointers = null;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Resolves once the module is ready (every element awaits it); set by `load`. */
export let ready = null;

/** Loads the module at `url` (once: a second call returns the first's promise). */
export function load(url) {
  ready ??= (async () => {
    const response = await fetch(url);
    // The module's only imports: the page's Math (sin, cos, exp, log… in place of libc's copies).
    const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), { Math });
    wasm = instance.exports;
    // Asked once: the first call allocates the buffers (and may grow memory).
    pointers = [wasm.kinetic_numbers(), wasm.kinetic_text_in(), wasm.kinetic_text_out(), wasm.kinetic_text_capacity()];
  })();
  return ready;
}

/** Defines each [name, class] that the page has not defined yet (with another entry script). */
export function define(...elements) {
  for (const [name, element] of elements) if (!customElements.get(name)) customElements.define(name, element);
}

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
export function numbers() {
  views();
  return numbersView;
}

/** Writes text for the next call and returns its length in bytes. */
export function putText(text) {
  views();
  const { written } = encoder.encodeInto(String(text ?? ""), textInView);
  return written;
}

/**
 * Writes a long text (a spec) for the next call, as much as the buffer holds, and returns its
 * whole length in bytes: a text longer than the buffer reaches the module as too long, not cut.
 */
export function putLongText(text) {
  const bytes = encoder.encode(text);
  views();
  textInView.set(bytes.subarray(0, textInView.length));
  return bytes.length;
}

export function getText(offset, length) {
  views();
  return length < 0 ? null : decoder.decode(textOutView.subarray(offset, offset + length));
}

/** What the last call reported: [{code, value, text}]. */
export function outputs(count) {
  const n = numbers();
  const list = [];
  for (let i = 0; i < count; i++) {
    const base = 1 + i * 4;
    const length = n[base + 3];
    list.push({ code: n[base], value: n[base + 1], text: length > 0 ? getText(n[base + 2], length) : "" });
  }
  return list;
}

export const RENDER = 1024;
// What the elements write into styles, rounded: a place or a length to a hundredth of a pixel, a
// scale, an angle or a matrix's linear part to five places. Shorter for the browser to parse, and
// a change too small to see is no change.
export const px = (v) => Math.round(v * 100) / 100;
export const fine = (v) => Math.round(v * 1e5) / 1e5;

/**
 * Shrinks one line of text to fit its element's width, to 60 % of its size as the GTK look's
 * texts do; what still overflows is ellipsised by the element's CSS. `padding` is the element's
 * own, left and right together. Reads layout: call it when the text or the room changed.
 */
export function shrinkToFit(element, padding = 0) {
  element.style.fontSize = "";
  const [room, needed] = [element.clientWidth - padding, element.scrollWidth - padding];
  if (room > 0 && needed > room) element.style.fontSize = `${Math.max(0.6, room / needed)}em`;
}

/** Sets a style property of `element` only when its value changed since this last set it. */
export function setStyle(element, property, value) {
  const kept = (element._kineticStyle ??= {});
  if (kept[property] !== value) element.style[property] = kept[property] = value;
}
// The frame interval a forecast steps a machine at (the carousel's motion, the pull's glide).
export const STEP = 1 / 60;
// The module's memory as a forecast found it, put back when it ends (one buffer for every
// forecast: a fresh megabyte each release cost more than the copy).
let forecastMemory = null;

/** Runs `forecast`, which steps a machine ahead, and puts the module's memory back as it was. */
export function forecasting(forecast) {
  const memory = new Uint8Array(wasm.memory.buffer);
  if (forecastMemory?.length !== memory.length) forecastMemory = new Uint8Array(memory.length);
  forecastMemory.set(memory);
  try {
    return forecast();
  } finally {
    new Uint8Array(wasm.memory.buffer).set(forecastMemory);
  }
}
export const now = () => performance.now() / 1000;
/**
 * How far the clock of `view` (the window of the document an element is in: an iframe's, where a
 * page adopted it) runs behind the page's, in ms: its events' times and its animations' timeline
 * are moved onto the page's clock by it.
 */
const lag = (view) => (!view || view === window ? 0 : view.performance.timeOrigin - performance.timeOrigin);
export const eventTime = (event) => (event.timeStamp + lag(event.view)) / 1000;
/** The step of a playing forecast that `time` falls in (its last once it has ended). */
const stepAt = (playing, time) => Math.min(playing.last, Math.floor((time - playing.start) / STEP));

// GDK key names, as the machines know keys.
const KEY_NAMES = {
  Enter: "Return", " ": "space", Escape: "Escape", Tab: "Tab", ArrowLeft: "Left", ArrowRight: "Right",
  ArrowUp: "Up", ArrowDown: "Down", Home: "Home", End: "End", PageUp: "Page_Up", PageDown: "Page_Down",
  "+": "plus", "-": "minus", "=": "equal", "[": "bracketleft", "]": "bracketright", F5: "F5",
};
// A key event without a key (a browser's autofill sends some) names none.
export const keyName = (event) => KEY_NAMES[event.key] ?? event.key ?? "";
export const modifiers = (e) => (e.shiftKey ? 1 : 0) | (e.ctrlKey ? 2 : 0) | (e.altKey ? 4 : 0) | (e.metaKey ? 8 : 0);
const PHASES = { pointerdown: 0, pointermove: 1, pointerup: 2, pointercancel: 3, lostpointercapture: 3 };
const DEVICES = { touch: 0, mouse: 1, pen: 2 };

// MARK: One ticker for every element

const ticking = new Set();
let frame = 0;
// A hidden page has no frames: what moves still runs to its end on time from a timer (which the
// browser slows, to once a second in a background tab), and says so: a pull refreshed just
// before the user switched tabs runs its action.
let timed = false;
const later = () => ((timed = document.hidden) ? setTimeout(runFrame, 50) : requestAnimationFrame(runFrame));
document.addEventListener("visibilitychange", () => {
  if (!frame || timed === document.hidden) return;
  (timed ? clearTimeout : cancelAnimationFrame)(frame);
  frame = later();
});
function schedule(element) {
  ticking.add(element);
  frame ||= later();
}
function runFrame() {
  frame = 0;
  const time = now();
  for (const element of [...ticking]) {
    if (!element._tick(time)) ticking.delete(element);
  }
  if (ticking.size) frame = later();
}

const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

// The elements that have a machine. A `dir` or `lang` set anywhere in the page configures them
// again: they follow the reading direction and language of their ancestors as they change.
const live = new Set();
let ancestry = null;
function watchAncestry(element) {
  ancestry ??= new MutationObserver(() => live.forEach((element) => element._follow()));
  // The document, and the shadow roots of the components the element is inside (which the
  // document's observer does not see into).
  for (let root = element.getRootNode(); root; root = root.host?.getRootNode()) {
    ancestry.observe(root.host ? root : document.documentElement,
      { subtree: true, attributes: true, attributeFilter: ["dir", "lang"] });
    if (!root.host) break;
  }
}

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

/** The language of `element`'s closest `lang`, through the shadow roots it is inside. */
function languageOf(element) {
  let lang;
  for (let node = element; node && lang === undefined; node = node.getRootNode().host) {
    lang = node.closest("[lang]")?.getAttribute("lang");
  }
  return lang?.toLowerCase().split("-")[0];
}

/** `text` (one of the core's built-in strings) in the language of `element`'s closest `lang`. */
export function translated(element, text) {
  if (!text) return text;
  const table = TRANSLATIONS[languageOf(element)];
  if (!table) return text;
  if (table[text]) return table[text];
  // "Page 2 of 5", alone or before a page's own text ("Page 2 of 5. Swipe").
  const page = /^Page (\d+) of (\d+)(\. [\s\S]*)?$/.exec(text);
  if (page) return table["Page %1 of %2"].replace("%1", page[1]).replace("%2", page[2]) + (page[3] ?? "");
  return text;
}

// MARK: What every element shares

// The colours the elements draw with, as private properties (`--_accent`, …) that read the public
// ones (`--kinetic-accent`, …) wherever the page sets them, on the element or any ancestor, and
// otherwise take Kinetic's: light and dark; under increased contrast (a desktop's high-contrast
// setting) secondary text as strong as text, and accents that text on them reads against at 4.5:1
// or more. Forced colours (Windows' contrast themes) replace them all; each element gives the parts
// that say where it stands system colours of their own. (Comments stay out of the CSS, which ships
// as it is written.)
export const BASE_CSS = `
  :host { display: block; position: relative; box-sizing: border-box; -webkit-user-select: none;
    user-select: none; -webkit-tap-highlight-color: transparent; font: inherit;
    --_accent: var(--kinetic-accent, #3584e4); --_on-accent: var(--kinetic-on-accent, #fff);
    --_surface: var(--kinetic-surface, #ebebed); --_text: var(--kinetic-text, #1e1e1e);
    --_muted: var(--kinetic-muted, #5e5c64); --_success: var(--kinetic-success, #1b8553);
    --_failure: var(--kinetic-failure, #e01b24); --_focus: var(--kinetic-focus, #2563eb);
    --_radius: var(--kinetic-radius, 999px); }
  @media (prefers-color-scheme: dark) {
    :host { --_accent: var(--kinetic-accent, #78aeed); --_on-accent: var(--kinetic-on-accent, #0b1a2e);
      --_surface: var(--kinetic-surface, #2e2e32); --_text: var(--kinetic-text, #f6f5f4);
      --_muted: var(--kinetic-muted, #b8b6bd); --_success: var(--kinetic-success, #57e389);
      --_failure: var(--kinetic-failure, #ff7b63); --_focus: var(--kinetic-focus, #93c5fd); }
  }
  @media (prefers-contrast: more) {
    :host { --_accent: var(--kinetic-accent, #1a5fb4); --_muted: var(--kinetic-muted, var(--_text));
      --_success: var(--kinetic-success, #1b6b43); --_failure: var(--kinetic-failure, #a51d2d);
      --_focus: var(--kinetic-focus, #1a5fb4); }
  }
  @media (prefers-contrast: more) and (prefers-color-scheme: dark) {
    :host { --_accent: var(--kinetic-accent, #99c1f1); --_success: var(--kinetic-success, #8ff0a4);
      --_failure: var(--kinetic-failure, #ffa6a6); --_focus: var(--kinetic-focus, #99c1f1); }
  }
  :host(:focus-visible) { outline: 2px solid var(--_focus); outline-offset: 3px; }
  .live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
`;

/**
 * A number attribute of `element`, kept within the range of the GObject property of the same name
 * (±1e6 for a place, as the board's children have), or `fallback` when it is not a finite number:
 * what a page writes never reaches a machine as a value GTK would not accept.
 */
export function numberAttribute(element, name, fallback, low = -1e6, high = 1e6) {
  const value = parseFloat(element.getAttribute(name));
  return Number.isFinite(value) ? Math.min(high, Math.max(low, value)) : fallback;
}

/**
 * Properties a page set on an element before its class was defined (a framework rendering before
 * the script loads does) are the element's own and hide the class's accessors: `disabled` set so
 * would leave the control operable. Each is set again, through the accessor now; one the class
 * only reads (`state`) is dropped, as a set after would be ignored.
 */
function adoptEarlyProperties(element) {
  for (const name of Object.keys(element)) {
    if (name[0] === "_" || !(name in Object.getPrototypeOf(element))) continue;
    const value = element[name];
    try {
      delete element[name];
      element[name] = value;
    } catch {}
  }
}

/** Custom element base: the module, a machine id, input plumbing, ticking and announcements. */
export class KineticElement extends HTMLElement {
  constructor() {
    super();
    this._id = -1;
    this._ready = false;
    this._root = this.attachShadow({ mode: "open" });
    this._early = [];
  }

  connectedCallback() {
    adoptEarlyProperties(this);
    if (this._id >= 0) {
      // Moved in one go (into a component's shadow root, another document): the direction and
      // language of its new ancestors, followed as they change.
      watchAncestry(this);
      this._follow();
      return;
    }
    if (this._connecting) return;
    this._connecting = true;
    ready.then(() => {
      this._connecting = false;
      if (!this.isConnected || this._id >= 0) return;
      this._id = this._create();
      this._ready = true;
      live.add(this);
      watchAncestry(this);
      this._motionListener = () => this._configure();
      reducedMotion.addEventListener("change", this._motionListener);
      this._resize = new ResizeObserver(() => {
        this._reorigin?.();
        this._resized();
      });
      this._resize.observe(this);
      // Its parts and listeners once (a second set would take every key twice); what ties them to
      // a machine with each new one.
      if (!this._isSetUp) this._setUp();
      this._isSetUp = true;
      this._attach?.();
      // A new machine takes the whole configuration.
      this._followed = undefined;
      this._follow();
      this._resized();
      for (const call of this._early.splice(0)) call();
    });
  }

  disconnectedCallback() {
    // Moved (taken out and put back in one go, as a framework that reorders does), it keeps its
    // machine, state, motion and the pointers it holds; taken out for longer, it lets them go.
    this._moved = true;
    queueMicrotask(() => this.isConnected || this._detach());
  }

  _detach() {
    if (this._id < 0) return;
    live.delete(this);
    // The pointers it held end elsewhere: none is down when it comes back.
    this._down?.clear();
    this._interrupt(false);
    this._resize?.disconnect();
    reducedMotion.removeEventListener("change", this._motionListener);
    ticking.delete(this);
    this._free(this._id);
    this._id = -1;
    this._ready = false;
  }

  attributeChangedCallback(name) {
    if (name === "disabled") this._sayDisabled();
    if (this._ready) this._configure();
  }

  /** Whether it is disabled: its attribute, or a disabled <fieldset> around a form control. */
  get _disabled() {
    return this.hasAttribute("disabled") || !!this._formDisabled;
  }

  /**
   * A disabled control says so as a disabled native control does (GTK's insensitive state); the
   * page's own `aria-disabled` comes back when it is enabled again.
   */
  _sayDisabled() {
    const disabled = this._disabled;
    if (disabled === !!this._saidDisabled) return;
    this._saidDisabled = disabled;
    if (disabled) {
      this._ownAriaDisabled = this.getAttribute("aria-disabled");
      this.setAttribute("aria-disabled", "true");
    } else if (this._ownAriaDisabled == null) this.removeAttribute("aria-disabled");
    else this.setAttribute("aria-disabled", this._ownAriaDisabled);
  }

  /**
   * Configures it again when the direction or language around it changed: a `dir` or `lang` set
   * on an ancestor, or a move. Not otherwise: a drag goes on untouched.
   */
  _follow() {
    const place = `${this._rtl} ${languageOf(this)}`;
    if (place === this._followed) return;
    this._followed = place;
    this._configure();
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

  /**
   * Whether the element has its machine. A method called before it has (its module still loading,
   * or the element out of the document) is kept, with the others in their order, and called once
   * it has: a page's `trigger()` right after its script's import is not lost.
   */
  _created(method, ...args) {
    if (this._id >= 0) return true;
    this._early.push(() => method.apply(this, args));
    return false;
  }

  /** Dispatches an event; it bubbles out of shadow roots, unless `alone` (as `error` does not). */
  _emit(name, detail, alone) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: !alone, composed: !alone }));
  }

  /**
   * Runs the page's `action` (the slide's and the pull's), when it is a function, and finishes with
   * its outcome once it settles: success, or failure with what it threw. False when there is none.
   */
  _runAction() {
    if (typeof this.action !== "function") return false;
    (async () => {
      try {
        await this.action();
        this.finish(true);
      } catch (error) {
        this.finish(false, String(error?.message ?? error));
      }
    })();
    return true;
  }

  /**
   * Takes the machine's state (a nick); it shows as the `state` attribute, and a change as an
   * event too.
   */
  _setState(state) {
    if (state === this._state) return;
    const first = this._state === undefined;
    this._state = state;
    this.setAttribute("state", state);
    // The state it starts in is no change.
    if (!first) this._emit("state-changed", { state });
  }

  /**
   * Runs a call's outputs, draws, and ticks while the machine asks (or plays what it forecasts).
   * A finger's `move` while a frame is coming is drawn in that frame: one render a frame, however
   * many moves the browser delivers before it.
   */
  _after(count, move) {
    if (count > 0) this._outputs(outputs(count));
    if ((this._stale = move && ticking.has(this))) return;
    if (this._render() && !this._play?.()) schedule(this);
  }

  /** Renders now what a move left for the coming frame, so that a property reads it. */
  _fresh() {
    if (!this._stale) return;
    this._stale = false;
    this._render();
  }

  _tick(time) {
    if (this._id < 0) return false;
    const count = this._tickAt(time);
    if (count > 0) this._outputs(outputs(count));
    this._stale = false;
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
    // One forecast plays at a time: a call from a listener may have started one inside the call
    // that now starts this (the machine is the same, and this one is its latest).
    this._interrupt(false);
    const animations = [];
    for (const [element, frames] of played) {
      if (!frames) continue;
      const animation = element.animate(frames, { duration: last * STEP * 1000, fill: "both" });
      animation.startTime = start * 1000 - lag(element.ownerDocument.defaultView);
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

  /**
   * Pointer Events in the element's (or a part's) coordinates, each pointer captured once it has
   * moved more than 3 px: a press and release in place stays a click on what is under it (a
   * button in the pull's content, say), which a capture from the start would take.
   */
  _listenToPointers(target, call) {
    let origin = null;
    // Where the element is on screen, and how much larger it is drawn there than its own pixels
    // (an ancestor's scale or zoom): a finger moves what is under it.
    const measure = () => {
      origin = this.getBoundingClientRect();
      origin.sx = origin.width / this.offsetWidth || 1;
      origin.sy = origin.height / this.offsetHeight || 1;
    };
    // The pointers down, with where they went down; one that went up or was cancelled has no
    // more to say (the capture it loses after that).
    const down = (this._down = new Map());
    // Each pointer's last event, for `_reorigin`.
    const last = new Map();
    /**
     * The element resized under a held finger (a slide centred or in right-to-left flow moves
     * its start edge too): measured again, and told where the finger is in its new place, so
     * that what the finger holds goes on under it (the slide's, whose thumb is the finger's).
     */
    this._reorigin = () => {
      if (!origin || !down.size || !this._followsFinger) return;
      measure();
      for (const [id, event] of last) {
        if (down.has(id)) {
          this._after(call(id, 1, (event.clientX - origin.left) / origin.sx,
            (event.clientY - origin.top) / origin.sy, eventTime(event), DEVICES[event.pointerType] ?? 1));
        }
      }
    };
    const handler = (event) => {
      // A capture lost by what is under a finger (the browser's own, which ours replaces; in the
      // shadow root too) is no cancel.
      if (this._id < 0 || event.type === "lostpointercapture" && event.composedPath()[0] !== target) return;
      if (event.type === "lostpointercapture" && this._moved && this.isConnected && down.has(event.pointerId)) {
        // Taken out and put back under the finger (a framework reordering): the capture the move
        // took is taken again, and the drag goes on.
        try { return target.setPointerCapture(event.pointerId); } catch {}
      }
      const phase = PHASES[event.type];
      const from = down.get(event.pointerId);
      if (event.type === "pointerdown") {
        if (event.button > 0) return;
        this._moved = false;
        down.set(event.pointerId, [event.clientX, event.clientY]);
        measure();
        this._pointerDown?.(event);
      } else if (!origin || phase > 1 && !down.delete(event.pointerId)) {
        return;
      } else if (phase === 1 && from && Math.hypot(event.clientX - from[0], event.clientY - from[1]) > 3) {
        // A mouse dragged along the pull's text selects it; one dragged down pulls, and what its
        // first move selected goes.
        const mouse = this._selectsText && event.pointerType === "mouse";
        // Sideways, it selects, and the machine hears nothing of it.
        if (mouse && Math.abs(event.clientY - from[1]) <= Math.abs(event.clientX - from[0])) return;
        down.set(event.pointerId, null);
        try { target.setPointerCapture(event.pointerId); } catch {}
        if (mouse) this.ownerDocument.getSelection()?.removeAllRanges();
      }
      if (phase > 1) last.delete(event.pointerId);
      else last.set(event.pointerId, event);
      this._interrupt();
      const x = (event.clientX - origin.left) / origin.sx;
      const y = (event.clientY - origin.top) / origin.sy;
      this._after(call(event.pointerId, phase, x, y, eventTime(event), DEVICES[event.pointerType] ?? 1), phase === 1);
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
    return call(length, release, modifiers(event), event.repeat ? 1 : 0, eventTime(event));
  }
}

/**
 * The keyframes of a forecast's steps for one element (each [a, b, c, d, tx, ty, opacity]), without
 * the steps that a straight line between the ones kept passes within 0.002 (0.25 px of tx and ty):
 * the compositor interpolates them. Each step narrows the slopes such a line may take from the last
 * step kept. Null when nothing moves; no transform when `transform` is false (the carousel's
 * stage), and no opacity when it does not change (a pull's content, which leaves it to the page).
 */
export function keyframes(steps, transform) {
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
