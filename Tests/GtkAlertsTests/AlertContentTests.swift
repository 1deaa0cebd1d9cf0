import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

/// Content of every kind, including the fallbacks for bad input.
final class AlertContentTests: XCTestCase {
    @MainActor func testEscapedUserTextShowsLiterally() async throws {
        let parent = await AlertTestWindow()
        let name = "<b>Tom</b> & \"Jerry\""
        let handle = await parent.present(Alert(title: .markup("Delete <i>\(name)</i>?"), message: nil))
        let title = try XCTUnwrap(handle.titleLabel)
        XCTAssertEqual(title.text, "Delete <b>Tom</b> & \"Jerry\"?")
        XCTAssertTrue(title.rawText.contains("&lt;b&gt;"), "the user's text was not escaped: \(title.rawText)")
        handle.dismiss()
        await parent.close()
    }

    @MainActor func testInvalidMarkupFallsBackToLiteralTextAndReports() async throws {
        let parent = await AlertTestWindow()
        var reported: [AlertContentError] = []
        let alert = Alert(title: "Broken") {
            AlertContent.text(.unvalidatedMarkup("<b>unclosed & <i>bad"))
        }.onContentError { reported.append($0) }
        let handle = await parent.present(alert)
        XCTAssertEqual(handle.messageLabel?.text, "<b>unclosed & <i>bad")
        XCTAssertEqual(reported.count, 1)
        if case .invalidMarkup(let markup, _)? = reported.first {
            XCTAssertEqual(markup, "<b>unclosed & <i>bad")
        } else {
            XCTFail("expected invalidMarkup, got \(reported)")
        }
        handle.dismiss()
        await parent.close()
    }

    @MainActor func testMissingImageShowsTheMissingIconAndReports() async throws {
        let parent = await AlertTestWindow()
        var reported: [AlertContentError] = []
        let alert = Alert(title: "Picture") {
            AlertContent.image(.file("/nonexistent/picture.png"))
            AlertContent.image(.data([1, 2, 3, 4]))
        }.onContentError { reported.append($0) }
        let handle = await parent.present(alert)
        XCTAssertEqual(reported.count, 2)
        for error in reported {
            guard case .unreadableImage = error else { return XCTFail("unexpected \(error)") }
        }
        let card = try XCTUnwrap(handle.card)
        XCTAssertEqual(card.descendants(withCSSClass: "missing").count, 2)
        handle.dismiss()
        await parent.close()
    }

    @MainActor func testImageFromBytesAndIconsLoad() async throws {
        // A PNG made by GTK itself, to feed back in as bytes.
        let parent = await AlertTestWindow()
        let pngTexture = await TestDisplay.render(parent.nestedButton)
        let png = try XCTUnwrap(pngTexture).pngData()
        var reported: [AlertContentError] = []
        let handle = await parent.present(
            Alert(title: "Images") {
                AlertContent.image(.data(png, width: 40, height: 20))
                AlertContent.image(.icon("dialog-information-symbolic", pixelSize: 32))
            }.onContentError { reported.append($0) })
        XCTAssertEqual(reported, [])
        XCTAssertEqual(try XCTUnwrap(handle.card).descendants(withCSSClass: "alert-image").count, 2)
        handle.dismiss()
        await parent.close()
    }

