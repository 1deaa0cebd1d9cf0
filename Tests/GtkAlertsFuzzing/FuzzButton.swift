import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

struct FuzzButton {
    var label: String
    var id: String
    var role: AlertButtonRole
}
