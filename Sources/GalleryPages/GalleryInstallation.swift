internal import Foundation
package import GtkAlertsToolkit

/// Where an installed gallery finds its translations and resource bundle, and the start-up
/// steps that use them.
///
/// Meson installs the program as `PREFIX/bin/alert-gallery`, its catalogues as
/// `PREFIX/share/locale/LANG/LC_MESSAGES/gtk-alerts-gallery.mo` and its bundle (stylesheet and
/// icon) as `PREFIX/share/gtk-alerts/gtk-alerts.gresource` (Resources/meson.build), so the
/// files are found from the executable's folder wherever the prefix is: `/usr`, `~/.local`,
/// or a staging folder. Run from the SwiftPM build folder there is none of them, and the
/// gallery runs on in English with the system's catalogues.
///
/// ```swift
/// let installation = GalleryInstallation(executableDirectory: "/usr/bin")
/// installation.bindTranslations()          // before any text is built
/// try Toolkit.initialize()
/// _ = try installation.registerResources(on: display)
/// ```
public struct GalleryInstallation: Equatable, Sendable {
    /// The gallery's application id: its desktop file's name, icon name and program name.
    public static let applicationID = "io.github.gtkalerts.Gallery"
    /// Where the bundle's icons are, as an icon-theme resource path (Resources/gtk-alerts.gresource.xml).
    public static let iconResourcePath = "/io/github/gtkalerts/GtkAlerts/icons"

    /// The installation prefix: the executable's folder's parent, such as `/usr`.
    public let prefix: String

    /// The installation the executable in `executableDirectory` belongs to.
    ///
    /// - Parameter executableDirectory: the folder holding `alert-gallery`, e.g. `/usr/bin`.
    public init(executableDirectory: String) {
        prefix = URL(fileURLWithPath: executableDirectory).deletingLastPathComponent().standardizedFileURL.path
    }

    /// The installation of the running program (its real path, symbolic links resolved).
    public static var current: GalleryInstallation {
        let executable =
            Bundle.main.executableURL
            ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ".", isDirectory: false)
        return GalleryInstallation(
            executableDirectory: executable.resolvingSymlinksInPath().deletingLastPathComponent().path)
    }

    /// `PREFIX/share/locale`, the folder of the translation catalogues.
    public var localeDirectory: String { prefix + "/share/locale" }

    /// `PREFIX/share/gtk-alerts/gtk-alerts.gresource`, the stylesheet and icon bundle.
    public var resourceBundlePath: String { prefix + "/share/gtk-alerts/gtk-alerts.gresource" }

    /// Binds the gallery's text domain to `localeDirectory` when that folder exists, otherwise
    /// to the system's default folder; call it before any gallery text is built.
    @MainActor
    public func bindTranslations() {
        let directory = Self.isDirectory(localeDirectory) ? localeDirectory : nil
        Localization.bind(domain: galleryTextDomain, localeDirectory: directory)
    }

    /// Registers the resource bundle, when it is installed, and adds its icons to `display`'s
    /// icon theme.
    ///
    /// - Parameter display: the display whose icon theme gets the bundle's icons.
    /// - Returns: the registered bundle, or `nil` when there is no bundle file (running from
    ///   the build folder), which is not an error.
    /// - Throws: `ResourceBundle.LoadError.unreadable` when the file is there but damaged.
    @MainActor
    package func registerResources(on display: Display) throws(ResourceBundle.LoadError) -> ResourceBundle? {
        let bundle: ResourceBundle
        do throws(ResourceBundle.LoadError) {
            bundle = try ResourceBundle(contentsOfFile: resourceBundlePath)
        } catch .missing {
            return nil
        }
        bundle.register()
        IconTheme(display: display).addResourcePath(Self.iconResourcePath)
        return bundle
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
