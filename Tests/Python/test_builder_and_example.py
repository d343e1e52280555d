"""The four classes from a .ui file, and the Python example run headless."""

import os
import shutil
import subprocess
import sys

import pytest

from conftest import iterate
from gi.repository import Gtk, Kinetic

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
EXAMPLE = os.path.join(ROOT, "Examples", "python")


def test_a_ui_file_builds_all_four_classes_with_their_properties_and_children():
    builder = Gtk.Builder.new_from_file(os.path.join(EXAMPLE, "window.ui"))
    pay = builder.get_object("pay")
    inbox = builder.get_object("inbox")
    board = builder.get_object("board")
    welcome = builder.get_object("welcome")
    assert isinstance(pay, Kinetic.SlideToConfirm)
    assert isinstance(inbox, Kinetic.PullToAction)
    assert isinstance(board, Kinetic.GestureBoard)
    assert isinstance(welcome, Kinetic.OnboardingCarousel)
    assert pay.get_title() == "Pay" and pay.get_awaits_result()
    assert inbox.get_action_label() == "Check for messages"
    note = builder.get_object("note")
    assert note.get_parent() is board
    child = board.get_layout_child(note)
    assert (child.get_x(), child.get_y(), child.get_maximum_scale()) == (16, 16, 3)
    assert welcome.get_design_width() == 320
    builder.get_object("window").destroy()
    iterate(0.05)


def test_a_ui_file_sets_children_by_type():
    ui = """<interface>
      <object class="KineticSlideToConfirm" id="slide">
        <child type="thumb"><object class="GtkLabel" id="thumb"/></child>
      </object>
      <object class="KineticPullToAction" id="pull">
        <child><object class="GtkLabel" id="content"/></child>
        <child type="status"><object class="GtkLabel" id="status"/></child>
      </object>
    </interface>"""
    builder = Gtk.Builder.new_from_string(ui, -1)
    pull = builder.get_object("pull")
    assert pull.get_child() is builder.get_object("content")
    assert pull.get_status_view() is builder.get_object("status")
    assert builder.get_object("thumb").get_parent() is builder.get_object("slide")


def test_the_python_example_runs_for_a_second_without_a_warning():
    result = subprocess.run(
        [sys.executable, os.path.join(EXAMPLE, "kinetic-example.py"), "--quit-after", "1"],
        capture_output=True, text=True, timeout=60, env=dict(os.environ, G_DEBUG="fatal-warnings"))
    assert result.returncode == 0, result.stderr
    problems = [line for line in result.stderr.splitlines()
                if "WARNING" in line or "CRITICAL" in line or "Traceback" in line]
    assert problems == [], result.stderr


@pytest.mark.skipif(shutil.which("gjs") is None, reason="no gjs")
def test_the_gjs_example_runs_for_a_second_without_a_warning():
    script = os.path.join(ROOT, "Examples", "gjs", "kinetic-example.js")
    result = subprocess.run(["gjs", "-m", script, "--quit-after", "1"], capture_output=True,
                            text=True, timeout=60, env=dict(os.environ, G_DEBUG="fatal-warnings"))
    assert result.returncode == 0, result.stderr
    problems = [line for line in result.stderr.splitlines()
                if "WARNING" in line or "CRITICAL" in line or "Error" in line]
    assert problems == [], result.stderr
