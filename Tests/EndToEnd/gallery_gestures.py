#!/usr/bin/env python3
"""End to end: the gesture behaviours in `kinetic gallery`, driven like a person would drive them.

Starts a virtual X display, opens the gestures page with --log, drags the photo card across the
board with xdotool, clicks the sticker (a tap) and the button (which must still click), turns
the note with Shift + wheel, reads the log and takes screenshots for review.

    Tests/EndToEnd/gallery_gestures.py PATH/TO/kinetic
"""

import os
import subprocess
import sys
import time

from gallery_harness import GallerySession, fail, use_name, xdotool

# Where the page puts its views on the board (GesturesPage.Layout).
PHOTO_ORIGIN, PHOTO_SIZE = (40, 44), (216, 164)
STICKER_ORIGIN = (330, 56)
NOTE_ORIGIN = (480, 150)
BUTTON_ORIGIN = (320, 236)
SCREENSHOTS = "/tmp/kinetic-gallery-gestures"


def drag(env, start, end, steps=16, duration=0.5, rest=0.0):
    xdotool(env, "mousemove", str(start[0]), str(start[1]))
    time.sleep(0.05)
    xdotool(env, "mousedown", "1")
    for step in range(1, steps + 1):
        x = round(start[0] + (end[0] - start[0]) * step / steps)
        y = round(start[1] + (end[1] - start[1]) * step / steps)
        xdotool(env, "mousemove", str(x), str(y))
        time.sleep(duration / steps)
    time.sleep(rest)
    xdotool(env, "mouseup", "1")


def click(env, point):
    """A click as a person makes it: the button stays down for a moment."""
    xdotool(env, "mousemove", str(point[0]), str(point[1]))
    time.sleep(0.05)
    xdotool(env, "mousedown", "1")
    time.sleep(0.08)
    xdotool(env, "mouseup", "1")


def screenshot(env, name):
    path = os.path.join(SCREENSHOTS, name)
    subprocess.run(["import", "-window", "root", path], env=env, check=True)
    return path


def events(log, mark, event, view=None):
    """The lines of `event` (for `view`, when given) logged since `mark`."""
    return [l for l in log.since(mark) if l.get("event") == event and (view is None or l.get("view") == view)]


