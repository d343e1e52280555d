#!/usr/bin/env python3
"""Benchmark: the CPU a control's widget costs per motion event of a drag, against a stock GtkScale.

For each control's page of `kinetic gallery` (slide to confirm, pull to action, gestures,
onboarding), at GDK_SCALE 1 and 2, under GTK's default renderer (GL; under Xvfb that is Mesa's
llvmpipe) and GSK_RENDERER=cairo, it opens the page on a virtual X display (Xvfb) and, on a second
display of the same size, a window of the same size holding only a stock GtkScale (this script
with `--stock-window`, through python3-gi). It then drags each with xdotool: the button held, EVENTS
motion events DELAY ms apart along the control's natural axis and back (the slide's thumb to the
right and back, the inbox pulled down and back, the photo card around a circle, the carousel
paged to the left and back; the GtkScale's slider along it and back), still for 100 ms before the
release. The CPU time of the process (every thread's, from /proc/PID/task/*/schedstat), read before
the press and 300 ms after the release, divided by EVENTS is the cost of a motion event. One
shorter unmeasured drag warms each process up; then the two are dragged in turn REPEATS times and the
medians are printed side by side, with their ratio (Kinetic / GtkScale; the goal is at most 1.0)
and how busy the gallery was (its CPU time over the time the pointer moved; 100 % is one core).
Busy at 80 % or more, it may not have kept up: GTK merges the motion events it is late for into
one, so the figure is a lower bound, flagged with a *; a larger DELAY gives it more time per event.

    scripts/bench-frame-cost.py PATH/TO/kinetic [--events 200] [--delay 8] [--repeats 3]
                                [--controls slide-to-confirm,...] [--scales 1,2]
                                [--renderers default,cairo] [--widgets PREFIX | --beside-bare-page]

It measures, it does not judge: it exits non-zero only when something fails (a process that
does not start or dies, a drag that does not reach the control), never on a ratio. The full run
(4 controls × 2 scales × 2 renderers) takes about five minutes. Other work on the machine adds
noise: compare figures from one run, side by side, not across runs.

The gallery runs as the end-to-end scripts run it: with --log (its ready line says where the
control is; it also prints a JSON line per interaction, as a gallery with --log does), with
accessibility on inside a D-Bus session bus (the script runs itself under dbus-run-session) and
G_DEBUG=fatal-criticals; the GtkScale's window runs in the same session, the same way.
Needs Xvfb, xdotool, dbus-run-session and python3-gi with GTK 4's introspection data
(gir1.2-gtk-4.0); `make bench` installs what is missing.

With --widgets PREFIX (what `make bench-frames` runs) each control's widget is alone in a window
(this script with `--widget-window`, through Kinetic's typelib under PREFIX) and its peer is the
stock way to do the same job, with the same content, in a window of the same size (this script with
`--peer-window`), both filling their windows inside 24-pixel margins and dragged along the same
path: the slide against a GtkScale; the gesture board holding one 145 × 300 Gtk.Picture card (an
image of the onboarding demo) against a Gtk.Fixed whose Gtk.Picture (the same image, size and
place) a GtkGestureDrag moves with gtk_fixed_move, on the board's surface and frame (CSS: the same
colours, the same render nodes), both taken once around a circle; the onboarding
carousel on Kinetic's onboarding demo spec against an AdwCarousel (libadwaita, gir1.2-adw-1; mouse
drags allowed by default) whose pages hold the spec's pictures at rest at their places and its
texts, read from the spec, both swiped most of a page and back; the pull holding 30 rows against a
GtkScrolledWindow holding the same rows, both dragged down and back. A GtkScrolledWindow pans only
touch, and xdotool makes mouse events: a GtkGestureDrag on it sets its vertical adjustment, as an
app that wants a mouse-draggable scroller does (it starts scrolled to the end, so that the drag
down scrolls). Each window says "ready" with its frame and "moved" when it first follows, and
disconnects that handler at once: no Python runs on the measured path, except the peers' drag
handlers (a GtkGestureDrag does nothing by itself): the board's and the pull's peers run one small
Python handler per motion event, which their figures include.

With --beside-bare-page (and without --widgets) each page's peer is the same page with its knobs
hidden (`kinetic gallery --hide-knobs`: the knobs keep their place but draw nothing), dragged along
the same path: the ratio is what a page costs with its knobs against without them, which is what
the knobs' own drawing adds to a frame.
"""

import argparse
import json
import math
import os
import select
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "EndToEnd"))
from gallery_harness import Log, fail, stop, use_name, xdotool  # noqa: E402 (the end-to-end scripts' helpers)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from onboarding_peer import onboarding_pages  # noqa: E402 (beside this script)

CONTROLS = ["slide-to-confirm", "pull-to-action", "gestures", "onboarding"]
RENDERERS = {"default": None, "cairo": "cairo"}
# Big enough for the tallest gallery window (920 × 768) at GDK_SCALE=2.
SCREEN = "2400x1800x24"
STOCK_TITLE = "Kinetic bench: GtkScale"
WARM_EVENTS = 60  # motion events of the unmeasured drag that warms each process up
SETTLE = 0.3  # seconds between the release and the second CPU reading
REST = 0.1  # seconds the pointer stays still before the release, so that nothing flings
TICKS = os.sysconf("SC_CLK_TCK")
BUSY = 0.8  # from this share of a core on, the table flags the gallery as possibly not keeping up


