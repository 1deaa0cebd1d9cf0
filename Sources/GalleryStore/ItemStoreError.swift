/// Why the item store could not open, read or change the stored list.
public enum ItemStoreError: Error, CustomStringConvertible, Equatable {
    /// The folder meant to hold the database could not be created.
    case cannotCreateDirectory(path: String, message: String)
    /// SQLite could not open or create the database file.
    case cannotOpenDatabase(path: String, message: String)
    /// The file exists but is damaged or is not a SQLite database at all.
    case databaseCorrupt(path: String, message: String)
    /// The list could not be read.
    case readFailed(message: String)
    /// A change was not saved; the transaction was rolled back, so earlier items are intact.
    case writeFailed(message: String)

    /// A sentence that tells a person what went wrong and, where it helps, what to do.
    public var description: String {
        switch self {
        case .cannotCreateDirectory(let path, let message):
            "Could not create the folder \(path) for the item list: \(message)."
        case .cannotOpenDatabase(let path, let message):
            "Could not open the item list database \(path): \(message)."
        case .databaseCorrupt(let path, let message):
            "The item list file \(path) is damaged or is not a database (\(message)); "
                + "move it aside to start a new list."
        case .readFailed(let message):
            "Could not read the item list: \(message)."
        case .writeFailed(let message):
            "Could not save the change to the item list: \(message). Items saved earlier are unchanged."
        }
    }
}
