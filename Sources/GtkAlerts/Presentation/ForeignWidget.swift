internal import GtkAlertsToolkit

/// A widget made outside this library (by another Swift binding of GTK, or by C), to show
/// alerts over, with nothing else to import.
///
/// Make it where the binding hands out its `GtkWidget *`, on the main thread, from any context
/// (a binding's callbacks need not be main-actor isolated), and keep it wherever the binding
/// keeps state that survives a re-render. It is `Sendable`, so a `Task` may carry it:
///
/// ```swift
/// import GtkAlerts
///
/// let parent = ForeignWidget(pointer)  // the binding's GtkWidget *, here a button
/// Task { @MainActor in
///     let response = await Alert(title: "Discard Changes?") {
///         AlertButton("Cancel", role: .cancel)
///         AlertButton("Discard", id: "discard", role: .destructive)
///     }.present(over: parent)
/// }
/// ```
///
/// It holds only a weak reference: the widget's reference count and floating state stay as
/// the binding left them, and an alert presented after the widget was freed ends `.dismissed`
/// without showing.
public struct ForeignWidget: Sendable {
    let reference: WidgetWeakReference

    /// Refers to a `GtkWidget *` that a binding hands out as an opaque pointer.
    ///
    /// - Precondition: called on the main thread, and `pointer` is a live `GtkWidget` (any
    ///   subclass). Memory that is no GObject at all cannot be detected.
    public init(_ pointer: OpaquePointer) {
        reference = WidgetWeakReference(pointer, caller: "ForeignWidget")
    }

    /// The window the user last used in the running `GtkApplication` (an `AdwApplication`, or
    /// the application a binding runs), for apps that keep no widget of their own at hand;
    /// `nil` when no `GtkApplication` runs or it has no window.
    ///
    /// - Precondition: read on the main thread.
    public static var activeWindow: ForeignWidget? {
        WidgetWeakReference.activeApplicationWindow(caller: "ForeignWidget.activeWindow").map(ForeignWidget.init)
    }

    private init(_ reference: WidgetWeakReference) {
        self.reference = reference
    }

    /// Refers to a `GtkWidget *` that a binding hands out as a raw pointer.
    ///
    /// - Precondition: called on the main thread, and `pointer` is a live `GtkWidget`.
    public init(_ pointer: UnsafeMutableRawPointer) {
        self.init(OpaquePointer(pointer))
    }
}

extension Alert {
    /// Shows the alert over the window a widget made elsewhere is in, and waits for the
    /// response; `.dismissed` at once when the widget has been freed.
    @MainActor
    public func present(over widget: ForeignWidget) async -> AlertResponse {
        guard let parent = widget.reference.widget() else { return .dismissed }
        return await present(over: parent)
    }

    /// Shows the alert over the window a widget made elsewhere is in, and calls `completion`
    /// with the response (`.dismissed` at once when the widget has been freed).
    ///
    /// Callable from a binding's callbacks that run on the main thread without being main-actor
    /// isolated, and `completion` runs on the main thread too, so it may update the binding's
    /// own state directly:
    ///
    /// ```swift
    /// Button("Delete…") {   // a binding's callback, not isolated
    ///     guard let window = ForeignWidget.activeWindow else { return }
    ///     Alert(title: "Delete “Notes”?") {
    ///         AlertButton("Cancel", role: .cancel)
    ///         AlertButton("Delete", id: "delete", role: .destructive)
    ///     }.present(over: window) { response in
    ///         answer = response.buttonID ?? "dismissed"
    ///     }
    /// }
    /// ```
    ///
    /// - Precondition: called on the main thread.
    @discardableResult
    public nonisolated func present(
        over widget: ForeignWidget, completion: @escaping (AlertResponse) -> Void
    ) -> AlertHandle {
        WidgetWeakReference.requireMainThread("Alert.present(over:completion:)")
        // The completion never leaves the main thread: it is handed over, not shared.
        let completion = MainThreadOnly(completion)
        return MainActor.assumeIsolated { presentOnMainActor(over: widget) { completion.value($0) } }
    }

    @MainActor
    private func presentOnMainActor(
        over widget: ForeignWidget, completion: @escaping @MainActor (AlertResponse) -> Void
    ) -> AlertHandle {
        if let parent = widget.reference.widget() {
            return present(over: parent, completion: completion)
        }
        guard let display = Display.default else {
            preconditionFailure("Alert.present(over:): GTK has no display left to show an alert on")
        }
        let presenter = AlertPresenter(alert: self, display: display, completion: completion)
        presenter.finish(.dismissed, animated: false)
        return AlertHandle(presenter: presenter)
    }

    /// Readies the window a widget made elsewhere is in for alerts, as `prepare(over:)` does.
    @MainActor
    public static func prepare(over widget: ForeignWidget) {
        if let parent = widget.reference.widget() { prepare(over: parent) }
    }
}

extension Alert {
    /// The alerts up or queued on the window a widget made elsewhere is in, current first.
    @MainActor
    public static func presented(over widget: ForeignWidget) -> [AlertHandle] {
        guard let parent = widget.reference.widget() else { return [] }
        return presented(over: parent)
    }
}

/// A value made and used on the main thread only, carried through the main actor's checks by a
/// caller that is on the main thread without being isolated to it.
private struct MainThreadOnly<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}
