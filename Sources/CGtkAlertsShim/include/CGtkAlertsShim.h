// What Swift cannot call on its own: GTK's macros, variadic functions and libdispatch's
// main-queue hooks. Only the `GtkAlertsToolkit` Swift target includes this; nothing here holds logic.
#ifndef CGTKSHIM_H
#define CGTKSHIM_H

#include <gtk/gtk.h>
// gettext for applications' own catalogues: no module Swift imports exposes libintl.h.
#include <libintl.h>

typedef void (*GtkShimVoidHandler)(gpointer instance, gpointer data);
typedef void (*GtkShimVoidPointerHandler)(gpointer instance, gpointer argument, gpointer data);
typedef void (*GtkShimVoidIntIntHandler)(gpointer instance, gint first, gint second, gpointer data);
typedef gboolean (*GtkShimBoolHandler)(gpointer instance, gpointer data);
typedef gboolean (*GtkShimBoolPointerPointerHandler)(gpointer instance, gpointer first,
                                                      gpointer second, gpointer data);

/// g_signal_connect_data for each handler shape, so Swift never casts function pointers.
gulong gtkshim_connect_void(gpointer instance, const char *signal, GtkShimVoidHandler handler,
                            gpointer data, GClosureNotify release);
gulong gtkshim_connect_void_pointer(gpointer instance, const char *signal,
                                    GtkShimVoidPointerHandler handler, gpointer data,
                                    GClosureNotify release);
gulong gtkshim_connect_void_int_int(gpointer instance, const char *signal,
                                    GtkShimVoidIntIntHandler handler, gpointer data,
                                    GClosureNotify release);
gulong gtkshim_connect_bool(gpointer instance, const char *signal, GtkShimBoolHandler handler,
                            gpointer data, GClosureNotify release);
gulong gtkshim_connect_bool_pointer_pointer(gpointer instance, const char *signal,
                                            GtkShimBoolPointerPointerHandler handler,
                                            gpointer data, GClosureNotify release);

typedef gboolean (*GtkShimKeyHandler)(gpointer instance, guint keyval, guint keycode,
                                       GdkModifierType state, gpointer data);

/// GtkEventControllerKey's `key-pressed`, whose handler takes the key and the modifiers.
gulong gtkshim_connect_key(gpointer instance, GtkShimKeyHandler handler, gpointer data,
                           GClosureNotify release);

typedef void (*GtkShimOpenHandler)(gpointer instance, GFile **files, gint count, const char *hint,
                                   gpointer data);

/// GApplication's `open` signal, whose handler takes the files, their count and a hint.
gulong gtkshim_connect_open(gpointer instance, GtkShimOpenHandler handler, gpointer data,
                            GClosureNotify release);

/// g_signal_emit_by_name for a signal without arguments or return value.
void gtkshim_emit_void(gpointer instance, const char *signal);

/// Whether the Dispatch main queue is being drained from GLib right now: a main-loop run
/// started there would never drain it again.
gboolean gtkshim_is_draining_main_queue(void);

/// Attaches (once) a GLib source that drains the Dispatch main queue, so Swift's main actor
/// runs while a GLib main loop owns the main thread. Returns the source id. Also done when the
/// program loads.
guint gtkshim_attach_main_queue_source(void);

/// Writes `line` and a newline to standard error (Swift 6 cannot touch C's `stderr` global).
void gtkshim_print_to_stderr(const char *line);

/// Whether the calling thread is the process's main thread.
gboolean gtkshim_is_main_thread(void);

/// FALSE when the main thread is inside a GLib main loop that runs a context other than the
/// default one (which holds the main-queue source): main-actor tasks then wait until that loop
/// returns.
gboolean gtkshim_main_queue_is_reachable(void);

/// Creates a widget of `type` with its construct-only accessible role set.
GtkWidget *gtkshim_widget_new_with_role(GType type, GtkAccessibleRole role);

void gtkshim_accessible_set_relation(GtkAccessible *accessible, GtkAccessibleRelation relation,
                                     GtkAccessible *target);
/// The error-message relation, whose value is one reference in GTK 4.8 and a list from 4.14.
void gtkshim_accessible_set_error_message(GtkAccessible *accessible, GtkAccessible *message);
void gtkshim_accessible_reset_relation(GtkAccessible *accessible, GtkAccessibleRelation relation);
void gtkshim_accessible_set_label(GtkAccessible *accessible, const char *label);
void gtkshim_accessible_set_description(GtkAccessible *accessible, const char *description);
void gtkshim_accessible_set_invalid(GtkAccessible *accessible, gboolean invalid);
void gtkshim_accessible_set_placeholder(GtkAccessible *accessible, const char *placeholder);
void gtkshim_accessible_set_hidden(GtkAccessible *accessible, gboolean hidden);
void gtkshim_accessible_set_disabled(GtkAccessible *accessible, gboolean disabled);
/// Whether `accessible`'s DISABLED state is true (gtk_test_accessible_check_state is variadic).
gboolean gtkshim_accessible_reports_disabled(GtkAccessible *accessible);

/// g_signal_emit_by_name for a signal with one pointer argument and no return value.
void gtkshim_emit_pointer(gpointer instance, const char *signal, gpointer argument);

/// NULL when `accessible` has `relation` to exactly `target`; otherwise a description of what it
/// has instead, to be freed with g_free. Meaningful only with GTK_A11Y=test.
char *gtkshim_accessible_check_relation(GtkAccessible *accessible, GtkAccessibleRelation relation,
                                        GtkAccessible *target);
/// Whether `accessible`'s own description property is `description` (NULL: not set at all).
/// Meaningful only with GTK_A11Y=test.
gboolean gtkshim_accessible_has_description(GtkAccessible *accessible, const char *description);

