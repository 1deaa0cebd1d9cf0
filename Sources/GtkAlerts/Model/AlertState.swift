/// An app's alerts described as values, typically an enum.
///
/// ```swift
/// enum LibraryAlert: AlertState {
///     case networkError
///     case confirmDelete(name: String)
///
///     var alert: Alert {
///         switch self {
///         case .networkError: Alert(title: "No connection", message: "Try again later.")
///         case .confirmDelete(let name):
///             Alert(title: .markup("Delete <b>\(name)</b>?"), message: nil) {
///                 AlertButton("Cancel", role: .cancel)
///                 AlertButton("Delete", role: .destructive)
///             }
///         }
///     }
/// }
/// ```
public protocol AlertState: Equatable, Sendable {
    /// The alert this state shows.
    var alert: Alert { get }
}
