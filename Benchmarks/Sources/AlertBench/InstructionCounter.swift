import BenchShim
import Glibc

/// Counts the user-space instructions the main thread spends on one present or one dismissal.
///
/// Instructions, unlike milliseconds, hardly move when other work shares the machine. Only the
/// main thread is counted (where GTK handles the call, lays out, snapshots and hands the frame
/// to the renderer); the GL driver's worker threads (llvmpipe's, under Xvfb) are not.
@MainActor
final class InstructionCounter {
    /// What this process counts with.
    enum Mode {
        /// The CPU's counter: a perf_event_open file descriptor.
        case perf(Int32)
        /// Callgrind's per-thread collection, switched on and off by client requests; the
        /// counts go to Callgrind's dump files, which the orchestrating process reads.
        case callgrind
        /// Nothing to count with; the reason is for people.
        case unavailable(String)
    }

    let mode: Mode
    private var startValue: Int64 = 0

    init(_ source: InstructionSource) {
        switch source {
        case .off:
            mode = .unavailable("not asked for (--instructions off)")
        case .callgrind:
            if !bench_callgrind_is_built_in() {
                mode = .unavailable("built without Valgrind's headers (valgrind/callgrind.h)")
            } else if !bench_is_running_on_valgrind() {
                mode = .unavailable("not running under Callgrind")
            } else {
                mode = .callgrind
            }
        case .perf:
            let counter = bench_instruction_counter_open()
            if counter >= 0 {
                mode = .perf(counter)
            } else {
                let name = String(cString: strerror(-counter))
                mode = .unavailable(
                    "the CPU's instruction counter is not available here (perf_event_open: \(name)); "
                        + "--instructions callgrind counts under Valgrind instead")
            }
        }
    }

    /// What the counts are, for the table's header.
    var description: String {
        switch mode {
        case .perf: "perf_event_open, user space, main thread"
        case .callgrind: "Callgrind, main thread"
        case .unavailable(let reason): "n/a: \(reason)"
        }
    }

    /// Starts counting.
    func start() {
        switch mode {
        case .perf(let counter): startValue = Int64(bench_instruction_counter_read(counter))
        case .callgrind: bench_callgrind_start()
        case .unavailable: break
        }
    }

    /// Stops counting.
    ///
    /// - Returns: the instructions since `start()` (with the CPU's counter); nil under
    ///   Callgrind, which writes them to a dump labelled `label` instead, and when unavailable.
    func stop(_ label: String) -> Int64? {
        switch mode {
        case .perf(let counter):
            let value = Int64(bench_instruction_counter_read(counter))
            return value >= 0 ? value - startValue : nil
        case .callgrind:
            bench_callgrind_stop(label)
            return nil
        case .unavailable:
            return nil
        }
    }
}

/// Where instruction counts come from.
enum InstructionSource: String, Sendable {
    /// The CPU's counter, through perf_event_open; "n/a" where the machine has none.
    case perf
    /// Callgrind: a second, slower child process under `valgrind --tool=callgrind` counts a
    /// few runs.
    case callgrind
    /// Not counted.
    case off
}
