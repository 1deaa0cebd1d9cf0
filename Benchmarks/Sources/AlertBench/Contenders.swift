import BenchShim
import CAdwaita
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

/// One alert implementation, presented over the parent and dismissed again.
@MainActor
protocol Contender: AnyObject {
    /// Shows the alert over the parent window.
    func present()
    /// The widget whose window paints the alert (after `present()`).
    var paintingWidget: Widget? { get }
    /// Whether the alert is laid out in the window that paints it (checked at each paint).
    var isDrawn: Bool { get }
    /// Takes the alert down.
    func dismiss()
    /// Takes the alert down as a user's Escape would, with the animation that brings (the
    /// smoothness pass; `dismiss()` where the two are the same).
    func dismissAsAUserWould()
    /// Whether the parent shows nothing of the alert any more (no dim).
    var parentIsClear: Bool { get }
    /// Weak references to the GObjects the shown alert owns (before `dismiss()`).
    func ownedObjects() -> [WeakProbe]
    /// Whether the parent shows the alert's dim, for an alert that dims its parent in a paint
    /// of its own (a window of its own that dims the window it is over); nil for the others,
    /// whose dim is part of `isDrawn` or who have none.
    var parentIsDimmed: Bool? { get }
    /// Whether the present counts until the parent's dim has painted too, not only the
    /// alert's own window (the window floor: its window and its dim are one present).
    var presentWaitsForDim: Bool { get }
}

extension Contender {
    func dismissAsAUserWould() { dismiss() }
    var parentIsDimmed: Bool? { nil }
    var presentWaitsForDim: Bool { false }
}

/// The title and message every implementation shows (with a "Cancel" and a "Delete" button).
enum Wording {
    static let title = "Delete “Groceries”?"
    static let message = "This cannot be undone."
    /// A 100 kB message: sentences of ordinary words, as a pasted log or licence would be.
    static let longMessage: String = {
        let sentence = "The quick brown fox jumps over the lazy dog, and the log goes on. "
        return String(repeating: sentence, count: 100_000 / sentence.utf8.count + 1)
    }()
}

/// GtkAlerts' `Alert`, in either presentation.
@MainActor
final class OurAlert: Contender {
    private let alert: Alert
    private let parent: ParentWindow
    private var handle: AlertHandle?

    init(_ presentation: AlertPresentation, over parent: ParentWindow, message: String = Wording.message) {
        alert = Alert(title: AlertText(Wording.title), message: AlertText(message)) {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Delete", role: .destructive)
        }.presentation(presentation)
        self.parent = parent
    }

    func present() {
        handle = alert.present(over: parent.anchor) { _ in }
    }

    var paintingWidget: Widget? {
        alert.presentation == .window ? handle?.window : parent.window
    }

    /// The card mapped, laid out and at full opacity (its own and its ancestors' up to the
    /// window's layers, where the fade works); in-window, also the dim mapped and not
    /// transparent.
    var isDrawn: Bool {
        guard let card = handle?.card, card.isMapped, card.allocatedWidth > 1 else { return false }
        var widget: Widget? = card
        while let current = widget, !current.hasCSSClass(Window.layersStyleClass) {
            if current.opacity < 1 { return false }
            widget = current.parent
        }
        return alert.presentation == .window || parentShowsDim
    }

    var parentIsDimmed: Bool? { alert.presentation == .window ? parentShowsDim : nil }

    private var parentShowsDim: Bool {
        parent.window.layers?.children.contains { $0.hasCSSClass("alert-dim") && $0.isMapped && $0.opacity > 0 }
            ?? false
    }

    func dismiss() {
        handle?.dismiss()
        handle = nil
    }

    var parentIsClear: Bool {
        // The dim is a layer of the window's overlay: only the content is left without it. A
        // faded card stays in the overlay, hidden, for a moment (for screen readers): it
        // shows nothing.
        Alert.presented(over: parent.window).isEmpty
            && (parent.window.layers?.children.filter(\.isVisible).count ?? 1) <= 1
    }

    func ownedObjects() -> [WeakProbe] {
        handle?.createdObjects.map(WeakProbe.ours) ?? []
    }
}

/// A weak reference to one alert-owned GObject.
@MainActor
enum WeakProbe {
    /// From `AlertHandle.createdObjects`.
    case ours(WeakObjectReference)
    /// A GWeakRef on a GTK or libadwaita dialog.
    case gobject(WeakGObject)

    var isAlive: Bool {
        switch self {
        case .ours(let reference): reference.isAlive
        case .gobject(let reference): reference.isAlive
        }
    }
}

/// A GWeakRef: tells whether a GObject has been finalized, without keeping it alive.
final class WeakGObject {
    private let storage: UnsafeMutablePointer<GWeakRef>

    init(_ object: UnsafeMutableRawPointer) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: GWeakRef())
        g_weak_ref_init(storage, object)
    }

    deinit {
        g_weak_ref_clear(storage)
        storage.deallocate()
    }

    var isAlive: Bool {
        guard let object = g_weak_ref_get(storage) else { return false }
        g_object_unref(object)
        return true
    }
}
