import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

/// Ours by the hundred (`--many`), in this process.
///
/// A thousand alerts queued on one window and answered one by one, then a hundred windows with
/// an alert each: the time per alert and the heap, which must not grow with the count.
@MainActor
struct ManyAlerts {
    static let queuedCount = 1000
    static let windowCount = 100
    /// Rounds of alerts over the same windows after the timed one.
    static let furtherRounds = 3
    /// Later alerts at most this many times as slow as the first ones.
    nonisolated static let timeGrowthLimit = 1.25

    let options: Options

    /// Runs both measurements and prints them with their goal checks.
    ///
    /// - Returns: the exit status: 1 when a frame never came, 3 with `--check` and a failed goal.
    func run() -> Int32 {
        do {
            try Toolkit.initialize()
        } catch {
            printError("alert-bench: \(error.description)")
            return 1
        }
        Display.default?.settings.animationsEnabled = false
        guard let queue = measureQueue(), let windows = measureWindows() else {
            printError("alert-bench: --many: a frame never came")
            return 1
        }
        let checks = queue.checks + windows.checks
        for line in queue.lines + windows.lines + ["", "Goal checks:"] + checks.map({ "  " + $0.line }) {
            print(line)
        }
        return options.check && checks.contains { $0.passed == false } ? 3 : 0
    }

    /// Times per alert and heap readings, in groups.
    struct Series {
        let name: String
        /// Milliseconds per alert, in order.
        let times: [Double]
        /// Heap in use, kB: before the first group and after each.
        let heap: [Int]
        let groupSize: Int
        /// For alerts all left up until the end: the heap once they were all answered, after the
        /// first round and after each further round over the same windows.
        var afterAnswers: [Int] = []

        var lines: [String] {
            var lines = ["", "\(name): median ms per alert and heap in use after each group of \(groupSize):"]
            for (index, group) in stride(from: 0, to: times.count, by: groupSize).enumerated() {
                let slice = Array(times[group..<min(times.count, group + groupSize)])
                let heapText = index + 1 < heap.count ? "\(heap[index + 1]) kB" : "n/a"
                lines.append(
                    "  \(group + 1)–\(group + slice.count): \(Format.fixed(Statistics.median(slice), 2)) ms, heap \(heapText)"
                )
            }
            if let answered = afterAnswers.first, let start = heap.first {
                let rounds = afterAnswers.dropFirst().map { "\($0) kB" }.joined(separator: ", ")
                lines.append(
                    "  all answered: heap \(answered) kB (\(answered - start) kB kept by the open windows); "
                        + "after each further round: \(rounds)")
            }
            return lines
        }

        var checks: [Report.Check] {
            let first = Statistics.median(Array(times.prefix(groupSize)))
            let last = Statistics.median(Array(times.suffix(groupSize)))
            let timeCheck = Report.Check(
                passed: last <= ManyAlerts.timeGrowthLimit * first,
                text: "\(name): the last \(groupSize)'s median time ≤ \(Format.fixed(ManyAlerts.timeGrowthLimit, 2)) × "
                    + "the first \(groupSize)'s: \(Format.fixed(last, 2)) / \(Format.fixed(first, 2)) ms")
            guard afterAnswers.count > 1, heap.count > 2, let end = heap.last else {
                return [timeCheck] + heldChecks
            }
            // Every alert stays up: each group adds its alerts; the last group may add no more
            // than the first, and answering them all gives the memory back.
            let firstGroup = heap[1] - heap[0]
            let lastGroup = end - heap[heap.count - 2]
            let lastRound = afterAnswers[afterAnswers.count - 1] - afterAnswers[afterAnswers.count - 2]
            return [
                timeCheck,
                Report.Check(
                    passed: lastGroup <= firstGroup + Report.heapGrowthLimitKB,
                    text: "\(name): heap added by the last \(groupSize) alerts ≤ by the first \(groupSize) + "
                        + "\(Report.heapGrowthLimitKB) kB: \(lastGroup) / \(firstGroup) kB"),
                // What a window keeps after its first alert (its layers, the renderer's buffers
                // for them) is the window's while it is open; alerts may add nothing to it.
                Report.Check(
                    passed: lastRound < Report.heapGrowthLimitKB,
                    text: "\(name): heap after the last round over the same windows minus after the one before "
                        + "< \(Report.heapGrowthLimitKB) kB: \(lastRound) kB"),
            ]
        }

