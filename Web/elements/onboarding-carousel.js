// <kinetic-onboarding-carousel>: the element, its look, its spec and its played motion.

import {
  wasm, numbers, putText, putLongText, outputs, RENDER, px, fine, setStyle, STEP, forecasting, now, eventTime,
  keyName, translated, BASE_CSS, KineticElement, keyframes
} from "./base.js";

// A spec's artwork is drawn for its own background, so the pages keep it, their text and their
// buttons' colour (the deep blue of the GTK look's Skip, which is bold 14 there and here) in the
// dark scheme; only the frame around them follows. A button's text sits within its height, so
// that the outline forced colours give it does not cross the text. Increased contrast strengthens
// the dots; forced colours give a frame, the dots as rings with the current one filled, and the
// buttons outlined.
const CAROUSEL_CSS = `
  :host { width: 320px; height: 568px; overflow: hidden; touch-action: pan-y pinch-zoom;
    overscroll-behavior-x: contain; background: var(--kinetic-carousel-background, #f4f7fb);
    color: var(--kinetic-carousel-text, #1e1e1e); contain: strict;
    --_link: var(--kinetic-carousel-accent, #1d4ed8); }
  @media (prefers-color-scheme: dark) { :host { box-shadow: 0 0 0 1px #ffffff30; } }
  .stage { position: absolute; left: 0; top: 0; transform-origin: 0 0; overflow: hidden; }
  .view { position: absolute; left: 0; top: 0; transform-origin: 0 0; box-sizing: border-box; }
  img.view { pointer-events: none; -webkit-user-drag: none; }
  .text { display: grid; place-items: center; text-align: center; font-size: 17px; padding: 0 8px; }
  .dots { display: flex; gap: 8px; justify-content: center; align-items: center; }
  .dots span { width: 7px; height: 7px; border-radius: 50%; background: currentColor; opacity: 0.3; }
  .dots span.current { opacity: 1; }
  button.view { font: inherit; font-weight: 600; line-height: 1; padding: 0; border: none;
    border-radius: 999px; background: var(--_link); color: #fff; cursor: pointer; }
  button.skip { background: transparent; color: var(--_link); font-size: 14px; }
  .errors { position: absolute; inset: 0; padding: 16px; overflow: auto; color: #c01c28;
    font: 13px/1.4 ui-monospace, monospace; white-space: pre-wrap; }
  @media (prefers-contrast: more) { .dots span { opacity: 0.6; } }
  @media (forced-colors: active) {
    :host { outline: 1px solid CanvasText; }
    .dots span { forced-color-adjust: none; opacity: 1; background: Canvas; border: 1px solid CanvasText; }
    .dots span.current { background: CanvasText; }
    button.view { border: 1px solid ButtonText; }
  }
`;

export class KineticOnboardingCarousel extends KineticElement {
  static observedAttributes = ["lang", "src", "assets", "design-width", "design-height", "scales-to-fit",
    "reduces-motion", "auto-advance-interval", "auto-advance-resume-delay", "dir"];

