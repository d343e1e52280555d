// Kinetic's texts in the user's language: the gettext domain `kinetic-1`, bound once to the
// catalogs installed beside the library, as libadwaita binds its own domain.

#define _GNU_SOURCE  // dladdr()
#include <dlfcn.h>
#include <libintl.h>

#include "kinetic-control-private.h"
#include "kinetic-i18n.h"

/// The prefix's `share/locale` for a library in `libdir`: the prefix is the directory above
/// `lib` (`PREFIX/lib`, `PREFIX/lib64` or Debian's `PREFIX/lib/x86_64-linux-gnu`).
static char *
locale_dir_for (const char *libdir)
{
  g_autofree char *dir = g_strdup (libdir);
  for (int depth = 0; depth < 2; depth++) {
    g_autofree char *base = g_path_get_basename (dir);
    if (g_strcmp0 (base, "lib") == 0 || g_strcmp0 (base, "lib64") == 0
        || g_strcmp0 (base, "lib32") == 0) {
      g_autofree char *prefix = g_path_get_dirname (dir);
      return g_build_filename (prefix, "share", "locale", NULL);
    }
    char *parent = g_path_get_dirname (dir);
    g_free (dir);
    dir = parent;
  }
  g_autofree char *prefix = g_path_get_dirname (libdir);
  return g_build_filename (prefix, "share", "locale", NULL);
}

static gpointer
bind_domain (gpointer data)
{
  (void) data;
  g_autofree char *dir = NULL;
  const char *override = g_getenv ("KINETIC_LOCALEDIR");
  if (override && *override) {
    dir = g_strdup (override);
  } else {
    // The file this function is in: libkinetic-1.so, or a program Kinetic is linked into.
    Dl_info info;
    if (dladdr ((void *) kinetic_gettext, &info) && info.dli_fname && *info.dli_fname) {
      g_autofree char *file = g_canonicalize_filename (info.dli_fname, NULL);
      g_autofree char *libdir = g_path_get_dirname (file);
      dir = locale_dir_for (libdir);
    }
  }
  if (dir)
    bindtextdomain (KINETIC_GETTEXT_DOMAIN, dir);
  bind_textdomain_codeset (KINETIC_GETTEXT_DOMAIN, "UTF-8");
  return NULL;
}

const char *
kinetic_gettext (const char *msgid)
{
  static GOnce once = G_ONCE_INIT;
  g_once (&once, bind_domain, NULL);
  return g_dgettext (KINETIC_GETTEXT_DOMAIN, msgid);
}

const char *
kinetic_control_translated_default (KineticControl *self, guint prop_id)
{
  g_return_val_if_fail (KINETIC_IS_CONTROL (self), NULL);
  // The control's own class's pspec of that number (its parents' numbers are their own).
  guint n = 0;
  g_autofree GParamSpec **pspecs = g_object_class_list_properties (G_OBJECT_GET_CLASS (self), &n);
  GType type = G_OBJECT_TYPE (self);
  while (g_type_parent (type) != KINETIC_TYPE_CONTROL)
    type = g_type_parent (type);
  for (guint i = 0; i < n; i++) {
    GParamSpec *pspec = pspecs[i];
    if (pspec->owner_type != type || pspec->param_id != prop_id
        || !G_IS_PARAM_SPEC_STRING (pspec))
      continue;
    const char *fallback = G_PARAM_SPEC_STRING (pspec)->default_value;
    const GValue *value = kinetic_control_peek_value (self, prop_id);
    gboolean is_default = fallback && value && g_strcmp0 (g_value_get_string (value), fallback) == 0;
    return is_default ? kinetic_gettext (fallback) : NULL;
  }
  return NULL;
}
