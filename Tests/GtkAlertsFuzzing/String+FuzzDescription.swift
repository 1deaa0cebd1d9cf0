import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

extension String {
    /// A short, escaped description for failure messages.
    var fuzzDescription: String {
        let limit = 160
        let count = unicodeScalars.count
        guard count > limit else { return debugDescription }
        return String(String.UnicodeScalarView(unicodeScalars.prefix(limit))).debugDescription
            + "…(\(count) scalars, \(utf8.count) bytes)"
    }
}
