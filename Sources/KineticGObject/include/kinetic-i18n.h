#ifndef KINETIC_I18N_H
#define KINETIC_I18N_H

// Internal to Kinetic: its texts in the user's language, through gettext in the domain
// `kinetic-1`. Not installed.

#include "kinetic-control.h"

G_BEGIN_DECLS

#define KINETIC_GETTEXT_DOMAIN "kinetic-1"

/// Marks a text for po/kinetic-1.pot without translating it (a property's default).
#ifndef N_
#define N_(text) (text)
#endif

/// `msgid` in the user's language, or `msgid` itself when the catalog has no translation.
///
/// The first call binds the domain to the `share/locale` of the prefix the library is installed
/// in (found from the library's own file), or to `$KINETIC_LOCALEDIR` when that is set.
const char *kinetic_gettext (const char *msgid);

/// The translation of text property `prop_id` of `self` when it holds its default (the English
/// text in the property's pspec), else NULL: how a control shows its built-in texts in the
/// user's language while its getters return what the app set.
const char *kinetic_control_translated_default (KineticControl *self, guint prop_id);

G_END_DECLS

#endif
