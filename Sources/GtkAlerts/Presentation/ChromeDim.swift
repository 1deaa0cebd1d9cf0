internal import GtkAlertsToolkit

/// The dim over a window's chrome: a title bar GTK draws outside the window's content (GTK's
/// own, or one an app set on a window made elsewhere), where no layer of the content reaches.
///
/// A brightness filter darkens it as the dim does: multiplying an opaque pixel by
/// 1 − opacity is drawing black over it at that opacity. A coloured dim darkens the chrome by
/// the same amount, without its colour. The filter fades by CSS transition, with the dim's own
/// durations; GTK skips transitions when animations are off. Windows made by `Window()` and
/// libadwaita's keep their title bar in the content, under the dim itself, and have no
/// visible chrome.
@MainActor
final class ChromeDim {
    /// The class that eases the filter away after the dim: a transition runs with the
    /// duration of the state it ends in.
    static let restoringStyleClass = "alert-chrome-restoring"

    private let widgets: [Widget]
    private let stylesheet: AlertStylesheet
    private var dimStyleClass: String?

    /// Dims nothing yet; `widgets` that are hidden are left out.
    init(_ widgets: [Widget], stylesheet: AlertStylesheet) {
        self.widgets = widgets.filter(\.isVisible)
        self.stylesheet = stylesheet
    }

    /// Dims the chrome as a black layer at `opacity` would.
    func dim(opacity: Double) {
        guard !widgets.isEmpty else { return }
        let styleClass = stylesheet.chromeDimClass(forOpacity: opacity)
        guard styleClass != dimStyleClass else { return }
        for widget in widgets {
            if let dimStyleClass { widget.removeCSSClass(dimStyleClass) }
            widget.addCSSClass(styleClass)
        }
        dimStyleClass = styleClass
    }

    /// Fades the dim away; call `finishRestoring()` once the content's dim has faded.
    func restore() {
        guard let dimStyleClass else { return }
        for widget in widgets {
            widget.addCSSClass(Self.restoringStyleClass)
            widget.removeCSSClass(dimStyleClass)
        }
        self.dimStyleClass = nil
    }

    /// Takes the last class off the chrome: it looks as before the alert.
    func finishRestoring() {
        for widget in widgets { widget.removeCSSClass(Self.restoringStyleClass) }
    }
}
