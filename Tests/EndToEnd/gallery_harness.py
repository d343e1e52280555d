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