  constructor() {
    super();
    this._views = [];
    // Each held pointer's stage placement and shift (`_scenePoint`).
    this._shifts = new Map();
    // The calls made before a spec was shown.
    this._pending = [];
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
    this._listenToPointers(this, (id, phase, x, y, ...a) => {
      // A pointer moving over the pages moves their motion images: frames follow it, as before.
      this._hover = phase === 1 && !this._down.size;
      return wasm.kinetic_carousel_pointer(this._id, id, phase, ...this._scenePoint(id, phase, x, y), ...a);
    });
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
      this._after(wasm.kinetic_carousel_scroll(this._id, event.deltaX / this._scale, 0, eventTime(event)));
    }, { passive: false });
  }

  _configure() {
    const key = ["src", "assets", "design-width", "design-height"]
      .map((n) => this.getAttribute(n)).join("|") + `|${this._rtl}|${translated(this, "Skip")}`;
    const timing = `${this._timing()}|${this._reducesMotion}`;
    const retimed = timing !== this._loadedTiming;
    this._loadedTiming = timing;
    if (key === this._loadedKey) {
      if (!retimed) return this._resized();
      // New auto-advance timing and reduced motion apply where the carousel stands: a swipe
      // under way goes on, and pages settling go on settling from where they are now.
      this._interrupt();
      if (this._built && wasm.kinetic_carousel_configure(this._id, this._options(), ...this._timing(), now()) >= 0) {
        // Auto-advance switched off may have made the motion foreseeable again.
        this._unforeseen = false;
        return this._after(0);
      }
    }
    const sourceChanged = this._loadedSource !== this.getAttribute("src") + "|" + this.getAttribute("assets");
    this._loadedKey = key;
    this._load(sourceChanged);
  }

  async _load(sourceChanged) {
    const src = this.getAttribute("src");
    const generation = (this._generation = (this._generation ?? 0) + 1);
    // Without a spec, nothing of the last one stays (a load under way is dropped).
    if (!src) return this._clear();
    let text = this._specText;
    if (sourceChanged || text === undefined) {
      this._reported = undefined;
      try {
        const response = await fetch(new URL(src, document.baseURI));
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        text = await response.text();
      } catch (error) {
        const message = `cannot read it: ${error.message}`;
        return this._fail([{ line: 0, column: 0, path: "", message, description: `${src}: error: ${message}` }]);
      }
      if (generation !== this._generation || this._id < 0) return;
      this._specText = text;
      this._loadedSource = src + "|" + this.getAttribute("assets");
    }
    // Loading drops the machine: the build opens on the page it was heading for (a turn under
    // way ends there).
    this._interrupt();
    this._fresh();
    if (this._built) this._page = this._target;
    // Decoding: errors (located) or the images to measure.
    const list = outputs(wasm.kinetic_carousel_load(this._id, putLongText(text)));
    const errors = [];
    list.forEach((o, i) => {
      if (o.code !== 9) return;
      const where = list[i + 1];
      errors.push({ line: o.value, column: where.value, path: where.text, message: list[i + 2].text,
        description: `${src}:${o.text}` });
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

  /** Shows nothing: no views, no pages, no name of a page, no errors. */
  _clear() {
    this._built = false;
    this._pages = 0;
    this._error = null;
    this._stage.replaceChildren();
    this._root.querySelector(".errors")?.remove();
    this.removeAttribute("aria-label");
    this.removeAttribute("aria-description");
  }

  _fail(errors) {
    this._clear();
    this._error = errors;
    for (const e of errors) console.error(e.description);
    const box = document.createElement("div");
    box.className = "errors";
    box.setAttribute("part", "errors");
    box.setAttribute("role", "alert");
    box.textContent = errors.map((e) => e.description).join("\n");
    this._root.append(box);
    // As an image's or a script's `error`, it stays on the element: a page's window.onerror and
    // error monitors hear nothing of a spec.
    this._emit("error", { errors }, true);
  }

  /** The machine's options: 1 reduces motion, 2 right to left. */
  _options() {
    return (this._reducesMotion ? 1 : 0) | (this._rtl ? 2 : 0);
  }

  /** Auto-advance's interval and resume delay, as the attributes say. */
  _timing() {
    return [this._number("auto-advance-interval", 0, -1, 3600), this._number("auto-advance-resume-delay", -1, 0, 3600)];
  }

  _build() {
    this._interrupt();
    this._unforeseen = false;
    this._error = null;
    this._root.querySelector(".errors")?.remove();
    const w = this._number("design-width", 320, 1, 4096);
    const h = this._number("design-height", 568, 1, 4096);
    this._design = [w, h];
    const count = wasm.kinetic_carousel_build(this._id, w, h, this._options(), ...this._timing(), this._page, now());
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
    // A turn cut short by the build (the page was heading for another) ends on that page:
    // reported as the turn would have been.
    if (this._reported !== undefined && this._page !== this._reported) this._outputs([{ code: 1, value: this._page }]);
    this._reported = this._page;
    for (const call of this._pending.splice(0)) this._call(...call);
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
        // A spec's texts read in their own direction, whatever the carousel's (an English page
        // in a right-to-left carousel keeps its full stop at the end).
        view.dir = "auto";
        view.textContent = text;
        view.classList.add("text");
        view.setAttribute("part", "text");
        view.dataset.page = pageIndex;
      } else if (kind === 6) {
        view.dir = "auto";
        view.textContent = text;
        view.setAttribute("part", "close");
        view.dataset.page = pageIndex;
        view.addEventListener("click", () => this.close());
        view.addEventListener("pointerdown", (e) => e.stopPropagation());
      }
    });
  }

  /**
   * Where a pointer is on the stage. A stage scaled or centred anew under a held finger (the
   * element resized mid-swipe) would move the finger's point on it, and the pages with it,
   * though the finger stayed: a held pointer's points go on from where the old placement put
   * them, each move measured through the new one.
   */
  _scenePoint(id, phase, x, y) {
    const placement = [this._scale, this._offsetX, this._offsetY];
    const map = ([scale, left, top], [x, y]) => [(x - left) / scale, (y - top) / scale];
    const [held, [sx, sy], last] = (phase && this._shifts.get(id)) || [placement, [0, 0], [x, y]];
    // The pointer's last point stays where the old placement put it; this one is measured from
    // there through the new one.
    const [hx, hy] = map(held, last);
    const [lx, ly] = map(placement, last);
    const shift = [hx + sx - lx, hy + sy - ly];
    if (this._down.has(id)) this._shifts.set(id, [placement, shift, [x, y]]);
    else this._shifts.delete(id);
    const [px, py] = map(placement, [x, y]);
    return [px + shift[0], py + shift[1]];
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
    this._target = n[r + 1];
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
      // The page's text, or the close button's on the last page.
      const text = this._stage.querySelector(`[data-page="${page}"]`)?.textContent;
      if (text) this.setAttribute("aria-description", text);
      else this.removeAttribute("aria-description");
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
      const out = beside(view, a, c, x, this._design[0]);
      const transform = a === 1 && b === 0 && c === 0 && e === 1 ? `translate(${px(x)}px,${px(y)}px)`
        : `matrix(${fine(a)},${fine(b)},${fine(c)},${fine(e)},${px(x)},${px(y)})`;
      if (!(out && view._out)) setStyle(view, "transform", transform);
      // Beside the stage, a page's texts and buttons are out of reach: no focus, not read out.
      if (out !== view._out) view.inert = out;
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
      // Within reach as soon as it comes onto the stage on the way.
      if (view._out && steps.some((m) => !beside(view, m[0], m[2], m[4], this._design[0]))) view.inert = view._out = false;
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
      if (code === 1) this._emit("page-changed", { page: (this._reported = value) });
      else if (code === 2 || code === 3) this._emit("closed", { page: value, skipped: code === 3 });
      else if (code === 4) this._announce(text);
    }
  }

  /** The page on screen (0-based). Setting it scrolls there. */
  get page() { this._fresh(); return this._page; }
  set page(value) { this.scrollTo(value); }
  get nPages() { this._fresh(); return this._pages; }
  /** The scroll position in pages (1.5 is halfway between the second and third page). */
  get position() { this._fresh(); return this._now(this._position ?? 0); }
  /** The spec's located errors ({line, column, path, message}), or null when it loaded. */
  get error() { return this._error; }
  get src() { return this.getAttribute("src"); }
  set src(value) { this._setOrRemove("src", value); }
  get assets() { return this.getAttribute("assets"); }
  set assets(value) { this._setOrRemove("assets", value); }

  _setOrRemove(name, value) {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, value);
  }

  next() { this._call(0); }
  previous() { this._call(1); }
  /** Closes the carousel as Skip does. */
  skip() { this._call(2); }
  /** Closes the carousel as its close (Done) button does. */
  close() { this._call(3); }
  /**
   * Scrolls to `page`, animated (or at once with `animate` false). Before a spec is shown (its
   * module or its files still loading) the carousel opens on that page instead.
   */
  scrollTo(page, animate = true) {
    // A page as the module takes one: a whole number from 0 (past the last, it stays where it is).
    if (this._built || !Number.isInteger(page) || page < 0 || page > 1e9) this._call(animate ? 4 : 5, page);
    else this._page = page;
  }

  _call(call, page = 0) {
    // Made before a spec is shown (the module or the spec still loading): made, in order, once
    // one is (a few, so that calls made in a loop cannot pile up).
    if (this._id < 0 || !this._built) return this._pending.length < 16 && this._pending.push([call, page]);
    this._interrupt();
    this._after(wasm.kinetic_carousel_call(this._id, call, page, now()));
  }
}

/** Whether a view drawn with the matrix [a, b, c, d, x, y] lies wholly beside a stage `width` wide. */
function beside(view, a, c, x, width) {
  const aw = a * view._w, ch = c * view._h;
  return x + Math.max(0, aw, ch, aw + ch) <= 0 || x + Math.min(0, aw, ch, aw + ch) >= width;
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
