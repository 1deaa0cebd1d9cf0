internal import GtkAlertsToolkit

/// How an alert's buttons are drawn: libadwaita's two looks for dialog buttons.
///
/// ```swift
/// alert.style(AlertStyle(buttonStyle: .rounded))
/// ```
public enum AlertButtonStyle: Hashable, Sendable {
    /// The look of the running system's own dialogs: `.rounded` where libadwaita 1.6 or later
    /// draws them, else `.flat`. Found at run time, without linking libadwaita.
    case automatic
    /// libadwaita 1.2's message dialogs (Debian 12): flat buttons from edge to edge of the
    /// card, split by hairlines.
    case flat
    /// libadwaita 1.6's alert dialogs (Debian 13): rounded, filled buttons with space around
    /// them; the suggested one filled with the accent colour.
    case rounded

    /// `.flat` or `.rounded`: for `.automatic`, the look of libadwaita's dialogs in this
    /// process when an app has loaded libadwaita, else the look the system's libadwaita goes
    /// with its GTK (1.6 came with GTK 4.16).
    @MainActor
    package func resolved() -> AlertButtonStyle {
        let gtk = Toolkit.version
        return resolved(libadwaita: Toolkit.libadwaitaVersion, gtk: (gtk.major, gtk.minor))
    }

    /// The rule behind `resolved()`, for the given libadwaita (if loaded) and GTK versions.
    func resolved(libadwaita: (major: Int, minor: Int)?, gtk: (major: Int, minor: Int)) -> AlertButtonStyle {
        guard self == .automatic else { return self }
        let release = LibadwaitaRelease.inUse(libadwaita: libadwaita, gtk: gtk)
        return (release.major, release.minor) >= (1, 6) ? .rounded : .flat
    }

    /// The style class the button row wears.
    var styleClass: String { self == .rounded ? "rounded" : "flat" }
}
