import Foundation

/// One broken invariant (or crash), as the child reported it.
struct LifecycleFuzzFailure {
    var sequence: Int
    var step: Int
    var invariant: String
    var message: String

    /// Parses `<sequence> <step> <invariant> <message>`.
    init?(protocolLine line: String) {
        let parts = line.split(separator: " ", maxSplits: 3)
        guard parts.count == 4, let sequence = Int(parts[0]), let step = Int(parts[1]) else { return nil }
        self.sequence = sequence
        self.step = step
        invariant = String(parts[2])
        message = String(parts[3])
    }

    /// A crash: the message is GLib's or Swift's, without the process id and time.
    init(crashIn sequence: Int, step: Int, message: String) {
        self.sequence = sequence
        self.step = step
        invariant = "crash"
        let withoutPrefix = message.range(of: "**: ").map { String(message[$0.upperBound...]) } ?? message
        self.message = withoutPrefix.replacingOccurrences(
            of: #"^\d\d:\d\d:\d\d\.\d+: "#, with: "", options: .regularExpression)
    }
}