gboolean gtkshim_object_get_bool(gpointer object, const char *property);
void gtkshim_object_set_bool(gpointer object, const char *property, gboolean value);
/// Sets the object-valued property `property` to `value` (NULL clears it) when the object has
/// such a writable property and `value`'s type fits; returns FALSE, changing nothing, otherwise.
gboolean gtkshim_object_set_object_checked(gpointer object, const char *property, gpointer value);
char *gtkshim_object_get_string(gpointer object, const char *property);
void gtkshim_object_set_string(gpointer object, const char *property, const char *value);

/// The property `name` of `object`'s class (G_OBJECT_GET_CLASS is a macro), or NULL.
GParamSpec *gtkshim_object_find_property(gpointer object, const char *name);
/// g_object_get of an object-valued property: a new reference (or NULL) the caller releases.
gpointer gtkshim_object_get_object(gpointer object, const char *property);
/// g_object_set of an object-valued property; `value` may be NULL.
void gtkshim_object_set_object(gpointer object, const char *property, gpointer value);

/// Replaces `provider`'s rules with the NUL-terminated `css`, through the loader the GTK it is
/// built against has not deprecated (load_from_string since 4.12, load_from_data before).
void gtkshim_css_provider_load(GtkCssProvider *provider, const char *css);

/// Translates through GTK's own gettext domain, so stock words follow the desktop's language.
/// Returns a copy to free with g_free.
char *gtkshim_gtk_translate(const char *message);

/// AdwStyleManager's default instance when libadwaita is loaded in the process (linked by the
/// application or loaded later), else NULL; found at run time so that nothing links libadwaita.
GObject *gtkshim_adwaita_style_manager(void);

/// Writes the major and minor version of the libadwaita loaded in the process and returns 1,
/// or returns 0 when none is loaded; found at run time so that nothing links libadwaita.
int gtkshim_adwaita_version(unsigned *major, unsigned *minor);

/// GtkEventControllerKey's forward, the one place that calls it: GTK 4.24 deprecates it for
/// gtk_editable_set_input_interceptor, which serves only editables and only text an input
/// method takes, while an alert hands every key (Escape, Enter, Space) to whichever widget in
/// it has the focus. It still works there; the replacement does not do this job.
gboolean gtkshim_event_controller_key_forward(GtkEventControllerKey *controller, GtkWidget *widget);

/// Keeps `window` centred over the window it is transient for, each time its size changes, on
/// X11 with no window manager (which would otherwise leave it at the screen's corner, GTK 4
/// having no API to place a window); does nothing elsewhere. Call before it is realized.
void gtkshim_window_centre_where_unplaced(GtkWindow *window);

/// A capture-phase controller that stops every button press, touch start and scroll aimed at
/// the widget it is added to or anything in it, letting releases and motion through.
GtkEventController *gtkshim_press_stopper_new(void);

/// Whether `settings` asks for the dark style: gtk-interface-color-scheme from GTK 4.20, which
/// warns when gtk-application-prefer-dark-theme is set; that property before.
gboolean gtkshim_settings_get_prefers_dark(GtkSettings *settings);
void gtkshim_settings_set_prefers_dark(GtkSettings *settings, gboolean dark);

/// Whether `settings` asks for more contrast (gtk-interface-contrast, GTK 4.20+, where the
/// built-in theme then draws its high-contrast variant); FALSE on older GTKs.
gboolean gtkshim_settings_get_more_contrast(GtkSettings *settings);
/// Sets that preference and returns TRUE; returns FALSE, changing nothing, before GTK 4.20.
gboolean gtkshim_settings_set_more_contrast(GtkSettings *settings, gboolean more);

/// Whether `settings` asks for reduced motion (gtk-interface-reduced-motion, GTK 4.22+); FALSE
/// on older GTKs, which have no such setting.
gboolean gtkshim_settings_get_reduced_motion(GtkSettings *settings);
/// Sets that preference and returns TRUE; returns FALSE, changing nothing, before GTK 4.22.
gboolean gtkshim_settings_set_reduced_motion(GtkSettings *settings, gboolean reduce);

// GLib's flag values as plain numbers. From GLib 2.88 its flag enums are marked flag_enum, and
// Swift imports them as option sets without the global G_… constants it imported before; these
// compile under both, and each type's init(rawValue:) takes them either way. GParamFlags is
// signed (its last value is a negative gint), so its values are too.
static const gint GTKSHIM_PARAM_READABLE = G_PARAM_READABLE;
static const gint GTKSHIM_PARAM_WRITABLE = G_PARAM_WRITABLE;
static const gint GTKSHIM_PARAM_CONSTRUCT_ONLY = G_PARAM_CONSTRUCT_ONLY;
static const guint GTKSHIM_SIGNAL_MATCH_DATA = G_SIGNAL_MATCH_DATA;
static const guint GTKSHIM_SIGNAL_MATCH_FUNC = G_SIGNAL_MATCH_FUNC;
static const guint GTKSHIM_SIGNAL_NO_HOOKS = G_SIGNAL_NO_HOOKS;
static const guint GTKSHIM_RESOURCE_LOOKUP_FLAGS_NONE = G_RESOURCE_LOOKUP_FLAGS_NONE;
static const guint GTKSHIM_KEY_FILE_KEEP_COMMENTS = G_KEY_FILE_KEEP_COMMENTS;
static const guint GTKSHIM_KEY_FILE_KEEP_TRANSLATIONS = G_KEY_FILE_KEEP_TRANSLATIONS;
static const guint GTKSHIM_APPLICATION_DEFAULT_FLAGS = G_APPLICATION_DEFAULT_FLAGS;
static const guint GTKSHIM_APPLICATION_HANDLES_OPEN = G_APPLICATION_HANDLES_OPEN;

#endif
