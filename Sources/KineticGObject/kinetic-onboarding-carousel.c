// KineticOnboardingCarousel: the GObject class. Its behaviour (the machine, the spec's loading,
// input, animation, the stage of widgets and drawing) is the Swift host's; this file is the type,
// its properties, signals, actions, key bindings, CSS name, accessible role and GtkBuildable.

#include "kinetic-onboarding-carousel.h"
#include "kinetic-control-private.h"
#include "kinetic-i18n.h"
#include "kinetic-host.h"
#include "kinetic-main-thread.h"
#include "kinetic-onboarding-carousel-properties.h"

#include <math.h>

// The accessors of a property the control stores, in one line (kinetic-control-private.h).
#define ACCESSORS(KIND, ...) \
  KINETIC_DEFINE_##KIND##_ACCESSORS (OnboardingCarousel, onboarding_carousel, ONBOARDING_CAROUSEL, __VA_ARGS__)
#define GETTER(KIND, ...) \
  KINETIC_DEFINE_##KIND##_GETTER (OnboardingCarousel, onboarding_carousel, ONBOARDING_CAROUSEL, __VA_ARGS__)

/**
 * KineticOnboardingCarousel:
 *
 * An onboarding carousel: the pages of a SlidingCarousel or Kinetic spec file (images, page
 * texts, page dots, Skip and a close button, the app's custom views), turned by a swipe, a
 * touchpad, a wheel, the keyboard or an assistive technology.
 *
 * Name the spec with [property@OnboardingCarousel:file] (or
 * [property@OnboardingCarousel:spec-path]). It is read, with its images, off the main thread;
 * when it cannot be shown the carousel keeps what it showed and
 * [property@OnboardingCarousel:error] says why, one `FILE:LINE:COLUMN: error: JSON-PATH: what`
 * line per problem. A later good load clears the error.
 *
 * [property@OnboardingCarousel:page] is the page the carousel rests on,
 * [property@OnboardingCarousel:position] the fractional scroll position, and
 * [signal@OnboardingCarousel::page-changed] tells when a page settles, as in `AdwCarousel`.
 * [signal@OnboardingCarousel::closed] tells when the user skips, or closes on the last page.
 *
 * Calls made before a spec is shown (its file still loading) are made, in their order, once it
 * is: [method@OnboardingCarousel.next] right after setting the file turns to the second page, and
 * [method@OnboardingCarousel.skip] closes the carousel then (sixteen calls at most are kept).
 *
 * The carousel follows the widget's text direction: right to left (under a right-to-left
 * locale, or with [method@Gtk.Widget.set_direction]), later pages sit to the left, a swipe to
 * the right turns to the next page, the Left arrow goes forward, the page dots run from the right
 * and Skip sits at the bottom left. A spec's `rightToLeft` makes its carousel right to left
 * whatever the widget's direction.
 *
 * `gtk-enable-animations` and [property@OnboardingCarousel:reduces-motion] reduce motion: pages
 * change at once and fade in.
 *
 * ## GtkBuildable
 *
 * A `<child type="view:KEY">` is the widget shown for the custom view KEY that the spec's
 * elements name (`customSubview`). Its place comes from a `<custom-views>` element:
 *
 * ```xml
 * <object class="KineticOnboardingCarousel">
 *   <property name="spec-path">onboarding.json</property>
 *   <child type="view:badge">
 *     <object class="GtkLabel"><property name="label">New</property></object>
 *   </child>
 *   <custom-views>
 *     <view key="badge" width="80" height="30" x="160" y="120"/>
 *   </custom-views>
 * </object>
 * ```
 *
 * `width` and `height` are its size in design points, `x` and `y` where its anchor goes in the
 * container (the design's centre unless told), `anchor-x` and `anchor-y` its anchor (0.5, its
 * centre, unless told). A view without a layout takes its size request (its natural size when
 * unset) at the design's centre.
 *
 * ## CSS nodes
 *
 * `kinetic-onboarding-carousel` has one node of that name, with the style class
 * `.onboarding-carousel`; its stage is a child with `.onboarding-stage`, the dots
 * `.onboarding-dot` (`.current` for the page shown), the buttons `button.onboarding-skip` and
 * `button.onboarding-close`, the texts `.onboarding-text`.
 *
 * ## Accessibility
 *
 * The accessible role is %GTK_ACCESSIBLE_ROLE_GROUP, labelled with
 * [property@OnboardingCarousel:page-label] ("Page N of M") and described with the page's text
 * and [property@OnboardingCarousel:hint] (the page's text alone once closed); Skip and the close
 * button are buttons named by their titles.
 *
 * ## Actions
 *
 * `onboarding-carousel.next` turns to the next page (Right, or Left when right to left, Page Down),
 * `onboarding-carousel.previous` to the previous one (Left, or Right when right to left, Page Up) and
 * `onboarding-carousel.skip` closes the carousel as Skip does (Escape). Home and End go to the first and the
 * last page; Return, Enter or Space on the last page, with the carousel itself focused, closes it
 * as Done. A held key's auto-repeat pages no faster than the pages move: a turn heads for one page
 * past the one on screen, never further. A closed carousel disables its actions.
 *
 * ## Example
 *
 * A welcome carousel that goes away when the user skips or closes it:
 *
 * ```xml
 * <object class="KineticOnboardingCarousel">
 *   <property name="spec-path">welcome.json</property>
 *   <property name="vexpand">True</property>
 *   <signal name="page-changed" handler="welcome_page_changed"/>
 *   <signal name="closed" handler="welcome_closed"/>
 * </object>
 * ```
 *
 * ```c
 * static void
 * welcome_page_changed (KineticOnboardingCarousel *carousel, guint page, gpointer user_data)
 * {
 *   g_print ("Page %u of %u\n", page + 1, kinetic_onboarding_carousel_get_n_pages (carousel));
 * }
 *
 * static void
 * welcome_closed (KineticOnboardingCarousel *carousel, gboolean skipped, gpointer user_data)
 * {
 *   gtk_widget_set_visible (GTK_WIDGET (carousel), FALSE);
 * }
 * ```
 */
