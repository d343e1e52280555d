"""Shared set-up of Kinetic's Python suite: GTK 4 and Kinetic through GObject Introspection.

`make gir-test` (part of `make test`) installs Kinetic into a prefix and runs this suite with
only GI_TYPELIB_PATH and LD_LIBRARY_PATH pointing there, under Xvfb and a D-Bus session, with
accessibility on and GLib criticals fatal.
"""

import math
import time

import gi
import pytest

gi.require_version("Gtk", "4.0")
gi.require_version("Kinetic", "1")
from gi.repository import GLib, GObject, Gtk, Kinetic  # noqa: E402

Kinetic.init()


def iterate(seconds=0.0):
    """Runs GLib's main context for `seconds` (at least one pass), dispatching what is pending."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + seconds
    while True:
        while context.pending():
            context.iteration(False)
        if time.monotonic() >= deadline:
            return
        time.sleep(0.005)


def wait_for(predicate, timeout=5.0):
    """Runs the main context until `predicate()` holds; fails after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {predicate}")
        iterate(0.01)


def descendants(widget):
    """Every widget under `widget`, depth first."""
    child = widget.get_first_child()
    while child is not None:
        yield child
        yield from descendants(child)
        child = child.get_next_sibling()


@pytest.fixture
def window():
    """A shown window to put a widget in; destroyed after the test."""
    win = Gtk.Window(default_width=400, default_height=600)
    win.present()
    iterate(0.05)
    yield win
    win.destroy()
    iterate(0.05)


def own_properties(gtype, overridden=()):
    """The properties `gtype` itself installs, and those named in `overridden` (an interface's
    that it overrides), by name."""
    return {p.name: p for p in GObject.list_properties(gtype)
            if p.owner_type == gtype or p.name in overridden}


def other_value(pspec):
    """A valid value of `pspec` other than its default."""
    kind = pspec.value_type
    default = pspec.default_value
    if kind == GObject.TYPE_BOOLEAN:
        return not default
    if kind == GObject.TYPE_STRING:
        return "Kinetic from Python ✓"
    if kind in (GObject.TYPE_DOUBLE, GObject.TYPE_FLOAT):
        low, high = pspec.minimum, pspec.maximum
        for step in (0.5, 0.25, -0.25, -0.5):
            value = default + step
            if low <= value <= high and value >= 0:
                return value
        return (low + high) / 2
    if kind in (GObject.TYPE_UINT, GObject.TYPE_INT):
        return default + 1
    if kind.is_a(GObject.TYPE_ENUM):
        values = [v for v in pspec.enum_class.__enum_values__.values() if int(v) != int(default)]
        return values[0]
    if kind.is_a(Gtk.Widget):
        return Gtk.Label(label=pspec.name)
    raise TypeError(f"no other value for {pspec.name} of type {kind.name}")


def can_activate(widget, action):
    """Whether `action` is enabled on `widget`: activates it as a key binding does
    (Gtk.NamedAction), which, unlike Gtk.Widget.activate_action, reports a disabled action."""
    return Gtk.NamedAction.new(action).activate(Gtk.ShortcutActionFlags(0), widget, None)


def same(a, b):
    """Equality that tolerates floating-point rounding."""
    if isinstance(a, float) and isinstance(b, float):
        return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)
    return a == b


class Recorder:
    """Counts a signal's emissions and keeps their arguments."""

    def __init__(self, obj, signal):
        self.calls = []
        obj.connect(signal, self)

    def __call__(self, _obj, *args):
        self.calls.append(args)


def check_every_property(widget, skip=(), values=None, overridden=()):
    """Sets every writable property of `widget`'s class to another value through its C setter,
    reads it back through the property and the C getter, and checks that it notified once (and
    not again when set to the same value). Reads every read-only one through its getter.
    Returns the names checked."""
    values = values or {}
    checked = []
    for name, pspec in sorted(own_properties(type(widget).__gtype__, overridden).items()):
        if name in skip:
            continue
        attr = name.replace("-", "_")
        getter = getattr(widget, "get_" + attr, None)
        if not pspec.flags & GObject.ParamFlags.WRITABLE:
            assert getter is not None, f"{name} has no getter"
            assert same(getter(), widget.get_property(name)), name
            checked.append(name)
            continue
        value = values.get(name, other_value(pspec))
        notified = []
        handler = widget.connect("notify::" + name, lambda *_: notified.append(name))
        setter = getattr(widget, "set_" + attr)
        setter(value)
        assert same(widget.get_property(name), value), \
            f"{name}: {widget.get_property(name)!r} != {value!r}"
        assert same(getter(), value), name
        assert len(notified) == 1, f"{name} notified {len(notified)} times"
        widget.set_property(name, value)
        assert len(notified) == 1, f"{name} notified again for the same value"
        widget.disconnect(handler)
        checked.append(name)
    return checked
