public import Gtk
public import GtkAlerts

/// A shown parent window with content nested a few levels deep, for alert tests.
@MainActor
public final class AlertTestWindow {
    /// The window.
    public let window: Window
    /// A button deep inside the content (the widget alerts are presented over).
    public let nestedButton: Button
    /// The outermost content box.
    public let content: Box

    /// Builds and shows the window (animations off unless asked for, so tests are quick).
    public init(width: Int = 520, height: Int = 420, animations: Bool = false) async {
        TestDisplay.start()
        window = Window()
        window.title = "Parent"
        window.display.settings.animationsEnabled = animations
        content = Box(.vertical, spacing: 6)
        var container = content
        for depth in 0..<4 {
            let inner = Box(depth.isMultiple(of: 2) ? .horizontal : .vertical, spacing: 4)
            container.append(Label("Level \(depth)"))
            container.append(inner)
            container = inner
        }
        nestedButton = Button(label: "Nested")
        container.append(nestedButton)
        window.child = content
        await TestDisplay.show(window, width: width, height: height)
    }

    /// Presents `alert` over the nested button and waits until it is on screen.
    public func present(_ alert: Alert, completion: @escaping @MainActor (AlertResponse) -> Void = { _ in })
        async -> AlertHandle
    {
        let handle = alert.present(over: nestedButton, completion: completion)
        await TestDisplay.run(until: { (handle.card?.allocatedWidth ?? 0) > 1 })
        return handle
    }

    /// Closes the window and lets GTK release it.
    public func close() async {
        window.destroy()
        await TestDisplay.drainReleases()
    }
}
