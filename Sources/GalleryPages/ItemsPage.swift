internal import GalleryStore
internal import Gtk
internal import GtkAlerts

/// A stored item list with a text-entry alert to add and a confirmation to delete (reference 003).
struct ItemsPage: GalleryPage {
    let name = "items"
    let title = "Items"
    let summary = "A list kept in a database. “Add Item” asks for a name in a text-entry alert that "
        + "refuses empty input; each row's delete button asks first (reference 003)."

    /// The item name the sample delete confirmation uses: markup characters show literally.
    static let sampleName = "Tom & Jerry's <list>"

    var alerts: [GalleryAlert] {
        [
            GalleryAlert(name: "add-item", title: "Insert item name", alert: Self.addItemAlert),
            GalleryAlert(name: "confirm-delete", title: "Delete an item", alert: Self.deleteAlert(named: Self.sampleName)),
            GalleryAlert(
                name: "store-error", title: "The list could not be saved",
                alert: Self.storeErrorAlert(.writeFailed(message: "disk I/O error"))),
        ]
    }

    /// Asks for the new item's name; Done refuses empty or blank text with “Insert text”.
    static let addItemAlert = Alert(title: "Insert item name") {
        AlertContent.textField(AlertTextField(placeholder: "item name") { text in
            text.allSatisfy(\.isWhitespace) ? "Insert text" : nil
        })
    } buttons: {
        AlertButton("Cancel", id: "cancel", role: .cancel)
        AlertButton("Done", id: "done", role: .suggested)
    }

    /// Asks before deleting the item called `name` (escaped, so any text shows literally).
    static func deleteAlert(named name: String) -> Alert {
        Alert(title: .markup("Delete <b>\(name)</b>?"), message: "The item will be removed from the list.") {
            AlertButton("Cancel", id: "cancel", role: .cancel)
            AlertButton("Delete", id: "delete", role: .destructive)
        }
    }

    /// Tells the user the item list could not be opened, read or changed.
    static func storeErrorAlert(_ error: ItemStoreError) -> Alert {
        Alert(title: "Item list unavailable") {
            AlertContent.image(.icon("dialog-error-symbolic", pixelSize: 48))
            AlertText(error.description)
        } buttons: {
            AlertButton("OK", id: "ok", role: .suggested)
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