def main():
    use_name("gallery gestures end-to-end")
    if len(sys.argv) != 2:
        fail("usage: gallery_gestures.py PATH/TO/kinetic")
    kinetic = os.path.abspath(sys.argv[1])
    os.makedirs(SCREENSHOTS, exist_ok=True)
    with GallerySession(kinetic, "gestures") as session:
        env, log = session.env, session.log
        x, y, w, h = session.frame
        left, top = session.origin

        def screen(point):
            return (round(left + point[0]), round(top + point[1]))

        screenshot(env, "before.png")

        # Drag the photo by (+40, +110) and rest before releasing: no fling, it stays there.
        centre = (PHOTO_ORIGIN[0] + PHOTO_SIZE[0] / 2, PHOTO_ORIGIN[1] + PHOTO_SIZE[1] / 2)
        offset = (40, 110)
        mark = log.mark()
        drag(env, screen(centre), screen((centre[0] + offset[0], centre[1] + offset[1])), rest=0.2)
        log.wait_for(lambda l: l.get("event") == "finishMoving" and l.get("view") == "photo", 5,
                     "finishMoving after dragging the photo")
        log.drain(0.8)
        if not events(log, mark, "startMoving", "photo"):
            fail("no startMoving for the photo")
        moves = events(log, mark, "move", "photo")
        if len(moves) < 5:
            fail(f"only {len(moves)} move lines while dragging the photo")
        if events(log, mark, "tap", "photo"):
            fail("dragging the photo also tapped it")
        final = moves[-1]["center"]
        expected = (centre[0] + offset[0], centre[1] + offset[1])
        if abs(final[0] - expected[0]) > 3 or abs(final[1] - expected[1]) > 3:
            fail(f"the photo's centre ended at {final}, expected about {list(expected)}")
        screenshot(env, "after-drag.png")

        # Click the sticker: pressed, released, tapped.
        sticker = (STICKER_ORIGIN[0] + 60, STICKER_ORIGIN[1] + 20)
        mark = log.mark()
        click(env, screen(sticker))
        log.wait_for(lambda l: l.get("event") == "tap" and l.get("view") == "sticker", 5, "a tap on the sticker")
        order = [l["event"] for l in log.seen[mark:] if l.get("view") == "sticker"
                 and l.get("event") in ("touchDown", "touchUp", "tap")]
        if order[:3] != ["touchDown", "touchUp", "tap"]:
            fail(f"clicking the sticker reported {order}, expected touchDown, touchUp, tap")

        # The click focused the sticker (a label: the board gives it the focus): the board's key
        # bindings act on it. Right moves it one step (10 points), Return taps it.
        mark = log.mark()
        xdotool(env, "key", "Right")
        log.wait_for(lambda l: l.get("event") == "finishMoving" and l.get("view") == "sticker", 5,
                     "finishMoving after Right with the sticker focused")
        log.drain(0.8)
        said = [l.get("message") for l in events(log, mark, "announce", "sticker")]
        if len(events(log, mark, "move", "sticker")) != 1 or said != ["Moved"]:
            fail(f"Right with the sticker focused logged {[l['event'] for l in log.since(mark)]}, said {said}")
        mark = log.mark()
        xdotool(env, "key", "Return")
        log.wait_for(lambda l: l.get("event") == "tap" and l.get("view") == "sticker", 5,
                     "a tap after Return with the sticker focused")

        # Click the button: it is still a button.
        button = (BUTTON_ORIGIN[0] + 40, BUTTON_ORIGIN[1] + 18)
        click(env, screen(button))
        log.wait_for(lambda l: l.get("event") == "clicked" and l.get("view") == "button", 5,
                     "the button's click")

        # Drag the button: it moves, and it does not click.
        mark = log.mark()
        drag(env, screen(button), screen((button[0] - 120, button[1] - 20)), rest=0.2)
        log.wait_for(lambda l: l.get("event") == "finishMoving" and l.get("view") == "button", 5,
                     "finishMoving after dragging the button")
        log.drain(0.5)
        if events(log, mark, "clicked", "button"):
            fail("dragging the button clicked it")

        # Shift + wheel over the note turns it one step (15°) per click, clockwise for down.
        note = (NOTE_ORIGIN[0] + 40, NOTE_ORIGIN[1] + 20)
        mark = log.mark()
        xdotool(env, "mousemove", *map(str, screen(note)))
        time.sleep(0.1)
        xdotool(env, "keydown", "shift")
        xdotool(env, "click", "5")
        xdotool(env, "click", "5")
        xdotool(env, "keyup", "shift")
        log.wait_for(lambda l: l.get("event") == "finishRotating" and l.get("view") == "note", 5,
                     "finishRotating after Shift + wheel over the note")
        log.drain(1.0)
        rotations = events(log, mark, "rotate", "note")
        if not rotations or abs(rotations[-1]["rotation"] - 0.5236) > 0.01:
            fail(f"Shift + wheel turned the note to {rotations[-1]['rotation'] if rotations else None}, "
                 "expected 0.5236 (30°)")

        xdotool(env, "mousemove", "5", "5")
        time.sleep(0.3)
        shot = screenshot(env, "after.png")
        print(f"gallery gestures end-to-end: dragged the photo to {final} ({len(moves)} moves), "
              f"tapped the sticker, moved it with Right and tapped it with Return, clicked and dragged "
              f"the button, turned the note 30°; "
              f"screenshots in {SCREENSHOTS} ({os.path.basename(shot)})")


if __name__ == "__main__":
    main()
