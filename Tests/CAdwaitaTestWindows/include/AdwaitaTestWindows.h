// Windows built in C, as a libadwaita or plain GTK app builds them, for the tests that present
// alerts over widgets the library did not make. Pointers are untyped so Swift code importing
// this header sees no GTK types: it wraps them with `Widget(unsafeBorrowing:)`.
#ifndef ADWAITA_TEST_WINDOWS_H
#define ADWAITA_TEST_WINDOWS_H

typedef enum {
  ADWAITA_TEST_WINDOW_ADW_WINDOW,
  ADWAITA_TEST_WINDOW_ADW_APPLICATION_WINDOW,
  ADWAITA_TEST_WINDOW_ADW_PREFERENCES_WINDOW,
  ADWAITA_TEST_WINDOW_GTK_APPLICATION_WINDOW,
  ADWAITA_TEST_WINDOW_GTK_WINDOW_WITH_TITLEBAR,
  ADWAITA_TEST_WINDOW_GTK_WINDOW,
} AdwaitaTestWindowKind;

/// Initialises libadwaita once (GTK must be initialised already).
void adwaita_test_initialize(void);

/// The version of the libadwaita this helper was linked against.
unsigned adwaita_test_major_version(void);
unsigned adwaita_test_minor_version(void);

/// Makes a hidden window of `kind` with a button inside and returns the button, a
/// `GtkWidget *` owned by its window (GTK's window list owns the window until it is destroyed).
void *adwaita_test_window_new(AdwaitaTestWindowKind kind);

/// Replaces the content of the window `widget` (a `GtkWidget *`) is in with a new page, as an app made in C
/// switches pages: libadwaita's `set_content`, else `gtk_window_set_child`. Returns the page's
/// button.
void *adwaita_test_window_switch_page(void *widget);

/// Sets the page that holds `button` (made by `adwaita_test_window_new`) as its window's content
/// once more, as a C app that sets the page it means to show, shown or not, does: without a
/// wrapper around the page, GTK does nothing.
void adwaita_test_window_set_page_again(void *button);

/// A new `GtkButton`, still floating (as `gtk_button_new` returns it).
void *adwaita_test_floating_button_new(void);

/// A plain GObject that is no widget, owned by the caller.
void *adwaita_test_plain_object_new(void);

/// The GObject's reference count.
unsigned adwaita_test_reference_count(void *object);

/// Whether the GObject's reference is still floating.
int adwaita_test_is_floating(void *object);

/// g_object_ref_sink.
void adwaita_test_reference_sink(void *object);

/// g_object_unref.
void adwaita_test_release(void *object);

/// Puts `widget` into a new, unshown box, which sinks its floating reference, and returns the
/// box (owned by the caller, as a sunk reference).
void *adwaita_test_box_adopting(void *widget);
/// A new box, still floating (not yet in a parent), holding `widget`.
void *adwaita_test_floating_box_holding(void *widget);

#endif
