import CAdwaitaTestWindows
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

/// `Widget(unsafeBorrowing:)` over widgets made in C: the foreign owner's reference is never
/// taken over, freed or kept.
final class WidgetBorrowingTests: XCTestCase {
    @MainActor override func setUp() async throws { TestDisplay.start() }

    @MainActor func testBorrowingNeitherFreesNorLeaksTheForeignWidget() async throws {
        let raw = try XCTUnwrap(adwaita_test_floating_button_new())
        adwaita_test_reference_sink(raw)  // the C side owns one strong reference
        XCTAssertEqual(adwaita_test_reference_count(raw), 1)
        var wrapper: Widget? = Widget(unsafeBorrowing: raw)
        XCTAssertEqual(adwaita_test_reference_count(raw), 2, "the wrapper holds no reference of its own")
        XCTAssertEqual(wrapper?.typeName, "GtkButton")
        let object = try XCTUnwrap(wrapper).makeWeakReference()
        wrapper = nil
        XCTAssertEqual(adwaita_test_reference_count(raw), 1, "the wrapper kept its reference (a leak)")
        XCTAssertTrue(object.isAlive, "the wrapper freed a widget it only borrowed")
        adwaita_test_release(raw)
        XCTAssertFalse(object.isAlive, "the widget outlived its C owner")
    }

    @MainActor func testABorrowedFloatingWidgetStaysFloating() async throws {
        let raw = try XCTUnwrap(adwaita_test_floating_button_new())
        var wrapper: Widget? = Widget(unsafeBorrowing: OpaquePointer(raw))
        XCTAssertEqual(adwaita_test_is_floating(raw), 1, "borrowing sank the caller's floating reference")
        XCTAssertEqual(adwaita_test_reference_count(raw), 2)
        let object = try XCTUnwrap(wrapper).makeWeakReference()
        wrapper = nil
        XCTAssertEqual(adwaita_test_is_floating(raw), 1)
        XCTAssertEqual(adwaita_test_reference_count(raw), 1)
        // The C code that made it can still hand it to a parent, which sinks it as usual.
        let box = try XCTUnwrap(adwaita_test_box_adopting(raw))
        XCTAssertEqual(adwaita_test_is_floating(raw), 0)
        XCTAssertTrue(object.isAlive)
        adwaita_test_release(box)
        XCTAssertFalse(object.isAlive, "the widget outlived its parent")
    }

    @MainActor func testAGObjectThatIsNoWidgetIsRefusedByName() async throws {
        let raw = try XCTUnwrap(adwaita_test_plain_object_new())
        defer { adwaita_test_release(raw) }
        XCTAssertEqual(Widget.borrowingProblem(OpaquePointer(raw)), "the pointer is a GObject, not a GtkWidget")
        let button = try XCTUnwrap(adwaita_test_floating_button_new())
        adwaita_test_reference_sink(button)
        defer { adwaita_test_release(button) }
        XCTAssertNil(Widget.borrowingProblem(OpaquePointer(button)))
    }

    /// Walking up from a borrowed widget wraps its floating parent, and wrapping again through
    /// the public initialiser or the type-checked wrappers: none of it may take over the
    /// parent's floating reference, or the wrapper's release would free what C still owns.
    @MainActor func testWrappersMadeWhileWalkingABorrowedTreeLeaveFloatingWidgetsFloating() async throws {
        let button = try XCTUnwrap(adwaita_test_floating_button_new())
        let box = try XCTUnwrap(adwaita_test_floating_box_holding(button))
        XCTAssertEqual(adwaita_test_is_floating(box), 1)
        XCTAssertEqual(adwaita_test_reference_count(box), 1)
        do {
            let borrowed = Widget(unsafeBorrowing: button)
            let parent = try XCTUnwrap(borrowed.parent)
            let copy = Widget(parent)
            XCTAssertEqual(adwaita_test_reference_count(box), 3, "each wrapper holds one plain reference")
            XCTAssertEqual(adwaita_test_is_floating(box), 1, "wrapping the parent sank its floating reference")
            XCTAssertTrue(copy.isSameObject(as: parent))
        }
        XCTAssertEqual(adwaita_test_reference_count(box), 1, "the wrappers kept a reference (a leak)")
        XCTAssertEqual(adwaita_test_is_floating(box), 1, "the box is no longer its maker's to give away")
        let object = Widget(unsafeBorrowing: box).makeWeakReference()
        adwaita_test_reference_sink(box)
        adwaita_test_release(box)
        XCTAssertFalse(object.isAlive, "the box outlived its C owner")
    }
}
