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