    /// A custom widget of any natural or minimum size stays inside the card's fitted width and
    /// the window, in both presentations: its size never decides the card's.
    @MainActor func testAHugeCustomWidgetStaysInsideTheFittedCard() async throws {
        let parent = await AlertTestWindow(width: 590, height: 420)
        let builds: [(String, @MainActor () -> Widget)] = [
            ("a line that never wraps", { Label(String(repeating: "unbreakable", count: 60)) }),
            (
                "a widget asking for 3000 by 3000",
                {
                    let box = Box(.vertical)
                    box.setSizeRequest(width: 3_000, height: 3_000)
                    return box
                }
            ),
        ]
        for presentation: AlertPresentation in [.inWindow, .window] {
            for (name, build) in builds {
                let handle = await parent.present(
                    Alert(title: "Custom") {
                        AlertContent.custom(build)
                    } buttons: {
                        AlertButton("Cancel", role: .cancel)
                        AlertButton("Open", role: .suggested)
                    }.presentation(presentation))
                let card = try XCTUnwrap(handle.card)
                await TestDisplay.nextFrame(of: card)
                XCTAssertLessThanOrEqual(card.allocatedWidth, 590 - 48, "\(presentation), \(name): the card widened")
                if presentation == .inWindow {
                    let bounds = try XCTUnwrap(card.bounds(relativeTo: parent.window))
                    XCTAssertGreaterThanOrEqual(bounds.y, 0, "\(name): the card's top is off the window")
                    XCTAssertLessThanOrEqual(
                        bounds.y + bounds.height, Double(parent.window.allocatedHeight),
                        "\(name): the card's bottom is off the window")
                    let button = try XCTUnwrap(handle.buttons.last?.bounds(relativeTo: parent.window))
                    XCTAssertLessThanOrEqual(
                        button.x + button.width, Double(parent.window.allocatedWidth), "\(name): a button is off")
                }
                handle.dismiss()
            }
        }
        await parent.close()
    }

    @MainActor func testAHugeImageShrinksToTheCardInsteadOfWideningIt() async throws {
        let parent = await AlertTestWindow(width: 590, height: 420)
        let rendered = await TestDisplay.render(parent.nestedButton)
        let png = try XCTUnwrap(rendered).pngData()
        for presentation: AlertPresentation in [.inWindow, .window] {
            for image in [
                AlertImage.data(png, width: 5_000, height: 2_500),
                .icon("dialog-information-symbolic", pixelSize: 5_000),
            ] {
                let handle = await parent.present(
                    Alert(title: "Big picture", content: { AlertContent.image(image) }).presentation(presentation))
                let card = try XCTUnwrap(handle.card)
                await TestDisplay.nextFrame(of: card)
                let drawn = try XCTUnwrap(card.descendants(withCSSClass: "alert-image").first)
                XCTAssertLessThanOrEqual(
                    card.allocatedWidth, 590 - 48, "\(presentation) \(image): the image widened the card")
                XCTAssertLessThanOrEqual(drawn.allocatedWidth, card.allocatedWidth, "\(presentation) \(image)")
                XCTAssertGreaterThan(drawn.allocatedWidth, 200, "\(presentation) \(image): shrunk to nothing")
                if presentation == .inWindow {
                    let button = try XCTUnwrap(handle.buttons.first?.bounds(relativeTo: parent.window))
                    XCTAssertLessThanOrEqual(
                        button.x + button.width, Double(parent.window.allocatedWidth),
                        "\(image): its button is off the window")
                }
                handle.dismiss()
            }
        }
        await parent.close()
    }

    @MainActor func testLongMessageWrapsAndScrolls() async throws {
        let parent = await AlertTestWindow(width: 480, height: 360)
        let long = String(repeating: "A long sentence that keeps going and going. ", count: 80)
        let handle = await parent.present(Alert(title: "Terms", message: AlertText(long)).presentation(.inWindow))
        await TestDisplay.nextFrame(of: parent.window)
        let card = try XCTUnwrap(handle.card)
        let scroller = try XCTUnwrap(handle.contentScroller)
        XCTAssertLessThanOrEqual(card.allocatedHeight, 360, "the card is taller than the window")
        XCTAssertLessThanOrEqual(card.allocatedWidth, 480)
        XCTAssertTrue(scroller.canScrollVertically, "a message longer than the window should scroll")
        XCTAssertGreaterThan(try XCTUnwrap(handle.buttons.first).allocatedHeight, 0, "buttons were squeezed out")
        handle.dismiss()
        await parent.close()
    }

