#!/usr/bin/env python3
"""Benchmark: how long the UI thread stalls while an onboarding carousel loads a spec at the format's limits.

A spec of IMAGES distinct 8 × 8 PNG images (20,000: the documented limit on images) spread over
20 pages is written to a temporary folder; a fresh process (through python3-gi and Kinetic's
typelib, on Xvfb, accessibility on) shows an OnboardingCarousel, starts a 2 ms GLib timeout that
records the time between its runs, sets `spec-path` and runs the main loop until the pages show
and two seconds more. Reading, checking and decoding happen off the UI thread; what is left on it
(handing the textures over, building the pages' widgets) shows as the longest gap between the
timeout's runs. Prints, per run and as medians of REPEATS runs: the time until the pages show,
the longest gap and how many gaps exceeded 50 ms (three frames at 60 Hz). Fails only on errors.

    scripts/bench-spec-load.py PREFIX [--repeats 3] [--images 20000]

PREFIX is where Kinetic is installed (`make bench-spec-load` installs it into .build/bench-prefix).
"""

import argparse
import json
import os
import statistics
import struct
import subprocess
import sys
import tempfile
import zlib

WINDOW = r'''
import json, sys, time, gi
gi.require_version("Gtk", "4.0"); gi.require_version("Kinetic", "1")
from gi.repository import GLib, Gtk, Kinetic
Gtk.init()
window = Gtk.Window(default_width=360, default_height=640)
carousel = Kinetic.OnboardingCarousel(scales_to_fit=True)
window.set_child(carousel)
window.present()
context = GLib.MainContext.default()
settle = time.monotonic()
while time.monotonic() - settle < 0.5:
    context.iteration(False)
gaps, last = [], [time.monotonic()]
def beat():
    now = time.monotonic()
    gaps.append(now - last[0])
    last[0] = now
    return True
GLib.timeout_add(2, beat)
started = time.monotonic()
carousel.set_spec_path(sys.argv[1])
while carousel.get_n_pages() == 0 and carousel.get_error() is None:
    if time.monotonic() - started > 120:
        sys.exit("the spec did not show within 120 s")
    context.iteration(True)
shown = time.monotonic() - started
while time.monotonic() - started < shown + 2:
    context.iteration(True)
error = carousel.get_error()
print(json.dumps({"shown": shown, "pages": carousel.get_n_pages(),
                  "error": error.message[:500] if error else None,
                  "longest": max(gaps), "over50": sum(gap > 0.05 for gap in gaps)}))
'''


def chunk(kind, data):
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def png(seed):
    rows = b"".join(b"\x00" + b"".join(bytes([(seed * 7 + x) % 256, (seed + y) % 256, 128, 255])
                                       for x in range(8)) for y in range(8))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 8, 8, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def write_spec(folder, images, pages=20):
    os.makedirs(os.path.join(folder, "img"))
    for i in range(images):
        with open(os.path.join(folder, "img", f"i{i}.png"), "wb") as file:
            file.write(png(i))
    spec = {"version": 2, "pages": pages, "baseImageURL": "img/",
            "images": [{"key": f"k{i}", "imageName": f"i{i}.png",
                        "position": [(i % 40) * 8, (i // 40) % 60 * 8]} for i in range(images)],
            "elements": [{"views": [f"k{i}" for i in range(p * images // pages,
                                                           (p + 1) * images // pages)],
                          "appear": [p]} for p in range(pages)]}
    path = os.path.join(folder, "spec.json")
    with open(path, "w") as file:
        json.dump(spec, file)
    return path


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("prefix")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--images", type=int, default=20000)
    args = parser.parse_args()
    prefix = os.path.abspath(args.prefix)
    env = dict(os.environ, GI_TYPELIB_PATH=os.path.join(prefix, "lib", "girepository-1.0"),
               LD_LIBRARY_PATH=os.path.join(prefix, "lib"))
    with tempfile.TemporaryDirectory() as folder:
        spec = write_spec(folder, args.images)
        runs = []
        for run in range(args.repeats):
            process = subprocess.run(
                ["xvfb-run", "--auto-servernum", "dbus-run-session", "--", sys.executable, "-c",
                 WINDOW, spec], capture_output=True, text=True, env=env, timeout=300)
            lines = [line for line in process.stdout.splitlines() if line.startswith("{")]
            if process.returncode != 0 or not lines:
                sys.exit(f"error: run {run + 1} failed ({process.returncode}): "
                         f"{process.stderr[-2000:]}")
            report = json.loads(lines[-1])
            if report["error"] or not report["pages"]:
                sys.exit(f"error: the carousel did not show the spec: {report['error']}")
            runs.append(report)
            print(f"  run {run + 1}: shown after {report['shown']:.2f} s; longest gap "
                  f"{report['longest'] * 1000:.0f} ms; {report['over50']} gaps over 50 ms")
    print(f"{args.images} images, medians of {args.repeats}: shown after "
          f"{statistics.median(r['shown'] for r in runs):.2f} s, the UI thread's longest gap "
          f"{statistics.median(r['longest'] for r in runs) * 1000:.0f} ms, "
          f"{statistics.median(r['over50'] for r in runs):.0f} gaps over 50 ms")


if __name__ == "__main__":
    main()