struct _KineticOnboardingCarousel {
  KineticControl parent_instance;
  gboolean actions_enabled;
};

static void kinetic_onboarding_carousel_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (KineticOnboardingCarousel, kinetic_onboarding_carousel,
                               KINETIC_TYPE_CONTROL,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      kinetic_onboarding_carousel_buildable_init))

/**
 * kinetic_onboarding_carousel_error_quark:
 *
 * The error domain of [property@OnboardingCarousel:error]'s errors.
 *
 * Returns: the quark of the domain
 */
G_DEFINE_QUARK (kinetic-onboarding-carousel-error-quark, kinetic_onboarding_carousel_error)

static GParamSpec *props[KINETIC_ONBOARDING_CAROUSEL_N_PROPS];

enum {
  SIGNAL_PAGE_CHANGED,
  SIGNAL_CLOSED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

static GtkBuildableIface *parent_buildable_iface;

static void
kinetic_onboarding_carousel_dispose (GObject *object)
{
  KineticOnboardingCarousel *self = KINETIC_ONBOARDING_CAROUSEL (object);
  if (!kinetic_control_release_host (KINETIC_CONTROL (object)))
    return;
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (kinetic_onboarding_carousel_parent_class)->dispose (object);
}

static void
kinetic_onboarding_carousel_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  KineticOnboardingCarousel *self = KINETIC_ONBOARDING_CAROUSEL (widget);
  // The stage (and the pages' widgets in it), then what the host draws over it: the focus ring.
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_snapshot_child (widget, child, snapshot);
  if (KINETIC_HOST (self))
    kinetic_host_snapshot (KINETIC_HOST (self), snapshot);
}

/* The arrows page in the reading direction: Right goes forward left to right, back right to
 * left. */
static gboolean
arrow_pressed (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  KineticOnboardingCarousel *self = KINETIC_ONBOARDING_CAROUSEL (widget);
  if (!self->actions_enabled)
    return FALSE;
  gboolean right = g_variant_get_int32 (args);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  return gtk_widget_activate_action (widget, right != rtl ? "onboarding-carousel.next" : "onboarding-carousel.previous",
                                     NULL);
}

/* Home and End: the first and the last page. */
static gboolean
end_pressed (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  KineticOnboardingCarousel *self = KINETIC_ONBOARDING_CAROUSEL (widget);
  if (!KINETIC_HOST (self) || !self->actions_enabled)
    return FALSE;
  kinetic_onboarding_carousel_host_go_to_end (KINETIC_HOST (self), g_variant_get_int32 (args));
  return TRUE;
}

/* Return, Enter and Space close the carousel as Done on the last page, when the carousel itself
 * has the focus (on Skip or a custom widget they stay that widget's). */
static gboolean
done_pressed (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  KineticOnboardingCarousel *self = KINETIC_ONBOARDING_CAROUSEL (widget);
  if (!KINETIC_HOST (self) || !self->actions_enabled || !gtk_widget_has_focus (widget))
    return FALSE;
  guint pages = kinetic_onboarding_carousel_get_n_pages (self);
  double position = kinetic_onboarding_carousel_get_position (self);
  if (pages == 0 || (guint) MAX (0, round (position)) != pages - 1)
    return FALSE;
  kinetic_onboarding_carousel_host_close (KINETIC_HOST (self), FALSE);
  return TRUE;
}

