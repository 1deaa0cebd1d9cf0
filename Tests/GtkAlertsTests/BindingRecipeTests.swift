import GtkAlerts
import GtkAlertsTestSupport
import XCTest

/// The Alerts in Other Toolkits article's Adwaita for Swift recipe, kept compiling in the
/// Swift 6 language mode.
///
/// The package cannot depend on Adwaita for Swift, so the few of its declarations the recipe
/// uses stand in here with the same shape: a `View` with a `view` body, a button whose action is
/// a plain closure (not isolated, not `Sendable`), and `@State` that writes through a reference.
/// The recipe itself, in `ContentView`, is the article's text.
final class BindingRecipeTests: XCTestCase {
    @MainActor override func setUp() async throws { TestDisplay.start() }

    /// With no `GtkApplication` running (as in this test process) there is no active window:
    /// the button does nothing, rather than showing an alert over nothing or stopping.
    @MainActor func testTheRecipesButtonAsksNothingWithoutAnApplicationWindow() async throws {
        XCTAssertNil(ForeignWidget.activeWindow, "this process runs no GtkApplication")
        let content = AdwaitaStandIn.ContentView()
        let button = try XCTUnwrap(Self.parts(of: content).compactMap { $0 as? AdwaitaStandIn.Button }.first)
        XCTAssertEqual(button.label, "Delete…")
        button.action()
        await TestDisplay.settle()
        let text = Self.parts(of: content).compactMap { $0 as? AdwaitaStandIn.Text }.first
        XCTAssertEqual(text?.text, "No answer yet", "no answer without an alert")
    }

    /// What the binding would draw for `content` now: the parts of its stack.
    private static func parts(of content: AdwaitaStandIn.ContentView) -> [any AdwaitaStandIn.Part] {
        content.view.compactMap { $0 as? AdwaitaStandIn.VStack }.flatMap(\.parts)
    }
}

/// Adwaita for Swift's declarations that the recipe uses, in its shapes.
private enum AdwaitaStandIn {
    protocol Part {}
    typealias Body = [any Part]

    protocol View {
        @Builder var view: Body { get }
    }

    @resultBuilder enum Builder {
        static func buildBlock(_ parts: any Part...) -> [any Part] { parts }
    }

    struct VStack: Part {
        let parts: [any Part]
        init(@Builder _ content: () -> [any Part]) { parts = content() }
    }

    struct Text: Part {
        let text: String
        init(_ text: String) { self.text = text }
    }

    struct Button: Part {
        let label: String
        let action: () -> Void
        init(_ label: String, action: @escaping () -> Void) {
            self.label = label
            self.action = action
        }
    }

    @propertyWrapper struct State<Value> {
        private final class Storage {
            var value: Value
            init(_ value: Value) { self.value = value }
        }
        private let storage: Storage
        init(wrappedValue: Value) { storage = Storage(wrappedValue) }
        var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.value = newValue }
        }
    }
}

extension AdwaitaStandIn {
    // The article's recipe, word for word.
    struct ContentView: View {
        @State private var answer = "No answer yet"

        var view: Body {
            VStack {
                Text(answer)
                Button("Delete…") {
                    guard let window = ForeignWidget.activeWindow else { return }
                    Alert(title: "Delete “Notes”?") {
                        AlertButton("Cancel", role: .cancel)
                        AlertButton("Delete", id: "delete", role: .destructive)
                    }.present(over: window) { response in
                        answer = response.buttonID ?? "dismissed"
                    }
                }
            }
        }
    }
}
