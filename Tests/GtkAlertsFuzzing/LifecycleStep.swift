import GtkAlerts

/// One thing that happens around alerts in a lifecycle fuzz sequence.
///
/// Steps are drawn from the seed alone, before the sequence runs, so a printed sequence is the
/// same on every replay. A step that names an alert or a window carries a `pick`: it chooses
/// among the candidates that exist when it runs (and does nothing when there are none).
enum LifecycleStep: CustomStringConvertible, Sendable {
    /// Opens another parent window (at most two are open at once).
    case openParent(withTitlebar: Bool)
    /// `present(over:completion:)` over a parent.
    case present(LifecyclePresentationSpec)
    /// `await present(over:)` in a task.
    case presentAwaiting(LifecyclePresentationSpec)
    /// Cancels an awaiting task.
    case cancelAwaitingTask(pick: Int)
    /// Clicks one of an on-screen alert's buttons.
    case pressButton(pick: Int, button: Int)
    /// A real key press (XTest, on X11) in the window of a window's topmost alert.
    case pressRealKey(pick: Int, key: LifecycleKey)
    /// Escape's action on an on-screen alert.
    case pressEscape(pick: Int)
    /// Enter's action on an on-screen alert.
    case pressEnter(pick: Int)
    /// `dismiss()` on an alert that is up or queued.
    case dismiss(pick: Int)
    /// Sets a parent's `AlertStateHost` to a value (`nil` clears it).
    case setState(window: Int, value: Int?)
    case hideParent(window: Int)
    case showParent(window: Int)
    case destroyParent(window: Int)
    /// `setDefaultSize`, then a frame.
    case resizeParent(window: Int, width: Int, height: Int)
    case toggleAnimations
    case toggleDarkStyle
    case toggleRightToLeft
    /// Destroys a `.window` alert's own window.
    case destroyAlertWindow(pick: Int)
    /// Presents over a window destroyed just before.
    case presentOverDestroyedWindow(LifecyclePresentationSpec)
    /// Clicks the button in an in-window alert's custom content; it presents an alert over itself.
    case pressCustomContentButton(pick: Int)
    /// `update(_:)` on an alert that is up or queued, changing its buttons or its identity.
    case updateAlert(pick: Int, change: LifecycleUpdate)
    /// `setEnabled(_:forButton:)` on a button of an alert that is up or waiting.
    case setButtonEnabled(pick: Int, button: Int, isEnabled: Bool)
    /// Runs an operation under a progress alert (`Alert.run(over:progress:)`) that asks a
    /// question on the same window and waits for the answer ("Replace report.pdf?").
    case runAskingQuestion(window: Int, presentation: AlertPresentation)
    /// Presents an error whose recovery option asks a question over the same window from
    /// inside the error alert's press ("Sign In Again" asks for the password); with
    /// `overAlert`, over the button in an in-window alert's custom content when one is on
    /// screen, so that both the error and its question are asked from inside that alert.
    case presentRecoverableError(window: Int, presentation: AlertPresentation, overAlert: Bool)
    /// `Alert.prepare(over:)` on a parent on screen, as an app readies a window before its first
    /// alert; the window's content and focus stay as they were.
    case prepareParent(window: Int)
    /// Replaces the parent's content behind the library's back, as a window made in C
    /// switches pages with `gtk_window_set_child`.
    case replaceParentContent(window: Int)
    /// Checks or unchecks the "Don't ask again" box of an on-screen alert that has one.
    case toggleSuppression(pick: Int)
    /// Rewrites the "Don't ask again" file behind the store's back, as a second instance of the
    /// app does: remembers one of a few answers, or the answer to a question up or waiting here,
    /// under a key (chosen by `key`), or (`nil`) forgets the key.
    case rewriteSuppressionStore(key: Int, answer: Int?)
    /// Waits for one frame of a parent.
    case waitForFrame(window: Int)
    /// Lets fades finish, then checks what needs a quiet moment (leaks, dims, bounds).
    case settle

    var description: String {
        switch self {
        case .openParent(let titlebar): "openParent(titlebar: \(titlebar))"
        case .present(let spec): "present(\(spec))"
        case .presentAwaiting(let spec): "presentAwaiting(\(spec))"
        case .cancelAwaitingTask(let pick): "cancelAwaitingTask(pick: \(pick))"
        case .pressButton(let pick, let button): "pressButton(pick: \(pick), button: \(button))"
        case .pressRealKey(let pick, let key): "pressRealKey(pick: \(pick), \(key))"
        case .pressEscape(let pick): "pressEscape(pick: \(pick))"
        case .pressEnter(let pick): "pressEnter(pick: \(pick))"
        case .dismiss(let pick): "dismiss(pick: \(pick))"
        case .setState(let window, let value): "setState(window: \(window), value: \(value.map(String.init) ?? "nil"))"
        case .hideParent(let window): "hideParent(window: \(window))"
        case .showParent(let window): "showParent(window: \(window))"
        case .destroyParent(let window): "destroyParent(window: \(window))"
        case .resizeParent(let window, let width, let height): "resizeParent(window: \(window), \(width)×\(height))"
        case .toggleAnimations: "toggleAnimations"
        case .toggleDarkStyle: "toggleDarkStyle"
        case .toggleRightToLeft: "toggleRightToLeft"
        case .destroyAlertWindow(let pick): "destroyAlertWindow(pick: \(pick))"
        case .presentOverDestroyedWindow(let spec): "presentOverDestroyedWindow(\(spec))"
        case .pressCustomContentButton(let pick): "pressCustomContentButton(pick: \(pick))"
        case .updateAlert(let pick, let change): "updateAlert(pick: \(pick), \(change))"
        case .setButtonEnabled(let pick, let button, let isEnabled):
            "setButtonEnabled(pick: \(pick), button: \(button), \(isEnabled))"
        case .runAskingQuestion(let window, let presentation):
            "runAskingQuestion(window: \(window), .\(presentation))"
        case .presentRecoverableError(let window, let presentation, let overAlert):
            "presentRecoverableError(window: \(window), .\(presentation)\(overAlert ? ", over an alert" : ""))"
        case .prepareParent(let window): "prepareParent(window: \(window))"
        case .replaceParentContent(let window): "replaceParentContent(window: \(window))"
        case .toggleSuppression(let pick): "toggleSuppression(pick: \(pick))"
        case .rewriteSuppressionStore(let key, let answer):
            "rewriteSuppressionStore(key: \(key), answer: \(answer.map(String.init) ?? "nil"))"
        case .waitForFrame(let window): "waitForFrame(window: \(window))"
        case .settle: "settle"
        }
    }

