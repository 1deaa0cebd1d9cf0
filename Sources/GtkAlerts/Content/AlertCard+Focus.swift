internal import GtkAlertsToolkit

/// Where the keyboard focus goes in a card, and how it comes back as the user left it.
extension AlertCard {
    /// Moves the focus into the card: the first text field, else the suggested button, else
    /// the first enabled one.
    func moveFocusIn() {
        let target: Widget? =
            fields.first?.entry
            ?? buttons.first { $0.model.role == .suggested && $0.widget.isSensitive }?.widget
            ?? buttons.first { $0.widget.isSensitive }?.widget
        // With every button disabled the card itself takes the focus: it must not stay in the
        // parent behind the dim (typing would reach it), and Escape and Enter work only with
        // the focus inside the card.
        if let target {
            target.grabFocus()
            root.isFocusable = false
        } else {
            root.isFocusable = true
            root.grabFocus()
        }
    }

    /// Gives the focus back to the card, to the same widget when it is in the card, with a
    /// field's cursor and selection as the user left them.
    ///
    /// The card was out of its window for a moment (the app replaced the window's content, and
    /// the host put the layers back): GTK still names the widget that had the focus, but lets
    /// go of it at the next frame, leaving the focus nowhere and the keys unanswered.
    func keepFocusAfterReparenting() {
        guard let window = root.window else { return }
        let focused = window.focusedWidget
        window.focusedWidget = nil
        let typed = typedWhenUnmapped
        typedWhenUnmapped = nil
        if let focused, focused.isSameObject(as: root) || focused.isDescendant(of: root) {
            focused.regainFocus()
            // Leaving the window took the field's selection with it.
            if let typed, fields.indices.contains(typed.field), focused.isDescendant(of: fields[typed.field].entry) {
                fields[typed.field].entry.select(typed.selection)
            }
        } else {
            moveFocusIn()
        }
    }

    /// Notes, each time the card leaves the screen (taken out with the window's content, or
    /// ending), the field the user was typing in and what was selected there, for
    /// `keepFocusAfterReparenting`.
    func noteWhatTheUserTypesWhenUnmapped() {
        root.connect("unmap") { [weak self] in
            guard let self else { return }
            typedWhenUnmapped = fields.firstIndex { $0.entry.containsFocus }.map { ($0, fields[$0].entry.selection) }
        }
    }

    /// Clears the window's keyboard focus when it is inside the card, before the card hides and
    /// leaves the window.
    ///
    /// GTK 4.8 keeps a reference to a hidden or removed widget that held the focus, and lets
    /// go of it once the window's next frame has moved the focus on. A second such change
    /// before that frame (a hidden window has none; the app swapping the window's child is
    /// one) overwrites the reference without releasing it: the card stayed alive after its
    /// window was destroyed (nested alerts in a hidden window; a question answered in-window
    /// over a running operation, then the window's content replaced). With no focus inside,
    /// GTK keeps nothing; the host gives the focus back to the widget that had it.
    static func takeFocus(outOf card: Widget) {
        guard let window = card.window, card.containsFocus else { return }
        window.focusedWidget = nil
    }
}