static void
kinetic_onboarding_carousel_class_init (KineticOnboardingCarouselClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kinetic_onboarding_carousel_dispose;

  widget_class->snapshot = kinetic_onboarding_carousel_snapshot;

  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  /**
   * KineticOnboardingCarousel:file:
   * The spec file shown (a local file); the same file as
   * [property@OnboardingCarousel:spec-path]. Setting it reads the spec and its images off the
   * main thread and shows it from the first page, or reports why it cannot be shown in
   * [property@OnboardingCarousel:error]. Set to %NULL, the carousel shows no spec: no pages and
   * no error.
   */
  props[KINETIC_ONBOARDING_CAROUSEL_PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, rw);
  /**
   * KineticOnboardingCarousel:spec-path:
   * The path of the spec file shown, or %NULL; the same file as
   * [property@OnboardingCarousel:file].
   */
  props[KINETIC_ONBOARDING_CAROUSEL_PROP_SPEC_PATH] =
    g_param_spec_string ("spec-path", NULL, NULL, NULL, rw);
  /**
   * KineticOnboardingCarousel:assets-path:
   * The folder the spec's images are found in, or %NULL for the spec file's folder. Set it
   * before the spec.
   */
  props[KINETIC_ONBOARDING_CAROUSEL_PROP_ASSETS_PATH] =
    g_param_spec_string ("assets-path", NULL, NULL, NULL, rw);
  /**
   * KineticOnboardingCarousel:reloads-on-change:
   * Whether the spec file is watched and shown again, on the same page, whenever it changes (an
   * editor's save); a save that cannot be shown sets [property@OnboardingCarousel:error] and
   * keeps the last good spec.
   */
  props[KINETIC_ONBOARDING_CAROUSEL_PROP_RELOADS_ON_CHANGE] =
    g_param_spec_boolean ("reloads-on-change", NULL, NULL, FALSE, rw);
  /**
   * KineticOnboardingCarousel:error:
   * Why the latest spec file read cannot be shown, or %NULL: in the
   * %KINETIC_ONBOARDING_CAROUSEL_ERROR domain, with one
   * `FILE:LINE:COLUMN: error: JSON-PATH: what was expected` line per problem. The carousel
   * keeps showing what it showed; nothing of the bad file is applied.
   */
  props[KINETIC_ONBOARDING_CAROUSEL_PROP_ERROR] =
    g_param_spec_boxed ("error", NULL, NULL, G_TYPE_ERROR, ro);
  /**
   * KineticOnboardingCarousel:design-width:
   * The width, in points, the pages are laid out at: 1 to 4096.
   */
  props[KINETIC_ONBOARDING_CAROUSEL_PROP_DESIGN_WIDTH] =
    g_param_spec_double ("design-width", NULL, NULL, 1, 4096, 320, rw);
  /**
   * KineticOnboardingCarousel:design-height:
   * The height, in points, the pages are laid out at: 1 to 4096.
   */
  props[KINETIC_ONBOARDING_CAROUSEL_PROP_DESIGN_HEIGHT] =
    g_param_spec_double ("design-height", NULL, NULL, 1, 4096, 568, rw);
  /**
   * KineticOnboardingCarousel:scales-to-fit:
   * Whether the pages scale uniformly to fit the space the widget gets, centred; otherwise the
   * widget asks for the design size and shows the pages at it.
   */
  props[KINETIC_ONBOARDING_CAROUSEL_PROP_SCALES_TO_FIT] =
    g_param_spec_boolean ("scales-to-fit", NULL, NULL, TRUE, rw);
  /**
   * KineticOnboardingCarousel:reduces-motion:
   * Whether motion is reduced: pages change at once and fade in. Motion is also reduced while
   * the `gtk-enable-animations` setting is off. Either taking effect in the middle of a swipe
   * leaves the swipe to the finger.
   */
  props[KINETIC_ONBOARDING_CAROUSEL_PROP_REDUCES_MOTION] =
    g_param_spec_boolean ("reduces-motion", NULL, NULL, FALSE, rw);
  /**
   * KineticOnboardingCarousel:auto-advance-interval:
   * Seconds each page rests before the next turns by itself (the last turns back to the
   * first); 0 turns none, and a negative value (the default) follows the spec's `autoAdvance`.
   */
  props[KINETIC_ONBOARDING_CAROUSEL_PROP_AUTO_ADVANCE_INTERVAL] =
    g_param_spec_double ("auto-advance-interval", NULL, NULL, -1, 3600, -1, rw);
  /**
   * KineticOnboardingCarousel:auto-advance-resume-delay:
   * How long, in seconds, auto-advance waits after the user's last interaction.
   */
  props[KINETIC_ONBOARDING_CAROUSEL_PROP_AUTO_ADVANCE_RESUME_DELAY] =
    g_param_spec_double ("auto-advance-resume-delay", NULL, NULL, 0, 3600, 4, rw);
  /**
   * KineticOnboardingCarousel:page:
   * The page the carousel rests on (or last rested on), from 0.
   */
  props[KINETIC_ONBOARDING_CAROUSEL_PROP_PAGE] =
    g_param_spec_uint ("page", NULL, NULL, 0, G_MAXUINT, 0, ro);
  /**
   * KineticOnboardingCarousel:n-pages:
   * The number of pages.
   */
  props[KINETIC_ONBOARDING_CAROUSEL_PROP_N_PAGES] =
    g_param_spec_uint ("n-pages", NULL, NULL, 0, G_MAXUINT, 0, ro);
  /**
   * KineticOnboardingCarousel:position:
   * The scroll position, in pages: 1.5 is halfway between the second page and the third.
   */
  props[KINETIC_ONBOARDING_CAROUSEL_PROP_POSITION] =
    g_param_spec_double ("position", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0, ro);

  /**
   * KineticOnboardingCarousel:skip-text:
   * The text of the button that skips the introduction (a spec's `skip` view).
   *
   * Like every text property of Kinetic's, at its default it shows in the user's language.
   */
  props[KINETIC_ONBOARDING_CAROUSEL_PROP_SKIP_TEXT] =
    g_param_spec_string ("skip-text", NULL, NULL, N_("Skip"), rw);
  /**
   * KineticOnboardingCarousel:page-label:
   * The accessible label of the carousel: `%1$u` stands for the page's number, from 1, and
   * `%2$u` for the number of pages.
   */
  props[KINETIC_ONBOARDING_CAROUSEL_PROP_PAGE_LABEL] =
    g_param_spec_string ("page-label", NULL, NULL, N_("Page %1$u of %2$u"), rw);
  /**
   * KineticOnboardingCarousel:hint:
   * How to turn the pages, said to assistive technologies after the page's text.
   */
  props[KINETIC_ONBOARDING_CAROUSEL_PROP_HINT] =
    g_param_spec_string ("hint", NULL, NULL, N_("Swipe, or use the arrow keys, to turn the page"),
                         rw);

  kinetic_control_class_install_properties (object_class, KINETIC_ONBOARDING_CAROUSEL_N_PROPS,
                                            props);

  /**
   * KineticOnboardingCarousel::page-changed:
   * @self: the carousel
   * @index: the page the carousel settled on
   *
   * Emitted when the carousel settles on another page, however it was turned.
   */
  signals[SIGNAL_PAGE_CHANGED] =
    g_signal_new ("page-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * KineticOnboardingCarousel::closed:
   * @self: the carousel
   * @skipped: %TRUE for Skip (or Escape, or `onboarding-carousel.skip`), %FALSE for Done
   *
   * Emitted once when the user skips, or closes the carousel on its last page. A swipe or a
   * turn under way when it closes comes to rest on the page nearest to where the pages stand;
   * [signal@OnboardingCarousel::page-changed] says so before, and nothing follows.
   */
  signals[SIGNAL_CLOSED] =
    g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_BOOLEAN);

  gtk_widget_class_install_action (widget_class, "onboarding-carousel.next", NULL,
                                   kinetic_control_activate_action);
  gtk_widget_class_install_action (widget_class, "onboarding-carousel.previous", NULL,
                                   kinetic_control_activate_action);
  gtk_widget_class_install_action (widget_class, "onboarding-carousel.skip", NULL,
                                   kinetic_control_activate_action);

  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, 0, arrow_pressed,
                                "i", TRUE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Right, 0, arrow_pressed, "i", TRUE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, 0, arrow_pressed, "i", FALSE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Left, 0, arrow_pressed, "i", FALSE);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "onboarding-carousel.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Page_Down, 0, "onboarding-carousel.next",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "onboarding-carousel.previous",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Page_Up, 0, "onboarding-carousel.previous",
                                       NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Home, 0, end_pressed, "i", FALSE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Home, 0, end_pressed, "i", FALSE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_End, 0, end_pressed, "i", TRUE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_End, 0, end_pressed, "i", TRUE);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "onboarding-carousel.skip", NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Return, 0, done_pressed, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_ISO_Enter, 0, done_pressed, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Enter, 0, done_pressed, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_space, 0, done_pressed, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Space, 0, done_pressed, NULL);

  gtk_widget_class_set_css_name (widget_class, "kinetic-onboarding-carousel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
kinetic_onboarding_carousel_init (KineticOnboardingCarousel *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self), "onboarding-carousel");
  self->actions_enabled = TRUE;
}

