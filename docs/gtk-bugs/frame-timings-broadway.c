// GTK 4.20+ on broadway: a plain window, no other code, warns "Duplicate call to
// gdk_frame_timings_submitted() with different values" soon after it shows, and aborts under
// G_DEBUG=fatal-warnings. The test suite lets exactly this message through (see
// Sources/GtkAlertsTestSupport/KnownGTKWarnings.swift); this program shows it is GTK's.
//
//   cc frame-timings-broadway.c $(pkg-config --cflags --libs gtk4) -o frame-timings-broadway
//   gtk4-broadwayd :7 & GDK_BACKEND=broadway BROADWAY_DISPLAY=:7 G_DEBUG=fatal-warnings \
//     ./frame-timings-broadway; echo "exit $?"
#include <gtk/gtk.h>

static gboolean quit(gpointer loop) {
  g_main_loop_quit(loop);
  return G_SOURCE_REMOVE;
}

int main(void) {
  gtk_init();
  GMainLoop *loop = g_main_loop_new(NULL, FALSE);
  GtkWidget *window = gtk_window_new();
  gtk_window_set_child(GTK_WINDOW(window), gtk_button_new_with_label("Hello"));
  gtk_window_present(GTK_WINDOW(window));
  g_timeout_add_seconds(5, quit, loop);
  g_main_loop_run(loop);
  gtk_window_destroy(GTK_WINDOW(window));
  g_print("no warning in 5 s\n");
  return 0;
}
