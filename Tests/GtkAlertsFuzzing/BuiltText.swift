import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

/// An alert text built from a fuzzed text, with what its label should show.
struct BuiltText {
    var text: AlertText
    var expectedLabel: String
    var expectedErrorMarkup: String?
    var source: FuzzText
}
