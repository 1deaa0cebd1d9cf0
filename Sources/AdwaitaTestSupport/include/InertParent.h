// The parent of the end-to-end inert-parent suite, built in C as apps build theirs: one widget
// for each way input reaches a widget. Each prints `parent-acted NAME` on standard output when
// it acts, so the suite can tell that nothing acted while an alert was up, and that each acts
// again after.
#ifndef INERT_PARENT_H
#define INERT_PARENT_H

#include <stdbool.h>

/// The parent's content (a `GtkWidget *`, floating): a check button "_Remember my choice"
/// (`check`), an expander "_Advanced" (`expander`), an entry that takes the focus once mapped
/// (`entry`: typing, middle-click paste), a scrolled list (`scroll`), a label taking double
/// clicks (`double-click`), a drop target for text (`drop`) and a window-wide Ctrl+F
/// (`find`). With `with_overlay`, an "Undo" button sits over the content in a `GtkOverlay` of
/// the app's own (`undo`), as a toast's would.
void *inert_parent_content_new(bool with_overlay);

/// An AdwApplicationWindow of the running application (GApplication's default, a
/// `GtkApplication`) titled `title`, 600×520, with `content` as its content; returns the
/// window. Call `adwaita_test_initialize` first.
void *inert_parent_adwaita_window_new(const char *title, void *content);

/// Another window of the app, titled `title`, made and shown: a label to drag text from
/// (`drag-source`) and an entry holding selected text, the primary selection that a
/// middle click pastes (`other-entry`, printing `other-acted entry` when it changes).
void inert_parent_other_window_show(const char *title);

/// Prints `target NAME WINDOW X Y WIDTH HEIGHT` for each widget above, in its window's
/// coordinates, WINDOW being `parent` or `other`.
void inert_parent_report_targets(void);

#endif
