"""A drag whose window is hidden before the button is let go ends there, for every control, as a
GtkButton's press does: shown again, the control rests, and a bare pointer motion moves nothing.

Real pointer events from xdotool, on the suite's X display."""

import os
import re
import subprocess

import gi
import pytest

gi.require_version("Graphene", "1.0")
from conftest import iterate, wait_for  # noqa: E402
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


@pytest.mark.parametrize("name", list(CONTROLS))
def test_a_drag_hidden_before_its_release_ends(name):
    make, (px, py), (dx, dy), rest = CONTROLS[name]
    control, target, read = make()
    before = read()
    window = Gtk.Window(title=TITLE, default_width=400, default_height=600)
    window.set_child(control)
    window.present()
    try:
        if name == "carousel":
            wait_for(lambda: control.get_n_pages() == 3)
        iterate(0.5)
        x, y = on_screen(window, target, px, target.get_height() / 2 if py is None else py)
        xdotool("mousemove", x, y, "mousedown", 1)
        for step in range(1, 7):
            xdotool("mousemove", x + dx * step // 6, y + dy * step // 6)
        iterate(0.1)
        held = read()
        window.set_visible(False)
        iterate(0.3)
        xdotool("mouseup", 1)
        window.set_visible(True)
        iterate(2.0)
        settled = read()
        xdotool("mousemove", x + dx + 8, y + dy + 8)
        iterate(0.5)
        after = read()
        assert held != before, f"{name}: the drag did not take ({held})"
        if rest is not None:
            assert settled == rest, f"{name}: held {held}, shown again {settled}"
        assert after == settled, f"{name}: a bare motion after moved it from {settled} to {after}"
    finally:
        window.destroy()
        iterate(0.1)
