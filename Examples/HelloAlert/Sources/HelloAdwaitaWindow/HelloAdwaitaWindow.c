#include "HelloAdwaitaWindow.h"

#include <adwaita.h>

void hello_adwaita_initialize(void) { adw_init(); }

static GtkApplication *default_application(void) {
  GApplication *application = g_application_get_default();
  return application != NULL && GTK_IS_APPLICATION(application) ? GTK_APPLICATION(application)
                                                                 : NULL;
}

bool hello_adwaita_add_window(void) {
  GtkApplication *application = default_application();
  if (application == NULL) {
    return false;
  }
  // The application keeps the window (GTK's window list holds it) until it is closed.
  (void)adw_application_window_new(application);
  return true;
}

bool hello_adwaita_add_header_bar(void) {
  GtkApplication *application = default_application();
  GList *windows = application != NULL ? gtk_application_get_windows(application) : NULL;
  if (windows == NULL || !ADW_IS_APPLICATION_WINDOW(windows->data)) {
    return false;
  }
  // AdwApplicationWindow has no title bar of its own: the content brings one.
  GtkWidget *content = adw_application_window_get_content(ADW_APPLICATION_WINDOW(windows->data));
  if (content == NULL || !GTK_IS_BOX(content) ||
      gtk_orientable_get_orientation(GTK_ORIENTABLE(content)) != GTK_ORIENTATION_VERTICAL) {
    return false;
  }
  gtk_box_prepend(GTK_BOX(content), adw_header_bar_new());
  return true;
}
