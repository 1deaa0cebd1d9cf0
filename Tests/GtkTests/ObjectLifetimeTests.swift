import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

final class ObjectLifetimeTests: XCTestCase {
    @MainActor override func setUp() async throws { TestDisplay.start() }

    @MainActor func testWrapperAndGObjectAreFreedWithTheLastOwner() {
        var label: Label? = Label("short-lived")
        weak let wrapper = label
        let object = label!.makeWeakReference()
        XCTAssertTrue(object.isAlive)
        label = nil
        XCTAssertNil(wrapper)
        XCTAssertFalse(object.isAlive, "the GObject outlived its only owner")
    }

    @MainActor func testASecondWrapperKeepsTheObjectAlive() {
        var box: Box? = Box(.vertical)
        let child = Label("child")
        box!.append(child)
        let object = child.makeWeakReference()
        let parentObject = box!.makeWeakReference()
        XCTAssertEqual(child.parent?.isSameObject(as: box!), true)
        box = nil
        XCTAssertFalse(parentObject.isAlive)
        XCTAssertTrue(object.isAlive, "the Swift wrapper `child` still owns the label")
    }

    @MainActor func testDestroyedWindowIsFreedOnceUnwrapped() async {
        var window: Window? = Window()
        window!.child = Label("content")
        let object = window!.makeWeakReference()
        await TestDisplay.show(window!)
        window!.destroy()
        window = nil
        await TestDisplay.drainReleases()
        XCTAssertFalse(object.isAlive)
    }

    @MainActor func testAttachedValueLivesAsLongAsTheObject() {
        final class Payload {}
        var label: Label? = Label("host")
        weak var payload: Payload?
        do {
            let value = Payload()
            payload = value
            label!.setAttachedValue(value, forKey: "payload")
        }
        XCTAssertTrue(label!.attachedValue(forKey: "payload") === payload)
        label = nil
        XCTAssertNil(payload)
    }
}
