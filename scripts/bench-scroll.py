#!/usr/bin/env python3
"""Benchmark: Kinetic's pull to action over a GtkListView against a GtkScrolledWindow over the same.

For 100, 10,000 and 1,000,000 rows, each window runs in a process of its own (this script with
`--window KIND ROWS`, through python3-gi and Kinetic's typelib, as any app in Python would): a
360 × 640 window holding a GtkListView (each row a label 40 pixels tall) over a list model whose
items are made on request (a Python GListModel: no million objects up front), in a
KineticPullToAction ("kinetic") or in a GtkScrolledWindow ("stock"). Each figure is the median of
REPEATS fresh processes:

- first frame: the wall-clock time from starting the process to the window's first frame drawn
  (the frame clock's first `after-paint`), Python's and GTK's start-up included, the same for both;
- RSS: the process's resident memory (VmRSS) half a second after its first frame;
- CPU per scroll frame during a scripted fling: the process's CPU time (every thread) from the
  list's first move to its last, divided by the frames in which it moved (and, since a faster
  fling makes more rows per frame, divided by the distance too: CPU per 1,000 pixels). The pull is flung as a
  user flings it: xdotool drags the mouse 300 pixels up in 80 ms and lets go, and Kinetic's
  physics carries the list on. A GtkScrolledWindow flings only under a touchscreen's finger, which
  xdotool cannot give, so its fling is scripted on its adjustment along the same decay (3,750
  pixels a second, decelerating at Kinetic's normal rate, 0.998 a millisecond), as its kinetic
  scrolling moves the adjustment on every frame, with the pointer resting over the list where the
  pull's drag leaves it.

    scripts/bench-scroll.py PREFIX [--rows 100,10000,1000000] [--repeats 5]

PREFIX is where Kinetic is installed (`make bench-scroll` installs it into .build/bench-prefix).
It measures, it does not judge: it exits non-zero only when something fails, never on a figure.
The goals (issue 13): 1,000,000 rows within 10 % of 100 rows on every figure, and Kinetic at most
1.2 times the stock scrolled window. Needs Xvfb, xdotool, dbus-run-session and python3-gi with
GTK 4's introspection data; the windows run with accessibility on and G_DEBUG=fatal-criticals.
"""

import argparse
import json
import os
import select
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "EndToEnd"))
from gallery_harness import fail, free_display, stop, use_name, xdotool  # noqa: E402

KINDS = ["kinetic", "stock"]
TITLE = "Kinetic bench: scroll"
WIDTH, HEIGHT = 360, 640
FLING_VELOCITY = 3750.0  # pixels a second: 300 pixels in 80 ms
DECELERATION = 0.998  # Kinetic's normal deceleration rate, per millisecond
STILL_FRAMES = 20  # frames without a move that end a fling


