// The libadwaita calls HelloAlertAdwaita needs, in C so that no pointer reaches Swift: windows
// are made for the process's application and found again through `Application.windows`.
#ifndef HELLO_ADWAITA_WINDOW_H
#define HELLO_ADWAITA_WINDOW_H

#include <stdbool.h>

/// Initialises libadwaita: its stylesheet, and AdwStyleManager's dark and high-contrast styles.
void hello_adwaita_initialize(void);

/// Adds an empty AdwApplicationWindow to the process's GtkApplication; returns false when
/// there is none (call it from the application's startup or activate handler).
bool hello_adwaita_add_window(void);

/// Puts an AdwHeaderBar at the top of the newest application window's content, when that
/// content is a vertical GtkBox; returns whether it did.
bool hello_adwaita_add_header_bar(void);

#endif
