#include "BenchShim.h"

#include <adwaita.h>
#include <malloc.h>

unsigned bench_spawn_search_path(void) { return G_SPAWN_SEARCH_PATH; }

// GtkMessageDialog is deprecated from GTK 4.10 and AdwMessageDialog from libadwaita 1.6; they
// stay in the benchmark as the dialogs apps on older systems use, so their deprecation
// warnings are silenced here and nowhere else.
G_GNUC_BEGIN_IGNORE_DEPRECATIONS

void *bench_message_dialog_new(void *parent, const char *title, const char *message) {
  GtkWidget *dialog = gtk_message_dialog_new(
      GTK_WINDOW(parent), GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT, GTK_MESSAGE_QUESTION,
      GTK_BUTTONS_NONE, "%s", title);
  gtk_message_dialog_format_secondary_text(GTK_MESSAGE_DIALOG(dialog), "%s", message);
  gtk_dialog_add_button(GTK_DIALOG(dialog), "Cancel", GTK_RESPONSE_CANCEL);
  gtk_dialog_add_button(GTK_DIALOG(dialog), "Delete", GTK_RESPONSE_ACCEPT);
  gtk_dialog_set_default_response(GTK_DIALOG(dialog), GTK_RESPONSE_CANCEL);
  return dialog;
}

void *bench_adw_message_dialog_new(void *parent, const char *title, const char *message) {
  GtkWidget *widget = adw_message_dialog_new(GTK_WINDOW(parent), title, message);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG(widget);
  adw_message_dialog_add_response(dialog, "cancel", "Cancel");
  adw_message_dialog_add_response(dialog, "delete", "Delete");
  adw_message_dialog_set_response_appearance(dialog, "delete", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response(dialog, "cancel");
  adw_message_dialog_set_close_response(dialog, "cancel");
  gtk_window_set_modal(GTK_WINDOW(widget), TRUE);
  gtk_window_set_destroy_with_parent(GTK_WINDOW(widget), TRUE);
  return widget;
}

G_GNUC_END_IGNORE_DEPRECATIONS

bool bench_window_content_is_allocated(void *window) {
  GtkWidget *child = gtk_window_get_child(GTK_WINDOW(window));
  return child != NULL && gtk_widget_get_mapped(child) && gtk_widget_get_width(child) > 1;
}

long long bench_heap_in_use_bytes(void) {
  struct mallinfo2 info = mallinfo2();
  return (long long)(info.uordblks + info.hblkhd);
}

void bench_print_malloc_stats(void) { malloc_stats(); }
