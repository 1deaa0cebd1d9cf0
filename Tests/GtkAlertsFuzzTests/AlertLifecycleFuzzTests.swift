import Foundation
import XCTest

@testable import GtkAlertsFuzzing

/// A stateful fuzzer of what happens around alerts: random sequences of presenting (both
/// presentations, every content kind, with completions and awaited), answering (buttons,
/// Escape, Enter, `dismiss()`, cancelled tasks, state hosts), and of what the app and the user
/// do meanwhile (hiding, destroying and resizing parents, closing them from an answer's action
/// or its caller's completion, two parents, toggling animations, dark style and right-to-left,
/// destroying an alert's own window, presenting from completions and from inside an alert), with
/// GTK's default animations on and fades left running.
///
/// After every step it checks what must always hold (see `LifecycleSequence+Invariants.swift`):
/// each caller gets exactly one response, and the right one; no alert outlives its parent;
/// nothing stays blocked; no dim is left without an alert; what an ended alert created is freed;
/// the card stays inside its parent. GTK criticals end the child process the sequences run in
/// (`alert-fuzz-child lifecycle`, `G_DEBUG=fatal-criticals`, Swift's backtracer off, as for
/// `AlertFuzzTests`); the parent
/// attributes the crash to the step the child announced last and goes on in a new child.
///
/// Reproducing: the seed is printed. `LIFECYCLE_FUZZ_SEED` replays a run,
/// `LIFECYCLE_FUZZ_ONLY=<n,…>` runs only those sequences (each is generated from the seed and
/// its number alone), `LIFECYCLE_FUZZ_SKIP_STEPS=<k,…>` leaves steps out and
/// `LIFECYCLE_FUZZ_KEEP_STEPS=<k,…>` runs only those (to minimise a failing sequence), and
/// `LIFECYCLE_FUZZ_TRACE=1` logs each step, what it acted on and every alert's state after it.
/// `LIFECYCLE_FUZZ_SEQUENCES`, `LIFECYCLE_FUZZ_STEPS` and `LIFECYCLE_FUZZ_LONG=1` (10,000
/// sequences) set the counts; `LIFECYCLE_FUZZ_IGNORE=<invariant,…>` leaves invariants out;
/// `LIFECYCLE_FUZZ_ANIMATIONS=0` starts sequences with animations off. Run it with
/// `meson-helpers/lifecycle-fuzz` (Xvfb); `meson-helpers/test` leaves the fuzz target out.
final class AlertLifecycleFuzzTests: XCTestCase {
    /// The main run, supervised: children run the sequences; crashes are attributed to steps.
    @MainActor func testRandomLifecycleSequencesKeepTheInvariants() async throws {
        let seed = LifecycleFuzzEnvironment.seed
        print("AlertLifecycleFuzzTests: seed \(seed) (LIFECYCLE_FUZZ_SEED=\(seed) reproduces this run)")
        var from = 0
        var failures: [LifecycleFuzzFailure] = []
        var summary: [String] = []
        var children = 0
        var sequencesRun = Set<Int>()
        let clock = ContinuousClock()
        let started = clock.now
        while true {
            let budget = LifecycleFuzzEnvironment.maximumFailures - Set(failures.map(\.sequence)).count
            let run = try XCTUnwrap(
                ChildTestProcess.run(
                    mode: FuzzChild.Mode.lifecycle.rawValue,
                    prefix: LifecycleFuzzEnvironment.prefix,
                    markerKind: "STEP",
                    environment: [
                        "LIFECYCLE_FUZZ_FROM": "\(from)", "LIFECYCLE_FUZZ_MAX_FAILURES": "\(budget)",
                    ]),
                "could not start the child process")
            children += 1
            for line in run.protocolLines("TRACE") { print("AlertLifecycleFuzzTests: \(line)") }
            failures += run.protocolLines("FAIL").compactMap(LifecycleFuzzFailure.init(protocolLine:))
            sequencesRun.formUnion(
                run.protocolLines("STEP").compactMap { $0.split(separator: " ").first.flatMap { Int($0) } })
            summary += run.protocolLines("SUMMARY")
            if run.completed { break }
            guard let last = run.protocolLines("STEP").last.map({ $0.split(separator: " ", maxSplits: 2) }),
                last.count >= 2, let sequence = Int(last[0]), let step = Int(last[1])
            else {
                XCTFail("the child ended before its first step: \(run.crashMessage)")
                break
            }
            failures.append(LifecycleFuzzFailure(crashIn: sequence, step: step, message: run.crashMessage))
            if Set(failures.map(\.sequence)).count >= LifecycleFuzzEnvironment.maximumFailures {
                XCTFail("giving up after \(LifecycleFuzzEnvironment.maximumFailures) failing sequences")
                break
            }
            from = sequence + 1
        }
        for line in summary { print("AlertLifecycleFuzzTests: \(line)") }
        if Set(failures.map(\.sequence)).count >= LifecycleFuzzEnvironment.maximumFailures {
            print(
                "AlertLifecycleFuzzTests: stopped after \(LifecycleFuzzEnvironment.maximumFailures) failing sequences (LIFECYCLE_FUZZ_MAX_FAILURES)"
            )
        }
        report(failures, seed: seed)
        let elapsed = clock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print(
            String(
                format:
                    "AlertLifecycleFuzzTests: %d sequences of %d steps in %.1f s (%.0f ms a sequence, child start-ups included), %d failing, %d child processes",
                sequencesRun.count, LifecycleFuzzEnvironment.stepCount, seconds,
                1000 * seconds / Double(max(1, sequencesRun.count)),
                Set(failures.map(\.sequence)).count, children))
    }

