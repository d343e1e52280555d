#!/usr/bin/env python3
"""Kinetic from Python: the four controls from a .ui file.

A slide to confirm whose payment runs asynchronously (a GLib timeout) and reports success or
failure, a pull to refresh over a Gtk.ListView, a gesture board with a note to move, and an
onboarding carousel. After `make install PREFIX="$PWD/out"`:

    GI_TYPELIB_PATH=out/lib/girepository-1.0 LD_LIBRARY_PATH=out/lib \
      python3 Examples/python/kinetic-example.py

`--quit-after SECONDS` closes it after that long (the tests run it so, headless).
"""

import argparse
import os
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Kinetic", "1")
from gi.repository import GLib, Gio, Gtk, Kinetic  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


class Example(Gtk.Application):
    """The example app: one window built from window.ui."""

    def __init__(self, quit_after):
        super().__init__(application_id="org.kinetic.PythonExample",
                         flags=Gio.ApplicationFlags.NON_UNIQUE)
        self.quit_after = quit_after
        self.payments = 0

    def do_startup(self):
        Gtk.Application.do_startup(self)
        # Registers Kinetic's classes, so that GtkBuilder finds them by name.
        Kinetic.init()

    def do_activate(self):
        builder = Gtk.Builder.new_from_file(os.path.join(HERE, "window.ui"))
        window = builder.get_object("window")
        self.status = builder.get_object("status")

        # Slide to confirm: `confirmed` starts the payment; with awaits-result set the slide
        # shows that it is working until finish() reports the outcome.
        pay = builder.get_object("pay")
        pay.connect("confirmed", self.on_pay_confirmed)

        # Pull to refresh over a list view: `triggered` fetches; finish() reports the outcome.
        self.messages = Gtk.StringList.new(["Ada: the prototype works",
                                            "Grace: meeting moved to 3 pm",
                                            "Linus: patch reviewed"])
        factory = Gtk.SignalListItemFactory()
        factory.connect("setup", lambda _f, item: item.set_child(
            Gtk.Label(xalign=0, margin_start=12, margin_top=6, margin_bottom=6)))
        factory.connect("bind", lambda _f, item: item.get_child().set_label(
            item.get_item().get_string()))
        inbox = builder.get_object("inbox")
        inbox.set_child(Gtk.ListView(model=Gtk.NoSelection(model=self.messages),
                                       factory=factory))
        inbox.connect("triggered", self.on_inbox_triggered)

        board = builder.get_object("board")
        board.connect("tapped", lambda _b, child: self.say(f"Tapped “{child.get_label()}”"))

        welcome = builder.get_object("welcome")
        welcome.set_file(Gio.File.new_for_path(os.path.join(HERE, "welcome.json")))
        welcome.connect("page-changed", lambda _c, page: self.say(f"Welcome page {page + 1}"))
        welcome.connect("closed", lambda c, skipped: (
            c.set_visible(False), self.say("Welcome skipped" if skipped else "Welcome done")))

        window.set_application(self)
        window.present()
        if self.quit_after is not None:
            GLib.timeout_add(int(self.quit_after * 1000), self.quit_now)

    def say(self, text):
        self.status.set_label(text)

    def on_pay_confirmed(self, slide):
        self.payments += 1
        attempt = self.payments
        self.say("Paying…")

        def done():
            # Every third payment is declined, to show a failure.
            if attempt % 3 == 0:
                slide.finish(False, "Card declined")
                self.say("Card declined")
            else:
                slide.finish(True, None)
                self.say("Paid 12 €")
            return GLib.SOURCE_REMOVE

        GLib.timeout_add(1200, done)

    def on_inbox_triggered(self, pull):
        def done():
            count = self.messages.get_n_items()
            self.messages.splice(0, 0, [f"New message {count - 2}"])
            pull.finish(True, None)
            return GLib.SOURCE_REMOVE

        GLib.timeout_add(800, done)

    def quit_now(self):
        self.quit()
        return GLib.SOURCE_REMOVE


def main():
    parser = argparse.ArgumentParser(description="Kinetic's controls from Python")
    parser.add_argument("--quit-after", type=float, metavar="SECONDS",
                        help="close the window after SECONDS")
    args = parser.parse_args()
    return Example(args.quit_after).run([sys.argv[0]])


if __name__ == "__main__":
    sys.exit(main())
