import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

/// The child's side: runs sequences from a number on, reporting each step before it runs.
@MainActor
enum LifecycleFuzzRun {
    /// Where the child's time goes, by step kind.
    static var timing = LifecycleFuzzTiming()
    /// How often each rarely met situation came about, by name: evidence that the steps
    /// meant to reach it do.
    static var reached: [String: Int] = [:]

    nonisolated static func report(_ kind: String, _ text: String) {
        ChildTestProcess.report(prefix: LifecycleFuzzEnvironment.prefix, kind, text)
    }

    static func run(from: Int) async {
        TestDisplay.start()
        await warmUp()
        let seed = LifecycleFuzzEnvironment.seed
        let clock = ContinuousClock()
        let started = clock.now
        var sequences = 0
        var steps = 0
        var failing = 0
        for number in from..<LifecycleFuzzEnvironment.sequenceCount where LifecycleFuzzEnvironment.shouldRun(number) {
            let sequence = LifecycleSequence(
                number: number,
                steps: LifecycleStep.sequence(number, seed: seed, length: LifecycleFuzzEnvironment.stepCount))
            await sequence.run()
            sequences += 1
            steps += sequence.stepsRun
            if !sequence.failures.isEmpty {
                failing += 1
                if failing >= LifecycleFuzzEnvironment.maximumFailures { break }
            }
        }
        let elapsed = clock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        report(
            "SUMMARY",
            String(
                format: "%d sequences (%d steps) from %d on in %.1f s: %.0f ms a sequence, %.1f ms a step; %d failed",
                sequences, steps, from, seconds, 1000 * seconds / Double(max(1, sequences)),
                1000 * seconds / Double(max(1, steps)), failing))
        report("SUMMARY", "time by step kind: \(timing.summary)")
        let situations = reached.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)×" }
        report("SUMMARY", "reached: \(situations.joined(separator: ", "))")
    }

    /// The first alert on a display installs the stylesheet for good: do it before counting.
    private static func warmUp() async {
        let window = Window()
        window.present()
        Alert(title: "Warm-up", message: nil).presentation(.inWindow).present(over: window) { _ in }.dismiss()
        await TestDisplay.settle(milliseconds: 20)
        window.destroy()
        await TestDisplay.settle(milliseconds: 20)
    }
}
