"""A small Chrome DevTools protocol client: a headless Chromium page to send touches, mouse
events and script to, and to take screenshots of.

Needs Debian's `chromium` and `python3-websocket` (run with /usr/bin/python3, which has it).

    with Chromium("http://127.0.0.1:8080/") as page:
        page.touch("touchStart", [(100, 200, 1)])
"""

import base64
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request

import websocket

from gallery_harness import stop


class CDPError(Exception):
    """Chromium did not start, or a command failed."""


def free_port():
    """A TCP port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Chromium:
    """A headless Chromium showing one page, driven over the DevTools protocol."""

    def __init__(self, url, size=(1280, 900)):
        self.url = url
        self.size = size
        self.process = None
        self.socket = None
        self.profile = None
        self.next_id = 0

    def __enter__(self):
        self.profile = tempfile.mkdtemp(prefix="kinetic-chromium-")
        port = free_port()
        self.process = subprocess.Popen(
            ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--no-default-browser-check", "--disable-extensions", f"--user-data-dir={self.profile}",
             f"--remote-debugging-port={port}", f"--window-size={self.size[0]},{self.size[1]}", self.url],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            self.socket = websocket.create_connection(self._page_socket(port), timeout=20)
            self._wait_for_load()
        except BaseException:
            self.__exit__(None, None, None)
            raise
        return self

    def __exit__(self, *exception):
        if self.socket:
            self.socket.close()
        if self.process:
            stop(self.process)
        if self.profile:
            shutil.rmtree(self.profile, ignore_errors=True)
        return False

    def _page_socket(self, port):
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise CDPError(f"chromium exited with status {self.process.returncode}")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=1) as answer:
                    targets = json.load(answer)
                pages = [t for t in targets if t.get("type") == "page" and "webSocketDebuggerUrl" in t]
                if pages:
                    return pages[0]["webSocketDebuggerUrl"]
            except OSError:
                pass
            time.sleep(0.1)
        raise CDPError("chromium's DevTools endpoint did not answer within 20 s")

    def _wait_for_load(self):
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            if self.evaluate("document.readyState == 'complete' && location.href") == self.url:
                return
            time.sleep(0.05)
        raise CDPError(f"chromium did not load {self.url} within 20 s")

    def call(self, method, **params):
        """Sends one command and returns its result (events that arrive meanwhile are dropped)."""
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") != self.next_id:
                continue
            if "error" in message:
                raise CDPError(f"{method}: {message['error'].get('message')}")
            return message.get("result", {})

    def evaluate(self, expression):
        """Runs `expression` in the page and returns its value."""
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise CDPError(f"script failed: {details.get('exception', {}).get('description') or details.get('text')}")
        return result.get("result", {}).get("value")

    def touch(self, kind, points):
        """`touchStart`, `touchMove` or `touchEnd` with the touch points `(x, y, id)` still down
        afterwards (for `touchEnd`, those that stay); ids must be 1 or more."""
        self.call("Input.dispatchTouchEvent", type=kind,
                  touchPoints=[{"x": x, "y": y, "id": ident} for x, y, ident in points])

    def mouse(self, kind, x, y, held):
        """`mousePressed`, `mouseMoved` or `mouseReleased` of the left button at page coordinates;
        `held` says whether the button is down during (or, for a move, throughout) the event."""
        self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y,
                  button="left" if kind != "mouseMoved" or held else "none", buttons=1 if held else 0,
                  clickCount=1 if kind != "mouseMoved" else 0)

    def screenshot(self, path):
        """Saves a PNG of the page to `path`."""
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))
        return path
