/// One timed half of a run: the alert's present, or its dismissal.
enum Step: String, CaseIterable, Sendable {
    case present
    case dismiss
}
