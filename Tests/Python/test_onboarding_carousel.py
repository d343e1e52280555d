"""Kinetic.OnboardingCarousel from Python: properties, page-changed and closed, its actions."""

import contextlib
import os

import pytest

from conftest import Recorder, can_activate, check_every_property, descendants, iterate, wait_for
from gi.repository import Gio, Kinetic

SPEC = os.path.join(os.path.dirname(__file__), "..", "..", "Examples", "python", "welcome.json")


def test_every_property_is_set_read_and_notified(tmp_path):
    carousel = Kinetic.OnboardingCarousel()
    # file, spec-path and assets-path name files: checked below with real ones.
    checked = check_every_property(carousel, skip={"file", "spec-path", "assets-path"})
    assert {"design-width", "design-height", "scales-to-fit", "reduces-motion",
            "auto-advance-interval", "auto-advance-resume-delay", "reloads-on-change", "page",
            "n-pages", "position", "error", "skip-text", "page-label", "hint"} == set(checked)


def test_a_spec_file_loads_through_file_and_spec_path():
    carousel = Kinetic.OnboardingCarousel()
    notified = []
    carousel.connect("notify", lambda _c, pspec: notified.append(pspec.name))
    carousel.set_file(Gio.File.new_for_path(SPEC))
    assert carousel.get_spec_path() == os.path.realpath(SPEC) or \
        os.path.samefile(carousel.get_spec_path(), SPEC)
    assert {"file", "spec-path"} <= set(notified)
    wait_for(lambda: carousel.get_n_pages() == 3)
    assert carousel.get_error() is None

    carousel.set_assets_path(os.path.dirname(SPEC))
    assert carousel.get_assets_path() == os.path.dirname(SPEC)


def test_a_bad_spec_sets_error_with_the_carousels_domain(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"version": 2, "pages": "three"}')
    carousel = Kinetic.OnboardingCarousel()
    carousel.set_spec_path(str(bad))
    wait_for(lambda: carousel.get_error() is not None)
    error = carousel.get_error()
    assert error.matches(Kinetic.OnboardingCarousel.error_quark(),
                         Kinetic.OnboardingCarouselError.INVALID)
    assert error.domain == "kinetic-onboarding-carousel-error-quark"
    assert "bad.json:1:" in error.message



def test_a_spec_cleared_leaves_nothing_of_the_last_one(tmp_path):
    carousel = Kinetic.OnboardingCarousel(spec_path=SPEC)
    wait_for(lambda: carousel.get_n_pages() == 3)
    carousel.props.spec_path = None
    assert (carousel.get_n_pages(), carousel.get_error(), carousel.get_file()) == (0, None, None)
    # After a spec that failed, its error goes too.
    bad = tmp_path / "bad.json"
    bad.write_text('{"version": 2, "pages": "three"}')
    carousel.set_spec_path(str(bad))
    wait_for(lambda: carousel.get_error() is not None)
    carousel.props.spec_path = None
    assert (carousel.get_n_pages(), carousel.get_error()) == (0, None)

def test_the_actions_turn_pages_and_skip_closes(window):
    carousel = Kinetic.OnboardingCarousel()
    carousel.set_file(Gio.File.new_for_path(SPEC))
    window.set_child(carousel)
    pages = Recorder(carousel, "page-changed")
    closed = Recorder(carousel, "closed")
    wait_for(lambda: carousel.get_n_pages() == 3)

    assert carousel.activate_action("onboarding-carousel.next", None)
    wait_for(lambda: pages.calls == [(1,)])
    assert carousel.get_page() == 1
    assert carousel.activate_action("onboarding-carousel.next", None)
    wait_for(lambda: pages.calls == [(1,), (2,)])
    assert carousel.activate_action("onboarding-carousel.previous", None)
    wait_for(lambda: pages.calls == [(1,), (2,), (1,)])

    carousel.scroll_to(0, False)
    wait_for(lambda: carousel.get_page() == 0)
    carousel.next()
    wait_for(lambda: carousel.get_page() == 1)
    carousel.previous()
    wait_for(lambda: carousel.get_page() == 0)

    assert carousel.activate_action("onboarding-carousel.skip", None)
    iterate(0.05)
    assert closed.calls == [(True,)]
    carousel.skip()
    iterate(0.05)
    assert closed.calls == [(True,)], "closes once"


def test_a_page_turned_under_reduced_motion_emits_page_changed(window):
    carousel = Kinetic.OnboardingCarousel(reduces_motion=True)
    carousel.set_file(Gio.File.new_for_path(SPEC))
    window.set_child(carousel)
    pages = Recorder(carousel, "page-changed")
    wait_for(lambda: carousel.get_n_pages() == 3)
    carousel.activate_action("onboarding-carousel.next", None)
    wait_for(lambda: carousel.get_page() == 1)
    iterate(0.3)
    assert pages.calls == [(1,)]