def window(kind, rows):
    """The measured process: the window, a ready line at its first frame, a fling report."""
    import gi
    gi.require_version("Gtk", "4.0")
    gi.require_version("Kinetic", "1")
    from gi.repository import Gio, GLib, GObject, Gtk, Kinetic

    def say(line):
        print(json.dumps(line), flush=True)

    class Messages(GObject.Object, Gio.ListModel):
        """`rows` items, each made when the list asks for it."""

        def do_get_item_type(self):
            return Gtk.StringObject.__gtype__

        def do_get_n_items(self):
            return rows

        def do_get_item(self, position):
            return Gtk.StringObject.new(f"Message {position}") if position < rows else None

    def activate(application):
        win = Gtk.ApplicationWindow(application=application, title=TITLE)
        win.set_default_size(WIDTH, HEIGHT)
        factory = Gtk.SignalListItemFactory()
        factory.connect("setup", lambda _, item: item.set_child(Gtk.Label(xalign=0, height_request=40)))
        factory.connect("bind", lambda _, item: item.get_child().set_label(item.get_item().get_string()))
        listing = Gtk.ListView(model=Gtk.NoSelection(model=Messages()), factory=factory)
        if kind == "kinetic":
            scroller = Kinetic.PullToAction()
            scroller.set_content(listing)
        else:
            scroller = Gtk.ScrolledWindow()
            scroller.set_child(listing)
        adjustment = scroller.get_vadjustment()
        win.set_child(scroller)
        state = {"painted": False, "last": None, "moving": False, "frames": 0, "still": 0,
                 "cpu": 0.0, "cpu_end": 0.0}

        def painted(clock):
            if state["painted"]:
                return
            state["painted"] = True
            clock.disconnect(paint_handler[0])
            ok, bounds = listing.compute_bounds(win)
            dx, dy = win.get_surface_transform()
            say({"event": "ready", "list": [bounds.origin.x + dx, bounds.origin.y + dy,
                                            bounds.size.width, bounds.size.height],
                 "upper": adjustment.get_upper()})

        paint_handler = []

        def watch(widget, clock):
            value = adjustment.get_value()
            if state["last"] is not None and value != state["last"]:
                if not state["moving"]:
                    state.update(moving=True, frames=0, cpu=time.process_time(), **{"from": state["last"]})
                state["frames"] += 1
                state["still"] = 0
                state["cpu_end"] = time.process_time()
            elif state["moving"]:
                state["still"] += 1
                if state["still"] >= STILL_FRAMES:
                    state["moving"] = False
                    say({"event": "flung", "frames": state["frames"],
                         "cpu": state["cpu_end"] - state["cpu"], "distance": abs(value - state["from"])})
            state["last"] = value
            return GLib.SOURCE_CONTINUE

        def fling():
            velocity = [FLING_VELOCITY]
            previous = [None]

            def step(widget, clock):
                now = clock.get_frame_time() / 1e6
                if previous[0] is not None:
                    dt = now - previous[0]
                    adjustment.set_value(adjustment.get_value() + velocity[0] * dt)
                    velocity[0] *= DECELERATION ** (dt * 1000)
                previous[0] = now
                return GLib.SOURCE_CONTINUE if velocity[0] > 5 else GLib.SOURCE_REMOVE

            listing.add_tick_callback(step)

        def command(channel, condition):
            line = sys.stdin.readline().strip()
            if line == "fling":
                fling()
            return GLib.SOURCE_CONTINUE if line else GLib.SOURCE_REMOVE

        def mapped(_):
            clock = win.get_frame_clock()
            paint_handler.append(clock.connect("after-paint", painted))
            listing.add_tick_callback(watch)

        win.connect("map", mapped)
        GLib.io_add_watch(GLib.IOChannel.unix_new(sys.stdin.fileno()), GLib.PRIORITY_DEFAULT,
                          GLib.IOCondition.IN | GLib.IOCondition.HUP, command)
        win.present()

    application = Gtk.Application(application_id="org.kinetic.BenchScroll",
                                  flags=Gio.ApplicationFlags.NON_UNIQUE)
    application.connect("activate", activate)
    sys.exit(application.run([sys.argv[0]]))


def read_line(process, deadline):
    """The next JSON line the window prints, or a failure at the deadline."""
    while time.monotonic() < deadline:
        if process.poll() is not None:
            fail(f"the window exited with {process.returncode}: {process.stderr.read()[-2000:]}")
        ready, _, _ = select.select([process.stdout], [], [], 0.1)
        if ready:
            line = process.stdout.readline()
            if line.startswith("{"):
                return json.loads(line)
    fail("the window did not answer in time")


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def measure(kind, rows, env):
    """One fresh process: first frame (s), RSS (KiB), CPU per fling frame (ms), frames."""
    started = time.monotonic()
    process = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--window", kind, str(rows)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, env=env)
    try:
        ready = read_line(process, started + 30)
        first_frame = time.monotonic() - started
        if ready.get("event") != "ready":
            fail(f"expected the ready line, got {ready}")
        time.sleep(0.5)
        rss = rss_kib(process.pid)
        x, y, width, height = ready["list"]
        window = xdotool(env, "search", "--sync", "--name", TITLE).split()[0]
        geometry = dict(item.split("=") for item in
                        xdotool(env, "getwindowgeometry", "--shell", window).split())
        left, top = int(geometry["X"]) + x, int(geometry["Y"]) + y
        if kind == "kinetic":
            cx, start = round(left + width / 2), round(top + height - 100)
            commands = ["mousemove", str(cx), str(start), "mousedown", "1"]
            for step in range(1, 11):
                commands += ["sleep", "0.008", "mousemove", str(cx), str(start - 30 * step)]
            commands += ["mouseup", "1"]
            xdotool(env, *commands)
        else:
            # The pointer rests over the list, where the pull's drag leaves it: rows passing under
            # it take and lose their hover look in both.
            xdotool(env, "mousemove", str(round(left + width / 2)), str(round(top + height - 400)))
            time.sleep(0.2)
            process.stdin.write("fling\n")
            process.stdin.flush()
        flung = read_line(process, time.monotonic() + 20)
        if flung.get("event") != "flung" or flung["frames"] < 10:
            fail(f"{kind} with {rows} rows did not fling: {flung}")
        return (first_frame, rss, flung["cpu"] * 1000 / flung["frames"],
                flung["cpu"] * 1e6 / max(1, flung["distance"]), flung["frames"])
    finally:
        stop(process)


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--window":
        window(sys.argv[2], int(sys.argv[3]))
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("prefix", help="where Kinetic is installed (its lib/ and typelib)")
    parser.add_argument("--rows", default="100,10000,1000000")
    parser.add_argument("--repeats", type=int, default=5, help="fresh processes per figure, median taken")
    options = parser.parse_args()
    prefix = os.path.abspath(options.prefix)
    os.environ["GI_TYPELIB_PATH"] = os.path.join(prefix, "lib", "girepository-1.0")
    os.environ["LD_LIBRARY_PATH"] = os.path.join(prefix, "lib")
    use_name("bench-scroll")
    counts = [int(count) for count in options.rows.split(",")]
    display = free_display()
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while not os.path.exists(f"/tmp/.X11-unix/X{display[1:]}"):
        if server.poll() is not None or time.monotonic() > deadline:
            fail("Xvfb did not start")
        time.sleep(0.05)
    try:
        run(options, counts, display)
    finally:
        stop(server)