    @MainActor func testNULCharactersAreReplacedNotTruncated() async throws {
        let parent = await AlertTestWindow()
        let handle = await parent.present(Alert(title: "a\0b", message: "before\0after"))
        XCTAssertEqual(handle.titleLabel?.text, "a\u{FFFD}b")
        XCTAssertEqual(handle.messageLabel?.text, "before\u{FFFD}after")
        handle.dismiss()
        await parent.close()
    }

    @MainActor func testCustomWidgetAndButtonContent() async throws {
        let parent = await AlertTestWindow()
        var response: AlertResponse?
        let handle = await parent.present(
            Alert(title: "Custom") {
                AlertContent.custom { Label("Built by the app") }
            } buttons: {
                AlertButton(id: "star", accessibleLabel: "Star it", role: .suggested) {
                    Image(iconName: "starred-symbolic", pixelSize: 24)
                }
            }
        ) { response = $0 }
        XCTAssertEqual(try XCTUnwrap(handle.card).descendants(withCSSClass: "alert-custom").count, 1)
        try XCTUnwrap(handle.button(id: "star")).click()
        await TestDisplay.run(until: { response != nil })
        XCTAssertEqual(response?.buttonID, "star")
        await parent.close()
    }

    @MainActor func testProgressFollowsAndCancelStopsTheWork() async throws {
        let parent = await AlertTestWindow()
        let progress = AlertProgress(fraction: 0)
        let alert = Alert(title: "Copying") {
            AlertContent.progress(progress)
        } buttons: {
            AlertButton("Cancel", role: .cancel)
        }
        var outcome: String?
        var steps = 0
        Task { @MainActor in
            do {
                _ = try await alert.run(over: parent.nestedButton, progress: progress) { progress in
                    while true {
                        try await Task.sleep(for: .milliseconds(5))
                        steps += 1
                        progress.fraction = min(1, Double(steps) / 1000)
                    }
                }
                outcome = "finished"
            } catch is CancellationError {
                outcome = "cancelled"
            } catch {
                outcome = "\(error)"
            }
        }
        await TestDisplay.run(until: { steps > 5 && !(Alert.presented(over: parent.window).isEmpty) })
        let handle = try XCTUnwrap(Alert.presented(over: parent.window).first)
        await TestDisplay.run(until: { handle.isOnScreen })
        let bar = try XCTUnwrap(handle.card?.descendants(withCSSClass: "alert-progress").first)
        XCTAssertGreaterThan(ProgressBar.fraction(of: bar), 0)
        handle.cancel()
        await TestDisplay.run(until: { outcome != nil })
        XCTAssertEqual(outcome, "cancelled")
        await parent.close()
    }

    /// A window resized across the short height (where the title shrinks, as in libadwaita's
    /// compact alert) with an alert up: the card fits its restyled title, as tall as the same
    /// alert shown afresh at the new size; not with the blank line, or the cut-off line, of a
    /// title measured in its old size.
    @MainActor func testTheCardFitsItsTitleAgainWhenTheWindowCrossesTheShortHeight() async throws {
        // Wraps onto two lines in the full-size title, fits one in the compact one.
        let alert = Alert(title: "Delete “Notes” (pointer)?") {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Delete", id: "delete", role: .destructive)
        }
        // Heights libadwaita's alert dialogs count as tall and as short.
        let tall = 520
        let short = 320
        for (from, to) in [(tall, short), (short, tall)] {
            let fresh = await AlertTestWindow(width: 520, height: to)
            let reference = await fresh.present(alert)
            let expected = try XCTUnwrap(reference.card).allocatedHeight
            reference.dismiss()
            await fresh.close()

            let parent = await AlertTestWindow(width: 520, height: from)
            let handle = await parent.present(alert)
            let card = try XCTUnwrap(handle.card)
            XCTAssertNotEqual(card.allocatedHeight, expected, "\(from) → \(to): the sizes do not tell the looks apart")
            parent.window.setDefaultSize(width: 520, height: to)
            let middle = (from + to) / 2
            if await TestDisplay.run(until: { (parent.window.allocatedHeight > middle) == (to > middle) }) {
                await TestDisplay.run(until: { card.allocatedHeight == expected })
                XCTAssertEqual(card.allocatedHeight, expected, "\(from) → \(to): the content kept its old height")
            } else {
                // Broadway keeps a mapped window's size; the run under Xvfb resizes.
                XCTAssertEqual(parent.window.display.backend, "broadway", "the window did not resize")
            }
            handle.dismiss()
            await parent.close()
        }
    }

