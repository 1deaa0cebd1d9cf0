import Glibc

/// The table, the JSON lines and the goal checks.
struct Report {
    let measurements: [Measurement]
    let failures: [(ImplementationKind, ParentKind, String)]
    let options: Options
    /// Extra lines for the header (the machine's load while measuring).
    var notes: [String] = []

    func measurement(_ implementation: ImplementationKind, _ parent: ParentKind) -> Measurement? {
        measurements.first { $0.implementation == implementation && $0.parent == parent }
    }

    // MARK: Header

    /// Where and how the numbers were taken.
    var header: [String] {
        guard let first = measurements.first else { return [] }
        let environment = first.environment
        var lines: [String] = []
        let display: String
        if let description = Environment.value("ALERT_BENCH_DISPLAY_DESCRIPTION") {
            display = "\(description), GDK backend \(environment.backend)"
        } else {
            display = "GDK backend \(environment.backend), display \(environment.display)"
        }
        lines.append("Display: \(display).")
        if environment.backend == "x11" {
            lines.append("  (X11, not broadway: broadway with no browser attached paints at most once a second.)")
        }
        lines.append(
            "Renderer \(environment.renderer), GTK \(environment.gtkVersion), libadwaita "
                + "\(measurement(.adwMessageDialog, first.parent)?.environment.adwaitaVersion ?? environment.adwaitaVersion); "
                + "animations off (no fades in our timings; GTK's dialogs have none).")
        let parents = ParentKind.allCases.compactMap { kind -> String? in
            guard let sample = measurements.first(where: { $0.parent == kind }) else { return nil }
            let size = "\(sample.environment.parentWidth)×\(sample.environment.parentHeight)"
            return "\(kind.rawValue) \(sample.environment.parentWidgets) widgets at \(size)"
        }
        lines.append("Parents: \(parents.joined(separator: ", ")). Each row is a fresh process.")
        lines.append(
            "present/dismiss: median and p90 of \(options.runs) timed runs each; "
                + "rss growth: after \(first.cycles) present/dismiss cycles minus after the first \(first.warmUpCycles); "
                + "heap growth: the same for malloc's bytes in use (what is still held, not just kept).")
        lines.append(
            "dismiss: every parent is asked for a frame right after the dismissal (GTK's and "
                + "libadwaita's dialogs leave it nothing to repaint, so it would never paint again).")
        return lines + notes
    }

    // MARK: Table

    var table: [String] {
        let columns: [(String, Int, Bool)] = [
            ("impl", 20, false), ("parent", 7, false),
            ("present median", 15, true), ("present p90", 12, true),
            ("dismiss median", 15, true), ("dismiss p90", 12, true),
            ("rss growth", 11, true), ("heap growth", 12, true), ("live objects", 13, true),
            ("timeouts", 9, true),
        ]
        func row(_ cells: [String]) -> String {
            zip(columns, cells).map { column, cell in Format.pad(cell, column.1, right: column.2) }
                .joined(separator: " ")
        }
        var lines = [row(columns.map(\.0))]
        lines.append(String(repeating: "-", count: columns.map(\.1).reduce(columns.count - 1, +)))
        for parent in options.parents {
            for implementation in options.implementations {
                if let result = measurement(implementation, parent) {
                    lines.append(
                        row([
                            implementation.rawValue, parent.rawValue,
                            milliseconds(result.presentMedian), milliseconds(result.presentP90),
                            milliseconds(result.dismissMedian), milliseconds(result.dismissP90),
                            "\(result.rssGrowthKB) kB", "\(result.heapGrowthKB) kB", String(result.liveObjects),
                            String(result.timeouts),
                        ]))
                } else {
                    lines.append(row([implementation.rawValue, parent.rawValue, "failed"]))
                }
            }
        }
        return lines
    }

    private func milliseconds(_ value: Double) -> String { "\(Format.fixed(value, 2)) ms" }

    // MARK: Goals

    struct Check {
        let passed: Bool?  // nil: could not be checked
        let text: String
        var line: String {
            let verdict = passed.map { $0 ? "PASS" : "FAIL" } ?? "N/A "
            return "\(verdict)  \(text)"
        }
    }

