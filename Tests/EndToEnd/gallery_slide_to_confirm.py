#!/usr/bin/env python3
"""End to end: the slide to confirm in `kinetic gallery`, driven like a person would drive it.

Starts a virtual X display, opens the gallery with --log, drags the thumb with xdotool, reads the
log, takes a screenshot and compares the control on screen with what the Cairo renderer draws.

    Tests/EndToEnd/gallery_slide_to_confirm.py PATH/TO/kinetic
"""

import json
import os
import subprocess
import sys
import tempfile
import time

from gallery_harness import GallerySession, fail, use_name, xdotool


def drag(env, start, end, steps=12, duration=0.4, rest=0.0):
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


def main():
    use_name("gallery end-to-end")
    if len(sys.argv) != 2:
        fail("usage: gallery_slide_to_confirm.py PATH/TO/kinetic")
    kinetic = os.path.abspath(sys.argv[1])
    work = tempfile.mkdtemp(prefix="kinetic-e2e-")
    # The control follows the desktop's font, as stock widgets do; the recordings show GNOME's
    # (Cantarell). A bare X server has no desktop settings, so GTK's own default ("Sans") would
    # apply: give the gallery GNOME's font the way a desktop does, through GTK's settings file.
    config = os.path.join(work, "config")
    os.makedirs(os.path.join(config, "gtk-4.0"))
    with open(os.path.join(config, "gtk-4.0", "settings.ini"), "w") as file:
        file.write("[Settings]\ngtk-font-name=Cantarell 11\n")
    with GallerySession(kinetic, "slide-to-confirm", gallery_env={"XDG_CONFIG_HOME": config}) as session:
        env, log = session.env, session.log
        x, y, w, h = session.frame
        left, top = session.origin
        thumb = (round(left + 50), round(top + h / 2))

        # Drag the thumb to the end: the log shows the completion, then the reset to idle.
        drag(env, thumb, (round(left + w + 20), thumb[1]), rest=0.15)
        log.wait_for(lambda l: l.get("event") == "complete", 5, "complete after dragging to the end")
        log.wait_for(lambda l: l.get("event") == "idle", 5, "idle after the completion")

        # Release halfway: the thumb goes back without confirming, and the control idles.
        before = sum(1 for l in log.seen if l.get("event") == "complete")
        drag(env, thumb, (round(left + w / 2), thumb[1]), rest=0.15)
        log.wait_for(lambda l: l.get("state") == "resetting", 5, "resetting after releasing halfway")
        log.wait_for(lambda l: l.get("event") == "idle", 5, "idle after releasing halfway")
        log.drain(0.3)
        if sum(1 for l in log.seen if l.get("event") == "complete") != before:
            fail("releasing halfway confirmed")

        # From the keyboard: the first Return arms, the second confirms.
        xdotool(env, "mousemove", str(thumb[0]), str(thumb[1]))
        xdotool(env, "click", "1")  # a tap moves the focus to the control and does nothing else
        xdotool(env, "key", "Return")
        log.wait_for(lambda l: l.get("state") == "armed", 5, "armed after the first Return")
        xdotool(env, "key", "Return")
        log.wait_for(lambda l: l.get("event") == "complete", 5, "complete after the second Return")
        log.wait_for(lambda l: l.get("event") == "idle", 5, "idle after the keyboard confirmation")

        # The control on screen matches what the renderer draws for the same state.
        xdotool(env, "mousemove", "5", "5")
        time.sleep(0.3)
        shot = os.path.join(work, "screen.png")
        subprocess.run(["import", "-window", "root", shot], env=env, check=True)
        script = os.path.join(work, "idle.json")
        with open(script, "w") as file:
            json.dump({"control": "slide-to-confirm", "size": [w, h],
                       "options": {"prompt": "Slide to delete 3 photos", "title": "Delete"},
                       "steps": [{"at": 0, "end": True}]}, file)
        frames = os.path.join(work, "frames")
        subprocess.run([kinetic, "play", script, "--frames", frames, "--fps", "1", "--scale", "1"],
                       check=True, capture_output=True)
        crop = f"{int(w)}x{int(h)}"
        subprocess.run(["convert", shot, "-crop", f"{crop}+{left}+{top}", "+repage",
                        os.path.join(work, "screen-control.png")], check=True)
        subprocess.run(["convert", os.path.join(frames, "frame-00000.png"), "-crop", f"{crop}+20+20", "+repage",
                        "-background", "white", "-flatten", os.path.join(work, "drawn-control.png")], check=True)
        compared = subprocess.run(["compare", "-metric", "AE", "-fuzz", "12%",
                                   os.path.join(work, "screen-control.png"),
                                   os.path.join(work, "drawn-control.png"), os.path.join(work, "diff.png")],
                                  capture_output=True, text=True)
        differing = float(compared.stderr.split()[0])
        share = differing / (w * h)
        if share > 0.03:
            fail(f"{share:.1%} of the control's pixels differ from the renderer's drawing (see {work})")
        print(f"gallery end-to-end: drag to the end confirmed, release halfway reset, Return twice confirmed, "
              f"screenshot matches the renderer ({share:.2%} of pixels differ)")
        frame, knobs = session.frame, session.knobs
        shot_with_knobs = os.path.join(work, "with-knobs.png")
        subprocess.run(["import", "-window", "root", shot_with_knobs], env=env, check=True, capture_output=True)

    # --hide-knobs: the control where it was, no knob on screen or in the ready line, and the page
    # where the knobs were shows only its background.
    with GallerySession(kinetic, "slide-to-confirm", gallery_env={"XDG_CONFIG_HOME": config},
                        arguments=["--hide-knobs"]) as session:
        if session.frame != frame:
            fail(f"with --hide-knobs the slide is at {session.frame}, without at {frame}")
        if session.knobs:
            fail(f"with --hide-knobs the ready line still lists knobs: {sorted(session.knobs)}")
        shot = os.path.join(work, "without-knobs.png")
        subprocess.run(["import", "-window", "root", shot], env=session.env, check=True, capture_output=True)
        kx, ky, kw, kh = knobs["Thumb width"]
        region = f"{kw}x{kh}+{kx}+{ky}"
        colours = subprocess.run(["convert", shot, "-crop", region, "+repage", "-unique-colors", "-format", "%w",
                                  "info:"], check=True, capture_output=True, text=True).stdout
        shown = subprocess.run(["convert", shot_with_knobs, "-crop", region, "+repage", "-unique-colors", "-format",
                                "%w", "info:"], check=True, capture_output=True, text=True).stdout
        if int(colours) != 1 or int(shown) < 2:
            fail(f"where the \"Thumb width\" knob was, {colours} colours with --hide-knobs and {shown} without "
                 f"(see {work})")
        print("gallery end-to-end: --hide-knobs leaves the slide where it was and shows no knob")


if __name__ == "__main__":
    main()
