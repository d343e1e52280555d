#!/usr/bin/python3
"""Assistive technologies, end to end: the gallery read and operated the way Orca does, through
AT-SPI, with accessibility on and GLib criticals fatal.

Runs inside a D-Bus session (the harness starts one), opens each gallery page and reads the
gallery's AT-SPI tree with pyatspi. On every page each knob is named by its label (not
"GtkSwitch") and every control has a role, a name and a description that say what it does. Then
it operates the controls through their AT-SPI actions and checks both the tree (what a screen
reader would speak) and the gallery's `--log` lines:

- slide to confirm: one press of "slide-to-confirm.confirm" (its default action) arms and does not confirm, the second confirms;
- pull to action: the control's one action, "pull-to-action.refresh", refreshes, and the
  description follows the refresh;
- gestures: with the photo focused, the board's gesture-board.* actions move, scale and turn it,
  and its description says so;
- onboarding: Next page announces "Page 2 of 5 …" and relabels the carousel; the carousel's own
  "onboarding-carousel.next" action turns to page 3; Skip closes it.

Needs Debian's python3 with pyatspi (python3-pyatspi) and at-spi2-core.

    /usr/bin/python3 Tests/EndToEnd/atspi_suite.py PATH/TO/kinetic
"""

import os
import sys
import time

from gallery_harness import GallerySession, fail, use_name, xdotool

# The roles of knobs that have no text of their own, which the gallery names by their labels.
KNOB_ROLES = ("check box", "slider", "combo box")
# The roles that someone operates, which must have a name.
ACTIONABLE_ROLES = KNOB_ROLES + ("push button", "toggle button", "image", "list item")


def nodes(root, prune=lambda node: False):
    """Every node under `root`, depth first; of a combo box's innards (GTK's own) only its toggle
    button, which a screen reader reaches, and nothing under a node `prune` accepts."""
    stack = [root]
    while stack:
        node = stack.pop()
        if node is None:
            continue
        yield node
        if prune(node):
            continue
        if node.getRoleName() == "combo box":
            buttons = (node.getChildAtIndex(i) for i in range(node.childCount))
            stack.extend(b for b in buttons if b is not None and b.getRoleName() == "toggle button")
            continue
        stack.extend(node.getChildAtIndex(i) for i in reversed(range(node.childCount)))


def find_gallery(pyatspi, timeout=10):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == "kinetic" and app.childCount > 0:
                return app
        time.sleep(0.2)
    fail("the gallery never appeared on the AT-SPI desktop (is accessibility off?)")


def find(app, what, predicate, timeout=5, prune=lambda node: False):
    """The first node that `predicate` accepts, waiting up to `timeout` for it to appear."""
    deadline = time.monotonic() + timeout
    while True:
        for node in nodes(app, prune):
            try:
                if predicate(node):
                    return node
            except Exception:  # A node that went away while being read.
                continue
        if time.monotonic() > deadline:
            fail(f"no {what} in the AT-SPI tree")
        time.sleep(0.2)


def role_named(role, name):
    return lambda node: node.getRoleName() == role and node.name == name


def actions(node):
    try:
        action = node.queryAction()
    except NotImplementedError:
        return []
    return [action.getName(i) for i in range(action.nActions)]


def do(node, name):
    """Runs the AT-SPI action `name` on `node`, as a screen reader's user would."""
    names = actions(node)
    if name not in names:
        fail(f"{node.getRoleName()} {node.name!r} has no action {name!r}; it has {names}")
    if not node.queryAction().doAction(names.index(name)):
        fail(f"{node.getRoleName()} {node.name!r} refused its action {name!r}")


def wait_tree(what, read, accept, timeout=5):
    """Waits until `accept(read())`, re-reading the tree; returns what it read."""
    deadline = time.monotonic() + timeout
    value = read()
    while not accept(value):
        if time.monotonic() > deadline:
            fail(f"{what}: the tree still reads {value!r}")
        time.sleep(0.1)
        value = read()
    return value


def events(log, mark, event):
    return [line for line in log.since(mark) if line.get("event") == event]


def check_described(node, what, words):
    """`node` has a role, a name and a description that mentions each of `words`."""
    role, name, description = node.getRoleName(), node.name, node.description
    if not role or role == "unknown" or not name or not description:
        fail(f"{what} reads role {role!r}, name {name!r}, description {description!r}")
    missing = [word for word in words if word.lower() not in description.lower()]
    if missing:
        fail(f"{what}'s description {description!r} does not say {missing}")
    return f"{role} {name!r} — {description!r}"