// GtkBuildable

static void
kinetic_onboarding_carousel_add_child (GtkBuildable *buildable, GtkBuilder *builder,
                                       GObject *child, const char *type)
{
  KineticOnboardingCarousel *self = KINETIC_ONBOARDING_CAROUSEL (buildable);
  if (GTK_IS_WIDGET (child) && type && g_str_has_prefix (type, "view:") && type[5] && KINETIC_HOST (self) &&
      kinetic_host_add_child (KINETIC_HOST (self), type + 5, child))
    return;
  parent_buildable_iface->add_child (buildable, builder, child, type);
}

typedef struct {
  KineticOnboardingCarousel *self;
  GtkBuilder *builder;
} CustomViewsParser;

static gboolean
read_number (const char *text, double fallback, double *number, const char *attribute,
             GtkBuildableParseContext *context, GError **error)
{
  if (!text) {
    *number = fallback;
    return TRUE;
  }
  char *end = NULL;
  *number = g_ascii_strtod (text, &end);
  if (end && end != text && *end == '\0' && isfinite (*number))
    return TRUE;
  int line = 0, column = 0;
  gtk_buildable_parse_context_get_position (context, &line, &column);
  g_set_error (error, GTK_BUILDER_ERROR, GTK_BUILDER_ERROR_INVALID_VALUE,
               "%d:%d: <view> attribute '%s': expected a number, found '%s'", line, column,
               attribute, text);
  return FALSE;
}

