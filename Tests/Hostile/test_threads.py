"""Calls from a thread other than the main one: a critical naming the function, nothing touched."""

from conftest import attack


def test_calls_from_another_thread_log_a_critical_and_change_nothing():
    result = attack('''
        slide = show(Kinetic.SlideToConfirm())
        board = Kinetic.GestureBoard()
        seen = {}

        def worker():
            seen["progress"] = slide.get_progress()
            slide.set_title("from a thread")
            slide.props.thumb_width = 150
            slide.reset()
            seen["board"] = Kinetic.PullToAction()
            board.reset_all()

        thread = threading.Thread(target=worker)
        thread.start()
        thread.join()
        seen.pop("board")
        gc.collect()
        iterate(0.2)
        print(json.dumps({"title": slide.get_title(), "thumb": slide.get_thumb_width(),
                          "progress": seen["progress"]}))
    ''', fatal_criticals=False)
    assert result.result == {"title": "Confirm", "thumb": 100, "progress": 0}
    criticals = result.criticals()
    for function in ("kinetic_slide_to_confirm_get_progress", "kinetic_slide_to_confirm_set_title",
                     "KineticSlideToConfirm:thumb-width", "kinetic_slide_to_confirm_reset",
                     "KineticPullToAction: created", "kinetic_gesture_board_reset_all"):
        assert any(function in line and "main thread" in line for line in criticals), function


def test_a_widget_whose_last_reference_goes_on_another_thread_is_disposed_on_the_main_one():
    result = attack('''
        holder = [Kinetic.SlideToConfirm()]
        thread = threading.Thread(target=holder.clear)
        thread.start()
        thread.join()
        gc.collect()
        iterate(0.3)
        print(json.dumps({"alive": True}))
    ''', fatal_criticals=False)
    assert result.result == {"alive": True}