def test_paging_as_a_gtk_developer_expects(window):
    """scroll_to without animation reports the page, quick next() calls queue pages, and the
    previous action is disabled where there is no previous page (as AdwCarousel's)."""
    carousel = Kinetic.OnboardingCarousel()
    carousel.set_file(Gio.File.new_for_path(SPEC))
    window.set_child(carousel)
    pages = Recorder(carousel, "page-changed")
    wait_for(lambda: carousel.get_n_pages() == 3)
    iterate(0.1)
    assert not can_activate(carousel, "onboarding-carousel.previous")

    carousel.scroll_to(2, False)
    wait_for(lambda: pages.calls == [(2,)])
    assert carousel.get_page() == 2

    carousel.scroll_to(0, False)
    wait_for(lambda: pages.calls == [(2,), (0,)])
    carousel.next()
    carousel.next()
    wait_for(lambda: carousel.get_page() == 2)
    assert pages.calls[-1] == (2,)
    assert can_activate(carousel, "onboarding-carousel.previous"), "enabled past the first page"
    wait_for(lambda: carousel.get_page() == 1)


def shown_with_spec(window):
    """A carousel showing SPEC in `window`, and a recorder of its page-changed."""
    carousel = Kinetic.OnboardingCarousel(spec_path=SPEC)
    window.set_child(carousel)
    pages = Recorder(carousel, "page-changed")
    wait_for(lambda: carousel.get_n_pages() == 3)
    return carousel, pages


def test_auto_advance_set_on_an_idle_carousel_waits_its_interval_from_then(window):
    carousel, pages = shown_with_spec(window)
    # At rest no frame tells the carousel the time; the interval counts from when it is set.
    iterate(2.5)
    carousel.set_auto_advance_interval(2.5)
    iterate(2.0)
    early = list(pages.calls)
    wait_for(lambda: carousel.get_page() == 1, timeout=3)
    assert early == [], early


def test_a_page_turn_cut_short_by_a_rebuild_still_reports_its_page(window):
    carousel, pages = shown_with_spec(window)
    iterate(0.3)
    carousel.activate_action("onboarding-carousel.next", None)
    iterate(0.05)
    # Reduced motion takes a new machine, built on the page the turn was heading for.
    carousel.set_reduces_motion(True)
    iterate(0.8)
    assert (carousel.get_page(), pages.calls) == (1, [(1,)])


def test_closed_while_a_page_turns_it_comes_to_rest_on_the_page_it_shows(window):
    carousel, pages = shown_with_spec(window)
    closed = Recorder(carousel, "closed")
    iterate(0.3)
    carousel.activate_action("onboarding-carousel.next", None)
    iterate(0.05)
    carousel.skip()
    iterate(1.0)
    # The turn goes back: no page changes after `closed`.
    assert closed.calls == [(True,)] and pages.calls == []
    assert carousel.get_position() == carousel.get_page() == 0, carousel.get_position()


@pytest.mark.parametrize("calls, expected", [
    # Two pages on, one back: page 1, never closed.
    (lambda c: (c.next(), c.next(), c.previous()), (1, [(1,)], [])),
    (lambda c: c.skip(), (0, [], [(True,)])),
    (lambda c: c.scroll_to(2, False), (2, [(2,)], [])),
])
def test_calls_made_before_the_spec_is_shown_are_made_once_it_is(window, calls, expected):
    carousel = Kinetic.OnboardingCarousel(spec_path=SPEC)
    window.set_child(carousel)
    pages, closed = Recorder(carousel, "page-changed"), Recorder(carousel, "closed")
    # Its file still loading: nothing to turn or close yet.
    calls(carousel)
    assert carousel.get_n_pages() == 0
    wait_for(lambda: carousel.get_n_pages() == 3)
    iterate(1.0)
    assert (carousel.get_page(), pages.calls, closed.calls) == expected


DEMO = os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "KineticPlay", "Demos", "onboarding",
                    "onboarding.json")


@contextlib.contextmanager
def demo_at_text_scale(window, scale, size=(360, 640), direction="ltr", **properties):
    """The demo carousel in `window` at `size`, its text enlarged to `scale` after it is built
    (as GNOME's Large Text does); the text size is put back afterwards."""
    from gi.repository import Gtk
    settings = Gtk.Settings.get_default()
    before = settings.props.gtk_xft_dpi
    window.set_default_size(*size)
    carousel = Kinetic.OnboardingCarousel(spec_path=DEMO, **properties)
    if direction == "rtl":
        carousel.set_direction(Gtk.TextDirection.RTL)
    window.set_child(carousel)
    try:
        wait_for(lambda: carousel.get_n_pages() > 0)
        settings.props.gtk_xft_dpi = int(96 * 1024 * scale)
        iterate(0.5)
        yield carousel
    finally:
        settings.props.gtk_xft_dpi = before
        iterate(0.1)


def shown(carousel, css_class):
    """The carousel's mapped descendants with `css_class`."""
    return [w for w in descendants(carousel) if w.has_css_class(css_class) and w.get_mapped()]


