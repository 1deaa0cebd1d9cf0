internal import GtkAlertsToolkit

/// The answers of suppressed alerts in a key file: one group per alert key, holding the
/// button's id and role.
///
/// ```ini
/// [delete-file]
/// button=Delete
/// role=destructive
/// ```
///
/// The file is read on every question, so a change by another instance of the app counts, and
/// rewritten atomically on every change, keeping every other group and comment. A file that
/// cannot be read as a key file is left as it is: the alerts show as if nothing were
/// suppressed, and standard error says why, as it does when the file cannot be written.
@MainActor
public final class KeyFileSuppressionStore: AlertSuppressionStore {
    /// The application's store: `suppressed-alerts.ini` in a folder named after the
    /// application id (`ApplicationIdentity.applicationID`) in the user's configuration
    /// folder (`XDG_CONFIG_HOME`, else `~/.config`).
    public static let standard = KeyFileSuppressionStore(
        path: standardPath(
            configurationDirectory: ApplicationIdentity.userConfigDirectory,
            applicationID: ApplicationIdentity.applicationID))

    /// The key file's path.
    public let path: String

    /// A store kept in the key file at `path` (created when first written).
    public init(path: String) {
        self.path = path
    }

    /// The answer remembered for `key`, if any.
    public func rememberedResponse(forKey key: String) -> AlertResponse? {
        guard let file = read() ?? nil, let id = file.string(group: key, key: "button"),
            let role = file.string(group: key, key: "role").flatMap(AlertButtonRole.named)
        else { return nil }
        return .remembered(id: id, role: role)
    }

    /// Remembers the button `id` (`role`) as the answer for `key`.
    public func remember(buttonID id: String, role: AlertButtonRole, forKey key: String) {
        change(creatingTheFile: true) { file in
            file.set(id, group: key, key: "button")
            file.set(role.description, group: key, key: "role")
        }
    }

    /// Forgets the answer for `key`.
    public func forget(key: String) {
        change(creatingTheFile: false) { $0.removeGroup(key) }
    }

    /// Forgets every answer, keeping the rest of the file (comments).
    public func forgetAll() {
        change(creatingTheFile: false) { file in
            for group in file.groups { file.removeGroup(group) }
        }
    }

    /// `suppressed-alerts.ini` in the application's folder of `configurationDirectory`.
    nonisolated static func standardPath(configurationDirectory: String, applicationID: String?) -> String {
        // An id never holds a slash; a program name from a path might.
        let folder = (applicationID?.split(separator: "/").last).map(String.init) ?? "gtk-alerts"
        return "\(configurationDirectory)/\(folder)/suppressed-alerts.ini"
    }

    /// The file as it is now: `.some(nil)` when there is none yet, `nil` when it cannot be read.
    private func read() -> KeyFile?? {
        do {
            return .some(try KeyFile(contentsOf: path))
        } catch {
            printToStandardError("GtkAlerts: cannot read the suppressed alerts (\(error)); they show again")
            return nil
        }
    }

    /// Reads the file, applies `edit` and writes it back; a file that cannot be read is not
    /// overwritten, and a missing one is made only when `creatingTheFile` (forgetting needs none).
    private func change(creatingTheFile: Bool, _ edit: (KeyFile) -> Void) {
        guard let existing = read(), existing != nil || creatingTheFile else { return }
        let file = existing ?? KeyFile()
        edit(file)
        do {
            try file.write(to: path)
        } catch {
            printToStandardError("GtkAlerts: cannot write the suppressed alerts (\(error))")
        }
    }
}