def cpu_seconds(pid):
    """The CPU time of every thread of the process, in seconds.

    From each thread's /proc/PID/task/TID/schedstat (nanoseconds on a CPU), which is exact where
    /proc/PID/stat counts whole clock ticks (10 ms: a twentieth of a millisecond per event over
    200 events, as much as the difference being measured); /proc/PID/stat when schedstat is
    missing (a kernel without scheduler statistics). A thread that ends between two readings
    takes its time with it: GTK's threads live as long as the window.
    """
    try:
        total = 0
        for task in os.listdir(f"/proc/{pid}/task"):
            try:
                with open(f"/proc/{pid}/task/{task}/schedstat") as stat:
                    total += int(stat.read().split()[0])
            except FileNotFoundError:
                continue  # the thread ended since the listing
        return total / 1e9
    except FileNotFoundError:
        pass
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    # After the command's closing parenthesis: state is field 3, utime 14 and stime 15.
    return (int(fields[11]) + int(fields[12])) / TICKS


class Display:
    """An Xvfb server of its own: Xvfb picks a free display number and tells it (-displayfd)."""

    def __init__(self):
        read, write = os.pipe()
        self.process = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", SCREEN,
                                         "-nolisten", "tcp"], pass_fds=(write,),
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            ready, _, _ = select.select([pipe], [], [], 20)
            number = pipe.readline().strip() if ready else ""
        if not number:
            stop(self.process)
            fail("Xvfb did not start")
        self.env = dict(os.environ, DISPLAY=f":{number}", GDK_BACKEND="x11")
        for name in ("WAYLAND_DISPLAY", "GTK_A11Y", "NO_AT_BRIDGE", "GDK_SCALE", "GSK_RENDERER"):
            self.env.pop(name, None)

    def close(self):
        stop(self.process)


class Subject:
    """A process under test on a display of its own: the gallery's page or the stock window.

    `frame` is the control's (x, y, width, height) on the screen in device pixels.
    """

    def __init__(self, name, command, title, part, scale, renderer):
        self.name = name
        self.scale = scale
        self.display = Display()
        self.process = None
        try:
            env = dict(self.display.env, G_DEBUG="fatal-criticals", GDK_SCALE=str(scale))
            if RENDERERS[renderer]:
                env["GSK_RENDERER"] = RENDERERS[renderer]
            self.errors = tempfile.TemporaryFile(mode="w+")
            self.process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=self.errors, text=True)
            self.log = Log(self.process.stdout, diagnosis=self.diagnosis)
            ready = self.log.wait_for(lambda l: l.get("event") == "ready", 60, f"{name}'s ready line")
            if part not in ready.get("controls", {}):
                fail(f"{name}'s ready line has no {part} frame: {ready}")
            window = xdotool(self.display.env, "search", "--sync", "--name", title).split()[0]
            geometry = dict(line.split("=") for line in
                            xdotool(self.display.env, "getwindowgeometry", "--shell", window).split())
            self.window_size = (int(geometry["WIDTH"]), int(geometry["HEIGHT"]))
            # Without a window manager the window's surface starts at its position on the screen;
            # the ready line's frames are in the surface's coordinates, in GTK's (scaled) pixels.
            x, y, w, h = ready["controls"][part]
            self.frame = (int(geometry["X"]) + x * scale, int(geometry["Y"]) + y * scale, w * scale, h * scale)
        except BaseException:
            self.close()
            raise

    def diagnosis(self):
        """How the process ended, when it did, with the end of its standard error."""
        if not self.process:
            return ""
        try:
            self.process.wait(timeout=2)  # A process that closed its output is on its way out.
        except subprocess.TimeoutExpired:
            return ""
        self.errors.seek(0)
        said = "\n".join(self.errors.read().splitlines()[-6:])
        return f"; {self.name} exited with status {self.process.returncode}; it said:\n{said}"

    def check_alive(self):
        if self.process.poll() is not None:
            fail(f"{self.name} is gone{self.diagnosis()}")

    def drag(self, path, delay):
        """Presses at the path's first point, moves through the rest, rests, releases; returns the
        CPU seconds the process used from just before the press to SETTLE after the release, and
        sets `busy` to that over the time the pointer moved (1.0: a core's worth)."""
        env = self.display.env
        xdotool(env, "mousemove", str(path[0][0]), str(path[0][1]))
        time.sleep(0.1)
        self.check_alive()
        commands = ["mousedown", "1"]
        for x, y in path[1:]:
            commands += ["sleep", f"{delay / 1000:.4f}", "mousemove", str(x), str(y)]
        commands += ["sleep", str(REST), "mouseup", "1"]
        before, start = cpu_seconds(self.process.pid), time.monotonic()
        xdotool(env, *commands)
        time.sleep(SETTLE)
        after, end = cpu_seconds(self.process.pid), time.monotonic()
        self.check_alive()
        self.busy = (after - before) / max(0.001, end - start - REST - SETTLE)
        return after - before

    def close(self):
        if self.process:
            stop(self.process)
            self.errors.close()
        self.display.close()


