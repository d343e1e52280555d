// Whether a module's memory stops growing when a page keeps making and dropping controls: each
// module alone in node (kinetic.wasm, then each element's own kinetic-<element>.wasm), as the
// elements drive it, two hundred rounds of every control it holds made, used and freed, with the
// onboarding specs (and a broken one, and a hostile one) loaded and laid out. A WebAssembly memory
// never shrinks, so what matters is that it levels off: after the first rounds, the rest must not
// grow it by a single page.
//
//   node Web/Tests/memory_check.mjs web-out [.build-web/mangled-members.json]
//
// The modules' exports carry the short names the build gave them (scripts/build-web); the
// build's mangle cache, the second argument, says which is which, and the check calls them by
// their names in Web/Swift.
// Prints one TAP line per check and exits non-zero when one fails (Web/Tests/web_suite.py runs it).
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const out = process.argv[2] ?? "web-out";
const cache = process.argv[3] ?? join(dirname(fileURLToPath(import.meta.url)), "..", "..", ".build-web",
  "mangled-members.json");
const shortNames = existsSync(cache) ? JSON.parse(readFileSync(cache, "utf8")) : {};
// A module's exports under their names in Web/Swift (kinetic_slide_new, …), whatever the build
// named them.
function byTheirNames(exports) {
  const named = { ...exports };
  for (const [name, short] of Object.entries(shortNames)) {
    if (name.startsWith("kinetic_") && typeof short === "string" && short in exports) named[name] = exports[short];
  }
  return named;
}
const encoder = new TextEncoder();
let wasm = null;
let textIn = 0;
let capacity = 0;

function put(text) {
  const bytes = typeof text === "string" ? encoder.encode(text) : text;
  if (bytes.length > capacity) throw new Error(`${bytes.length} bytes do not fit the text buffer`);
  new Uint8Array(wasm.memory.buffer, textIn, capacity).set(bytes);
  return bytes.length;
}

const specs = [join(out, "demos/kinetic/onboarding.json"), join(out, "demos/slidingcarousel/onboarding.json")]
  .filter(existsSync)
  .map((path) => readFileSync(path));
specs.push(encoder.encode('{"pages": 2,\n "images": [{"key": "a"}], "elements": [{"views": "nowhere"}]}'));
// Hostile: ten thousand views of one image, and a deep nest.
specs.push(encoder.encode(JSON.stringify({
  baseImageURL: "", pages: 3, images: [{ key: "a", imageName: "a.png" }],
  elements: Array.from({ length: 2000 }, (_, i) => ({ views: ["a"], item: [i % 3], startPosition: [i, i] })),
})));
specs.push(encoder.encode("[".repeat(5000)));

function round(time) {
  for (const spec of wasm.kinetic_carousel_new ? specs : []) {
    const carousel = wasm.kinetic_carousel_new();
    wasm.kinetic_carousel_load(carousel, put(spec));
    wasm.kinetic_carousel_image(carousel, put("a.png"), 100, 80);
    if (wasm.kinetic_carousel_build(carousel, 320, 480, 0, 0, -1, 0, time) >= 0) {
      wasm.kinetic_carousel_pointer(carousel, 1, 0, 280, 240, time, 0);
      for (let i = 1; i <= 20; i++) wasm.kinetic_carousel_pointer(carousel, 1, 1, 280 - 12 * i, 240, time + i / 60, 0);
      wasm.kinetic_carousel_pointer(carousel, 1, 2, 40, 240, time + 0.4, 0);
      for (let i = 1; i <= 30; i++) wasm.kinetic_carousel_tick(carousel, time + 0.4 + i / 60);
    }
    wasm.kinetic_carousel_free(carousel);
  }
  for (const [make, pointer, tick, free] of [
    [wasm.kinetic_slide_new, wasm.kinetic_slide_pointer, wasm.kinetic_slide_tick, wasm.kinetic_slide_free],
    [wasm.kinetic_pull_new, wasm.kinetic_pull_pointer, wasm.kinetic_pull_tick, wasm.kinetic_pull_free],
  ].filter(([make]) => make)) {
    const id = make();
    pointer(id, 1, 0, 20, 20, time, 0);
    for (let i = 1; i <= 30; i++) pointer(id, 1, 1, 20 + 8 * i, 20 + 8 * i, time + i / 60, 0);
    pointer(id, 1, 2, 260, 260, time + 0.6, 0);
    for (let i = 1; i <= 60; i++) tick(id, time + 0.6 + i / 60);
    free(id);
  }
  if (wasm.kinetic_board_new) wasm.kinetic_board_free(wasm.kinetic_board_new());
}

let failed = 0;
function check(n, name, ok, detail = "") {
  console.log(`${ok ? "ok" : "not ok"} ${n} - ${name}${detail ? ` (${detail})` : ""}`);
  if (!ok) failed++;
}

const modules = ["kinetic.wasm", ...readdirSync(out).filter((file) => /^kinetic-.+\.wasm$/.test(file)).sort()];
let n = 0;
for (const module of modules) {
  wasm = byTheirNames((await WebAssembly.instantiate(readFileSync(join(out, module)), { Math })).instance.exports);
  textIn = wasm.kinetic_text_in();
  capacity = wasm.kinetic_text_capacity();
  let time = 1;
  for (let i = 0; i < 20; i++) round((time += 10));
  const settled = wasm.memory.buffer.byteLength;
  for (let i = 0; i < 200; i++) round((time += 10));
  const after = wasm.memory.buffer.byteLength;
  check(++n, `${module}: memory levels off over two hundred rounds of every control made, used and freed`,
    after === settled, `${settled} bytes after 20 rounds, ${after} after 220`);
  check(++n, `${module}: and stays small`, after < 64 << 20, `${after} bytes`);
}
process.exit(failed ? 1 : 0);
