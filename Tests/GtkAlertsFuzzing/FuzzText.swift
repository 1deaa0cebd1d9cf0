import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

enum FuzzText: CustomStringConvertible {
    case plain(String)
    case unvalidatedMarkup(String)
    case validatingMarkup(String)
    case interpolated(template: Int, value: String, other: String)

    var inputs: [String] {
        switch self {
        case .plain(let s), .unvalidatedMarkup(let s), .validatingMarkup(let s): [s]
        case .interpolated(_, let value, let other): [value, other]
        }
    }

    var description: String {
        switch self {
        case .plain(let s): "plain(\(s.fuzzDescription))"
        case .unvalidatedMarkup(let s): "unvalidatedMarkup(\(s.fuzzDescription))"
        case .validatingMarkup(let s): "validatingMarkup(\(s.fuzzDescription))"
        case .interpolated(let t, let v, let o): "interpolated(\(t), \(v.fuzzDescription), \(o.fuzzDescription))"
        }
    }
}

extension FuzzText {
    var json: [String: Any] {
        switch self {
        case .plain(let text): ["kind": "plain", "text": text]
        case .unvalidatedMarkup(let text): ["kind": "unvalidatedMarkup", "text": text]
        case .validatingMarkup(let text): ["kind": "validatingMarkup", "text": text]
        case .interpolated(let template, let value, let other):
            ["kind": "interpolated", "template": template, "text": value, "other": other]
        }
    }

    init?(json: [String: Any]) {
        guard let text = json["text"] as? String else { return nil }
        switch json["kind"] as? String {
        case "plain": self = .plain(text)
        case "unvalidatedMarkup": self = .unvalidatedMarkup(text)
        case "validatingMarkup": self = .validatingMarkup(text)
        case "interpolated":
            self = .interpolated(
                template: json["template"] as? Int ?? 0, value: text, other: json["other"] as? String ?? "")
        default: return nil
        }
    }
}
