// adwaita-style-screenshots: renders one alert under libadwaita's light, dark and high-contrast
// styles, chosen through AdwStyleManager as libadwaita apps choose them, and reports what the
// library saw and drew, one line per style:
//
//   adwaita-style-screenshots DIRECTORY
//   light dark=false high-contrast=false source=adwaita libadwaita=1.2 buttons=flat card=250,250,250,255 separator=… divider=… edge=… dark-class=false
//
// and DIRECTORY/alert-adwaita-<style>.png. The parent is an AdwWindow with a header bar, made
// in C as a libadwaita app makes it.
//
// With --compare it renders ours and libadwaita's own AdwAlertDialog (1.5 and later) with the
// same text over the same window instead, in each `CompareScene` (light, dark, high contrast,
// compact, three stacked buttons, a field's error), to ours-<libadwaita>-<scene>.png and
// adw-<libadwaita>-<scene>.png, and prints what it measured on each render (see `CardFigures`).
internal import AdwaitaTestSupport
internal import Glibc
internal import GtkAlerts
internal import GtkAlertsTestSupport
internal import GtkAlertsToolkit

/// A style to render: its file suffix and how to select it.
struct StyleCase {
    let name: String
    let dark: Bool
    let highContrast: Bool
}

let styles = [
    StyleCase(name: "light", dark: false, highContrast: false),
    StyleCase(name: "dark", dark: true, highContrast: false),
    StyleCase(name: "high-contrast", dark: false, highContrast: true),
]

/// The parent window's size, in pixels.
let windowWidth = 560
let windowHeight = 420  // px

func printLine(_ line: String, to descriptor: Int32 = 1) {
    let text = line + "\n"
    _ = text.withCString { write(descriptor, $0, strlen($0)) }
}

@MainActor
func makeAlert() -> Alert {
    Alert(title: "Delete “Groceries”?", message: "This list and its 12 items will be deleted. This cannot be undone.") {
        AlertButton("Cancel", role: .cancel)
        AlertButton("Delete", role: .destructive)
    }
}

/// Renders `style` into `directory`; returns the report line, or a failure.
@MainActor
func render(_ style: StyleCase, into directory: String) async -> Result<String, RenderFailure> {
    adwaitaTestForceDark(style.dark)
    adwaitaTestOverrideHighContrast(style.highContrast)
    // An AdwWindow made the libadwaita way, in C: alerts go in through its content property.
    guard let pagePointer = adwaita_test_list_window_new("Groceries") else {
        return .failure(RenderFailure("\(style.name): libadwaita made no window"))
    }
    let page = Widget(unsafeBorrowing: pagePointer)
    guard let window = page.window else { return .failure(RenderFailure("\(style.name): the page has no window")) }
    window.display.settings.animationsEnabled = false
    defer { window.destroy() }
    guard await TestDisplay.show(window, width: windowWidth, height: windowHeight) else {
        return .failure(RenderFailure("\(style.name): the window never appeared"))
    }
    let scheme = StyleScheme.current(on: window.display)
    let handle = makeAlert().presentation(.inWindow).present(over: page) { _ in }
    defer { handle.dismiss() }
    // Measured once two renders agree: the first frame may still be restyling the card for the
    // scheme it just took.
    guard await TestDisplay.run(until: { (handle.card?.allocatedWidth ?? 0) > 1 }),
        await TestDisplay.renderSettled(window) != nil,
        let texture = await TestDisplay.render(window),
        let card = handle.card?.bounds(relativeTo: window),
        let cancel = handle.buttons.first?.bounds(relativeTo: window),
        let delete = handle.buttons.last?.bounds(relativeTo: window)
    else { return .failure(RenderFailure("\(style.name): the alert did not render")) }
    let file = "\(directory)/alert-adwaita-\(style.name).png"
    guard texture.writePNG(to: file) else { return .failure(RenderFailure("could not write \(file)")) }
    let pixels = PixelGrid(texture)
    let background = pixels[Int(card.x + card.width / 2), Int(card.y + 4)]
    // The line above the buttons, a little in from the card's edge.
    let separator = pixels[Int(cancel.x + 16), Int(cancel.y) - 1]
    // The line between the buttons, drawn by the destructive one: it must stay neutral. Rounded
    // buttons have a gap there instead, which shows the card.
    let divider = pixels[Int((cancel.x + cancel.width + delete.x) / 2), Int(delete.y + delete.height / 2)]
    // Cancel's left edge, halfway down: its outline in high contrast.
    let edge = pixels[Int(cancel.x), Int(cancel.y + cancel.height / 2)]
    let buttons = handle.buttons.first?.parent?.hasCSSClass("rounded") == true ? "rounded" : "flat"
    let darkClass = handle.card?.hasCSSClass("dark") ?? false
    let libadwaita = Toolkit.libadwaitaVersion.map { "\($0.major).\($0.minor)" } ?? "none"
    let source = scheme.source == .adwaitaStyleManager ? "adwaita" : "gtk-settings"
    return .success(
        "\(style.name) dark=\(scheme.isDark) high-contrast=\(scheme.isHighContrast) source=\(source) "
            + "libadwaita=\(libadwaita) buttons=\(buttons) card=\(channels(background)) separator=\(channels(separator)) "
            + "divider=\(channels(divider)) edge=\(channels(edge)) dark-class=\(darkClass)")
}

