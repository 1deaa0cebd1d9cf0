#include "CGtkShim.h"

#include <glib-unix.h>
#include <sys/eventfd.h>
#include <glib/gi18n.h>

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

gulong gtkshim_connect_bool(gpointer instance, const char *signal, GtkShimBoolHandler handler,
                            gpointer data, GClosureNotify release) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, release, 0);
}

gulong gtkshim_connect_bool_pointer_pointer(gpointer instance, const char *signal,
                                            GtkShimBoolPointerPointerHandler handler,
                                            gpointer data, GClosureNotify release) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, release, 0);
}

void gtkshim_emit_void(gpointer instance, const char *signal) {
  g_signal_emit_by_name(instance, signal);
}

static gboolean drain_main_queue(gint fd, GIOCondition condition, gpointer data) {
  (void)condition;
  (void)data;
  // libdispatch wakes the main queue by writing to an eventfd and leaves reading it to the
  // run loop (as CoreFoundation does); unread, it stays readable and GLib spins on it.
  eventfd_t wakeups;
  (void)eventfd_read(fd, &wakeups);
  _dispatch_main_queue_callback_4CF(NULL);
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

GtkWidget *gtkshim_widget_new_with_role(GType type, GtkAccessibleRole role) {
  return g_object_new(type, "accessible-role", role, NULL);
}

void gtkshim_accessible_set_relation(GtkAccessible *accessible, GtkAccessibleRelation relation,
                                     GtkAccessible *target) {
  gtk_accessible_update_relation(accessible, relation, target, NULL, -1);
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

char *gtkshim_accessible_check_relation(GtkAccessible *accessible, GtkAccessibleRelation relation,
                                        GtkAccessible *target) {
  if (!gtk_test_accessible_has_relation(accessible, relation)) {
    return g_strdup("(relation not set)");
  }
  return gtk_test_accessible_check_relation(accessible, relation, target, NULL);
}

gboolean gtkshim_object_get_bool(gpointer object, const char *property) {
  gboolean value = FALSE;
  g_object_get(object, property, &value, NULL);
  return value;
}

void gtkshim_object_set_bool(gpointer object, const char *property, gboolean value) {
  g_object_set(object, property, value, NULL);
}

char *gtkshim_object_get_string(gpointer object, const char *property) {
  char *value = NULL;
  g_object_get(object, property, &value, NULL);
  return value;
}

void gtkshim_object_set_string(gpointer object, const char *property, const char *value) {
  g_object_set(object, property, value, NULL);
}

char *gtkshim_gtk_translate(const char *message) {
  // g_dgettext returns `message` itself when there is no translation, and the caller's
  // buffer may not outlive the call: hand back a copy either way.
  return g_strdup(g_dgettext("gtk40", message));
}

void gtkshim_css_provider_load(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
  gtk_css_provider_load_from_string(provider, css);
#else
  gtk_css_provider_load_from_data(provider, css, -1);
#endif
}
