import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

extension PixelGrid {
    /// Whether every pixel is the same colour (nothing drawn).
    var isUniform: Bool {
        let first = self[0, 0]
        for y in stride(from: 0, to: height, by: 2) {
            for x in stride(from: 0, to: width, by: 2) where !self[x, y].isClose(to: first, tolerance: 0) {
                return false
            }
        }
        return true
    }
}
