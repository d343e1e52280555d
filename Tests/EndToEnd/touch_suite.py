#!/usr/bin/env python3
"""End to end with real touch: every page of `kinetic gallery` under GTK's Broadway backend, shown
in a headless Chromium and driven over the DevTools protocol with one- and two-finger touches.

Broadway turns the browser's touch events into real GDK touch sequences, so the controls get
what a touchscreen gives them. The gallery runs with accessibility on, inside a session bus, and
with G_DEBUG=fatal-criticals, so a GLib critical fails the suite. Each case asserts on the
gallery's --log lines; a screenshot of every page is kept in a folder under /tmp.

    Tests/EndToEnd/touch_suite.py PATH/TO/kinetic

Needs gtk4-broadwayd (libgtk-4-bin), chromium, python3-websocket (run with /usr/bin/python3) and
dbus-daemon; the script starts a session bus of its own.
"""

import ctypes
import math
import os
import queue
import signal
import subprocess
import sys
import tempfile
import time

from cdp import CDPError, Chromium, free_port
from gallery_harness import Log, fail, stop, use_name

# Where the gestures page puts its views on the board (GesturesPage.Layout).
PHOTO_ORIGIN, PHOTO_SIZE = (40, 44), (216, 164)
STICKER_ORIGIN = (330, 56)

# Broadway 4.8 redraws a surface by replacing the DOM nodes under it; a touch whose node is
# replaced keeps sending its touchmove and touchend to the detached node, from which they never
# reach broadway.js's handlers on the document. This remembers each touch's surface element when
# it starts and hands the events of detached nodes to broadway.js's own handlers, retargeted.
FORWARD_DETACHED_TOUCHES = r"""
(() => {
  if (window.kineticForwardsTouches) return;
  window.kineticForwardsTouches = true;
  const surfaceOf = node => {
    while (node && node.surface === undefined) node = node.parentNode;
    return node;
  };
  document.addEventListener('touchstart', start => {
    for (const touch of start.changedTouches) {
      const node = touch.target, surface = surfaceOf(node);
      if (!surface || node.kineticForwarding) continue;
      node.kineticForwarding = true;
      const forward = event => {
        if (node.isConnected) return;  // It bubbles to the document by itself.
        const touches = Array.from(event.changedTouches)
          .filter(t => t.target === node)
          .map(t => ({identifier: t.identifier, pageX: t.pageX, pageY: t.pageY, target: surface}));
        const retargeted = {
          changedTouches: {length: touches.length, item: i => touches[i]},
          timeStamp: event.timeStamp, shiftKey: event.shiftKey, ctrlKey: event.ctrlKey,
          altKey: event.altKey, preventDefault() { event.preventDefault(); },
        };
        (event.type === 'touchmove' ? onTouchMove : onTouchEnd)(retargeted);
      };
      node.addEventListener('touchmove', forward);
      node.addEventListener('touchend', forward);
    }
  }, true);
})();
"""


class SessionBus:
    """A session D-Bus of the suite's own, so that the gallery runs with accessibility on as on a
    desktop (GTK starts the accessibility bus through it)."""

    def __enter__(self):
        self.daemon = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=1"],
                                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.address = self.daemon.stdout.readline().strip()
        if not self.address:
            fail("dbus-daemon --session printed no address")
        return self

    def __exit__(self, *exception):
        self.daemon.terminate()
        self.daemon.wait(timeout=5)
        return False


