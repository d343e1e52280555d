#!/usr/bin/env python3
"""End to end: the onboarding carousel in `kinetic gallery`, driven like a person would drive it.

Starts a virtual X display, opens the onboarding page with --log, swipes the first page away
with xdotool (expects `page` {page: 1}), presses Right (expects page 2), clicks Skip (expects
`close`), reads the log and takes screenshots for review.

Then it opens the page again under GTK's Cairo renderer (`GSK_RENDERER=cairo`, what machines
without GL get) and visits every page: a transform that renderer cannot draw shows as a pink
box (#ff69b4 in GTK 4.8), so any such pink in a screenshot of the carousel fails the run.

    Tests/EndToEnd/gallery_onboarding.py PATH/TO/kinetic
"""

import os
import subprocess
import sys
import time

from gallery_harness import GallerySession, fail, use_name, xdotool

# The carousel's design size in the gallery (OnboardingPage.size) and where SlidingCarousel's
# layout puts Skip in it: a 100 × 20 frame centred at (W − 59, H − 25).
SIZE = (320, 568)
SKIP_CENTRE = (SIZE[0] - 59, SIZE[1] - 25)
SCREENSHOTS = "/tmp/kinetic-gallery-onboarding"


def drag(env, start, end, steps=12, duration=0.25):
    xdotool(env, "mousemove", str(start[0]), str(start[1]))
    time.sleep(0.05)
    xdotool(env, "mousedown", "1")
    for step in range(1, steps + 1):
        x = round(start[0] + (end[0] - start[0]) * step / steps)
        y = round(start[1] + (end[1] - start[1]) * step / steps)
        xdotool(env, "mousemove", str(x), str(y))
        time.sleep(duration / steps)
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


# The pinks GTK fills what a renderer cannot draw with: GTK 4.8's Cairo renderer uses hot pink
# (#ff69b4) for a transform it cannot classify; #ff00cc is the other fallback pink.
FALLBACK_PINKS = ["#ff69b4", "#ff00cc"]


def pink_pixels(path, crop):
    """How many pixels of `crop` in the screenshot are a pink GTK draws what it cannot draw with."""
    total = 0
    for pink in FALLBACK_PINKS:
        counted = subprocess.run(
            ["convert", path, "-crop", crop, "+repage", "-fuzz", "6%", "-fill", "black", "+opaque", pink,
             "-fill", "white", "-opaque", pink, "-format", "%[fx:round(mean*w*h)]", "info:"],
            capture_output=True, text=True, check=True)
        total += int(float(counted.stdout.strip()))
    return total


def check_cairo_renderer(kinetic):
    """Every page of the carousel under the Cairo renderer, without a pink box."""
    with GallerySession(kinetic, "onboarding", gallery_env={"GSK_RENDERER": "cairo"}) as session:
        env, log = session.env, session.log
        left, top = session.origin
        crop = f"{SIZE[0]}x{SIZE[1]}+{left}+{top}"
        time.sleep(1.2)
        found = []
        for page in range(5):
            if page == 1:
                drag(env, (left + 250, top + 300), (left + 70, top + 300))
            elif page > 1:
                xdotool(env, "key", "Right")
            if page > 0:
                shown = log.wait_for(lambda l: l.get("event") == "page", 5, f"page {page} under Cairo")
                if shown.get("page") != page:
                    fail(f"under the Cairo renderer the carousel settled on {shown.get('page')}, expected {page}")
                time.sleep(1.0)
            shot = screenshot(env, f"cairo-page-{page}.png")
            found.append(pink_pixels(shot, crop))
        if any(count > 20 for count in found):
            fail(f"under GSK_RENDERER=cairo the carousel shows pink boxes (pink pixels per page: {found}); "
                 f"see {SCREENSHOTS}/cairo-page-*.png")
        return found


def events(log, mark, event):
    """The lines of `event` logged since `mark`."""
    return [l for l in log.since(mark) if l.get("event") == event]


