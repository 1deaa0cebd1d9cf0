/// The keys a `pressRealKey` step presses, as people do.
enum LifecycleKey: CustomStringConvertible, Sendable {
    case escape, enter, tab
    /// Alt and the mnemonic letter of one of the alert's buttons (chosen by `button`).
    case mnemonic(button: Int)

    var description: String {
        switch self {
        case .escape: "Escape"
        case .enter: "Return"
        case .tab: "Tab"
        case .mnemonic(let button): "mnemonic(button: \(button))"
        }
    }
}
