#!/usr/bin/env python3
"""Benchmark: memory and start-up of a window holding one Kinetic widget, against one with a stock GtkScale.

Five windows, each in fresh processes of its own (this script with `--window CASE`, through
python3-gi and Kinetic's typelib, as any app in Python would): a 360 × 640 GtkApplicationWindow
holding, 24 px in from its edges, one of

- slide-to-confirm: a KineticSlideToConfirm (its default label), centred vertically;
- pull-to-action: a KineticPullToAction with no content;
- gesture-board: a KineticGestureBoard with no children;
- onboarding: a KineticOnboardingCarousel (scales-to-fit) with `spec-path` set to the gallery's
  demo spec, Sources/KineticPlay/Demos/onboarding/onboarding.json (its images beside it);
- gtk-scale: a stock horizontal GtkScale (0 to 100), centred vertically: the reference.

The pull's and the board's content is the app's and would cost the same in a stock container, so
it is left out: the figures are the widgets' own (the library loaded, the classes registered, the
widget built, laid out and drawn). Each figure is the median of REPEATS fresh processes per case,
the cases in turn (so drift on the machine touches all alike), after one unmeasured round that
warms the page cache:

- first frame, on Xvfb: the wall-clock time (CLOCK_MONOTONIC, shared by the processes) from just
  before this script starts the process to the window's first frame drawn (the frame clock's first
  `after-paint` after the window is mapped): Python's, PyGObject's, GTK's and Kinetic's start-up,
  the widget's construction, layout and first snapshot. The per-run lines also split it: the
  interpreter up (until the first line of `--window`), the imports (gi, Gtk and, for a Kinetic
  case, the Kinetic typelib), and the rest (the library's loading happens at the first widget);
- memory, one second after the first frame (the carousel's badges have popped in): RSS (VmRSS of
  /proc/PID/status), and from /proc/PID/smaps_rollup the PSS (shared pages divided among the
  processes mapping them: the fairer figure for libraries every GTK app maps, though its level
  moves with whatever else on the machine maps them, so compare within one run) and Private_Dirty
  (the process's own written pages: heap, GL buffers, relocated data), plus the resident part of
  libkinetic-1.so.0's own mappings (/proc/PID/smaps);
- idle CPU, from then on: the CPU time the process spends over the next IDLE seconds with nothing
  touched, as a percentage of one core (the carousel's floating images keep moving; issue 26's
  goal for them is at most 5 %, under GL and Cairo alike: run once with --renderer cairo too).

The table gives the medians and each one's difference to the GtkScale window (the goal, issue 21:
within +5 MiB).

    scripts/bench-startup.py PREFIX [--repeats 5] [--cases slide-to-confirm,...] [--renderer cairo]
                                    [--spec PATH/TO/onboarding.json]

PREFIX is where Kinetic is installed (`make bench-startup` installs it into .build/bench-prefix);
the windows find it as an app would, through GI_TYPELIB_PATH and LD_LIBRARY_PATH only. It measures,
it does not judge: it exits non-zero only when something fails (a window that does not start,
dies, logs a critical or cannot load the spec), never on a figure. One Xvfb serves the whole run;
the windows run with accessibility on inside a D-Bus session bus (the script runs itself under
dbus-run-session), GLib criticals fatal, and GTK's default renderer (GL: Mesa's llvmpipe under
Xvfb) unless --renderer says otherwise. Needs Xvfb, dbus-run-session, at-spi2-core and python3-gi
with GTK 4's introspection data (run it with /usr/bin/python3); `make bench-packages` installs them.
About a minute for the default five repeats.
"""

import time

STARTED = time.monotonic()  # Before anything else: the window's interpreter is up.

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import select  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "EndToEnd"))
from gallery_harness import fail, free_display, stop, use_name  # noqa: E402

KINETIC_CASES = ["slide-to-confirm", "pull-to-action", "gesture-board", "onboarding"]
STOCK = "gtk-scale"
CASES = KINETIC_CASES + [STOCK]
TITLE = "Kinetic bench: start-up"
WIDTH, HEIGHT = 360, 640
MARGIN = 24
SETTLE = 1.0  # seconds from the first frame to the memory readings
IDLE = 3.0  # seconds of rest over which the idle CPU is read
DEFAULT_SPEC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "KineticPlay", "Demos",
                            "onboarding", "onboarding.json")
LIBRARY = "libkinetic-1.so"


def memory():
    """This process's RSS, PSS and private dirty pages, and libkinetic's resident part (KiB)."""
    figures = {}
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                figures["rss"] = int(line.split()[1])
    with open("/proc/self/smaps_rollup") as rollup:
        for line in rollup:
            name, _, rest = line.partition(":")
            if name in ("Pss", "Private_Dirty"):
                figures[name.lower()] = int(rest.split()[0])
    library, inside = 0, False
    with open("/proc/self/smaps") as smaps:
        for line in smaps:
            first = line.split(None, 1)[0]
            if "-" in first and not first.endswith(":"):  # a mapping's header line
                inside = LIBRARY in line
            elif inside and first == "Rss:":
                library += int(line.split()[1])
    figures["library"] = library
    return figures


