// The anchors: libadwaita's AdwAlertDialog and GTK's GtkAlertDialog, the dialogs ours is meant
// to match. Each is compiled in only when the headers are new enough, and checked again at run
// time, so one Swift source builds and runs against GTK 4.8/libadwaita 1.2 too.
#include "BenchShim.h"

#include <adwaita.h>

#define BENCH_HAS_ADW_ALERT_DIALOG ADW_CHECK_VERSION(1, 5, 0)
#define BENCH_HAS_GTK_ALERT_DIALOG GTK_CHECK_VERSION(4, 10, 0)

// MARK: AdwAlertDialog

#if BENCH_HAS_ADW_ALERT_DIALOG
// The dim of the dialog last seen shown, so the dismissal can tell when it has gone. Weak: the
// dialog's host owns it, and holding it would keep the dialog's widgets alive.
static GWeakRef last_dim;
#endif

bool bench_adw_alert_dialog_is_available(void) {
#if BENCH_HAS_ADW_ALERT_DIALOG
  return adw_get_major_version() > 1 || adw_get_minor_version() >= 5;
#else
  return false;
#endif
}

void *bench_adw_window_new(const char *name) {
  GtkWidget *window = adw_window_new();
  gtk_widget_set_name(window, name);
  return window;
}

void *bench_adw_alert_dialog_present(void *parent, const char *title, const char *message) {
#if BENCH_HAS_ADW_ALERT_DIALOG
  AdwDialog *dialog = adw_alert_dialog_new(title, message);
  AdwAlertDialog *alert = ADW_ALERT_DIALOG(dialog);
  adw_alert_dialog_add_response(alert, "cancel", "Cancel");
  adw_alert_dialog_add_response(alert, "delete", "Delete");
  adw_alert_dialog_set_response_appearance(alert, "delete", ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_default_response(alert, "cancel");
  adw_alert_dialog_set_close_response(alert, "cancel");
  adw_dialog_present(dialog, GTK_WIDGET(parent));
  return dialog;
#else
  (void)parent;
  (void)title;
  (void)message;
  return NULL;
#endif
}

#if BENCH_HAS_ADW_ALERT_DIALOG
// The sheet a presented AdwDialog shows in (css name floating-sheet, or bottom-sheet in narrow
// windows): searched among the dialog's descendants, breadth first, then its ancestors, since
// where libadwaita puts it is private.
static GtkWidget *find_sheet(GtkWidget *dialog) {
  GPtrArray *queue = g_ptr_array_new();
  g_ptr_array_add(queue, dialog);
  GtkWidget *found = NULL;
  for (guint index = 0; index < queue->len && found == NULL; index++) {
    GtkWidget *widget = queue->pdata[index];
    const char *name = gtk_widget_get_css_name(widget);
    if (g_str_equal(name, "floating-sheet") || g_str_equal(name, "bottom-sheet")) {
      found = widget;
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
      g_ptr_array_add(queue, child);
    }
  }
  g_ptr_array_free(queue, TRUE);
  for (GtkWidget *widget = gtk_widget_get_parent(dialog); widget != NULL && found == NULL;
       widget = gtk_widget_get_parent(widget)) {
    const char *name = gtk_widget_get_css_name(widget);
    if (g_str_equal(name, "floating-sheet") || g_str_equal(name, "bottom-sheet")) found = widget;
  }
  return found;
}

static GtkWidget *find_child_named(GtkWidget *parent, const char *css_name) {
  for (GtkWidget *child = gtk_widget_get_first_child(parent); child != NULL;
       child = gtk_widget_get_next_sibling(child)) {
    if (g_str_equal(gtk_widget_get_css_name(child), css_name)) return child;
  }
  return NULL;
}

static bool is_fully_shown(GtkWidget *widget) {
  return widget != NULL && gtk_widget_get_mapped(widget) && gtk_widget_get_width(widget) > 1 &&
         gtk_widget_get_opacity(widget) >= 1.0;
}
#endif

bool bench_adw_alert_dialog_is_shown(void *dialog) {
#if BENCH_HAS_ADW_ALERT_DIALOG
  GtkWidget *widget = GTK_WIDGET(dialog);
  if (!gtk_widget_get_mapped(widget)) return false;
  GtkWidget *sheet = find_sheet(widget);
  if (sheet == NULL) return false;
  GtkWidget *card = find_child_named(sheet, "sheet");
  GtkWidget *dim = find_child_named(sheet, "dimming");
  if (!is_fully_shown(card) || !is_fully_shown(dim)) return false;
  g_weak_ref_set(&last_dim, dim);
  return true;
#else
  (void)dialog;
  return false;
#endif
}

void bench_adw_alert_dialog_close(void *dialog) {
#if BENCH_HAS_ADW_ALERT_DIALOG
  adw_dialog_force_close(ADW_DIALOG(dialog));
#else
  (void)dialog;
#endif
}

void bench_adw_alert_dialog_close_animated(void *dialog) {
#if BENCH_HAS_ADW_ALERT_DIALOG
  adw_dialog_close(ADW_DIALOG(dialog));
#else
  (void)dialog;
#endif
}

bool bench_adw_alert_dialog_parent_is_clear(void) {
#if BENCH_HAS_ADW_ALERT_DIALOG
  GtkWidget *dim = g_weak_ref_get(&last_dim);
  if (dim == NULL) return true;
  bool clear = !gtk_widget_get_mapped(dim);
  g_object_unref(dim);
  return clear;
#else
  return true;
#endif
}

// MARK: GtkAlertDialog

bool bench_gtk_alert_dialog_is_available(void) {
#if BENCH_HAS_GTK_ALERT_DIALOG
  return gtk_get_major_version() > 4 || gtk_get_minor_version() >= 10;
#else
  return false;
#endif
}

#if BENCH_HAS_GTK_ALERT_DIALOG
static const char window_key[] = "alert-bench-window";
static const char cancellable_key[] = "alert-bench-cancellable";

// The choice ends (cancelled, here) with its task: finishing it is what GTK asks of callers.
static void choice_finished(GObject *source, GAsyncResult *result, gpointer data) {
  (void)data;
  GError *error = NULL;
  gtk_alert_dialog_choose_finish(GTK_ALERT_DIALOG(source), result, &error);
  g_clear_error(&error);
}
#endif

void *bench_gtk_alert_dialog_present(void *parent, const char *title, const char *message, const char *window_name) {
#if BENCH_HAS_GTK_ALERT_DIALOG
  GtkAlertDialog *dialog = gtk_alert_dialog_new("%s", title);
  gtk_alert_dialog_set_detail(dialog, message);
  const char *buttons[] = {"Cancel", "Delete", NULL};
  gtk_alert_dialog_set_buttons(dialog, buttons);
  gtk_alert_dialog_set_cancel_button(dialog, 0);
  gtk_alert_dialog_set_default_button(dialog, 0);
  gtk_alert_dialog_set_modal(dialog, TRUE);
  GCancellable *cancellable = g_cancellable_new();
  g_object_set_data_full(G_OBJECT(dialog), cancellable_key, cancellable, g_object_unref);
  gtk_alert_dialog_choose(dialog, GTK_WINDOW(parent), cancellable, choice_finished, NULL);
  // GTK makes the window inside choose and keeps it private: it is the toplevel transient for
  // the parent.
  GList *toplevels = gtk_window_list_toplevels();
  for (GList *node = toplevels; node != NULL; node = node->next) {
    GtkWindow *window = node->data;
    if (window != parent && gtk_window_get_transient_for(window) == parent &&
        !gtk_widget_in_destruction(GTK_WIDGET(window))) {
      gtk_widget_set_name(GTK_WIDGET(window), window_name);
      g_object_set_data(G_OBJECT(dialog), window_key, window);
    }
  }
  g_list_free(toplevels);
  return dialog;
#else
  (void)parent;
  (void)title;
  (void)message;
  (void)window_name;
  return NULL;
#endif
}

void *bench_gtk_alert_dialog_window(void *dialog) {
#if BENCH_HAS_GTK_ALERT_DIALOG
  return g_object_get_data(G_OBJECT(dialog), window_key);
#else
  (void)dialog;
  return NULL;
#endif
}

void bench_gtk_alert_dialog_dismiss(void *dialog) {
#if BENCH_HAS_GTK_ALERT_DIALOG
  g_cancellable_cancel(g_object_get_data(G_OBJECT(dialog), cancellable_key));
  g_object_unref(dialog);
#else
  (void)dialog;
#endif
}
