"""What Kinetic's gallery end-to-end scripts share: failing with one clear line, a free X display,
the gallery's JSON log read as it arrives, and xdotool.

Each script calls `use_name("gallery <control> end-to-end")` first, so its failures say which
script failed.
"""

import json
import os
import queue
import subprocess
import sys
import threading
import time

_name = "gallery end-to-end"


def use_name(name):
    """Names the script in its failure lines."""
    global _name
    _name = name


def fail(message):
    print(f"{_name}: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def free_display():
    for number in range(90, 140):
        if not os.path.exists(f"/tmp/.X{number}-lock") and not os.path.exists(f"/tmp/.X11-unix/X{number}"):
            return f":{number}"
    fail("no free X display number between :90 and :139")


class Log:
    """Collects the gallery's JSON lines as they arrive.

    `shown` picks the lines a timeout message quotes (for example without per-frame lines).
    """

    def __init__(self, stream, shown=lambda lines: lines):
        self.lines = queue.Queue()
        self.seen = []
        self.shown = shown
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream):
        for raw in stream:
            try:
                self.lines.put(json.loads(raw))
            except json.JSONDecodeError:
                self.lines.put({"event": "unparsable", "text": raw})

    def wait_for(self, predicate, timeout, what):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                break
            self.seen.append(line)
            if predicate(line):
                return line
        fail(f"timed out waiting for {what}; the log so far: {self.shown(self.seen)[-12:]}")

    def drain(self, seconds):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                self.seen.append(self.lines.get(timeout=0.05))
            except queue.Empty:
                pass

    def mark(self):
        """The position in the log from which `since` reads."""
        return len(self.seen)

    def since(self, mark):
        return self.seen[mark:]


def xdotool(env, *args):
    return subprocess.run(["xdotool", *args], env=env, check=True, capture_output=True, text=True).stdout


class GallerySession:
    """`kinetic gallery --page PAGE --log` on its own virtual display, found on screen.

    Use it as `with GallerySession(kinetic, "gestures") as session:`; it starts Xvfb, opens the
    gallery, waits for the ready line and works out where the control is on the screen; on the
    way out it closes the gallery and the display.

    - `env`: the environment that reaches the display (for xdotool and ImageMagick);
    - `log`: the gallery's `Log`;
    - `frame`: the control's `(x, y, width, height)` from the ready line;
    - `origin`: the control's top-left corner on the screen.

    `environment` adds variables to the gallery's environment (`GSK_RENDERER`, say).
    """

    def __init__(self, kinetic, page, shown=lambda lines: lines, environment=None):
        self.kinetic = kinetic
        self.page = page
        self.shown = shown
        self.environment = environment or {}
        self.xvfb = None
        self.gallery = None

    def __enter__(self):
        display = free_display()
        self.env = dict(os.environ, DISPLAY=display, GDK_BACKEND="x11", NO_AT_BRIDGE="1", GTK_A11Y="none")
        self.env.pop("WAYLAND_DISPLAY", None)
        self.xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(100):
                if subprocess.run(["xdpyinfo"], env=self.env, capture_output=True).returncode == 0:
                    break
                time.sleep(0.05)
            else:
                fail(f"Xvfb did not start on {display}")
            self.gallery = subprocess.Popen([self.kinetic, "gallery", "--page", self.page, "--log"],
                                            env=dict(self.env, **self.environment),
                                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            self.log = Log(self.gallery.stdout, shown=self.shown)
            ready = self.log.wait_for(lambda l: l.get("event") == "ready", 30, "the ready line")
            if self.page not in ready.get("controls", {}):
                fail(f"the ready line has no {self.page} frame: {ready}")
            self.frame = tuple(ready["controls"][self.page])
            window = xdotool(self.env, "search", "--sync", "--name", "^Kinetic Gallery$").split()[0]
            geometry = dict(line.split("=") for line in xdotool(self.env, "getwindowgeometry", "--shell", window).split())
            # Without a window manager the window's surface starts at its position on the screen.
            self.origin = (int(geometry["X"]) + self.frame[0], int(geometry["Y"]) + self.frame[1])
        except BaseException:
            self.__exit__(None, None, None)
            raise
        return self

    def __exit__(self, *exception):
        if self.gallery:
            self.gallery.terminate()
            try:
                self.gallery.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.gallery.kill()
        if self.xvfb:
            self.xvfb.terminate()
            self.xvfb.wait(timeout=5)
        return False
