import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

enum InputClass: String, CaseIterable {
    case scalars, markup, entities, nul, combining, rightToLeft, emoji
}
