#include "CGtkAlertsShim.h"

#include <glib-unix.h>
#include <sys/eventfd.h>
#include <glib/gi18n.h>
#include <dlfcn.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

// Exported by libdispatch on Linux for CoreFoundation's run loop; declared here because no
// public header carries them.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

gulong gtkshim_connect_void(gpointer instance, const char *signal, GtkShimVoidHandler handler,
                            gpointer data, GClosureNotify release) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, release, 0);
}

gulong gtkshim_connect_void_pointer(gpointer instance, const char *signal,
                                    GtkShimVoidPointerHandler handler, gpointer data,
                                    GClosureNotify release) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, release, 0);
}

gulong gtkshim_connect_void_int_int(gpointer instance, const char *signal,
                                    GtkShimVoidIntIntHandler handler, gpointer data,
                                    GClosureNotify release) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, release, 0);
}

gulong gtkshim_connect_bool(gpointer instance, const char *signal, GtkShimBoolHandler handler,
                            gpointer data, GClosureNotify release) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, release, 0);
}

gulong gtkshim_connect_bool_pointer_pointer(gpointer instance, const char *signal,
                                            GtkShimBoolPointerPointerHandler handler,
                                            gpointer data, GClosureNotify release) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, release, 0);
}

gulong gtkshim_connect_key(gpointer instance, GtkShimKeyHandler handler, gpointer data,
                           GClosureNotify release) {
  return g_signal_connect_data(instance, "key-pressed", G_CALLBACK(handler), data, release, 0);
}

gulong gtkshim_connect_open(gpointer instance, GtkShimOpenHandler handler, gpointer data,
                            GClosureNotify release) {
  return g_signal_connect_data(instance, "open", G_CALLBACK(handler), data, release, 0);
}

void gtkshim_emit_void(gpointer instance, const char *signal) {
  g_signal_emit_by_name(instance, signal);
}

static gboolean draining_main_queue = FALSE;

gboolean gtkshim_is_draining_main_queue(void) { return draining_main_queue; }

static gboolean drain_main_queue(gint fd, GIOCondition condition, gpointer data) {
  (void)condition;
  (void)data;
  // libdispatch wakes the main queue by writing to an eventfd and leaves reading it to the
  // run loop (as CoreFoundation does); unread, it stays readable and GLib spins on it.
  eventfd_t wakeups;
  (void)eventfd_read(fd, &wakeups);
  draining_main_queue = TRUE;
  _dispatch_main_queue_callback_4CF(NULL);
  draining_main_queue = FALSE;
  return G_SOURCE_CONTINUE;
}

guint gtkshim_attach_main_queue_source(void) {
  static guint source_id = 0;
  if (source_id == 0) {
    source_id = g_unix_fd_add(_dispatch_get_main_queue_handle_4CF(), G_IO_IN, drain_main_queue,
                              NULL);
  }
  return source_id;
}

// Attached as the program loads, before any code of the app runs: an app whose loop the library
// did not start (another Swift binding's, C's g_application_run) may create its first
// main-actor task before it calls the library at all, and that task, the one that would call
// it, would otherwise never run. The source costs nothing until the main queue has work.
__attribute__((constructor)) static void attach_main_queue_source_at_load(void) {
  (void)gtkshim_attach_main_queue_source();
}

void gtkshim_print_to_stderr(const char *line) {
  fputs(line, stderr);
  fputc('\n', stderr);
}

gboolean gtkshim_is_main_thread(void) { return syscall(SYS_gettid) == getpid(); }

gboolean gtkshim_main_queue_is_reachable(void) {
  // Outside every dispatch (a test driving the loop by hand, code before the loop starts) there
  // is nothing to judge yet; inside one, the main queue is drained only if the context being
  // run is GLib's default one, which holds the source.
  return g_main_depth() == 0 || g_main_context_is_owner(g_main_context_default());
}

GtkWidget *gtkshim_widget_new_with_role(GType type, GtkAccessibleRole role) {
  return g_object_new(type, "accessible-role", role, NULL);
}

void gtkshim_accessible_set_relation(GtkAccessible *accessible, GtkAccessibleRelation relation,
                                     GtkAccessible *target) {
  gtk_accessible_update_relation(accessible, relation, target, NULL, -1);
}

