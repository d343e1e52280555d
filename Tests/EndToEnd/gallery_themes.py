#!/usr/bin/env python3
"""End to end: every page of `kinetic gallery` follows the desktop's theme.

Opens each page under `GTK_THEME=Adwaita` and `GTK_THEME=Adwaita:dark` on its own virtual
display, takes a screenshot of the window and measures its median luma (0 black to 1 white, the
luma of the window's larger half): under the dark theme every page is dark (below 0.35), and
darker than under the light theme by a wide margin, so no page keeps a light background of its
own. A control's own picture may stay light: the onboarding carousel keeps the light ground its
spec's artwork is drawn for. The screenshots stay in /tmp/kinetic-gallery-themes for review.

    Tests/EndToEnd/gallery_themes.py PATH/TO/kinetic
"""

import os
import subprocess
import sys
import time

from gallery_harness import GallerySession, fail, use_name, xdotool

PAGES = ["slide-to-confirm", "pull-to-action", "gestures", "onboarding"]
THEMES = {"light": "Adwaita", "dark": "Adwaita:dark"}
SCREENSHOTS = "/tmp/kinetic-gallery-themes"


def window_luma(session, path):
    """Saves the gallery window's screenshot at `path` and returns its median luma."""
    window = xdotool(session.env, "search", "--sync", "--name", "^Kinetic Gallery$").split()[0]
    geometry = dict(line.split("=") for line in xdotool(session.env, "getwindowgeometry", "--shell", window).split())
    crop = f"{geometry['WIDTH']}x{geometry['HEIGHT']}+{geometry['X']}+{geometry['Y']}"
    subprocess.run(f"import -window root png:- | convert - -crop {crop} +repage {path}", shell=True,
                   env=session.env, check=True)
    gray = subprocess.run(["convert", path, "-colorspace", "Gray", "-depth", "8", "gray:-"],
                          env=session.env, check=True, capture_output=True).stdout
    return sorted(gray)[len(gray) // 2] / 255


def main():
    use_name("theme suite")
    if len(sys.argv) != 2:
        fail("usage: gallery_themes.py PATH/TO/kinetic")
    kinetic = os.path.abspath(sys.argv[1])
    os.makedirs(SCREENSHOTS, exist_ok=True)
    started = time.monotonic()
    for page in PAGES:
        luma = {}
        for name, theme in THEMES.items():
            with GallerySession(kinetic, page, gallery_env={"GTK_THEME": theme}) as session:
                time.sleep(0.8)  # The first frames: the carousel's images, the pull's rows.
                session.check_alive()
                luma[name] = window_luma(session, os.path.join(SCREENSHOTS, f"{page}-{name}.png"))
        print(f"theme suite: {page}: median luma {luma['light']:.2f} under Adwaita, "
              f"{luma['dark']:.2f} under Adwaita:dark")
        if luma["dark"] > 0.35 or luma["light"] - luma["dark"] < 0.3:
            fail(f"the {page} page does not follow the dark theme: median luma {luma['dark']:.2f} under "
                 f"Adwaita:dark against {luma['light']:.2f} under Adwaita "
                 f"(screenshots in {SCREENSHOTS})")
    print(f"theme suite: passed in {time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    main()
