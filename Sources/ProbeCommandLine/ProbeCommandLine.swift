// What the test probes (small executables the script suites drive) share: unbuffered
// reporting and reading their options.
internal import Glibc

/// Writes one line to standard output (or `descriptor`) with plain `write` calls, so nothing
/// waits in a buffer and the script polling the output sees each line whole.
public func report(_ line: String, to descriptor: Int32 = 1) {
    var text = line + "\n"
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}

/// Why a probe's arguments could not be used; the probe prints it and exits with status 2.
public struct UsageError: Error, CustomStringConvertible {
    /// What was wrong, for the usage message.
    public let description: String

    /// An error saying `description`.
    public init(description: String) {
        self.description = description
    }
}

/// A probe's options, read from its arguments without touching GTK.
public protocol ProbeOptionSet {
    /// The usage text `--help` prints.
    static var usage: String { get }
    /// Whether `--help` was given.
    var showsHelp: Bool { get }
    /// Reads `arguments` (without the program's name).
    init(arguments: [String]) throws(UsageError)
}

extension ProbeOptionSet {
    /// The options of this run: prints the usage and exits on `--help` (status 0) or on bad
    /// arguments (status 2, the error first).
    public static func fromCommandLine(program: String) -> Self {
        let options: Self
        do {
            options = try Self(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            report("\(program): \(error)\n\n\(usage)", to: 2)
            exit(2)
        }
        if options.showsHelp {
            report(usage)
            exit(0)
        }
        return options
    }
}

/// The arguments still to read, one option at a time.
public struct ArgumentReader {
    private var remaining: ArraySlice<String>

    /// A reader of `arguments`.
    public init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    /// The next argument, if any.
    public mutating func next() -> String? { remaining.popFirst() }

    /// The value after `option`.
    ///
    /// - Throws: `UsageError` when the arguments end first.
    public mutating func value(for option: String) throws(UsageError) -> String {
        guard let value = remaining.popFirst() else { throw UsageError(description: "\(option) needs a value") }
        return value
    }

    /// The value after `option`, one of `choices`' names.
    ///
    /// - Throws: `UsageError` when the arguments end first or name no choice.
    public mutating func choice<Value>(for option: String, from choices: KeyValuePairs<String, Value>)
        throws(UsageError) -> Value
    {
        let name = try value(for: option)
        guard let chosen = choices.first(where: { $0.key == name }) else {
            let names = choices.map(\.key).joined(separator: " or ")
            throw UsageError(description: "\(option) takes \(names), not \(name.debugDescription)")
        }
        return chosen.value
    }

    /// The whole number after `option`, at least `minimum`.
    ///
    /// - Throws: `UsageError` when the arguments end first or the value is no such number.
    public mutating func integer(for option: String, atLeast minimum: Int) throws(UsageError) -> Int {
        let text = try value(for: option)
        guard let number = Int(text), number >= minimum else {
            throw UsageError(
                description: "\(option) needs a whole number from \(minimum) on, not \(text.debugDescription)")
        }
        return number
    }
}