class Display:
    """gtk4-broadwayd on a free port, with a headless Chromium showing it."""

    def __init__(self, bus):
        self.bus = bus

    def __enter__(self):
        self.port = free_port()
        self.name = f":{self.port % 1000 + 1000}"
        self.daemon = subprocess.Popen(["gtk4-broadwayd", "--port", str(self.port), "--address", "127.0.0.1",
                                        self.name], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.browser = None
        try:
            self.browser = Chromium(f"http://127.0.0.1:{self.port}/").__enter__()
            self.browser.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
            # Otherwise Chromium pans and pinch-zooms the page itself.
            self.browser.evaluate("document.documentElement.style.touchAction = 'none'")
            self.browser.evaluate(FORWARD_DETACHED_TOUCHES)
        except (CDPError, OSError) as error:
            self.__exit__(None, None, None)
            daemon = f" (gtk4-broadwayd exited with status {self.daemon.returncode})" \
                if self.daemon.returncode not in (None, -signal.SIGTERM) else ""
            fail(f"could not show Broadway {self.name} in chromium{daemon}: {error}")
        return self

    def __exit__(self, *exception):
        if self.browser:
            self.browser.__exit__(None, None, None)
        self.daemon.terminate()
        self.daemon.wait(timeout=5)
        return False


class Gallery:
    """`kinetic gallery --page PAGE --log` on the Broadway display, accessibility on, criticals
    fatal; `frame` is the control's frame in page coordinates (the window's surface starts at the
    page's top-left corner)."""

    def __init__(self, kinetic, display, page, shown=lambda lines: lines):
        self.kinetic, self.display, self.page, self.shown = kinetic, display, page, shown

    def __enter__(self):
        env = dict(os.environ, GDK_BACKEND="broadway", BROADWAY_DISPLAY=self.display.name,
                   G_DEBUG="fatal-criticals",
                   DBUS_SESSION_BUS_ADDRESS=self.display.bus.address)
        for name in ("GTK_A11Y", "NO_AT_BRIDGE", "DISPLAY", "WAYLAND_DISPLAY"):
            env.pop(name, None)
        self.errors = tempfile.TemporaryFile(mode="w+")
        self.process = subprocess.Popen([self.kinetic, "gallery", "--page", self.page, "--log"], env=env,
                                        stdout=subprocess.PIPE, stderr=self.errors, text=True)
        self.log = Log(self.process.stdout, shown=self.shown)
        ready = self.wait_for(lambda l: l.get("event") == "ready", 20, "the ready line")
        if self.page not in ready.get("controls", {}):
            self.close()
            fail(f"the ready line has no {self.page} frame: {ready}")
        self.frame = tuple(ready["controls"][self.page])
        time.sleep(0.3)  # The browser shows the window.
        return self

    def __exit__(self, *exception):
        self.close()
        return False

    def close(self):
        stop(self.process)

    def check_alive(self, what):
        status = self.process.poll()
        if status is None:
            return
        self.errors.seek(0)
        problems = [line.rstrip() for line in self.errors if "CRITICAL" in line or "WARNING" in line
                    or "crashed" in line or "Fatal error" in line]
        cause = f"signal {signal.Signals(-status).name}" if status < 0 else f"status {status}"
        fail(f"the gallery's {self.page} page exited ({cause}) {what}; its stderr: {problems[-6:]}")

    def wait_for(self, predicate, timeout, what):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.log.lines.get(timeout=0.05)
            except queue.Empty:
                self.check_alive(f"while waiting for {what}")
                continue
            self.log.seen.append(line)
            if predicate(line):
                return line
        fail(f"timed out waiting for {what}; the log so far: {self.shown(self.log.seen)[-12:]}")

    def drain(self, seconds):
        self.log.drain(seconds)
        self.check_alive("after the gesture")

    def since(self, mark, event):
        return [l for l in self.log.since(mark) if l.get("event") == event]


# MARK: Touches

def lerp(start, end, fraction):
    return (round(start[0] + (end[0] - start[0]) * fraction), round(start[1] + (end[1] - start[1]) * fraction))


def swipe(browser, start, end, steps=12, duration=0.3, rest=0.0):
    """One finger (touch id 1) from `start` to `end`, held still for `rest` before lifting."""
    browser.touch("touchStart", [(*start, 1)])
    # Chromium swallows a sequence's first touchMove (its touch slop): spend it on one pixel.
    browser.touch("touchMove", [(start[0], start[1] + 1, 1)])
    for step in range(1, steps + 1):
        browser.touch("touchMove", [(*lerp(start, end, step / steps), 1)])
        time.sleep(duration / steps)
    time.sleep(rest)
    browser.touch("touchEnd", [])


def two_fingers(browser, starts, ends, steps=14, duration=0.5, rest=0.25):
    """Two fingers (ids 1 and 2) from `starts` to `ends` together, held still before lifting."""
    browser.touch("touchStart", [(*starts[0], 1)])
    browser.touch("touchMove", [(starts[0][0], starts[0][1] + 1, 1)])
    browser.touch("touchMove", [(*starts[0], 1)])
    browser.touch("touchStart", [(*starts[0], 1), (*starts[1], 2)])
    time.sleep(0.05)
    for step in range(1, steps + 1):
        first, second = lerp(starts[0], ends[0], step / steps), lerp(starts[1], ends[1], step / steps)
        browser.touch("touchMove", [(*first, 1), (*second, 2)])
        time.sleep(duration / steps)
    time.sleep(rest)
    browser.touch("touchEnd", [])


def mouse_drag(browser, start, end, steps=12, duration=0.3, rest=0.0):
    """The left mouse button pressed at `start`, dragged to `end` and released there."""
    browser.mouse("mouseMoved", *start, held=False)
    browser.mouse("mousePressed", *start, held=True)
    for step in range(1, steps + 1):
        browser.mouse("mouseMoved", *lerp(start, end, step / steps), held=True)
        time.sleep(duration / steps)
    time.sleep(rest)
    browser.mouse("mouseReleased", *end, held=False)


def tap(browser, point):
    browser.touch("touchStart", [(*point, 1)])
    time.sleep(0.08)
    browser.touch("touchEnd", [])


# MARK: Cases

class Suite:
    def __init__(self, kinetic, display, screenshots):
        self.kinetic, self.display, self.screenshots = kinetic, display, screenshots
        self.browser = display.browser
        self.passed = 0

    def passes(self, page, message):
        self.passed += 1
        print(f"touch suite: {page}: {message}", flush=True)

    def screenshot(self, gallery, page):
        gallery.drain(0.4)
        self.browser.screenshot(os.path.join(self.screenshots, f"{page}.png"))

    def slide_to_confirm(self):
        page = "slide-to-confirm"
        with Gallery(self.kinetic, self.display, page) as gallery:
            x, y, w, h = gallery.frame
            thumb = (round(x + 50), round(y + h / 2))

            mark = gallery.log.mark()
            swipe(self.browser, thumb, (round(x + w + 20), thumb[1]), rest=0.15)
            gallery.wait_for(lambda l: l.get("event") == "complete", 5, "complete after a drag to the end")
            gallery.wait_for(lambda l: l.get("event") == "idle", 5, "idle after the completion")
            updates = gallery.since(mark, "update")
            self.passes(page, f"a one-finger drag to the end confirmed ({len(updates)} updates, then complete, idle)")

            mark = gallery.log.mark()
            swipe(self.browser, thumb, (round(x + w / 2), thumb[1]), rest=0.15)
            gallery.wait_for(lambda l: l.get("state") == "resetting", 5, "resetting after a release halfway")
            gallery.wait_for(lambda l: l.get("event") == "idle", 5, "idle after a release halfway")
            gallery.drain(0.2)
            if gallery.since(mark, "complete"):
                fail("a one-finger drag released halfway confirmed")
            furthest = max((l["progress"] for l in gallery.since(mark, "update")), default=0)
            if not 0.25 < furthest < 0.9:
                fail(f"a drag halfway moved the thumb to {furthest}, expected about half way")
            self.passes(page, f"a short drag (to {furthest:.2f}) sprang back without confirming")

            # The mouse under Broadway too (it crashed the gallery as touch did). Released on the
            # control: under Broadway a mouse release off the control does not reach it.
            mark = gallery.log.mark()
            mouse_drag(self.browser, thumb, (round(x + w - 4), thumb[1]), rest=0.15)
            gallery.wait_for(lambda l: l.get("event") == "complete", 5, "complete after a mouse drag to the end")
            gallery.wait_for(lambda l: l.get("event") == "idle", 5, "idle after the mouse's completion")
            self.passes(page, f"a mouse drag to the end confirmed ({len(gallery.since(mark, 'update'))} updates)")
            self.screenshot(gallery, page)

    def pull_to_action(self):
        page = "pull-to-action"

        def state(name):
            return lambda line: line.get("event") == "state" and line.get("state") == name

        with Gallery(self.kinetic, self.display, page, shown=lambda ls: [l for l in ls if l.get("event") != "pull"]) \
                as gallery:
            x, y, w, h = gallery.frame
            grip = (round(x + w / 2), round(y + 90))

            mark = gallery.log.mark()
            swipe(self.browser, grip, (grip[0], grip[1] + 330), steps=20, duration=0.6, rest=0.2)
            gallery.wait_for(state("executing"), 5, "executing after a pull past the threshold")
            gallery.wait_for(state("idle"), 8, "idle once the refresh is done")
            states = [l.get("state", l.get("event")) for l in gallery.log.since(mark)
                      if l.get("event") in ("state", "triggeredAction")]
            expected = ["pulling", "triggered", "executing", "triggeredAction", "retracting", "idle"]
            if states != expected:
                fail(f"a touch pull past the threshold gave {states}, expected {expected}")
            self.passes(page, f"a pull past the threshold refreshed ({', '.join(states)})")

            mark = gallery.log.mark()
            swipe(self.browser, grip, (grip[0], grip[1] + 60), steps=6, duration=0.25, rest=0.1)
            gallery.wait_for(state("idle"), 5, "idle after a short pull")
            gallery.drain(0.5)
            states = [l.get("state") for l in gallery.since(mark, "state")]
            if "pulling" not in states or gallery.since(mark, "triggeredAction") or "triggered" in states:
                fail(f"a short touch pull gave {states}, expected pulling then idle and no refresh")
            self.passes(page, f"a short pull did not refresh ({', '.join(states)})")
            self.screenshot(gallery, page)

    def gestures(self):
        page = "gestures"
        with Gallery(self.kinetic, self.display, page) as gallery:
            x, y, _, _ = gallery.frame

            def on_page(point):
                return (round(x + point[0]), round(y + point[1]))

            def placement(mark, view):
                lines = [l for l in gallery.log.since(mark)
                         if l.get("view") == view and l.get("event") in ("move", "pinch", "rotate")]
                return lines[-1] if lines else None

            # A touch tap on the sticker (before the photo grows over it): down, up, tap.
            mark = gallery.log.mark()
            tap(self.browser, on_page((STICKER_ORIGIN[0] + 60, STICKER_ORIGIN[1] + 20)))
            gallery.wait_for(lambda l: l.get("event") == "tap" and l.get("view") == "sticker", 5,
                             "a tap on the sticker")
            order = [l["event"] for l in gallery.log.since(mark) if l.get("view") == "sticker"
                     and l.get("event") in ("touchDown", "touchUp", "tap")]
            if order[:3] != ["touchDown", "touchUp", "tap"]:
                fail(f"a touch tap on the sticker reported {order}, expected touchDown, touchUp, tap")
            self.passes(page, "a touch tap tapped the sticker (touchDown, touchUp, tap)")

            # One finger drags the photo; held still before lifting, it stays where it was left.
            centre = (PHOTO_ORIGIN[0] + PHOTO_SIZE[0] / 2, PHOTO_ORIGIN[1] + PHOTO_SIZE[1] / 2)
            target = (centre[0] + 60, centre[1] + 40)
            mark = gallery.log.mark()
            swipe(self.browser, on_page(centre), on_page(target), steps=14, duration=0.4, rest=0.2)
            gallery.wait_for(lambda l: l.get("event") == "finishMoving" and l.get("view") == "photo", 5,
                             "finishMoving after a one-finger drag on the photo")
            gallery.drain(0.6)
            moved = placement(mark, "photo")
            if not moved or abs(moved["center"][0] - target[0]) > 3 or abs(moved["center"][1] - target[1]) > 3:
                fail(f"a one-finger drag left the photo at {moved and moved['center']}, expected about {list(target)}")
            if [l for l in gallery.since(mark, "tap") if l.get("view") == "photo"]:
                fail("a one-finger drag on the photo also tapped it")
            centre = moved["center"]
            self.passes(page, f"one finger moved the photo to {centre}")

            # Two fingers 80 points apart spread to 128: the photo scales 1.6 times.
            mark = gallery.log.mark()
            two_fingers(self.browser, (on_page((centre[0] - 40, centre[1])), on_page((centre[0] + 40, centre[1]))),
                        (on_page((centre[0] - 64, centre[1])), on_page((centre[0] + 64, centre[1]))))
            gallery.wait_for(lambda l: l.get("event") == "finishPinching" and l.get("view") == "photo", 5,
                             "finishPinching after a two-finger pinch on the photo")
            gallery.drain(0.6)
            pinched = placement(mark, "photo")
            if not pinched or abs(pinched["scale"] - 1.6) > 0.16:
                fail(f"a two-finger pinch scaled the photo to {pinched and pinched['scale']}, expected 1.6 ± 10 %")
            self.passes(page, f"two fingers pinched the photo to {pinched['scale']:.3f} (expected 1.6 ± 10 %)")

            # Two fingers turned 30° about the photo's centre: the photo turns 30° (clockwise).
            centre = pinched["center"]
            mark = gallery.log.mark()
            radius, steps = 60, 12
            starts = (on_page((centre[0] - radius, centre[1])), on_page((centre[0] + radius, centre[1])))
            self.browser.touch("touchStart", [(*starts[0], 1)])
            self.browser.touch("touchMove", [(starts[0][0], starts[0][1] + 1, 1)])
            self.browser.touch("touchMove", [(*starts[0], 1)])
            self.browser.touch("touchStart", [(*starts[0], 1), (*starts[1], 2)])
            time.sleep(0.05)
            for step in range(1, steps + 1):
                angle = math.radians(30) * step / steps
                dx, dy = radius * math.cos(angle), radius * math.sin(angle)
                self.browser.touch("touchMove", [(*on_page((centre[0] - dx, centre[1] - dy)), 1),
                                                 (*on_page((centre[0] + dx, centre[1] + dy)), 2)])
                time.sleep(0.04)
            time.sleep(0.25)
            self.browser.touch("touchEnd", [])
            gallery.wait_for(lambda l: l.get("event") == "finishRotating" and l.get("view") == "photo", 5,
                             "finishRotating after a two-finger turn on the photo")
            gallery.drain(0.6)
            turned = placement(mark, "photo")
            degrees = math.degrees(turned["rotation"]) if turned else None
            if degrees is None or abs(degrees - 30) > 5:
                fail(f"a two-finger turn left the photo at {degrees}°, expected 30° ± 5°")
            self.passes(page, f"two fingers turned the photo to {degrees:.1f}° (expected 30° ± 5°)")

            self.screenshot(gallery, page)

    def onboarding(self):
        page = "onboarding"
        with Gallery(self.kinetic, self.display, page) as gallery:
            x, y, _, _ = gallery.frame

            def on_page(point):
                return (round(x + point[0]), round(y + point[1]))

            mark = gallery.log.mark()
            swipe(self.browser, on_page((250, 300)), on_page((70, 300)), steps=12, duration=0.25)
            shown = gallery.wait_for(lambda l: l.get("event") == "page", 5, "a page line after a swipe")
            if shown.get("page") != 1:
                fail(f"a swipe settled on page {shown.get('page')}, expected 1")
            self.passes(page, "a swipe paged the carousel to page 1")

            time.sleep(0.5)
            mark = gallery.log.mark()
            swipe(self.browser, on_page((120, 300)), on_page((150, 300)), steps=6, duration=0.5)
            gallery.drain(1.0)
            if gallery.since(mark, "page"):
                fail(f"a short swipe changed the page: {gallery.since(mark, 'page')}")
            self.passes(page, "a short swipe sprang back to page 1")
            self.screenshot(gallery, page)


def adopt_orphans():
    """Makes this process the reaper of its descendants' orphans (the accessibility bus that the
    session bus starts, Chromium's helpers), so that none is left behind as a zombie."""
    PR_SET_CHILD_SUBREAPER = 36
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)


def reap_orphans(grace=2.0):
    deadline = time.monotonic() + grace
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return  # None left.
        if pid == 0:
            if time.monotonic() > deadline:
                return
            time.sleep(0.05)


def main():
    use_name("touch suite")
    if len(sys.argv) != 2:
        fail("usage: touch_suite.py PATH/TO/kinetic")
    kinetic = os.path.abspath(sys.argv[1])
    began = time.monotonic()
    adopt_orphans()
    screenshots = tempfile.mkdtemp(prefix="kinetic-touch-")
    with SessionBus() as bus, Display(bus) as display:
        suite = Suite(kinetic, display, screenshots)
        suite.slide_to_confirm()
        suite.pull_to_action()
        suite.gestures()
        suite.onboarding()
    reap_orphans()
    print(f"touch suite: {suite.passed} cases passed in {time.monotonic() - began:.1f} s; "
          f"screenshots in {screenshots}")


if __name__ == "__main__":
    main()
