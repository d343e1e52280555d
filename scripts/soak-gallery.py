#!/usr/bin/env python3
"""Soak test: the gallery's memory under minutes of random input, printed as a curve.

Not part of `make test` (it runs for minutes and measures, it does not judge). It starts a
virtual X display (Xvfb), opens `kinetic gallery` with every page, and for DURATION seconds
sends random input with xdotool: drags, clicks, wheel turns (some with Ctrl or Shift), keys
(arrows, Tab, Page Up/Down, Home, End, F5, + and −, Escape…), page switches and window resizes.
Every INTERVAL seconds it reads the gallery's resident memory (VmRSS in /proc/PID/status) and
prints one line `t=…s rss=… MB`; at the end, the first, peak and last figures and the growth
per minute over the second half of the run (a bounded cache levels off; a leak keeps rising).

    scripts/soak-gallery.py PATH/TO/kinetic [--duration 300] [--interval 5] [--seed 1]
                            [--page NAME] [--renderer gl|cairo|ngl] [--stock]

`--page` soaks one page (`kinetic gallery --page NAME`) to tell which control a growth comes
from; `--renderer` sets GSK_RENDERER; `--trim` (needs gdb) asks glibc to hand freed memory back
(`malloc_trim(0)` in the gallery) at the end and prints the RSS after it: what it returns was
freed memory the allocator kept, not a leak.

What it showed (Debian 12, GTK 4.8.3, Xvfb, so GL is Mesa's llvmpipe): with the default GL
renderer the gallery grew from 200 MB to about 330 MB in five minutes (second half +2.6 MB/min
in one run, +9 MB/min in another); with `--renderer cairo` it stayed at 121–148 MB (second half
+0.5 MB/min), so Kinetic's own memory (its text and shadow caches hold at most 64 entries each,
textures one per image file) is flat. heaptrack put the GL growth in Mesa (swrast_dri.so and,
unsymbolised, the library beside it) under gsk_renderer_render; malloc_trim(0) gave back 5 to
32 MB of it.

`--stock` soaks GTK's own gtk4-widget-factory (Debian's gtk-4-examples) with the same input
instead, so that a growth can be compared with stock widgets on the same renderer and machine
(without G_DEBUG=fatal-criticals: the demo has criticals of its own under random input). Run one
after the other, 240 s each with seed 1 and the GL renderer, the release gallery went 202 → 331
(peak) → 321 MB, second half +4.0 MB/min, and gtk4-widget-factory 219 → 386 (peak) → 382 MB,
second half +37.7 MB/min: the GL path's growth is GTK's and Mesa's, and stock widgets grow more.

Needs the Debian packages xvfb and xdotool (`make test-packages` installs them). GTK runs with
accessibility on and G_DEBUG=fatal-criticals, so a critical ends the run with the gallery's exit
status.
"""

import argparse
import os
import random
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "EndToEnd"))
from gallery_harness import stop  # noqa: E402 (the end-to-end scripts' helpers live there)


def free_display():
    for number in range(140, 200):
        if not os.path.exists(f"/tmp/.X{number}-lock") and not os.path.exists(f"/tmp/.X11-unix/X{number}"):
            return f":{number}"
    sys.exit("soak: no free X display number between :140 and :199")


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def xdotool(env, *args):
    subprocess.run(["xdotool", *map(str, args)], env=env, capture_output=True, timeout=10)


KEYS = ["Left", "Right", "Up", "Down", "Tab", "shift+Tab", "Page_Up", "Page_Down", "Home", "End",
        "F5", "plus", "minus", "bracketleft", "bracketright", "0", "space", "Escape"]


