// Drives libadwaita's style from test tools. The library (GtkAlerts, GtkAlertsToolkit) never
// links libadwaita; only the tools that render under it do.
#ifndef ADWAITA_TEST_SUPPORT_H
#define ADWAITA_TEST_SUPPORT_H

#include <stdbool.h>

#include "InertParent.h"

/// Initialises libadwaita (adw_init): its stylesheet and AdwStyleManager take over styling.
void adwaita_test_initialize(void);

/// Forces the default AdwStyleManager's colour scheme to dark or light.
void adwaita_test_force_dark(bool dark);

/// Overrides the desktop's high-contrast preference, as libadwaita's own tests do.
void adwaita_test_override_high_contrast(bool high_contrast);

/// Makes an AdwWindow titled `title` with a header bar and a page of four labels, as a
/// libadwaita app would, and returns the page (a `GtkWidget *`, owned by the window), for
/// `Widget(unsafeBorrowing:)`.
void *adwaita_test_list_window_new(const char *title);

/// Presents an AdwAlertDialog over `parent` with `heading`, `body` and one response for each
/// of the NULL-terminated `labels` (the first is the close response; the one at `destructive`,
/// if any, is destructive), and, when `field_text` is not NULL, an entry holding it as the
/// extra child, styled as an error with `field_error` under it when that is not NULL; NULL
/// before libadwaita 1.5.
void *adwaita_test_alert_dialog_present_with(void *parent, const char *heading, const char *body,
                                             const char *const *labels, int destructive,
                                             const char *field_text, const char *field_error);

/// Closes a dialog from `adwaita_test_alert_dialog_present_with`.
void adwaita_test_alert_dialog_close(void *dialog);

#endif
