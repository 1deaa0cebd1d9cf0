import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

/// Presents cases, checks them, and collects failures (reported once, not by the thousand).
@MainActor
final class FuzzChecker {
    private(set) var alertCount = 0
    private(set) var markupChecks = 0
    private(set) var escapeChecks = 0
    /// Weak references to every alert's card and window, to check they are all freed.
    private(set) var createdObjects: [WeakObjectReference] = []
    private var failures: [String] = []
    private var failureCount = 0
    /// Differences worth knowing that the library does not promise otherwise (printed).
    private var notes: [String: (count: Int, example: String)] = [:]

    func fail(_ fuzzCase: FuzzCase, _ message: String) {
        failureCount += 1
        if failures.count < 30 { failures.append("case \(fuzzCase.index) (\(fuzzCase.inputClass)): \(message)") }
    }

    func note(_ kind: String, _ example: String) {
        let entry = notes[kind] ?? (0, example)
        notes[kind] = (entry.count + 1, entry.example)
    }

    func reportFailures() {
        for failure in failures { ChildProcess.fail(failure) }
        if failureCount != 0 { ChildProcess.fail("\(failureCount) fuzz checks failed (first \(failures.count) above)") }
    }

    /// The notes, one line each.
    var noteLines: [String] {
        notes.sorted { $0.key < $1.key }.map { kind, entry in "note: \(kind): \(entry.count)×, e.g. \(entry.example)" }
    }

    func run(_ fuzzCase: FuzzCase, over parent: AlertTestWindow) {
        ChildProcess.report("CASE", "\(fuzzCase.index)")
        if FuzzEnvironment.trace { ChildProcess.report("TRACE", fuzzCase.traceDescription) }
        if let directory = FuzzEnvironment.dumpDirectory { fuzzCase.write(toDirectory: directory) }
        alertCount += 1
        for value in fuzzCase.allInputs { checkEscape(value, in: fuzzCase) }

        let title = fuzzCase.title.map { build($0, in: fuzzCase) }
        let messages = fuzzCase.messages.map { build($0, in: fuzzCase) }
        let log = ContentErrorLog()
        let field = fuzzCase.field
        let alert = Alert(title: title?.text) {
            for message in messages { AlertContent.text(message.text) }
            if let field {
                AlertContent.textField(
                    AlertTextField(
                        placeholder: field.placeholder, initialText: field.initialText, isSecure: field.isSecure))
            }
        } buttons: {
            for button in fuzzCase.buttons { AlertButton(button.label, id: button.id, role: button.role) }
        }
        .buttonLayout(fuzzCase.layout)
        .presentation(fuzzCase.presentation)
        .onContentError { log.errors.append($0) }

        let handle = alert.present(over: parent.nestedButton) { log.responses.append($0) }
        if !handle.isActive || !handle.isOnScreen {
            fail(fuzzCase, "not active and on screen right after presenting")
        }
        checkWidgets(handle, fuzzCase: fuzzCase, title: title, messages: messages)

        let expectedErrors = ([title].compactMap { $0 } + messages).compactMap(\.expectedErrorMarkup)
        let errors = log.errors.map { error -> String in
            if case .invalidMarkup(let markup, _) = error { return markup }
            return "\(error)"
        }
        if errors != expectedErrors {
            fail(
                fuzzCase,
                "content errors \(errors.map(\.fuzzDescription)), expected \(expectedErrors.map(\.fuzzDescription))")
        }

        createdObjects += handle.createdObjects
        handle.dismiss()
        if log.responses != [.dismissed] { fail(fuzzCase, "responses \(log.responses) after dismiss()") }
        if handle.isActive { fail(fuzzCase, "still active after dismiss()") }
    }

