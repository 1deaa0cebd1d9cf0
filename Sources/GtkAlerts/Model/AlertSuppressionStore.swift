/// Where the answers of alerts the user asked not to see again are kept.
///
/// The library's own is `KeyFileSuppressionStore`, a key file under the user's configuration
/// folder; an app may keep them elsewhere (GSettings, its own database) by conforming a
/// main-actor class to this protocol.
@MainActor
public protocol AlertSuppressionStore: AnyObject, Sendable {
    /// The answer remembered for `key`, if any: a `.remembered` response.
    func rememberedResponse(forKey key: String) -> AlertResponse?

    /// Remembers that the user answered the alert `key` by pressing the button `id` (`role`).
    func remember(buttonID id: String, role: AlertButtonRole, forKey key: String)

    /// Forgets the answer for `key`: the alert shows again.
    func forget(key: String)

    /// Forgets every answer (a preferences page's "Show all alerts again").
    func forgetAll()
}
