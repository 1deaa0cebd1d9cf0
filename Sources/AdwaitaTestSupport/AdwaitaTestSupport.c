#include "AdwaitaTestSupport.h"

#include <adwaita.h>

// Exported by libadwaita 1.2 for its own tests, declared in a private header.
typedef struct _AdwSettings AdwSettings;
AdwSettings *adw_settings_get_default(void);
void adw_settings_start_override(AdwSettings *self);
void adw_settings_override_high_contrast(AdwSettings *self, gboolean high_contrast);

void adwaita_test_initialize(void) { adw_init(); }

void adwaita_test_force_dark(bool dark) {
  adw_style_manager_set_color_scheme(adw_style_manager_get_default(),
                                     dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                          : ADW_COLOR_SCHEME_FORCE_LIGHT);
}

void adwaita_test_override_high_contrast(bool high_contrast) {
  static gboolean overriding = FALSE;
  AdwSettings *settings = adw_settings_get_default();
  if (!overriding) {
    adw_settings_start_override(settings);
    overriding = TRUE;
  }
  adw_settings_override_high_contrast(settings, high_contrast);
}

void *adwaita_test_list_window_new(const char *title) {
  // An AdwWindow as libadwaita apps build one: a header bar and the page in its content.
  GtkWidget *window = adw_window_new();
  gtk_window_set_title(GTK_WINDOW(window), title);
  GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append(GTK_BOX(content), adw_header_bar_new());
  GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top(page, 24);
  gtk_widget_set_margin_bottom(page, 24);
  gtk_widget_set_margin_start(page, 24);
  gtk_widget_set_margin_end(page, 24);
  gtk_widget_set_vexpand(page, TRUE);
  const char *items[] = {"Milk", "Bread", "Apples", "Coffee"};
  for (size_t index = 0; index < G_N_ELEMENTS(items); index++) {
    gtk_box_append(GTK_BOX(page), gtk_label_new(items[index]));
  }
  gtk_box_append(GTK_BOX(content), page);
  adw_window_set_content(ADW_WINDOW(window), content);
  return page;
}

void *adwaita_test_alert_dialog_present_with(void *parent, const char *heading, const char *body,
                                             const char *const *labels, int destructive,
                                             const char *field_text, const char *field_error) {
#if ADW_CHECK_VERSION(1, 5, 0)
  AdwDialog *dialog = adw_alert_dialog_new(heading, body);
  AdwAlertDialog *alert = ADW_ALERT_DIALOG(dialog);
  for (int index = 0; labels[index] != NULL; index++) {
    char id[16];
    g_snprintf(id, sizeof id, "response-%d", index);
    adw_alert_dialog_add_response(alert, id, labels[index]);
    if (index == destructive) {
      adw_alert_dialog_set_response_appearance(alert, id, ADW_RESPONSE_DESTRUCTIVE);
    }
  }
  if (field_text != NULL) {
    // A field and its error as an app adds them to AdwAlertDialog: its extra child, an entry
    // styled `error` over a `caption` label in the error colour.
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    GtkWidget *entry = gtk_entry_new();
    gtk_editable_set_text(GTK_EDITABLE(entry), field_text);
    gtk_box_append(GTK_BOX(column), entry);
    if (field_error != NULL) {
      gtk_widget_add_css_class(entry, "error");
      GtkWidget *error = gtk_label_new(field_error);
      gtk_label_set_xalign(GTK_LABEL(error), 0);
      gtk_label_set_wrap(GTK_LABEL(error), TRUE);
      gtk_widget_add_css_class(error, "caption");
      gtk_widget_add_css_class(error, "error");
      gtk_box_append(GTK_BOX(column), error);
    }
    adw_alert_dialog_set_extra_child(alert, column);
  }
  adw_dialog_present(dialog, GTK_WIDGET(parent));
  return dialog;
#else
  (void)parent;
  (void)heading;
  (void)body;
  (void)labels;
  (void)destructive;
  (void)field_text;
  (void)field_error;
  return NULL;
#endif
}

void adwaita_test_alert_dialog_close(void *dialog) {
#if ADW_CHECK_VERSION(1, 5, 0)
  adw_dialog_force_close(ADW_DIALOG(dialog));
#else
  (void)dialog;
#endif
}