    private func checkWidgets(
        _ handle: AlertHandle, fuzzCase: FuzzCase, title: BuiltText?, messages: [BuiltText]
    ) {
        if let title, !title.text.isEmpty {
            let shown = handle.titleLabel?.text
            if !FuzzExpectation.label(shown, shows: title.expectedLabel) {
                fail(
                    fuzzCase,
                    "title shows \(shown?.fuzzDescription ?? "nothing"), expected \(title.expectedLabel.fuzzDescription) for \(title.source)"
                )
            }
        } else if handle.titleLabel != nil {
            fail(fuzzCase, "an empty title got a label")
        }
        if let message = messages.first(where: { !$0.text.isEmpty }) {
            let shown = handle.messageText
            if !FuzzExpectation.label(shown, shows: message.expectedLabel) {
                fail(
                    fuzzCase,
                    "message shows \(shown?.fuzzDescription ?? "nothing"), expected \(message.expectedLabel.fuzzDescription) for \(message.source)"
                )
            }
        }
        let expectedButtons = max(1, fuzzCase.buttons.count)
        if handle.buttons.count != expectedButtons {
            fail(fuzzCase, "\(handle.buttons.count) buttons, expected \(expectedButtons)")
        }
        if let button = fuzzCase.buttons.last, handle.button(id: button.id) == nil {
            fail(fuzzCase, "no button with id \(button.id.fuzzDescription)")
        }
        if (fuzzCase.presentation == .window) != (handle.window != nil) {
            fail(fuzzCase, "presentation \(fuzzCase.presentation) but window \(String(describing: handle.window))")
        }
        if let field = fuzzCase.field {
            guard let entry = handle.entry else { return fail(fuzzCase, "no entry") }
            let expected = FuzzExpectation.sanitized(field.initialText)
            let shown = entry.text
            if shown != expected {
                note(
                    "the entry does not show initialText",
                    "\(expected.count) characters → \(shown.count): \(shown.suffix(20).debugDescription)")
            }
            let placeholder = entry.placeholder ?? ""
            if placeholder != FuzzExpectation.sanitized(field.placeholder) {
                note(
                    "the placeholder differs",
                    "\(field.placeholder.fuzzDescription) → \(placeholder.fuzzDescription)")
            }
        }
    }

    /// Escaping any value gives valid markup that shows the value.
    private func checkEscape(_ value: String, in fuzzCase: FuzzCase) {
        escapeChecks += 1
        let escaped = Markup.escape(value)
        if let error = Markup.validationError(in: escaped) {
            return fail(fuzzCase, "Markup.escape(\(value.fuzzDescription)) is invalid markup: \(error)")
        }
        let readBack = Markup.plainText(of: escaped)
        if readBack != FuzzExpectation.literal(value) {
            fail(
                fuzzCase, "Markup.escape(\(value.fuzzDescription)) reads back as \((readBack ?? "nil").fuzzDescription)"
            )
        }
    }

    /// The alert text for `text`, what its label should show, and the error it should report.
    private func build(_ text: FuzzText, in fuzzCase: FuzzCase) -> BuiltText {
        switch text {
        case .plain(let string):
            return BuiltText(text: AlertText(string), expectedLabel: FuzzExpectation.sanitized(string), source: text)
        case .unvalidatedMarkup(let markup):
            markupChecks += 1
            let pangoError = Markup.validationError(in: markup)
            crossCheck(markup, pangoError: pangoError, in: fuzzCase)
            return BuiltText(
                text: .unvalidatedMarkup(markup),
                expectedLabel: pangoError == nil
                    ? FuzzExpectation.shownByLabel(markup: markup) : FuzzExpectation.sanitized(markup),
                expectedErrorMarkup: pangoError == nil ? nil : markup, source: text)
        case .validatingMarkup(let markup):
            markupChecks += 1
            let pangoError = Markup.validationError(in: markup)
            crossCheck(markup, pangoError: pangoError, in: fuzzCase)
            do {
                let validated = try AlertText(validatingMarkup: markup)
                if let pangoError {
                    fail(fuzzCase, "validating accepted \(markup.fuzzDescription), Pango: \(pangoError)")
                }
                return BuiltText(
                    text: validated, expectedLabel: FuzzExpectation.shownByLabel(markup: markup), source: text)
            } catch {
                if pangoError == nil {
                    fail(fuzzCase, "validating threw for markup Pango accepts: \(markup.fuzzDescription)")
                }
                if case .invalidMarkup(let thrownMarkup, let reason) = error {
                    if thrownMarkup != markup || reason != pangoError {
                        fail(fuzzCase, "thrown error does not match: \(error)")
                    }
                } else {
                    fail(fuzzCase, "unexpected error \(error)")
                }
                // What an app does with text it could not validate: show it literally.
                return BuiltText(
                    text: AlertText(markup), expectedLabel: FuzzExpectation.sanitized(markup), source: text)
            }
        case .interpolated(let template, let value, let other):
            let built = FuzzExpectation.interpolated(
                template: template, value: value, other: other, index: fuzzCase.index)
            if built.text.plainText != built.expected {
                fail(
                    fuzzCase,
                    "markup interpolating \(value.fuzzDescription) reads \(built.text.plainText.fuzzDescription), expected \(built.expected.fuzzDescription)"
                )
            }
            return BuiltText(text: built.text, expectedLabel: built.expected, source: text)
        }
    }

    /// Two Pango paths agree on whether `markup` is valid.
    private func crossCheck(_ markup: String, pangoError: String?, in fuzzCase: FuzzCase) {
        if (pangoError == nil) != (Markup.plainText(of: markup) != nil) {
            fail(fuzzCase, "validationError and plainText disagree on \(markup.fuzzDescription)")
        }
    }
}
