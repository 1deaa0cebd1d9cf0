import BenchShim
import Glibc

/// This process's resident memory.
enum ResidentMemory {
    /// VmRSS in kB, from the second field of /proc/self/statm (resident pages).
    static func kilobytes() -> Int {
        guard let fields = Environment.procFile("/proc/self/statm", limit: 256)?.split(separator: " "),
            fields.count > 1, let pages = Int(fields[1])
        else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    /// With ALERT_BENCH_MEMORY_DETAIL set, prints where the resident memory is (glibc's
    /// per-arena statistics and /proc/self/smaps_rollup) to stderr, to tell memory the
    /// allocator kept from mappings (GL buffers, shared memory) when RSS grows.
    static func printDetailIfAsked(_ moment: String) {
        guard Environment.value("ALERT_BENCH_MEMORY_DETAIL") != nil else { return }
        printError("alert-bench: memory \(moment): heap in use \(heapInUseKilobytes()) kB")
        bench_print_malloc_stats()
        if let rollup = Environment.procFile("/proc/self/smaps_rollup", limit: 4096) { printError(rollup) }
    }

    /// Bytes malloc has handed out and not had back (small blocks and mmapped ones), in kB.
    static func heapInUseKilobytes() -> Int {
        Int(bench_heap_in_use_bytes() / 1024)
    }
}
