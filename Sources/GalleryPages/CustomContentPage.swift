internal import Gtk
internal import GtkAlerts

/// Alerts with any content (reference 000, “UniAlert”): a title and subtitle, stacked buttons,
/// an image with rich text and custom buttons, and an alert raised from deep in a side panel.
struct CustomContentPage: GalleryPage {
    let name = "custom-content"
    let title = "Custom Content"
    let summary = "Any content in the card: text, markup, images and buttons with their own "
        + "widgets. Two buttons sit side by side, three or more stack (reference 000, “UniAlert”)."

    var alerts: [GalleryAlert] {
        [
            GalleryAlert(name: "title-subtitle", title: "Title and subtitle", alert: Self.titleAndSubtitle),
            GalleryAlert(name: "three-buttons", title: "Three buttons, stacked", alert: Self.threeButtons),
            GalleryAlert(name: "image-rich-text", title: "Image, rich text, extra actions", alert: Self.imageAndRichText),
            GalleryAlert(name: "from-side-panel", title: "From deep in a side panel", alert: Self.signOut),
        ]
    }

    /// The reference's typical body: a title, a subtitle, Cancel (destructive) and Continue.
    static let titleAndSubtitle = Alert(title: "Title", message: "Subtitle") {
        AlertButton("Cancel", role: .destructive)
        AlertButton("Continue", role: .suggested)
    }

    /// The same body with a third button, which stacks them.
    static let threeButtons = Alert(title: "Title", message: "Subtitle") {
        AlertButton("Cancel", role: .destructive)
        AlertButton("Remind Me Later")
        AlertButton("Continue", role: .suggested)
    }

    /// An image with a rich description and extra actions, one of them a custom widget.
    static let imageAndRichText = Alert(title: "Your photo is ready") {
        AlertContent.image(.icon("emblem-photos-symbolic", pixelSize: 64))
        AlertText.markup("""
            <b>Sunrise over the lake</b> was edited with <i>three</i> adjustments.
            <small>The original stays in your library; you can undo the edits at any time.</small>
            """)
    } buttons: {
        AlertButton(id: "share", accessibleLabel: "Share", role: .suggested) {
            iconAndLabel("emblem-shared-symbolic", "Share")
        }
        AlertButton(id: "save-copy", accessibleLabel: "Save a Copy") {
            iconAndLabel("document-save-symbolic", "Save a Copy")
        }
        AlertButton("Not Now", role: .cancel)
    }

    /// Raised from a button four containers deep in the side panel.
    static let signOut = Alert(
        title: "Sign out everywhere?",
        message: "You will need to sign in again on each of your devices."
    ) {
        AlertButton("Cancel", role: .cancel)
        AlertButton("Sign Out", role: .destructive)
    }

    @MainActor
    func makeView(context: GalleryContext) -> Widget {
        let root = PageLayout.page(for: self)
        let response = PageLayout.responseLabel()

        let demos = PageLayout.column([
            PageLayout.heading("Alerts"),
            PageLayout.button("Title and Subtitle", name: "title-subtitle") {
                PageLayout.present(Self.titleAndSubtitle, over: response, reportingTo: response)
            },
            PageLayout.button("Three Buttons", name: "three-buttons") {
                PageLayout.present(Self.threeButtons, over: response, reportingTo: response)
            },
            PageLayout.button("Image and Rich Text", name: "image-rich-text") {
                PageLayout.present(Self.imageAndRichText, over: response, reportingTo: response)
            },
        ])
        demos.verticalAlignment = .start
        demos.expandsHorizontally = true

        let body = Box(.horizontal, spacing: 24)
        body.append(demos)
        body.append(sidePanel(response: response))
        root.append(body)
        root.append(response)
        return root
    }

    /// A side panel whose Sign Out button sits four containers deep: its alert still dims
    /// the whole window, not just the panel.
    @MainActor
    private func sidePanel(response: Label) -> Widget {
        // The alert is presented over a label beside the button, at the same depth: any widget
        // in the window will do, and this one is not an ancestor the button's handler would
        // otherwise keep alive.
        let depthNote = PageLayout.paragraph("Four containers deep")
        depthNote.addCSSClass("gallery-summary")
        let signOut = PageLayout.button("Sign Out…", name: "from-side-panel") {
            PageLayout.present(Self.signOut, over: depthNote, reportingTo: response)
        }
        var inner: Widget = PageLayout.column([signOut, depthNote], spacing: 4)
        for level in ["Session", "Security", "Account"] {
            inner = PageLayout.column([PageLayout.heading(level), inner], spacing: 4)
        }
        let panel = PageLayout.panel(inner)
        panel.verticalAlignment = .start
        panel.setSizeRequest(width: 200, height: -1)
        return panel
    }
}

/// A row with an icon and a label, for the custom button content.
@MainActor
private func iconAndLabel(_ iconName: String, _ text: String) -> Widget {
    let row = Box(.horizontal, spacing: 8)
    row.horizontalAlignment = .center
    row.append(Image(iconName: iconName, pixelSize: 16))
    row.append(Label(text))
    return row
}
