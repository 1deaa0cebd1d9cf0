#include "BenchShim.h"

#include <gtk/gtk.h>
#include <malloc.h>

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

long long bench_heap_in_use_bytes(void) {
  struct mallinfo2 info = mallinfo2();
  return (long long)(info.uordblks + info.hblkhd);
}

void bench_print_malloc_stats(void) { malloc_stats(); }
