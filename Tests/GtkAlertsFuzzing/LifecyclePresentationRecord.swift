import GtkAlerts
import GtkAlertsToolkit

/// One alert a lifecycle fuzz sequence presented, and what became of it.
@MainActor
final class LifecyclePresentationRecord {
    enum Origin: String {
        case completion, awaiting, state, followUp, nested, overDestroyedWindow
        /// The progress alert of `Alert.run(over:progress:)`, and the question its operation asks.
        case operation, question
        /// An `Alert(error:)` whose recovery asks a question, and that question.
        case recoverableError, recoveryQuestion
    }

    /// Its number in the sequence; the alert's title is "Alert <number>".
    let number: Int
    /// The step that presented it.
    let step: Int
    let origin: Origin
    let presentation: AlertPresentation
    /// The alert's buttons (`[]` for the default "OK"), as the last update left them: the
    /// oracle for what the card shows, in order, and what each position answers.
    var buttons: [AlertButton]
    /// What it was presented from, for updates (`nil` for states).
    var spec: LifecyclePresentationSpec?
    /// Buttons disabled from code since the last update.
    var disabledIDs: Set<String> = []
    /// How many updates it has had.
    var updates = 0
    /// The step of its last update that swapped it for a presentation of its own.
    var swappedAtStep: Int?
    let hasTextField: Bool
    let hasCustomContent: Bool
    /// The window it was presented over.
    let parent: LifecycleParent
    var handle: AlertHandle?
    var task: Task<Void, Never>?
    /// Whether the call that presents it has run (an awaiting task starts a little later).
    var started: Bool
    var responses: [AlertResponse] = []
    /// The response a step made certain, and why.
    var expected: (response: AlertResponse, step: Int, reason: String)?
    /// The button inside its custom content.
    var customButton: Button?
    /// For a question: the number of the progress alert whose operation asked it.
    var askedByOperationOf: Int?
    /// The step at which it was seen ended (for leak reports).
    var endedAtStep: Int?
    /// The "Don't ask again" key it is suppressible under, if any.
    var suppressionKey: String? { spec?.suppressionKey.map(LifecycleSequence.suppressionKey) }
    /// For an error asked from inside an alert (over the button in its content): that alert,
    /// where the error's recovery asks its question too.
    var askedInside: LifecyclePresentationRecord?
    /// Alerts presented while it was answering that take their place when it has ended (for
    /// the queue model), and the alert each was asked from inside.
    var waitingForItsEnd: [(number: Int, from: Int?)] = []
    /// Whether it has been seen on screen after a step (set after the step's checks).
    var wasOnScreen = false
    /// Whether its "Don't ask again" box was checked after the last step (a press during the
    /// next step answers with the box as it was).
    var suppressionChecked = false

    init(
        number: Int, step: Int, origin: Origin, presentation: AlertPresentation, buttons: [AlertButton],
        hasTextField: Bool, hasCustomContent: Bool, parent: LifecycleParent, started: Bool = true
    ) {
        self.number = number
        self.step = step
        self.origin = origin
        self.presentation = presentation
        self.buttons = buttons
        self.hasTextField = hasTextField
        self.hasCustomContent = hasCustomContent
        self.parent = parent
        self.started = started
    }

    var title: String { "Alert \(number)" }

    /// Whether a state host gave this alert's place to the next state's alert, which its
    /// handle now follows: it ended without an answer.
    var isSwappedAway = false

    /// Whether the alert is up or queued, as far as can be told.
    var isActive: Bool {
        if isSwappedAway { return false }
        if let handle { return handle.isActive }
        return started && responses.isEmpty
    }

    /// Whether it is on screen and can be pressed.
    var isOnScreen: Bool { handle?.isOnScreen ?? false }

    /// Whether the button `id` may be pressed now.
    func isEnabled(_ id: String) -> Bool { !disabledIDs.contains(id) }

    /// The buttons as shown: an alert without buttons shows "OK", a suggested button.
    var effectiveButtons: [(id: String, role: AlertButtonRole)] {
        buttons.isEmpty ? [("ok", .suggested)] : buttons.map { ($0.id, $0.role) }
    }

    /// What Escape answers: the cancel-role button, else a dismissal.
    var escapeResponse: AlertResponse {
        guard let cancel = effectiveButtons.first(where: { $0.role == .cancel }) else { return .dismissed }
        return .button(id: cancel.id, role: .cancel, texts: [:])
    }

    /// What Enter answers, if anything: the suggested button, else with a text field the first
    /// regular (or non-cancel) button.
    var enterResponse: AlertResponse? {
        let buttons = effectiveButtons
        let button =
            buttons.first { $0.role == .suggested }
            ?? (hasTextField ? (buttons.first { $0.role == .regular } ?? buttons.first { $0.role != .cancel }) : nil)
        guard let button, isEnabled(button.id) else { return nil }
        return .button(id: button.id, role: button.role, texts: [:])
    }

    /// Whether `response` is `expected`, ignoring the text-field text.
    static func matches(_ response: AlertResponse, _ expected: AlertResponse) -> Bool {
        response.buttonID == expected.buttonID && response.role == expected.role
    }
}
