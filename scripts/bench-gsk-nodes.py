#!/usr/bin/env python3
"""Benchmark: what each kind of render node in the slide to confirm's look costs GTK to draw per
frame, under the renderer in use (GSK_RENDERER; under Xvfb GL is Mesa's llvmpipe).

It explains the floor under `make bench-frames`' slide figure. A window of the bench's size
(520 × 160) holds one widget whose snapshot is the slide's nodes, each part on its own: the track
(one colour node and two corner columns under a rounded clip, as SnapshotCanvas draws it), its
outline (two clipped border nodes and two one-pixel lines), the thumb with its blurred outset
shadow, and the two texts (layouts made once, as Kinetic keeps them). A 2 × 2 colour node that
moves every frame stands for the thumb's motion: GTK draws a frame only when the node tree
changed, and under Xvfb the GL renderer then draws the whole window. For each set of parts the
process's CPU time (every thread, llvmpipe's included) over FRAMES frames is divided by FRAMES;
the median of REPEATS runs is printed beside what the parts add to the moving dot alone.

    scripts/bench-gsk-nodes.py [--frames 400] [--repeats 3] [--scale 2]

It measures, it does not judge. Other work on the machine adds noise: compare figures from one
run. Needs Xvfb (xvfb-run) and python3-gi with GTK 4's introspection data.
"""

import argparse
import os
import statistics
import subprocess
import sys
import time

PARTS = {
    "dot": "a 2×2 colour node moving every frame (the baseline)",
    "track": "the track: a colour node and two rounded-clip corner columns",
    "outline": "the track's outline: two clipped border nodes, two 1-px lines",
    "thumb": "the thumb: a colour node and two rounded-clip corner columns",
    "shadow": "the thumb's blurred outset shadow, moving",
    "texts": "the label and the thumb's text (layouts kept)",
}
SETS = ["dot", "dot,track", "dot,outline", "dot,thumb", "dot,shadow", "dot,texts",
        "dot,track,outline,thumb,shadow,texts"]


def window(parts, frames):
    """Draws `parts` for `frames` frames in a 520 × 160 window and prints the CPU ms per frame."""
    import gi
    gi.require_version("Gtk", "4.0")
    gi.require_version("Gsk", "4.0")
    from gi.repository import Gdk, Graphene, Gsk, Gtk

    def rgba(r, g, b, a=1.0):
        colour = Gdk.RGBA()
        colour.red, colour.green, colour.blue, colour.alpha = r / 255, g / 255, b / 255, a
        return colour

    def rect(x, y, w, h):
        return Graphene.Rect().init(x, y, w, h)

    def rounded(x, y, w, h, radius):
        result = Gsk.RoundedRect()
        result.init_from_rect(rect(x, y, w, h), radius)
        return result

    def columns(snapshot, colour, x, y, w, h, radius):
        """A rounded fill as SnapshotCanvas draws it: the middle plain, the ends clipped."""
        snapshot.append_color(colour, rect(x + radius, y, w - 2 * radius, h))
        for column in (x, x + w - radius):
            snapshot.push_rounded_clip(rounded(x, y, w, h, radius))
            snapshot.append_color(colour, rect(column, y, radius, h))
            snapshot.pop()

    class Nodes(Gtk.Widget):
        def __init__(self):
            super().__init__()
            self.frame = 0
            self.layouts = None

        def do_snapshot(self, snapshot):
            width = self.get_width()
            x = 5 + (self.frame * 3) % 300
            snapshot.save()
            snapshot.translate(Graphene.Point().init(0, (self.get_height() - 48) / 2))
            if "track" in parts:
                columns(snapshot, rgba(234, 234, 233), 1, 1, width - 2, 46, 23)
            if "outline" in parts:
                line = rgba(205, 199, 194)
                for column, left in ((1, 1), (width - 25, width - 48)):
                    snapshot.push_clip(rect(column, 1, 24, 46))
                    snapshot.append_border(rounded(left, 1, 47, 46, 23), [1] * 4, [line] * 4)
                    snapshot.pop()
                snapshot.append_color(line, rect(24, 1, width - 48, 1))
                snapshot.append_color(line, rect(24, 46, width - 48, 1))
            if "dot" in parts:
                snapshot.append_color(rgba(0, 0, 0), rect(x, 0, 2, 2))
            if "shadow" in parts:
                snapshot.append_outset_shadow(
                    rounded(x, 5, 92, 38, 10), rgba(15, 23, 42, 0.22), 0, 1.5, 2, 4)
            if "thumb" in parts:
                columns(snapshot, rgba(255, 255, 255), x, 5, 92, 38, 10)
            if "texts" in parts:
                if self.layouts is None:
                    self.layouts = (self.create_pango_layout("Slide to confirm"),
                                    self.create_pango_layout("Confirm"))
                for layout, left, colour in ((self.layouts[0], width / 2 - 50, rgba(86, 91, 92)),
                                             (self.layouts[1], x + 13, rgba(46, 52, 54))):
                    snapshot.save()
                    snapshot.translate(Graphene.Point().init(left, 16))
                    snapshot.append_layout(layout, colour)
                    snapshot.restore()
            snapshot.restore()

    def cpu_seconds():
        with open("/proc/self/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    application = Gtk.Application()

    def activate(app):
        top = Gtk.Window(application=app)
        top.set_default_size(520, 160)
        nodes = Nodes()
        top.set_child(nodes)
        top.present()
        start = {}

        def tick(widget, clock):
            nodes.frame += 1
            if nodes.frame == 30:  # after the first frames, which make caches and shaders
                start["cpu"] = cpu_seconds()
            if nodes.frame == 30 + frames:
                print(f"{1000 * (cpu_seconds() - start['cpu']) / frames:.4f}", flush=True)
                app.quit()
                return False
            nodes.queue_draw()
            return True

        nodes.add_tick_callback(tick)

    application.connect("activate", activate)
    application.run([])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--frames", type=int, default=400)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--scale", type=int, default=2)
    parser.add_argument("--window", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.window is not None:
        window(set(options.window.split(",")), options.frames)
        return
    environment = dict(os.environ, GDK_SCALE=str(options.scale))
    renderer = environment.get("GSK_RENDERER", "default (GL)")
    print(f"render nodes of the slide, 520 × 160 window, scale {options.scale}, renderer {renderer}, "
          f"{options.frames} frames, median of {options.repeats}")
    for name, what in PARTS.items():
        print(f"  {name:8} {what}")
    started = time.monotonic()
    baseline = None
    print(f"\n{'parts':40} {'ms/frame':>9} {'added':>7}")
    for parts in SETS:
        runs = []
        for _ in range(options.repeats):
            result = subprocess.run(
                ["xvfb-run", "-a", sys.executable, os.path.abspath(__file__), "--window", parts,
                 "--frames", str(options.frames)],
                env=environment, capture_output=True, text=True, timeout=120)
            lines = [line for line in result.stdout.split("\n") if line.strip()]
            if result.returncode != 0 or not lines:
                sys.exit(f"bench-gsk-nodes: the window for {parts} failed:\n{result.stderr}")
            runs.append(float(lines[-1]))
        median = statistics.median(runs)
        baseline = median if baseline is None else baseline
        added = "" if parts == "dot" else f"+{median - baseline:.2f}"
        print(f"{parts:40} {median:9.2f} {added:>7}", flush=True)
    print(f"({time.monotonic() - started:.0f} s)")


if __name__ == "__main__":
    main()