def main():
    use_name("gallery onboarding end-to-end")
    if len(sys.argv) != 2:
        fail("usage: gallery_onboarding.py PATH/TO/kinetic")
    kinetic = os.path.abspath(sys.argv[1])
    os.makedirs(SCREENSHOTS, exist_ok=True)
    with GallerySession(kinetic, "onboarding") as session:
        env, log = session.env, session.log
        x, y, w, h = session.frame
        if (w, h) != SIZE:
            fail(f"the carousel is {w} × {h}, expected {SIZE[0]} × {SIZE[1]}")
        left, top = session.origin

        def screen(point):
            return (round(left + point[0]), round(top + point[1]))

        time.sleep(1.2)  # The first page's badges pop in.
        screenshot(env, "page-0.png")

        # Swipe right to left across the middle of the page: the next page settles.
        mark = log.mark()
        drag(env, screen((250, 300)), screen((70, 300)))
        shown = log.wait_for(lambda l: l.get("event") == "page", 5, "a page line after the swipe")
        if shown.get("page") != 1:
            fail(f"the swipe settled on page {shown.get('page')}, expected 1")
        time.sleep(0.9)
        screenshot(env, "page-1.png")

        # A swipe that goes back a little and returns stays on the page: no page line.
        mark = log.mark()
        drag(env, screen((120, 300)), screen((150, 300)), duration=0.6)
        log.drain(1.0)
        if events(log, mark, "page"):
            fail(f"a short drag changed the page: {events(log, mark, 'page')}")

        # The carousel has the keyboard focus since the swipe: Right turns the page.
        mark = log.mark()
        xdotool(env, "key", "Right")
        shown = log.wait_for(lambda l: l.get("event") == "page", 5, "a page line after Right")
        if shown.get("page") != 2:
            fail(f"Right settled on page {shown.get('page')}, expected 2")
        time.sleep(1.2)
        screenshot(env, "page-2.png")

        # Drag well past half a page and hold still: a mid-transition screenshot for review; the
        # release (without a fling) settles on the next page.
        xdotool(env, "mousemove", *map(str, screen((270, 300))))
        time.sleep(0.05)
        xdotool(env, "mousedown", "1")
        for step in range(1, 11):
            xdotool(env, "mousemove", *map(str, screen((270 - 21 * step, 300))))
            time.sleep(0.03)
        time.sleep(0.3)
        screenshot(env, "dragging-2-to-3.png")
        xdotool(env, "mouseup", "1")
        shown = log.wait_for(lambda l: l.get("event") == "page", 5, "a page line after the long drag")
        if shown.get("page") != 3:
            fail(f"the long drag settled on page {shown.get('page')}, expected 3")
        time.sleep(1.0)
        screenshot(env, f"page-{shown.get('page')}.png")

        # Click Skip: the carousel closes on the page it shows, skipped.
        page = shown.get("page")
        mark = log.mark()
        click(env, screen(SKIP_CENTRE))
        closed = log.wait_for(lambda l: l.get("event") == "close", 5, "a close line after clicking Skip")
        if closed.get("page") != page or closed.get("skipped") is not True:
            fail(f"Skip reported {closed}, expected page {page}, skipped")
        log.drain(0.6)
        if len(events(log, mark, "close")) != 1:
            fail(f"Skip closed more than once: {events(log, mark, 'close')}")
        xdotool(env, "mousemove", "5", "5")
        time.sleep(0.3)
        shot = screenshot(env, "closed.png")
        pages = [l["page"] for l in log.seen if l.get("event") == "page"]
    pink = check_cairo_renderer(kinetic)
    print(f"gallery onboarding end-to-end: swiped to page 1, Right to page 2, dragged to page {page}, "
          f"Skip closed on page {closed['page']} (pages {pages}); under GSK_RENDERER=cairo five pages "
          f"without pink boxes (pink pixels {pink}); screenshots in {SCREENSHOTS} ({os.path.basename(shot)})")


if __name__ == "__main__":
    main()