def line(start, end, steps):
    """`steps` points after `start` on the way to `end`, in whole device pixels."""
    return [(round(start[0] + (end[0] - start[0]) * i / steps), round(start[1] + (end[1] - start[1]) * i / steps))
            for i in range(1, steps + 1)]


def there_and_back(start, end, events):
    """The press point, then `events` motion events: to `end` and back to `start`."""
    half = events // 2
    return [start] + line(start, end, half) + line(end, start, events - half)


def circle(start, radius, events):
    """The press point, then `events` motion events once around a circle through it (its centre
    `radius` to the right of it)."""
    centre = (start[0] + radius, start[1])
    return [start] + [(round(centre[0] - radius * math.cos(2 * math.pi * i / events)),
                       round(centre[1] - radius * math.sin(2 * math.pi * i / events)))
                      for i in range(1, events + 1)]


def control_path(control, frame, scale, events):
    """The drag along the control's natural axis, in device pixels on the screen."""
    left, top, width, height = frame

    def at(x, y):  # a point given in the control's own (unscaled) pixels
        return (round(left + x * scale), round(top + y * scale))

    w, h = width / scale, height / scale
    if control == "slide-to-confirm":
        # The thumb (grabbed where it rests) to 70 % of the track and back: no confirmation.
        return there_and_back(at(50, h / 2), at(w * 0.7, h / 2), events)
    if control == "pull-to-action":
        # The inbox pulled down past the threshold and pushed back up: nothing triggers.
        return there_and_back(at(w / 2, 90), at(w / 2, 90 + 240), events)
    if control == "gestures":
        # The photo card (GesturesPage.Layout: at (40, 44), 216 × 164) once around a circle.
        return circle(at(40 + 216 / 2, 44 + 164 / 2), round(110 * scale), events)
    if control == "onboarding":
        # The carousel (320 × 568) swiped most of a page to the left and back.
        return there_and_back(at(300, 300), at(20, 300), events)
    raise ValueError(control)


def widget_path(control, frame, scale, events):
    """The drag of a widget alone in its window (--widgets), and of its peer: the gallery's drags,
    but the board's card is the widget window's picture (CARD)."""
    if control != "gestures":
        return control_path(control, frame, scale, events)
    x, y, width, height = CARD
    return circle((round(frame[0] + (x + width / 2) * scale), round(frame[1] + (y + height / 2) * scale)),
                  round(110 * scale), events)


def stock_path(control, frame, scale, events):
    """The GtkScale dragged along its axis, from its slider at the start, 80 % of the way and back."""
    left, top, width, height = frame
    inset = 14 * scale  # the slider's centre at the value 0
    if control == "pull-to-action":  # a vertical scale, dragged down as the inbox is pulled
        x = round(left + width / 2)
        return there_and_back((x, round(top + inset)), (x, round(top + inset + (height - 2 * inset) * 0.8)),
                              events)
    y = round(top + height / 2)
    return there_and_back((round(left + inset), y), (round(left + inset + (width - 2 * inset) * 0.8), y), events)


def check_path(path, what):
    for previous, point in zip(path, path[1:]):
        if previous == point:
            fail(f"the {what} drag repeats the point {point}: too many events for its length")


# For each control, the gallery's log line that shows it following a drag (the carousel logs only
# settled pages: it is checked with two swipes first), and the event the drag must not cause.
FOLLOWS = {
    "slide-to-confirm": (lambda l: l.get("event") == "update", "complete"),
    "pull-to-action": (lambda l: l.get("event") == "pull", "triggeredAction"),
    "gestures": (lambda l: l.get("event") == "move" and l.get("view") == "photo", "tap"),
    "onboarding": (None, "page"),
}


def check_drag(gallery, control, mark):
    """Fails unless the drag since `mark` moved the control and caused nothing else."""
    gallery.log.drain(0.05)
    lines = gallery.log.since(mark)
    follows, forbidden = FOLLOWS[control]
    if follows and not any(follows(l) for l in lines):
        fail(f"dragging {control} did not move it; the log: {lines[-8:]}")
    if any(l.get("event") == forbidden for l in lines):
        fail(f"dragging {control} and back caused {forbidden!r}; the log: {lines[-8:]}")


def check_swipes(gallery, path, delay):
    """The carousel follows a swipe: half the path settles on page 1, the other half back on 0."""
    half = len(path) // 2
    for page, swipe in ((1, path[:half + 1]), (0, path[half:])):
        gallery.drag(swipe, delay)
        shown = gallery.log.wait_for(lambda l: l.get("event") == "page", 5, f"page {page} after a swipe")
        if shown.get("page") != page:
            fail(f"a swipe settled the carousel on page {shown.get('page')}, expected {page}")
        time.sleep(1.0)  # It settles, and the page's badges pop in.
        gallery.log.drain(0.05)


