"""make bench-web: CPU per touch move of each Kinetic element beside what a web developer would use
instead, in the same headless Chromium, driven over the DevTools protocol.

    /usr/bin/python3 Web/Tests/bench_web.py [web-out] [--repeats N] [--moves N] [--cases a,b]

Pairs: the slide to confirm against <input type=range>; the pull to action against a plain
overflow scroller (both scrolled by a finger); the gesture board against d3-zoom (Debian's
node-d3-zoom) panning a card; the onboarding carousel (Kinetic's demo spec) against the slick
carousel (Debian's libjs-slick, with jQuery) showing the same content as a developer would build it
with slick: each page's pictures at rest at their places (scripts/onboarding_peer.py, as the
AdwCarousel of `make bench-frames` shows them) and its text, the floating pictures over the pages,
the page dots and Skip, scaled to fit as the element scales its design. Each case is a page of its
own; one finger drags across it in N touch moves 16 ms apart, and the main thread's
TaskDuration and ScriptDuration (Performance.getMetrics) over the drag and the settling after it
are divided by the number of moves. Each repeat loads the page afresh and drags it once there and
back unmeasured first; the Kinetic element and its alternative take turns, repeat by repeat, so
that what else the machine does falls on both. Medians of the repeats, in microseconds per move,
and the median of the repeats' ratios to the alternative. It fails only on errors, never on a
figure.
"""

import argparse
import json
import os
import shutil
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
import onboarding_peer  # noqa: E402

D3 = ["d3-dispatch", "d3-selection", "d3-color", "d3-interpolate", "d3-ease", "d3-timer",
      "d3-transition", "d3-drag", "d3-zoom"]
