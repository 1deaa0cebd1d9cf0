internal import GtkAlerts
internal import ProbeCommandLine

/// A "Don't ask again" store that remembers nothing and prints `remembered KEY ID` when asked
/// to remember, so the suite sees the box was ticked (by its mnemonic) when the answer came.
@MainActor
final class ReportingSuppressionStore: AlertSuppressionStore {
    func rememberedResponse(forKey key: String) -> AlertResponse? { nil }

    func remember(buttonID id: String, role: AlertButtonRole, forKey key: String) {
        report("remembered \(key) \(id)")
    }

    func forget(key: String) {}

    func forgetAll() {}
}