def run(options, counts, display):
    env = dict(os.environ, DISPLAY=display, G_DEBUG="fatal-criticals", GDK_BACKEND="x11")
    env.pop("GTK_A11Y", None)
    print(f"bench-scroll: a GtkListView in Kinetic's pull to action and in a GtkScrolledWindow, "
          f"{WIDTH} × {HEIGHT} px, median of {options.repeats} fresh processes each", flush=True)
    results = {}
    for rows in counts:
        for repeat in range(options.repeats):
            for kind in KINDS:  # in turn, so drift on the machine touches both alike
                figures = measure(kind, rows, env)
                results.setdefault((kind, rows), []).append(figures)
                print(f"  {kind:<7} {rows:>9} rows: first frame {figures[0] * 1000:.0f} ms, "
                      f"RSS {figures[1] / 1024:.1f} MiB, {figures[2]:.3f} ms CPU per frame, "
                      f"{figures[3]:.3f} ms per 1,000 px, over {figures[4]} frames", flush=True)
    print()
    print(f"{'rows':>9} {'kind':<8} {'first frame ms':>15} {'RSS MiB':>8} {'CPU ms/frame':>13}"
          f" {'CPU ms/1000 px':>15}   {'Kinetic/stock':>24}")
    medians = {key: [statistics.median(run[i] for run in runs) for i in range(4)]
               for key, runs in results.items()}
    for rows in counts:
        for kind in KINDS:
            first, rss, cpu, per_distance = medians[(kind, rows)]
            ratio = ""
            if kind == "kinetic":
                stock = medians[("stock", rows)]
                ratio = " ".join(f"{ours / theirs:.2f}" if theirs else "-"
                                 for ours, theirs in zip(medians[(kind, rows)], stock))
            print(f"{rows:>9} {kind:<8} {first * 1000:>15.0f} {rss / 1024:>8.1f} {cpu:>13.3f}"
                  f" {per_distance:>15.3f}   {ratio:>24}")
    low, high = min(counts), max(counts)
    print()
    print(f"{high:,} rows against {low:,} (1.00 = the same; the goal is at most 1.10):")
    for kind in KINDS:
        ratios = [h / l if l else float("nan") for h, l in zip(medians[(kind, high)], medians[(kind, low)])]
        print(f"  {kind:<8} first frame {ratios[0]:.2f}, RSS {ratios[1]:.2f}, CPU per frame {ratios[2]:.2f}, "
              f"CPU per 1,000 px {ratios[3]:.2f}")
    print("Kinetic/stock columns: first frame, RSS, CPU per frame, CPU per 1,000 px "
          "(the goal is at most 1.20).")


if __name__ == "__main__":
    main()
