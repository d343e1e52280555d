#!/usr/bin/env python3
"""Benchmark: Kinetic's pull to action over a GtkListView against a GtkScrolledWindow over the same.

For 100, 10,000 and 1,000,000 rows, each window runs in a process of its own (this script with
`--window KIND ROWS`, through python3-gi and Kinetic's typelib, as any app in Python would): a
360 × 640 window holding a GtkListView (each row a label 40 pixels tall) over a list model whose
items are made on request (a Python GListModel: no million objects up front), in a
KineticPullToAction ("kinetic") or in a GtkScrolledWindow ("stock"). Each figure is the median of
REPEATS fresh processes per kind (the kinds in turn, so drift on the machine touches both alike):

- first frame, on Xvfb: the wall-clock time from starting the process to the window's first frame
  drawn (the frame clock's first `after-paint`), Python's and GTK's start-up included;
- RSS, on Xvfb: the process's resident memory (VmRSS) half a second after its first frame;
- the fling, in another fresh process on GTK's Broadway backend shown in a headless Chromium: one
  real finger (CDP Input.dispatchTouchEvent, which Broadway turns into a GDK touch sequence) goes
  300 pixels up over the list in 80 ms (ten moves 8 ms apart) and lifts. The same touches reach
  both, so the GtkScrolledWindow's own kinetic scrolling (its touch-only drag and swipe gestures)
  runs on the stock side and Kinetic's physics on the pull's; neither adjustment is moved by the
  script. Measured: the process's CPU time (every thread) from the list's first move to its last,
  per frame in which it moved and per 1,000 pixels it moved (the two fling different distances:
  GTK's deceleration is not Kinetic's), and the same for the momentum alone, from the finger's lift
  (the moment the driver has handed Chromium the touchEnd, within about a frame of GTK seeing it)
  to the last move. Broadway's daemon and Chromium draw the frames in their own processes, alike
  for both kinds, and are not counted.

    scripts/bench-scroll.py PREFIX [--rows 100,10000,1000000] [--repeats 5] [--print-only KIND]

PREFIX is where Kinetic is installed (`make bench-scroll` installs it into .build/bench-prefix).
It measures, it does not judge: it exits non-zero only when something fails, never on a figure.
The goals (issue 13): 1,000,000 rows within 10 % of 100 rows on every figure, and Kinetic at most
1.2 times the stock scrolled window. Needs Xvfb, gtk4-broadwayd (libgtk-4-bin), chromium,
python3-websocket, dbus-daemon and python3-gi with GTK 4's introspection data (run it with
/usr/bin/python3); the windows run with accessibility on, inside a session bus, and with
G_DEBUG=fatal-criticals. The Broadway quirks it works around are those of
Tests/EndToEnd/touch_suite.py, whose display it reuses (touch ids from 1, Chromium's dropped first
touchMove, touches of DOM nodes that a redraw detached).
"""

import argparse
import json
import os
import select
import statistics
import subprocess
import sys
import time
import types

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "EndToEnd"))
from gallery_harness import fail, free_display, stop, use_name  # noqa: E402
from touch_suite import Display, adopt_orphans, reap_orphans  # noqa: E402

KINDS = ["kinetic", "stock"]
TITLE = "Kinetic bench: scroll"
WIDTH, HEIGHT = 360, 640
FINGER_DISTANCE, FINGER_TIME, FINGER_STEPS = 300, 0.08, 10  # the finger's path: 300 px up in 80 ms
STILL_FRAMES = 20  # frames without a move that end a fling