void gtkshim_accessible_set_error_message(GtkAccessible *accessible, GtkAccessible *message) {
  // GTK 4.8 takes the error message as one reference; 4.14 made it a NULL-terminated list, as
  // labelled-by is (passing one reference there reads past the arguments and crashes).
#if GTK_CHECK_VERSION(4, 14, 0)
  gtk_accessible_update_relation(accessible, GTK_ACCESSIBLE_RELATION_ERROR_MESSAGE, message, NULL, -1);
#else
  gtk_accessible_update_relation(accessible, GTK_ACCESSIBLE_RELATION_ERROR_MESSAGE, message, -1);
#endif
}

void gtkshim_accessible_reset_relation(GtkAccessible *accessible,
                                       GtkAccessibleRelation relation) {
  gtk_accessible_reset_relation(accessible, relation);
}

void gtkshim_accessible_set_label(GtkAccessible *accessible, const char *label) {
  gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void gtkshim_accessible_set_description(GtkAccessible *accessible, const char *description) {
  gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                 -1);
}

void gtkshim_accessible_set_invalid(GtkAccessible *accessible, gboolean invalid) {
  gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_INVALID,
                              invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE,
                              -1);
}

void gtkshim_accessible_set_placeholder(GtkAccessible *accessible, const char *placeholder) {
  gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER, placeholder, -1);
}

void gtkshim_accessible_set_hidden(GtkAccessible *accessible, gboolean hidden) {
  gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

void gtkshim_accessible_set_disabled(GtkAccessible *accessible, gboolean disabled) {
  gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_DISABLED, disabled, -1);
}

gboolean gtkshim_accessible_reports_disabled(GtkAccessible *accessible) {
  char *difference = gtk_test_accessible_check_state(accessible, GTK_ACCESSIBLE_STATE_DISABLED, TRUE);
  gboolean disabled = difference == NULL;
  g_free(difference);
  return disabled;
}

void gtkshim_emit_pointer(gpointer instance, const char *signal, gpointer argument) {
  g_signal_emit_by_name(instance, signal, argument);
}

char *gtkshim_accessible_check_relation(GtkAccessible *accessible, GtkAccessibleRelation relation,
                                        GtkAccessible *target) {
  if (!gtk_test_accessible_has_relation(accessible, relation)) {
    return g_strdup("(relation not set)");
  }
  return gtk_test_accessible_check_relation(accessible, relation, target, NULL);
}

gboolean gtkshim_accessible_has_description(GtkAccessible *accessible, const char *description) {
  gboolean has = gtk_test_accessible_has_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  if (description == NULL || !has) {
    return has == (description != NULL);
  }
  char *difference =
      gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description);
  gboolean same = difference == NULL;
  g_free(difference);
  return same;
}

gboolean gtkshim_object_get_bool(gpointer object, const char *property) {
  gboolean value = FALSE;
  g_object_get(object, property, &value, NULL);
  return value;
}

void gtkshim_object_set_bool(gpointer object, const char *property, gboolean value) {
  g_object_set(object, property, value, NULL);
}

gboolean gtkshim_object_set_object_checked(gpointer object, const char *property, gpointer value) {
  // Checked here so that a wrong name or type is a FALSE, not a GLib critical.
  GParamSpec *spec = g_object_class_find_property(G_OBJECT_GET_CLASS(object), property);
  if (spec == NULL || !(spec->flags & G_PARAM_WRITABLE) || (spec->flags & G_PARAM_CONSTRUCT_ONLY) ||
      !g_type_is_a(spec->value_type, G_TYPE_OBJECT)) {
    return FALSE;
  }
  if (value != NULL && !g_type_is_a(G_OBJECT_TYPE(value), spec->value_type)) {
    return FALSE;
  }
  g_object_set(object, property, value, NULL);
  return TRUE;
}

char *gtkshim_object_get_string(gpointer object, const char *property) {
  char *value = NULL;
  g_object_get(object, property, &value, NULL);
  return value;
}

void gtkshim_object_set_string(gpointer object, const char *property, const char *value) {
  g_object_set(object, property, value, NULL);
}

GParamSpec *gtkshim_object_find_property(gpointer object, const char *name) {
  return g_object_class_find_property(G_OBJECT_GET_CLASS(object), name);
}

gpointer gtkshim_object_get_object(gpointer object, const char *property) {
  gpointer value = NULL;
  g_object_get(object, property, &value, NULL);
  return value;
}

