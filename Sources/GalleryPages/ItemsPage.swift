internal import GalleryStore
internal import GtkAlerts
internal import GtkAlertsToolkit

/// A stored item list with a text-entry alert to add and a confirmation to delete.
struct ItemsPage: GalleryPage {
    let name = "items"
    var title: String { localized("Items") }
    var summary: String {
        localized(
            "A list kept in a database. “Add Item” asks for a name in a text-entry alert that refuses empty input; each row's delete button asks first."
        )
    }

    /// The item name the sample delete confirmation uses: markup characters show literally.
    static let sampleName = "Tom & Jerry's <list>"

    var alerts: [GalleryAlert] {
        [
            GalleryAlert(name: "add-item", title: localized("Insert item name"), alert: Self.addItemAlert),
            GalleryAlert(
                name: "confirm-delete", title: localized("Delete an item"),
                alert: Self.deleteAlert(named: Self.sampleName)),
            GalleryAlert(
                name: "store-error", title: localized("The list could not be saved"),
                alert: Self.storeErrorAlert(.writeFailed(message: "disk I/O error"))),
        ]
    }

    /// Asks for the new item's name; Done is disabled while the field is empty, and refuses
    /// blank text with “Insert text”.
    static var addItemAlert: Alert {
        Alert(title: AlertText(localized("Insert item name"))) {
            AlertContent.textField(
                AlertTextField(placeholder: localized("item name")) { text in
                    text.allSatisfy(\.isWhitespace) ? localized("Insert text") : nil
                })
        } buttons: {
            AlertButton(localized("Cancel"), id: "cancel", role: .cancel)
            AlertButton(localized("Done"), id: "done", role: .suggested).enabled { !$0.isEmpty }
        }
    }

    /// Asks before deleting the item called `name` (escaped, so any text shows literally).
    static func deleteAlert(named name: String) -> Alert {
        // TRANSLATORS: Pango markup: keep the tags; {name} is the item's name.
        let title = localized("Delete <b>{name}</b>?", with: ["name": Markup.escape(name)])
        return Alert(
            title: .unvalidatedMarkup(title), message: AlertText(localized("The item will be removed from the list."))
        ) {
            AlertButton(localized("Cancel"), id: "cancel", role: .cancel)
            AlertButton(localized("Delete"), id: "delete", role: .destructive)
        }
    }

    /// Tells the user the item list could not be opened, read or changed.
    static func storeErrorAlert(_ error: ItemStoreError) -> Alert {
        Alert(title: AlertText(localized("Item list unavailable"))) {
            AlertContent.image(.icon("dialog-error-symbolic", pixelSize: 48))
            AlertText(error.description)
        } buttons: {
            AlertButton(localized("OK"), id: "ok", role: .suggested)
        }
    }

    @MainActor
    func makeView(context: GalleryContext) -> Widget {
        let root = PageLayout.page(for: self)
        let list = ItemListView(directory: context.dataDirectory)
        root.append(list.toolbar)
        root.append(list.scroller)
        root.append(list.status)
        // The root keeps the list's state alive; the state holds only the root's children.
        root.setAttachedValue(list, forKey: "gallery-item-list")
        return root
    }
}