def window(case, spec):
    """The measured process: the window, then one JSON line one second after its first frame."""
    imports = time.monotonic()
    import gi
    gi.require_version("Gtk", "4.0")
    from gi.repository import Gio, GLib, Gtk
    if case != STOCK:
        gi.require_version("Kinetic", "1")
        from gi.repository import Kinetic
    imported = time.monotonic()
    times = {"started": STARTED, "imports": imports, "imported": imported}

    def activate(application):
        win = Gtk.ApplicationWindow(application=application, title=TITLE)
        win.set_default_size(WIDTH, HEIGHT)
        if case == "slide-to-confirm":
            widget = Kinetic.SlideToConfirm(valign=Gtk.Align.CENTER)
        elif case == "pull-to-action":
            widget = Kinetic.PullToAction()
        elif case == "gesture-board":
            widget = Kinetic.GestureBoard()
        elif case == "onboarding":
            widget = Kinetic.OnboardingCarousel(scales_to_fit=True)
            widget.set_spec_path(spec)
        else:
            widget = Gtk.Scale.new_with_range(Gtk.Orientation.HORIZONTAL, 0, 100, 1)
            widget.set_valign(Gtk.Align.CENTER)
        for side in ("top", "bottom", "start", "end"):
            getattr(widget, f"set_margin_{side}")(MARGIN)
        win.set_child(widget)

        def report():
            line = {"times": times, "memory": memory_at_rest[0],
                    "idle_cpu": (time.process_time() - idle_from[0]) / IDLE * 100}
            if case == "onboarding":
                error = widget.get_error()
                line["pages"] = widget.get_n_pages()
                line["error"] = error.message if error else None
            print(json.dumps(line), flush=True)
            application.quit()
            return GLib.SOURCE_REMOVE

        memory_at_rest, idle_from = [], []

        def settled():
            # Memory once settled, then the CPU the window spends doing nothing for IDLE seconds
            # (a carousel's floating images keep moving; everything else should be still).
            memory_at_rest.append(memory())
            idle_from.append(time.process_time())
            GLib.timeout_add(round(IDLE * 1000), report)
            return GLib.SOURCE_REMOVE

        def painted(clock):
            times["painted"] = time.monotonic()
            clock.disconnect(handler[0])
            GLib.timeout_add(round(SETTLE * 1000), settled)

        handler = []
        win.connect("map", lambda _: handler.append(win.get_frame_clock().connect("after-paint", painted)))
        win.present()

    application = Gtk.Application(application_id="org.kinetic.BenchStartup",
                                  flags=Gio.ApplicationFlags.NON_UNIQUE)
    application.connect("activate", activate)
    sys.exit(application.run([sys.argv[0]]))


def measure(case, spec, env):
    """One fresh process: its report, with the times in seconds from the moment it was started."""
    started = time.monotonic()
    process = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--window", case, spec],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        deadline = started + 30
        report = None
        while report is None:
            if time.monotonic() > deadline:
                fail(f"the {case} window did not report within 30 s")
            ready, _, _ = select.select([process.stdout], [], [], 0.1)
            if ready:
                line = process.stdout.readline()
                if line.startswith("{"):
                    report = json.loads(line)
                elif not line and process.poll() is not None:
                    fail(f"the {case} window exited with {process.returncode}: {process.stderr.read()[-2000:]}")
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            fail(f"the {case} window did not exit after its report")
        if process.returncode != 0:
            fail(f"the {case} window exited with {process.returncode}: {process.stderr.read()[-2000:]}")
    finally:
        stop(process)
    if case == "onboarding" and (report.get("error") or not report.get("pages")):
        fail(f"the carousel did not show {spec}: {report.get('error') or 'no pages'}")
    report["times"] = {name: moment - started for name, moment in report["times"].items()}
    return report