static void
custom_views_start (GtkBuildableParseContext *context, const char *element_name,
                    const char **names, const char **values, gpointer user_data, GError **error)
{
  CustomViewsParser *parser = user_data;
  if (g_str_equal (element_name, "custom-views"))
    return;
  int line = 0, column = 0;
  gtk_buildable_parse_context_get_position (context, &line, &column);
  if (!g_str_equal (element_name, "view")) {
    g_set_error (error, GTK_BUILDER_ERROR, GTK_BUILDER_ERROR_UNHANDLED_TAG,
                 "%d:%d: <custom-views> holds <view> elements, not <%s>", line, column,
                 element_name);
    return;
  }
  const char *key = NULL, *width = NULL, *height = NULL, *x = NULL, *y = NULL;
  const char *anchor_x = NULL, *anchor_y = NULL;
  if (!g_markup_collect_attributes (
        element_name, names, values, error, G_MARKUP_COLLECT_STRING, "key", &key,
        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "width", &width,
        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "height", &height,
        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "x", &x,
        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "y", &y,
        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "anchor-x", &anchor_x,
        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "anchor-y", &anchor_y,
        G_MARKUP_COLLECT_INVALID)) {
    g_prefix_error (error, "%d:%d: ", line, column);
    return;
  }
  // A missing size or position is NaN: the host falls back to the widget's size request and the
  // design's centre.
  double w, h, px, py, ax, ay;
  if (!read_number (width, NAN, &w, "width", context, error) ||
      !read_number (height, NAN, &h, "height", context, error) ||
      !read_number (x, NAN, &px, "x", context, error) ||
      !read_number (y, NAN, &py, "y", context, error) ||
      !read_number (anchor_x, 0.5, &ax, "anchor-x", context, error) ||
      !read_number (anchor_y, 0.5, &ay, "anchor-y", context, error))
    return;
  if ((!isnan (w) && w < 0) || (!isnan (h) && h < 0)) {
    g_set_error (error, GTK_BUILDER_ERROR, GTK_BUILDER_ERROR_INVALID_VALUE,
                 "%d:%d: <view key=\"%s\">: expected a size of 0 or more", line, column, key);
    return;
  }
  if (KINETIC_HOST (parser->self))
    kinetic_onboarding_carousel_host_set_view_layout (KINETIC_HOST (parser->self), key, w, h, px,
                                                      py, ax, ay);
}

static const GtkBuildableParser custom_views_parser = {
  .start_element = custom_views_start,
};

static gboolean
kinetic_onboarding_carousel_custom_tag_start (GtkBuildable *buildable, GtkBuilder *builder,
                                              GObject *child, const char *tagname,
                                              GtkBuildableParser *parser, gpointer *data)
{
  if (child || !g_str_equal (tagname, "custom-views"))
    return parent_buildable_iface->custom_tag_start (buildable, builder, child, tagname, parser,
                                                     data);
  CustomViewsParser *state = g_new0 (CustomViewsParser, 1);
  state->self = KINETIC_ONBOARDING_CAROUSEL (buildable);
  state->builder = builder;
  *parser = custom_views_parser;
  *data = state;
  return TRUE;
}

static void
kinetic_onboarding_carousel_custom_tag_end (GtkBuildable *buildable, GtkBuilder *builder,
                                            GObject *child, const char *tagname, gpointer data)
{
  if (child || !g_str_equal (tagname, "custom-views")) {
    parent_buildable_iface->custom_tag_end (buildable, builder, child, tagname, data);
    return;
  }
  g_free (data);
}

static void
kinetic_onboarding_carousel_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = kinetic_onboarding_carousel_add_child;
  iface->custom_tag_start = kinetic_onboarding_carousel_custom_tag_start;
  iface->custom_tag_end = kinetic_onboarding_carousel_custom_tag_end;
}

// The API

/**
 * kinetic_onboarding_carousel_new:
 *
 * Creates a carousel with nothing to show yet: name its spec with
 * [property@OnboardingCarousel:file].
 *
 * Returns: the new widget
 */
GtkWidget *
kinetic_onboarding_carousel_new (void)
{
  return g_object_new (KINETIC_TYPE_ONBOARDING_CAROUSEL, NULL);
}

/**
 * kinetic_onboarding_carousel_get_file:
 * @self: a carousel
 *
 * Gets the spec file shown.
 *
 * Returns: (transfer none) (nullable): the file
 */
