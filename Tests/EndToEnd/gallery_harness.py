"""What Kinetic's gallery end-to-end scripts share: failing with one clear line, a free X display,
the gallery's JSON log read as it arrives, and xdotool.

Each script calls `use_name("gallery <control> end-to-end")` first, so its failures say which
script failed, and which also makes sure the script runs inside a D-Bus session bus (it runs
itself again under `dbus-run-session` when there is none), so that the gallery runs with
accessibility on and its AT-SPI bridge talks to a real accessibility bus. The gallery runs with
`G_DEBUG=fatal-criticals`: a GLib or GTK critical aborts it and fails the script.
"""

import atexit
import json
import os
import queue
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

_name = "gallery end-to-end"


def use_name(name, session_bus=True):
    """Names the script in its failure lines and, unless `session_bus` is false, runs it inside a
    D-Bus session bus (again, under `dbus-run-session`, when there is none)."""
    global _name
    _name = name
    own = os.environ.get("KINETIC_E2E_RUNTIME_DIR")
    if own and own == os.environ.get("XDG_RUNTIME_DIR"):
        atexit.register(shutil.rmtree, own, True)
    if session_bus and not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        if not shutil.which("dbus-run-session"):
            fail("dbus-run-session is missing (Debian package dbus-daemon)")
        sys.stdout.flush()
        # The accessibility bus's socket goes in XDG_RUNTIME_DIR: one of our own keeps runs
        # that overlap (another checkout's, say) apart.
        os.environ["XDG_RUNTIME_DIR"] = private_runtime_dir()
        os.execvp("dbus-run-session", ["dbus-run-session", "--", sys.executable, *sys.argv])


def private_runtime_dir():
    """A new directory for XDG_RUNTIME_DIR, removed when the script that uses it ends."""
    path = tempfile.mkdtemp(prefix="kinetic-e2e-runtime-")
    os.environ["KINETIC_E2E_RUNTIME_DIR"] = path
    return path



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

    def __init__(self, stream, shown=lambda lines: lines, diagnosis=lambda: ""):
        self.lines = queue.Queue()
        self.seen = []
        self.shown = shown
        self.diagnosis = diagnosis
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream):
        for raw in stream:
            try:
                self.lines.put(json.loads(raw))
            except json.JSONDecodeError:
                self.lines.put({"event": "unparsable", "text": raw})
        self.lines.put(None)  # The gallery closed its output: it has exited.

    def wait_for(self, predicate, timeout, what):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                break
            if line is None:
                self.lines.put(None)
                fail(f"the gallery ended while waiting for {what}; the log: {self.shown(self.seen)[-12:]}"
                     f"{self.diagnosis()}")
            self.seen.append(line)
            if predicate(line):
                return line
        fail(f"timed out waiting for {what}; the log so far: {self.shown(self.seen)[-12:]}{self.diagnosis()}")

    def drain(self, seconds):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=0.05)
            except queue.Empty:
                continue
            if line is None:
                self.lines.put(None)
                time.sleep(0.05)
            else:
                self.seen.append(line)

    def mark(self):
        """The position in the log from which `since` reads."""
        return len(self.seen)

    def since(self, mark):
        return self.seen[mark:]


def xdotool(env, *args):
    return subprocess.run(["xdotool", *args], env=env, check=True, capture_output=True, text=True).stdout


