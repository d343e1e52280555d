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


def card_left(card, board):
    """Where `card` is drawn in `board`: its left and right edges, in pixels."""
    ok, bounds = card.compute_bounds(board)
    assert ok
    return round(bounds.get_x(), 1), round(bounds.get_x() + bounds.get_width(), 1)


def test_a_card_the_board_sprang_in_goes_where_the_app_then_puts_it():
    window = Gtk.Window(default_width=400, default_height=300)
    board = Kinetic.GestureBoard()
    window.set_child(board)
    card = Gtk.Label(label="Card")
    card.set_size_request(80, 60)
    board.put(card, 300, 100)
    window.present()
    try:
        wait_for(lambda: board.get_width() == 400)
        # The window shrinks to 250: the card springs in against the right edge.
        window.set_default_size(250, 300)
        wait_for(lambda: board.get_width() == 250 and card_left(card, board) == (170, 250))
        # The app puts it at x 50: it goes there (it had kept the spring's −130 and sat at −80,
        # outside the board).
        board.get_layout_child(card).set_property("x", 50.0)
        wait_for(lambda: card_left(card, board) == (50, 130))
        # Put partly outside, it is kept inside.
        board.get_layout_child(card).set_property("x", 200.0)
        wait_for(lambda: card_left(card, board) == (170, 250))
    finally:
        window.destroy()
        iterate(0.05)


def test_a_mirrored_card_stays_inside_a_board_that_shrinks_and_comes_back_as_it_grows():
    window = Gtk.Window(default_width=400, default_height=300)
    board = Kinetic.GestureBoard()
    board.set_direction(Gtk.TextDirection.RTL)
    window.set_child(board)
    card = Gtk.Label(label="Card")
    card.set_size_request(80, 60)
    # 250 from the right edge: 70 to 150 from the left.
    board.put(card, 250, 100)
    window.present()
    try:
        wait_for(lambda: board.get_width() == 400 and card_left(card, board) == (70, 150))
        # At 250 wide the layout puts it at −80: the board keeps it inside (it had sat half out).
        window.set_default_size(250, 300)
        wait_for(lambda: board.get_width() == 250 and card_left(card, board) == (0, 80))
        window.set_default_size(400, 300)
        wait_for(lambda: board.get_width() == 400 and card_left(card, board) == (70, 150))
    finally:
        window.destroy()
        iterate(0.05)