GFile *
kinetic_onboarding_carousel_get_file (KineticOnboardingCarousel *self)
{
  g_return_val_if_fail (KINETIC_IS_ONBOARDING_CAROUSEL (self), NULL);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (NULL);
  return kinetic_control_get_object (KINETIC_CONTROL (self), KINETIC_ONBOARDING_CAROUSEL_PROP_FILE);
}

/**
 * kinetic_onboarding_carousel_set_file:
 * @self: a carousel
 * @file: (nullable): the spec file
 *
 * Reads and shows a spec file; see [property@OnboardingCarousel:file].
 */
void
kinetic_onboarding_carousel_set_file (KineticOnboardingCarousel *self, GFile *file)
{
  g_return_if_fail (KINETIC_IS_ONBOARDING_CAROUSEL (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  kinetic_control_set_object (KINETIC_CONTROL (self), KINETIC_ONBOARDING_CAROUSEL_PROP_FILE, file);
}

/**
 * kinetic_onboarding_carousel_get_error:
 * @self: a carousel
 *
 * Gets why the latest spec file cannot be shown.
 *
 * Returns: (transfer none) (nullable): the error
 */
const GError *
kinetic_onboarding_carousel_get_error (KineticOnboardingCarousel *self)
{
  g_return_val_if_fail (KINETIC_IS_ONBOARDING_CAROUSEL (self), NULL);
  KINETIC_RETURN_UNLESS_MAIN_THREAD (NULL);
  return kinetic_control_get_boxed (KINETIC_CONTROL (self),
                                    KINETIC_ONBOARDING_CAROUSEL_PROP_ERROR);
}

/**
 * kinetic_onboarding_carousel_get_page: (get-property page)
 *
 * Gets [property@OnboardingCarousel:page].
 * Returns: the value
 */
GETTER (UINT, page, PAGE)
/**
 * kinetic_onboarding_carousel_get_n_pages: (get-property n-pages)
 *
 * Gets [property@OnboardingCarousel:n-pages].
 * Returns: the value
 */
GETTER (UINT, n_pages, N_PAGES)
/**
 * kinetic_onboarding_carousel_get_position: (get-property position)
 *
 * Gets [property@OnboardingCarousel:position].
 * Returns: the value
 */
GETTER (DOUBLE, position, POSITION)

/**
 * kinetic_onboarding_carousel_scroll_to:
 * @self: a carousel
 * @page: the page, from 0
 * @animate: whether to scroll there (otherwise it jumps)
 *
 * Turns to @page, if there is such a page and the carousel is open.
 */
void
kinetic_onboarding_carousel_scroll_to (KineticOnboardingCarousel *self, guint page,
                                       gboolean animate)
{
  g_return_if_fail (KINETIC_IS_ONBOARDING_CAROUSEL (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  if (KINETIC_HOST (self))
    kinetic_onboarding_carousel_host_scroll_to (KINETIC_HOST (self), page, animate);
}

/**
 * kinetic_onboarding_carousel_next:
 * @self: a carousel
 *
 * Turns to the next page, or closes the carousel as Done on the last one.
 */
void
kinetic_onboarding_carousel_next (KineticOnboardingCarousel *self)
{
  g_return_if_fail (KINETIC_IS_ONBOARDING_CAROUSEL (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  if (KINETIC_HOST (self))
    kinetic_onboarding_carousel_host_next (KINETIC_HOST (self));
}

/**
 * kinetic_onboarding_carousel_previous:
 * @self: a carousel
 *
 * Turns to the previous page, as `onboarding-carousel.previous` does.
 */
void
kinetic_onboarding_carousel_previous (KineticOnboardingCarousel *self)
{
  g_return_if_fail (KINETIC_IS_ONBOARDING_CAROUSEL (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  if (KINETIC_HOST (self))
    kinetic_onboarding_carousel_host_previous (KINETIC_HOST (self));
}

/**
 * kinetic_onboarding_carousel_skip:
 * @self: a carousel
 *
 * Closes the carousel as Skip does, as `onboarding-carousel.skip` does.
 */
void
kinetic_onboarding_carousel_skip (KineticOnboardingCarousel *self)
{
  g_return_if_fail (KINETIC_IS_ONBOARDING_CAROUSEL (self));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  if (KINETIC_HOST (self))
    kinetic_onboarding_carousel_host_close (KINETIC_HOST (self), TRUE);
}

/**
 * kinetic_onboarding_carousel_set_custom_view:
 * @self: a carousel
 * @key: the custom view's key, as the spec's elements name it (`customSubview`)
 * @view: (nullable): a widget without a parent, or %NULL to remove the view
 *
 * Shows @view for the custom view @key, as a `<child type="view:KEY">` in a `.ui` file does; it
 * takes its place from [method@OnboardingCarousel.place_custom_view], or else its size request,
 * centred on the design.
 */
void
kinetic_onboarding_carousel_set_custom_view (KineticOnboardingCarousel *self, const char *key,
                                             GtkWidget *view)
{
  g_return_if_fail (KINETIC_IS_ONBOARDING_CAROUSEL (self));
  g_return_if_fail (key != NULL && *key != '\0');
  g_return_if_fail (view == NULL || (GTK_IS_WIDGET (view) && gtk_widget_get_parent (view) == NULL));
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  if (KINETIC_HOST (self))
    kinetic_onboarding_carousel_host_set_view (KINETIC_HOST (self), key, view);
}

/**
 * kinetic_onboarding_carousel_place_custom_view:
 * @self: a carousel
 * @key: the custom view's key
 * @x: where its anchor sits across the design, in the design's points
 * @y: where its anchor sits down the design, in the design's points
 * @width: its width in the design's points
 * @height: its height in the design's points
 * @anchor_x: the point of the view at @x, from 0 (its left edge) to 1 (its right edge)
 * @anchor_y: the point of the view at @y, from 0 (its top edge) to 1 (its bottom edge)
 *
 * Places the custom view @key, as a `<custom-views>` `<view>` in a `.ui` file does.
 */
void
kinetic_onboarding_carousel_place_custom_view (KineticOnboardingCarousel *self, const char *key,
                                               double x, double y, double width, double height,
                                               double anchor_x, double anchor_y)
{
  g_return_if_fail (KINETIC_IS_ONBOARDING_CAROUSEL (self));
  g_return_if_fail (key != NULL && *key != '\0');
  g_return_if_fail (isfinite (x) && isfinite (y) && isfinite (anchor_x) && isfinite (anchor_y));
  g_return_if_fail (isfinite (width) && width >= 0 && isfinite (height) && height >= 0);
  KINETIC_RETURN_UNLESS_MAIN_THREAD ();
  if (KINETIC_HOST (self))
    kinetic_onboarding_carousel_host_set_view_layout (KINETIC_HOST (self), key, width, height, x,
                                                      y, anchor_x, anchor_y);
}

// Calls from the host

void
kinetic_onboarding_carousel_emit_page_changed (GtkWidget *widget, guint index)
{
  g_signal_emit (widget, signals[SIGNAL_PAGE_CHANGED], 0, index);
}

void
kinetic_onboarding_carousel_emit_closed (GtkWidget *widget, gboolean skipped)
{
  g_signal_emit (widget, signals[SIGNAL_CLOSED], 0, skipped);
}

void
kinetic_onboarding_carousel_set_actions_enabled (GtkWidget *widget, gboolean enabled)
{
  KineticOnboardingCarousel *self = KINETIC_ONBOARDING_CAROUSEL (widget);
  self->actions_enabled = enabled;
}

GError *
kinetic_onboarding_carousel_new_error (gboolean invalid, const char *message)
{
  return g_error_new_literal (KINETIC_ONBOARDING_CAROUSEL_ERROR,
                              invalid ? KINETIC_ONBOARDING_CAROUSEL_ERROR_INVALID
                                      : KINETIC_ONBOARDING_CAROUSEL_ERROR_READ,
                              message);
}

void
kinetic_onboarding_carousel_take_error (GtkWidget *widget, GError *error)
{
  KineticControl *control = KINETIC_CONTROL (widget);
  const GError *old = kinetic_control_get_boxed (control, KINETIC_ONBOARDING_CAROUSEL_PROP_ERROR);
  gboolean same = old == error || (old && error && old->domain == error->domain &&
                                   old->code == error->code &&
                                   g_strcmp0 (old->message, error->message) == 0);
  if (same) {
    if (error != old)
      g_error_free (error);
    return;
  }
  // Said on the console too, as soon as the load fails, whether the carousel is shown or not.
  if (error)
    g_warning ("KineticOnboardingCarousel: the spec cannot be shown:\n%s", error->message);
  GValue value = G_VALUE_INIT;
  g_value_take_boxed (g_value_init (&value, G_TYPE_ERROR), error);
  kinetic_control_store_value (control, KINETIC_ONBOARDING_CAROUSEL_PROP_ERROR, &value);
  g_value_unset (&value);
}

// Accessors of the properties above, for C and for GObject Introspection's languages.

/**
 * kinetic_onboarding_carousel_get_spec_path: (get-property spec-path)
 *
 * Gets [property@OnboardingCarousel:spec-path].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_onboarding_carousel_set_spec_path: (set-property spec-path)
 * @value: (nullable): the new value
 *
 * Sets [property@OnboardingCarousel:spec-path].
 */
ACCESSORS (STRING, spec_path, SPEC_PATH)
/**
 * kinetic_onboarding_carousel_get_assets_path: (get-property assets-path)
 *
 * Gets [property@OnboardingCarousel:assets-path].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_onboarding_carousel_set_assets_path: (set-property assets-path)
 * @value: (nullable): the new value
 *
 * Sets [property@OnboardingCarousel:assets-path].
 */
ACCESSORS (STRING, assets_path, ASSETS_PATH)
/**
 * kinetic_onboarding_carousel_get_reloads_on_change: (get-property reloads-on-change)
 *
 * Gets [property@OnboardingCarousel:reloads-on-change].
 * Returns: the value
 */
/**
 * kinetic_onboarding_carousel_set_reloads_on_change: (set-property reloads-on-change)
 * @value: the new value
 *
 * Sets [property@OnboardingCarousel:reloads-on-change].
 */
ACCESSORS (BOOLEAN, reloads_on_change, RELOADS_ON_CHANGE)
/**
 * kinetic_onboarding_carousel_get_design_width: (get-property design-width)
 *
 * Gets [property@OnboardingCarousel:design-width].
 * Returns: the value
 */
/**
 * kinetic_onboarding_carousel_set_design_width: (set-property design-width)
 * @value: the new value
 *
 * Sets [property@OnboardingCarousel:design-width].
 */
ACCESSORS (DOUBLE, design_width, DESIGN_WIDTH)
/**
 * kinetic_onboarding_carousel_get_design_height: (get-property design-height)
 *
 * Gets [property@OnboardingCarousel:design-height].
 * Returns: the value
 */
/**
 * kinetic_onboarding_carousel_set_design_height: (set-property design-height)
 * @value: the new value
 *
 * Sets [property@OnboardingCarousel:design-height].
 */
ACCESSORS (DOUBLE, design_height, DESIGN_HEIGHT)
/**
 * kinetic_onboarding_carousel_get_scales_to_fit: (get-property scales-to-fit)
 *
 * Gets [property@OnboardingCarousel:scales-to-fit].
 * Returns: the value
 */
/**
 * kinetic_onboarding_carousel_set_scales_to_fit: (set-property scales-to-fit)
 * @value: the new value
 *
 * Sets [property@OnboardingCarousel:scales-to-fit].
 */
ACCESSORS (BOOLEAN, scales_to_fit, SCALES_TO_FIT)
/**
 * kinetic_onboarding_carousel_get_reduces_motion: (get-property reduces-motion)
 *
 * Gets [property@OnboardingCarousel:reduces-motion].
 * Returns: the value
 */
/**
 * kinetic_onboarding_carousel_set_reduces_motion: (set-property reduces-motion)
 * @value: the new value
 *
 * Sets [property@OnboardingCarousel:reduces-motion].
 */
ACCESSORS (BOOLEAN, reduces_motion, REDUCES_MOTION)
/**
 * kinetic_onboarding_carousel_get_auto_advance_interval: (get-property auto-advance-interval)
 *
 * Gets [property@OnboardingCarousel:auto-advance-interval].
 * Returns: the value
 */
/**
 * kinetic_onboarding_carousel_set_auto_advance_interval: (set-property auto-advance-interval)
 * @value: the new value
 *
 * Sets [property@OnboardingCarousel:auto-advance-interval].
 */
ACCESSORS (DOUBLE, auto_advance_interval, AUTO_ADVANCE_INTERVAL)
/**
 * kinetic_onboarding_carousel_get_auto_advance_resume_delay: (get-property auto-advance-resume-delay)
 *
 * Gets [property@OnboardingCarousel:auto-advance-resume-delay].
 * Returns: the value
 */
/**
 * kinetic_onboarding_carousel_set_auto_advance_resume_delay: (set-property auto-advance-resume-delay)
 * @value: the new value
 *
 * Sets [property@OnboardingCarousel:auto-advance-resume-delay].
 */
ACCESSORS (DOUBLE, auto_advance_resume_delay, AUTO_ADVANCE_RESUME_DELAY)
/**
 * kinetic_onboarding_carousel_get_skip_text: (get-property skip-text)
 *
 * Gets [property@OnboardingCarousel:skip-text].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_onboarding_carousel_set_skip_text: (set-property skip-text)
 * @value: (nullable): the new value
 *
 * Sets [property@OnboardingCarousel:skip-text].
 */
ACCESSORS (STRING, skip_text, SKIP_TEXT)
/**
 * kinetic_onboarding_carousel_get_page_label: (get-property page-label)
 *
 * Gets [property@OnboardingCarousel:page-label].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_onboarding_carousel_set_page_label: (set-property page-label)
 * @value: (nullable): the new value
 *
 * Sets [property@OnboardingCarousel:page-label].
 */
ACCESSORS (STRING, page_label, PAGE_LABEL)
/**
 * kinetic_onboarding_carousel_get_hint: (get-property hint)
 *
 * Gets [property@OnboardingCarousel:hint].
 * Returns: (transfer none) (nullable): the value
 */
/**
 * kinetic_onboarding_carousel_set_hint: (set-property hint)
 * @value: (nullable): the new value
 *
 * Sets [property@OnboardingCarousel:hint].
 */
ACCESSORS (STRING, hint, HINT)
