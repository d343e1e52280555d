"""Kinetic.SlideToConfirm from Python: properties, notify, the confirmed signal, its action."""

from conftest import Recorder, can_activate, check_every_property, iterate, wait_for
from gi.repository import Gtk, Kinetic


def test_constructs_with_the_originals_defaults():
    slide = Kinetic.SlideToConfirm()
    assert isinstance(slide, Gtk.Widget)
    assert slide.get_title() == "Confirm"
    assert slide.get_prompt() == "Slide to confirm"
    assert slide.get_state() == Kinetic.SlideToConfirmState.IDLE
    assert slide.get_progress() == 0.0
    assert slide.get_css_name() == "kinetic-slide-to-confirm"


def test_every_property_is_set_read_and_notified():
    slide = Kinetic.SlideToConfirm()
    checked = check_every_property(slide, overridden=("orientation",))
    assert {"title", "prompt", "thumb-width", "awaits-result", "confirmation-window",
            "orientation", "state", "progress"} <= set(checked)
    assert {"thumb", "track"} <= set(checked)
    assert {"armed-text", "working-text", "success-text", "failure-text", "hint"} <= set(checked)
    assert len(checked) == 27


def test_a_custom_thumb_and_track_are_set_from_code(window):
    thumb = Gtk.Label(label="→")
    track = Gtk.Box()
    slide = Kinetic.SlideToConfirm(thumb=thumb, track=track)
    assert slide.get_thumb() is thumb and slide.get_track() is track
    assert thumb.get_parent() is slide and track.get_parent() is slide
    assert not thumb.get_can_target(), "a part takes no input: the control drags"
    window.set_child(slide)
    iterate(0.1)
    assert track.get_width() == slide.get_width(), "the track is allocated the whole control"
    assert 0 < thumb.get_width() < slide.get_width()
    slide.set_thumb(None)
    assert thumb.get_parent() is None and slide.props.thumb is None


def test_one_confirm_action_arms_and_a_second_confirms(window):
    slide = Kinetic.SlideToConfirm()
    window.set_child(slide)
    confirmed = Recorder(slide, "confirmed")
    states = Recorder(slide, "notify::state")

    assert slide.activate_action("slide-to-confirm.confirm", None)
    iterate(0.05)
    assert slide.get_state() == Kinetic.SlideToConfirmState.ARMED
    assert confirmed.calls == []
    assert states.calls

    assert slide.activate_action("slide-to-confirm.confirm", None)
    iterate(0.05)
    assert len(confirmed.calls) == 1


def test_an_armed_slide_disarms_after_the_confirmation_window(window):
    slide = Kinetic.SlideToConfirm(confirmation_window=0.2)
    window.set_child(slide)
    confirmed = Recorder(slide, "confirmed")
    slide.activate_action("slide-to-confirm.confirm", None)
    wait_for(lambda: slide.get_state() != Kinetic.SlideToConfirmState.ARMED, timeout=3)
    # The second press arms again rather than confirming. It is read from the state's
    # notifications, since a loaded machine may let the short window run out again meanwhile.
    states = []
    slide.connect("notify::state", lambda s, _p: states.append(s.get_state()))
    slide.activate_action("slide-to-confirm.confirm", None)
    iterate(0.05)
    assert confirmed.calls == []
    assert states[:1] == [Kinetic.SlideToConfirmState.ARMED]


def test_an_awaited_action_reports_failure_then_success_through_finish(window):
    slide = Kinetic.SlideToConfirm(awaits_result=True, result_display_duration=0.1,
                                   completion_reset_delay=0, reset_animation_duration=0)
    window.set_child(slide)
    confirmed = Recorder(slide, "confirmed")
    states = []
    slide.connect("notify::state", lambda s, _p: states.append(s.get_state()))

    slide.confirm()
    iterate(0.05)
    assert len(confirmed.calls) == 1
    assert slide.get_state() == Kinetic.SlideToConfirmState.WORKING
    assert not can_activate(slide, "slide-to-confirm.confirm"), \
        "confirm is disabled while the action runs"
    del states[:]
    slide.finish(False, "Card declined")
    wait_for(lambda: slide.get_state() == Kinetic.SlideToConfirmState.IDLE)
    assert states[0] == Kinetic.SlideToConfirmState.FAILED

    slide.confirm()
    iterate(0.05)
    assert slide.get_state() == Kinetic.SlideToConfirmState.WORKING
    del states[:]
    slide.finish(True, None)
    wait_for(lambda: slide.get_state() == Kinetic.SlideToConfirmState.IDLE)
    assert states[0] == Kinetic.SlideToConfirmState.SUCCEEDED
    assert len(confirmed.calls) == 2


def test_reset_sends_an_armed_slide_back_to_rest(window):
    slide = Kinetic.SlideToConfirm()
    window.set_child(slide)
    slide.activate_action("slide-to-confirm.confirm", None)
    iterate(0.02)
    slide.reset()
    wait_for(lambda: slide.get_state() == Kinetic.SlideToConfirmState.IDLE)