def bounds(widget, carousel):
    ok, box = widget.compute_bounds(carousel)
    assert ok
    return box.get_x(), box.get_x() + box.get_width()


@pytest.mark.parametrize("scale", [1.5, 2])
def test_an_enlarged_page_text_grows_upwards_clear_of_the_page_dots_and_whole(window, scale):
    with demo_at_text_scale(window, scale) as carousel:
        texts, dots = shown(carousel, "onboarding-text"), shown(carousel, "onboarding-dot")
        assert texts and dots
        text, dot = texts[0], dots[0]
        ok, text_box = text.compute_bounds(carousel)
        ok_dot, dot_box = dot.compute_bounds(carousel)
        assert ok and ok_dot
        bottom = text_box.get_y() + text_box.get_height()  # the label's box, without its margin
        # It had been centred on its box, over the dots' row (and cut short with an ellipsis at 2 ×).
        assert bottom <= dot_box.get_y(), (bottom, dot_box.get_y())
        assert not text.get_layout().is_ellipsized(), text.get_label()


@pytest.mark.parametrize("scale", [2, 3])
@pytest.mark.parametrize("direction", ["ltr", "rtl"])
def test_skip_shows_its_whole_title_at_large_text_sizes(window, scale, direction):
    """Skip keeps its whole title as the text grows: a button wider than its slot overhangs it
    towards the page dots, its title clear of them, and stays inside the carousel."""
    with demo_at_text_scale(window, scale, direction=direction) as carousel:
        skips, dots = shown(carousel, "onboarding-skip"), shown(carousel, "onboarding-dot")
        assert skips and dots
        skip = skips[0]
        label = skip.get_child()
        assert not label.get_layout().is_ellipsized(), label.get_label()
        left, right = bounds(skip, carousel)
        title_left, title_right = bounds(label, carousel)
        dot_boxes = [bounds(d, carousel) for d in dots]
        # The title's box is its glyphs' (the button's padding is transparent, the dots inert).
        if direction == "ltr":
            right_dot = max(edge for _, edge in dot_boxes)
            assert title_left >= right_dot, (title_left, right_dot)
        else:
            left_dot = min(edge for edge, _ in dot_boxes)
            assert title_right <= left_dot, (title_left, title_right, left_dot)
        assert 0 <= left and right <= carousel.get_width(), (left, right)


@pytest.mark.parametrize("scale", [1, 2, 3])
@pytest.mark.parametrize("direction", ["ltr", "rtl"])
@pytest.mark.parametrize("size", [(360, 640), (600, 900)])
def test_a_long_skip_title_stays_clear_of_the_page_dots_and_inside(window, scale, direction, size):
    """A translation too long for Skip's room is ellipsised: it grows towards the page dots only
    as far as their edge, and never past the carousel's."""
    with demo_at_text_scale(window, scale, size, direction, skip_text="Überspringen und später") as carousel:
        skip = shown(carousel, "onboarding-skip")[0]
        dots = [bounds(w, carousel) for w in shown(carousel, "onboarding-dot")]
        left, right = bounds(skip, carousel)
        # It had run over the dots at 1 × and past the carousel's edge from 2 ×, cut unmarked.
        if direction == "ltr":
            assert left >= max(edge for _, edge in dots) - 0.5, (left, dots)
        else:
            assert right <= min(edge for edge, _ in dots) + 0.5, (right, dots)
        assert 0 <= left and right <= carousel.get_width(), (left, right)
        assert skip.get_child().get_layout().is_ellipsized()


@pytest.mark.parametrize("size", [(360, 640), (600, 900)])
def test_the_close_button_stays_on_the_stage_at_3x_text(window, size):
    """The last page's close button is never wider than the stage that clips it: all of it
    shows and takes clicks, and its title takes a second line rather than be cut short."""
    from gi.repository import Gtk
    with demo_at_text_scale(window, 3, size) as carousel:
        carousel.scroll_to(carousel.get_n_pages() - 1, False)
        iterate(0.8)
        close = shown(carousel, "onboarding-close")[0]
        stage = next(w for w in descendants(carousel) if w.has_css_class("onboarding-stage"))
        left, right = bounds(close, carousel)
        stage_left, stage_right = bounds(stage, carousel)
        # It had spanned −21 to 381 in a 360-wide carousel, its ends cut off and dead to clicks.
        assert stage_left - 0.5 <= left and right <= stage_right + 0.5, (left, right, stage_left, stage_right)
        title = close.get_child()
        assert not title.get_layout().is_ellipsized() and title.get_layout().get_line_count() == 2
        ok, box = close.compute_bounds(carousel)
        middle = box.get_y() + box.get_height() / 2
        for x in (left + 2, right - 2):
            picked = carousel.pick(x, middle, Gtk.PickFlags.DEFAULT)
            assert picked is close or picked.is_ancestor(close), (x, picked)