# The table's columns: a name, how to read the figure from a report, its unit's scale and digits.
COLUMNS = [
    ("RSS MiB", lambda r: r["memory"]["rss"], 1 / 1024, 1),
    ("PSS MiB", lambda r: r["memory"]["pss"], 1 / 1024, 1),
    ("priv. dirty MiB", lambda r: r["memory"]["private_dirty"], 1 / 1024, 1),
    ("first frame ms", lambda r: r["times"]["painted"], 1000, 0),
    ("idle CPU %", lambda r: r["idle_cpu"], 1, 1),
]


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--window":
        window(sys.argv[2], sys.argv[3])
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("prefix", help="where Kinetic is installed (its lib/ and typelib)")
    parser.add_argument("--repeats", type=int, default=5, help="fresh processes per case, median taken (default 5)")
    parser.add_argument("--cases", default=",".join(CASES),
                        help=f"some of {', '.join(CASES)} (default all; {STOCK} is always measured)")
    parser.add_argument("--renderer", help="GSK_RENDERER for the windows (default GTK's own: GL)")
    parser.add_argument("--spec", default=DEFAULT_SPEC, help="the carousel's spec (default the gallery's demo)")
    options = parser.parse_args()
    cases = options.cases.split(",")
    for case in cases:
        if case not in CASES:
            parser.error(f"unknown case {case}; expected some of {', '.join(CASES)}")
    cases = [case for case in CASES if case in cases or case == STOCK]
    if options.repeats < 1:
        parser.error("--repeats must be at least 1")
    prefix = os.path.abspath(options.prefix)
    spec = os.path.abspath(options.spec)
    if not os.path.isfile(os.path.join(prefix, "lib", "libkinetic-1.so.0")):
        parser.error(f"{prefix}/lib/libkinetic-1.so.0 is missing: is Kinetic installed under {prefix}?")
    if not os.path.isfile(spec):
        parser.error(f"the carousel's spec {spec} is missing")
    os.environ["GI_TYPELIB_PATH"] = os.path.join(prefix, "lib", "girepository-1.0")
    os.environ["LD_LIBRARY_PATH"] = os.path.join(prefix, "lib")
    use_name("bench-startup")

    display = free_display()
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while not os.path.exists(f"/tmp/.X11-unix/X{display[1:]}"):
        if server.poll() is not None or time.monotonic() > deadline:
            fail("Xvfb did not start")
        time.sleep(0.05)
    try:
        run(options, cases, spec, prefix, display)
    finally:
        stop(server)


def run(options, cases, spec, prefix, display):
    env = dict(os.environ, G_DEBUG="fatal-criticals", DISPLAY=display, GDK_BACKEND="x11")
    for name in ("GTK_A11Y", "NO_AT_BRIDGE", "WAYLAND_DISPLAY", "BROADWAY_DISPLAY", "GSK_RENDERER"):
        env.pop(name, None)
    if options.renderer:
        env["GSK_RENDERER"] = options.renderer
    size = os.path.getsize(os.path.join(prefix, "lib", "libkinetic-1.so.0"))
    print(f"bench-startup: each Kinetic widget alone in a {WIDTH} × {HEIGHT} px window against a stock "
          f"GtkScale, through the typelib (libkinetic-1.so.0 {size / 2**20:.1f} MiB, {prefix}); median of "
          f"{options.repeats} fresh processes each on Xvfb, renderer {options.renderer or 'default'}, "
          f"accessibility on; memory {SETTLE:g} s after the first frame", flush=True)
    for case in cases:  # One unmeasured round: the page cache holds the libraries.
        measure(case, spec, env)
    results = {}
    for repeat in range(options.repeats):
        for case in cases:  # in turn, so drift on the machine touches all alike
            report = measure(case, spec, env)
            results.setdefault(case, []).append(report)
            times, mem = report["times"], report["memory"]
            print(f"  {case:<16} first frame {times['painted'] * 1000:4.0f} ms (interpreter "
                  f"{times['started'] * 1000:3.0f}, imports {(times['imported'] - times['imports']) * 1000:3.0f}, "
                  f"the rest {(times['painted'] - times['imported']) * 1000:3.0f}); RSS {mem['rss'] / 1024:.1f} MiB, "
                  f"PSS {mem['pss'] / 1024:.1f} MiB, private dirty {mem['private_dirty'] / 1024:.1f} MiB, "
                  f"{LIBRARY} resident {mem['library'] / 1024:.1f} MiB", flush=True)
    medians = {case: [statistics.median(read(r) for r in reports) for _, read, _, _ in COLUMNS]
               for case, reports in results.items()}
    library = {case: statistics.median(r["memory"]["library"] for r in reports) for case, reports in results.items()}
    print()
    print(f"Medians of {options.repeats}, and the difference to the {STOCK} window (the goal: within +5 MiB)")
    print(f"{'case':<17}" + "".join(f" {name:>15} {'Δ':>7}" for name, _, _, _ in COLUMNS)
          + f" {'lib resident MiB':>16}")
    stock = medians[STOCK]
    for case in cases:
        cells = ""
        for (name, _, scale, digits), value, reference in zip(COLUMNS, medians[case], stock):
            difference = "" if case == STOCK else f"{(value - reference) * scale:+7.{digits}f}"
            cells += f" {value * scale:>15.{digits}f} {difference:>7}"
        print(f"{case:<17}{cells} {library[case] / 1024:>16.1f}")


if __name__ == "__main__":
    main()
