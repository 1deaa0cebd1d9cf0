internal import GtkAlertsToolkit

extension Alert {
    /// The alert checked as `validated()` does, its problems reported, in the presentation it
    /// gets on `display`: what a presentation shows.
    @MainActor
    func showable(on display: Display) -> Alert {
        var (checked, problems) = validated()
        for problem in problems { checked.report(problem) }
        checked.presentation = checked.presentation.effective(on: display)
        return checked
    }

    /// Tells the app of a problem with the alert's content: its `onContentError` handler, or
    /// one line on standard error.
    @MainActor
    func report(_ error: AlertContentError) {
        if let handler = contentErrorHandler {
            handler(error)
        } else {
            printToStandardError("GtkAlerts: \(error)")
        }
    }
}
