import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

struct ChildCrash {
    var caseIndex: Int
    var message: String
    var knownIssue: KnownIssue?
}
