"""Values no widget can draw: refused with a critical, or held to a documented range."""

from conftest import attack


def test_a_huge_position_on_the_board_is_held_to_the_position_range():
    result = attack('''
        board = show(Kinetic.GestureBoard())
        card = Gtk.Label(label="card")
        board.put(card, 1e19, -1e300)
        iterate(0.2)
        child = board.get_layout_manager().get_layout_child(card)
        for name in ("gesture-board.move-right", "gesture-board.scale-up", "gesture-board.rotate-right"):
            card.grab_focus(); board.activate_action(name, None); iterate(0.05)
        print(json.dumps({"x": child.get_property("x"), "y": child.get_property("y"),
                          "parent": card.get_parent() is board}))
    ''')
    assert result.result == {"x": 1e6, "y": -1e6, "parent": True}


def test_a_position_that_is_not_a_number_is_refused_with_a_critical():
    result = attack('''
        board = show(Kinetic.GestureBoard())
        for x, y in ((float("nan"), 10), (10, float("inf")), (float("-inf"), float("nan"))):
            card = Gtk.Label(label="card")
            board.put(card, x, y)
            iterate(0.1)
            assert card.get_parent() is None
        print(json.dumps({"children": len(list(board))}))
    ''', fatal_criticals=False)
    assert result.result == {"children": 0}
    criticals = result.criticals()
    assert len(criticals) == 3
    assert all("kinetic_gesture_board_put" in line and "isfinite" in line for line in criticals)


def test_sizes_beyond_what_a_surface_can_hold_are_refused_and_the_window_still_shows():
    result = attack('''
        slide = show(Kinetic.SlideToConfirm())
        slide.set_thumb_width(10000)
        slide.set_property("thumb-width", 1e9)
        thumb = slide.get_thumb_width()
        slide.set_thumb_width(4096)
        iterate(0.3)
        pull = show(Kinetic.PullToAction())
        pull.set_executing_height(100000)
        height = pull.get_executing_height()
        pull.set_executing_height(4096)
        iterate(0.3)
        carousel = show(Kinetic.OnboardingCarousel())
        carousel.set_property("design-width", 50000.0)
        width = carousel.get_property("design-width")
        print(json.dumps({"thumb": thumb, "height": height, "width": width,
                          "most": slide.get_thumb_width(),
                          "least height": pull.measure(Gtk.Orientation.VERTICAL, -1)[0]}))
    ''')
    assert result.result["thumb"] == 100
    assert result.result["height"] == 50
    assert result.result["width"] == 320
    assert result.result["most"] == 4096
    assert result.result["least height"] <= 4096 + 100
    assert "out of range" in result.stderr or "invalid" in result.stderr


def test_texts_no_one_can_read_are_shortened_before_they_reach_pango():
    result = attack('''
        slide = show(Kinetic.SlideToConfirm())
        slide.set_title("e" + "\\u0301" * 200000)
        slide.set_prompt("Slide " * 10000)
        pull = Kinetic.PullToAction()
        pull.set_property("pulling-text", "x" + "\\u0301" * 200000)
        iterate(0.3)
        print(json.dumps({"title": len(slide.get_title()), "prompt": len(slide.get_prompt()),
                          "pulling": len(pull.get_property("pulling-text"))}))
    ''')
    # A letter keeps 30 combining marks; a text keeps 200 characters (Pango took 80 s before).
    assert result.result["title"] == 31
    assert result.result["prompt"] == 200
    assert result.result["pulling"] == 31
