"""A drag that GTK takes from a control before the button is let go ends there, for every control,
as a GtkButton's press does: its window hidden, the control or an ancestor made insensitive, a
modal window shown. Afterwards the control rests, a bare pointer motion moves nothing, and the
next press drags again. And a slide's drag goes on through a new prompt.

Real pointer events from xdotool, on the suite's X display."""

import contextlib
import os
import re
import subprocess
import time

import gi
import pytest

gi.require_version("Graphene", "1.0")
from conftest import descendants, iterate, wait_for  # noqa: E402
from gi.repository import Graphene, Gtk, Kinetic  # noqa: E402

SPEC = os.path.join(os.path.dirname(__file__), "..", "..", "Examples", "python", "welcome.json")
TITLE = "Kinetic hidden mid-drag"


def xdotool(*args):
    output = subprocess.run(["xdotool", *map(str, args)], check=True, capture_output=True, text=True).stdout
    iterate(0.03)
    return output


def on_screen(window, widget, x, y):
    """Where (x, y) in `widget` is on the X screen."""
    found, point = widget.compute_point(window, Graphene.Point().init(x, y))
    assert found
    x_window = xdotool("search", "--sync", "--onlyvisible", "--name", f"^{TITLE}$").split()[0]
    geometry = xdotool("getwindowgeometry", x_window)
    left, top = map(int, re.search(r"Position: (-?\d+),(-?\d+)", geometry).groups())
    dx, dy = window.get_surface_transform()
    return round(left + dx + point.x), round(top + dy + point.y)


def slide():
    slide = Kinetic.SlideToConfirm(hexpand=True)
    return slide, slide, lambda: (slide.get_state().value_nick, round(slide.get_progress(), 2))


def pull():
    pull = Kinetic.PullToAction(vexpand=True)
    box = Gtk.ListBox()
    for row in range(40):
        box.append(Gtk.Label(label=f"Row {row}"))
    pull.set_child(box)
    return pull, pull, lambda: (pull.get_state().value_nick, round(pull.get_pulled_amount()))


def board():
    board = Kinetic.GestureBoard(width_request=400, height_request=300)
    card = Gtk.Label(label="Card")
    board.put(card, 50, 50)
    layout = board.get_layout_child(card)
    return board, card, lambda: (round(layout.get_offset_x()), round(layout.get_offset_y()))


def carousel():
    carousel = Kinetic.OnboardingCarousel(spec_path=SPEC)
    return carousel, carousel, lambda: (carousel.get_page(), round(carousel.get_position(), 3))


# name: (the control, the widget pressed and what to read; where to press (None: halfway down);
# the drag; what it reads once it rests, or None where a card stays where the drag left it)
CONTROLS = {
    "slide": (slide, (20, None), (60, 0), ("idle", 0)),
    "pull": (pull, (100, 30), (0, 120), ("idle", 0)),
    "board": (board, (5, 5), (60, 0), None),
    "carousel": (carousel, (300, 300), (-120, 0), (0, 0)),
}


def hide(window, box):
    window.set_visible(False)
    return lambda: window.set_visible(True)


def make_insensitive(window, box):
    box.set_sensitive(False)
    return lambda: box.set_sensitive(True)


def show_modal(window, box):
    modal = Gtk.Window(modal=True, transient_for=window, default_width=100, default_height=100)
    modal.present()
    return modal.destroy


INTERRUPTIONS = {"hidden": hide, "insensitive": make_insensitive, "modal": show_modal}


def settle(read, rest, seconds):
    """Runs the main context until `read()` gives `rest`, or, with no `rest` known, until it stays
    the same for a fifth of a second; at most `seconds`. Returns the last read."""
    deadline = time.monotonic() + seconds
    last, since = read(), time.monotonic()
    while time.monotonic() < deadline:
        if rest is not None and last == rest:
            break
        if rest is None and time.monotonic() - since >= 0.2:
            break
        iterate(0.02)
        now = read()
        if now != last:
            last, since = now, time.monotonic()
    return last


