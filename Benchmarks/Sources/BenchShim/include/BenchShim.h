// What the benchmark's Swift code cannot call itself: GtkMessageDialog's constructor and its
// secondary text are variadic (printf-style), and glibc's malloc.h is not in Swift's Glibc. Pointers are untyped here so this header does
// not pull GTK into a second Clang module; they are GtkWindow/GtkWidget pointers.
#ifndef BENCH_SHIM_H
#define BENCH_SHIM_H

/// A modal GtkMessageDialog (destroyed with its parent) transient for `parent`, showing `title`
/// and `message` literally, with a "Cancel" and a "Delete" button. Not yet shown. Returns the
/// GtkWidget; GTK's window list owns it until gtk_window_destroy.
void *bench_message_dialog_new(void *parent, const char *title, const char *message);

/// Bytes malloc has handed out and not had back (mallinfo2: small blocks plus mmapped ones).
long long bench_heap_in_use_bytes(void);

/// Prints glibc's per-arena malloc statistics to stderr (malloc_stats).
void bench_print_malloc_stats(void);

#endif
