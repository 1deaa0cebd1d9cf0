public import GtkAlertsToolkit

/// Drives a window's alerts from one optional state value.
///
/// Setting `state` shows its alert; setting another value swaps the alert; `nil` dismisses
/// it; pressing a button (or any other ending) sets `state` back to `nil`. There is no
/// separate "is presented" flag that could disagree with the content.
///
/// A new state whose alert has the same non-`nil` `Alert.id` as the one showing updates it
/// in place (`AlertHandle.update(_:)`: no second fade, the focus and the entry's text kept),
/// when its content allows; otherwise, or without an `id`, the alert is swapped. So a
/// countdown is one state case with a changing value and a fixed `id`:
///
/// ```swift
/// case signingOut(seconds: Int)
/// …
/// Alert(title: "Signing out in \(seconds) s…", message: nil) { AlertButton("Cancel", role: .cancel) }
///     .id("signing-out")
/// ```
///
/// ```swift
/// let alerts = AlertStateHost<LibraryAlert>(over: window) { state, response in
///     if case .confirmDelete(let name) = state, response.role == .destructive { delete(name) }
/// }
/// alerts.state = .confirmDelete(name: "Groceries")
/// ```
@MainActor
public final class AlertStateHost<State: AlertState> {
    /// The alert showing, or `nil` for none; setting it shows, swaps or dismisses.
    public var state: State? {
        didSet {
            guard state != oldValue else { return }
            synchronize()
            onStateChange?(state)
            // An alert that ended as it was presented (a remembered answer) ends now, after
            // its own state was reported: back to `nil`, then its response.
            if let ended = endedWhilePresenting {
                endedWhilePresenting = nil
                alertEnded(ended.presentation, ended.response)
            }
        }
    }

    /// Called after every change of `state`, including the return to `nil` on a response.
    public var onStateChange: (@MainActor (State?) -> Void)?

    private let anchor: Widget
    /// The window `anchor` was last seen in.
    ///
    /// A window made in C may replace the page that holds the anchor; the alerts still belong
    /// over that window, not alone on the screen.
    private var anchorWindow: WeakObjectReference?
    private let onResponse: @MainActor (State, AlertResponse) -> Void
    private var handle: AlertHandle?
    private var shownState: State?
    /// Counts presentations, so the end of a swapped-out one is told from the current one's.
    private var presentation = 0
    /// Whether `synchronize()` is presenting an alert, which may end before it returns.
    private var isPresenting = false
    /// An alert that ended while it was being presented, handled once `state` is settled.
    private var endedWhilePresenting: (presentation: Int, response: AlertResponse)?

    /// Attaches to the window `widget` is in.
    ///
    /// - Parameters:
    ///   - widget: any widget in the window the alerts dim.
    ///   - onResponse: runs with the state that was showing and how it ended, after `state`
    ///     has gone back to `nil`.
    public init(over widget: Widget, onResponse: @escaping @MainActor (State, AlertResponse) -> Void = { _, _ in }) {
        anchor = widget
        anchorWindow = widget.window?.makeWeakReference()
        self.onResponse = onResponse
        // Typically made while the window is built, when readying it costs next to nothing.
        Alert.prepare(over: widget)
    }

    /// What alerts are presented over: the anchor while it is in a window, else the window
    /// it was last in (if that still exists).
    private var presentationTarget: Widget {
        if let window = anchor.window {
            anchorWindow = window.makeWeakReference()
            return anchor
        }
        return anchorWindow?.window() ?? anchor
    }

    /// The handle of the alert on screen, if any (for the package's tests).
    package var currentHandle: AlertHandle? { handle }

    private func synchronize() {
        if let state, let shown = shownState, let handle, handle.isActive {
            // Changed in place (the same `id`, content that allows it), else swapped in the old
            // alert's place, on screen or in the queue: never behind alerts that were waiting.
            // The handle keeps the completion below, and the alert stands for the new state
            // from now on, also when it answers from memory as it takes the old one's place.
            shownState = state
            isPresenting = true
            let changed =
                if let id = state.alert.identity, id == shown.alert.identity {
                    handle.update(state.alert) != .ended
                } else {
                    AlertHost.swap(handle.presenter, to: state.alert) != nil
                }
            isPresenting = false
            if changed { return }
        }
        let replaced = handle
        handle = nil
        shownState = nil
        if let state {
            shownState = state
            presentation += 1
            let current = presentation
            isPresenting = true
            handle = state.alert.present(over: presentationTarget) { [weak self] response in
                self?.alertEnded(current, response)
            }
            isPresenting = false
        }
        // Cleared (or ended already): the old alert goes without being reported as a response.
        replaced?.dismiss()
    }

    private func alertEnded(_ ended: Int, _ response: AlertResponse) {
        if isPresenting {
            endedWhilePresenting = (ended, response)
            return
        }
        // Only the alert currently standing for `state` may reset it; a swapped-out one ends
        // silently.
        guard ended == presentation, let ended = shownState, handle != nil else { return }
        handle = nil
        shownState = nil
        state = nil
        onResponse(ended, response)
    }
}
