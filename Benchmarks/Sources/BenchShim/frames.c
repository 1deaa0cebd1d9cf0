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

// MARK: Snapshot probe

// A one-pixel widget in the parent's content that counts its own snapshots. GTK snapshots a
// widget again only when its render node was invalidated, so a probe that is not snapshotted
// during a fade shows that the content's nodes were reused, not rebuilt, whatever the renderer
// then redraws from them.
#define BENCH_TYPE_SNAPSHOT_PROBE (bench_snapshot_probe_get_type())
G_DECLARE_FINAL_TYPE(BenchSnapshotProbe, bench_snapshot_probe, BENCH, SNAPSHOT_PROBE, GtkWidget)

struct _BenchSnapshotProbe {
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE(BenchSnapshotProbe, bench_snapshot_probe, GTK_TYPE_WIDGET)

static long long probe_snapshots;

static void bench_snapshot_probe_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
  (void)widget;
  probe_snapshots++;
  GdkRGBA colour = {0.5f, 0.5f, 0.5f, 1.0f};
  gtk_snapshot_append_color(snapshot, &colour, &GRAPHENE_RECT_INIT(0, 0, 1, 1));
}

static void bench_snapshot_probe_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                         int *natural, int *minimum_baseline, int *natural_baseline) {
  (void)widget;
  (void)orientation;
  (void)for_size;
  *minimum = *natural = 1;
  *minimum_baseline = *natural_baseline = -1;
}

static void bench_snapshot_probe_class_init(BenchSnapshotProbeClass *klass) {
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  widget_class->snapshot = bench_snapshot_probe_snapshot;
  widget_class->measure = bench_snapshot_probe_measure;
}

static void bench_snapshot_probe_init(BenchSnapshotProbe *self) { (void)self; }

static GtkWidget *find_button_labelled(GtkWidget *widget, const char *label) {
  if (GTK_IS_BUTTON(widget)) {
    const char *text = gtk_button_get_label(GTK_BUTTON(widget));
    if (text != NULL && g_str_equal(text, label)) return widget;
  }
  for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
       child = gtk_widget_get_next_sibling(child)) {
    GtkWidget *found = find_button_labelled(child, label);
    if (found != NULL) return found;
  }
  return NULL;
}

bool bench_snapshot_probe_attach(void *window, const char *button_label) {
  GtkWidget *button = find_button_labelled(GTK_WIDGET(window), button_label);
  if (button == NULL) return false;
  GtkWidget *probe = g_object_new(BENCH_TYPE_SNAPSHOT_PROBE, NULL);
  gtk_widget_insert_after(probe, gtk_widget_get_parent(button), button);
  return true;
}

long long bench_snapshot_probe_count(void) { return probe_snapshots; }