void gtkshim_object_set_object(gpointer object, const char *property, gpointer value) {
  g_object_set(object, property, value, NULL);
}

char *gtkshim_gtk_translate(const char *message) {
  // g_dgettext returns `message` itself when there is no translation, and the caller's
  // buffer may not outlive the call: hand back a copy either way.
  return g_strdup(g_dgettext("gtk40", message));
}

GObject *gtkshim_adwaita_style_manager(void) {
  // The type is registered only once libadwaita is initialised (adw_init), which also makes
  // the default manager usable; before that, or without libadwaita, there is none to ask.
  if (g_type_from_name("AdwStyleManager") == 0) {
    return NULL;
  }
  GObject *(*get_default)(void) = (GObject * (*)(void)) dlsym(RTLD_DEFAULT, "adw_style_manager_get_default");
  return get_default != NULL ? get_default() : NULL;
}

int gtkshim_adwaita_version(unsigned *major, unsigned *minor) {
  guint (*get_major)(void) = (guint(*)(void))dlsym(RTLD_DEFAULT, "adw_get_major_version");
  guint (*get_minor)(void) = (guint(*)(void))dlsym(RTLD_DEFAULT, "adw_get_minor_version");
  if (get_major == NULL || get_minor == NULL) {
    return 0;
  }
  *major = get_major();
  *minor = get_minor();
  return 1;
}

