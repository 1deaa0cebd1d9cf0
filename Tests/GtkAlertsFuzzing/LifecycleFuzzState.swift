import GtkAlerts

/// The values a lifecycle fuzz sequence sets an `AlertStateHost` to: each shows an alert that
/// reports its ending to the running sequence, so every one can be checked to end once.
struct LifecycleFuzzState: AlertState {
    /// The presentation number in its sequence (the alert's title says it).
    let number: Int
    /// Which of three alerts it shows.
    let variant: Int

    var alert: Alert {
        let number = self.number
        let base: Alert =
            switch variant {
            case 0: Alert(title: "Alert \(number)", message: "State-driven, in its own window.")
            case 1:
                Alert(title: "Alert \(number)", message: "State-driven, in the window.") {
                    AlertButton("Cancel", role: .cancel)
                    AlertButton("Delete", role: .destructive)
                }
                .presentation(.inWindow)
            default:
                Alert(title: "Alert \(number)") {
                    AlertContent.textField(AlertTextField(placeholder: "name", initialText: "x"))
                } buttons: {
                    AlertButton("Cancel", role: .cancel)
                    AlertButton("Rename", role: .suggested)
                }
                .presentation(.inWindow)
            }
        return base.onDismiss { response in
            LifecycleSequence.current?.receive(response, forPresentation: number)
        }
    }

    /// The buttons the alert shows (`[]` for the default "OK").
    var buttons: [AlertButton] { alert.buttons }
}