def check_knobs(session, app, page):
    """Every knob reads its label; nothing one operates is nameless (a drop-down's own toggle
    button included), and nothing reads as its GTK type."""
    found = {}
    labels = set()
    for node in nodes(app):  # One walk: every read is a round trip to the gallery.
        role, name = node.getRoleName(), node.name
        if role == "toggle button" and node.parent is not None \
                and node.parent.getRoleName() == "combo box" and name != node.parent.name:
            fail(f"on the {page} page the drop-down {node.parent.name!r}'s button reads {name!r}")
        if role in ACTIONABLE_ROLES and not name:
            fail(f"on the {page} page a {role} has no name (its actions: {actions(node)})")
        if name.startswith("Gtk"):  # What GTK 4.8 reads when nothing names a widget.
            fail(f"on the {page} page a {role} reads as its GTK type, {name!r} (its actions: {actions(node)})")
        if role in KNOB_ROLES:
            found[name] = role
        elif role == "label":
            labels.add(name)
    # A button knob ("Start over") keeps the name its own text gives it, beside its label.
    missing = [title for title in session.knobs if title not in found and title not in labels]
    if missing:
        fail(f"on the {page} page no knob reads {missing}; the knobs read {found}")
    return found


def slide_to_confirm(session, app, pyatspi):
    log = session.log
    button = find(app, "the slide to confirm button", role_named("push button", "Slide to delete 3 photos"))
    said = [check_described(button, "slide to confirm", ["confirm"])]
    resting = button.description
    mark = log.mark()
    # The widget class's confirm action is its only one: the default a screen reader's
    # "activate" runs.
    if actions(button) != ["slide-to-confirm.confirm"]:
        fail(f"the slide's actions are not [slide-to-confirm.confirm]: {actions(button)}")
    do(button, "slide-to-confirm.confirm")
    armed = wait_tree("one press of slide to confirm", lambda: button.description, lambda d: d != resting)
    log.drain(0.8)
    if events(log, mark, "complete"):
        fail(f"one press confirmed: {log.since(mark)}")
    do(button, "slide-to-confirm.confirm")
    log.wait_for(lambda l: l.get("event") == "complete", 5, "complete after the second press")
    log.wait_for(lambda l: l.get("event") == "idle", 5, "idle after the confirmation")
    done = wait_tree("slide to confirm after confirming", lambda: button.description, lambda d: d != armed)
    said.append(f"one press: {armed!r}; two: complete, then {done!r}")
    return said


def pull_to_action(session, app, pyatspi):
    log = session.log
    view = find(app, "the pull to action view", role_named("panel", "Refresh"))
    said = [check_described(view, "pull to action", ["pull", "refresh", "F5"])]
    resting = view.description
    mark = log.mark()
    # The widget class's refresh action is its only one: what a screen reader runs.
    if actions(view) != ["pull-to-action.refresh"]:
        fail(f"the pull's actions are not [pull-to-action.refresh]: {actions(view)}")
    do(view, "pull-to-action.refresh")
    log.wait_for(lambda l: l.get("event") == "triggeredAction", 5, "triggeredAction after the refresh action")
    working = wait_tree("pull to action while refreshing", lambda: view.description, lambda d: d != resting)
    log.wait_for(lambda l: l.get("event") == "state" and l.get("state") == "idle", 10, "idle after refreshing")
    states = [l["state"] for l in events(log, mark, "state")]
    if "executing" not in states:
        fail(f"the refresh action went through {states}, without executing")
    ended = wait_tree("pull to action after refreshing", lambda: view.description, lambda d: d != working)
    said.append(f"refresh: states {states}; said {working!r}, then {ended!r}")
    return said


def gestures(session, app, pyatspi):
    log = session.log
    photo = find(app, "the photo", lambda n: n.getRoleName() == "image" and n.name.startswith("Photo"))
    said = [check_described(photo, "the photo", ["arrow keys", "percent", "degrees"])]
    # Every card on the board (the photo, the sticker, the note, the button) says how to move it.
    cards = [node for node in nodes(app) if (node.description or "").startswith("Arrow keys move")]
    if len(cards) != 4:
        fail(f"{len(cards)} cards describe their keys, expected 4: {[card.name for card in cards]}")
    for card in (card for card in cards if card.name != photo.name):
        said.append(check_described(card, f"the gesture card {card.name!r}", ["arrow keys", "percent"]))
    # The board (a KineticGestureBoard) offers its class actions, which act on the card that has
    # the focus: a click on the photo gives it the focus, as Tab would.
    board = find(app, "the gesture board", lambda n: n.getRoleName() == "panel"
                 and "gesture-board.move-right" in actions(n))
    left, top = session.origin
    xdotool(session.env, "mousemove", str(round(left + 148)), str(round(top + 126)))
    time.sleep(0.05)
    xdotool(session.env, "click", "1")
    wait_tree("the photo after a click", lambda: photo.getState().contains(pyatspi.STATE_FOCUSED), bool)
    said.append(f"the board ({board.getRoleName()}) offers {[a for a in actions(board) if a.startswith('gesture-board.')]}")
    steps = [("gesture-board.move-right", "moved", lambda before, after: after[0] > before[0] and after[1] == before[1]),
             ("gesture-board.scale-up", "scaled", lambda before, after: after[2] > before[2]),
             ("gesture-board.turn-right", "turned", lambda before, after: after[3] != before[3])]
    for action, verb, changed in steps:
        before = read_place(photo.description)
        mark = log.mark()
        do(board, action)
        after = wait_tree(f"the photo after {action}", lambda: read_place(photo.description),
                          lambda place: place is not None and place != before)
        if not changed(before, after):
            fail(f"{action} took the photo from {before} to {after}")
        log.drain(0.3)
        lines = [l["event"] for l in log.since(mark) if l.get("view") == "photo"]
        if not lines:
            fail(f"{action} logged nothing for the photo")
        said.append(f"{action}: {verb}, {before} → {after}; logged {sorted(set(lines))}")
    return said