def measure(kinetic, control, scale, renderer, options):
    """Medians of the CPU ms per motion event of the control and of its peer: the stock GtkScale
    for the gallery's pages, each control's fair peer (PEERS) for the widgets alone."""
    if options.widgets:
        width, height = WIDGET_WINDOWS[control]
        gallery = Subject(f"the {control} window",
                          [sys.executable, os.path.abspath(__file__), "--widget-window", control, str(width),
                           str(height)], f"^{WIDGET_TITLE}$", control, scale, renderer)
    else:
        gallery = Subject("the gallery", [kinetic, "gallery", "--page", control, "--log"],
                          "^Kinetic Gallery$", control, scale, renderer)
    bare = options.beside_bare_page and not options.widgets
    peer_name = PEERS[control] if options.widgets else BARE_PAGE if bare else "GtkScale"
    stock = None
    try:
        width, height = (round(size / scale) for size in gallery.window_size)
        orientation = "vertical" if control == "pull-to-action" else "horizontal"
        if bare:
            stock = Subject("the gallery without knobs", [kinetic, "gallery", "--page", control, "--log", "--hide-knobs"],
                            "^Kinetic Gallery$", control, scale, renderer)
        elif peer_name == "GtkScale":
            stock = Subject("the GtkScale window",
                            [sys.executable, os.path.abspath(__file__), "--stock-window", str(width), str(height),
                             orientation], f"^{STOCK_TITLE}$", "scale", scale, renderer)
        else:
            stock = Subject(f"the {peer_name} window",
                            [sys.executable, os.path.abspath(__file__), "--peer-window", control, str(width),
                             str(height)], f"^{PEER_TITLE}$", "peer", scale, renderer)
        if stock.window_size != gallery.window_size:
            fail(f"the {peer_name}'s window is {stock.window_size}, the {control}'s {gallery.window_size}")

        def paths(events):  # the control's drag and the peer's
            if bare:  # the same page, the same drag
                return (control_path(control, gallery.frame, scale, events),
                        control_path(control, stock.frame, scale, events))
            if peer_name == "GtkScale":
                ours = (widget_path if options.widgets else control_path)(control, gallery.frame, scale, events)
                return ours, stock_path(control, stock.frame, scale, events)
            # The same job, the same drag: both fill their windows inside the same margins.
            return (widget_path(control, gallery.frame, scale, events),
                    widget_path(control, stock.frame, scale, events))

        path, reference = paths(options.events)
        warm, warm_reference = paths(WARM_EVENTS)
        check_path(path, control)
        check_path(reference, peer_name)
        # Whatever the page animates as it appears (the carousel's badges pop in).
        time.sleep(1.2 if control == "onboarding" else 0.3)

        # A shorter drag to warm each up (the first frames compile shaders, fill caches), which
        # must reach the control.
        if control == "onboarding" and not options.widgets:
            check_swipes(gallery, warm, options.delay)
            if bare:
                check_swipes(stock, warm_reference, options.delay)
        mark = gallery.log.mark()
        gallery.drag(warm, options.delay)
        if options.widgets:
            gallery.log.wait_for(lambda l: l.get("event") == "moved", 5, f"the {control} to follow the drag")
        else:
            check_drag(gallery, control, mark)
        mark = stock.log.mark()
        stock.drag(warm_reference, options.delay)
        if bare:
            check_drag(stock, control, mark)
        else:
            stock.log.wait_for(lambda l: l.get("event") == "moved", 5, f"the {peer_name} to follow the drag")

        ours, theirs, busy = [], [], []
        for _ in range(options.repeats):
            mark = gallery.log.mark()
            ours.append(gallery.drag(path, options.delay) * 1000 / options.events)
            busy.append(gallery.busy)
            if options.widgets:
                gallery.log.drain(0.05)
                if any(l.get("event") == "forbidden" for l in gallery.log.since(mark)):
                    fail(f"dragging {control} there and back made it emit {FORBIDDEN[control]}")
            else:
                check_drag(gallery, control, mark)
            mark = stock.log.mark()
            theirs.append(stock.drag(reference, options.delay) * 1000 / options.events)
            if bare:
                check_drag(stock, control, mark)
                continue
            stock.log.drain(0.05)
            if any(l.get("event") == "forbidden" for l in stock.log.since(mark)):
                fail(f"dragging the {peer_name} there and back changed its page")
        return {"ours": ours, "theirs": theirs, "busy": busy, "window": gallery.window_size, "peer": peer_name}
    finally:
        if stock:
            stock.close()
        gallery.close()


