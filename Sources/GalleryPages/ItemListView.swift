internal import GalleryStore
internal import GtkAlerts
internal import GtkAlertsToolkit

/// The items page's live list: opens the store, shows its rows, and adds and deletes through
/// alerts, rebuilding the rows after every change.
///
/// The page's root keeps this object alive; it holds only widgets inside the root, and its
/// widgets' handlers hold it weakly, so closing the window frees everything.
@MainActor
final class ItemListView {
    /// The row with the Add Item button.
    let toolbar: Box
    /// The scrolling list of rows.
    let scroller: ScrolledWindow
    /// A line under the list: the item count, or what went wrong.
    ///
    /// Alerts are presented over it.
    let status: Label

    /// The tallest the list grows before it scrolls, in pixels.
    private static let maximumListHeight = 260  // px

    private let rows: Box
    private let store: ItemStore?
    private let openError: ItemStoreError?

    init(directory: String) {
        rows = Box(.vertical)
        scroller = ScrolledWindow(maximumHeight: Self.maximumListHeight)
        scroller.child = rows
        scroller.expandsVertically = true
        status = PageLayout.responseLabel()
        toolbar = Box(.horizontal, spacing: PageLayout.controlSpacing)
        do throws(ItemStoreError) {
            store = try ItemStore(directory: directory)
            openError = nil
        } catch {
            store = nil
            openError = error
        }
        let add = PageLayout.button(localized("Add Item"), name: "add-item") { [weak self] in self?.addItem() }
        add.addCSSClass("suggested-action")
        toolbar.append(add)
        reload()
    }

    /// Asks for a name and stores it.
    func addItem() {
        guard let store else { return showError(openError) }
        ItemsPage.addItemAlert.present(over: status) { [weak self] response in
            guard let self, response.buttonID == "done", let name = response.text else { return }
            do throws(ItemStoreError) {
                try store.add(name)
                self.reload()
            } catch {
                self.showError(error)
            }
        }
    }

    /// Asks before deleting `item`, and deletes it on confirmation.
    func confirmDelete(_ item: Item) {
        guard let store else { return showError(openError) }
        ItemsPage.deleteAlert(named: item.name).present(over: status) { [weak self] response in
            guard let self, response.role == .destructive else { return }
            do throws(ItemStoreError) {
                try store.delete(id: item.id)
                self.reload()
            } catch {
                self.showError(error)
            }
        }
    }

    /// Replaces the rows with the store's items.
    private func reload() {
        for child in rows.children { rows.remove(child) }
        guard let store else {
            status.setText(openError?.description ?? localized("The item list is unavailable."))
            return
        }
        let items: [Item]
        do throws(ItemStoreError) {
            items = try store.items()
        } catch {
            status.setText(error.description)
            return
        }
        if items.isEmpty {
            let empty = PageLayout.paragraph(
                localized("No items yet. Add one with “Add Item”."), cssClass: "gallery-summary")
            empty.setMargins(top: 12, bottom: 12, start: 12, end: 12)
            rows.append(empty)
        }
        for item in items { rows.append(makeRow(item)) }
        status.setText(localizedPlural("{count} item", "{count} items", items.count))
    }

    private func makeRow(_ item: Item) -> Widget {
        let row = Box(.horizontal, spacing: PageLayout.controlSpacing)
        row.addCSSClass("gallery-item-row")
        let label = Label(item.name)
        label.horizontalTextAlignment = 0
        label.expandsHorizontally = true
        label.wraps = true
        row.append(label)
        let delete = Button(child: Image(iconName: "user-trash-symbolic", pixelSize: 16))
        delete.hasFrame = false
        delete.name = "delete-item-\(item.id)"
        delete.tooltip = localized("Delete")
        // TRANSLATORS: what a screen reader says for a row's delete button; {name} is the item's name.
        delete.setAccessibleLabel(localized("Delete {name}", with: ["name": item.name]))
        delete.onClick { [weak self] in self?.confirmDelete(item) }
        row.append(delete)
        return row
    }

    private func showError(_ error: ItemStoreError?) {
        guard let error else { return }
        status.setText(error.description)
        ItemsPage.storeErrorAlert(error).present(over: status) { _ in }
    }
}
