#include "AdwaitaTestWindows.h"

#include <adwaita.h>

// Application windows need a registered application. One for the whole test process,
// non-unique so that parallel runs never find each other on the session bus.
static GtkApplication *test_application(void) {
  static GtkApplication *application = NULL;
  if (application == NULL) {
    application = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    GError *error = NULL;
    if (!g_application_register(G_APPLICATION(application), NULL, &error)) {
      g_error("could not register the test application: %s", error->message);
    }
  }
  return application;
}

void adwaita_test_initialize(void) {
  adw_init();
}

// What an app typically puts in a window: a header bar above its content.
static GtkWidget *content_with_header(GtkWidget *button, gboolean with_header) {
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
  if (with_header) gtk_box_append(GTK_BOX(box), adw_header_bar_new());
  GtkWidget *inner = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append(GTK_BOX(inner), gtk_label_new("Made in C"));
  gtk_box_append(GTK_BOX(inner), button);
  gtk_widget_set_vexpand(inner, TRUE);
  gtk_box_append(GTK_BOX(box), inner);
  return box;
}

void *adwaita_test_window_new(AdwaitaTestWindowKind kind) {
  GtkWidget *button = gtk_button_new_with_label("Made in C");
  GtkWidget *window = NULL;
  switch (kind) {
  case ADWAITA_TEST_WINDOW_ADW_WINDOW:
    window = adw_window_new();
    adw_window_set_content(ADW_WINDOW(window), content_with_header(button, TRUE));
    break;
  case ADWAITA_TEST_WINDOW_ADW_APPLICATION_WINDOW:
    window = adw_application_window_new(test_application());
    adw_application_window_set_content(ADW_APPLICATION_WINDOW(window),
                                       content_with_header(button, TRUE));
    break;
  case ADWAITA_TEST_WINDOW_ADW_PREFERENCES_WINDOW: {
    // Deprecated since libadwaita 1.6 for AdwPreferencesDialog, but apps built for Debian 12's
    // 1.2 use it, so alerts must still work over it on both.
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    window = adw_preferences_window_new();
    GtkWidget *page = adw_preferences_page_new();
    GtkWidget *group = adw_preferences_group_new();
    adw_preferences_group_set_title(ADW_PREFERENCES_GROUP(group), "Made in C");
    adw_preferences_group_add(ADW_PREFERENCES_GROUP(group), button);
    adw_preferences_page_add(ADW_PREFERENCES_PAGE(page), ADW_PREFERENCES_GROUP(group));
    adw_preferences_window_add(ADW_PREFERENCES_WINDOW(window), ADW_PREFERENCES_PAGE(page));
    G_GNUC_END_IGNORE_DEPRECATIONS
    break;
  }
  case ADWAITA_TEST_WINDOW_GTK_APPLICATION_WINDOW:
    window = gtk_application_window_new(test_application());
    gtk_window_set_child(GTK_WINDOW(window), content_with_header(button, FALSE));
    break;
  case ADWAITA_TEST_WINDOW_GTK_WINDOW_WITH_TITLEBAR:
    window = gtk_window_new();
    gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());
    gtk_window_set_child(GTK_WINDOW(window), content_with_header(button, FALSE));
    break;
  case ADWAITA_TEST_WINDOW_GTK_WINDOW:
    window = gtk_window_new();
    gtk_window_set_child(GTK_WINDOW(window), content_with_header(button, FALSE));
    break;
  }
  gtk_window_set_title(GTK_WINDOW(window), "Made in C");
  return button;
}

// Sets `page` as the window's content where the window keeps it, as an app made in C does:
// libadwaita's `set_content`, else `gtk_window_set_child`.
static void set_page(GtkWidget *window, GtkWidget *page) {
  if (ADW_IS_WINDOW(window))
    adw_window_set_content(ADW_WINDOW(window), page);
  else if (ADW_IS_APPLICATION_WINDOW(window))
    adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), page);
  else
    gtk_window_set_child(GTK_WINDOW(window), page);
}

void *adwaita_test_window_switch_page(void *widget) {
  GtkWidget *window = GTK_WIDGET(gtk_widget_get_root(GTK_WIDGET(widget)));
  GtkWidget *button = gtk_button_new_with_label("Second page");
  set_page(window, content_with_header(button, ADW_IS_WINDOW(window) || ADW_IS_APPLICATION_WINDOW(window)));
  return button;
}

void adwaita_test_window_set_page_again(void *button) {
  GtkWidget *page = gtk_widget_get_parent(gtk_widget_get_parent(GTK_WIDGET(button)));
  set_page(GTK_WIDGET(gtk_widget_get_root(GTK_WIDGET(button))), page);
}

void *adwaita_test_floating_button_new(void) {
  return gtk_button_new_with_label("Floating");
}

void *adwaita_test_floating_box_holding(void *widget) {
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append(GTK_BOX(box), widget);
  return box;
}

void *adwaita_test_plain_object_new(void) {
  return g_object_new(G_TYPE_OBJECT, NULL);
}

unsigned adwaita_test_reference_count(void *object) {
  return g_atomic_int_get(&G_OBJECT(object)->ref_count);
}

int adwaita_test_is_floating(void *object) {
  return g_object_is_floating(object);
}

void adwaita_test_reference_sink(void *object) {
  g_object_ref_sink(object);
}

void adwaita_test_release(void *object) {
  g_object_unref(object);
}

void *adwaita_test_box_adopting(void *widget) {
  GtkWidget *box = g_object_ref_sink(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0));
  gtk_box_append(GTK_BOX(box), widget);
  return box;
}

unsigned adwaita_test_major_version(void) { return adw_get_major_version(); }

unsigned adwaita_test_minor_version(void) { return adw_get_minor_version(); }