def stock_window(width, height, orientation):
    """A window of `width` × `height` holding one GtkScale, printing a ready line like the gallery's
    with the scale's frame, and a "moved" line the first time its value changes."""
    try:
        import gi
        gi.require_version("Gtk", "4.0")
        from gi.repository import GLib, Gio, Gtk
    except (ImportError, ValueError) as error:
        sys.exit(f"bench-frame-cost: the GtkScale window needs python3-gi and gir1.2-gtk-4.0 ({error})")

    def say(line):
        print(json.dumps(line), flush=True)

    def activate(application):
        window = Gtk.ApplicationWindow(application=application, title=STOCK_TITLE)
        window.set_default_size(width, height)
        vertical = orientation == "vertical"
        scale = Gtk.Scale.new_with_range(Gtk.Orientation.VERTICAL if vertical else Gtk.Orientation.HORIZONTAL,
                                         0, 100, 1)
        for margin in ("top", "bottom", "start", "end"):
            getattr(scale, f"set_margin_{margin}")(24)
        scale.set_hexpand(not vertical)
        scale.set_vexpand(vertical)
        scale.set_valign(Gtk.Align.FILL if vertical else Gtk.Align.CENTER)
        scale.set_halign(Gtk.Align.CENTER if vertical else Gtk.Align.FILL)
        window.set_child(scale)

        def changed(scale):
            say({"event": "moved"})
            scale.disconnect(handler)  # No Python on the measured path.

        handler = scale.connect("value-changed", changed)

        def shown():
            ok, bounds = scale.compute_bounds(window)
            dx, dy = window.get_surface_transform()
            say({"t": 0, "event": "ready", "controls": {"scale": [
                bounds.origin.x + dx, bounds.origin.y + dy, bounds.size.width, bounds.size.height]}})
            return GLib.SOURCE_REMOVE

        window.connect("map", lambda _: GLib.timeout_add(200, shown))
        window.present()

    application = Gtk.Application(application_id="org.kinetic.BenchScale",
                                  flags=Gio.ApplicationFlags.NON_UNIQUE)
    application.connect("activate", activate)
    sys.exit(application.run([sys.argv[0]]))


WIDGET_TITLE = "Kinetic bench: widget"
PEER_TITLE = "Kinetic bench: peer"
# Each control alone, and its peer, in windows of these sizes (logical pixels): the control fills
# the window inside 24-pixel margins, as its peer does.
WIDGET_WINDOWS = {
    "slide-to-confirm": (520, 160),
    "pull-to-action": (520, 640),
    "gestures": (640, 520),
    "onboarding": (368, 616),
}
# Each widget's fair peer (--widgets): the stock way to do the same job, with the same content.
PEERS = {
    "slide-to-confirm": "GtkScale",
    "pull-to-action": "GtkScrolledWindow",
    "gestures": "GtkGestureDrag+Fixed",
    "onboarding": "AdwCarousel",
}
HERE = os.path.dirname(os.path.abspath(__file__))
ONBOARDING_SPEC = os.path.join(HERE, "..", "Sources", "KineticPlay", "Demos", "onboarding", "onboarding.json")
# The gesture board's one card and its peer's: this picture at (x, y), width × height, in the
# board's (or the Gtk.Fixed's) coordinates; the pointer takes it once around a circle.
CARD_IMAGE = os.path.join(HERE, "..", "Sources", "KineticPlay", "Demos", "onboarding", "images", "device@2x.png")
CARD = (40, 86, 145, 300)
BARE_PAGE = "page without knobs"  # the peer of --beside-bare-page
PULL_ROWS = 30  # the rows of the pull's content and of its peer's


def pull_rows(Gtk):
    """The pull's content and its peer's: PULL_ROWS labels in a box."""
    rows = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=12)
    for index in range(PULL_ROWS):
        rows.append(Gtk.Label(label=f"Message {index + 1}", xalign=0))
    return rows


def card_picture(Gtk):
    """The board's card and its peer's: CARD_IMAGE at CARD's size."""
    picture = Gtk.Picture.new_for_filename(CARD_IMAGE)
    picture.set_can_shrink(True)
    picture.set_content_fit(Gtk.ContentFit.FILL)
    picture.set_size_request(CARD[2], CARD[3])
    return picture


# What each widget window's control does that a drag there and back must not cause.
FORBIDDEN = {
    "slide-to-confirm": "confirmed",
    "pull-to-action": "triggered",
    "gestures": "tapped",
    "onboarding": "page-changed",
}