def drag(x, y, dx, dy):
    """Presses at (x, y) and moves by (dx, dy) in six steps, the button held."""
    xdotool("mousemove", x, y, "mousedown", 1)
    for step in range(1, 7):
        xdotool("mousemove", x + dx * step // 6, y + dy * step // 6)
    iterate(0.1)


@contextlib.contextmanager
def shown_in_a_box(control):
    """`control` filling a box (the ancestor an interruption makes insensitive) in a shown window,
    destroyed after; yields the window and the box."""
    window = Gtk.Window(title=TITLE, default_width=400, default_height=600)
    box = Gtk.Box()
    control.set_hexpand(True)
    control.set_vexpand(True)
    box.append(control)
    window.set_child(box)
    window.present()
    try:
        yield window, box
    finally:
        window.destroy()
        iterate(0.1)


def release_interrupted(interruption, window, box):
    """Takes the drag away with `interruption`, lets the button go, and undoes the interruption."""
    undo = INTERRUPTIONS[interruption](window, box)
    iterate(0.3)
    xdotool("mouseup", 1)
    undo()


@pytest.mark.parametrize("interruption", list(INTERRUPTIONS))
@pytest.mark.parametrize("name", list(CONTROLS))
def test_a_drag_taken_before_its_release_ends(name, interruption):
    make, (px, py), (dx, dy), rest = CONTROLS[name]
    control, target, read = make()
    with shown_in_a_box(control) as (window, box):
        if name == "carousel":
            wait_for(lambda: control.get_n_pages() == 3)
        iterate(0.5)
        before = read()
        x, y = on_screen(window, target, px, target.get_height() / 2 if py is None else py)
        drag(x, y, dx, dy)
        held = read()
        release_interrupted(interruption, window, box)
        settled = settle(read, rest, 2.0)
        xdotool("mousemove", x + dx + 8, y + dy + 8)
        iterate(0.5)
        after = read()
        assert held != before, f"{name}: the drag did not take ({held})"
        if rest is not None:
            assert settled == rest, f"{name}: held {held}, given back {settled}"
        assert after == settled, f"{name}: a bare motion after moved it from {settled} to {after}"
        # The next press drags again.
        x, y = on_screen(window, target, px, target.get_height() / 2 if py is None else py)
        drag(x, y, dx, dy)
        again = read()
        xdotool("mouseup", 1)
        assert again != settled, f"{name}: the next drag did not take ({again})"


@contextlib.contextmanager
def shown_alone(control):
    """`control` alone in a shown window, destroyed after."""
    window = Gtk.Window(title=TITLE, default_width=400, default_height=600)
    window.set_child(control)
    window.present()
    try:
        yield window
    finally:
        window.destroy()
        iterate(0.1)


def test_a_slides_drag_goes_on_through_a_new_prompt_and_hint():
    slide, _, read = CONTROLS["slide"][0]()
    with shown_alone(slide) as window:
        iterate(0.5)
        x, y = on_screen(window, slide, 20, slide.get_height() / 2)
        drag(x, y, 60, 0)
        # A live price in the prompt; a new description.
        slide.set_prompt("Slide to pay 25 €")
        slide.set_hint("Slide to the end to pay")
        iterate(0.1)
        xdotool("mousemove", x + 90, y)
        iterate(0.1)
        state, progress = read()
        xdotool("mouseup", 1)
        assert state == "updating" and progress > 0.2, (state, progress)


def swiped_through(change, inspect=lambda carousel: None):
    """A carousel swiped 120 px, `change(carousel)` made under the still finger, then swiped 100 px
    further and let go: its position held, after the change, further on, and where it rests, and
    what `inspect(carousel)` finds while it is still shown."""
    carousel, _, read = CONTROLS["carousel"][0]()
    with shown_alone(carousel) as window:
        wait_for(lambda: carousel.get_n_pages() == 3)
        iterate(0.5)
        x, y = on_screen(window, carousel, 300, carousel.get_height() / 2)
        drag(x, y, -120, 0)
        _, held = read()
        change(carousel)
        iterate(0.1)
        _, still = read()
        xdotool("mousemove", x - 220, y)
        iterate(0.1)
        _, further = read()
        xdotool("mouseup", 1)
        rest = settle(read, (1, 1.0), 1.5)
        return inspect(carousel), (held, still, further, rest)


def test_a_carousels_swipe_goes_on_through_new_auto_advance_and_skip_text():
    def change(carousel):
        # The app times the pages and renames Skip while the finger holds them.
        carousel.set_auto_advance_interval(30)
        carousel.set_skip_text("Not now")
    def skip_labels(carousel):
        return [button.get_label() for button in descendants(carousel)
                if isinstance(button, Gtk.Button) and button.has_css_class("onboarding-skip")]
    skip, (held, still, further, rest) = swiped_through(change, skip_labels)
    assert held > 0.1 and still == held, (held, still)
    assert further > held, (held, further)
    assert rest == (1, 1.0)
    assert skip and all(label == "Not now" for label in skip)


@pytest.mark.parametrize("how", ["reduces-motion", "gtk-enable-animations"])
def test_a_carousels_swipe_goes_on_through_reduced_motion(how):
    settings = Gtk.Settings.get_default()
    animations = settings.props.gtk_enable_animations

    def change(carousel):
        # The app, or the desktop (GNOME's Reduce Animation), reduces motion under the finger.
        if how == "reduces-motion":
            carousel.set_reduces_motion(True)
        else:
            settings.props.gtk_enable_animations = False
    try:
        _, (held, still, further, rest) = swiped_through(change)
    finally:
        settings.props.gtk_enable_animations = animations
    # It had been built anew: the pages back on the first, the finger's moves lost.
    assert held > 0.1 and still == held, (held, still)
    assert further > held, (held, further)
    assert rest == (1, 1.0)


@pytest.mark.parametrize("interruption", list(INTERRUPTIONS))
def test_a_carousels_swipe_past_halfway_that_gtk_takes_goes_back_to_its_page(interruption):
    carousel, _, read = CONTROLS["carousel"][0]()
    pages = []
    carousel.connect("page-changed", lambda _c, page: pages.append(page))
    with shown_in_a_box(carousel) as (window, box):
        wait_for(lambda: carousel.get_n_pages() == 3)
        iterate(0.5)
        x, y = on_screen(window, carousel, 360, carousel.get_height() / 2)
        drag(x, y, -300, 0)
        held = read()
        release_interrupted(interruption, window, box)
        settle(read, (0, 0), 2.0)
        # The swipe did not happen: as an AdwCarousel's, the pages go back.
        assert held[1] > 0.5 and read() == (0, 0) and pages == [], (held, read(), pages)


@pytest.mark.parametrize("close", ["skip", "escape"])
def test_a_carousel_closed_mid_swipe_rests_on_the_nearest_page_said_before_closed(close):
    carousel, _, read = CONTROLS["carousel"][0]()
    events = []
    carousel.connect("page-changed", lambda _c, page: events.append(("page-changed", page)))
    carousel.connect("closed", lambda _c, skipped: events.append(("closed", skipped, _c.get_page())))
    with shown_alone(carousel) as window:
        wait_for(lambda: carousel.get_n_pages() == 3)
        iterate(0.5)
        x, y = on_screen(window, carousel, 360, carousel.get_height() / 2)
        drag(x, y, -300, 0)
        held = read()
        if close == "skip":
            carousel.skip()
        else:
            xdotool("key", "Escape")
        iterate(0.3)
        xdotool("mouseup", 1)
        iterate(1.5)
        # Past halfway: the second page, said before `closed`, and nothing after.
        assert held[1] > 0.5 and read() == (1, 1.0), (held, read())
        assert events == [("page-changed", 1), ("closed", True, 1)], events


# name: what reads "still dragging, and following the finger" from (the read before, the read
# after the finger moved 8 px back against the drag, across a resize)
FOLLOWS = {
    "slide": lambda before, after: after[0] == "updating" and after[1] < before[1],
    "pull": lambda before, after: after[0] == "pulling" and 0 < after[1] < before[1],
    "board": lambda before, after: after == (before[0] - 8, before[1]),
    # The pages neither jump nor turn: 8 px back is a small step back.
    "carousel": lambda before, after: after[0] == 0 and 0 < before[1] - after[1] < 0.1,
}


@pytest.mark.parametrize("size", [(800, 600), (420, 450)])
@pytest.mark.parametrize("name", list(CONTROLS))
def test_a_drag_goes_on_through_a_window_resized_under_the_finger(name, size):
    make, (px, py), (dx, dy), rest = CONTROLS[name]
    control, target, read = make()
    with shown_alone(control) as window:
        if name == "carousel":
            wait_for(lambda: control.get_n_pages() == 3)
        iterate(0.5)
        x, y = on_screen(window, target, px, target.get_height() / 2 if py is None else py)
        # Half the drag, then 8 px further.
        drag(x, y, dx // 2, dy // 2)
        sx, sy = (dx > 0) - (dx < 0), (dy > 0) - (dy < 0)
        xdotool("mousemove", x + dx // 2 + 8 * sx, y + dy // 2 + 8 * sy)
        iterate(0.1)
        held = read()
        # Resized as a tiling window manager or a phone's rotation would, the finger still.
        x_window = xdotool("search", "--sync", "--onlyvisible", "--name", f"^{TITLE}$").split()[0]
        xdotool("windowsize", x_window, *size)
        wait_for(lambda: (window.get_width(), window.get_height()) == size)
        iterate(0.3)
        resized = read()
        xdotool("mousemove", x + dx // 2, y + dy // 2)
        iterate(0.2)
        moved = read()
        xdotool("mouseup", 1)
        settled = settle(read, rest, 1.5)
        if name == "carousel":
            assert resized == held, f"the pages moved from {held} to {resized} under a still finger"
        assert FOLLOWS[name](resized, moved), f"{name}: held {held}, resized {resized}, moved back 8 px {moved}"
        if rest is not None:
            assert settled == rest, f"{name}: rests at {settled}"


