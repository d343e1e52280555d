#!/usr/bin/env python3
"""End to end: the gallery with accessibility on and no D-Bus session bus, as in CI or a bare
X session, while an accessibility bus is up (a desktop's at-spi-bus-launcher).

The gallery gets the accessibility bus only (`AT_SPI_BUS_ADDRESS`, as GTK would also read it from
the display's `AT_SPI_BUS` property) and no session bus. GTK 4.8.3 then named every accessible
object after a D-Bus object path the application does not have: ~20 `g_dbus_connection_emit_signal`
/ `register_object` criticals at start, then SIGSEGV: in `g_str_hash` when a widget left its
parent, which the onboarding knobs do (the carousel rebuilds its parts), or in `g_variant_new`
answering a screen reader's call. The script runs the onboarding page with
`G_DEBUG=fatal-criticals`, lets an AT-SPI client read it (as a screen reader would), toggles every
onboarding knob on and off, turns the page both ways, and expects the gallery alive with the pages
it turned to in its log. Before the fix, the criticals stopped it at start; without them fatal,
the screen reader's calls and the knobs crashed it with SIGSEGV.

    Tests/EndToEnd/gallery_without_session_bus.py PATH/TO/kinetic
"""

import os
import signal
import subprocess
import sys
import tempfile
import time

from gallery_harness import GallerySession, fail, use_name, xdotool

KNOBS = ["Reduce motion", "Auto-advance every 3 s", "Right to left"]


def start_accessibility_bus(runtime):
    """at-spi-bus-launcher in a session of its own, as a desktop runs it; returns the process
    group's leader and the accessibility bus's address."""
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime)
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    env.pop("DISPLAY", None)
    # Asking the session for the address starts the launcher and the accessibility bus; asking the
    # registry for the desktop's children starts it, as a desktop has it before any app starts, and
    # waits until it answers. (dbus-send's literal reply has no newline.)
    script = ("address=$(dbus-send --session --print-reply=literal --dest=org.a11y.Bus /org/a11y/bus "
              "org.a11y.Bus.GetAddress | tr -d ' ') && for i in $(seq 50); do dbus-send --bus=$address --print-reply "
              "--dest=org.a11y.atspi.Registry /org/a11y/atspi/accessible/root org.a11y.atspi.Accessible.GetChildren "
              ">/dev/null 2>&1 && break; sleep 0.1; done; echo $address && exec sleep 600")
    launcher = subprocess.Popen(["dbus-run-session", "--", "sh", "-c", script], env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, text=True, start_new_session=True)
    # The registry says hello on the same output first.
    address = ""
    for _ in range(10):
        address = launcher.stdout.readline().strip()
        if not address or address.startswith("unix:"):
            break
    if not address.startswith("unix:"):
        stop(launcher)
        fail(f"at-spi-bus-launcher gave no accessibility bus address ({address!r}); is at-spi2-core installed?")
    return launcher, address


def stop(launcher):
    try:
        os.killpg(launcher.pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    launcher.wait(timeout=5)


def click(env, frame, where=0.5):
    x, y, w, h = frame
    xdotool(env, "mousemove", str(round(x + w * where)), str(round(y + h / 2)))
    time.sleep(0.05)
    xdotool(env, "click", "1")


def screen_reader_reads(address, timeout=20):
    """What an AT-SPI client (Orca, say) on the accessibility bus reads of the gallery: how many
    objects, and its switches' names. Not asserted: GTK 4.8 may join the registry late; the point
    is that the gallery answers a screen reader's calls while its knobs are toggled."""
    probe = """
import pyatspi
count, switches = 0, []
def walk(node, depth=0):
    global count
    if node is None or depth > 40:
        return
    count += 1
    if node.getRoleName() == "check box":
        switches.append(node.name)
    for i in range(node.childCount):
        walk(node.getChildAtIndex(i), depth + 1)
for app in pyatspi.Registry.getDesktop(0):
    if app is not None and app.name == "kinetic":
        walk(app)
print(count)
print("|".join(switches))
"""
    env = dict(os.environ, AT_SPI_BUS_ADDRESS=address)
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    try:
        result = subprocess.run(["/usr/bin/python3", "-c", probe], env=env, capture_output=True, text=True,
                                timeout=timeout)
    except subprocess.TimeoutExpired:
        return 0, []
    lines = result.stdout.splitlines() + ["0", ""]
    return int(lines[0] or 0), [name for name in lines[1].split("|") if name]


def main():
    use_name("gallery without a session bus end-to-end", session_bus=False)
    if len(sys.argv) != 2:
        fail("usage: gallery_without_session_bus.py PATH/TO/kinetic")
    kinetic = os.path.abspath(sys.argv[1])
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="kinetic-e2e-runtime-") as runtime:
        launcher, address = start_accessibility_bus(runtime)
        try:
            gallery_env = {"AT_SPI_BUS_ADDRESS": address, "DBUS_SESSION_BUS_ADDRESS": None}
            with GallerySession(kinetic, "onboarding", gallery_env=gallery_env) as session:
                env, log = session.env, session.log
                missing = [title for title in KNOBS + ["Turn the page"] if title not in session.knobs]
                if missing:
                    fail(f"the ready line has no frame for {missing}: {session.knobs}")
                # A screen reader on the accessibility bus: before the fix its calls met objects
                # without paths, and the knobs then crashed the gallery (SIGSEGV) even without
                # criticals fatal.
                time.sleep(0.5)
                read, switches = screen_reader_reads(address)
                session.check_alive()
                for title in KNOBS:
                    for _ in range(2):  # On, then off again: each rebuilds the carousel.
                        click(env, session.knobs[title])
                        time.sleep(0.35)
                        session.check_alive()
                # The carousel still turns: next, then (right to left on) next again, then back.
                turns = []
                for knob, where in [(None, 0.75), ("Right to left", 0.75), (None, 0.25)]:
                    if knob:
                        click(env, session.knobs[knob])
                        time.sleep(0.35)
                    click(env, session.knobs["Turn the page"], where)
                    shown = log.wait_for(lambda l: l.get("event") == "page", 5, "a page line after turning the page")
                    turns.append(shown["page"])
                if turns != [1, 2, 1]:
                    fail(f"Next, Next, Previous settled on pages {turns}, expected [1, 2, 1]")
                session.check_alive()
        finally:
            stop(launcher)
    print(f"gallery without a session bus end-to-end: a screen reader read {read} objects (switches {switches}); "
          f"toggled {', '.join(KNOBS)} on and off and turned to pages {turns} with criticals fatal: no critical, "
          f"no crash ({time.monotonic() - started:.1f} s)")


if __name__ == "__main__":
    main()
