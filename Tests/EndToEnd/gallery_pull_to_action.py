#!/usr/bin/env python3
"""End to end: the pull to action in `kinetic gallery`, driven like a person would drive it.

Starts a virtual X display, opens the gallery's pull-to-action page with --log, drags the inbox
with xdotool, reads the log and takes a screenshot of every state into a folder under /tmp:

- a drag past the threshold: pulling, triggered, triggeredAction, executing, then (after the
  simulated work) retracting and idle;
- a short drag: pulling, then idle, and nothing triggered;
- a click on a message opens it (its unread marker goes) and pulls nothing;
- F5 with the focus on a message triggers the action as a pull would;
- F5 held down (auto-repeating) triggers it once.

    Tests/EndToEnd/gallery_pull_to_action.py PATH/TO/kinetic
"""

import os
import subprocess
import sys
import tempfile
import time

from gallery_harness import GallerySession, fail, use_name, xdotool


def interesting(lines):
    """The lines without the per-frame pull amounts."""
    return [line for line in lines if line.get("event") != "pull"]


def is_state(name):
    return lambda line: line.get("event") == "state" and line.get("state") == name


def press(env, point):
    xdotool(env, "mousemove", str(point[0]), str(point[1]))
    time.sleep(0.05)
    xdotool(env, "mousedown", "1")


def move(env, start, end, steps=12, duration=0.4):
    for step in range(1, steps + 1):
        x = round(start[0] + (end[0] - start[0]) * step / steps)
        y = round(start[1] + (end[1] - start[1]) * step / steps)
        xdotool(env, "mousemove", str(x), str(y))
        time.sleep(duration / steps)


def release(env):
    xdotool(env, "mouseup", "1")


class Screenshots:
    """Screenshots of the control, cropped from the screen, kept for review."""

    def __init__(self, env, folder, crop):
        self.env = env
        self.folder = folder
        self.crop = crop
        self.taken = []

    def take(self, name):
        screen = os.path.join(self.folder, f"screen-{name}.png")
        subprocess.run(["import", "-window", "root", screen], env=self.env, check=True)
        path = os.path.join(self.folder, f"{len(self.taken) + 1:02d}-{name}.png")
        subprocess.run(["convert", screen, "-crop", self.crop, "+repage", path], check=True)
        os.remove(screen)
        self.taken.append(path)
        return path


def differing_share(first, second):
    """The share of pixels that differ between two images of the same size."""
    compared = subprocess.run(["compare", "-metric", "AE", "-fuzz", "5%", first, second, "null:"],
                              capture_output=True, text=True)
    width, height = subprocess.run(["identify", "-format", "%w %h", first], capture_output=True,
                                   text=True, check=True).stdout.split()
    return float(compared.stderr.split()[0]) / (int(width) * int(height))


