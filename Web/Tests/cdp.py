"""A small DevTools-protocol harness for Kinetic's web tests and benchmark: serves a folder on
127.0.0.1, starts a headless Chromium in its own process group (always killed at the end) and
talks to one page over its websocket (python3-websocket)."""

import contextlib
import functools
import http.server
import json
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
import urllib.request

import websocket


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript", ".mjs": "text/javascript"}

    def log_message(self, *args):
        pass


@contextlib.contextmanager
def serve(folder):
    """Serves `folder` on 127.0.0.1; yields the base URL."""
    port = free_port()
    handler = functools.partial(QuietHandler, directory=folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{port}/"
    finally:
        server.shutdown()
        server.server_close()


class Page:
    """One page over CDP: call(method, **params), events kept in order."""

    def __init__(self, url):
        self.ws = websocket.create_connection(url, timeout=30, suppress_origin=True)
        self.next_id = 0
        self.events = []

    def call(self, method, **params):
        self.next_id += 1
        ident = self.next_id
        self.ws.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == ident:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def evaluate(self, expression, await_promise=True):
        result = self.call("Runtime.evaluate", expression=expression, awaitPromise=await_promise,
                           returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression[:80]}…: {json.dumps(result['exceptionDetails'])[:800]}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=10.0, interval=0.05):
        deadline = time.monotonic() + timeout
        while True:
            value = self.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {expression}")
            time.sleep(interval)

    def pump(self, seconds):
        """Lets time pass while collecting events."""
        self.ws.settimeout(0.05)
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            try:
                message = json.loads(self.ws.recv())
                if "method" in message:
                    self.events.append(message)
            except websocket.WebSocketTimeoutException:
                pass
        self.ws.settimeout(30)

    def touch(self, kind, points, timestamp=None):
        """A touch event; `timestamp` (seconds since the epoch) is when it happened, by default
        when Chromium receives it."""
        stamp = {} if timestamp is None else {"timestamp": timestamp}
        self.call("Input.dispatchTouchEvent", type=kind, **stamp,
                  touchPoints=[{"x": x, "y": y, "id": i + 1} for i, (x, y) in enumerate(points)])

    def drag(self, start, end, steps=20, delay=0.016, fingers=None, stamped=False):
        """One finger from `start` to `end`, or several (`fingers`: [(start, end), …]).

        `stamped` gives each event the time it was meant for, `delay` after the one before, so
        that a stall of this machine between two events (a flick's last move and its release,
        say) does not read to the element as the finger pausing: for checks of a flick's speed."""
        fingers = fingers or [(start, end)]
        at = lambda k: [(a[0] + (b[0] - a[0]) * k / steps, a[1] + (b[1] - a[1]) * k / steps) for a, b in fingers]
        began = time.time()
        when = lambda k: began + k * delay if stamped else None
        self.touch("touchStart", at(0), when(0))
        for k in range(1, steps + 1):
            time.sleep(delay)
            self.touch("touchMove", at(k), when(k))
        time.sleep(delay)
        self.touch("touchEnd", [], when(steps + 1))

    def key(self, key, code=None, key_code=0, modifiers=0, text=None):
        base = {"key": key, "code": code or key, "windowsVirtualKeyCode": key_code,
                "nativeVirtualKeyCode": key_code, "modifiers": modifiers}
        self.call("Input.dispatchKeyEvent", type="rawKeyDown", **base)
        if text:
            self.call("Input.dispatchKeyEvent", type="char", text=text, **base)
        self.call("Input.dispatchKeyEvent", type="keyUp", **base)


@contextlib.contextmanager
def chromium(width=1280, height=900):
    """A headless Chromium in its own process group; yields a Page on about:blank."""
    binary = shutil.which("chromium") or "/usr/bin/chromium"
    profile = tempfile.mkdtemp(prefix="kinetic-web-")
    port = free_port()
    process = subprocess.Popen(
        [binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--mute-audio", "--hide-scrollbars",
         f"--remote-debugging-port={port}", f"--user-data-dir={profile}",
         f"--window-size={width},{height}", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/json") as response:
                    targets = [t for t in json.load(response) if t.get("type") == "page"]
                if targets:
                    break
            except OSError:
                pass
            if time.monotonic() > deadline or process.poll() is not None:
                raise RuntimeError("chromium did not start")
            time.sleep(0.1)
        page = Page(targets[0]["webSocketDebuggerUrl"])
        try:
            yield page
        finally:
            page.ws.close()
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        shutil.rmtree(profile, ignore_errors=True)
