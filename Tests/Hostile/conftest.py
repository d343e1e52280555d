"""Kinetic attacked as a careless or hostile app would attack it (issue 26), through the typelib.

`make hostile` (part of `make test`) runs this suite against an installed copy of Kinetic, as the
Python suite does: only GI_TYPELIB_PATH and LD_LIBRARY_PATH point there, under Xvfb and a D-Bus
session, with accessibility on. Each attack runs in a process of its own (`attack()`), so that
one that crashes shows as that process's exit status rather than taking the suite down, and so
that the attacks that must log a critical run without `G_DEBUG=fatal-criticals` while every other
one runs with it.
"""

import os
import subprocess
import sys
import textwrap

import pytest

# What every attack starts with: GTK and Kinetic, a shown window, and a way to run the main loop.
PRELUDE = textwrap.dedent('''
    import gc, json, math, os, sys, threading, time
    import gi
    gi.require_version("Gtk", "4.0")
    gi.require_version("Kinetic", "1")
    from gi.repository import GLib, Gtk, Kinetic
    Kinetic.init()

    def iterate(seconds=0.0):
        context = GLib.MainContext.default()
        deadline = time.monotonic() + seconds
        while True:
            while context.pending():
                context.iteration(False)
            if time.monotonic() >= deadline:
                return
            time.sleep(0.005)

    def rss_kib():
        with open("/proc/self/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))

    def threads():
        return len(os.listdir("/proc/self/task"))

    window = Gtk.Window(default_width=360, default_height=640)
    window.present()
    iterate(0.05)

    def show(widget):
        window.set_child(widget)
        iterate(0.1)
        return widget
''')

DEMO_SPEC = os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "KineticPlay", "Demos",
                         "onboarding", "onboarding.json")


class Attack:
    """How an attack's process ended: its exit status, what it printed (one JSON object on its
    last stdout line, when it printed one) and its stderr."""

    def __init__(self, process):
        self.returncode = process.returncode
        self.stderr = process.stderr
        lines = [line for line in process.stdout.splitlines() if line.startswith("{")]
        import json
        self.result = json.loads(lines[-1]) if lines else None

    def criticals(self):
        return [line for line in self.stderr.splitlines() if "CRITICAL" in line]


def attack(code, fatal_criticals=True, timeout=120):
    """Runs `code` after PRELUDE in a new python3; the attack is expected to survive (exit 0)."""
    env = dict(os.environ)
    if fatal_criticals:
        env["G_DEBUG"] = "fatal-criticals"
    else:
        env.pop("G_DEBUG", None)
    env["KINETIC_DEMO_SPEC"] = os.path.abspath(DEMO_SPEC)
    process = subprocess.run([sys.executable, "-c", PRELUDE + textwrap.dedent(code)],
                             capture_output=True, text=True, timeout=timeout, env=env)
    result = Attack(process)
    assert result.returncode == 0, (
        f"the attack's process ended with {result.returncode}:\n{result.stderr[-3000:]}")
    return result


@pytest.fixture
def demo_spec():
    return os.path.abspath(DEMO_SPEC)