    /// The goals, for each of our two presentations over each parent.
    var checks: [Check] {
        var checks: [Check] = []
        for parent in options.parents {
            guard options.implementations.contains(.oursLongText) else { break }
            guard let result = measurement(.oursLongText, parent) else {
                checks.append(Check(passed: nil, text: "ours-long-text over \(parent.rawValue): not measured"))
                continue
            }
            checks.append(
                Check(
                    passed: result.presentMedian <= 250,
                    text: "ours-long-text over \(parent.rawValue): a 100 kB message on screen in ≤ 250 ms: "
                        + "\(ms(result.presentMedian)) (goal ≤ 250)"))
        }
        let ours = options.implementations.filter(\.isOurs)
        for implementation in ours {
            for parent in options.parents {
                let name = "\(implementation.rawValue) over \(parent.rawValue)"
                guard let result = measurement(implementation, parent) else {
                    checks.append(Check(passed: nil, text: "\(name): not measured"))
                    continue
                }
                let reference = measurement(.gtkMessageDialog, parent)
                // Present median against GtkMessageDialog's.
                if let reference {
                    let ratio = result.presentMedian / reference.presentMedian
                    checks.append(
                        Check(
                            passed: result.presentMedian <= reference.presentMedian,
                            text: "\(name): present median ≤ GtkMessageDialog's: "
                                + "\(ms(result.presentMedian)) / \(ms(reference.presentMedian)) = \(Format.fixed(ratio, 2)) (goal ≤ 1.00)"
                        ))
                } else {
                    checks.append(
                        Check(
                            passed: nil,
                            text: "\(name): present median ≤ GtkMessageDialog's: no GtkMessageDialog measurement"))
                }
                // Memory against GtkMessageDialog's, and absolute.
                if let reference {
                    let quarter = Double(reference.rssGrowthKB) / 4
                    let ratio =
                        reference.rssGrowthKB > 0
                        ? Format.fixed(Double(result.rssGrowthKB) / Double(reference.rssGrowthKB), 2) : "n/a"
                    checks.append(
                        Check(
                            passed: Double(result.rssGrowthKB) <= quarter && result.rssGrowthKB < 2048,
                            text: "\(name): rss growth ≤ ¼ of GtkMessageDialog's and < 2048 kB: "
                                + "\(result.rssGrowthKB) kB / \(reference.rssGrowthKB) kB = \(ratio) (goal ≤ 0.25, and \(result.rssGrowthKB) < 2048)"
                        ))
                } else {
                    checks.append(
                        Check(
                            passed: nil,
                            text:
                                "\(name): rss growth \(result.rssGrowthKB) kB (< 2048: \(result.rssGrowthKB < 2048)); no GtkMessageDialog measurement"
                        ))
                }
                checks.append(
                    Check(
                        passed: result.liveObjects == 0,
                        text: "\(name): live objects 0: \(result.liveObjects)"))
            }
            // Heavy against light.
            if let light = measurement(implementation, .light), let heavy = measurement(implementation, .heavy) {
                for (what, heavyValue, lightValue) in [
                    ("present", heavy.presentMedian, light.presentMedian),
                    ("dismiss", heavy.dismissMedian, light.dismissMedian),
                ] {
                    checks.append(
                        Check(
                            passed: heavyValue <= 1.5 * lightValue,
                            text: "\(implementation.rawValue): heavy \(what) median ≤ 1.5 × light: "
                                + "\(ms(heavyValue)) / \(ms(lightValue)) = \(Format.fixed(heavyValue / lightValue, 2)) (goal ≤ 1.50)"
                        ))
                }
            } else if options.parents.count == ParentKind.allCases.count {
                checks.append(
                    Check(passed: nil, text: "\(implementation.rawValue): heavy ≤ 1.5 × light: not both measured"))
            }
        }
        return checks
    }

    private func ms(_ value: Double) -> String { "\(Format.fixed(value, 2)) ms" }
}

/// The process environment and the machine.
enum Environment {
    /// The 1-minute load average and the number of online CPUs, for people.
    static var load: String {
        let file = open("/proc/loadavg", O_RDONLY)
        guard file >= 0 else { return "?" }
        defer { close(file) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        let average =
            count > 0
            ? String(decoding: buffer[0..<count], as: UTF8.self).split(separator: " ").first.map(String.init) : nil
        return "\(average ?? "?") on \(sysconf(Int32(_SC_NPROCESSORS_ONLN))) CPUs"
    }

    static func value(_ name: String) -> String? {
        guard let raw = getenv(name) else { return nil }
        let value = String(cString: raw)
        return value.isEmpty ? nil : value
    }
}
