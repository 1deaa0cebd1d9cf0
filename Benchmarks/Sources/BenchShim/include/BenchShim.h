// What the benchmark's Swift code cannot call itself, or should not: GtkMessageDialog's
// constructor and its secondary text are variadic (printf-style); GtkMessageDialog and
// AdwMessageDialog are deprecated in the newer GTK and libadwaita, and calling them here, with
// the deprecation warnings silenced, keeps the Swift build free of warnings on every version;
// AdwAlertDialog and GtkAlertDialog exist only in libadwaita 1.5 and GTK 4.10, so they are
// compiled in only when the headers have them; glibc's malloc.h is not in Swift's Glibc; and
// perf_event_open and Valgrind's client requests are C. Pointers are untyped here so this
// header does not pull GTK into a second Clang module; they are GtkWindow/GtkWidget pointers.
#ifndef BENCH_SHIM_H
#define BENCH_SHIM_H

#include <stdbool.h>

/// G_SPAWN_SEARCH_PATH as a number: from GLib 2.88 Swift imports GSpawnFlags as an option set
/// without the global constant, so Swift spells it through this under every GLib.
unsigned bench_spawn_search_path(void);

// MARK: Message dialogs (deprecated, still measured)

/// A modal GtkMessageDialog (destroyed with its parent) transient for `parent`, showing `title`
/// and `message` literally, with a "Cancel" and a "Delete" button. Not yet shown. Returns the
/// GtkWidget; GTK's window list owns it until gtk_window_destroy.
void *bench_message_dialog_new(void *parent, const char *title, const char *message);

/// A modal AdwMessageDialog (destroyed with its parent) transient for `parent`, with a "Cancel"
/// response (default and close) and a destructive "Delete" one. Not yet shown.
void *bench_adw_message_dialog_new(void *parent, const char *title, const char *message);

/// Whether the window's content (GTK's child) is mapped and laid out.
bool bench_window_content_is_allocated(void *window);

// MARK: AdwAlertDialog (libadwaita 1.5 and later)

/// Whether this build and the libadwaita it runs with have AdwAlertDialog.
bool bench_adw_alert_dialog_is_available(void);

/// A libadwaita window (AdwWindow) named `name`, not yet shown: the parent AdwAlertDialog
/// needs to show inside the window rather than as a window of its own.
void *bench_adw_window_new(const char *name);

/// Presents an AdwAlertDialog over `parent` ("Cancel" default and close response, destructive
/// "Delete"); NULL when unavailable. The dialog's host owns it; it is gone once closed.
void *bench_adw_alert_dialog_present(void *parent, const char *title, const char *message);

/// Whether the presented dialog is on screen in full: the dialog mapped and laid out, and its
/// sheet and the dim behind it mapped at full opacity. Remembers the dim (weakly) for
/// `bench_adw_alert_dialog_parent_is_clear`.
bool bench_adw_alert_dialog_is_shown(void *dialog);

/// Closes the dialog at once (adw_dialog_force_close: no close-attempt, no animation).
void bench_adw_alert_dialog_close(void *dialog);

/// Closes the dialog as a user's Escape would (adw_dialog_close: its close animation runs when
/// animations are on).
void bench_adw_alert_dialog_close_animated(void *dialog);

/// Whether nothing of the last shown dialog is left in its parent: its dim is gone or unmapped.
bool bench_adw_alert_dialog_parent_is_clear(void);

// MARK: GtkAlertDialog (GTK 4.10 and later)

/// Whether this build and the GTK it runs with have GtkAlertDialog.
bool bench_gtk_alert_dialog_is_available(void);

/// Shows a modal GtkAlertDialog over `parent` with gtk_alert_dialog_choose ("Cancel" is the
/// cancel and default button, then "Delete"), and names the window GTK made for it
/// `window_name`. Returns the GtkAlertDialog (a reference of the caller's), or NULL when
/// unavailable.
void *bench_gtk_alert_dialog_present(void *parent, const char *title, const char *message, const char *window_name);

/// The window GTK made for a dialog from `bench_gtk_alert_dialog_present`, or NULL.
void *bench_gtk_alert_dialog_window(void *dialog);

/// Dismisses the dialog by cancelling its choice (GTK then destroys the window) and drops the
/// caller's reference.
void bench_gtk_alert_dialog_dismiss(void *dialog);

// MARK: Frames

/// What a window's frame clock painted, recorded from `bench_frame_log_start` on.
typedef struct BenchFrameLog BenchFrameLog;

/// Starts recording the end of every frame (`after-paint`) of the frame clock of `widget`'s
/// window (a GtkWidget); NULL when the widget has no frame clock (not realized).
BenchFrameLog *bench_frame_log_start(void *widget);

/// Frames recorded so far.
int bench_frame_log_count(const BenchFrameLog *log);

/// When frame `index` (from 0) ended, in microseconds of g_get_monotonic_time().
long long bench_frame_log_end(const BenchFrameLog *log, int index);

/// The refresh interval the frame clock paces its frames at, in microseconds
/// (gdk_frame_clock_get_refresh_info; GDK's default of 60 Hz when the display tells none).
long long bench_frame_log_refresh_interval(const BenchFrameLog *log);

/// Stops recording and frees the log (NULL is allowed).
void bench_frame_log_free(BenchFrameLog *log);

/// Puts a one-pixel widget that counts its own snapshots next to the button labelled
/// `button_label` in `window` (a GtkWindow); false when there is no such button. GTK snapshots
/// a widget only when its render node was invalidated: the count tells whether the content's
/// nodes were rebuilt or reused.
bool bench_snapshot_probe_attach(void *window, const char *button_label);

/// How many times any probe has been snapshotted in this process.
long long bench_snapshot_probe_count(void);

// MARK: Instruction counts

/// Opens a hardware counter of the user-space instructions the calling thread retires
/// (perf_event_open, PERF_COUNT_HW_INSTRUCTIONS, kernel and hypervisor excluded). Returns the
/// file descriptor, or minus the errno when the machine or the kernel does not allow it.
int bench_instruction_counter_open(void);

/// The counter's value, or -1 when it cannot be read.
long long bench_instruction_counter_read(int counter);

/// Whether this build can talk to Callgrind (Valgrind's headers were there when it was built).
bool bench_callgrind_is_built_in(void);

/// Whether the process runs under Valgrind.
bool bench_is_running_on_valgrind(void);

/// Zeroes Callgrind's counts and switches collection on for the calling thread.
void bench_callgrind_start(void);

/// Switches collection off and writes the counts collected since the start to a dump labelled
/// `label` (Callgrind's own file, which the orchestrating process reads).
void bench_callgrind_stop(const char *label);

// MARK: Memory

/// Bytes malloc has handed out and not had back (mallinfo2: small blocks plus mmapped ones).
long long bench_heap_in_use_bytes(void);

/// Prints glibc's per-arena malloc statistics to stderr (malloc_stats).
void bench_print_malloc_stats(void);

#endif
