"""Kinetic's texts in the user's language: its gettext domain `kinetic-1`, read over AT-SPI.

An app (a child process, so that it starts under `LANGUAGE=de`) shows a slide to confirm at its
defaults, one whose texts the app set, a pull to action, an onboarding carousel and a gesture
board's card; this test
reads them from the AT-SPI tree as a screen reader does. The installed library finds the German
catalog `make install` put in PREFIX/share/locale by itself; `KINETIC_LOCALEDIR` points it at a
test catalog instead. The app's own texts are never translated, and the getters return what was
set (the English default for a property left alone).
"""

import json
import os
import subprocess
import sys
import textwrap
import time

import pytest

pyatspi = pytest.importorskip("pyatspi")

APP_NAME = "kinetic-translations"

APP = textwrap.dedent(
    f"""
    import json, sys
    import gi
    gi.require_version("Gtk", "4.0")
    gi.require_version("Kinetic", "1")
    from gi.repository import GLib, Gtk, Kinetic
    GLib.set_prgname("{APP_NAME}")
    Kinetic.init()
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    default_slide = Kinetic.SlideToConfirm()
    app_slide = Kinetic.SlideToConfirm(prompt="Slide to pay", hint="Press twice to pay",
                                       armed_text="Again!")
    pull = Kinetic.PullToAction(vexpand=True, child=Gtk.Label(label="content"))
    bottom_pull = Kinetic.PullToAction(vexpand=True, child=Gtk.Label(label="more"))
    bottom_pull.set_edge(Kinetic.PullToActionEdge.BOTTOM)
    carousel = Kinetic.OnboardingCarousel(vexpand=True)
    board = Kinetic.GestureBoard(vexpand=True)
    board.put(Gtk.Button(label="Card"), 40, 40)
    for widget in (default_slide, app_slide, pull, bottom_pull, carousel, board):
        box.append(widget)
    window = Gtk.Window(default_width=400, default_height=800, child=box)
    window.present()
    print(json.dumps({{
        "title": default_slide.get_title(),
        "armed-text": default_slide.get_armed_text(),
        "app prompt": app_slide.get_prompt(),
        "app hint": app_slide.get_hint(),
        "executing-text": pull.get_executing_text(),
        "skip-text": carousel.get_skip_text(),
        "bottom pulling-text": bottom_pull.get_pulling_text(),
        "bottom action-label": bottom_pull.get_action_label(),
    }}), flush=True)
    loop = GLib.MainLoop()
    GLib.timeout_add_seconds(60, loop.quit)
    loop.run()
    """
)


def nodes(root):
    stack = [root]
    while stack:
        node = stack.pop()
        if node is None:
            continue
        yield node
        stack.extend(node.getChildAtIndex(i) for i in range(node.childCount))


def wait_for_node(predicate, timeout=15):
    """The first node of the app's AT-SPI tree that `predicate` accepts."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == APP_NAME:
                for node in nodes(app):
                    if predicate(node):
                        return node
        time.sleep(0.2)
    raise AssertionError(f"no node of {APP_NAME} matched within {timeout} s")


def texts_of(node):
    return node.name, node.description


@pytest.fixture
def run_app():
    """Starts the app with `env` added to the environment; returns what its getters said."""
    started = []

    def start(**env):
        process = subprocess.Popen(
            [sys.executable, "-c", APP], env={**os.environ, "LANG": "C.UTF-8", **env},
            stdout=subprocess.PIPE, text=True)
        started.append(process)
        line = process.stdout.readline()
        assert line, f"the app exited with {process.wait()}"
        return json.loads(line)

    yield start
    for process in started:
        process.kill()
        process.wait()


def test_the_installed_german_catalog_translates_every_control(run_app):
    getters = run_app(LANGUAGE="de")
    # The getters return what was set: the English default, or the app's text.
    assert getters == {
        "title": "Confirm", "armed-text": "Press again to confirm", "app prompt": "Slide to pay",
        "app hint": "Press twice to pay", "executing-text": "Loading…", "skip-text": "Skip",
        # Texts that follow the edge are stored in English too.
        "bottom pulling-text": "Pull to load more", "bottom action-label": "Load more",
    }

    slide = wait_for_node(lambda n: n.name == "Zum Bestätigen schieben"
                          and n.getRoleName() == "push button")
    assert slide.description == (
        "Zum Bestätigen bis zum Ende schieben oder zweimal die Eingabetaste drücken")
    # The app's texts are shown as it set them.
    app_slide = wait_for_node(lambda n: n.name == "Slide to pay")
    assert app_slide.description == "Press twice to pay"

    pull = wait_for_node(lambda n: n.name == "Aktualisieren")
    assert pull.description == "Nach unten ziehen oder F5 oder Strg+R drücken: aktualisieren"
    bottom_pull = wait_for_node(lambda n: n.name == "Mehr laden")
    assert bottom_pull.description == (
        "Nach oben ziehen oder F5 oder Strg+R drücken: mehr laden"), bottom_pull.description
    carousel = wait_for_node(lambda n: n.name == "Seite 1 von 1")
    assert carousel.description.endswith(
        "Zum Umblättern wischen oder die Pfeiltasten verwenden"), carousel.description
    card = wait_for_node(lambda n: n.name == "Card")
    assert card.description.startswith("Pfeiltasten verschieben, Plus und Minus skalieren"), \
        card.description
    assert "; 100 Prozent; 0 Grad." in card.description, card.description

    # One activation arms the slide, which says so in German; the app's slide in its own words.
    for node, armed in ((slide, "Zum Bestätigen erneut drücken"), (app_slide, "Again!")):
        action = node.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        assert action.doAction(names.index("slide-to-confirm.confirm"))
        deadline = time.monotonic() + 5
        while node.description != armed:
            assert time.monotonic() < deadline, node.description
            time.sleep(0.1)


def test_kinetic_localedir_points_the_library_at_another_catalog(run_app, tmp_path):
    po = tmp_path / "test.po"
    po.write_text(textwrap.dedent(
        """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"

        msgid "Slide to confirm"
        msgstr "TEST slide"

        msgid "Refresh"
        msgstr "TEST pull"
        """), encoding="utf-8")
    catalogs = tmp_path / "locale" / "de" / "LC_MESSAGES"
    catalogs.mkdir(parents=True)
    subprocess.run(["msgfmt", "--check", "-o", str(catalogs / "kinetic-1.mo"), str(po)],
                   check=True)
    run_app(LANGUAGE="de", KINETIC_LOCALEDIR=str(tmp_path / "locale"))
    wait_for_node(lambda n: n.name == "TEST slide")
    pull = wait_for_node(lambda n: n.name == "TEST pull")
    # A text the test catalog lacks stays English; the action's name is the catalog's.
    assert pull.description == "Pull down, or press F5 or Ctrl+R, to test pull"


def test_without_a_translation_the_texts_are_english(run_app):
    run_app(LANGUAGE="")
    slide = wait_for_node(lambda n: n.name == "Slide to confirm")
    assert slide.description == "Slide to the end, or press Enter twice, to confirm"