def window(kind, rows):
    """The measured process: the window, a ready line at its first frame, a fling report."""
    import gi
    gi.require_version("Gtk", "4.0")
    from gi.repository import Gio, GLib, GObject, Gtk

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
            gi.require_version("Kinetic", "1")
            from gi.repository import Kinetic
            scroller = Kinetic.PullToAction()
            scroller.set_child(listing)
        else:
            scroller = Gtk.ScrolledWindow()
            scroller.set_child(listing)
        adjustment = scroller.get_vadjustment()
        win.set_child(scroller)
        state = {"painted": False, "last": None, "moving": False, "frames": 0, "still": 0,
                 "cpu": 0.0, "cpu_end": 0.0, "lift": None, "down": True}

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
                    state.update(moving=True, frames=0, cpu=time.process_time(), lift=None,
                                 **{"from": state["last"]})
                state["frames"] += 1
                state["still"] = 0
                state["cpu_end"] = time.process_time()
                state["to"] = value
            elif state["moving"] and not state["down"]:
                state["still"] += 1
                if state["still"] >= STILL_FRAMES:
                    state["moving"] = False
                    lift = state["lift"] or (state["frames"], state["cpu_end"], state["to"])
                    say({"event": "flung", "frames": state["frames"], "cpu": state["cpu_end"] - state["cpu"],
                         "distance": abs(state["to"] - state["from"]),
                         "momentum_frames": state["frames"] - lift[0], "momentum_cpu": state["cpu_end"] - lift[1],
                         "momentum_distance": abs(state["to"] - lift[2])})
            state["last"] = value
            return GLib.SOURCE_CONTINUE

        def command(channel, condition):
            # The driver says when the finger lifts (right after Chromium has taken its touchEnd,
            # within about a frame of GTK seeing it): that splits the fling into the finger's part
            # and the momentum's. (PyGObject 3.42 cannot hand a GdkEvent to Python, so the window
            # cannot watch the touch events itself.)
            line = sys.stdin.readline().strip()
            if line == "lift":
                state["down"] = False
                if state["moving"]:
                    state["lift"] = (state["frames"], time.process_time(), adjustment.get_value())
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


def start(kind, rows, env):
    """A fresh window process and its ready line, with the seconds it took to its first frame."""
    started = time.monotonic()
    process = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--window", kind, str(rows)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, env=env)
    try:
        ready = read_line(process, started + 30)
    except BaseException:
        stop(process)
        raise
    if ready.get("event") != "ready":
        stop(process)
        fail(f"expected the ready line, got {ready}")
    return process, ready, time.monotonic() - started


def measure_start(kind, rows, env):
    """One fresh process on Xvfb: first frame (s), RSS (KiB)."""
    process, _, first_frame = start(kind, rows, env)
    try:
        time.sleep(0.5)
        return first_frame, rss_kib(process.pid)
    finally:
        stop(process)


def measure_fling(kind, rows, env, browser):
    """One fresh process on Broadway, flung by one finger: the fling's CPU per frame and per
    1,000 px (ms), its frames, and the same for the momentum alone (after the finger lifts)."""
    process, ready, _ = start(kind, rows, env)
    try:
        time.sleep(0.5)  # The browser shows the window.
        x, y, width, height = ready["list"]
        finger = (round(x + width / 2), round(y + height - 100))
        browser.touch("touchStart", [(*finger, 1)])
        # Chromium swallows a sequence's first touchMove (its touch slop): spend it on one pixel.
        browser.touch("touchMove", [(finger[0], finger[1] + 1, 1)])
        for step in range(1, FINGER_STEPS + 1):
            time.sleep(FINGER_TIME / FINGER_STEPS)
            browser.touch("touchMove", [(finger[0], finger[1] - round(FINGER_DISTANCE * step / FINGER_STEPS), 1)])
        browser.touch("touchEnd", [])
        process.stdin.write("lift\n")
        process.stdin.flush()
        flung = read_line(process, time.monotonic() + 20)
        if flung.get("event") != "flung" or flung["frames"] < 10:
            fail(f"{kind} with {rows} rows did not fling: {flung}")
        momentum = flung["momentum_frames"]
        return (flung["cpu"] * 1000 / flung["frames"], flung["cpu"] * 1e6 / max(1, flung["distance"]),
                flung["frames"], flung["distance"],
                flung["momentum_cpu"] * 1000 / momentum if momentum else float("nan"),
                flung["momentum_cpu"] * 1e6 / max(1, flung["momentum_distance"]), momentum)
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
    parser.add_argument("--print-only", metavar="KIND", choices=KINDS,
                        help="measure only this kind (no ratios); for trying the script out")
    options = parser.parse_args()
    prefix = os.path.abspath(options.prefix)
    os.environ["GI_TYPELIB_PATH"] = os.path.join(prefix, "lib", "girepository-1.0")
    os.environ["LD_LIBRARY_PATH"] = os.path.join(prefix, "lib")
    use_name("bench-scroll")
    counts = [int(count) for count in options.rows.split(",")]
    adopt_orphans()
    display = free_display()
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while not os.path.exists(f"/tmp/.X11-unix/X{display[1:]}"):
        if server.poll() is not None or time.monotonic() > deadline:
            fail("Xvfb did not start")
        time.sleep(0.05)
    try:
        bus = types.SimpleNamespace(address=os.environ["DBUS_SESSION_BUS_ADDRESS"])
        with Display(bus) as broadway:
            run(options, counts, display, broadway)
    finally:
        stop(server)
    reap_orphans()