def main():
    use_name("gallery pull-to-action end-to-end")
    if len(sys.argv) != 2:
        fail("usage: gallery_pull_to_action.py PATH/TO/kinetic")
    kinetic = os.path.abspath(sys.argv[1])
    folder = tempfile.mkdtemp(prefix="kinetic-pull-to-action-")
    with GallerySession(kinetic, "pull-to-action", shown=interesting) as session:
        env, log = session.env, session.log
        x, y, w, h = session.frame
        left, top = session.origin
        # The card's header sits above the viewport: keep it in the screenshots.
        shots = Screenshots(env, folder, f"{int(w) + 2}x{int(h) + 70}+{int(left) - 1}+{int(top) - 68}")
        grip = (round(left + w / 2), round(top + 90))
        xdotool(env, "mousemove", str(round(left + w + 40)), str(round(top + 10)))
        time.sleep(0.3)
        shots.take("idle")

        # A drag past the threshold: pulling, triggered; letting go runs the action.
        mark = log.mark()
        press(env, grip)
        move(env, grip, (grip[0], grip[1] + 90), steps=8, duration=0.3)
        log.wait_for(is_state("pulling"), 5, "pulling while dragging down")
        time.sleep(0.2)
        shots.take("pulling")
        move(env, (grip[0], grip[1] + 90), (grip[0], grip[1] + 330), steps=14, duration=0.5)
        log.wait_for(is_state("triggered"), 5, "triggered past the threshold")
        time.sleep(0.3)
        shots.take("triggered")
        release(env)
        log.wait_for(is_state("executing"), 5, "executing after letting go")
        log.wait_for(lambda l: l.get("event") == "triggeredAction", 1, "triggeredAction with executing")
        time.sleep(0.5)
        shots.take("executing")
        log.wait_for(is_state("retracting"), 6, "retracting once the simulated work is done")
        time.sleep(0.3)
        shots.take("success")
        log.wait_for(is_state("idle"), 5, "idle after retracting")
        events = [l.get("state", l.get("event")) for l in interesting(log.since(mark))
                  if l.get("event") in ("state", "triggeredAction")]
        expected = ["pulling", "triggered", "executing", "triggeredAction", "retracting", "idle"]
        if events != expected:
            fail(f"a pull past the threshold gave {events}, expected {expected}")
        time.sleep(0.3)
        shots.take("idle-after-refresh")

        # A short drag: pulling, then back to idle without triggering.
        mark = log.mark()
        press(env, grip)
        move(env, grip, (grip[0], grip[1] + 60), steps=6, duration=0.25)
        log.wait_for(is_state("pulling"), 5, "pulling during a short drag")
        release(env)
        log.wait_for(is_state("idle"), 5, "idle after a short drag")
        log.drain(1.0)
        if any(l.get("event") == "triggeredAction" for l in log.since(mark)):
            fail("a short drag triggered the action")

        # A click on the first message opens it: its unread marker goes, and nothing is pulled.
        row = (round(left + w / 2), round(top + 40))
        row_crop = f"{int(w) - 4}x60+{int(left) + 2}+{int(top) + 10}"
        before = os.path.join(folder, "row-before.png")
        after = os.path.join(folder, "row-after.png")
        xdotool(env, "mousemove", str(row[0]), str(row[1]))
        time.sleep(0.3)
        subprocess.run(f"import -window root png:- | convert - -crop {row_crop} +repage {before}",
                       shell=True, env=env, check=True)
        mark = log.mark()
        xdotool(env, "click", "1")
        time.sleep(0.5)
        subprocess.run(f"import -window root png:- | convert - -crop {row_crop} +repage {after}",
                       shell=True, env=env, check=True)
        log.drain(0.3)
        if any(l.get("event") == "state" for l in log.since(mark)):
            fail(f"a click pulled: {interesting(log.since(mark))}")
        changed = differing_share(before, after)
        if changed < 0.002:
            fail("a click on a message did not open it (the row looks the same)")

        # F5 with the focus on that message triggers the action as a pull would.
        mark = log.mark()
        xdotool(env, "key", "F5")
        log.wait_for(is_state("triggered"), 5, "triggered after F5")
        log.wait_for(is_state("executing"), 5, "executing after F5")
        log.wait_for(is_state("idle"), 8, "idle after the keyboard refresh")

        # F5 held down through a whole refresh and a second more refreshes once: the key's
        # auto-repeat never triggers again, not even once the control is idle.
        mark = log.mark()
        xdotool(env, "keydown", "F5")
        log.wait_for(is_state("executing"), 5, "executing while F5 is held")
        log.wait_for(is_state("idle"), 8, "idle while F5 is still held")
        time.sleep(1.0)
        xdotool(env, "keyup", "F5")
        log.drain(0.5)
        triggers = [l for l in log.since(mark) if l.get("event") == "triggeredAction"]
        if len(triggers) != 1:
            fail(f"holding F5 triggered {len(triggers)} times: {interesting(log.since(mark))}")

        print(f"gallery pull-to-action end-to-end: a pull past the threshold ran the action and "
              f"retracted, a short drag did not trigger, a click opened a message, F5 refreshed, "
              f"a held F5 refreshed once; "
              f"{len(shots.taken)} screenshots in {folder}")


if __name__ == "__main__":
    main()
