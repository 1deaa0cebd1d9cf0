/// What a child process printed, and whether it got to the end.
struct ChildTestRun {
    var prefix: String
    var markerKind: String
    var completed: Bool
    var output: String

    /// The texts of the protocol lines of `kind`, in order.
    func protocolLines(_ kind: String) -> [String] {
        let start = "\(prefix) \(kind) "
        return output.split(separator: "\n").filter { $0.hasPrefix(start) }.map { String($0.dropFirst(start.count)) }
    }

    /// What ended the child: the first GLib critical or error, or Swift fatal error, after
    /// the last case marker.
    var crashMessage: String {
        let lines = output.split(separator: "\n")
        let start = lines.lastIndex { $0.hasPrefix("\(prefix) \(markerKind) ") } ?? lines.startIndex
        let markers = ["-CRITICAL **", ":ERROR:", "Fatal error", "-ERROR **", "ERROR: AddressSanitizer"]
        return lines[start...].first { line in markers.contains { line.contains($0) } }.map(String.init)
            ?? "(no message; last lines: \(lines.suffix(3).joined(separator: " | ")))"
    }
}
