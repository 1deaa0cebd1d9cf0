// An app written in C whose GtkApplication runs its own loop (g_application_run): the
// library never starts GLib's loop or calls Toolkit.initialize() here. Its window's button
// hands its GtkWidget * to a Swift module (ForeignLoopAlerts) that presents alerts with
// `await`, reports each answer on standard output, and quits the application.
#include <gtk/gtk.h>

#include "CKnownGTKWarnings.h"

// Swift, from ForeignLoopAlerts (@_cdecl): starts the task that presents the alerts.
extern void foreign_loop_alerts_start(GtkWidget *button, GApplication *application);

static void activate(GtkApplication *application, gpointer data) {
  (void)data;
  known_gtk_warnings_install();  // As the test suite does: GTK's own warnings, by name.
  GtkWidget *window = gtk_application_window_new(application);
  gtk_window_set_default_size(GTK_WINDOW(window), 560, 420);
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *button = gtk_button_new_with_label("Save As…");
  gtk_box_append(GTK_BOX(box), gtk_label_new("A window made in C"));
  gtk_box_append(GTK_BOX(box), button);
  gtk_window_set_child(GTK_WINDOW(window), box);
  gtk_window_present(GTK_WINDOW(window));
  foreign_loop_alerts_start(button, G_APPLICATION(application));
}

int main(int argc, char **argv) {
  GtkApplication *application =
      gtk_application_new("io.github.gtkalerts.ForeignLoopProbe", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
  int status = g_application_run(G_APPLICATION(application), argc, argv);
  g_object_unref(application);
  printf("exit %d\n", status);
  return status;
}
