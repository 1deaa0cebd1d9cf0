import Foundation

/// A child's output, read to its end on a thread of its own.
final class ChildOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var finishedData: Data?

    func finish(with data: Data) { lock.withLock { finishedData = data } }

    var isFinished: Bool { lock.withLock { finishedData != nil } }

    /// Everything the child wrote (empty until it finished).
    var data: Data { lock.withLock { finishedData ?? Data() } }
}
