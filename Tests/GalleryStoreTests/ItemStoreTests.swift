import Foundation
import XCTest

@testable import GalleryStore

final class ItemStoreTests: XCTestCase {
    private var directory = ""
    private var databasePath: String { directory + "/items.sqlite" }

    override func setUpWithError() throws {
        directory =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("ItemStoreTests-\(UUID().uuidString)").path
    }

    override func tearDownWithError() throws {
        if FileManager.default.fileExists(atPath: directory) {
            try FileManager.default.removeItem(atPath: directory)
        }
    }

    func testAddedItemsSurviveReopeningInOrder() throws {
        let store = try ItemStore(directory: directory)
        let added = try ["first", "second", "third"].map { name in try store.add(name) }
        XCTAssertEqual(try store.items(), added)

        let reopened = try ItemStore(directory: directory)
        XCTAssertEqual(try reopened.items(), added)
        XCTAssertEqual(added.map(\.id), added.map(\.id).sorted())
    }

    func testDeleteRemovesOnlyThatItemAndSurvivesReopening() throws {
        let store = try ItemStore(directory: directory)
        let first = try store.add("keep me")
        let second = try store.add("delete me")
        let third = try store.add("keep me too")

        try store.delete(id: second.id)
        XCTAssertEqual(try store.items(), [first, third])
        XCTAssertEqual(try ItemStore(directory: directory).items(), [first, third])
    }

    func testUnusualNamesRoundTripExactly() throws {
        let names = [
            "It's a \"quoted\" name",
            "'); DROP TABLE items; --",
            "<b>&amp;</b>",
            "👩🏽‍💻 🇳🇱",
            "e\u{301}",  // Combining accent; must not come back precomposed as "é".
            "שלום عالم",
            "before\u{0}after",
            "",
            String(repeating: "ä", count: 10_000),  // Two bytes each: catches character-for-byte counts.
        ]
        let store = try ItemStore(directory: directory)
        for name in names {
            try store.add(name)
        }

        let stored = try ItemStore(directory: directory).items().map(\.name)
        XCTAssertEqual(stored.count, names.count)
        for (index, (storedName, name)) in zip(stored, names).enumerated() {
            // Bytes, not `==`: String equality treats canonically equivalent text as equal.
            XCTAssertTrue(
                storedName.utf8.elementsEqual(name.utf8),
                "name \(index) changed: came back as \(storedName.utf8.count) bytes"
            )
        }
    }

    func testDirectoryUnderARegularFileThrowsCannotCreateDirectory() throws {
        // A path through a regular file fails even for root, unlike a permission-based setup.
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let file = directory + "/file.txt"
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data("text".utf8)))

        XCTAssertThrowsError(try ItemStore(directory: file + "/sub")) { error in
            guard case .cannotCreateDirectory(let path, let message) = error as? ItemStoreError else {
                return XCTFail("Expected cannotCreateDirectory, got \(error)")
            }
            XCTAssertEqual(path, file + "/sub")
            XCTAssertEqual(message, String(cString: strerror(ENOTDIR)))
        }
    }

    func testDatabasePathTakenByADirectoryThrowsCannotOpenDatabase() throws {
        try FileManager.default.createDirectory(atPath: databasePath, withIntermediateDirectories: true)

        XCTAssertThrowsError(try ItemStore(directory: directory)) { error in
            guard case .cannotOpenDatabase(let path, _) = error as? ItemStoreError else {
                return XCTFail("Expected cannotOpenDatabase, got \(error)")
            }
            XCTAssertEqual(path, databasePath)
        }
    }

    func testGarbageDatabaseFileThrowsCorruptAndIsLeftUntouched() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let garbage = Data("not a database\n".utf8) + Data((0..<8192).map { _ in UInt8.random(in: 0...255) })
        try garbage.write(to: URL(fileURLWithPath: databasePath))

        XCTAssertThrowsError(try ItemStore(directory: directory)) { error in
            guard case .databaseCorrupt = error as? ItemStoreError else {
                return XCTFail("Expected databaseCorrupt, got \(error)")
            }
        }
        XCTAssertEqual(FileManager.default.contents(atPath: databasePath), garbage)
    }

    func testDamageInsideARealDatabaseIsCaughtAtOpen() throws {
        let store = try ItemStore(directory: directory)
        for number in 1...200 {
            try store.add("item \(number) " + String(repeating: "x", count: 100))
        }
        let url = URL(fileURLWithPath: databasePath)
        let intact = try Data(contentsOf: url)
        // Both keep the "SQLite format 3" header, so only the integrity check can notice. Garbage
        // table pages make SQLite fail outright; a bogus freelist page number is only reported as
        // a quick_check result row, which the store must read rather than just step past.
        let damages: [(name: String, range: Range<Int>, byte: UInt8)] = [
            ("table pages", 4096..<(4096 * 3), 0xA5),
            ("freelist pointer", 32..<40, 0x7F),
        ]
        for damage in damages {
            var bytes = intact
            bytes.replaceSubrange(damage.range, with: Data(repeating: damage.byte, count: damage.range.count))
            try bytes.write(to: url)

            XCTAssertThrowsError(try ItemStore(directory: directory), damage.name) { error in
                guard case .databaseCorrupt = error as? ItemStoreError else {
                    return XCTFail("\(damage.name): expected databaseCorrupt, got \(error)")
                }
            }
        }
    }

    func testFailedWriteRollsBackAndKeepsEarlierItems() throws {
        let store = try ItemStore(directory: directory)
        let earlier = try [store.add("one"), store.add("two")]
        // No valid name makes an insert fail, so a trigger refuses one. RAISE(ABORT) undoes only the
        // statement and leaves the transaction open: unless `add` rolls back, the next BEGIN fails
        // with "cannot start a transaction within a transaction" and the reopen below sees no "three".
        try store.execute(
            "CREATE TRIGGER refuse_poison BEFORE INSERT ON items WHEN NEW.name = 'poison' "
                + "BEGIN SELECT RAISE(ABORT, 'poison refused'); END"
        )

        XCTAssertThrowsError(try store.add("poison")) { error in
            XCTAssertEqual(error as? ItemStoreError, .writeFailed(message: "poison refused"))
        }
        XCTAssertEqual(try store.items(), earlier)

        let later = try store.add("three")
        XCTAssertEqual(try ItemStore(directory: directory).items(), earlier + [later])
    }

    func testDefaultDirectoryPrefersAbsoluteDataHomeThenHome() {
        let savedDataHome = getenv("XDG_DATA_HOME").map { String(cString: $0) }
        let savedHome = getenv("HOME").map { String(cString: $0) }
        defer {
            restore("XDG_DATA_HOME", to: savedDataHome)
            restore("HOME", to: savedHome)
        }
        setenv("HOME", "/home/tester", 1)

        setenv("XDG_DATA_HOME", "/data", 1)
        XCTAssertEqual(ItemStore.defaultDirectory(), "/data/alert-gallery")
        setenv("XDG_DATA_HOME", "relative/data", 1)
        XCTAssertEqual(ItemStore.defaultDirectory(), "/home/tester/.local/share/alert-gallery")
        unsetenv("XDG_DATA_HOME")
        XCTAssertEqual(ItemStore.defaultDirectory(), "/home/tester/.local/share/alert-gallery")
    }

    private func restore(_ name: String, to value: String?) {
        if let value {
            setenv(name, value, 1)
        } else {
            unsetenv(name)
        }
    }
}
