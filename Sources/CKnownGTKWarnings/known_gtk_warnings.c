#include "CKnownGTKWarnings.h"

#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>

// GTK 4.20 and later, broadway only: the frame clock reports a frame's timings twice with
// different values, about a second after a plain window shows (docs/gtk-bugs/
// frame-timings-broadway.c, no code of ours). GTK's own bug; nothing a test does avoids it.
static gboolean is_frame_timings_on_broadway(const char *domain, const char *message) {
  if (g_strcmp0(domain, "Gdk") != 0 ||
      g_strcmp0(message, "Duplicate call to gdk_frame_timings_submitted() with different values.") != 0)
    return FALSE;
  if (gtk_get_major_version() != 4 || gtk_get_minor_version() < 20) return FALSE;
  GdkDisplay *display = gdk_display_get_default();
  return display != NULL && strcmp(G_OBJECT_TYPE_NAME(display), "GdkBroadwayDisplay") == 0;
}

static gboolean is_known(GLogLevelFlags level, const char *domain, const char *message) {
  if ((level & G_LOG_LEVEL_MASK) != G_LOG_LEVEL_WARNING) return FALSE;
  return is_frame_timings_on_broadway(domain, message);
}

static void note(const char *domain, const char *message) {
  fprintf(stderr, "(known GTK bug, not fatal in the tests) %s-WARNING: %s\n", domain, message);
}

static GLogWriterOutput writer(GLogLevelFlags level, const GLogField *fields, gsize count,
                               gpointer data) {
  (void)data;
  const char *domain = NULL, *message = NULL;
  for (gsize index = 0; index < count; index++) {
    if (fields[index].length >= 0) continue;  // Only NUL-terminated strings are compared.
    if (strcmp(fields[index].key, "GLIB_DOMAIN") == 0) domain = fields[index].value;
    if (strcmp(fields[index].key, "MESSAGE") == 0) message = fields[index].value;
  }
  if (is_known(level, domain, message)) {
    note(domain, message);
    return G_LOG_WRITER_HANDLED;
  }
  return g_log_writer_default(level, fields, count, data);
}

// Messages logged through the older g_log API are made fatal before any writer runs; GLib asks
// this handler whether to abort.
static gboolean fatal_handler(const char *domain, GLogLevelFlags level, const char *message,
                              gpointer data) {
  (void)data;
  if (is_known(level, domain, message)) {
    note(domain, message);
    return FALSE;
  }
  return TRUE;
}

void known_gtk_warnings_install(void) {
  static gboolean installed = FALSE;
  if (installed) return;
  installed = TRUE;
  g_log_set_writer_func(writer, NULL, NULL);
  g_test_log_set_fatal_handler(fatal_handler, NULL);
}
