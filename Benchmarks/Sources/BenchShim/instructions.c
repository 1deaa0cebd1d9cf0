// Instruction counts, which stay stable on a machine shared with other work where milliseconds
// do not: from the CPU's counter through perf_event_open when the machine exposes one, else
// from Callgrind when the process runs under it.
#include "BenchShim.h"

#include <errno.h>
#include <linux/perf_event.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define BENCH_HAS_CALLGRIND 1
#else
#define BENCH_HAS_CALLGRIND 0
#endif

int bench_instruction_counter_open(void) {
  struct perf_event_attr attributes;
  memset(&attributes, 0, sizeof attributes);
  attributes.size = sizeof attributes;
  attributes.type = PERF_TYPE_HARDWARE;
  attributes.config = PERF_COUNT_HW_INSTRUCTIONS;
  // User space only: with perf_event_paranoid at 2 that is all an unprivileged process may
  // count, and the kernel's share (X11 sockets, GL buffers) is not ours to tune anyway.
  attributes.exclude_kernel = 1;
  attributes.exclude_hv = 1;
  // This thread (the main thread, where GTK lays out and records the frame), on any CPU; the
  // GL driver's worker threads are not counted.
  long counter = syscall(SYS_perf_event_open, &attributes, 0, -1, -1, PERF_FLAG_FD_CLOEXEC);
  return counter < 0 ? -errno : (int)counter;
}

long long bench_instruction_counter_read(int counter) {
  long long value = 0;
  return read(counter, &value, sizeof value) == (ssize_t)sizeof value ? value : -1;
}

bool bench_callgrind_is_built_in(void) { return BENCH_HAS_CALLGRIND; }

bool bench_is_running_on_valgrind(void) {
#if BENCH_HAS_CALLGRIND
  return RUNNING_ON_VALGRIND != 0;
#else
  return false;
#endif
}

#if BENCH_HAS_CALLGRIND
// Whether collection is on, so a start with no stop (a frame that never came) is not toggled
// off by the next start.
static bool collecting = false;
#endif

void bench_callgrind_start(void) {
#if BENCH_HAS_CALLGRIND
  CALLGRIND_ZERO_STATS;
  if (!collecting) CALLGRIND_TOGGLE_COLLECT;
  collecting = true;
#endif
}

void bench_callgrind_stop(const char *label) {
#if BENCH_HAS_CALLGRIND
  if (collecting) CALLGRIND_TOGGLE_COLLECT;
  collecting = false;
  CALLGRIND_DUMP_STATS_AT(label);
#else
  (void)label;
#endif
}