    /// The fonts grow while an alert is up (the user picks a larger interface font): the card
    /// fits itself again, to the size and button arrangement a fresh alert has in them.
    @MainActor func testTheCardFitsItselfAgainWhenTheFontsChange() async throws {
        let alert = Alert(title: "Replace “report.pdf”?", message: "A file with this name already exists.") {
            AlertButton("_Cancel", role: .cancel)
            AlertButton("_Keep Both", id: "keep")
            AlertButton("_Replace", id: "replace", role: .destructive)
        }.buttonLayout(.automatic)
        for presentation: AlertPresentation in [.inWindow, .window] {
            let parent = await AlertTestWindow(width: 640, height: 520)
            let settings = parent.window.display.settings
            let original = settings.fontName
            defer { settings.fontName = original }
            let large = "Cantarell 19"
            settings.fontName = large
            await TestDisplay.settle()
            let reference = await parent.present(alert.presentation(presentation))
            let referenceCard = try XCTUnwrap(reference.card)
            let expected = (referenceCard.allocatedWidth, referenceCard.allocatedHeight, reference.buttonOrientation)
            reference.dismiss()
            settings.fontName = original
            await TestDisplay.settle()

            let handle = await parent.present(alert.presentation(presentation))
            let card = try XCTUnwrap(handle.card)
            XCTAssertNotEqual(card.allocatedHeight, expected.1, "\(presentation): the fonts do not change the card")
            settings.fontName = large
            await TestDisplay.run(until: { card.allocatedHeight == expected.1 && card.allocatedWidth == expected.0 })
            XCTAssertEqual(card.allocatedWidth, expected.0, "\(presentation): the card kept its old width")
            XCTAssertEqual(card.allocatedHeight, expected.1, "\(presentation): the card kept its old height")
            XCTAssertEqual(handle.buttonOrientation, expected.2, "\(presentation): the buttons kept their arrangement")
            handle.dismiss()
            await parent.close()
        }
    }

    @MainActor func testContentIsATabStopOnlyWhenItScrolls() async throws {
        let parent = await AlertTestWindow()
        let short = await parent.present(Alert(title: "Short", message: "One line.").presentation(.inWindow))
        let shortScroller = try XCTUnwrap(short.card?.descendants(withCSSClass: "alert-scroller").first)
        XCTAssertFalse(shortScroller.canFocus, "a scrolled window with nothing to scroll is a bare Tab stop")
        short.dismiss()
        await TestDisplay.settle()
        let long = String(repeating: "A long message that has to scroll. ", count: 200)
        let tall = await parent.present(Alert(title: "Long", message: AlertText(long)).presentation(.inWindow))
        let tallScroller = try XCTUnwrap(tall.card?.descendants(withCSSClass: "alert-scroller").first)
        XCTAssertTrue(tallScroller.canFocus, "keyboard users must reach content that scrolls")
        XCTAssertTrue(tallScroller.isAccessibleLabelled(by: try XCTUnwrap(tall.titleLabel)), "a Tab stop needs a name")
        tall.dismiss()
        await TestDisplay.settle()
        await parent.close()
    }