def random_action(env, rng, window, size, pages):
    width, height = size
    x, y = rng.randrange(10, width - 10), rng.randrange(40, height - 10)
    kind = rng.choices(["drag", "click", "wheel", "key", "switch", "resize"],
                       weights=[30, 15, 20, 25, 6 if pages > 1 else 0, 4])[0]
    if kind == "drag":
        xdotool(env, "mousemove", "--window", window, x, y)
        xdotool(env, "mousedown", 1)
        for _ in range(rng.randrange(3, 12)):
            x = max(1, min(width - 1, x + rng.randrange(-60, 61)))
            y = max(1, min(height - 1, y + rng.randrange(-60, 61)))
            xdotool(env, "mousemove", "--window", window, x, y)
            time.sleep(0.01)
        xdotool(env, "mouseup", 1)
    elif kind == "click":
        xdotool(env, "mousemove", "--window", window, x, y)
        xdotool(env, "click", "--repeat", rng.choice([1, 1, 2]), 1)
    elif kind == "wheel":
        xdotool(env, "mousemove", "--window", window, x, y)
        modifier = rng.choice([None, None, "ctrl", "shift"])
        if modifier:
            xdotool(env, "keydown", modifier)
        xdotool(env, "click", "--repeat", rng.randrange(1, 4), rng.choice([4, 5, 6, 7]))
        if modifier:
            xdotool(env, "keyup", modifier)
    elif kind == "key":
        xdotool(env, "key", rng.choice(KEYS))
    elif kind == "switch":
        # The page switcher sits at the top middle of the window.
        xdotool(env, "mousemove", "--window", window, width // 2 + rng.randrange(-220, 221), 18)
        xdotool(env, "click", 1)
    else:
        size = (rng.randrange(700, 1260), rng.randrange(560, 880))
        xdotool(env, "windowsize", window, *size)
    return size


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("kinetic")
    parser.add_argument("--duration", type=float, default=300)
    parser.add_argument("--interval", type=float, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--page")
    parser.add_argument("--renderer")
    parser.add_argument("--trim", action="store_true")
    parser.add_argument("--stock", action="store_true")
    options = parser.parse_args()
    rng = random.Random(options.seed)
    display = free_display()
    env = dict(os.environ, DISPLAY=display, GDK_BACKEND="x11", G_DEBUG="fatal-criticals")
    env.pop("WAYLAND_DISPLAY", None)
    env.pop("GTK_A11Y", None)
    if options.renderer:
        env["GSK_RENDERER"] = options.renderer
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    gallery = None
    try:
        for _ in range(100):
            if subprocess.run(["xdpyinfo"], env=env, capture_output=True).returncode == 0:
                break
            time.sleep(0.05)
        if options.stock:
            # GTK's own demo has criticals of its own under random input (a SIGTRAP within a
            # minute here), so they are not fatal for it.
            env.pop("G_DEBUG", None)
            command, title = ["gtk4-widget-factory"], "^GTK Widget Factory$"
        else:
            command, title = [os.path.abspath(options.kinetic), "gallery"], "^Kinetic Gallery$"
        if options.page:
            command += ["--page", options.page]
        gallery = subprocess.Popen(command, env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        window = subprocess.run(["xdotool", "search", "--sync", "--name", title], env=env,
                                capture_output=True, text=True, timeout=30).stdout.split()[0]
        size = (920, 760)
        xdotool(env, "windowsize", window, *size)
        time.sleep(1)
        start = time.monotonic()
        samples = []
        next_sample = start
        while True:
            now = time.monotonic()
            if gallery.poll() is not None:
                sys.exit(f"soak: the gallery exited with status {gallery.returncode} after {now - start:.0f} s")
            if now >= next_sample:
                samples.append((now - start, rss_mb(gallery.pid)))
                print(f"t={samples[-1][0]:6.1f}s rss={samples[-1][1]:7.1f} MB", flush=True)
                next_sample += options.interval
            if now - start >= options.duration:
                break
            size = random_action(env, rng, window, size, 1 if options.page else 4)
            time.sleep(rng.uniform(0.01, 0.08))
        half = [s for s in samples if s[0] >= options.duration / 2]
        slope = 0.0
        if len(half) >= 2:
            ts = [s[0] for s in half]
            ms = [s[1] for s in half]
            mean_t = sum(ts) / len(ts)
            mean_m = sum(ms) / len(ms)
            variance = sum((t - mean_t) ** 2 for t in ts)
            if variance > 0:
                slope = sum((t - mean_t) * (m - mean_m) for t, m in zip(ts, ms)) / variance * 60
        print(f"soak: first {samples[0][1]:.1f} MB, peak {max(m for _, m in samples):.1f} MB, "
              f"last {samples[-1][1]:.1f} MB; second half {slope:+.1f} MB/min")
        if options.trim:
            time.sleep(2)
            before = rss_mb(gallery.pid)
            subprocess.run(["gdb", "-p", str(gallery.pid), "-batch", "-ex", "call (int) malloc_trim(0)"],
                           capture_output=True, timeout=60)
            time.sleep(1)
            print(f"soak: at rest {before:.1f} MB; after malloc_trim(0) {rss_mb(gallery.pid):.1f} MB")
    finally:
        if gallery:
            stop(gallery)
        stop(xvfb)


if __name__ == "__main__":
    main()