def widget_window(control, width, height):
    """A window of `width` × `height` holding one Kinetic widget (through GObject Introspection, as
    any app in Python would), printing a ready line with the control's frame, a "moved" line the
    first time it follows the pointer, and a "forbidden" line if it does what a drag there and back
    must not do."""
    try:
        import gi
        gi.require_version("Gtk", "4.0")
        gi.require_version("Kinetic", "1")
        from gi.repository import GLib, Gio, Gtk, Kinetic
    except (ImportError, ValueError) as error:
        sys.exit(f"bench-frame-cost: the widget window needs Kinetic's typelib ({error}); "
                 "run it through make bench-frames")

    def say(line):
        print(json.dumps(line), flush=True)

    def activate(application):
        window = Gtk.ApplicationWindow(application=application, title=WIDGET_TITLE)
        window.set_default_size(width, height)
        followed = None
        if control == "slide-to-confirm":
            widget = Kinetic.SlideToConfirm(valign=Gtk.Align.CENTER)
            followed = (widget, "notify::progress")
        elif control == "pull-to-action":
            widget = Kinetic.PullToAction()
            # The content is the child property; a library from before that called it content.
            widget.set_child(pull_rows(Gtk))
            followed = (widget, "notify::pulled-amount")
        elif control == "gestures":
            widget = Kinetic.GestureBoard()
            card = card_picture(Gtk)
            widget.put(card, CARD[0], CARD[1])
            followed = (widget.get_layout_manager().get_layout_child(card), "notify::offset-x")
        else:
            widget = Kinetic.OnboardingCarousel(scales_to_fit=True)
            widget.set_spec_path(ONBOARDING_SPEC)
            followed = (widget, "notify::position")
        for margin in ("top", "bottom", "start", "end"):
            getattr(widget, f"set_margin_{margin}")(24)
        window.set_child(widget)
        widget.connect(FORBIDDEN[control], lambda *_: say({"event": "forbidden"}))

        def moved(*_):
            say({"event": "moved"})
            followed[0].disconnect(handler)  # No Python on the measured path.

        handler = followed[0].connect(followed[1], moved)

        def shown():
            ok, bounds = widget.compute_bounds(window)
            dx, dy = window.get_surface_transform()
            say({"t": 0, "event": "ready", "controls": {control: [
                bounds.origin.x + dx, bounds.origin.y + dy, bounds.size.width, bounds.size.height]}})
            return GLib.SOURCE_REMOVE

        window.connect("map", lambda _: GLib.timeout_add(600, shown))
        window.present()

    application = Gtk.Application(application_id="org.kinetic.BenchWidget",
                                  flags=Gio.ApplicationFlags.NON_UNIQUE)
    application.connect("activate", activate)
    sys.exit(application.run([sys.argv[0]]))