    @MainActor func testTextFieldIsNamedAndItsErrorIsRelated() async throws {
        let parent = await AlertTestWindow()
        let handle = await parent.present(
            Alert(title: "Rename") {
                AlertContent.textField(AlertTextField(placeholder: "New name") { $0.isEmpty ? "Type a name" : nil })
            } buttons: {
                AlertButton("OK", role: .suggested)
            }.presentation(.inWindow))
        let entry = try XCTUnwrap(handle.entry)
        let row = try XCTUnwrap(handle.card?.descendants(withCSSClass: "alert-entry-error").first)
        XCTAssertEqual(row.accessibleRole, .alert, "the error row is spoken when it appears")
        handle.confirm()
        await TestDisplay.settle()
        XCTAssertTrue(row.isVisible)
        let label = try XCTUnwrap(row.children.last)
        XCTAssertTrue(entry.isAccessibleDescribed(by: label), "the error must describe the entry")
        // Its own description changes, which screen readers announce for the focused field; the
        // label carries it too where GTK reads only the label's (GTK 4.24), not where GTK adds
        // the two (GTK 4.8).
        XCTAssertTrue(entry.hasAccessibleDescription("Type a name"))
        let labelCarries = Widget.describesFromRelatedWidgetsOnly
        XCTAssertTrue(label.hasAccessibleDescription(labelCarries ? "Type a name" : nil))
        handle.dismiss()
        await TestDisplay.settle()
        await parent.close()
    }

    @MainActor func testAccessibleRoleAndRelations() async throws {
        let parent = await AlertTestWindow()
        let inWindow = await parent.present(Alert(title: "Title", message: "Body").presentation(.inWindow))
        let card = try XCTUnwrap(inWindow.card)
        XCTAssertEqual(card.accessibleRole, .alertDialog)
        XCTAssertTrue(card.isAccessibleLabelled(by: try XCTUnwrap(inWindow.titleLabel)))
        let message = try XCTUnwrap(inWindow.messageLabel)
        XCTAssertTrue(card.isAccessibleDescribed(by: message))
        // The message is the alert's description on every GTK: the label it is described by
        // carries it (GTK 4.24 reads only that), the alert none of its own (GTK 4.8 adds both).
        XCTAssertTrue(message.hasAccessibleDescription("Body"), "the message label must carry the description")
        XCTAssertTrue(card.hasAccessibleDescription(nil), "a description of its own is heard twice on GTK 4.8")
        inWindow.dismiss()
        let windowed = await parent.present(Alert(title: "Title", message: "Body").presentation(.window))
        let window = try XCTUnwrap(windowed.window)
        XCTAssertEqual(window.accessibleRole, .alertDialog)
        // Its title names it; a labelled-by relation as well made screen readers say it twice.
        XCTAssertEqual(window.title, "Title")
        XCTAssertFalse(window.isAccessibleLabelled(by: try XCTUnwrap(windowed.titleLabel)))
        let windowedMessage = try XCTUnwrap(windowed.messageLabel)
        XCTAssertTrue(window.isAccessibleDescribed(by: windowedMessage))
        XCTAssertTrue(windowedMessage.hasAccessibleDescription("Body"), "the message label must carry the description")
        XCTAssertTrue(window.hasAccessibleDescription(nil), "a description of its own is heard twice on GTK 4.8")
        // The window is the dialog; a named card inside it was spoken as a second container.
        let windowedCard = try XCTUnwrap(windowed.card)
        XCTAssertEqual(windowedCard.accessibleRole, .other)
        XCTAssertFalse(windowedCard.isAccessibleLabelled(by: try XCTUnwrap(windowed.titleLabel)))
        XCTAssertFalse(windowedCard.isAccessibleDescribed(by: try XCTUnwrap(windowed.messageLabel)))
        XCTAssertTrue(window.isModal)
        XCTAssertTrue(window.transientParent?.isSameObject(as: parent.window) ?? false)
        windowed.dismiss()
        await parent.close()
    }
}

extension Widget {
    /// Every widget below this one carrying `cssClass`.
    @MainActor func descendants(withCSSClass cssClass: String) -> [Widget] {
        children.flatMap { child in
            (child.hasCSSClass(cssClass) ? [child] : []) + child.descendants(withCSSClass: cssClass)
        }
    }
}

extension ProgressBar {
    /// The fraction shown by a progress bar found as a plain widget.
    @MainActor static func fraction(of widget: Widget) -> Double { ProgressBar(casting: widget)?.fraction ?? -1 }
}
