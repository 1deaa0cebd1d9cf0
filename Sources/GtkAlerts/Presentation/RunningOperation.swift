/// The operation of an `Alert.run(over:progress:operation:)` and the progress alert shown for
/// it, known to everything the operation runs (a task-local value, inherited by the tasks it
/// starts): an alert it presents on the same window is a question about the work, so it shows
/// on top of the progress alert instead of waiting behind it for ever.
@MainActor
final class RunningOperation {
    /// The operation the current task runs inside, if any.
    @TaskLocal static var current: RunningOperation?

    /// The progress alert; set once it is presented.
    ///
    /// Weak: the alert's completion holds this object, and `run` holds the handle while the
    /// operation runs.
    weak var progressAlert: AlertHandle?
    private var cancelWork: (() -> Void)?

    /// Runs `operation` with `progress`, inside this operation, in a task of its own.
    func start<Result: Sendable>(
        _ operation: @escaping @MainActor (AlertProgress) async throws -> Result, progress: AlertProgress
    ) -> Task<Result, any Error> {
        let work = Task { @MainActor in
            try await RunningOperation.$current.withValue(self) { try await operation(progress) }
        }
        cancelWork = { work.cancel() }
        return work
    }

    /// Cancels the operation's task.
    func cancel() { cancelWork?() }

    /// Whether `presenter` is this operation's progress alert, as it shows now.
    func isProgressAlert(_ presenter: AlertPresenter) -> Bool {
        progressAlert.map { $0.presenter === presenter } ?? false
    }
}