# The carousel's design size: Kinetic's demo spec is drawn for 320 × 568 points.
DESIGN = (320, 568)

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bench</title>
<link rel="stylesheet" href="lib/slick.css">
<style>
  body { margin: 0; font-family: sans-serif; }
  #stage { position: absolute; left: 20px; top: 20px; width: 320px; height: 480px; overflow: hidden; }
  #stage > * { width: 320px; }
  .row { padding: 14px; border-bottom: 1px solid #ddd; }
  .card { width: 110px; height: 80px; background: #3584e4; border-radius: 12px; }
  input[type=range] { width: 320px; margin: 0; height: 56px; }
  .scroller { height: 480px; overflow: auto; overscroll-behavior: contain; }
  .onboarding { height: 480px; position: relative; overflow: hidden; background: #f4f7fb; }
  .design { position: absolute; left: 0; top: 0; width: 320px; height: 568px; transform-origin: 0 0;
    overflow: hidden; }
  .page { position: relative; height: 568px; overflow: hidden; }
  .design img { position: absolute; left: 0; top: 0; pointer-events: none; }
  .page .text { position: absolute; left: 28px; top: 468px; width: 264px; height: 80px; display: grid;
    place-items: center; text-align: center; font-size: 17px; }
  .page button, .skip { position: absolute; border: none; border-radius: 999px; font: inherit; }
  .page button { left: 28px; top: 450px; width: 264px; height: 35px; background: #3584e4; color: #fff; }
  .skip { right: 12px; bottom: 12px; background: transparent; color: #3584e4; font-weight: 600; }
  .floating { position: absolute; inset: 0; pointer-events: none; }
  .slick-dots { position: absolute; left: 0; right: 0; bottom: 35px; display: flex; gap: 8px;
    justify-content: center; margin: 0; padding: 0; list-style: none; }
  .slick-dots button { width: 7px; height: 7px; padding: 0; border: none; border-radius: 50%%;
    font-size: 0; background: #1e1e1e; opacity: 0.3; }
  .slick-dots .slick-active button { opacity: 1; }
  #zoom { height: 480px; position: relative; background: #eee; touch-action: none; }
  #zoom .card { position: absolute; left: 0; top: 0; transform-origin: 0 0; }
</style>
<script src="lib/jquery.min.js"></script>
<script src="lib/slick.min.js"></script>
%(d3)s
</head><body><div id="stage"></div>
<script type="module">
  const params = new URLSearchParams(location.search);
  const name = params.get("case");
  const stage = document.getElementById("stage");
  const rows = Array.from({ length: 60 }, (_, i) => `<div class="row">Row ${i + 1}</div>`).join("");
  window.benchReady = false;
  if (name.startsWith("kinetic")) await import("../kinetic.js");
  switch (name) {
    case "kinetic-slide":
      stage.innerHTML = `<kinetic-slide-to-confirm resets-when-completed></kinetic-slide-to-confirm>`; break;
    case "range":
      stage.innerHTML = `<input type="range" min="0" max="1000" value="0">`; break;
    case "kinetic-pull":
      stage.innerHTML = `<kinetic-pull-to-action style="height:480px"><div>${rows}</div></kinetic-pull-to-action>`; break;
    case "scroller":
      stage.innerHTML = `<div class="scroller">${rows}</div>`; break;
    case "kinetic-board":
      stage.innerHTML = `<kinetic-gesture-board style="height:480px"><div class="card" x="80" y="80"></div></kinetic-gesture-board>`; break;
    case "d3-zoom": {
      stage.innerHTML = `<div id="zoom"><div class="card"></div></div>`;
      const card = stage.querySelector(".card");
      d3.select("#zoom").call(d3.zoom().scaleExtent([0.1, 2]).on("zoom", (e) => {
        const t = (e && e.transform) || d3.event.transform; card.style.transform = `translate(${t.x + 25}px, ${t.y + 40}px) scale(${t.k})`;
      }));
      break;
    }
    case "kinetic-carousel":
      stage.innerHTML = `<kinetic-onboarding-carousel style="height:480px" src="../demos/kinetic/onboarding.json"></kinetic-onboarding-carousel>`; break;
    case "slick": {
      // Kinetic's demo at rest, page by page, scaled to fit as the element scales its design.
      const { pages, floating, skip, dots, design: [w, h] } = %(onboarding)s;
      const picture = ([src, x, y, width, height, pose]) => {
        let transform = `translate(${x}px, ${y}px)`;
        if (pose) transform += ` translate(${pose[0]}px, ${pose[1]}px) rotate(${pose[3]}deg) scale(${pose[2]})`;
        return `<img src="${src}" style="width: ${width}px; height: ${height}px; transform: ${transform}">`;
      };
      const scale = Math.min(320 / w, 480 / h);
      stage.innerHTML = `<div class="onboarding"><div class="design"
        style="transform: translate(${(320 - w * scale) / 2}px, ${(480 - h * scale) / 2}px) scale(${scale})">
        <div class="slick">${pages.map(([pictures, text], i) => `<div class="page">${pictures.map(picture).join("")}${
          i < pages.length - 1 ? `<div class="text">${text ?? ""}</div>` : `<button>${text ?? ""}</button>`}</div>`).join("")}</div>
        <div class="floating">${floating.map(picture).join("")}</div>
        ${skip ? `<button class="skip">Skip</button>` : ""}</div></div>`;
      $(".slick").slick({ dots, arrows: false, infinite: false, speed: 300 });
      break;
    }
  }
  await new Promise((r) => setTimeout(r, 600));
  window.benchReady = true;
</script></body></html>
"""

# Where each case's finger goes, relative to the stage (320 × 480 at 20, 20).
GESTURES = {
    "kinetic-slide": ((50, 28), (300, 28)), "range": ((8, 28), (300, 28)),
    "kinetic-pull": ((160, 400), (160, 100)), "scroller": ((160, 400), (160, 100)),
    "kinetic-board": ((80, 80), (240, 360)), "d3-zoom": ((80, 80), (240, 360)),
    "kinetic-carousel": ((280, 240), (40, 240)), "slick": ((280, 240), (40, 240)),
}
PAIRS = [("slide", "kinetic-slide", "range", "<input type=range>"),
         ("pull", "kinetic-pull", "scroller", "overflow scroller"),
         ("board", "kinetic-board", "d3-zoom", "d3-zoom"),
         ("carousel", "kinetic-carousel", "slick", "slick")]


def prepare(out):
    bench = os.path.join(out, "bench")
    lib = os.path.join(bench, "lib")
    os.makedirs(lib, exist_ok=True)
    shutil.copy("/usr/share/javascript/jquery/jquery.min.js", lib)
    for name in ["slick.min.js", "slick.css"]:
        shutil.copy(os.path.join("/usr/share/javascript/slick", name), lib)
    tags = []
    for module in D3:
        shutil.copy(f"/usr/share/nodejs/{module}/dist/{module}.min.js", lib)
        tags.append(f'<script src="lib/{module}.min.js"></script>')
    with open(os.path.join(bench, "index.html"), "w") as file:
        file.write(PAGE % {"d3": "\n".join(tags), "onboarding": json.dumps(slick_pages(out))})


def slick_pages(out):
    """Kinetic's demo spec in web-out as the slick case shows it: its pages at rest (pictures as
    [url, x, y, width, height, pose] relative to the bench page, and texts), its floating pictures,
    whether it shows Skip and the page dots, and its design size."""
    spec_path = os.path.join(out, "demos", "kinetic", "onboarding.json")
    pages, floating, spec = onboarding_peer.onboarding_pages(spec_path, *DESIGN)
    url = lambda entry: ["../" + os.path.relpath(entry[0], out), *entry[1:]]  # noqa: E731
    return {"pages": [[[url(p) for p in pictures], text] for pictures, text in pages],
            "floating": [url(p) for p in floating], "skip": bool(spec.get("showSkip")),
            "dots": bool(spec.get("showPageControl")), "design": DESIGN}


def metrics(page):
    values = {m["name"]: m["value"] for m in page.call("Performance.getMetrics")["metrics"]}
    return values["TaskDuration"], values["ScriptDuration"]


def drag_once(page, base, case, moves):
    """One measured drag of `case` on a fresh page, after one unmeasured drag there and back:
    its main thread's TaskDuration and ScriptDuration per move, in microseconds."""
    page.events.clear()
    page.call("Page.navigate", url=f"{base}bench/index.html?case={case}")
    page.wait_for("window.benchReady === true", timeout=15)
    (x0, y0), (x1, y1) = GESTURES[case]
    start, end = (20 + x0, 20 + y0), (20 + x1, 20 + y1)
    page.drag(start, end, steps=10, delay=0.016)
    page.pump(0.8)
    page.drag(end, start, steps=10, delay=0.016)
    page.pump(1.0)
    task0, script0 = metrics(page)
    page.drag(start, end, steps=moves, delay=0.016)
    page.pump(0.8)
    task1, script1 = metrics(page)
    exceptions = [e for e in page.events if e["method"] == "Runtime.exceptionThrown"]
    if exceptions:
        detail = exceptions[0]["params"]["exceptionDetails"]
        raise RuntimeError(f"{case}: {detail.get('exception', {}).get('description', detail.get('text'))}")
    return (task1 - task0) / moves * 1e6, (script1 - script0) / moves * 1e6


def measure_pair(page, base, kinetic, other, moves, repeats):
    """The Kinetic case and its alternative dragged in turn, `repeats` times (each repeat in the
    other order than the one before), so that the machine's drift between repeats falls on both:
    the medians of each one's task and script figures, and the median of the repeats' task
    ratios."""
    ours, theirs = [], []
    for repeat in range(repeats):
        for case in (kinetic, other) if repeat % 2 == 0 else (other, kinetic):
            (ours if case == kinetic else theirs).append(drag_once(page, base, case, moves))
    ratios = [a[0] / b[0] if b[0] > 0 else float("inf") for a, b in zip(ours, theirs)]
    median = lambda figures, i: statistics.median(f[i] for f in figures)  # noqa: E731
    return (median(ours, 0), median(ours, 1)), (median(theirs, 0), median(theirs, 1)), statistics.median(ratios)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", default="web-out")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--cases", default="slide,pull,board,carousel")
    args = parser.parse_args()
    out = os.path.abspath(args.out)
    prepare(out)
    wanted = args.cases.split(",")
    results = []
    with cdp.serve(out) as base, cdp.chromium() as page:
        page.call("Runtime.enable")
        page.call("Page.enable")
        page.call("Performance.enable")
        page.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        for label, kinetic, other, other_name in PAIRS:
            if label not in wanted:
                continue
            ours, theirs, ratio = measure_pair(page, base, kinetic, other, args.moves, args.repeats)
            results.append((label, ours, other_name, theirs, ratio))
            print(f"bench-web: {label} done", file=sys.stderr)
    print(f"\nCPU per touch move, µs (medians of {args.repeats} drags of {args.moves} moves each, "
          "dragged in turn with the alternative; main thread: Task / Script; the ratio is the median "
          "of the repeats' task ratios)")
    print(f"{'control':<10} {'Kinetic task':>12} {'script':>8}   {'alternative':<18} {'task':>8} {'script':>8}   "
          f"{'task ratio':>10}")
    for label, (task, script), other_name, (other_task, other_script), ratio in results:
        print(f"{label:<10} {task:>12.1f} {script:>8.1f}   {other_name:<18} {other_task:>8.1f} "
              f"{other_script:>8.1f}   {ratio:>9.2f}×")


if __name__ == "__main__":
    main()
