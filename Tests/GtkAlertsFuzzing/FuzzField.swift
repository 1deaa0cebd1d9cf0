import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

struct FuzzField {
    var placeholder: String
    var initialText: String
    var isSecure: Bool
}
