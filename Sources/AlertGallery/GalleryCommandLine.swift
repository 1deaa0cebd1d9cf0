/// What `alert-gallery` was asked to do, parsed from its arguments without touching GTK.
///
/// ```swift
/// let commandLine = try GalleryCommandLine(arguments: ["--page", "items"])
/// ```
struct GalleryCommandLine: Equatable {
    /// The program's modes.
    enum Mode: Equatable {
        /// Show the gallery window, at `page` (a page name) or the first page.
        case interactive(page: String?)
        /// Print the page names, one per line.
        case list
        /// Print the usage.
        case help
        /// Render every alert of every page, light and dark, as PNG files into `directory`.
        case screenshots(directory: String)
    }

    /// Why the arguments could not be used; the program prints it and exits with status 2.
    enum UsageError: Error, Equatable, CustomStringConvertible {
        /// An argument that is not an option the program knows.
        case unknownOption(String)
        /// An option that needs a value was last.
        case missingValue(option: String)
        /// `--page` named a page that does not exist; `known` lists the pages that do.
        case unknownPage(String, known: [String])
        /// Two options asked for different modes.
        case conflictingModes(String, String)
        /// An option's value is not one it takes; `expected` says what it takes.
        case invalidValue(option: String, value: String, expected: String)

        /// The message, for the standard error stream.
        var description: String {
            switch self {
            case .unknownOption(let option): "unknown option \(option.debugDescription)"
            case .missingValue(let option): "\(option) needs a value"
            case .unknownPage(let name, let known):
                "no page is called \(name.debugDescription); the pages are \(known.joined(separator: ", "))"
            case .conflictingModes(let first, let second): "\(first) and \(second) cannot be used together"
            case .invalidValue(let option, let value, let expected):
                "\(option) takes \(expected), not \(value.debugDescription)"
            }
        }

        /// Whether the usage text helps: for malformed arguments, not for a misspelt page.
        var showsUsage: Bool {
            if case .unknownPage = self { return false }
            return true
        }
    }

    /// The mode asked for.
    let mode: Mode
    /// The items page's data folder, from `--data-dir`; `nil` for the default.
    private(set) var dataDirectory: String?
    /// Whether `--report` asked for the test driver's report (`DriverReport`) on standard output.
    private(set) var reportsForDriver = false
    /// Whether `--dark` asked for the dark style from the start.
    private(set) var startsDark = false
    /// Whether `--direction rtl` asked for right-to-left layout from the start; `false` for
    /// `ltr` or the locale's direction.
    private(set) var startsRightToLeft = false
    /// The window's width when it opens, from `--window-width`; `nil` for the default.
    private(set) var windowWidth: Int?

    /// The narrowest `--window-width` accepted, in pixels: narrower than any window GTK can
    /// show the gallery in, so a typo rather than a wish.
    static let minimumWindowWidth = 200  // px

    /// The usage text, as `--help` prints it.
    static let usage = """
        Usage: alert-gallery [OPTIONS]

        Shows the GtkAlerts gallery: one page per kind of custom alert.

        Options:
          --page NAME          open at the page NAME (see --list)
          --list               print the page names, one per line, and exit
          --data-dir DIR       keep the items page's database in DIR
          --report             print where the page's buttons are and how its alerts
                               show and end, for test drivers that see only the screen
          --dark               start with the dark style (as the header's Dark Style)
          --direction ltr|rtl  lay out left to right or right to left from the start
                               (as the header's Right to Left); default: the locale's
          --window-width N     open the window N pixels wide (at least 200); narrower
                               than the sidebar needs (600 or more), the pages are
                               in the header's menu
          --screenshot DIR     render every alert of every page, light, dark and narrow,
                               to DIR/<page>-<alert>[-dark|-narrow].png, and exit
          -h, --help           print this help and exit
        """

    /// Parses the arguments after the program name.
    ///
    /// - Parameters:
    ///   - arguments: the arguments, without the program name.
    ///   - pageNames: the page names `--page` accepts.
    /// - Throws: `UsageError` for an unknown option, a missing value, an unknown page, or two
    ///   modes at once.
    init(arguments: [String], pageNames: [String]) throws(UsageError) {
        var remaining = arguments[...]
        var modeOption: String?
        var mode = Mode.interactive(page: nil)

        func value(for option: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else { throw .missingValue(option: option) }
            return value
        }
        func setMode(_ newMode: Mode, option: String) throws(UsageError) {
            if let modeOption, modeOption != option { throw .conflictingModes(modeOption, option) }
            modeOption = option
            mode = newMode
        }

        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                try setMode(.help, option: "--help")
            case "--list":
                try setMode(.list, option: "--list")
            case "--page":
                let name = try value(for: argument)
                guard pageNames.contains(name) else { throw .unknownPage(name, known: pageNames) }
                try setMode(.interactive(page: name), option: "--page")
            case "--screenshot":
                try setMode(.screenshots(directory: try value(for: argument)), option: "--screenshot")
            case "--data-dir":
                dataDirectory = try value(for: argument)
            case "--report":
                reportsForDriver = true
            case "--dark":
                startsDark = true
            case "--direction":
                switch try value(for: argument) {
                case "ltr": startsRightToLeft = false
                case "rtl": startsRightToLeft = true
                case let other: throw .invalidValue(option: argument, value: other, expected: "ltr or rtl")
                }
            case "--window-width":
                let text = try value(for: argument)
                guard let width = Int(text), width >= Self.minimumWindowWidth else {
                    throw .invalidValue(
                        option: argument, value: text, expected: "a width of at least \(Self.minimumWindowWidth) pixels"
                    )
                }
                windowWidth = width
            default:
                throw .unknownOption(argument)
            }
        }
        self.mode = mode
    }
}
