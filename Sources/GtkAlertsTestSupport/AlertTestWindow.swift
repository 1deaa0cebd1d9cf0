internal import Foundation
public import GtkAlerts
public import GtkAlertsToolkit

/// A shown parent window with content nested a few levels deep, for alert tests.
@MainActor
public final class AlertTestWindow {
    /// The window.
    public let window: Window
    /// A button deep inside the content (the widget alerts are presented over).
    public let nestedButton: Button
    /// The outermost content box.
    public let content: Box

    /// Whether test windows animate unless told: GTK's default (on) when the environment sets
    /// `GTK_ALERTS_TEST_ANIMATIONS=1`, otherwise off, the quick variant.
    ///
    /// The test command runs the presentation suites both ways.
    nonisolated public static var animatesByDefault: Bool {
        ProcessInfo.processInfo.environment["GTK_ALERTS_TEST_ANIMATIONS"] == "1"
    }

    /// Builds and shows the window (animations as `animatesByDefault` says unless asked for).
    public init(width: Int = 520, height: Int = 420, animations: Bool = AlertTestWindow.animatesByDefault) async {
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

    /// Presents `alert` over the nested button and waits until it is on screen, faded in.
    public func present(_ alert: Alert, completion: @escaping @MainActor (AlertResponse) -> Void = { _ in })
        async -> AlertHandle
    {
        let handle = alert.present(over: nestedButton, completion: completion)
        await TestDisplay.run(until: { (handle.card?.allocatedWidth ?? 0) > 1 && !handle.isFading })
        return handle
    }

    /// Waits (frames flowing) until every object `handle`'s alert created is finalized, for up to
    /// `timeoutMilliseconds`; returns whether they all were.
    public static func waitUntilReleased(_ handle: AlertHandle, timeoutMilliseconds: Int = 3000) async -> Bool {
        let objects = handle.createdObjects
        return await TestDisplay.run(
            until: { objects.allSatisfy { !$0.isAlive } }, timeoutMilliseconds: timeoutMilliseconds)
    }

    /// Closes the window and lets GTK release it.
    public func close() async {
        window.destroy()
        await TestDisplay.drainReleases()
    }
}
