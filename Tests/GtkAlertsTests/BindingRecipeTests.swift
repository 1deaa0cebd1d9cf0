import GtkAlerts
import GtkAlertsTestSupport
import XCTest

/// The Alerts in Other Toolkits article's binding recipe, kept compiling in the Swift 6
/// language mode in the shapes of the two bindings it ran with.
///
/// The package cannot depend on a binding, so the few declarations the recipe uses stand in
/// here with the same shapes:
/// - Adwaita for Swift: a `View` with a `view` body, a button whose action is a plain closure
///   (not isolated, not `Sendable`), and `@State` that writes through a reference;
/// - swift-cross-ui: a main-actor `View` with a `body`, and a button whose action is
///   `@MainActor @Sendable`.
///
/// The button's code in each `ContentView` is the article's text.
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

    /// The same in swift-cross-ui's shape, where the action is main-actor isolated.
    @MainActor func testTheRecipeInAMainActorBindingAsksNothingWithoutAnApplicationWindow() async throws {
        XCTAssertNil(ForeignWidget.activeWindow, "this process runs no GtkApplication")
        let content = CrossUIStandIn.ContentView()
        let button = try XCTUnwrap(content.body.parts.compactMap { $0 as? CrossUIStandIn.Button }.first)
        XCTAssertEqual(button.label, "Delete…")
        button.action()
        await TestDisplay.settle()
        let text = content.body.parts.compactMap { $0 as? CrossUIStandIn.Text }.first
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

/// swift-cross-ui's declarations that the recipe uses, in its shapes: a main-actor `View` and
/// a `@MainActor @Sendable` action; the stack, text and state are as above.
private enum CrossUIStandIn {
    typealias VStack = AdwaitaStandIn.VStack
    typealias Text = AdwaitaStandIn.Text
    typealias State = AdwaitaStandIn.State

    @MainActor protocol View {
        associatedtype Body
        var body: Body { get }
    }

    struct Button: AdwaitaStandIn.Part {
        let label: String
        let action: @MainActor @Sendable () -> Void
        init(_ label: String, action: @escaping @MainActor @Sendable () -> Void) {
            self.label = label
            self.action = action
        }
    }
}

extension CrossUIStandIn {
    // The article's button, in swift-cross-ui's view.
    struct ContentView: View {
        @State private var answer = "No answer yet"

        var body: VStack {
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
