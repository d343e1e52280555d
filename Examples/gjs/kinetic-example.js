// Kinetic from JavaScript (GJS): a slide to confirm whose payment runs asynchronously and
// reports success or failure, and a pull to refresh over a Gtk.ListView. After
// `make install PREFIX="$PWD/out"`:
//
//   GI_TYPELIB_PATH=out/lib/girepository-1.0 LD_LIBRARY_PATH=out/lib \
//     gjs -m Examples/gjs/kinetic-example.js
//
// `--quit-after SECONDS` closes it after that long.

import GLib from 'gi://GLib';
import Gio from 'gi://Gio';
import Gtk from 'gi://Gtk?version=4.0';
import Kinetic from 'gi://Kinetic?version=1';
import System from 'system';

const args = System.programArgs;
const quitIndex = args.indexOf('--quit-after');
const quitAfter = quitIndex >= 0 ? Number(args[quitIndex + 1]) : null;

const app = new Gtk.Application({
    application_id: 'org.kinetic.GjsExample',
    flags: Gio.ApplicationFlags.NON_UNIQUE,
});

app.connect('startup', () => Kinetic.init());

app.connect('activate', () => {
    const status = new Gtk.Label({label: 'Slide to pay, pull the list to refresh.', wrap: true});

    // Slide to confirm: `confirmed` starts the payment; with awaits-result set the slide shows
    // that it is working until finish() reports the outcome.
    const pay = new Kinetic.SlideToConfirm({
        title: 'Pay',
        prompt: 'Slide to pay 12 €',
        awaits_result: true,
    });
    let payments = 0;
    pay.connect('confirmed', slide => {
        const attempt = ++payments;
        status.label = 'Paying…';
        GLib.timeout_add(GLib.PRIORITY_DEFAULT, 1200, () => {
            // Every third payment is declined, to show a failure.
            if (attempt % 3 === 0) {
                slide.finish(false, 'Card declined');
                status.label = 'Card declined';
            } else {
                slide.finish(true, null);
                status.label = 'Paid 12 €';
            }
            return GLib.SOURCE_REMOVE;
        });
    });

    // Pull to refresh over a list view: `triggered` fetches; finish() reports the outcome.
    const messages = Gtk.StringList.new([
        'Ada: the prototype works',
        'Grace: meeting moved to 3 pm',
        'Linus: patch reviewed',
    ]);
    const factory = new Gtk.SignalListItemFactory();
    factory.connect('setup', (_factory, item) => {
        item.child = new Gtk.Label({xalign: 0, margin_start: 12, margin_top: 6, margin_bottom: 6});
    });
    factory.connect('bind', (_factory, item) => {
        item.child.label = item.item.string;
    });
    const inbox = new Kinetic.PullToAction({awaits_result: true, vexpand: true});
    inbox.set_child(new Gtk.ListView({model: new Gtk.NoSelection({model: messages}), factory}));
    inbox.connect('triggered', pull => {
        GLib.timeout_add(GLib.PRIORITY_DEFAULT, 800, () => {
            messages.splice(0, 0, [`New message ${messages.get_n_items() - 2}`]);
            pull.finish(true, null);
            status.label = 'Inbox updated';
            return GLib.SOURCE_REMOVE;
        });
    });

    const box = new Gtk.Box({
        orientation: Gtk.Orientation.VERTICAL,
        spacing: 12,
        margin_top: 18,
        margin_bottom: 18,
        margin_start: 18,
        margin_end: 18,
    });
    box.append(status);
    box.append(pay);
    box.append(new Gtk.Frame({child: inbox, vexpand: true}));

    const window = new Gtk.ApplicationWindow({
        application: app,
        title: 'Kinetic from JavaScript',
        default_width: 420,
        default_height: 560,
        child: box,
    });
    window.present();
    if (quitAfter !== null)
        GLib.timeout_add(GLib.PRIORITY_DEFAULT, quitAfter * 1000, () => {
            app.quit();
            return GLib.SOURCE_REMOVE;
        });
});

app.run([System.programInvocationName]);
