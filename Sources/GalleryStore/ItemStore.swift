internal import CGalleryStoreSQLite
internal import Foundation

/// The gallery's item list, kept in a SQLite database so it survives restarts.
///
/// One connection, used from one thread: the gallery only touches it from the main thread, so
/// the class is deliberately not `Sendable` and needs no lock.
public final class ItemStore {
    private static let fileName = "items.sqlite"
    /// Long enough to wait out a second gallery window's write, short enough not to freeze the UI.
    private static let busyTimeoutMilliseconds: Int32 = 2_000
    /// `SQLITE_TRANSIENT`, which Swift cannot import: SQLite must copy bound text because the
    /// Swift buffer it points into is only valid during the bind call.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    private let database: OpaquePointer
    private let path: String

    /// The gallery's data folder: `$XDG_DATA_HOME/alert-gallery`, else `~/.local/share/alert-gallery`.
    public static func defaultDirectory() -> String {
        let environment = ProcessInfo.processInfo.environment
        // The XDG spec says a relative or empty XDG_DATA_HOME is invalid and must be ignored.
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return dataHome + "/alert-gallery"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/alert-gallery"
    }

    /// Opens (creating if needed) `directory/items.sqlite`, and refuses a damaged or foreign file.
    public init(directory: String) throws(ItemStoreError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateDirectory(path: directory, message: Self.reason(for: error))
        }
        path = directory + "/" + Self.fileName
        database = try Self.openDatabase(atPath: path)
    }

    deinit {
        // The `_v2` variant defers the close instead of failing if a statement were still open.
        sqlite3_close_v2(database)
    }

    /// Every stored item, oldest first.
    public func items() throws(ItemStoreError) -> [Item] {
        var items: [Item] = []
        do {
            try Self.run("SELECT id, name FROM items ORDER BY id", on: database) { row in
                items.append(Item(id: sqlite3_column_int64(row, 0), name: Self.text(in: row, column: 1)))
            }
        } catch {
            throw error.storeError(path: path, otherwise: ItemStoreError.readFailed)
        }
        return items
    }

    /// Stores a new item named `name` (any text, kept byte for byte) and returns it.
    @discardableResult
    public func add(_ name: String) throws(ItemStoreError) -> Item {
        do {
            return try inTransaction { () throws(SQLiteFailure) -> Item in
                try Self.run(
                    "INSERT INTO items (name, created) VALUES (?, ?)",
                    on: database,
                    binding: [.text(name), .real(Date().timeIntervalSince1970)]
                )
                return Item(id: sqlite3_last_insert_rowid(database), name: name)
            }
        } catch {
            throw error.storeError(path: path, otherwise: ItemStoreError.writeFailed)
        }
    }

    /// Removes the item with `id`; an id that is not stored is not an error, it is already gone.
    public func delete(id: Int64) throws(ItemStoreError) {
        do {
            try inTransaction { () throws(SQLiteFailure) in
                try Self.run("DELETE FROM items WHERE id = ?", on: database, binding: [.integer(id)])
            }
        } catch {
            throw error.storeError(path: path, otherwise: ItemStoreError.writeFailed)
        }
    }

    /// Runs SQL without parameters; internal so tests can install a failing trigger to reach
    /// the rollback path, which no valid name can reach.
    func execute(_ sql: String) throws(ItemStoreError) {
        do {
            try Self.run(sql, on: database)
        } catch {
            throw error.storeError(path: path, otherwise: ItemStoreError.writeFailed)
        }
    }

    // MARK: - SQLite plumbing

    /// Opens the file and proves it is a usable item database before anyone writes to it.
    private static func openDatabase(atPath path: String) throws(ItemStoreError) -> OpaquePointer {
        var handle: OpaquePointer?
        let status = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil)
        guard let handle else {
            throw .cannotOpenDatabase(path: path, message: String(cString: sqlite3_errstr(status)))
        }
        do throws(SQLiteFailure) {
            guard status == SQLITE_OK else { throw SQLiteFailure(status, on: handle) }
            sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
            // Opening is lazy, so garbage is only noticed on first read; checking before the
            // CREATE TABLE below means a foreign file is reported, never written to.
            var problems: [String] = []
            try run("PRAGMA quick_check", on: handle) { row in problems.append(text(in: row, column: 0)) }
            if problems != ["ok"] {
                // Rows hold many lines under a "*** in database main ***" banner; the first real
                // finding is enough for a person, the rest is for sqlite3's own tools.
                let findings = problems.flatMap { $0.split(separator: "\n") }.filter { !$0.hasPrefix("***") }
                let message = findings.first.map(String.init) ?? "integrity check failed"
                throw SQLiteFailure(code: SQLITE_CORRUPT, message: message)
            }
            try run(
                """
                CREATE TABLE IF NOT EXISTS items (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL,
                    created REAL NOT NULL
                )
                """,
                on: handle
            )
            return handle
        } catch {
            sqlite3_close_v2(handle)
            throw error.storeError(path: path) { .cannotOpenDatabase(path: path, message: $0) }
        }
    }

    /// Runs `body` between BEGIN IMMEDIATE and COMMIT, rolling back if anything fails.
    private func inTransaction<Result>(
        _ body: () throws(SQLiteFailure) -> Result
    ) throws(SQLiteFailure) -> Result {
        // IMMEDIATE takes the write lock up front, so a busy database fails here, before any change.
        try Self.run("BEGIN IMMEDIATE", on: database)
        do throws(SQLiteFailure) {
            let result = try body()
            try Self.run("COMMIT", on: database)
            return result
        } catch {
            // Some errors (and RAISE(ROLLBACK)) already ended the transaction; a second ROLLBACK
            // would only replace the real error message with "no transaction is active".
            if sqlite3_get_autocommit(database) == 0 {
                try? Self.run("ROLLBACK", on: database)
            }
            throw error
        }
    }

    /// Prepares `sql`, binds `parameters` in order, steps to the end handing each row to
    /// `eachRow`, and finalizes.
    ///
    /// Parameters are always bound, never spliced into the SQL.
    private static func run(
        _ sql: String,
        on database: OpaquePointer,
        binding parameters: [Parameter] = [],
        eachRow: (OpaquePointer) -> Void = { _ in }
    ) throws(SQLiteFailure) {
        var prepared: OpaquePointer?
        let status = sqlite3_prepare_v2(database, sql, -1, &prepared, nil)
        guard status == SQLITE_OK, let statement = prepared else { throw SQLiteFailure(status, on: database) }
        defer { sqlite3_finalize(statement) }

        for (offset, parameter) in parameters.enumerated() {
            let status = bind(parameter, to: statement, at: Int32(offset + 1))
            guard status == SQLITE_OK else { throw SQLiteFailure(status, on: database) }
        }
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW: eachRow(statement)
            case SQLITE_DONE: return
            case let failure: throw SQLiteFailure(failure, on: database)
            }
        }
    }

    private static func bind(_ parameter: Parameter, to statement: OpaquePointer, at index: Int32) -> Int32 {
        switch parameter {
        case .integer(let value):
            return sqlite3_bind_int64(statement, index, value)
        case .real(let value):
            return sqlite3_bind_double(statement, index, value)
        case .text(let value):
            // The explicit byte count keeps embedded NULs and counts multi-byte characters right;
            // `withCString` hands over every UTF-8 byte, NULs included.
            guard let byteCount = Int32(exactly: value.utf8.count) else { return SQLITE_TOOBIG }
            return value.withCString { sqlite3_bind_text(statement, index, $0, byteCount, transient) }
        }
    }

    /// Reads a text column by its byte count, so an embedded NUL does not cut the string short.
    private static func text(in row: OpaquePointer, column: Int32) -> String {
        guard let bytes = sqlite3_column_text(row, column) else { return "" }
        let byteCount = Int(sqlite3_column_bytes(row, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: byteCount), as: UTF8.self)
    }

    /// The OS's own words for a file-system error, rather than Foundation's generic wrapper.
    private static func reason(for error: any Error) -> String {
        // Stored as `any Error`, not `NSError`, on Linux, so a direct `as? NSError` misses it.
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error,
            (underlying as NSError).domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32((underlying as NSError).code)))
        }
        return error.localizedDescription
    }

    /// A value to bind to a `?` placeholder.
    private enum Parameter {
        case integer(Int64)
        case real(Double)
        case text(String)
    }

    /// What SQLite reported, kept raw so each caller can pick the `ItemStoreError` that fits.
    private struct SQLiteFailure: Error {
        let code: Int32
        let message: String

        init(code: Int32, message: String) {
            self.code = code
            self.message = message
        }

        init(_ code: Int32, on database: OpaquePointer) {
            // Bind failures do not always update the connection's message; fall back to the code's.
            let message = sqlite3_errcode(database) == code ? sqlite3_errmsg(database) : sqlite3_errstr(code)
            self.init(code: code, message: message.map { String(cString: $0) } ?? "unknown error")
        }

        /// Damage wins over the caller's case: the person needs to know the file itself is bad.
        func storeError(path: String, otherwise: (String) -> ItemStoreError) -> ItemStoreError {
            let primaryCode = code & 0xFF
            if primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB {
                return .databaseCorrupt(path: path, message: message)
            }
            return otherwise(message)
        }
    }
}
