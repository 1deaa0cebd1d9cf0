import CGtkAlertsGtk
import Foundation
import GtkAlertsTestSupport
import XCTest

@testable import GtkAlerts
@testable import GtkAlertsToolkit

/// A review of the host pushing an alert's place (`AlertPlace`), `AlertLook` (the style's
/// lease, the scheme, the dim) and the keys decided from the value (`Alert.defaultButton`,
/// `escapeButton`), used together with older features as an app uses them: both presentations,
/// the queue, nested alerts, updates in place and swaps, `AlertStateHost`, "Don't ask again",
/// validated text fields, page switches, fonts, dark and high contrast, windows closed right
/// after an answer.
///
/// Each scenario checks: one answer per caller, from the button it saw; nothing left blocked;
/// the card inside its window; the focus where it belongs; nothing leaked.
final class AlertPlaceReviewTests: XCTestCase {
    private let presentations: [AlertPresentation] = [.inWindow, .window]
    private var folder = ""

    override func setUp() {
        folder = NSTemporaryDirectory() + "alert-place-review-\(UUID().uuidString)"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    // MARK: Helpers

    @MainActor private func store() -> KeyFileSuppressionStore {
        KeyFileSuppressionStore(path: "\(folder)/\(UUID().uuidString).ini")
    }

    private typealias Answers = AlertScenario.Answers
    private typealias Objects = AlertScenario.Objects
    private typealias Counter = AlertScenario.Counter

    @MainActor private func waitShown(_ handle: AlertHandle?) async { await AlertScenario.waitShown(handle) }

    @MainActor private func titles(over window: Window) -> [String] { AlertScenario.titles(over: window) }

    @MainActor private func assertSettled(
        _ window: Window, probe: Widget, _ objects: Objects, _ variant: String,
        file: StaticString = #filePath, line: UInt = #line
    ) async {
        await AlertScenario.assertSettled(window, probe: probe, objects, variant, file: file, line: line)
    }

    @MainActor private func closeIfOpen(_ parent: AlertTestWindow) async { await AlertScenario.closeIfOpen(parent) }

    /// The card lies inside its window: in the parent's layers for an in-window alert, and
    /// its own window within the monitor for `.window`.
    @MainActor private func assertInside(
        _ handle: AlertHandle, over parent: Window, _ variant: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let card = try XCTUnwrap(handle.card, "\(variant): no card", file: file, line: line)
        if let own = handle.window {
            let monitor = try XCTUnwrap(own.monitorSize, variant, file: file, line: line)
            XCTAssertLessThanOrEqual(
                own.allocatedHeight, monitor.height, "\(variant): the alert window is taller than its monitor",
                file: file, line: line)
            // Broadway keeps a mapped window's size (docs/CONTRIBUTING.md): an alert window
            // cannot grow there with its card, so only the monitor bounds it.
            if own.display.backend != "broadway" {
                XCTAssertLessThanOrEqual(
                    card.allocatedHeight, own.allocatedHeight, "\(variant): the card is taller than its window",
                    file: file, line: line)
            }
            return
        }
        let bounds = try XCTUnwrap(card.bounds(relativeTo: parent), variant, file: file, line: line)
        XCTAssertGreaterThanOrEqual(
            bounds.y, -0.5, "\(variant): the card's top is above the window", file: file, line: line)
        XCTAssertGreaterThanOrEqual(
            bounds.x, -0.5, "\(variant): the card's left is off the window", file: file, line: line)
        XCTAssertLessThanOrEqual(
            bounds.y + bounds.height, Double(parent.allocatedHeight) + 0.5,
            "\(variant): the card's bottom (\(bounds.y + bounds.height)) is below the window (\(parent.allocatedHeight))",
            file: file, line: line)
        XCTAssertLessThanOrEqual(
            bounds.x + bounds.width, Double(parent.allocatedWidth) + 0.5,
            "\(variant): the card is wider than the window", file: file, line: line)
    }

    /// Each of `widgets` lies inside `card`.
    @MainActor private func assertWithin(
        _ widgets: [Widget], card: Widget, _ variant: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for widget in widgets {
            let bounds = try XCTUnwrap(widget.bounds(relativeTo: card), variant, file: file, line: line)
            XCTAssertLessThanOrEqual(
                bounds.y + bounds.height, Double(card.allocatedHeight) + 0.5,
                "\(variant): \(widget.typeName) sticks out of the card's bottom", file: file, line: line)
            XCTAssertLessThanOrEqual(
                bounds.x + bounds.width, Double(card.allocatedWidth) + 0.5,
                "\(variant): \(widget.typeName) sticks out of the card's side", file: file, line: line)
        }
    }

    /// A window made as a C app makes it (`gtk_window_new`, `gtk_window_set_child`), with a
    /// button in its page; `switchPage()` replaces the page the same way.
    @MainActor private final class CWindow {
        let window: Window
        let button: Button
        private var pages: [Box] = []

        init(width: Int = 560, height: Int = 460) async throws {
            TestDisplay.start()
            let raw = try XCTUnwrap(gtk_window_new())
            let page = Box(.vertical, spacing: 6)
            let button = Button(label: "First page")
            page.append(Label("Made as C does"))
            page.append(button)
            gtk_window_set_child(
                UnsafeMutableRawPointer(raw).assumingMemoryBound(to: GtkWindow.self), page.widgetPointer)
            gtk_window_set_title(UnsafeMutableRawPointer(raw).assumingMemoryBound(to: GtkWindow.self), "Made as C does")
            self.button = button
            pages = [page]
            window = try XCTUnwrap(button.window)
            window.display.settings.animationsEnabled = false
            let shown = await TestDisplay.show(window, width: width, height: height)
            XCTAssertTrue(shown, "the window did not show")
        }

        /// Replaces the window's page with `gtk_window_set_child`; returns the new page's button.
        @discardableResult
        func switchPage() -> Button {
            let page = Box(.vertical, spacing: 6)
            let button = Button(label: "Page \(pages.count + 1)")
            page.append(button)
            pages.append(page)
            gtk_window_set_child(window.windowPointer, page.widgetPointer)
            return button
        }

        func close() async {
            window.destroy()
            await TestDisplay.drainReleases()
        }
    }

    /// An alert whose picture fills any card: too tall for any window unless fitted.
    @MainActor private func bigPicture(_ title: String, id: String, _ presentation: AlertPresentation) -> Alert {
        Alert(title: AlertText(title)) {
            AlertContent.image(.icon("dialog-information-symbolic", pixelSize: 5_000))
        } buttons: {
            AlertButton("_Cancel", role: .cancel)
            AlertButton("_Open", id: "open", role: .suggested)
        }.id(id).presentation(presentation)
    }

    // MARK: 1. Enter and Escape for every role combination

    private struct KeyCase {
        let name: String
        let roles: [AlertButtonRole]
        let hasField: Bool
        /// What Enter answers (`nil`: nothing happens), then what Escape answers.
        let enter: String?
        let escape: String
    }

    /// Enter and Escape for every combination of roles.
    ///
    /// Every combination of roles, with and without a text field, in both presentations:
    /// `confirm()` presses the suggested button, else (with a field) the first regular one,
    /// else the first that does not cancel, else nothing; `cancel()` the first cancel-role
    /// button, else dismisses. One answer each, from a button the alert showed.
    @MainActor func test01EnterAndEscapeForEveryRoleCombination() async throws {
        let cases: [KeyCase] = [
            KeyCase(name: "no buttons", roles: [], hasField: false, enter: "button:ok", escape: "dismissed"),
            KeyCase(
                name: "cancel + destructive", roles: [.cancel, .destructive], hasField: false,
                enter: nil, escape: "button:b0"),
            KeyCase(
                name: "cancel + suggested", roles: [.cancel, .suggested], hasField: false,
                enter: "button:b1", escape: "button:b0"),
            KeyCase(
                name: "regular + regular", roles: [.regular, .regular], hasField: false,
                enter: nil, escape: "dismissed"),
            KeyCase(
                name: "destructive + suggested + cancel", roles: [.destructive, .suggested, .cancel],
                hasField: false, enter: "button:b1", escape: "button:b2"),
            KeyCase(
                name: "two suggested", roles: [.suggested, .suggested], hasField: false,
                enter: "button:b0", escape: "dismissed"),
            KeyCase(
                name: "two cancel", roles: [.cancel, .cancel, .regular], hasField: false,
                enter: nil, escape: "button:b0"),
            KeyCase(
                name: "field, cancel + destructive", roles: [.cancel, .destructive], hasField: true,
                enter: "button:b1", escape: "button:b0"),
            KeyCase(
                name: "field, cancel + destructive + regular", roles: [.cancel, .destructive, .regular],
                hasField: true, enter: "button:b2", escape: "button:b0"),
            KeyCase(name: "field, cancel only", roles: [.cancel], hasField: true, enter: nil, escape: "button:b0"),
            KeyCase(
                name: "field, regular + suggested", roles: [.regular, .suggested], hasField: true,
                enter: "button:b1", escape: "dismissed"),
            KeyCase(name: "field, no buttons", roles: [], hasField: true, enter: "button:ok", escape: "dismissed"),
        ]
        for presentation in presentations {
            let parent = await AlertTestWindow()
            let objects = Objects()
            for keyCase in cases {
                for key in ["enter", "escape"] {
                    let variant = "\(presentation), \(keyCase.name), \(key)"
                    let answers = Answers()
                    let actions = Counter()
                    var alert = Alert(title: "Keys", message: "Which button answers?")
                    if keyCase.hasField {
                        alert = Alert(title: "Keys") {
                            AlertTextField(id: "name", placeholder: "Name", initialText: "typed")
                        }
                    }
                    for (index, role) in keyCase.roles.enumerated() {
                        alert = alert.button(
                            AlertButton("Button \(index)", id: "b\(index)", role: role) { actions.value += 1 })
                    }
                    let handle = await parent.present(
                        alert.presentation(presentation), completion: answers.callback("caller"))
                    objects.track(handle)
                    XCTAssertTrue(handle.isOnScreen, variant)
                    if keyCase.hasField {
                        XCTAssertTrue(
                            try XCTUnwrap(handle.entry, variant).containsFocus, "\(variant): the field has no focus")
                    }
                    let expected = key == "enter" ? keyCase.enter : keyCase.escape
                    if key == "enter" { handle.confirm() } else { handle.cancel() }
                    if let expected {
                        XCTAssertEqual(answers.log("caller"), [expected], variant)
                        XCTAssertFalse(handle.isActive, variant)
                        if expected.hasPrefix("button:b") {
                            XCTAssertEqual(
                                actions.value, 1, "\(variant): the button's action ran \(actions.value) times")
                        }
                        if keyCase.hasField, expected.hasPrefix("button:") {
                            XCTAssertEqual(answers.byCaller["caller"]?.first?.text, "typed", variant)
                        }
                    } else {
                        XCTAssertEqual(answers.log("caller"), [], "\(variant): Enter answered with no default button")
                        XCTAssertTrue(handle.isOnScreen, variant)
                        handle.dismiss()
                        XCTAssertEqual(answers.log("caller"), ["dismissed"], variant)
                    }
                    // Keys after the answer do nothing more.
                    handle.confirm()
                    handle.cancel()
                    XCTAssertEqual(answers.log("caller").count, 1, "\(variant): a second answer")
                    await TestDisplay.run(until: { Alert.presented(over: parent.window).isEmpty })
                }
            }
            await assertSettled(parent.window, probe: parent.nestedButton, objects, "\(presentation)")
            await closeIfOpen(parent)
        }
    }

    // MARK: 2. Enter on a validated field, with the card fitted around the error

    /// Enter validates a field, then answers with its text.
    ///
    /// Enter on an empty field does nothing (Done is disabled until there is text), on text
    /// the validator refuses shows the error under the field and keeps the focus there; fixed,
    /// Enter answers with the text. The card holds the error and the buttons, in its window.
    @MainActor func test02EnterValidatesTheFieldThenAnswersWithTheText() async throws {
        for presentation in presentations {
            for buttonStyle in [AlertButtonStyle.flat, .rounded] {
                let variant = "\(presentation), \(buttonStyle)"
                let parent = await AlertTestWindow(width: 520, height: 420)
                let answers = Answers()
                let objects = Objects()
                let message = "A name cannot contain “/”."
                let alert = Alert(title: "Rename “Notes”") {
                    AlertTextField(id: "name", placeholder: "Name") { $0.contains("/") ? message : nil }
                } buttons: {
                    AlertButton("_Cancel", role: .cancel)
                    AlertButton("_Rename", id: "rename", role: .suggested).enabled { !$0.isEmpty }
                }.style(AlertStyle(buttonStyle: buttonStyle)).presentation(presentation)
                let handle = await parent.present(alert, completion: answers.callback("rename"))
                objects.track(handle)
                let entry = try XCTUnwrap(handle.entry, variant)
                XCTAssertTrue(entry.containsFocus, "\(variant): the field does not have the focus")
                XCTAssertEqual(handle.isEnabled(button: "rename"), false, variant)
                handle.confirm()
                XCTAssertEqual(answers.log("rename"), [], "\(variant): Enter pressed a disabled button")
                entry.text = "a/b"
                XCTAssertEqual(handle.isEnabled(button: "rename"), true, variant)
                handle.confirm()
                await TestDisplay.run(until: { handle.entryError != nil })
                XCTAssertEqual(handle.entryError, message, variant)
                XCTAssertEqual(answers.log("rename"), [], "\(variant): refused text was answered")
                _ = try XCTUnwrap(handle.card, variant)
                // (read each time: a wrapper held here would keep the card alive)
                var card: Widget { handle.card! }
                await TestDisplay.nextFrame(of: card)
                await TestDisplay.settle(milliseconds: 50)
                let errorRow = try XCTUnwrap(card.descendants(withCSSClass: "alert-entry-error").first, variant)
                try assertWithin([errorRow] + handle.buttons.map { $0 as Widget }, card: card, variant)
                try assertInside(handle, over: parent.window, variant)
                XCTAssertTrue(entry.containsFocus, "\(variant): the focus left the field with the error")
                entry.text = "ab"
                await TestDisplay.run(until: { handle.entryError == nil })
                XCTAssertNil(handle.entryError, "\(variant): the error outlived the edit")
                handle.confirm()
                XCTAssertEqual(answers.log("rename"), ["button:rename"], variant)
                XCTAssertEqual(answers.byCaller["rename"]?.first?.text, "ab", variant)
                await assertSettled(parent.window, probe: parent.nestedButton, objects, variant)
                await closeIfOpen(parent)
            }
        }
    }

    // MARK: 3. "Don't ask again" with the keys

    /// Ticked, Escape is not remembered (a cancel never is): the question shows again; ticked,
    /// Enter is: the next one answers from memory, never shown, with the action run.
    @MainActor func test03DontAskAgainRemembersEnterNotEscape() async throws {
        for presentation in presentations {
            let variant = "\(presentation)"
            let parent = await AlertTestWindow()
            let store = store()
            let answers = Answers()
            let objects = Objects()
            let replaced = Counter()
            let question = Alert(title: "Replace “a.txt”?", message: nil) {
                AlertButton("_Cancel", role: .cancel)
                AlertButton("_Replace", id: "replace", role: .suggested) { replaced.value += 1 }
            }.suppressible(key: "replace", store: store).presentation(presentation)

            let first = await parent.present(question, completion: answers.callback("first"))
            objects.track(first)
            try XCTUnwrap(first.presenter.cardParts?.suppressionCheck, variant).isActive = true
            first.cancel()
            XCTAssertEqual(answers.log("first"), ["button:Cancel"], variant)
            XCTAssertNil(store.rememberedResponse(forKey: "replace"), "\(variant): Escape was remembered")

            let second = await parent.present(question, completion: answers.callback("second"))
            XCTAssertTrue(second.isOnScreen, "\(variant): asked again after Escape, yet not shown")
            objects.track(second)
            try XCTUnwrap(second.presenter.cardParts?.suppressionCheck, variant).isActive = true
            second.confirm()
            XCTAssertEqual(answers.log("second"), ["button:replace"], variant)
            XCTAssertEqual(store.rememberedResponse(forKey: "replace")?.buttonID, "replace", variant)

            let third = question.present(over: parent.nestedButton, completion: answers.callback("third"))
            XCTAssertEqual(answers.log("third"), ["remembered:replace"], variant)
            XCTAssertFalse(third.isOnScreen, variant)
            XCTAssertEqual(replaced.value, 2, "\(variant): Replace ran \(replaced.value) times")
            await assertSettled(parent.window, probe: parent.nestedButton, objects, variant)
            await closeIfOpen(parent)
        }
    }

    // MARK: 4. A page switch, then in the same turn an alert comes up or changes

    /// An alert that comes up in the turn of a page switch fits the window.
    ///
    /// A window made as in C switches its page (the layers move around the new page and report
    /// no size until their next allocation); in the same turn of the main loop, an alert whose
    /// picture would fill any card comes up: updated in place (the fixed case), at its turn in
    /// the queue, swapped in, or nested. It must be fitted to the window, not to no room.
    @MainActor func test04AnAlertThatComesUpInTheTurnOfAPageSwitchFitsTheWindow() async throws {
        for presentation in presentations {
            for way in ["update in place", "its turn", "a swap", "nested"] {
                let variant = "\(presentation), \(way)"
                let parent = try await CWindow()
                let window = parent.window
                let answers = Answers()
                let objects = Objects()
                let small = Alert(title: "Saving…", message: "Your changes are being saved.") {
                    AlertButton("_Cancel", role: .cancel)
                }.id("small").presentation(presentation)
                var shown: AlertHandle
                /// Until the first alert is laid out in the layers the library put in the window.
                func laidOut(_ handle: AlertHandle) async {
                    await waitShown(handle)
                    await TestDisplay.run(until: {
                        (window.layers?.allocatedWidth ?? 0) > 0 && (handle.card?.allocatedWidth ?? 0) > 1
                    })
                    if let card = handle.card { await TestDisplay.nextFrame(of: card) }
                    await TestDisplay.settle(milliseconds: 50)
                }
                switch way {
                case "update in place":
                    let big = bigPicture("Big picture", id: "big", presentation)
                    shown = big.present(over: parent.button, completion: answers.callback("big"))
                    await laidOut(shown)
                    objects.track(shown)
                    parent.switchPage()
                    XCTAssertEqual(shown.update(big.button(AlertButton("Open _Copy", id: "copy"))), .inPlace, variant)
                case "its turn":
                    let first = small.present(over: parent.button, completion: answers.callback("small"))
                    await laidOut(first)
                    objects.track(first)
                    shown = bigPicture("Big picture", id: "big", presentation)
                        .present(over: parent.button, completion: answers.callback("big"))
                    parent.switchPage()
                    first.dismiss()
                    XCTAssertEqual(answers.log("small"), ["dismissed"], variant)
                case "a swap":
                    shown = small.present(over: parent.button, completion: answers.callback("big"))
                    await laidOut(shown)
                    objects.track(shown)
                    parent.switchPage()
                    XCTAssertEqual(shown.update(bigPicture("Big picture", id: "big", presentation)), .swapped, variant)
                default:
                    let below = small.present(over: parent.button, completion: answers.callback("small"))
                    await laidOut(below)
                    objects.track(below)
                    let anchor = try XCTUnwrap(below.buttons.first, variant)
                    parent.switchPage()
                    shown = bigPicture("Big picture", id: "big", presentation)
                        .present(over: anchor, completion: answers.callback("big"))
                }
                XCTAssertTrue(shown.isOnScreen, "\(variant): the big alert is not up; up: \(titles(over: window))")
                await waitShown(shown)
                objects.track(shown)
                _ = try XCTUnwrap(shown.card, variant)
                // (read each time: a wrapper held here would keep the card alive)
                var card: Widget { shown.card! }
                await TestDisplay.nextFrame(of: card)
                await TestDisplay.settle(milliseconds: 100)
                try assertInside(shown, over: window, variant)
                // Every button whole inside the card (a card fitted to no room is cut by its window).
                for button in shown.buttons {
                    let bounds = try XCTUnwrap(button.bounds(relativeTo: card), variant)
                    XCTAssertGreaterThanOrEqual(bounds.x, -0.5, "\(variant): \(button.label ?? "") sticks out left")
                    XCTAssertGreaterThanOrEqual(bounds.y, -0.5, "\(variant): \(button.label ?? "") sticks out above")
                    XCTAssertLessThanOrEqual(
                        bounds.y + bounds.height, Double(card.allocatedHeight) + 0.5,
                        "\(variant): \(button.label ?? "") sticks out of the card's bottom")
                    XCTAssertLessThanOrEqual(
                        bounds.x + bounds.width, Double(card.allocatedWidth) + 0.5,
                        "\(variant): \(button.label ?? "") sticks out of the card's side (\(bounds), card \(card.allocatedWidth))"
                    )
                    XCTAssertGreaterThan(
                        bounds.width, 40, "\(variant): \(button.label ?? "") squeezed to \(bounds.width) px")
                }
                // Its buttons can be reached and answer.
                let open = try XCTUnwrap(shown.button(id: "open"), variant)
                XCTAssertTrue(open.isMapped, variant)
                shown.confirm()
                XCTAssertEqual(answers.log("big"), ["button:open"], variant)
                if way == "nested" {
                    await TestDisplay.settle(milliseconds: 50)
                    Alert.presented(over: window).first?.dismiss()
                    XCTAssertEqual(answers.log("small"), ["dismissed"], variant)
                }
                await assertSettled(window, probe: window.child ?? window, objects, variant)
                await parent.close()
            }
        }
    }

    // MARK: 5. A nested alert swapped to a remembered question gives its style back

    /// A nested swap to a remembered question gives its style back.
    ///
    /// A nested alert with a computed style is swapped for a question, with another computed
    /// style, answered from memory: nothing shows, and once everything has ended, no lease of
    /// either style is left (the stylesheet drops the rules nobody uses when a new style
    /// comes). Control: the same question shown and answered by the user.
    @MainActor func test05ANestedSwapToARememberedQuestionGivesItsStyleBack() async throws {
        for presentation in presentations {
            for remembered in [true, false] {
                let variant = "\(presentation), \(remembered ? "remembered" : "shown (control)")"
                let parent = await AlertTestWindow()
                let display = parent.window.display
                let store = store()
                if remembered { store.remember(buttonID: "move", role: .destructive, forKey: "nested-move") }
                let answers = Answers()
                let objects = Objects()
                // The rules loaded once a style nobody else holds has come and gone (the
                // stylesheet is the display's: earlier tests' leases count too).
                func rulesAfterAProbe(_ radius: Int) async -> Int {
                    let probe = await parent.present(
                        Alert(title: "Probe", message: nil).style(AlertStyle(cornerRadius: radius, padding: radius))
                            .presentation(presentation))
                    probe.dismiss()
                    await TestDisplay.run(until: { !probe.isFading })
                    await TestDisplay.settle(milliseconds: 50)
                    return alertStyleRuleCount(on: display)
                }
                let before = await rulesAfterAProbe(21)
                let below = await parent.present(
                    Alert(title: "Rename") {
                        AlertTextField(id: "name", placeholder: "Name")
                    } buttons: {
                        AlertButton("_Cancel", role: .cancel)
                        AlertButton("_Rename", role: .suggested)
                    }.presentation(presentation), completion: answers.callback("below"))
                objects.track(below)
                let entry = try XCTUnwrap(below.entry, variant)
                let nested = Alert(title: "Details", message: "Names may not contain “/”.")
                    .style(AlertStyle(cornerRadius: 3, padding: 7)).id("details").presentation(presentation)
                    .present(over: entry, completion: answers.callback("nested"))
                await waitShown(nested)
                XCTAssertTrue(nested.isOnScreen, variant)
                objects.track(nested)
                let question = Alert(title: "Move it?", message: nil) {
                    AlertButton("_Cancel", role: .cancel)
                    AlertButton("_Move", id: "move", role: .destructive)
                }.style(AlertStyle(cornerRadius: 5, padding: 9)).id("question")
                    .suppressible(key: "nested-move", store: store).presentation(presentation)
                XCTAssertEqual(nested.update(question), .swapped, variant)
                if remembered {
                    XCTAssertEqual(answers.log("nested"), ["remembered:move"], variant)
                } else {
                    await waitShown(nested)
                    objects.track(nested)
                    try XCTUnwrap(nested.button(id: "move"), variant).click()
                    XCTAssertEqual(answers.log("nested"), ["button:move"], variant)
                }
                XCTAssertTrue(below.isOnScreen, variant)
                await TestDisplay.settle(milliseconds: 100)
                XCTAssertTrue(entry.containsFocus, "\(variant): the field below did not get the focus back")
                below.dismiss()
                XCTAssertEqual(answers.log("below"), ["dismissed"], variant)
                await assertSettled(parent.window, probe: parent.nestedButton, objects, variant)
                // A new style drops the rules of every style nobody holds any more.
                let after = await rulesAfterAProbe(23)
                XCTAssertEqual(
                    after, before,
                    "\(variant): a style nobody shows any more is still held (its lease was never given back)")
                await closeIfOpen(parent)
            }
        }
    }

    // MARK: 6. High contrast while alerts are up

    /// The desktop switches to high contrast with an alert up, a nested one on it and one
    /// waiting: both shown cards take the high-contrast look, an in-window card is outlined in
    /// near black (the pixel just outside its edge), the waiting one shows in it; back to
    /// normal, the outline goes.
    @MainActor func test06HighContrastWhileAlertsAreUp() async throws {
        for presentation in presentations {
            for buttonStyle in [AlertButtonStyle.flat, .rounded] {
                let variant = "\(presentation), \(buttonStyle)"
                let parent = await AlertTestWindow(width: 560, height: 440)
                let settings = parent.window.display.settings
                let theme = settings.themeName
                defer { settings.themeName = theme }
                let answers = Answers()
                let objects = Objects()
                let style = AlertStyle(buttonStyle: buttonStyle)
                let below = await parent.present(
                    Alert(title: "Delete “a.txt”?", message: "It cannot be undone.") {
                        AlertButton("_Cancel", role: .cancel)
                        AlertButton("_Delete", id: "delete", role: .destructive)
                    }.style(style).presentation(presentation), completion: answers.callback("below"))
                objects.track(below)
                let queued = Alert(title: "Deleted", message: nil).style(style).presentation(presentation)
                    .present(over: parent.nestedButton, completion: answers.callback("queued"))
                _ = try XCTUnwrap(below.card, variant)
                // (read each time: a wrapper held here would keep the card alive)
                var belowCard: Widget { below.card! }

                /// The luminance just outside the in-window card's left edge, halfway down.
                func edgeLuminance() async throws -> Double? {
                    guard presentation == .inWindow else { return nil }
                    let rendered = await TestDisplay.render(parent.window)
                    let texture = try XCTUnwrap(rendered, variant)
                    let pixels = PixelGrid(texture)
                    let bounds = try XCTUnwrap(belowCard.bounds(relativeTo: parent.window), variant)
                    return pixels[Int(bounds.x.rounded(.down)) - 1, Int(bounds.y + bounds.height / 2)].luminance
                }
                let normalEdge = try await edgeLuminance()
                XCTAssertFalse(belowCard.hasCSSClass("high-contrast"), variant)
                settings.themeName = "HighContrast"
                await TestDisplay.settle(milliseconds: 100)
                XCTAssertTrue(belowCard.hasCSSClass("high-contrast"), "\(variant): the card kept the normal look")
                if let edge = try await edgeLuminance(), let normalEdge {
                    XCTAssertLessThan(edge, 90, "\(variant): no near-black outline (was \(normalEdge))")
                }
                // A nested alert shown now is in high contrast too.
                let nested = Alert(title: "Really?", message: nil) {
                    AlertButton("_No", role: .cancel)
                    AlertButton("_Yes", id: "yes", role: .suggested)
                }.style(style).presentation(presentation)
                    .present(over: try XCTUnwrap(below.buttons.first, variant), completion: answers.callback("nested"))
                await waitShown(nested)
                objects.track(nested)
                XCTAssertTrue(try XCTUnwrap(nested.card, variant).hasCSSClass("high-contrast"), variant)
                settings.themeName = theme
                await TestDisplay.settle(milliseconds: 100)
                XCTAssertFalse(
                    belowCard.hasCSSClass("high-contrast"), "\(variant): the card kept the high-contrast look")
                XCTAssertFalse(try XCTUnwrap(nested.card, variant).hasCSSClass("high-contrast"), variant)
                nested.cancel()
                XCTAssertEqual(answers.log("nested"), ["button:No"], variant)
                await TestDisplay.run(until: { !nested.isFading })
                if let edge = try await edgeLuminance(), let normalEdge {
                    XCTAssertEqual(edge, normalEdge, accuracy: 8, "\(variant): the outline stayed")
                }
                settings.themeName = "HighContrast"
                await TestDisplay.settle(milliseconds: 50)
                try XCTUnwrap(below.button(id: "delete"), variant).click()
                XCTAssertEqual(answers.log("below"), ["button:delete"], variant)
                await waitShown(queued)
                objects.track(queued)
                XCTAssertTrue(
                    try XCTUnwrap(queued.card, variant).hasCSSClass("high-contrast"),
                    "\(variant): the waiting alert showed in the old look")
                queued.confirm()
                XCTAssertEqual(answers.log("queued"), ["button:ok"], variant)
                settings.themeName = theme
                await assertSettled(parent.window, probe: parent.nestedButton, objects, variant)
                await closeIfOpen(parent)
            }
        }
    }

    // MARK: 7. Dark while alerts are up: cards and every dim

    /// Dark with an alert, a nested one and one waiting: both cards turn dark, every dim takes
    /// the dark opacity (the nested level's too), the waiting alert shows dark; back to light.
    @MainActor func test07DarkWhileANestedAndAQueuedAlertAreUp() async throws {
        for presentation in presentations {
            let variant = "\(presentation)"
            let parent = await AlertTestWindow()
            let settings = parent.window.display.settings
            defer { settings.prefersDarkTheme = false }
            let answers = Answers()
            let objects = Objects()
            let below = await parent.present(
                Alert(title: "Below", message: nil) {
                    AlertButton("_Cancel", role: .cancel)
                    AlertButton("_More", id: "more")
                }.presentation(presentation), completion: answers.callback("below"))
            objects.track(below)
            let nested = Alert(title: "Nested", message: nil).presentation(presentation)
                .present(over: try XCTUnwrap(below.button(id: "more"), variant), completion: answers.callback("nested"))
            await waitShown(nested)
            objects.track(nested)
            let queued = Alert(title: "Queued", message: nil).presentation(presentation)
                .present(over: parent.nestedButton, completion: answers.callback("queued"))
            // In-window, the nested level's dim is in the parent's layers; over a `.window` alert,
            // the nested alert dims that alert's own window.
            let dimmed = [parent.window] + [below.window].compactMap { $0 }
            let dims = dimmed.flatMap { $0.layers?.children.filter { $0.hasCSSClass("alert-dim") } ?? [] }
            XCTAssertEqual(dims.count, 2, "\(variant): the window's dim and the nested level's")
            let light = dims.map(\.opacity)
            settings.prefersDarkTheme = true
            await TestDisplay.settle()
            for handle in [below, nested] {
                XCTAssertTrue(
                    try XCTUnwrap(handle.card, variant).hasCSSClass("dark"), "\(variant): a card stayed light")
            }
            for dim in dims {
                XCTAssertEqual(dim.opacity, AlertStyle.defaultDarkDimOpacity, accuracy: 0.01, "\(variant): a dim")
            }
            nested.dismiss()
            below.cancel()
            XCTAssertEqual(answers.log("nested"), ["dismissed"], variant)
            XCTAssertEqual(answers.log("below"), ["button:Cancel"], variant)
            await waitShown(queued)
            objects.track(queued)
            XCTAssertTrue(try XCTUnwrap(queued.card, variant).hasCSSClass("dark"), "\(variant): queued shows light")
            settings.prefersDarkTheme = false
            await TestDisplay.settle()
            XCTAssertFalse(try XCTUnwrap(queued.card, variant).hasCSSClass("dark"), variant)
            let firstDim = try XCTUnwrap(dims.first, variant)
            XCTAssertEqual(firstDim.opacity, try XCTUnwrap(light.first), accuracy: 0.01, variant)
            queued.confirm()
            XCTAssertEqual(answers.log("queued"), ["button:ok"], variant)
            await assertSettled(parent.window, probe: parent.nestedButton, objects, variant)
            await closeIfOpen(parent)
        }
    }

    // MARK: 8. A field's error row in the rounded look

    /// In the rounded look a text field sits 8 px further below the text above it than the
    /// body's spacing, and its error row is as tall as its text (the icon is 12 px), inside
    /// the card; in both looks the error row takes no more height than its text.
    @MainActor func test08AFieldsErrorRowInBothLooks() async throws {
        for presentation in presentations {
            var gaps: [AlertButtonStyle: Double] = [:]
            for buttonStyle in [AlertButtonStyle.flat, .rounded] {
                let variant = "\(presentation), \(buttonStyle)"
                let parent = await AlertTestWindow(width: 560, height: 480)
                let objects = Objects()
                let answers = Answers()
                let alert = Alert(title: "New Folder") {
                    AlertTextField(id: "name", placeholder: "Folder name") { $0.isEmpty ? "Type a name" : nil }
                } buttons: {
                    AlertButton("_Cancel", role: .cancel)
                    AlertButton("C_reate", id: "create", role: .suggested)
                }.style(AlertStyle(buttonStyle: buttonStyle)).presentation(presentation)
                let handle = await parent.present(alert, completion: answers.callback("caller"))
                objects.track(handle)
                handle.confirm()
                await TestDisplay.run(until: { handle.entryError != nil })
                XCTAssertEqual(handle.entryError, "Type a name", variant)
                _ = try XCTUnwrap(handle.card, variant)
                // (read each time: a wrapper held here would keep the card alive)
                var card: Widget { handle.card! }
                await TestDisplay.nextFrame(of: card)
                await TestDisplay.settle(milliseconds: 50)
                let row = try XCTUnwrap(card.descendants(withCSSClass: "alert-entry-error").first, variant)
                let label = try XCTUnwrap(row.children.first { $0.typeName == "GtkLabel" }, variant)
                let icon = try XCTUnwrap(row.children.first { $0.typeName == "GtkImage" }, variant)
                XCTAssertEqual(icon.measure(.vertical).natural, 12, "\(variant): the error icon's size")
                XCTAssertEqual(
                    row.allocatedHeight, label.allocatedHeight, "\(variant): the row is taller than its text")
                try assertWithin([row] + handle.buttons.map { $0 as Widget }, card: card, variant)
                try assertInside(handle, over: parent.window, variant)
                let field = try XCTUnwrap(card.descendants(withCSSClass: "alert-field").first, variant)
                let title = try XCTUnwrap(handle.titleLabel, variant)
                let fieldBounds = try XCTUnwrap(field.bounds(relativeTo: card), variant)
                let titleBounds = try XCTUnwrap(title.bounds(relativeTo: card), variant)
                gaps[buttonStyle] = fieldBounds.y - (titleBounds.y + titleBounds.height)
                XCTAssertTrue(
                    try XCTUnwrap(handle.entry, variant).containsFocus, "\(variant): the field lost the focus")
                handle.cancel()
                XCTAssertEqual(answers.log("caller"), ["button:Cancel"], variant)
                await assertSettled(parent.window, probe: parent.nestedButton, objects, variant)
                await closeIfOpen(parent)
            }
            // The rounded look's body spaces its children 10 px apart; the field adds 8.
            XCTAssertEqual(gaps[.rounded] ?? -1, 18, accuracy: 0.5, "\(presentation): gap above the field, rounded")
        }
    }

    // MARK: 9. The window closed right after an answer, animations on

    /// The window closed right after an answer.
    ///
    /// Animations on, an alert answered by Enter, Escape or a click with another waiting; the
    /// window is destroyed at once (while the card fades), closed from the completion, or
    /// closed right after. Each caller gets one answer; a close right after the answer backs
    /// out of the alert that came up instead (as documented) and the next close closes; no GTK
    /// warning; every object is released.
    @MainActor func test09TheWindowClosedRightAfterAnAnswer() async throws {
        for presentation in presentations {
            for key in ["enter", "escape", "click"] {
                for way in ["destroyed at once", "closed from the completion", "closed right after"] {
                    let variant = "\(presentation), \(key), \(way)"
                    let parent = await AlertTestWindow(animations: true)
                    let window = parent.window
                    let answers = Answers()
                    let objects = Objects()
                    let alert = Alert(title: "Save changes?", message: "Your changes will be lost.") {
                        AlertButton("_Cancel", role: .cancel)
                        AlertButton("_Save", id: "save", role: .suggested)
                    }.presentation(presentation)
                    let handle = await parent.present(alert) { response in
                        answers.record("first", response)
                        if way == "closed from the completion" { window.close() }
                    }
                    objects.track(handle)
                    let waiting = Alert(title: "Later", message: nil).presentation(presentation)
                        .present(over: parent.nestedButton, completion: answers.callback("waiting"))
                    switch key {
                    case "enter": handle.confirm()
                    case "escape": handle.cancel()
                    default: try XCTUnwrap(handle.button(id: "save"), variant).click()
                    }
                    switch way {
                    case "destroyed at once": window.destroy()
                    case "closed right after": window.close()
                    default: break
                    }
                    let expected = key == "escape" ? "button:Cancel" : "button:save"
                    XCTAssertEqual(answers.log("first"), [expected], variant)
                    await TestDisplay.run(until: { !answers.log("waiting").isEmpty })
                    XCTAssertEqual(answers.log("waiting"), ["dismissed"], variant)
                    objects.track(waiting)
                    if way == "closed right after" {
                        XCTAssertFalse(window.isDestroyed, "\(variant): the close skipped the alert that came up")
                        window.close()
                    }
                    await TestDisplay.settle(milliseconds: 400)
                    XCTAssertTrue(window.isDestroyed || !window.isVisible, "\(variant): the window stayed open")
                    await assertSettled(window, probe: parent.nestedButton, objects, variant)
                    await closeIfOpen(parent)
                }
            }
        }
    }

    // MARK: 10. A state host's rename with an error, updated in place

    private enum RenameState: AlertState {
        case rename(hint: String, AlertPresentation)
        case done(String, AlertPresentation)

        var alert: Alert {
            switch self {
            case .rename(let hint, let presentation):
                Alert(title: "Rename") {
                    AlertContent.text(AlertText(hint))
                    AlertTextField(id: "name", placeholder: "Name") { $0.contains("/") ? "No “/”, please." : nil }
                } buttons: {
                    AlertButton("_Cancel", role: .cancel)
                    AlertButton("_Rename", id: "rename", role: .suggested).enabled { !$0.isEmpty }
                }.id("rename").presentation(presentation)
            case .done(let name, let presentation):
                Alert(title: "Renamed to “\(name)”", message: nil).id("done").presentation(presentation)
            }
        }
    }

    /// A state host's field keeps its text through an error and an update in place.
    ///
    /// A state host shows a rename alert; the user types refused text and presses Enter (the
    /// error shows); the app updates the hint in place: the text, the focus and the cursor stay.
    /// Fixed, Enter answers once with the text, the host sets the next state from `onResponse`,
    /// which shows and answers too.
    @MainActor func test10AStateHostsFieldThroughAnErrorAndAnUpdateInPlace() async throws {
        for presentation in presentations {
            let variant = "\(presentation)"
            let parent = await AlertTestWindow()
            let answers = Answers()
            let objects = Objects()
            var hostReference: AlertStateHost<RenameState>?
            let host = AlertStateHost<RenameState>(over: parent.nestedButton) { state, response in
                answers.record("host", response)
                if case .rename = state, let name = response.text {
                    hostReference?.state = .done(name, presentation)
                }
            }
            hostReference = host
            host.state = .rename(hint: "Pick a name.", presentation)
            await waitShown(host.currentHandle)
            let handle = try XCTUnwrap(host.currentHandle, variant)
            objects.track(handle)
            let entry = try XCTUnwrap(handle.entry, variant)
            entry.text = "a/b"
            handle.confirm()
            await TestDisplay.run(until: { handle.entryError != nil })
            XCTAssertEqual(handle.entryError, "No “/”, please.", variant)
            entry.select(1..<2)
            host.state = .rename(hint: "Pick a name without slashes.", presentation)
            _ = try XCTUnwrap(handle.card, variant)
            // (read each time: a wrapper held here would keep the card alive)
            var card: Widget { handle.card! }
            XCTAssertTrue(
                host.currentHandle?.card?.isSameObject(as: card) == true,
                "\(variant): the card was rebuilt, not updated")
            XCTAssertEqual(handle.messageText, "Pick a name without slashes.", "\(variant): not updated in place")
            XCTAssertEqual(entry.text, "a/b", variant)
            XCTAssertTrue(entry.containsFocus, "\(variant): the update took the focus from the field")
            entry.assertGivenBack(1..<2, "\(variant): the update moved the cursor")
            XCTAssertEqual(answers.log("host"), [], variant)
            entry.text = "ab"
            handle.confirm()
            XCTAssertEqual(answers.log("host"), ["button:rename"], variant)
            XCTAssertEqual(answers.byCaller["host"]?.first?.text, "ab", variant)
            await waitShown(host.currentHandle)
            let done = try XCTUnwrap(host.currentHandle, variant)
            objects.track(done)
            XCTAssertEqual(done.titleLabel?.text, "Renamed to “ab”", variant)
            done.confirm()
            XCTAssertNil(host.state, variant)
            XCTAssertEqual(answers.log("host"), ["button:rename", "button:ok"], variant)
            hostReference = nil
            await assertSettled(parent.window, probe: parent.nestedButton, objects, variant)
            withExtendedLifetime(host) {}
            await closeIfOpen(parent)
        }
    }

    // MARK: 11. Fonts grow with a field's error shown, then an update in place

    /// Fonts grow with an error shown, then an update in place adds a button.
    ///
    /// In the rounded look, a field shows its error; the fonts grow, then the app updates the
    /// alert in place with a third button: the card fits its window, the error row and every
    /// button inside it, the field keeps the focus and its text. Fonts back: the same.
    @MainActor func test11FontsGrowWithAnErrorShownThenAnUpdateInPlace() async throws {
        for presentation in presentations {
            let variant = "\(presentation)"
            let parent = await AlertTestWindow(width: 560, height: 440)
            let settings = parent.window.display.settings
            let original = settings.fontName
            defer { settings.fontName = original }
            let answers = Answers()
            let objects = Objects()
            func alert(_ extra: Bool) -> Alert {
                var alert = Alert(title: "Connect to “files.example.org”") {
                    AlertContent.text("Enter the password for “me”.")
                    AlertTextField(id: "password", placeholder: "Password", isSecure: true) {
                        $0.count < 4 ? "At least four characters, please." : nil
                    }
                } buttons: {
                    AlertButton("_Cancel", role: .cancel)
                    AlertButton("C_onnect", id: "connect", role: .suggested)
                }.id("connect").style(AlertStyle(buttonStyle: .rounded)).presentation(presentation)
                if extra { alert = alert.button(AlertButton("Connect _Anonymously", id: "anonymous")) }
                return alert
            }
            let handle = await parent.present(alert(false), completion: answers.callback("caller"))
            objects.track(handle)
            let entry = try XCTUnwrap(handle.entry, variant)
            _ = try XCTUnwrap(handle.card, variant)
            // (read each time: a wrapper held here would keep the card alive)
            var card: Widget { handle.card! }
            entry.text = "abc"
            handle.confirm()
            await TestDisplay.run(until: { handle.entryError != nil })
            settings.fontName = "Cantarell 17"
            await TestDisplay.settle(milliseconds: 200)
            XCTAssertEqual(handle.update(alert(true)), .inPlace, variant)
            await TestDisplay.nextFrame(of: card)
            await TestDisplay.settle(milliseconds: 200)
            let row = try XCTUnwrap(card.descendants(withCSSClass: "alert-entry-error").first, variant)
            XCTAssertTrue(row.isVisible, "\(variant): the error went away with the update")
            try assertWithin([row] + handle.buttons.map { $0 as Widget }, card: card, "\(variant), large")
            try assertInside(handle, over: parent.window, "\(variant), large")
            XCTAssertEqual(handle.buttons.count, 3, variant)
            XCTAssertTrue(entry.containsFocus, "\(variant): the field lost the focus")
            XCTAssertEqual(entry.text, "abc", variant)
            settings.fontName = original
            await TestDisplay.nextFrame(of: card)
            await TestDisplay.settle(milliseconds: 200)
            try assertWithin([row] + handle.buttons.map { $0 as Widget }, card: card, "\(variant), back")
            try assertInside(handle, over: parent.window, "\(variant), back")
            entry.text = "abcd"
            handle.confirm()
            XCTAssertEqual(answers.log("caller"), ["button:connect"], variant)
            XCTAssertEqual(answers.byCaller["caller"]?.first?.text, "abcd", variant)
            await assertSettled(parent.window, probe: parent.nestedButton, objects, variant)
            await closeIfOpen(parent)
        }
    }

    // MARK: 12. Escape down a stack, the queue after it, and the focus given back

    /// The focus through a stack of alerts and the queue.
    ///
    /// The parent's button has the focus; an alert, a nested one on it and one waiting. Escape
    /// on the nested one gives the focus back to the button below it; Enter on the lower one
    /// shows the waiting one with the focus on its suggested button; Escape there gives the
    /// focus back to the parent's button.
    @MainActor func test12TheFocusThroughAStackAndTheQueue() async throws {
        for presentation in presentations {
            let variant = "\(presentation)"
            let parent = await AlertTestWindow()
            XCTAssertTrue(parent.nestedButton.grabFocus(), variant)
            let answers = Answers()
            let objects = Objects()
            let below = await parent.present(
                Alert(title: "Open “report.pdf”?", message: nil) {
                    AlertButton("_Cancel", role: .cancel)
                    AlertButton("_Details", id: "details")
                    AlertButton("_Open", id: "open", role: .suggested)
                }.presentation(presentation), completion: answers.callback("below"))
            objects.track(below)
            let details = try XCTUnwrap(below.button(id: "details"), variant)
            XCTAssertTrue(details.grabFocus(), variant)
            let nested = Alert(title: "Details", message: "PDF, 2 pages.") {
                AlertButton("_Close", role: .cancel)
            }.presentation(presentation).present(over: details, completion: answers.callback("nested"))
            await waitShown(nested)
            objects.track(nested)
            let queued = Alert(title: "Open with?", message: nil) {
                AlertButton("_Cancel", role: .cancel)
                AlertButton("_Viewer", id: "viewer", role: .suggested)
            }.presentation(presentation).present(over: parent.nestedButton, completion: answers.callback("queued"))
            XCTAssertFalse(queued.isOnScreen, variant)
            nested.cancel()
            XCTAssertEqual(answers.log("nested"), ["button:Close"], variant)
            await TestDisplay.settle(milliseconds: 100)
            XCTAssertTrue(details.containsFocus, "\(variant): the focus did not come back to Details")
            below.confirm()
            XCTAssertEqual(answers.log("below"), ["button:open"], variant)
            await waitShown(queued)
            objects.track(queued)
            await TestDisplay.settle(milliseconds: 50)
            XCTAssertTrue(
                try XCTUnwrap(queued.button(id: "viewer"), variant).containsFocus,
                "\(variant): the waiting alert's suggested button has no focus")
            queued.cancel()
            XCTAssertEqual(answers.log("queued"), ["button:Cancel"], variant)
            await assertSettled(parent.window, probe: parent.nestedButton, objects, variant)
            await TestDisplay.settle(milliseconds: 100)
            XCTAssertTrue(
                parent.nestedButton.containsFocus, "\(variant): the parent's button did not get the focus back")
            await closeIfOpen(parent)
        }
    }

    // MARK: 13. A swap while the fonts change, a nested alert on the old one

    /// A nested alert is up on an alert with a field; the fonts grow and, before GTK has
    /// restyled, the lower alert is swapped for another (shown): the nested one ends with
    /// `.dismissed`, the replacement fits the window in the new fonts, and answers its caller.
    @MainActor func test13ASwapRightAfterTheFontsGrowWithANestedAlertUp() async throws {
        for presentation in presentations {
            let variant = "\(presentation)"
            let parent = await AlertTestWindow(width: 560, height: 440)
            let settings = parent.window.display.settings
            let original = settings.fontName
            defer { settings.fontName = original }
            let answers = Answers()
            let objects = Objects()
            let lower = await parent.present(
                Alert(title: "Rename") {
                    AlertTextField(id: "name", placeholder: "Name")
                } buttons: {
                    AlertButton("_Cancel", role: .cancel)
                    AlertButton("_Rename", role: .suggested)
                }.id("rename").presentation(presentation), completion: answers.callback("caller"))
            objects.track(lower)
            let nested = Alert(title: "Details", message: "Names may not contain “/”.").presentation(presentation)
                .present(over: try XCTUnwrap(lower.entry, variant), completion: answers.callback("nested"))
            await waitShown(nested)
            objects.track(nested)
            settings.fontName = "Cantarell 18"
            let replacement = Alert(
                title: "“Notes” was renamed elsewhere",
                message: "Another copy of the app renamed it to “Notes (old)” a moment ago. Keep that name?"
            ) {
                AlertButton("_Cancel", role: .cancel)
                AlertButton("_Keep", id: "keep", role: .suggested)
            }.id("conflict").presentation(presentation)
            XCTAssertEqual(lower.update(replacement), .swapped, variant)
            XCTAssertEqual(answers.log("nested"), ["dismissed"], variant)
            await waitShown(lower)
            objects.track(lower)
            _ = try XCTUnwrap(lower.card, variant)
            // (read each time: a wrapper held here would keep the card alive)
            var card: Widget { lower.card! }
            await TestDisplay.nextFrame(of: card)
            await TestDisplay.settle(milliseconds: 300)
            try assertWithin(lower.buttons.map { $0 as Widget }, card: card, variant)
            try assertInside(lower, over: parent.window, variant)
            // As tall as the same alert presented afresh in these fonts.
            let size = [card.allocatedWidth, card.allocatedHeight]
            lower.confirm()
            XCTAssertEqual(answers.log("caller"), ["button:keep"], variant)
            await TestDisplay.run(until: { Alert.presented(over: parent.window).isEmpty && !lower.isFading })
            await TestDisplay.settle(milliseconds: 100)
            let fresh = await parent.present(replacement)
            objects.track(fresh)
            _ = try XCTUnwrap(fresh.card, variant)
            // (read each time: a wrapper held here would keep the card alive)
            var freshCard: Widget { fresh.card! }
            await TestDisplay.nextFrame(of: freshCard)
            XCTAssertEqual(size, [freshCard.allocatedWidth, freshCard.allocatedHeight], "\(variant): stale size")
            fresh.dismiss()
            await assertSettled(parent.window, probe: parent.nestedButton, objects, variant)
            await closeIfOpen(parent)
        }
    }

    // MARK: 14. The room of an alert that comes up in the turn of a page switch

    /// An alert that comes up in the turn of a page switch is fitted as a fresh one.
    ///
    /// As 4, in a small window (narrow, short: libadwaita's compact look), with an alert whose
    /// buttons do not fit side by side there: the alert that comes up in the turn of the page
    /// switch (at its turn, or swapped in) must be fitted as the same alert presented afresh
    /// over the new page is: the same size, the same button arrangement. Control: without the
    /// page switch.
    @MainActor func test14AnAlertComingUpInThePageSwitchsTurnIsFittedAsAFreshOne() async throws {
        for presentation in presentations {
            for way in ["its turn", "a swap", "its turn, no page switch (control)"] {
                let variant = "\(presentation), \(way)"
                let parent = try await CWindow(width: 340, height: 330)
                let window = parent.window
                let answers = Answers()
                let objects = Objects()
                let question = Alert(
                    title: "Delete “Holiday Photos 2024”?",
                    message: "All 1,204 photos in this album will be deleted from this computer."
                ) {
                    AlertButton("_Keep the Album", id: "keep", role: .cancel)
                    AlertButton("_Delete Everything", id: "delete", role: .destructive)
                }.id("question").presentation(presentation)
                let first = Alert(title: "Scanning…", message: nil) { AlertButton("_Stop", role: .cancel) }
                    .id("scanning").presentation(presentation)
                    .present(over: parent.button, completion: answers.callback("first"))
                await waitShown(first)
                await TestDisplay.run(until: {
                    (window.layers?.allocatedWidth ?? 0) > 0 && (first.card?.allocatedWidth ?? 0) > 1
                })
                if let card = first.card { await TestDisplay.nextFrame(of: card) }
                await TestDisplay.settle(milliseconds: 50)
                objects.track(first)
                var newPageButton: Button? = nil
                let shown: AlertHandle
                if way.hasPrefix("its turn") {
                    shown = question.present(over: parent.button, completion: answers.callback("question"))
                    if !way.hasSuffix("(control)") { newPageButton = parent.switchPage() }
                    first.dismiss()
                    XCTAssertEqual(answers.log("first"), ["dismissed"], variant)
                } else {
                    newPageButton = parent.switchPage()
                    XCTAssertEqual(first.update(question), .swapped, variant)
                    shown = first
                }
                await waitShown(shown)
                objects.track(shown)
                _ = try XCTUnwrap(shown.card, variant)
                var card: Widget { shown.card! }
                await TestDisplay.nextFrame(of: card)
                await TestDisplay.settle(milliseconds: 200)
                let size = [card.allocatedWidth, card.allocatedHeight]
                let orientation = shown.buttonOrientation
                try assertInside(shown, over: window, variant)
                try XCTUnwrap(shown.button(id: "delete"), variant).click()
                XCTAssertEqual(
                    answers.log(way.hasPrefix("its turn") ? "question" : "first"), ["button:delete"], variant)
                await TestDisplay.run(until: { Alert.presented(over: window).isEmpty && !shown.isFading })
                await TestDisplay.settle(milliseconds: 100)

                // The same alert presented afresh over the page now shown.
                let anchor: Widget = newPageButton ?? parent.button
                let fresh = question.present(over: anchor, completion: answers.callback("fresh"))
                await waitShown(fresh)
                objects.track(fresh)
                _ = try XCTUnwrap(fresh.card, variant)
                var freshCard: Widget { fresh.card! }
                await TestDisplay.nextFrame(of: freshCard)
                await TestDisplay.settle(milliseconds: 200)
                XCTAssertEqual(
                    size, [freshCard.allocatedWidth, freshCard.allocatedHeight],
                    "\(variant): the card that came up in the page switch's turn is not fitted as a fresh one")
                XCTAssertEqual(orientation, fresh.buttonOrientation, "\(variant): the buttons are arranged otherwise")
                fresh.cancel()
                XCTAssertEqual(answers.log("fresh"), ["button:keep"], variant)
                await assertSettled(window, probe: anchor, objects, variant)
                await parent.close()
            }
        }
    }
}
