internal import GtkAlertsToolkit

/// Progress shown in an alert that waits on work: a fraction, or a pulse when unknown.
///
/// Update it from main-actor code while the alert is up; the bar follows.
///
/// ```swift
/// let progress = AlertProgress()
/// let alert = Alert(title: "Copying…") { AlertContent.progress(progress) } buttons: {
///     AlertButton("Cancel", role: .cancel)
/// }
/// try await alert.run(over: window, progress: progress) { progress in
///     for step in 1...10 { try await copy(step); progress.fraction = Double(step) / 10 }
/// }
/// ```
@MainActor
public final class AlertProgress {
    /// The fraction done, 0 to 1; `nil` pulses the bar for work of unknown length.
    public var fraction: Double? {
        didSet { update() }
    }

    /// A line of text under the bar, such as "3 of 10 files".
    public var detail: String? {
        didSet { update() }
    }

    private var bars: [ProgressBar] = []
    private var pulseTimer: ScheduledAction?

    /// Creates progress at `fraction` (`nil`: pulsing).
    public init(fraction: Double? = nil) {
        self.fraction = fraction
    }

    func attach(_ bar: ProgressBar) {
        bars.append(bar)
        update()
    }

    func detach(_ bar: ProgressBar) {
        bars.removeAll { $0 === bar }
        if bars.isEmpty {
            pulseTimer?.cancel()
            pulseTimer = nil
        }
    }

    private func update() {
        for bar in bars {
            if let fraction { bar.fraction = fraction }
            bar.text = detail
        }
        if fraction == nil, !bars.isEmpty, pulseTimer == nil {
            schedulePulse()
        } else if fraction != nil {
            pulseTimer?.cancel()
            pulseTimer = nil
        }
    }

    private func schedulePulse() {
        pulseTimer = MainLoop.schedule(afterMilliseconds: AlertMetrics.pulseIntervalMilliseconds) {
            [weak self] in
            guard let self else { return }
            self.pulseTimer = nil
            guard self.fraction == nil, !self.bars.isEmpty else { return }
            for bar in self.bars { bar.pulse() }
            self.schedulePulse()
        }
    }
}
