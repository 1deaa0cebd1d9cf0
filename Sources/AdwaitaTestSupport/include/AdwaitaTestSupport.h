// Drives libadwaita's style from test tools, without pointers crossing into Swift. The library
// (GtkAlerts, Gtk) never links libadwaita; only the tools that render under it do.
#ifndef ADWAITA_TEST_SUPPORT_H
#define ADWAITA_TEST_SUPPORT_H

#include <stdbool.h>

/// Initialises libadwaita (adw_init): its stylesheet and AdwStyleManager take over styling.
void adwaita_test_initialize(void);

/// Forces the default AdwStyleManager's colour scheme to dark or light.
void adwaita_test_force_dark(bool dark);

/// Overrides the desktop's high-contrast preference, as libadwaita's own tests do.
void adwaita_test_override_high_contrast(bool high_contrast);

#endif