def read_place(description):
    """(x, y, percent, degrees) from a gesture card's description ("… At 148, 126; 100 percent;
    0 degrees.")."""
    try:
        place = description.split("At ", 1)[1].rstrip(".")
        position, percent, degrees = [part.strip() for part in place.split(";")]
        x, y = [float(number) for number in position.split(",")]
        return (x, y, float(percent.split()[0]), float(degrees.split()[0]))
    except (IndexError, ValueError):
        return None


def onboarding(session, app, pyatspi):
    log = session.log
    carousel = find(app, "the carousel", lambda n: n.getRoleName() == "panel" and n.name.startswith("Page 1 of "))
    skip = find(carousel, "the carousel's Skip", role_named("push button", "Skip"))
    # Skip is named by its title (the skip-text property); it needs no description.
    said = [check_described(carousel, "the carousel", ["swipe"]), f"{skip.getRoleName()} {skip.name!r}"]
    if ".." in carousel.description:
        fail(f"the carousel's description reads {carousel.description!r}")
    # Not through the carousel's many parts: each read is a round trip to the gallery.
    following = find(app, "the Next page knob", role_named("push button", "Next page"),
                     prune=lambda node: node == carousel)
    mark = log.mark()
    do(following, "click")
    shown = log.wait_for(lambda l: l.get("event") == "page", 5, "a page line after Next page")
    if shown.get("page") != 1:
        fail(f"Next page settled on page {shown.get('page')}, expected 1")
    log.drain(0.3)  # The announcement follows the page line.
    announced = [l["message"] for l in events(log, mark, "announce")]
    if not any(message.startswith("Page 2 of 5") for message in announced):
        fail(f"Next page announced {announced}, expected \"Page 2 of 5 …\"")
    name = wait_tree("the carousel after Next page", lambda: carousel.name, lambda n: n == "Page 2 of 5")
    said.append(f"Next page: page line 1, announced {announced[0]!r}, the carousel reads {name!r}")
    # The carousel is a widget class whose actions GTK offers through AT-SPI's Action interface.
    offered = actions(carousel)
    if not {"onboarding-carousel.next", "onboarding-carousel.previous", "onboarding-carousel.skip"} <= set(offered):
        fail(f"the carousel's actions are {offered}, expected onboarding-carousel.next, .previous and .skip")
    log.drain(0.6)  # Let the page settle before turning it again.
    mark = log.mark()
    do(carousel, "onboarding-carousel.next")
    shown = log.wait_for(lambda l: l.get("event") == "page", 5, "a page line after onboarding-carousel.next")
    if shown.get("page") != 2:
        fail(f"onboarding-carousel.next settled on page {shown.get('page')}, expected 2")
    name = wait_tree("the carousel after onboarding-carousel.next", lambda: carousel.name, lambda n: n == "Page 3 of 5")
    said.append(f"onboarding-carousel.next (of {offered}): page line 2, the carousel reads {name!r}")
    mark = log.mark()
    do(skip, "click")
    closed = log.wait_for(lambda l: l.get("event") == "close", 5, "a close line after Skip")
    if closed.get("page") != 2 or closed.get("skipped") is not True:
        fail(f"Skip reported {closed}, expected page 2, skipped")
    description = wait_tree("the carousel after Skip", lambda: carousel.description,
                            lambda d: "turn the page" not in d)
    said.append(f"Skip: {closed}, the carousel says {description!r}")
    return said


PAGES = [("slide-to-confirm", slide_to_confirm), ("pull-to-action", pull_to_action), ("gestures", gestures),
         ("onboarding", onboarding)]


def main():
    use_name("assistive-technology suite")
    if len(sys.argv) != 2:
        fail("usage: atspi_suite.py PATH/TO/kinetic")
    try:
        import pyatspi
    except ImportError:
        fail(f"{sys.executable} has no pyatspi; run it with /usr/bin/python3 (Debian package python3-pyatspi)")
    kinetic = os.path.abspath(sys.argv[1])
    started = time.monotonic()
    for page, check in PAGES:
        page_started = time.monotonic()
        with GallerySession(kinetic, page) as session:
            app = find_gallery(pyatspi)
            knobs = check_knobs(session, app, page)
            said = check(session, app, pyatspi)
        print(f"assistive-technology suite: {page} ({time.monotonic() - page_started:.1f} s): "
              f"{len(knobs)} knobs named by their labels ({', '.join(sorted(knobs))})")
        for line in said:
            print(f"    {line}")
    print(f"assistive-technology suite: passed in {time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    main()