def run(options, counts, display, broadway):
    base = dict(os.environ, G_DEBUG="fatal-criticals")
    for name in ("GTK_A11Y", "NO_AT_BRIDGE", "DISPLAY", "WAYLAND_DISPLAY", "BROADWAY_DISPLAY"):
        base.pop(name, None)
    on_xvfb = dict(base, DISPLAY=display, GDK_BACKEND="x11")
    on_broadway = dict(base, GDK_BACKEND="broadway", BROADWAY_DISPLAY=broadway.name)
    print(f"bench-scroll: a GtkListView in Kinetic's pull to action and in a GtkScrolledWindow, "
          f"{WIDTH} × {HEIGHT} px, median of {options.repeats} fresh processes each; first frame and "
          f"RSS on Xvfb, the fling on Broadway (one finger, {FINGER_DISTANCE} px up in "
          f"{FINGER_TIME * 1000:.0f} ms)", flush=True)
    kinds = [options.print_only] if options.print_only else KINDS
    results = {}
    for rows in counts:
        for repeat in range(options.repeats):
            for kind in kinds:  # in turn, so drift on the machine touches both alike
                figures = measure_start(kind, rows, on_xvfb) + measure_fling(kind, rows, on_broadway, broadway.browser)
                results.setdefault((kind, rows), []).append(figures)
                first, rss, cpu, per_distance, frames, distance, momentum, momentum_distance, momentum_frames = figures
                print(f"  {kind:<7} {rows:>9} rows: first frame {first * 1000:.0f} ms, RSS {rss / 1024:.1f} MiB; "
                      f"fling {cpu:.3f} ms CPU per frame, {per_distance:.3f} ms per 1,000 px, {frames} frames, "
                      f"{distance:.0f} px; momentum {momentum:.3f} ms per frame, {momentum_distance:.3f} ms per "
                      f"1,000 px, {momentum_frames} frames", flush=True)
    columns = [("first frame ms", 1000, 0), ("RSS MiB", 1 / 1024, 1), ("CPU ms/frame", 1, 3),
               ("CPU ms/1000 px", 1, 3), ("frames", 1, 0), ("px", 1, 0), ("momentum ms/frame", 1, 3),
               ("momentum ms/1000 px", 1, 3), ("momentum frames", 1, 0)]
    medians = {key: [statistics.median(run[i] for run in runs) for i in range(len(columns))]
               for key, runs in results.items()}
    print()
    print(f"{'rows':>9} {'kind':<8}" + "".join(f" {name:>{max(8, len(name))}}" for name, _, _ in columns))
    for rows in counts:
        for kind in kinds:
            cells = "".join(f" {value * scale:>{max(8, len(name))}.{digits}f}"
                            for (name, scale, digits), value in zip(columns, medians[(kind, rows)]))
            print(f"{rows:>9} {kind:<8}{cells}")
    if options.print_only:
        return
    judged = [0, 1, 2, 3, 6, 7]  # not the frames and pixels: they describe the fling, they are not costs
    print()
    print("Kinetic/stock (the goal is at most 1.20): " + ", ".join(columns[i][0] for i in judged))
    for rows in counts:
        ours, theirs = medians[("kinetic", rows)], medians[("stock", rows)]
        print(f"  {rows:>9} rows: " + " ".join(f"{ours[i] / theirs[i]:.2f}" if theirs[i] else "-" for i in judged))
    low, high = min(counts), max(counts)
    print(f"{high:,} rows against {low:,} (1.00 = the same; the goal is at most 1.10): "
          + ", ".join(columns[i][0] for i in judged))
    for kind in KINDS:
        print(f"  {kind:<8} " + " ".join(f"{medians[(kind, high)][i] / medians[(kind, low)][i]:.2f}"
                                         if medians[(kind, low)][i] else "-" for i in judged))


if __name__ == "__main__":
    main()