    /// Groups failures by invariant and step kind; fails once per group, with a replay command
    /// and the steps up to the first failure.
    @MainActor private func report(_ failures: [LifecycleFuzzFailure], seed: UInt64) {
        let steps = LifecycleFuzzEnvironment.stepCount
        var classes: [String: [LifecycleFuzzFailure]] = [:]
        var order: [String] = []
        for failure in failures {
            let generated = LifecycleStep.sequence(failure.sequence, seed: seed, length: steps)
            let kind = failure.step < generated.count ? generated[failure.step].kind : "end"
            // A crash mostly comes from a deferred teardown (a fade's end), not from the step
            // that was running: its message is what tells crashes apart.
            let key = failure.invariant == "crash" ? "crash: \(failure.message)" : "\(failure.invariant) after \(kind)"
            if classes[key] == nil { order.append(key) }
            classes[key, default: []].append(failure)
        }
        for key in order {
            let members = classes[key]!
            let first = members[0]
            // The settings that change what a sequence does go into the replay too.
            let settings = [
                "LIFECYCLE_FUZZ_STEPS", "LIFECYCLE_FUZZ_IGNORE", "LIFECYCLE_FUZZ_ANIMATIONS", "GSK_RENDERER",
            ]
            .compactMap { name in ProcessInfo.processInfo.environment[name].map { "\(name)=\($0) " } }.joined()
            let replay = """
                \(settings)LIFECYCLE_FUZZ_SEED=\(seed) LIFECYCLE_FUZZ_ONLY=\(first.sequence) LIFECYCLE_FUZZ_TRACE=1 \
                meson-helpers/lifecycle-fuzz\(ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil ? " --asan" : "")
                """
            let sequences = Set(members.map(\.sequence)).sorted()
            XCTFail(
                """
                \(key): \(sequences.count) sequence(s) \(sequences.prefix(12).map(String.init).joined(separator: ","))\
                \(sequences.count > 12 ? ",…" : ""); first: sequence \(first.sequence), step \(first.step): \(first.message). \
                Replay: \(replay)
                """)
            let generated = LifecycleStep.sequence(first.sequence, seed: seed, length: steps)
            print("AlertLifecycleFuzzTests: sequence \(first.sequence), steps up to \(first.step):")
            for (index, step) in generated.enumerated() where index <= first.step {
                print("AlertLifecycleFuzzTests:   \(index): \(step)")
            }
        }
    }
}