def stop(process):
    """Ends a process started by a script: politely first, then for good after five seconds."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


class GallerySession:
    """`kinetic gallery --page PAGE --log` on its own virtual display, found on screen.

    Use it as `with GallerySession(kinetic, "gestures") as session:`; it starts Xvfb, opens the
    gallery, waits for the ready line and works out where the control is on the screen; on the
    way out it closes the gallery and the display.

    - `env`: the environment that reaches the display (for xdotool and ImageMagick);
    - `log`: the gallery's `Log`;
    - `frame`: the control's `(x, y, width, height)` from the ready line;
    - `origin`: the control's top-left corner on the screen;
    - `knobs`: each knob's frame on the screen, `(x, y, width, height)`, by its label.

    The gallery runs with accessibility on and `G_DEBUG=fatal-criticals`, with the script's
    environment (its session bus included) and `gallery_env` on top; a key set to `None` there is
    removed. `arguments` go to the gallery after `--page PAGE --log`. If the gallery dies, the failure says how, with the end of its standard error.
    """

    def __init__(self, kinetic, page, shown=lambda lines: lines, gallery_env=None, arguments=()):
        self.kinetic = kinetic
        self.page = page
        self.arguments = list(arguments)
        self.shown = shown
        self.gallery_env = gallery_env or {}
        self.xvfb = None
        self.gallery = None
        self.errors = None

    def __enter__(self):
        display = free_display()
        self.env = dict(os.environ, DISPLAY=display, GDK_BACKEND="x11")
        for name in ("WAYLAND_DISPLAY", "GTK_A11Y", "NO_AT_BRIDGE"):
            self.env.pop(name, None)
        gallery_env = dict(self.env, G_DEBUG="fatal-criticals")
        for name, value in self.gallery_env.items():
            if value is None:
                gallery_env.pop(name, None)
            else:
                gallery_env[name] = value
        self.xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(100):
                if subprocess.run(["xdpyinfo"], env=self.env, capture_output=True).returncode == 0:
                    break
                time.sleep(0.05)
            else:
                fail(f"Xvfb did not start on {display}")
            self.errors = tempfile.TemporaryFile(mode="w+")
            self.gallery = subprocess.Popen([self.kinetic, "gallery", "--page", self.page, "--log", *self.arguments],
                                            env=gallery_env,
                                            stdout=subprocess.PIPE, stderr=self.errors, text=True)
            self.log = Log(self.gallery.stdout, shown=self.shown, diagnosis=self.diagnosis)
            ready = self.log.wait_for(lambda l: l.get("event") == "ready", 30, "the ready line")
            if self.page not in ready.get("controls", {}):
                fail(f"the ready line has no {self.page} frame: {ready}")
            self.frame = tuple(ready["controls"][self.page])
            window = xdotool(self.env, "search", "--sync", "--name", "^Kinetic Gallery$").split()[0]
            geometry = dict(line.split("=") for line in xdotool(self.env, "getwindowgeometry", "--shell", window).split())
            # Without a window manager the window's surface starts at its position on the screen.
            left, top = int(geometry["X"]), int(geometry["Y"])
            self.origin = (left + self.frame[0], top + self.frame[1])
            self.knobs = {title: (left + x, top + y, w, h) for title, (x, y, w, h) in ready.get("knobs", {}).items()}
        except BaseException:
            self.__exit__(*sys.exc_info())
            raise
        return self

    def diagnosis(self):
        """How the gallery ended, when it did, with the end of its standard error."""
        if not self.gallery:
            return ""
        try:
            self.gallery.wait(timeout=2)  # A gallery that closed its output is on its way out.
        except subprocess.TimeoutExpired:
            return ""
        status = self.gallery.returncode
        how = f"signal {signal.Signals(-status).name}" if status < 0 else f"status {status}"
        self.errors.seek(0)
        lines = self.errors.read().splitlines()
        # GLib's messages and Swift's fatal errors say why; a crash report's registers do not.
        said = [line for line in lines if any(word in line for word in ("CRITICAL", "WARNING", "ERROR", "Fatal error"))]
        return f"; the gallery exited with {how}; it said:\n" + "\n".join((said or lines)[-6:])

    def check_alive(self):
        """Fails when the gallery has exited."""
        if self.gallery.poll() is not None:
            fail(f"the gallery is gone{self.diagnosis()}")

    def __exit__(self, *exception):
        # A gallery that died before the script was done failed it, even if no wait noticed.
        died = self.gallery and exception[0] is None and self.gallery.poll() is not None
        ending = self.diagnosis() if died else ""
        if self.gallery:
            stop(self.gallery)
        if self.xvfb:
            self.xvfb.terminate()
            self.xvfb.wait(timeout=5)
        if died:
            fail(f"the gallery is gone{ending}")
        return False