/// The scene of the AdwAlertDialog 1.10 anchor: its window size, title and text.
enum AnchorScene {
    static let width = 600
    static let height = 400  // px
    static let windowTitle = "Items"
    static let heading = "Delete item?"
    static let body = "This cannot be undone."
}

/// Renders each `CompareScene`: ours, then libadwaita's AdwAlertDialog, over the same window
/// with the same text, and prints `ours scene=…` and `adw scene=…` lines of `CardFigures`;
/// returns whether all rendered (`adw none` when this libadwaita has no AdwAlertDialog).
@MainActor
func compareWithAdwAlertDialog(in directory: String) async -> Bool {
    for scene in CompareScene.all {
        guard await compare(scene, in: directory) else {
            printLine("adwaita-style-screenshots: \(scene.name) did not render", to: 2)
            return false
        }
    }
    return true
}

@MainActor
func compare(_ scene: CompareScene, in directory: String) async -> Bool {
    adwaitaTestForceDark(scene.dark)
    adwaitaTestOverrideHighContrast(scene.highContrast)
    guard let pagePointer = adwaita_test_list_window_new(AnchorScene.windowTitle) else { return false }
    let page = Widget(unsafeBorrowing: pagePointer)
    guard let window = page.window else { return false }
    window.display.settings.animationsEnabled = false
    defer { window.destroy() }
    guard await TestDisplay.show(window, width: scene.width, height: scene.height) else { return false }
    let version = Toolkit.libadwaitaVersion.map { "\($0.major).\($0.minor)" } ?? "none"
    // The centre of the window's content, where both cards centre themselves.
    let origin = window.originOnSurface
    let centreX = Int(origin.x) + window.allocatedWidth / 2
    let label = "scene=\(scene.name) libadwaita=\(version)"

    let handle = scene.alert.present(over: page) { _ in }
    guard await TestDisplay.run(until: { (handle.card?.allocatedWidth ?? 0) > 1 }) else { return false }
    if scene.field != nil {
        // Enter confirms the name, which is taken: the error shows under the field.
        handle.confirm()
    }
    guard await TestDisplay.renderSettled(window) != nil,
        let oursTexture = await TestDisplay.render(window),
        oursTexture.writePNG(to: "\(directory)/ours-\(version)-\(scene.name).png"),
        let oursFigures = CardFigures(PixelGrid(oursTexture), centreX: centreX, dark: scene.dark)
    else { return false }
    printLine("ours \(label) \(oursFigures)")
    handle.dismiss()
    await TestDisplay.run(until: { handle.card == nil })

    guard let dialog = scene.presentAdwAlertDialog(over: pagePointer) else {
        printLine("adw none")
        return true
    }
    defer { adwaita_test_alert_dialog_close(dialog) }
    guard await TestDisplay.renderSettled(window) != nil,
        let theirTexture = await TestDisplay.render(window),
        theirTexture.writePNG(to: "\(directory)/adw-\(version)-\(scene.name).png"),
        let theirFigures = CardFigures(PixelGrid(theirTexture), centreX: centreX, dark: scene.dark)
    else { return false }
    printLine("adw \(label) \(theirFigures)")
    return true
}

/// "r,g,b,a", one word for the report.
func channels(_ pixel: PixelSample) -> String {
    "\(pixel.red),\(pixel.green),\(pixel.blue),\(pixel.alpha)"
}

/// Why a style could not be rendered.
struct RenderFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

// The tool's names for the C helpers, so Swift call sites read as Swift.
func adwaitaTestForceDark(_ dark: Bool) { adwaita_test_force_dark(dark) }
func adwaitaTestOverrideHighContrast(_ on: Bool) { adwaita_test_override_high_contrast(on) }

let arguments = CommandLine.arguments
let comparing = arguments.count == 3 && arguments[1] == "--compare"
guard arguments.count == 2 || comparing else {
    printLine("usage: adwaita-style-screenshots [--compare] DIRECTORY", to: 2)
    exit(2)
}
let directory = arguments[arguments.count - 1]

MainActor.assumeIsolated {
    do {
        try Toolkit.initialize()
    } catch {
        printLine("adwaita-style-screenshots: \(error)", to: 2)
        exit(1)
    }
    if let display = Display.default, StyleScheme.current(on: display).source != .gtkSettings {
        printLine("adwaita-style-screenshots: libadwaita answered before it was initialised", to: 2)
        exit(1)
    }
    adwaita_test_initialize()
    let loop = MainLoop()
    var status: Int32 = 0
    Task { @MainActor in
        if comparing {
            status = await compareWithAdwAlertDialog(in: directory) ? 0 : 1
            loop.quit()
            return
        }
        for style in styles {
            switch await render(style, into: directory) {
            case .success(let line): printLine(line)
            case .failure(let failure):
                printLine("adwaita-style-screenshots: \(failure)", to: 2)
                status = 1
            }
        }
        loop.quit()
    }
    loop.run()
    exit(status)
}
