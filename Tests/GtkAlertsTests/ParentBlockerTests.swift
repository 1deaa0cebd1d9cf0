import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

/// What lies behind an alert is inert for assistive technologies too, and comes back as it was.
final class ParentBlockerTests: XCTestCase {
    @MainActor func testActivationOfAParentButtonDoesNothingWhileAnAlertIsUp() async throws {
        let parent = await AlertTestWindow()
        var clicks = 0
        parent.nestedButton.onClick { clicks += 1 }
        for presentation in [AlertPresentation.inWindow, .window] {
            let handle = await parent.present(Alert(title: "Blocked?", message: nil).presentation(presentation))
            // What GTK does for an assistive technology's `click` action.
            XCTAssertTrue(parent.nestedButton.activate())
            await TestDisplay.settle(milliseconds: 400)
            XCTAssertEqual(clicks, 0, "the parent button ran behind a \(presentation) alert")
            handle.dismiss()
            await TestDisplay.settle()
        }
        // Afterwards the same activation works again: the block was lifted, not left behind.
        parent.nestedButton.activate()
        let clicked = await TestDisplay.run(until: { clicks == 1 })
        XCTAssertTrue(clicked, "the parent button did not work after the alert")
        await parent.close()
    }

    /// A widget added to the parent while an alert is up is blocked with the rest: the block
    /// is on the parent's containers, not on the widgets that were there when it began.
    @MainActor func testAWidgetAddedBehindAShownAlertIsBlockedToo() async throws {
        let parent = await AlertTestWindow()
        for presentation in [AlertPresentation.inWindow, .window] {
            let handle = await parent.present(Alert(title: "Blocked?", message: nil).presentation(presentation))
            let late = Button(label: "Added late")
            var clicks = 0
            late.onClick { clicks += 1 }
            parent.content.append(late)
            XCTAssertTrue(late.activate())
            await TestDisplay.settle(milliseconds: 400)
            XCTAssertEqual(clicks, 0, "a button added behind a \(presentation) alert ran")
            handle.dismiss()
            await TestDisplay.settle()
            late.activate()
            let clicked = await TestDisplay.run(until: { clicks == 1 })
            XCTAssertTrue(clicked, "the added button did not work after the \(presentation) alert")
            parent.content.remove(late)
        }
        await parent.close()
    }

    /// The focused widget, which a screen reader holds on to when the alert appears, is
    /// reported disabled; the rest are out of its reach (hidden with the parent's content).
    @MainActor func testParentWidgetsAreReportedDisabledAndRefuseTheFocusWhileAnAlertIsUpAndNotAfter() async throws {
        let parent = await AlertTestWindow()
        XCTAssertTrue(parent.nestedButton.grabFocus())
        XCTAssertFalse(parent.nestedButton.isReportedDisabled)
        let handle = await parent.present(Alert(title: "Blocked?", message: nil).presentation(.inWindow))
        await TestDisplay.settle()
        XCTAssertTrue(parent.nestedButton.isReportedDisabled)
        XCTAssertFalse(parent.nestedButton.grabFocus(), "a parent widget took the focus from the alert")
        XCTAssertFalse(parent.nestedButton.hasFocus)
        XCTAssertTrue(parent.nestedButton.isSensitive, "blocking must not grey the parent out")
        handle.dismiss()
        await TestDisplay.settle()
        XCTAssertFalse(parent.nestedButton.isReportedDisabled)
        XCTAssertTrue(parent.nestedButton.grabFocus())
        await parent.close()
    }

    /// An alert presented in the same turn as the previous one's dismissal finds the parent
    /// blocked, and the parent is given back after the last.
    @MainActor func testAnAlertRightAfterAnotherKeepsTheParentBlocked() async throws {
        let parent = await AlertTestWindow()
        XCTAssertTrue(parent.nestedButton.grabFocus())
        let first = await parent.present(Alert(title: "First", message: nil).presentation(.inWindow))
        await TestDisplay.settle()
        XCTAssertTrue(parent.nestedButton.isReportedDisabled)
        first.dismiss()
        let second = Alert(title: "Second", message: nil).presentation(.inWindow).present(over: parent.nestedButton) {
            _ in
        }
        await TestDisplay.run(until: { second.isOnScreen })
        await TestDisplay.settle()
        XCTAssertTrue(parent.nestedButton.isReportedDisabled, "the first alert's release undid the second's block")
        second.dismiss()
        await TestDisplay.settle()
        XCTAssertFalse(parent.nestedButton.isReportedDisabled, "the parent was not given back")
        await parent.close()
    }
}