void gtkshim_css_provider_load(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
  gtk_css_provider_load_from_string(provider, css);
#else
  gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

gboolean gtkshim_event_controller_key_forward(GtkEventControllerKey *controller, GtkWidget *widget) {
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  return gtk_event_controller_key_forward(controller, widget);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static gboolean stop_presses(GtkEventControllerLegacy *controller, GdkEvent *event, gpointer data) {
  switch (gdk_event_get_event_type(event)) {
  case GDK_BUTTON_PRESS:
  case GDK_TOUCH_BEGIN:
  case GDK_SCROLL:
    return GDK_EVENT_STOP;
  default:
    return GDK_EVENT_PROPAGATE;
  }
}

GtkEventController *gtkshim_press_stopper_new(void) {
  GtkEventController *controller = gtk_event_controller_legacy_new();
  gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE);
  g_signal_connect(controller, "event", G_CALLBACK(stop_presses), NULL);
  return controller;
}

#ifdef GDK_WINDOWING_X11
// GTK 4.18 deprecates the X11 backend's API with the backend; it still ships and runs.
G_GNUC_BEGIN_IGNORE_DEPRECATIONS

// libX11's own, found in the process (GTK's X11 backend has loaded it) so that nothing links it.
typedef int (*MoveWindowFunction)(Display *, Window, int, int);
typedef Bool (*TranslateCoordinatesFunction)(Display *, Window, Window, int, int, int *, int *, Window *);

static void centre_over_parent(GdkSurface *surface, int width, int height, GtkWindow *window) {
  // GDK lays a surface out at every frame it draws (each frame of a fade): only a new size,
  // or the first, moves the window, sparing the server a round trip per frame.
  gpointer size = GINT_TO_POINTER(((width & 0x7fff) << 16 | (height & 0xffff)) + 1);
  if (g_object_get_data(G_OBJECT(surface), "gtk-alerts-centred-size") == size) return;
  g_object_set_data(G_OBJECT(surface), "gtk-alerts-centred-size", size);
  static MoveWindowFunction move_window;
  static TranslateCoordinatesFunction translate_coordinates;
  if (!move_window) {
    move_window = (MoveWindowFunction)dlsym(RTLD_DEFAULT, "XMoveWindow");
    translate_coordinates = (TranslateCoordinatesFunction)dlsym(RTLD_DEFAULT, "XTranslateCoordinates");
  }
  GtkWindow *parent = gtk_window_get_transient_for(window);
  GdkSurface *parent_surface = parent ? gtk_native_get_surface(GTK_NATIVE(parent)) : NULL;
  if (!move_window || !translate_coordinates || !parent_surface || !GDK_IS_X11_SURFACE(parent_surface)) {
    return;
  }
  GdkDisplay *display = gdk_surface_get_display(surface);
  Display *xdisplay = gdk_x11_display_get_xdisplay(display);
  int parent_x, parent_y;
  Window child;
  if (!translate_coordinates(xdisplay, gdk_x11_surface_get_xid(parent_surface),
                             gdk_x11_display_get_xrootwindow(display), 0, 0, &parent_x, &parent_y, &child)) {
    return;
  }
  int scale = gdk_surface_get_scale_factor(surface);
  int x = parent_x + (gdk_surface_get_width(parent_surface) - width) * scale / 2;
  int y = parent_y + (gdk_surface_get_height(parent_surface) - height) * scale / 2;
  move_window(xdisplay, gdk_x11_surface_get_xid(surface), MAX(x, 0), MAX(y, 0));
}

static void centre_once_realized(GtkWidget *window, gpointer data) {
  GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
  if (!GDK_IS_X11_SURFACE(surface)) return;
  GdkX11Screen *screen = gdk_x11_display_get_screen(gdk_surface_get_display(surface));
  // What GDK reports when no window manager has set _NET_SUPPORTING_WM_CHECK.
  if (g_strcmp0(gdk_x11_screen_get_window_manager_name(screen), "unknown") != 0) return;
  g_signal_connect_object(surface, "layout", G_CALLBACK(centre_over_parent), window, 0);
}

G_GNUC_END_IGNORE_DEPRECATIONS
#endif

void gtkshim_window_centre_where_unplaced(GtkWindow *window) {
#ifdef GDK_WINDOWING_X11
  g_signal_connect(window, "realize", G_CALLBACK(centre_once_realized), NULL);
#endif
}

gboolean gtkshim_settings_get_prefers_dark(GtkSettings *settings) {
#if GTK_CHECK_VERSION(4, 20, 0)
  GtkInterfaceColorScheme scheme = GTK_INTERFACE_COLOR_SCHEME_DEFAULT;
  g_object_get(settings, "gtk-interface-color-scheme", &scheme, NULL);
  return scheme == GTK_INTERFACE_COLOR_SCHEME_DARK;
#else
  gboolean dark = FALSE;
  g_object_get(settings, "gtk-application-prefer-dark-theme", &dark, NULL);
  return dark;
#endif
}

void gtkshim_settings_set_prefers_dark(GtkSettings *settings, gboolean dark) {
#if GTK_CHECK_VERSION(4, 20, 0)
  g_object_set(settings, "gtk-interface-color-scheme",
               dark ? GTK_INTERFACE_COLOR_SCHEME_DARK : GTK_INTERFACE_COLOR_SCHEME_DEFAULT, NULL);
#else
  g_object_set(settings, "gtk-application-prefer-dark-theme", dark, NULL);
#endif
}

gboolean gtkshim_settings_get_more_contrast(GtkSettings *settings) {
#if GTK_CHECK_VERSION(4, 20, 0)
  GtkInterfaceContrast contrast = GTK_INTERFACE_CONTRAST_NO_PREFERENCE;
  g_object_get(settings, "gtk-interface-contrast", &contrast, NULL);
  return contrast == GTK_INTERFACE_CONTRAST_MORE;
#else
  (void)settings;
  return FALSE;
#endif
}

gboolean gtkshim_settings_set_more_contrast(GtkSettings *settings, gboolean more) {
#if GTK_CHECK_VERSION(4, 20, 0)
  g_object_set(settings, "gtk-interface-contrast",
               more ? GTK_INTERFACE_CONTRAST_MORE : GTK_INTERFACE_CONTRAST_NO_PREFERENCE, NULL);
  return TRUE;
#else
  (void)settings;
  (void)more;
  return FALSE;
#endif
}

gboolean gtkshim_settings_get_reduced_motion(GtkSettings *settings) {
#if GTK_CHECK_VERSION(4, 22, 0)
  GtkReducedMotion motion = GTK_REDUCED_MOTION_NO_PREFERENCE;
  g_object_get(settings, "gtk-interface-reduced-motion", &motion, NULL);
  return motion == GTK_REDUCED_MOTION_REDUCE;
#else
  (void)settings;
  return FALSE;
#endif
}

gboolean gtkshim_settings_set_reduced_motion(GtkSettings *settings, gboolean reduce) {
#if GTK_CHECK_VERSION(4, 22, 0)
  g_object_set(settings, "gtk-interface-reduced-motion",
               reduce ? GTK_REDUCED_MOTION_REDUCE : GTK_REDUCED_MOTION_NO_PREFERENCE, NULL);
  return TRUE;
#else
  (void)settings;
  (void)reduce;
  return FALSE;
#endif
}