        /// For alerts answered as they go: the heap after the last group minus after the first.
        private var heldChecks: [Report.Check] {
            let growth = (heap.last ?? 0) - (heap.dropFirst().first ?? 0)
            return [
                Report.Check(
                    passed: growth < Report.heapGrowthLimitKB,
                    text: "\(name): heap after the last group minus after the first < \(Report.heapGrowthLimitKB) kB: "
                        + "\(growth) kB")
            ]
        }
    }

    /// All alerts presented over one window at once, so all but one wait in its queue; each
    /// answered with Escape's action, timed to the parent's first paint showing the next.
    private func measureQueue() -> Series? {
        let parent = ParentWindow(.light)
        guard parent.show(timeoutMilliseconds: 10_000) else { return nil }
        Pump.settle(milliseconds: 200)
        let handles = (1...Self.queuedCount).map { number in
            Self.alert(number, of: Self.queuedCount).present(over: parent.anchor) { _ in }
        }
        guard Pump.run(until: { handles[0].isOnScreen }, timeoutMilliseconds: 5000) else { return nil }
        var times: [Double] = []
        var heap = [settledHeap()]
        for (index, handle) in handles.enumerated() {
            let next = index + 1 < handles.count ? handles[index + 1] : nil
            let paint = PaintWatch(parent.window, isDone: { next.map(Self.isShown) ?? true })
            let start = Pump.now
            handle.cancel()
            if next == nil { parent.window.queueDraw() }
            guard let painted = paint?.wait(timeoutMilliseconds: options.frameTimeoutMilliseconds) else { return nil }
            times.append(painted - start)
            if (index + 1) % 100 == 0 { heap.append(settledHeap()) }
        }
        parent.window.destroy()
        return Series(name: "\(Self.queuedCount) alerts queued on one window", times: times, heap: heap, groupSize: 100)
    }

    /// A hundred windows with an alert each, all left up, then all answered.
    ///
    /// The windows open first; then an alert is presented over each in turn, each timed to its
    /// window's first paint showing it. The heap is read from the open windows on, so it
    /// counts the alerts, not the windows, and must come back once they are answered.
    private func measureWindows() -> Series? {
        var parents: [ParentWindow] = []
        for _ in 1...Self.windowCount {
            let parent = ParentWindow(.light, width: 480, height: 360)
            guard parent.show(timeoutMilliseconds: 10_000) else { return nil }
            parents.append(parent)
        }
        var handles: [AlertHandle] = []
        var times: [Double] = []
        var heap = [settledHeap()]
        for (index, parent) in parents.enumerated() {
            let window = parent.window
            let paint = PaintWatch(window, isDone: { Alert.presented(over: window).contains(where: Self.isShown) })
            let start = Pump.now
            let handle = Self.alert(index + 1, of: Self.windowCount).present(over: parent.anchor) { _ in }
            guard let painted = paint?.wait(timeoutMilliseconds: options.frameTimeoutMilliseconds) else { return nil }
            times.append(painted - start)
            handles.append(handle)
            if (index + 1) % 10 == 0 { heap.append(settledHeap()) }
        }
        for handle in handles { handle.cancel() }
        var answered = [settledHeap()]
        // The same again: what stays must be the windows' (their layers, the renderer's caches,
        // which settle over a round or two), not the alerts'.
        for _ in 1...Self.furtherRounds {
            let again = parents.enumerated().map { index, parent in
                Self.alert(index + 1, of: Self.windowCount).present(over: parent.anchor) { _ in }
            }
            guard Pump.run(until: { again.allSatisfy(Self.isShown) }, timeoutMilliseconds: 10_000) else { return nil }
            for handle in again { handle.cancel() }
            answered.append(settledHeap())
        }
        for parent in parents { parent.window.destroy() }
        return Series(
            name: "\(Self.windowCount) windows with an alert each", times: times, heap: heap, groupSize: 10,
            afterAnswers: answered)
    }

    private static func alert(_ number: Int, of count: Int) -> Alert {
        Alert(title: AlertText("Alert \(number) of \(count)"), message: AlertText(Wording.message)) {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Delete", role: .destructive)
        }.presentation(.inWindow)
    }

    private static func isShown(_ handle: AlertHandle) -> Bool {
        (handle.card?.allocatedWidth ?? 0) > 1
    }

    /// The heap in use once the loop is quiet and faded cards have left.
    private func settledHeap() -> Int {
        Pump.settle(milliseconds: InProcessBenchmark.memorySettleMilliseconds)
        return ResidentMemory.heapInUseKilobytes()
    }
}