def peer_window(control, width, height):
    """A window of `width` × `height` holding the control's fair peer (PEERS), filling it inside
    24-pixel margins as the widget does, printing a ready line with its frame (as "peer") and a
    "moved" line the first time it follows the pointer (and, for the carousel, a "forbidden" line
    if a drag there and back changes its page).

    Python is on the measured path only where the peer cannot do without it: the handlers that say
    "moved" disconnect themselves at once, but a GtkGestureDrag has no behaviour of its own, so the
    board's peer (a Gtk.Fixed whose Gtk.Picture follows the drag: gtk_fixed_move on drag-update)
    and the pull's (a GtkScrolledWindow pans only touch, so, as an app that wants it to follow the
    mouse does, a GtkGestureDrag on it sets its vertical adjustment on drag-update) each run one
    small Python handler per motion event: the peer pays that. The AdwCarousel (mouse drags allowed,
    its default) and the GtkScale follow on their own."""
    try:
        import gi
        gi.require_version("Gtk", "4.0")
        if control == "onboarding":
            gi.require_version("Adw", "1")
            gi.require_version("Gsk", "4.0")
            gi.require_version("Graphene", "1.0")
            from gi.repository import Adw, Gdk, Gsk, Graphene
        from gi.repository import GLib, Gio, Gtk
    except (ImportError, ValueError) as error:
        sys.exit(f"bench-frame-cost: the {PEERS[control]} window needs python3-gi, gir1.2-gtk-4.0 and, for "
                 f"the carousel's, gir1.2-adw-1 ({error})")

    def say(line):
        print(json.dumps(line), flush=True)

    def once(emitter, signal):
        """Says "moved" the first time `emitter` emits `signal`, then disconnects."""
        def moved(*_):
            say({"event": "moved"})
            emitter.disconnect(handler)  # No Python on the measured path.
        handler = emitter.connect(signal, moved)

    def activate(application):
        if control == "onboarding":
            Adw.init()  # as an AdwApplication would
        window = Gtk.ApplicationWindow(application=application, title=PEER_TITLE)
        window.set_default_size(width, height)
        prepare = None
        if control == "gestures":
            peer = Gtk.Fixed()
            peer.set_overflow(Gtk.Overflow.HIDDEN)  # as the board clips its cards
            # The board's surface and frame, as Kinetic's theme paints them (ThemeStyleSheet's
            # kinetic_gestures_board_color, a one-pixel line in the theme's @borders).
            css = Gtk.CssProvider()
            css.load_from_data(b".board { background-color: mix(@theme_bg_color, @theme_fg_color, 0.03);"
                               b" border: 1px solid @borders; }")
            peer.get_style_context().add_provider(css, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)
            peer.add_css_class("board")
            card = card_picture(Gtk)
            peer.put(card, CARD[0], CARD[1])
            drag = Gtk.GestureDrag()
            start = [0.0, 0.0]

            def begin(gesture, x, y):
                left, top = peer.get_child_position(card)
                if not (left <= x < left + CARD[2] and top <= y < top + CARD[3]):
                    gesture.set_state(Gtk.EventSequenceState.DENIED)
                start[:] = left, top

            drag.connect("drag-begin", begin)
            move = peer.move
            drag.connect("drag-update", lambda _, dx, dy: move(card, start[0] + dx, start[1] + dy))
            peer.add_controller(drag)
            once(drag, "drag-update")
        elif control == "pull-to-action":
            peer = Gtk.ScrolledWindow(hscrollbar_policy=Gtk.PolicyType.NEVER)
            peer.set_child(pull_rows(Gtk))
            adjustment = peer.get_vadjustment()
            drag = Gtk.GestureDrag()
            start = [0.0]
            drag.connect("drag-begin", lambda *_: start.__setitem__(0, adjustment.get_value()))
            set_value = adjustment.set_value
            drag.connect("drag-update", lambda _, dx, dy: set_value(start[0] - dy))
            peer.add_controller(drag)

            def prepare():
                # Scrolled to the end, so that a drag down (the pull's) scrolls back up.
                adjustment.set_value(adjustment.get_upper() - adjustment.get_page_size())
                once(adjustment, "value-changed")
                return {"range": adjustment.get_upper() - adjustment.get_page_size()}
        else:
            peer = Gtk.Overlay()
            carousel = Adw.Carousel(allow_mouse_drag=True)
            peer.set_child(carousel)
            # The sky behind the pages, as Kinetic's carousel paints its backdrop.
            css = Gtk.CssProvider()
            css.load_from_data(b"carousel { background-color: rgb(159, 194, 237); }")
            carousel.get_style_context().add_provider(css, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)
            inner_width, inner_height = width - 48, height - 48
            pages, floating, spec = onboarding_pages(ONBOARDING_SPEC, inner_width, inner_height)
            textures = {}

            def picture(entry):
                path, x, y, w, h, pose = entry
                if path not in textures:
                    textures[path] = Gdk.Texture.new_from_filename(path)
                image = Gtk.Picture.new_for_paintable(textures[path])
                image.set_can_shrink(True)
                image.set_content_fit(Gtk.ContentFit.FILL)
                image.set_size_request(round(w), round(h))
                transform = Gsk.Transform().translate(Graphene.Point().init(x, y))
                if pose:
                    dx, dy, scale, degrees = pose
                    transform = (transform.translate(Graphene.Point().init(dx + w / 2, dy + h / 2))
                                 .rotate(degrees).scale(scale, scale).translate(Graphene.Point().init(-w / 2, -h / 2)))
                return image, transform

            def place(fixed, widget, x, y, w, h):
                widget.set_size_request(w, h)
                fixed.put(widget, x, y)

            for index, (entries, text) in enumerate(pages):
                # The pictures (the backgrounds are wider than a page) in a Gtk.Fixed laid over an
                # empty child, so that the page asks for no more than that child: it fills the carousel.
                page = Gtk.Overlay(child=Gtk.Box(), hexpand=True, vexpand=True)
                page.set_overflow(Gtk.Overflow.HIDDEN)
                fixed = Gtk.Fixed()
                page.add_overlay(fixed)
                for entry in entries:
                    image, transform = picture(entry)
                    fixed.put(image, 0, 0)
                    fixed.set_child_transform(image, transform)
                if text and index < len(pages) - 1:
                    label = Gtk.Label(label=text, wrap=True, justify=Gtk.Justification.CENTER)
                    place(fixed, label, (inner_width - 264) / 2, inner_height - 60 - 40, 264, 80)
                elif text:
                    place(fixed, Gtk.Button(label=text), (inner_width - 264) / 2, inner_height - 100 - 17.5, 264, 35)
                carousel.append(page)
            over = Gtk.Fixed(can_target=False)
            for entry in floating:
                image, transform = picture(entry)
                over.put(image, 0, 0)
                over.set_child_transform(image, transform)
            if spec.get("showPageControl"):
                place(over, Adw.CarouselIndicatorDots(carousel=carousel), (inner_width - 200) / 2,
                      inner_height - 35, 200, 20)
            peer.add_overlay(over)
            if spec.get("showSkip"):
                skip = Gtk.Button(label="Skip", halign=Gtk.Align.END, valign=Gtk.Align.END)
                skip.add_css_class("flat")
                peer.add_overlay(skip)
            # (It also says page-changed when a swipe settles back on the page it left.)
            carousel.connect("page-changed", lambda _, index: index and say({"event": "forbidden"}))
            once(carousel, "notify::position")
        for margin in ("top", "bottom", "start", "end"):
            getattr(peer, f"set_margin_{margin}")(24)
        window.set_child(peer)

        def shown():
            extra = prepare() if prepare else {}
            ok, bounds = peer.compute_bounds(window)
            dx, dy = window.get_surface_transform()
            say({"t": 0, "event": "ready", **extra, "controls": {"peer": [
                bounds.origin.x + dx, bounds.origin.y + dy, bounds.size.width, bounds.size.height]}})
            return GLib.SOURCE_REMOVE

        window.connect("map", lambda _: GLib.timeout_add(600, shown))
        window.present()

    application = Gtk.Application(application_id="org.kinetic.BenchPeer", flags=Gio.ApplicationFlags.NON_UNIQUE)
    application.connect("activate", activate)
    sys.exit(application.run([sys.argv[0]]))


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "--stock-window":
        stock_window(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
        return
    if len(sys.argv) == 5 and sys.argv[1] == "--peer-window":
        peer_window(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
        return
    if len(sys.argv) == 5 and sys.argv[1] == "--widget-window":
        widget_window(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("kinetic", help="the kinetic binary (a release build)")
    parser.add_argument("--events", type=int, default=200, help="motion events per drag (default 200)")
    parser.add_argument("--delay", type=float, default=8, help="ms between motion events (default 8)")
    parser.add_argument("--repeats", type=int, default=3, help="measured drags of each, median taken (default 3)")
    parser.add_argument("--controls", default=",".join(CONTROLS))
    parser.add_argument("--scales", default="1,2")
    parser.add_argument("--renderers", default="default,cairo")
    parser.add_argument("--beside-bare-page", action="store_true",
                        help="without --widgets: drag each page beside the same page with its knobs hidden "
                             "(kinetic gallery --hide-knobs) instead of a GtkScale: what the knobs add")
    parser.add_argument("--widgets", metavar="PREFIX",
                        help="drag each widget alone in a window (Kinetic installed under PREFIX, "
                             "reached through GObject Introspection) instead of the gallery's page")
    options = parser.parse_args()
    if options.widgets:
        prefix = os.path.abspath(options.widgets)
        os.environ["GI_TYPELIB_PATH"] = os.path.join(prefix, "lib", "girepository-1.0")
        os.environ["LD_LIBRARY_PATH"] = os.path.join(prefix, "lib")
    use_name("bench-frame-cost")
    kinetic = os.path.abspath(options.kinetic)
    if not os.access(kinetic, os.X_OK):
        fail(f"{options.kinetic} is not an executable")
    controls = options.controls.split(",")
    scales = [int(s) for s in options.scales.split(",")]
    renderers = options.renderers.split(",")
    for name in controls:
        if name not in CONTROLS:
            fail(f"unknown control {name}; expected some of {', '.join(CONTROLS)}")
    for name in renderers:
        if name not in RENDERERS:
            fail(f"unknown renderer {name}; expected some of {', '.join(RENDERERS)}")

    print(f"CPU ms per motion event: {options.events} motion events {options.delay:g} ms apart per drag, "
          f"median of {options.repeats} drags, "
          + ("each widget alone and its fair peer (the stock way to do the same job, with the same content)"
             if options.widgets else "the gallery's page and the same page with its knobs hidden"
             if options.beside_bare_page else "the gallery's page and a stock GtkScale")
          + ", in windows of the same size, dragged in turn; "
          "renderer default = GTK's (GL; Mesa's llvmpipe under Xvfb)", flush=True)
    if options.widgets:
        print("Peers: slide = GtkScale; pull = GtkScrolledWindow whose vadjustment a GtkGestureDrag sets "
              "(it pans only touch by itself); gestures = a Gtk.Fixed whose Gtk.Picture (the same image, size "
              "and place as the board's card) a GtkGestureDrag moves; onboarding = AdwCarousel with the demo "
              "spec's pages' pictures and texts. The GtkGestureDrag peers run one small Python handler per "
              "motion event (PyGObject): their figures include it.", flush=True)
    started = time.monotonic()
    rows = []
    for scale in scales:
        for renderer in renderers:
            for control in controls:
                result = measure(kinetic, control, scale, renderer, options)
                ours, theirs = statistics.median(result["ours"]), statistics.median(result["theirs"])
                busy = statistics.median(result["busy"])
                rows.append((control, result["peer"], scale, renderer, ours, theirs, busy))
                print(f"  {control}, scale {scale}, {renderer}, windows {result['window'][0]} × "
                      f"{result['window'][1]} px: Kinetic {' '.join(f'{v:.3f}' for v in result['ours'])} ms "
                      f"(busy {' '.join(f'{v:.0%}' for v in result['busy'])}), "
                      f"{result['peer']} {' '.join(f'{v:.3f}' for v in result['theirs'])} ms", flush=True)
    print()
    print(f"{'control':<18} {'peer':<21} {'scale':>5} {'renderer':<9} {'Kinetic ms/event':>17} "
          f"{'peer ms/event':>14} {'ratio':>6}  Kinetic busy")
    for control, peer, scale, renderer, ours, theirs, busy in rows:
        ratio = f"{ours / theirs:6.2f}" if theirs > 0 else "     -"
        mark = " *" if busy >= BUSY else ""
        print(f"{control:<18} {peer:<21} {scale:>5} {renderer:<9} {ours:>17.3f} {theirs:>14.3f} {ratio}  "
              f"{busy:>11.0%}{mark}")
    print("\nThe goal is a ratio (Kinetic / peer) of at most 1.0 everywhere. Busy: Kinetic's process's CPU time "
          "over the time the pointer moved (100 % is one core).")
    if any(row[6] >= BUSY for row in rows):
        print(f"*: busy {BUSY:.0%} or more: Kinetic may not have kept up with the events (GTK then merges "
              "the motion events it is late for into one), so its ms/event is a lower bound; a larger --delay "
              "gives it more time per event.")
    print(f"({time.monotonic() - started:.0f} s)")


if __name__ == "__main__":
    main()
