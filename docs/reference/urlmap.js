// Where the Kinetic reference's links to other libraries' symbols go: their online references.
baseURLs = [
  ['GLib', 'https://docs.gtk.org/glib/'],
  ['GObject', 'https://docs.gtk.org/gobject/'],
  ['Gio', 'https://docs.gtk.org/gio/'],
  ['Gdk', 'https://docs.gtk.org/gdk4/'],
  ['Gsk', 'https://docs.gtk.org/gsk4/'],
  ['Gtk', 'https://docs.gtk.org/gtk4/'],
  ['Pango', 'https://docs.gtk.org/Pango/'],
  ['GdkPixbuf', 'https://docs.gtk.org/gdk-pixbuf/'],
  ['Graphene', 'https://ebassi.github.io/graphene/docs/'],
];
