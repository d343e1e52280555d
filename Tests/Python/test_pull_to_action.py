"""Kinetic.PullToAction from Python: properties, notify, the triggered signal, its action."""

from conftest import Recorder, can_activate, check_every_property, iterate, wait_for
from gi.repository import Gtk, Kinetic


def test_constructs_with_the_originals_defaults():
    pull = Kinetic.PullToAction()
    assert pull.get_state() == Kinetic.PullToActionState.IDLE
    assert pull.get_edge() == Kinetic.PullToActionEdge.TOP
    assert pull.get_pull_threshold() == 100
    assert pull.get_child() is None
    assert pull.get_css_name() == "kinetic-pull-to-action"


def test_every_property_is_set_read_and_notified():
    pull = Kinetic.PullToAction()
    # The custom visualizer is set from Swift only.
    checked = check_every_property(pull, values={"visualizer": Kinetic.PullToActionVisualizer.STRETCH})
    assert {"pull-threshold", "edge", "trigger-mode", "visualizer", "awaits-result", "state",
            "pulled-amount", "pulling-text", "action-label", "failure-text", "hint"} <= set(checked)
    assert {"child", "status-view"} <= set(checked)
    assert len(checked) == 32


def test_content_and_status_view_are_the_pulls_children():
    pull = Kinetic.PullToAction()
    content = Gtk.ListView(model=Gtk.NoSelection(model=Gtk.StringList.new(["a", "b"])))
    status = Gtk.Label(label="Working")
    pull.set_child(content)
    pull.set_status_view(status)
    assert pull.get_child() is content
    assert pull.get_status_view() is status
    assert content.get_parent() is pull and status.get_parent() is pull
    pull.set_child(None)
    assert content.get_parent() is None


def test_the_child_and_the_status_view_are_properties_as_on_a_scrolled_window():
    content = Gtk.Label(label="Inbox")
    status = Gtk.Label(label="Working")
    pull = Kinetic.PullToAction(child=content, status_view=status)
    assert pull.props.child is content and pull.props.status_view is status
    assert content.get_parent() is pull and status.get_parent() is pull
    notified = Recorder(pull, "notify::child")
    other = Gtk.Label(label="Archive")
    pull.props.child = other
    assert content.get_parent() is None and other.get_parent() is pull
    assert len(notified.calls) == 1
    pull.set_property("status-view", None)
    assert status.get_parent() is None and pull.get_status_view() is None


def test_the_refresh_action_triggers_and_finish_retracts(window):
    pull = Kinetic.PullToAction(awaits_result=True, outcome_display_duration=0.1,
                                reduces_motion=True)
    pull.set_child(Gtk.Label(label="Inbox"))
    window.set_child(pull)
    triggered = Recorder(pull, "triggered")
    states = Recorder(pull, "notify::state")

    assert pull.activate_action("pull-to-action.refresh", None)
    wait_for(lambda: pull.get_state() == Kinetic.PullToActionState.EXECUTING)
    assert len(triggered.calls) == 1
    iterate(0.2)
    assert pull.get_state() == Kinetic.PullToActionState.EXECUTING, "waits for finish"
    assert not can_activate(pull, "pull-to-action.refresh"), \
        "refresh is disabled while the action runs: F5 goes on to the window"

    pull.finish(True, None)
    wait_for(lambda: pull.get_state() == Kinetic.PullToActionState.IDLE)
    assert len(states.calls) >= 3
    assert len(triggered.calls) == 1


def test_trigger_runs_the_action_as_a_pull_would(window):
    pull = Kinetic.PullToAction(minimum_executing_duration=0.05, outcome_display_duration=0.05,
                                reduces_motion=True)
    pull.set_child(Gtk.Label(label="Inbox"))
    window.set_child(pull)
    triggered = Recorder(pull, "triggered")
    pull.trigger()
    wait_for(lambda: len(triggered.calls) == 1)
    wait_for(lambda: pull.get_state() == Kinetic.PullToActionState.IDLE)


def test_a_list_view_of_a_million_rows_scrolls_by_the_pulls_adjustment(window):
    from gi.repository import Gio, GObject

    class Rows(GObject.Object, Gio.ListModel):
        """A million items, each made when the list asks for it."""

        def do_get_item_type(self):
            return Gtk.StringObject.__gtype__

        def do_get_n_items(self):
            return 1_000_000

        def do_get_item(self, position):
            return Gtk.StringObject.new(f"Row {position}") if position < 1_000_000 else None

    factory = Gtk.SignalListItemFactory()
    factory.connect("setup", lambda _, item: item.set_child(Gtk.Label(height_request=40)))
    factory.connect("bind", lambda _, item: item.get_child().set_label(item.get_item().get_string()))
    listing = Gtk.ListView(model=Gtk.NoSelection(model=Rows()), factory=factory)
    pull = Kinetic.PullToAction(vexpand=True)
    pull.set_child(listing)
    window.set_child(pull)
    adjustment = pull.get_vadjustment()
    wait_for(lambda: adjustment.get_upper() >= 40_000_000)
    assert adjustment.get_page_size() == pull.get_height()

    def shown():
        rows, child = [], listing.get_first_child()
        while child:
            if child.get_css_name() == "row" and child.get_mapped():
                rows.append(child.get_first_child().get_label())
            child = child.get_next_sibling()
        return rows

    # Only a screenful on show; scrolling by the adjustment moves the list and the pull with it.
    assert len(shown()) <= pull.get_height() // 40 + 2
    assert "Row 0" in shown()
    adjustment.set_value(2000)
    iterate(0.2)
    assert adjustment.get_value() == 2000
    assert "Row 0" not in shown()
    assert pull.get_pulled_amount() == 0


def test_each_text_at_its_default_follows_the_edge_and_one_set_stays():
    pull = Kinetic.PullToAction(executing_text="Syncing…")
    pull.set_edge(Kinetic.PullToActionEdge.BOTTOM)
    texts = lambda: [pull.get_property(name) for name in  # noqa: E731
                     ("pulling-text", "triggered-text", "executing-text", "success-text")]
    assert texts() == ["Pull to load more", "Release to load more", "Syncing…", "Loaded"]
    # Set by hand at the bottom, the top's text stays; the others still follow.
    pull.set_property("pulling-text", "Pull to update")
    pull.set_edge(Kinetic.PullToActionEdge.TOP)
    assert texts() == ["Pull to update", "Release to update", "Syncing…", "Updated"]
