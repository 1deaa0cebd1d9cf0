import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

struct FuzzCase {
    var index: Int
    var inputClass: String
    var title: FuzzText?
    var messages: [FuzzText]
    var buttons: [FuzzButton]
    var field: FuzzField?
    var presentation: AlertPresentation
    var layout: ButtonLayout

    var allInputs: [String] {
        (title?.inputs ?? []) + messages.flatMap(\.inputs) + buttons.flatMap { [$0.label, $0.id] }
            + (field.map { [$0.placeholder, $0.initialText] } ?? [])
    }

    /// Where the longest input is, for timing lines.
    var hugeSummary: String {
        let places: [(String, Int)] = [
            ("title", title?.inputs.map(\.utf8.count).max() ?? 0),
            ("message", messages.flatMap(\.inputs).map(\.utf8.count).max() ?? 0),
            ("button label", buttons.map(\.label.utf8.count).max() ?? 0),
            ("entry text", field?.initialText.utf8.count ?? 0),
        ]
        let (place, bytes) = places.max { $0.1 < $1.1 }!
        return "\(bytes) bytes in the \(place)"
    }

    var traceDescription: String {
        "\(inputClass) \(presentation) title: \(title?.description ?? "nil"), messages: \(messages), "
            + "buttons: \(buttons.map { "\($0.label.fuzzDescription)#\($0.id.fuzzDescription)" }), "
            + "field: \(field.map { "\($0.placeholder.fuzzDescription) / \($0.initialText.fuzzDescription)" } ?? "nil")"
    }
}

extension FuzzCase {
    /// Writes the case as `case<index>.json` into `directory`.
    func write(toDirectory directory: String) {
        var object: [String: Any] = [
            "index": index, "class": inputClass, "messages": messages.map(\.json),
            "buttons": buttons.map { ["label": $0.label, "id": $0.id, "role": $0.role.description] },
            "presentation": presentation == .window ? "window" : "inWindow", "layout": "\(layout)",
        ]
        object["title"] = title?.json
        object["field"] = field.map {
            ["placeholder": $0.placeholder, "initialText": $0.initialText, "isSecure": $0.isSecure]
        }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        else { return }
        try? data.write(to: URL(fileURLWithPath: directory).appendingPathComponent("case\(index).json"))
    }

    /// A case `write(toDirectory:)` wrote (and someone may have minimised by hand).
    init?(contentsOf path: String) {
        guard let data = FileManager.default.contents(atPath: path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        let roles: [String: AlertButtonRole] = [
            "regular": .regular, "cancel": .cancel, "destructive": .destructive, "suggested": .suggested,
        ]
        let layouts: [String: ButtonLayout] = [
            "automatic": .automatic, "horizontal": .horizontal, "vertical": .vertical,
        ]
        self.init(
            index: object["index"] as? Int ?? 0, inputClass: "replay",
            title: (object["title"] as? [String: Any]).flatMap(FuzzText.init(json:)),
            messages: (object["messages"] as? [[String: Any]] ?? []).compactMap(FuzzText.init(json:)),
            buttons: (object["buttons"] as? [[String: Any]] ?? []).enumerated().map { number, button in
                FuzzButton(
                    label: button["label"] as? String ?? "", id: button["id"] as? String ?? "\(number)",
                    role: roles[button["role"] as? String ?? ""] ?? .regular)
            },
            field: (object["field"] as? [String: Any]).map {
                FuzzField(
                    placeholder: $0["placeholder"] as? String ?? "", initialText: $0["initialText"] as? String ?? "",
                    isSecure: $0["isSecure"] as? Bool ?? false)
            },
            presentation: object["presentation"] as? String == "window" ? .window : .inWindow,
            layout: layouts[object["layout"] as? String ?? ""] ?? .automatic)
    }
}
