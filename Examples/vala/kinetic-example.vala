// Kinetic from Vala: a window with each of Kinetic's four controls, used through the binding
// (kinetic-1.vapi). With --check it drives each control from code, checks what it does and exits
// (0 when every check holds; a failed check aborts); without, it stays open until closed.
//
//   valac --pkg kinetic-1 kinetic-example.vala     (make vala-test builds and runs it)

delegate bool Condition ();

// Runs the main context until `done` holds; fails after five seconds.
void wait_for (string what, Condition done) {
    var deadline = GLib.get_monotonic_time () + 5 * GLib.TimeSpan.SECOND;
    while (!done ()) {
        if (GLib.get_monotonic_time () > deadline) {
            GLib.error ("timed out waiting for %s", what);
        }
        GLib.MainContext.default ().iteration (false);
        GLib.Thread.usleep (5000);
    }
}

const string WELCOME = """{"version": 2, "baseImageURL": "", "pages": 3, "showPageControl": true,
 "showSkip": true, "pageTexts": {"0": "Kinetic from Vala", "1": "Slide, pull and move", "2": "Go"}}""";

int main (string[] args) {
    bool check = "--check" in args;
    Gtk.init ();
    Kinetic.init ();

    // A slide that pays: a property set and read back, and the confirmed signal.
    var slide = new Kinetic.SlideToConfirm ();
    slide.title = "Pay";
    slide.prompt = "Slide to pay";
    assert (slide.title == "Pay" && slide.get_prompt () == "Slide to pay");
    int confirmations = 0;
    slide.confirmed.connect (() => confirmations++);

    // An inbox refreshed by a pull, reporting its outcome through finish ().
    var pull = new Kinetic.PullToAction ();
    pull.awaits_result = true;
    pull.outcome_display_duration = 0.05;
    pull.reduces_motion = true;
    pull.vexpand = true;
    pull.child = new Gtk.Label ("Inbox");
    int refreshes = 0;
    pull.triggered.connect (() => {
        refreshes++;
        pull.finish (true, null);
    });

    // A note on a board, placed through its layout child.
    var board = new Kinetic.GestureBoard ();
    var note = new Gtk.Button.with_label ("Note");
    board.put (note, 10, 20);
    var layout = board.get_layout_child (note);
    layout.maximum_scale = 4;
    assert (layout.x == 10 && layout.y == 20 && layout.get_maximum_scale () == 4);
    Gtk.Widget? tapped = null;
    board.tapped.connect ((child) => tapped = child);
    board.set_size_request (300, 120);

    // A welcome carousel from a spec file.
    string spec;
    try {
        var stream = GLib.FileUtils.open_tmp ("kinetic-welcome-XXXXXX.json", out spec);
        GLib.FileUtils.close (stream);
        GLib.FileUtils.set_contents (spec, WELCOME);
    } catch (GLib.Error error) {
        GLib.error ("cannot write the spec: %s", error.message);
    }
    var carousel = new Kinetic.OnboardingCarousel ();
    carousel.spec_path = spec;
    carousel.reduces_motion = true;
    carousel.set_size_request (320, 400);
    uint[] pages = {};
    bool? skipped = null;
    carousel.page_changed.connect ((page) => pages += page);
    carousel.closed.connect ((was_skipped) => skipped = was_skipped);

    var box = new Gtk.Box (Gtk.Orientation.VERTICAL, 12);
    box.append (slide);
    box.append (pull);
    box.append (board);
    box.append (carousel);
    var window = new Gtk.Window ();
    window.title = "Kinetic from Vala";
    window.child = box;
    window.present ();

    if (!check) {
        var loop = new GLib.MainLoop ();
        window.close_request.connect (() => {
            loop.quit ();
            return false;
        });
        loop.run ();
        GLib.FileUtils.unlink (spec);
        return 0;
    }

    slide.confirm ();
    wait_for ("confirmed", () => confirmations == 1);
    print ("slide to confirm: confirmed once, title \"%s\"\n", slide.title);

    pull.trigger ();
    wait_for ("triggered", () => refreshes == 1);
    wait_for ("the pull to retract", () => pull.state == Kinetic.PullToActionState.IDLE);
    print ("pull to action: triggered once, finished, idle again\n");

    note.grab_focus ();
    assert (board.activate_action_variant ("gesture-board.tap", null));
    wait_for ("tapped", () => tapped == note);
    print ("gesture board: tapped the note at %g, %g\n", layout.x, layout.y);

    wait_for ("the spec's pages", () => carousel.n_pages == 3);
    assert (carousel.error == null);
    carousel.next ();
    wait_for ("page-changed", () => pages.length == 1 && pages[0] == 1);
    assert (carousel.page == 1);
    carousel.skip ();
    wait_for ("closed", () => skipped == true);
    print ("onboarding carousel: turned to page %u of %u, skipped\n", carousel.page + 1,
           carousel.n_pages);

    GLib.FileUtils.unlink (spec);
    window.destroy ();
    print ("Kinetic from Vala: every check held\n");
    return 0;
}
