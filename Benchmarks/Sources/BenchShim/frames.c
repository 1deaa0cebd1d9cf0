// The parent window's frames, as its GdkFrameClock reports them: the smoothness pass records
// when each frame ended, in C, so that recording costs the frame next to nothing.
#include "BenchShim.h"

#include <adwaita.h>

struct BenchFrameLog {
  GdkFrameClock *clock;  // a reference of the log's own
  gulong handler;
  GArray *ends;  // gint64, g_get_monotonic_time() at each after-paint
};

static void after_paint(GdkFrameClock *clock, BenchFrameLog *log) {
  (void)clock;
  gint64 now = g_get_monotonic_time();
  g_array_append_val(log->ends, now);
}

BenchFrameLog *bench_frame_log_start(void *widget) {
  GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(widget));
  if (clock == NULL) return NULL;
  BenchFrameLog *log = g_new0(BenchFrameLog, 1);
  log->clock = g_object_ref(clock);
  log->ends = g_array_new(FALSE, FALSE, sizeof(gint64));
  log->handler = g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), log);
  return log;
}

int bench_frame_log_count(const BenchFrameLog *log) { return (int)log->ends->len; }

long long bench_frame_log_end(const BenchFrameLog *log, int index) {
  return g_array_index(log->ends, gint64, index);
}

long long bench_frame_log_refresh_interval(const BenchFrameLog *log) {
  gint64 refresh = 0;
  gint64 presentation = 0;
  gdk_frame_clock_get_refresh_info(log->clock, g_get_monotonic_time(), &refresh, &presentation);
  return refresh;
}

void bench_frame_log_free(BenchFrameLog *log) {
  if (log == NULL) return;
  g_signal_handler_disconnect(log->clock, log->handler);
  g_object_unref(log->clock);
  g_array_free(log->ends, TRUE);
  g_free(log);
}
