"""Kinetic.GestureBoard and its layout children from Python: properties, tapped, actions."""

from conftest import Recorder, check_every_property, iterate, wait_for
from gi.repository import Gtk, Kinetic


def test_every_board_property_is_set_read_and_notified():
    board = Kinetic.GestureBoard()
    checked = check_every_property(board)
    assert set(checked) == {"raises-on-press", "has-momentum", "snaps-rotation", "snaps-scale",
                            "double-tap-resets", "reduces-motion", "hint"}


def test_every_layout_child_property_is_set_read_and_notified():
    board = Kinetic.GestureBoard()
    note = Gtk.Label(label="Note")
    board.put(note, 10, 20)
    child = board.get_layout_child(note)
    assert isinstance(child, Kinetic.GestureLayoutChild)
    assert (child.get_x(), child.get_y()) == (10, 20)
    checked = check_every_property(child)
    assert set(checked) == {"x", "y", "movable", "pinchable", "rotatable", "tappable",
                            "keeps-inside", "minimum-scale", "maximum-scale", "offset-x",
                            "offset-y", "scale", "rotation"}
    board.remove(note)
    assert note.get_parent() is None


def test_the_tap_action_emits_tapped_for_the_focused_child(window):
    board = Kinetic.GestureBoard()
    window.set_child(board)
    note = Gtk.Button(label="Note")
    board.put(note, 10, 10)
    tapped = Recorder(board, "tapped")
    iterate(0.05)
    note.grab_focus()
    assert board.activate_action("gesture-board.tap", None)
    iterate(0.02)
    assert tapped.calls == [(note,)]


def test_the_move_action_moves_the_focused_child_and_reset_all_brings_it_back(window):
    board = Kinetic.GestureBoard(reduces_motion=True)
    window.set_child(board)
    note = Gtk.Button(label="Note")
    board.put(note, 10, 10)
    child = board.get_layout_child(note)
    moves = Recorder(child, "notify::offset-x")
    iterate(0.05)
    note.grab_focus()
    assert board.activate_action("gesture-board.move-right", None)
    wait_for(lambda: child.get_offset_x() > 0)
    assert moves.calls
    board.reset_all()
    wait_for(lambda: child.get_offset_x() == 0)