    /// The step's kind, without its parameters (to group failures).
    var kind: String { String(description.prefix { $0 != "(" }) }

    /// The steps of sequence `sequence` of the run with `seed`: a function of the two alone,
    /// so one sequence replays without generating the others.
    static func sequence(_ sequence: Int, seed: UInt64, length: Int) -> [LifecycleStep] {
        var random = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: sequence) &* 0xD1B5_4A32_D192_ED03))
        _ = random.next()
        return (0..<length).map { _ in random.step() }
    }
}

extension SplitMix64 {
    /// A random step, weighted towards presenting and answering.
    fileprivate mutating func step() -> LifecycleStep {
        let pick = below(1_000)
        let weighted: [(weight: Int, make: (inout SplitMix64) -> LifecycleStep)] = [
            (18, { .present($0.presentationSpec()) }),
            (6, { .presentAwaiting($0.presentationSpec()) }),
            (4, { _ in .cancelAwaitingTask(pick: pick) }),
            (12, { .pressButton(pick: pick, button: $0.below(1_000)) }),
            (6, { _ in .pressEscape(pick: pick) }),
            (8, { $0.realKey(pick: pick) }),
            (5, { _ in .pressEnter(pick: pick) }),
            (6, { _ in .dismiss(pick: pick) }),
            (6, { .setState(window: pick, value: $0.percent(25) ? nil : $0.below(3)) }),
            (2, { _ in .hideParent(window: pick) }),
            (2, { _ in .showParent(window: pick) }),
            (3, { _ in .destroyParent(window: pick) }),
            (4, { .resizeParent(window: pick, width: $0.inRange(300...1_000), height: $0.inRange(240...800)) }),
            (3, { .openParent(withTitlebar: $0.percent(50)) }),
            (3, { _ in .toggleAnimations }),
            (2, { _ in .toggleDarkStyle }),
            (2, { _ in .toggleRightToLeft }),
            (3, { _ in .destroyAlertWindow(pick: pick) }),
            (1, { .presentOverDestroyedWindow($0.presentationSpec()) }),
            (4, { _ in .pressCustomContentButton(pick: pick) }),
            (5, { .updateAlert(pick: pick, change: $0.element(of: LifecycleUpdate.allCases)) }),
            (3, { .setButtonEnabled(pick: pick, button: $0.below(1_000), isEnabled: $0.percent(40)) }),
            (3, { .runAskingQuestion(window: pick, presentation: $0.percent(50) ? .window : .inWindow) }),
            (
                4,
                {
                    .presentRecoverableError(
                        window: pick, presentation: $0.percent(50) ? .window : .inWindow, overAlert: $0.percent(50))
                }
            ),
            (2, { _ in .prepareParent(window: pick) }),
            (2, { _ in .replaceParentContent(window: pick) }),
            (8, { _ in .toggleSuppression(pick: pick) }),
            (5, { .rewriteSuppressionStore(key: $0.below(1_000), answer: $0.percent(30) ? nil : $0.below(1_000)) }),
            (3, { _ in .waitForFrame(window: pick) }),
            (1, { _ in .settle }),
        ]
        var roll = below(weighted.reduce(0) { $0 + $1.weight })
        for entry in weighted {
            if roll < entry.weight { return entry.make(&self) }
            roll -= entry.weight
        }
        return .settle
    }

    fileprivate mutating func realKey(pick: Int) -> LifecycleStep {
        let keys: [LifecycleKey] = [.escape, .enter, .tab, .tab, .mnemonic(button: below(1_000))]
        return .pressRealKey(pick: pick, key: element(of: keys))
    }

    /// One of `choices`, each as likely as its weight.
    fileprivate mutating func weighted<T>(_ choices: [(weight: Int, value: T)]) -> T {
        var roll = below(choices.reduce(0) { $0 + $1.weight })
        for choice in choices {
            if roll < choice.weight { return choice.value }
            roll -= choice.weight
        }
        return choices[choices.count - 1].value
    }

    fileprivate mutating func presentationSpec() -> LifecyclePresentationSpec {
        // The kinds that end the window (destroying it from the action, closing it from the
        // action or from the completion) take a third together, where destroying alone took a
        // quarter: windows still gather queues for the other steps.
        let buttons: LifecyclePresentationSpec.Buttons =
            percent(3)
            ? .many
            : weighted([
                (3, .none), (3, .cancelAndDestructive), (3, .cancelAndSuggested), (2, .destroysParent),
                (1, .closesParent), (1, .completionClosesParent),
            ])
        return LifecyclePresentationSpec(
            window: below(1_000), presentation: percent(50) ? .window : .inWindow,
            content: element(of: LifecyclePresentationSpec.Content.allCases), buttons: buttons,
            presentsFollowUp: percent(20), suppressionKey: percent(40) ? below(2) : nil)
    }
}
