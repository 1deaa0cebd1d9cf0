internal import GtkAlerts
internal import GtkAlertsToolkit

/// Alerts with any content: a title and subtitle, stacked buttons, an image with rich text and
/// custom buttons, and an alert raised from deep in a side panel.
struct CustomContentPage: GalleryPage {
    let name = "custom-content"
    var title: String { localized("Custom Content") }
    var summary: String {
        localized(
            "Any content in the card: text, markup, images and buttons with their own widgets. Two buttons sit side by side, three or more stack."
        )
    }

    var alerts: [GalleryAlert] {
        [
            GalleryAlert(name: "title-subtitle", title: localized("Title and subtitle"), alert: Self.titleAndSubtitle),
            GalleryAlert(name: "three-buttons", title: localized("Three buttons, stacked"), alert: Self.threeButtons),
            GalleryAlert(
                name: "image-rich-text", title: localized("Image, rich text, extra actions"),
                alert: Self.imageAndRichText),
            GalleryAlert(name: "from-side-panel", title: localized("From deep in a side panel"), alert: Self.signOut),
        ]
    }

    /// The typical body: a title, a subtitle, Cancel (destructive) and Continue.
    static var titleAndSubtitle: Alert {
        Alert(title: AlertText(localized("Title")), message: AlertText(localized("Subtitle"))) {
            AlertButton(localized("Cancel"), id: "cancel", role: .destructive)
            AlertButton(localized("Continue"), id: "continue", role: .suggested)
        }
    }

    /// The same body with a third button, which stacks them.
    static var threeButtons: Alert {
        Alert(title: AlertText(localized("Title")), message: AlertText(localized("Subtitle"))) {
            AlertButton(localized("Cancel"), id: "cancel", role: .destructive)
            AlertButton(localized("Remind Me Later"), id: "remind-me-later")
            AlertButton(localized("Continue"), id: "continue", role: .suggested)
        }
    }

    /// An image with a rich description and extra actions, one of them a custom widget.
    static var imageAndRichText: Alert {
        Alert(title: AlertText(localized("Your photo is ready"))) {
            // Icons in every Adwaita icon theme the supported systems ship: 51 dropped the emblem-* ones.
            AlertContent.image(.icon("image-x-generic-symbolic", pixelSize: 64))
            // Translated markup is checked when shown: if a translation breaks it, it shows literally.
            AlertText.unvalidatedMarkup(
                localized(
                    // TRANSLATORS: Pango markup: keep the tags, and the line break (\n) before <small>.
                    "<b>Sunrise over the lake</b> was edited with <i>three</i> adjustments.\n<small>The original stays in your library; you can undo the edits at any time.</small>"
                ))
        } buttons: {
            AlertButton(id: "share", accessibleLabel: localized("Share"), role: .suggested) {
                iconAndLabel("send-to-symbolic", localized("Share"))
            }
            AlertButton(id: "save-copy", accessibleLabel: localized("Save a Copy")) {
                iconAndLabel("document-save-symbolic", localized("Save a Copy"))
            }
            AlertButton(localized("Not Now"), id: "not-now", role: .cancel)
        }
    }

    /// Raised from a button four containers deep in the side panel.
    static var signOut: Alert {
        Alert(
            title: AlertText(localized("Sign out everywhere?")),
            message: AlertText(localized("You will need to sign in again on each of your devices."))
        ) {
            AlertButton(localized("Cancel"), id: "cancel", role: .cancel)
            AlertButton(localized("Sign Out"), id: "sign-out", role: .destructive)
        }
    }

    @MainActor
    func makeView(context: GalleryContext) -> Widget {
        let root = PageLayout.page(for: self)
        let response = PageLayout.responseLabel()

        let demos = PageLayout.column([
            PageLayout.heading(localized("Alerts")),
            PageLayout.button(localized("Title and Subtitle"), name: "title-subtitle") {
                PageLayout.present(Self.titleAndSubtitle, over: response, reportingTo: response)
            },
            PageLayout.button(localized("Three Buttons"), name: "three-buttons") {
                PageLayout.present(Self.threeButtons, over: response, reportingTo: response)
            },
            PageLayout.button(localized("Image and Rich Text"), name: "image-rich-text") {
                PageLayout.present(Self.imageAndRichText, over: response, reportingTo: response)
            },
        ])
        demos.verticalAlignment = .start
        demos.expandsHorizontally = true

        let body = Box(.horizontal, spacing: 24)
        PageLayout.allowStacking(body)
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
        let depthNote = PageLayout.paragraph(localized("Four containers deep"))
        depthNote.addCSSClass("gallery-summary")
        let signOut = PageLayout.button(localized("Sign Out…"), name: "from-side-panel") {
            PageLayout.present(Self.signOut, over: depthNote, reportingTo: response)
        }
        var inner: Widget = PageLayout.column([signOut, depthNote], spacing: 4)
        for level in [localized("Session"), localized("Security"), localized("Account")] {
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
