import XCTest

@testable import GtkAlerts

/// The model of a window's alerts, without a display: who shows, nests, waits and ends.
final class AlertQueueTests: XCTestCase {
    func testTheFirstShowsAndTheOthersWaitInOrder() {
        var queue = AlertQueue<String>()
        XCTAssertEqual(queue.add("A"), .shown)
        XCTAssertEqual(queue.add("B"), .waiting)
        XCTAssertEqual(queue.add("C"), .waiting)
        XCTAssertEqual(queue.inOrderOfSight, ["A", "B", "C"])
        XCTAssertEqual(queue.end("A"), .init(next: "B", leavesNone: false))
        XCTAssertEqual(queue.end("B"), .init(next: "C", leavesNone: false))
        XCTAssertEqual(queue.end("C"), .init(leavesNone: true))
    }

    func testAnAlertFromInsideAShownOneNestsOnTopOfTheTopmost() {
        var queue = AlertQueue<String>()
        _ = queue.add("A")
        XCTAssertEqual(queue.add("B", from: "A"), .nested(over: "A"))
        // From the lower level still goes on top of everything shown.
        XCTAssertEqual(queue.add("C", from: "A"), .nested(over: "B"))
        XCTAssertEqual(queue.levels, ["A", "B", "C"])
        // From an alert that only waits: it waits too.
        XCTAssertEqual(queue.add("D"), .waiting)
        XCTAssertEqual(queue.add("E", from: "D"), .waiting)
        XCTAssertEqual(queue.inOrderOfSight, ["C", "B", "A", "D", "E"])
    }

    func testEndingALevelEndsTheLevelsAboveItTopmostFirst() {
        var queue = AlertQueue<String>()
        _ = queue.add("A")
        _ = queue.add("B", from: "A")
        _ = queue.add("C", from: "B")
        _ = queue.add("W")
        XCTAssertEqual(queue.end("B"), .init(alsoEnding: ["C"], leavesNone: false))
        XCTAssertEqual(queue.levels, ["A"])
        XCTAssertEqual(queue.end("A"), .init(next: "W", leavesNone: false))
        XCTAssertEqual(queue.levels, ["W"])
    }

    func testAWaitingAlertThatEndsNeverShowsAndOthersKeepTheirPlaces() {
        var queue = AlertQueue<String>()
        _ = queue.add("A")
        _ = queue.add("B")
        _ = queue.add("C")
        XCTAssertEqual(queue.end("B"), .init(leavesNone: false))
        XCTAssertEqual(queue.inOrderOfSight, ["A", "C"])
        XCTAssertEqual(queue.end("A").next, "C")
    }

    func testClosingEndsTheWaitingFirstThenTheLevelsFromTheTopAndRefusesNewcomers() {
        var queue = AlertQueue<String>()
        _ = queue.add("A")
        _ = queue.add("B", from: "A")
        _ = queue.add("W1")
        _ = queue.add("W2")
        XCTAssertEqual(queue.close(), ["W1", "W2", "B", "A"])
        XCTAssertTrue(queue.inOrderOfSight.isEmpty)
        XCTAssertEqual(queue.add("Late"), .refused, "a follow-up from a completion as the window closes")
        XCTAssertEqual(queue.end("A"), .init(leavesNone: true))
    }

    func testASwapTakesTheOldOnesPlaceAndEndsWhatWasOnTopOfIt() {
        var queue = AlertQueue<String>()
        _ = queue.add("A")
        _ = queue.add("B", from: "A")
        _ = queue.add("W")
        XCTAssertEqual(queue.replace("W", with: "W′")?.placement, .waiting)
        XCTAssertEqual(queue.inOrderOfSight, ["B", "A", "W′"])
        let swap = queue.replace("A", with: "A′")
        XCTAssertEqual(swap?.placement, .shown, "the replacement waited behind the queue")
        XCTAssertEqual(swap?.alsoEnding, ["B"])
        XCTAssertEqual(queue.inOrderOfSight, ["A′", "W′"])
        _ = queue.add("C", from: "A′")
        XCTAssertEqual(queue.replace("C", with: "C′")?.placement, .nested(over: "A′"))
        XCTAssertNil(queue.replace("gone", with: "X"))
    }

    func testEndingWhatIsNotThereChangesNothing() {
        var queue = AlertQueue<String>()
        _ = queue.add("A")
        let before = queue
        XCTAssertEqual(queue.end("Z"), .init(leavesNone: false))
        XCTAssertEqual(queue, before)
        XCTAssertEqual(queue.add("A"), .refused, "an alert is added once")
    }

    func testWhatAWaitingAlertAskedShowsOnTopOfItTheMomentItShows() {
        // A progress alert waits behind A; its operation asks Q (and Q's own follow-up R)
        // meanwhile; X is an unrelated alert that came in between.
        var queue = AlertQueue<String>()
        _ = queue.add("A")
        XCTAssertEqual(queue.add("P"), .waiting)
        XCTAssertEqual(queue.add("X"), .waiting)
        XCTAssertEqual(queue.add("Q", from: "P"), .waiting)
        XCTAssertEqual(queue.add("R", from: "Q"), .waiting)
        XCTAssertEqual(queue.end("A"), .init(next: "P", nestedOnNext: ["Q", "R"], leavesNone: false))
        XCTAssertEqual(queue.levels, ["P", "Q", "R"])
        XCTAssertEqual(queue.waiting, ["X"])
        XCTAssertEqual(queue.askedBy, [:])
    }

    func testAQuestionOfAWaitingAlertThatEndsOrIsSwappedFollowsWhatHappens() {
        var queue = AlertQueue<String>()
        _ = queue.add("A")
        _ = queue.add("P")
        _ = queue.add("Q", from: "P")
        // Swapped while waiting: the question belongs to the new value.
        XCTAssertEqual(queue.replace("P", with: "P2")?.placement, .waiting)
        XCTAssertEqual(queue.askedBy, ["Q": "P2"])
        // Ended while waiting: the question is an ordinary waiting alert now.
        _ = queue.end("P2")
        XCTAssertEqual(queue.askedBy, [:])
        XCTAssertEqual(queue.end("A"), .init(next: "Q", leavesNone: false))
    }
}
