"""Kinetic.GestureBoard and its layout children from Python: properties, tapped, actions."""

import gc

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


def test_a_child_unparented_by_hand_leaves_the_board_while_the_app_keeps_its_layout_child(window):
    board = Kinetic.GestureBoard(reduces_motion=True)
    window.set_child(board)
    first, second = Gtk.Button(label="First"), Gtk.Button(label="Second")
    board.put(first, 10, 10)
    board.put(second, 200, 10)
    kept = board.get_layout_child(second)  # as a property binding on it would keep it
    iterate(0.05)
    # Plain GTK, not the board's remove(): the layout child is not disposed, so it cannot say so.
    second.unparent()
    del second
    gc.collect()
    board.queue_allocate()
    iterate(0.1)
    # The board lays out and moves the card it has left (it had allocated the freed child: a
    # critical, fatal here).
    child = board.get_layout_child(first)
    first.grab_focus()
    assert board.activate_action("gesture-board.move-right", None)
    wait_for(lambda: child.get_offset_x() > 0)
    del kept  # released only now
