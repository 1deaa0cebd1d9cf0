import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

/// What one case's alert reported: content errors and responses.
@MainActor
final class ContentErrorLog {
    var errors: [AlertContentError] = []
    var responses: [AlertResponse] = []
}
